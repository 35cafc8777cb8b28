import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The inventory each instance's fleet reports (docs/api-decisions.md, "Will it run here?"). Expand-only: a new
 * table, and two trigger changes for the cache invalidation of the catalog-notify migration:
 * - a change of an inventory's content notifies every hub process (fit answers are cached); a report that repeats
 *   the same inventory touches only `reported_at`, which is left out, so a fleet's regular sync flushes nothing;
 * - `api_keys.reported` (what PUT /instance-info stores) joins the columns no cache depends on, for the same reason.
 */
export class InstanceInventory1795631161150 implements MigrationInterface {
  name = 'InstanceInventory1795631161150';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "instance_inventories" ("instance_id" uuid NOT NULL, "inventory" jsonb NOT NULL, "digest" text NOT NULL, "reported_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ab8342d6cec743abce492e1a576" PRIMARY KEY ("instance_id"))',
    );
    await queryRunner.query(
      'ALTER TABLE "instance_inventories" ADD CONSTRAINT "FK_ab8342d6cec743abce492e1a576" FOREIGN KEY ("instance_id") REFERENCES "api_keys"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      `CREATE TRIGGER "instance_inventories_notify_write" AFTER INSERT OR DELETE OR TRUNCATE ON "instance_inventories"
       FOR EACH STATEMENT EXECUTE FUNCTION hub_catalog_notify()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "instance_inventories_notify_update" AFTER UPDATE ON "instance_inventories"
       FOR EACH ROW WHEN ((to_jsonb(OLD) - 'reported_at') IS DISTINCT FROM (to_jsonb(NEW) - 'reported_at'))
       EXECUTE FUNCTION hub_catalog_notify()`,
    );
    await this.apiKeysTrigger(queryRunner, ['last_used_at', 'previous_last_used_at', 'reported']);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await this.apiKeysTrigger(queryRunner, ['last_used_at', 'previous_last_used_at']);
    await queryRunner.query('DROP TRIGGER IF EXISTS "instance_inventories_notify_update" ON "instance_inventories"');
    await queryRunner.query('DROP TRIGGER IF EXISTS "instance_inventories_notify_write" ON "instance_inventories"');
    await queryRunner.query('ALTER TABLE "instance_inventories" DROP CONSTRAINT "FK_ab8342d6cec743abce492e1a576"');
    await queryRunner.query('DROP TABLE "instance_inventories"');
  }

  private async apiKeysTrigger(queryRunner: QueryRunner, quiet: string[]): Promise<void> {
    const ignored = quiet.map((c) => ` - '${c}'`).join('');
    await queryRunner.query('DROP TRIGGER IF EXISTS "api_keys_notify_update" ON "api_keys"');
    await queryRunner.query(
      `CREATE TRIGGER "api_keys_notify_update" AFTER UPDATE ON "api_keys"
       FOR EACH ROW WHEN ((to_jsonb(OLD)${ignored}) IS DISTINCT FROM (to_jsonb(NEW)${ignored}))
       EXECUTE FUNCTION hub_catalog_notify()`,
    );
  }
}
