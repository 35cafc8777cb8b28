import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Indexes for the audit export and retention on an existing, possibly large table: built concurrently (docs/migrations.md). */
export class AuditExportIndexes1795631081227 implements MigrationInterface {
  name = 'AuditExportIndexes1795631081227';
  transaction = false; // CONCURRENTLY cannot run inside a transaction

  public async up(queryRunner: QueryRunner): Promise<void> {
    // An index left invalid by a failed concurrent build is dropped before it is built again.
    await queryRunner.query('DROP INDEX IF EXISTS "IDX_addon_audit_events_received_at"');
    await queryRunner.query(
      'CREATE INDEX CONCURRENTLY "IDX_addon_audit_events_received_at" ON "addon_audit_events" ("received_at")',
    );
    await queryRunner.query('DROP INDEX IF EXISTS "IDX_addon_audit_events_occurred_id"');
    await queryRunner.query(
      'CREATE INDEX CONCURRENTLY "IDX_addon_audit_events_occurred_id" ON "addon_audit_events" ("occurred_at", "id")',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_addon_audit_events_occurred_id"');
    await queryRunner.query('DROP INDEX "public"."IDX_addon_audit_events_received_at"');
  }
}
