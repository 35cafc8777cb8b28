import type { MigrationInterface, QueryRunner } from 'typeorm';

export class FleetTemplatePins1795631422080 implements MigrationInterface {
  name = 'FleetTemplatePins1795631422080';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "hub_template_revisions" ("template_id" uuid NOT NULL, "revision" integer NOT NULL, "meta" jsonb, "data" jsonb, CONSTRAINT "PK_02bc543d91395081ce3541bd05c" PRIMARY KEY ("template_id", "revision"))',
    );
    await queryRunner.query('ALTER TABLE "hub_templates" ADD "revisions_updated_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "hub_templates" ADD "pinned_revision" integer');
    await queryRunner.query('ALTER TABLE "hub_templates" ADD "pinned_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "hub_templates" ADD "pinned_by" text');
    await queryRunner.query(
      'ALTER TABLE "hub_template_revisions" ADD CONSTRAINT "FK_71729b459fd6ca4c9f35d1c86e9" FOREIGN KEY ("template_id") REFERENCES "hub_templates"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "hub_template_revisions" DROP CONSTRAINT "FK_71729b459fd6ca4c9f35d1c86e9"');
    await queryRunner.query('ALTER TABLE "hub_templates" DROP COLUMN "pinned_by"');
    await queryRunner.query('ALTER TABLE "hub_templates" DROP COLUMN "pinned_at"');
    await queryRunner.query('ALTER TABLE "hub_templates" DROP COLUMN "pinned_revision"');
    await queryRunner.query('ALTER TABLE "hub_templates" DROP COLUMN "revisions_updated_at"');
    await queryRunner.query('DROP TABLE "hub_template_revisions"');
  }
}
