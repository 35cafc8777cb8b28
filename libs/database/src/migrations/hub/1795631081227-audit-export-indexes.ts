import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditExportIndexes1795631081227 implements MigrationInterface {
  name = 'AuditExportIndexes1795631081227';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX "IDX_addon_audit_events_received_at" ON "addon_audit_events"  ("received_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_addon_audit_events_occurred_id" ON "addon_audit_events"  ("occurred_at", "id") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_addon_audit_events_occurred_id"');
    await queryRunner.query('DROP INDEX "public"."IDX_addon_audit_events_received_at"');
  }
}
