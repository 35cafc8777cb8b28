import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DataSource, type DataSourceOptions, type MixedList, type EntitySchema } from 'typeorm';
import { DatabaseMonitor } from './monitor.js';
import { createPgliteDriver } from './pglite-driver.js';
import { resilientPg } from './resilient-pg.js';

export interface DatabaseConfig {
  /** `postgres://…`: a PostgreSQL server. Unset: embedded PGlite in `dataDir`. */
  url?: string;
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
 * The `pg` settings that bound every wait: a connection (new or pooled) within connectTimeoutMs, a
 * statement within statementTimeoutMs on the server (cancelled there, the connection stays usable), and
 * an answer within one more second on the client (a partition: the server's cancellation never arrives),
 * TCP keepalive so idle pooled connections to a vanished server are noticed, and no session idling in
 * a transaction (holding locks) for more than a minute.
 */
export function poolSettings(config: Pick<DatabaseConfig, 'connectTimeoutMs' | 'statementTimeoutMs'>) {
  const statement = config.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  return {
    connectionTimeoutMillis: config.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    ...(statement > 0 ? { statement_timeout: statement, query_timeout: statement + 1000 } : {}),
    idle_in_transaction_session_timeout: 60_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}

const INT8 = 20;
const NUMERIC = 1700;

/** Opens an embedded PGlite database with the extensions our migrations use, parsing like `pg`. */
export async function openPglite(dataDir: string): Promise<PGlite> {
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    // `pg` returns int8 and numeric as strings; do the same so both modes give identical rows.
    parsers: { [INT8]: (value: string) => value, [NUMERIC]: (value: string) => value },
  });
  return db;
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
        poolSize: config.poolSize ?? 10,
        applicationName: config.applicationName,
        driver: resilientPg(config.monitor ?? new DatabaseMonitor()),
        extra: poolSettings(config),
      },
    };
  }
  const pglite = await openPglite(config.dataDir);
  return {
    pglite,
    options: { ...common, driver: createPgliteDriver(pglite), database: 'postgres', poolSize: 1 },
  };
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
