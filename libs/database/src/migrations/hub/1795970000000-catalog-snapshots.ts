import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The hub's signed snapshots (issue 40, docs/signing.md "Snapshots"): the latest versions per fleet scope, so that
 * a version only grows across replicas and restarts and two replicas serve the same bytes for one version; and the
 * marker of a revision envelope the hub signed itself with its online key (`hub_signed`: a console-made template,
 * "hub-signed" at a fleet; `publisher` stays null). A new root version tells every replica's catalog cache to start
 * over (the snapshot it remembers was signed under the previous root), as catalog writes do.
 */
export class CatalogSnapshots1795970000000 implements MigrationInterface {
  name = 'CatalogSnapshots1795970000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "template_revisions" ADD "hub_signed" boolean NOT NULL DEFAULT false');
    await queryRunner.query(
      `CREATE TABLE "catalog_snapshots" ("scope" text NOT NULL, "version" integer NOT NULL, "envelope" text NOT NULL,
         "content_hash" text NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
         "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         CONSTRAINT "PK_catalog_snapshots" PRIMARY KEY ("scope", "version"))`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "trust_roots_notify_write" AFTER INSERT OR DELETE OR TRUNCATE ON "trust_roots"
       FOR EACH STATEMENT EXECUTE FUNCTION hub_catalog_notify()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER IF EXISTS "trust_roots_notify_write" ON "trust_roots"');
    await queryRunner.query('DROP TABLE "catalog_snapshots"');
    await queryRunner.query('ALTER TABLE "template_revisions" DROP COLUMN "hub_signed"');
  }
}
