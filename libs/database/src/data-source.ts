import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DataSource, type DataSourceOptions, type MixedList, type EntitySchema } from 'typeorm';
import { DatabaseMonitor } from './monitor.js';
import { createPgliteDriver } from './pglite-driver.js';
import { resilientPg } from './resilient-pg.js';

export interface DatabaseConfig {
  /** `postgres://…`: a PostgreSQL server (or a pooler in front of it). Unset: embedded PGlite in `dataDir`. */
  url?: string;
  /**
   * The same database reached without a transaction pooler (docs/pgbouncer.md): what a transaction pool cannot
   * carry goes there (LISTEN, migrations, session advisory locks). Unset: `url`.
   */
  directUrl?: string;
  /** Embedded mode: a migrated empty database copied into `dataDir` when that does not exist yet. */
  embeddedTemplate?: string;
  dataDir: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  poolSize?: number;
  applicationName?: string;
  /** Longest wait for a connection, new or from the pool (ms, default 5000); then 503. */
  connectTimeoutMs?: number;
  /** Longest a statement may run (ms, default 5000; 0 = none), enforced by the server and, 1 s later, by the client. */
  statementTimeoutMs?: number;
  /** Told of outages and recoveries; one per app. */
  monitor?: DatabaseMonitor;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 5000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5000;

/**
 * The `pg` settings that bound every wait: a connection (new or pooled) within connectTimeoutMs, a statement
 * within statementTimeoutMs (see below), an answer within one more second on the client (a partition: the
 * server's cancellation never arrives), and TCP keepalive so idle pooled connections to a vanished server are
 * noticed.
 *
 * Nothing here is a startup parameter: a transaction pooler (PgBouncer) refuses `statement_timeout`,
 * `idle_in_transaction_session_timeout` or `options` at connect, and a session SET would outlive the
 * transaction on a shared server connection. resilient-pg.ts applies them per transaction (`SET LOCAL` right
 * after BEGIN: the statement budget, and no transaction idling with its locks for more than a minute) and per
 * statement outside a transaction (a cancel sent to the server when the budget is spent). `statementBudgetMs`
 * is read by resilient-pg only; `pg` ignores keys it does not know.
 */
export function poolSettings(config: Pick<DatabaseConfig, 'connectTimeoutMs' | 'statementTimeoutMs'>) {
  const statement = config.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  return {
    connectionTimeoutMillis: config.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    statementBudgetMs: statement,
    ...(statement > 0 ? { query_timeout: statement + 1000 } : {}),
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}

const INT8 = 20;
const NUMERIC = 1700;

/**
 * Where `npm run build` leaves a migrated, empty embedded database of a schema (scripts/data-templates.ts):
 * dist/data-template/<schema>. Only the built apps use it; run from sources (the test suites) a new
 * database is made by initdb and the migrations, as the template itself is.
 */
export function embeddedTemplateDir(schema: string): string | undefined {
  const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
  return basename(root) === 'dist' ? join(root, 'data-template', schema) : undefined;
}

/**
 * Opens an embedded PGlite database with the extensions our migrations use, parsing like `pg`. A data
 * folder that does not exist yet starts as a copy of `template` when one is given and built: a copy takes
 * a fraction of a second where PostgreSQL's initdb and every migration take seconds, and the database
 * does not keep the memory they grew (WebAssembly memory never shrinks). Migrations newer than the
 * template still run after.
 */
export async function openPglite(dataDir: string, template?: string): Promise<PGlite> {
  const empty = !existsSync(dataDir) || readdirSync(dataDir).length === 0;
  if (empty && template && existsSync(join(template, 'PG_VERSION'))) {
    cpSync(template, dataDir, { recursive: true });
  }
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir, {
    extensions: { pg_trgm, fuzzystrmatch },
    // `pg` returns int8 and numeric as strings; do the same so both modes give identical rows.
    parsers: { [INT8]: (value: string) => value, [NUMERIC]: (value: string) => value },
    // Sized for an embedded single-session database: PostgreSQL's defaults (128 MB of shared buffers, 64 MB
    // of maintenance memory) grow its WebAssembly memory, which never shrinks, by hundreds of MB on a first
    // run (docs/benchmarks.md, "First run": the whole `npm start` idles under 400 MB).
    postgresqlconf: ['shared_buffers=8MB', 'work_mem=2MB', 'maintenance_work_mem=16MB'],
  });
  // PGlite unpacks a new database with mode 0666 whatever the umask: the data is the owner's only, as
  // PostgreSQL itself requires of its data directory.
  ownerOnly(dataDir);
  return db;
}

/** Removes group and other permissions from a folder and everything under it. */
export function ownerOnly(path: string): void {
  const stat = statSync(path);
  if ((stat.mode & 0o077) !== 0) chmodSync(path, stat.mode & 0o700);
  if (!stat.isDirectory()) return;
  for (const entry of readdirSync(path)) ownerOnly(join(path, entry));
}

export interface OpenedDatabase {
  dataSource: DataSource;
  mode: 'postgres' | 'pglite';
  monitor: DatabaseMonitor;
  close(): Promise<void>;
}

export async function buildDataSourceOptions(
  config: DatabaseConfig,
): Promise<{ options: DataSourceOptions; pglite?: PGlite }> {
  const common = {
    type: 'postgres' as const,
    entities: config.entities,
    migrations: config.migrations,
    synchronize: false,
    migrationsRun: false,
    installExtensions: false,
    uuidExtension: 'pgcrypto' as const,
    logging: false,
  };
  if (config.url) {
    return {
      options: {
        ...common,
        url: config.url,
        directUrl: config.directUrl ?? config.url,
        poolSize: config.poolSize ?? 10,
        applicationName: config.applicationName,
        driver: resilientPg(config.monitor ?? new DatabaseMonitor()),
        extra: poolSettings(config),
      } as DataSourceOptions,
    };
  }
  const pglite = await openPglite(config.dataDir, config.embeddedTemplate);
  return {
    pglite,
    options: { ...common, driver: createPgliteDriver(pglite), database: 'postgres', poolSize: 1 },
  };
}

/**
 * The URL that reaches the data source's database without a transaction pooler (DatabaseConfig.directUrl, else
 * its URL): for LISTEN, migrations and session advisory locks. Undefined in embedded mode.
 */
export function directUrlOf(dataSource: DataSource): string | undefined {
  const options = dataSource.options as { url?: string; directUrl?: string };
  return options.directUrl ?? options.url;
}

/** Whether a data source is the embedded PGlite one (its single session needs no locks or timeouts). */
export function isEmbedded(dataSource: DataSource): boolean {
  return !(dataSource.options as { url?: string }).url;
}

/** Initializes a TypeORM data source on PostgreSQL (url set) or embedded PGlite (url unset). */
export async function openDatabase(config: DatabaseConfig): Promise<OpenedDatabase> {
  const monitor = config.monitor ?? new DatabaseMonitor();
  const { options, pglite } = await buildDataSourceOptions({ ...config, monitor });
  const dataSource = new DataSource(options);
  await dataSource.initialize();
  return {
    dataSource,
    mode: pglite ? 'pglite' : 'postgres',
    monitor,
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      if (pglite && !pglite.closed) await pglite.close();
    },
  };
}
