import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Yanks and rollbacks of publisher-managed templates, with the publisher's withdrawal envelope or hub-only. */
export class TemplateWithdrawals1795961000001 implements MigrationInterface {
  name = 'TemplateWithdrawals1795961000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "template_withdrawals" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "template_id" uuid NOT NULL,
         "action" text NOT NULL, "revision" integer, "reason" text NOT NULL, "envelope" text, "publisher" text,
         "hub_only" boolean NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         CONSTRAINT "PK_template_withdrawals" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_template_withdrawals_template_revision" ON "template_withdrawals" ("template_id", "revision")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "template_withdrawals"');
  }
}
