import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Cache invalidation across hub processes: every committed change to a table that a cached catalog answer or
 * credential check depends on sends `NOTIFY hub_catalog, '<table>'` (PostgreSQL delivers it after COMMIT, once
 * per distinct payload and transaction). Counters and last-used timestamps are left out, so downloads and
 * authentication do not flush anyone's cache. Hand-written: TypeORM does not model triggers (migration:check
 * stays clean).
 */
const WATCHED: { table: string; quiet: string[] }[] = [
  { table: 'templates', quiet: ['download_count'] },
  { table: 'categories', quiet: [] },
  { table: 'catalog_access', quiet: [] },
  { table: 'organizations', quiet: [] },
  { table: 'organization_memberships', quiet: [] },
  { table: 'api_keys', quiet: ['last_used_at', 'previous_last_used_at'] },
  { table: 'personal_access_tokens', quiet: ['last_used_at', 'previous_last_used_at'] },
];

export class CatalogNotify1795600000000 implements MigrationInterface {
  name = 'CatalogNotify1795600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE FUNCTION hub_catalog_notify() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         PERFORM pg_notify('hub_catalog', TG_TABLE_NAME || ' ' || floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint);
         RETURN NULL;
       END $$`,
    );
    for (const { table, quiet } of WATCHED) {
      await queryRunner.query(
        `CREATE TRIGGER "${table}_notify_write" AFTER INSERT OR DELETE OR TRUNCATE ON "${table}"
         FOR EACH STATEMENT EXECUTE FUNCTION hub_catalog_notify()`,
      );
      const ignored = quiet.map((c) => ` - '${c}'`).join('');
      const when = quiet.length
        ? `(to_jsonb(OLD)${ignored}) IS DISTINCT FROM (to_jsonb(NEW)${ignored})`
        : 'OLD.* IS DISTINCT FROM NEW.*';
      await queryRunner.query(
        `CREATE TRIGGER "${table}_notify_update" AFTER UPDATE ON "${table}"
         FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION hub_catalog_notify()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const { table } of WATCHED) {
      await queryRunner.query(`DROP TRIGGER IF EXISTS "${table}_notify_update" ON "${table}"`);
      await queryRunner.query(`DROP TRIGGER IF EXISTS "${table}_notify_write" ON "${table}"`);
    }
    await queryRunner.query('DROP FUNCTION IF EXISTS hub_catalog_notify()');
  }
}
