import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Publisher-signed revisions (issue 40, docs/signing.md): each revision keeps the DSSE envelope its publisher
 * signed (`template_revisions.envelope`, the JSON text as accepted, and the root's name for that publisher), and a
 * template whose revision a publisher signed is managed by that publisher (`templates.publisher`).
 *
 * The hand-written part is the manager rule's last line of defence, below every write path (admin routes, catalog
 * documents, rollbacks, the previous release during a rolling upgrade): a BEFORE UPDATE trigger, after the revision
 * bump (triggers fire by name: `templates_bump_revision` < `templates_publisher_guard`), refuses to publish a
 * revision of a publisher-managed template unless the transaction declared a signed write
 * (`set_config('hub.signed_write', 'on', true)`: only the signed apply does, and it stores a verified envelope for
 * every revision it publishes before committing). SQLSTATE HC409 is answered 409 `publisher_managed`.
 */
export class RevisionSignatures1795961000000 implements MigrationInterface {
  name = 'RevisionSignatures1795961000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "template_revisions" ADD "envelope" text');
    await queryRunner.query('ALTER TABLE "template_revisions" ADD "publisher" text');
    await queryRunner.query('ALTER TABLE "templates" ADD "publisher" text');
    await queryRunner.query(
      `CREATE FUNCTION hub_template_publisher_guard() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF OLD.publisher IS NOT NULL
            AND (NEW.revision IS DISTINCT FROM OLD.revision OR NEW.publisher IS DISTINCT FROM OLD.publisher)
            AND coalesce(current_setting('hub.signed_write', true), '') <> 'on' THEN
           RAISE EXCEPTION 'template % is managed by publisher %: only a write its publisher signed may change what fleets deploy', OLD.slug, OLD.publisher
             USING ERRCODE = 'HC409';
         END IF;
         RETURN NEW;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "templates_publisher_guard" BEFORE UPDATE ON "templates"
       FOR EACH ROW EXECUTE FUNCTION hub_template_publisher_guard()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER IF EXISTS "templates_publisher_guard" ON "templates"');
    await queryRunner.query('DROP FUNCTION IF EXISTS hub_template_publisher_guard()');
    await queryRunner.query('ALTER TABLE "templates" DROP COLUMN "publisher"');
    await queryRunner.query('ALTER TABLE "template_revisions" DROP COLUMN "publisher"');
    await queryRunner.query('ALTER TABLE "template_revisions" DROP COLUMN "envelope"');
  }
}
