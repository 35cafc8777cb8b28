import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DataSource, type DataSourceOptions, type MixedList, type EntitySchema } from 'typeorm';
import { createPgliteDriver } from './pglite-driver.js';

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
      },
    };
  }
  const pglite = await openPglite(config.dataDir);
  return {
    pglite,
    options: { ...common, driver: createPgliteDriver(pglite), database: 'postgres', poolSize: 1 },
  };
}

/** Initializes a TypeORM data source on PostgreSQL (url set) or embedded PGlite (url unset). */
export async function openDatabase(config: DatabaseConfig): Promise<OpenedDatabase> {
  const { options, pglite } = await buildDataSourceOptions(config);
  const dataSource = new DataSource(options);
  await dataSource.initialize();
  return {
    dataSource,
    mode: pglite ? 'pglite' : 'postgres',
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      if (pglite && !pglite.closed) await pglite.close();
    },
  };
}
