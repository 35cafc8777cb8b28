import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The deployable fields of a template, in the order a snapshot lists them (docs/api-decisions.md "Template
 * revisions"). A change to any of them publishes a revision; the other columns are catalog fields.
 */
export const DEPLOYABLE_COLUMNS = [
  'version',
  'kind',
  'image_name',
  'image_tag',
  'image_digest',
  'registry_url',
  'cpu_request',
  'memory_request',
  'gpu_count',
  'vram_request',
  'concurrent_jobs',
  'env',
  'env_schema',
  'secret_refs',
  'command',
  'ports',
  'volume_mounts',
  'node_selector',
  'tolerations',
  'required_network_types',
  'min_tier',
] as const;

/**
 * Template revisions (issue 23). The generated part adds the table and the columns; the hand-written part
 * (TypeORM does not model functions or triggers, so migration:check stays clean) makes the database publish:
 * - `hub_template_snapshot(templates)` is the jsonb snapshot of a row's deployable fields;
 * - a BEFORE UPDATE trigger, fired only by an UPDATE that sets a deployable column, bumps `revision` when one of
 *   them really changed (the row lock of the UPDATE serializes concurrent writers: no gaps, no duplicates, and
 *   the primary key (template_id, revision) would refuse a duplicate anyway); a writer may also bump `revision`
 *   itself to publish an unchanged snapshot (a rollback to what is current);
 * - AFTER INSERT and AFTER UPDATE (when `revision` moved) triggers insert that revision's row.
 * So every write publishes correctly whoever makes it, the previous release during a rolling upgrade included.
 * Every existing template becomes revision 1, published at its updated_at.
 */
export class TemplateRevisions1795630910041 implements MigrationInterface {
  name = 'TemplateRevisions1795630910041';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "template_revisions" ("template_id" uuid NOT NULL, "revision" integer NOT NULL, "snapshot" jsonb NOT NULL, "changes" jsonb NOT NULL DEFAULT \'[]\', "contains_security_updates" boolean NOT NULL DEFAULT false, "version_reused" boolean NOT NULL DEFAULT false, "published_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "yanked_at" TIMESTAMP WITH TIME ZONE, "yank_reason" text, CONSTRAINT "PK_76b0ef8e1120585404817141829" PRIMARY KEY ("template_id", "revision"))',
    );
    await queryRunner.query('ALTER TABLE "templates" ADD "image_digest" text');
    await queryRunner.query('ALTER TABLE "templates" ADD "revision" integer NOT NULL DEFAULT \'1\'');
    await queryRunner.query('ALTER TABLE "templates" ADD "deprecated" jsonb');
    await queryRunner.query(
      'ALTER TABLE "template_revisions" ADD CONSTRAINT "FK_d7ff29358965510a0014cf3ea03" FOREIGN KEY ("template_id") REFERENCES "templates"("id") ON DELETE CASCADE ON UPDATE CASCADE',
    );
    await queryRunner.query(
      `CREATE FUNCTION hub_template_snapshot(t templates) RETURNS jsonb LANGUAGE sql STABLE AS $$
         SELECT jsonb_build_object(${DEPLOYABLE_COLUMNS.map((c) => `'${c}', to_jsonb(t.${c})`).join(', ')})
       $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION hub_template_bump_revision() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF NEW.revision = OLD.revision AND hub_template_snapshot(NEW) IS DISTINCT FROM hub_template_snapshot(OLD) THEN
           NEW.revision := OLD.revision + 1;
         END IF;
         RETURN NEW;
       END $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION hub_template_publish() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         INSERT INTO template_revisions (template_id, revision, snapshot, version_reused, published_at)
         VALUES (NEW.id, NEW.revision, hub_template_snapshot(NEW),
                 TG_OP = 'UPDATE' AND NEW.version = OLD.version, now());
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "templates_bump_revision" BEFORE UPDATE OF ${DEPLOYABLE_COLUMNS.join(', ')}, revision
       ON "templates" FOR EACH ROW EXECUTE FUNCTION hub_template_bump_revision()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "templates_publish_insert" AFTER INSERT ON "templates"
       FOR EACH ROW EXECUTE FUNCTION hub_template_publish()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "templates_publish_update" AFTER UPDATE ON "templates"
       FOR EACH ROW WHEN (NEW.revision IS DISTINCT FROM OLD.revision) EXECUTE FUNCTION hub_template_publish()`,
    );
    await queryRunner.query(
      `INSERT INTO template_revisions (template_id, revision, snapshot, published_at)
       SELECT t.id, 1, hub_template_snapshot(t), t.updated_at FROM templates t`,
    );
    // Cache invalidation across replicas, as for the tables of the catalog-notify migration.
    await queryRunner.query(
      `CREATE TRIGGER "template_revisions_notify_write" AFTER INSERT OR DELETE OR TRUNCATE ON "template_revisions"
       FOR EACH STATEMENT EXECUTE FUNCTION hub_catalog_notify()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "template_revisions_notify_update" AFTER UPDATE ON "template_revisions"
       FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION hub_catalog_notify()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER IF EXISTS "template_revisions_notify_update" ON "template_revisions"');
    await queryRunner.query('DROP TRIGGER IF EXISTS "template_revisions_notify_write" ON "template_revisions"');
    await queryRunner.query('DROP TRIGGER IF EXISTS "templates_publish_update" ON "templates"');
    await queryRunner.query('DROP TRIGGER IF EXISTS "templates_publish_insert" ON "templates"');
    await queryRunner.query('DROP TRIGGER IF EXISTS "templates_bump_revision" ON "templates"');
    await queryRunner.query('DROP FUNCTION IF EXISTS hub_template_publish()');
    await queryRunner.query('DROP FUNCTION IF EXISTS hub_template_bump_revision()');
    await queryRunner.query('DROP FUNCTION IF EXISTS hub_template_snapshot(templates)');
    await queryRunner.query('ALTER TABLE "template_revisions" DROP CONSTRAINT "FK_d7ff29358965510a0014cf3ea03"');
    await queryRunner.query('ALTER TABLE "templates" DROP COLUMN "deprecated"');
    await queryRunner.query('ALTER TABLE "templates" DROP COLUMN "revision"');
    await queryRunner.query('ALTER TABLE "templates" DROP COLUMN "image_digest"');
    await queryRunner.query('DROP TABLE "template_revisions"');
  }
}
