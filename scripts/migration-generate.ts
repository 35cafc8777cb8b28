/**
 * Generates a migration from the difference between the entities and the migrated schema, or,
 * with --check, fails when there is one (CI: entities and migrations must agree).
 *
 *   node dist/scripts/migration-generate.js --app hub --name AddThing
 *   node dist/scripts/migration-generate.js --check            (all apps)
 * Uses MIGRATION_DATABASE_URL (a PostgreSQL server, a scratch database is created) or a temporary PGlite.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, SCHEMAS, type SchemaName } from '#lib/database';

const args = process.argv.slice(2);
const check = args.includes('--check');
const arg = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const apps = (arg('--app') ? [arg('--app')] : Object.keys(SCHEMAS)) as SchemaName[];

async function withScratchDatabase<T>(fn: (url: string | undefined, dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'migration-'));
  const serverUrl = process.env.MIGRATION_DATABASE_URL;
  const name = `migration_check_${process.pid}_${Date.now()}`;
  try {
    if (!serverUrl) return await fn(undefined, dir);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await fn(url.toString(), dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    if (serverUrl) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
}

async function pendingQueries(app: SchemaName): Promise<{ up: string[]; down: string[] }> {
  return withScratchDatabase(async (url, dir) => {
    const db = await openDatabase({ url, dataDir: dir, ...SCHEMAS[app] });
    try {
      await db.dataSource.runMigrations({ transaction: 'each' });
      const sql = await db.dataSource.driver.createSchemaBuilder().log();
      return { up: sql.upQueries.map((q) => q.query), down: sql.downQueries.map((q) => q.query).reverse() };
    } finally {
      await db.close();
    }
  });
}

function render(className: string, up: string[], down: string[]): string {
  const lines = (qs: string[]) => qs.map((q) => `    await queryRunner.query(${JSON.stringify(q)});`).join('\n');
  return `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${lines(up)}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${lines(down)}
  }
}
`;
}

let failed = false;
for (const app of apps) {
  const { up, down } = await pendingQueries(app);
  if (check) {
    if (up.length) {
      failed = true;
      process.stderr.write(`${app}: entities and migrations disagree; a migration would run:\n${up.join(';\n')}\n`);
    } else {
      process.stdout.write(`${app}: migrations match the entities\n`);
    }
    continue;
  }
  if (!up.length) {
    process.stdout.write(`${app}: nothing to generate\n`);
    continue;
  }
  const stamp = Date.now();
  const className = `${arg('--name') ?? 'Migration'}${stamp}`;
  const file = join('libs/database/src/migrations', app, `${stamp}-${arg('--name') ?? 'migration'}.ts`);
  writeFileSync(file, render(className, up, down));
  process.stdout.write(`${app}: wrote ${file} (add it to the app's migration list)\n`);
}
process.exit(failed ? 1 : 0);
