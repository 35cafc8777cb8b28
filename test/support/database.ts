import { createHash, randomBytes } from 'node:crypto';
import {
  accessSync,
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { openDatabase, runMigrations, SCHEMAS, type SchemaName } from '#lib/database';

/**
 * A database per test file, cloned from a migrated template: `CREATE DATABASE x TEMPLATE y` on a
 * PostgreSQL server (TEST_DATABASE_URL), or a copy of a migrated PGlite data directory when
 * TEST_DATABASE=pglite or no server is configured.
 */
export function testServerUrl(): string | undefined {
  if (process.env.TEST_DATABASE === 'pglite') return undefined;
  return process.env.TEST_DATABASE_URL || undefined;
}

export function testMode(): 'postgres' | 'pglite' {
  return testServerUrl() ? 'postgres' : 'pglite';
}

const ROOT = resolve(import.meta.dirname, '../..');
const PGLITE_TEMPLATES = join(ROOT, '.test-data');

function migrationsHash(schema: SchemaName): string {
  const dir = join(ROOT, 'libs/database/src/migrations', schema);
  const hash = createHash('sha256');
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(join(dir, file)));
  return hash.digest('hex').slice(0, 12);
}

function templateName(schema: SchemaName): string {
  return `svc_test_template_${schema}_${migrationsHash(schema)}`;
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * The migrated template of a schema, built once per set of migrations (named by their hash) by
 * whichever test file needs it first; concurrent test workers wait on an advisory lock / rename.
 */
async function ensureTemplate(schema: SchemaName): Promise<string> {
  const serverUrl = testServerUrl();
  const name = templateName(schema);
  if (serverUrl) {
    await admin(serverUrl, async (c) => {
      await c.query('SELECT pg_advisory_lock(7346)');
      try {
        const { rows } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (rows.length) return;
        const building = `${name}_building`;
        await c.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await c.query(`CREATE DATABASE ${building}`);
        const db = await openDatabase({ url: withDatabase(serverUrl, building), dataDir: '', ...SCHEMAS[schema] });
        try {
          await runMigrations(db.dataSource, 1);
        } finally {
          await db.close();
        }
        await c.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      } finally {
        await c.query('SELECT pg_advisory_unlock(7346)');
      }
    });
    return name;
  }
  const dir = join(PGLITE_TEMPLATES, `pglite-${name}`);
  if (existsSync(dir)) return dir;
  const building = join(PGLITE_TEMPLATES, `building-${name}-${process.pid}-${randomBytes(3).toString('hex')}`);
  mkdirSync(building, { recursive: true });
  const db = await openDatabase({ dataDir: building, ...SCHEMAS[schema] });
  try {
    await runMigrations(db.dataSource, 1);
  } finally {
    await db.close();
  }
  try {
    renameSync(building, dir);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another worker finished first
  }
  return dir;
}

/**
 * Where embedded test databases are copied: TEST_DATA_DIR, else memory-backed /dev/shm when there is one (copying the
 * 39 MB migrated template to the disk took 2-3 s per app started under load, 0.2-0.3 s to /dev/shm; each copy is
 * removed when its test ends), else the system's temporary folder.
 */
export function scratchDir(): string {
  const chosen = process.env.TEST_DATA_DIR;
  if (chosen) return chosen;
  try {
    accessSync(SHM, constants.W_OK);
    return SHM;
  } catch {
    return tmpdir();
  }
}
const SHM = '/dev/shm';

export interface TestDatabase {
  /** Set on PostgreSQL; unset means embedded PGlite in `dataDir`. */
  url?: string;
  dataDir: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(schema: SchemaName): Promise<TestDatabase> {
  const serverUrl = testServerUrl();
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
  if (serverUrl) {
    const template = await ensureTemplate(schema);
    const name = `svc_test_${schema}_${suffix}`;
    await admin(serverUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
    return {
      url: withDatabase(serverUrl, name),
      dataDir: '',
      drop: () =>
        admin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
    };
  }
  const template = await ensureTemplate(schema);
  const dataDir = join(scratchDir(), `svc-test-${schema}-${suffix}`);
  cpSync(template, dataDir, { recursive: true });
  return { dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/**
 * Waits (up to about 2 s) until at least `n` other sessions of `client`'s database wait on a lock: how a
 * test that holds a lock from a second connection knows the requests it started have reached it.
 */
export async function lockWaiters(client: pg.Client, n: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const { rows } = await client.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
    );
    if (rows[0].count >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
