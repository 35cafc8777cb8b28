import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who manages each template (issue 39, docs/catalog-as-code.md "Ownership"): `templates.manager`, `console` for
 * every template made so far (the console, the admin API, the demo seed and catalog documents without a source),
 * and the record of takeovers. Expand-only: a NOT NULL column with a default (the previous release's inserts
 * don't name it) and a new table.
 */
export class TemplateManager1795810000000 implements MigrationInterface {
  name = 'TemplateManager1795810000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "templates" ADD "manager" text NOT NULL DEFAULT 'console'`);
    await queryRunner.query(
      `CREATE TABLE "template_takeovers" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "template_id" uuid,
         "template_slug" text NOT NULL, "from_manager" text NOT NULL, "to_manager" text NOT NULL, "taken_by" uuid,
         "taken_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         CONSTRAINT "PK_template_takeovers" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_template_takeovers_template_id" ON "template_takeovers" ("template_id")`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_template_takeovers_taken_at" ON "template_takeovers" ("taken_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "template_takeovers"`);
    await queryRunner.query(`ALTER TABLE "templates" DROP COLUMN "manager"`);
  }
}
