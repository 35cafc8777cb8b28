import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PersonAuditLog1795814496000 implements MigrationInterface {
  name = 'PersonAuditLog1795814496000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "person_audit_log" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "at" TIMESTAMP WITH TIME ZONE NOT NULL, "actor_id" text NOT NULL, "actor_name" text NOT NULL, "actor_email" text, "actor_method" text NOT NULL, "action" text NOT NULL, "target" text, "changes" jsonb NOT NULL DEFAULT '{}'::jsonb, "source_address" text, "request_id" text, CONSTRAINT "PK_person_audit_log" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query('CREATE INDEX "IDX_person_audit_log_at" ON "person_audit_log" ("at", "id") ');
    await queryRunner.query('CREATE INDEX "IDX_person_audit_log_actor_at" ON "person_audit_log" ("actor_id", "at") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_person_audit_log_actor_at"');
    await queryRunner.query('DROP INDEX "public"."IDX_person_audit_log_at"');
    await queryRunner.query('DROP TABLE "person_audit_log"');
  }
}
