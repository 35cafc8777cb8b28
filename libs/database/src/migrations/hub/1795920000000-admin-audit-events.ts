import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The record of admin writes at the hub (issue 43): who, what, when; read by superadmins. A new table only. */
export class AdminAuditEvents1795920000000 implements MigrationInterface {
  name = 'AdminAuditEvents1795920000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "admin_audit_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "actor_id" uuid, "actor_email" text, "actor_name" text NOT NULL, "actor_role" text NOT NULL, "action" text NOT NULL, "target" text, "details" jsonb NOT NULL DEFAULT '{}', "request_id" text, CONSTRAINT "PK_admin_audit_events" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_admin_audit_events_at" ON "admin_audit_events" ("at")`);
    await queryRunner.query(`CREATE INDEX "IDX_admin_audit_events_actor_id" ON "admin_audit_events" ("actor_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_admin_audit_events_action" ON "admin_audit_events" ("action")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "admin_audit_events"`);
  }
}
