import type { DataSource } from 'typeorm';
import { databaseMonitor, databaseReadiness } from '#lib/database';
import type { Metrics } from './metrics.js';
import type { Readiness } from './readiness.js';

const UNDEFINED_TABLE = '42P01';

interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** The driver's pool: pg.Pool on a server, the embedded driver's one-session pool on PGlite (same counts). */
function poolOf(dataSource: DataSource): PoolCounts | null {
  const master = (dataSource.driver as unknown as { master?: Partial<PoolCounts> }).master;
  return master && typeof master.totalCount === 'number' ? (master as PoolCounts) : null;
}

/**
 * The database's metrics (pool connections in use, idle and waiting; outage state; reads retried after a lost
 * connection) and readiness checks ("database": a `SELECT 1` answered in time; "migrations": every migration
 * this build knows has run, which a replica started with HUB_MIGRATE=false waits for).
 */
export function instrumentDatabase(dataSource: DataSource, metrics: Metrics, readiness: Readiness): void {
  const monitor = databaseMonitor(dataSource);
  const pool = () => poolOf(dataSource);
  const name = (metric: string) => `${metrics.prefix}_${metric}`;
  metrics.gauge(name('db_pool_connections_in_use'), 'Database connections checked out of the pool.', () => {
    const p = pool();
    return p ? p.totalCount - p.idleCount : 0;
  });
  metrics.gauge(
    name('db_pool_connections_idle'),
    'Open database connections idle in the pool.',
    () => pool()?.idleCount ?? 0,
  );
  metrics.gauge(
    name('db_pool_requests_waiting'),
    'Queries waiting for a pool connection (the pool is exhausted while this is above 0).',
    () => pool()?.waitingCount ?? 0,
  );
  metrics.gauge(
    name('db_pool_size_max'),
    'Most connections the pool opens (poolSize; 1 on the embedded database).',
    () => (dataSource.options as { poolSize?: number }).poolSize ?? 10,
  );
  metrics.gauge(
    name('db_available'),
    '1 while the database answers, 0 during an outage (requests answer 503 meanwhile).',
    () => (monitor.available ? 1 : 0),
  );
  let retriedSeen = 0;
  metrics.counter(
    name('db_reads_retried_total'),
    'Reads retried once on a fresh connection after theirs was lost.',
    [],
    function collect() {
      const retried = monitor.retriedReads;
      if (retried > retriedSeen) this.inc(retried - retriedSeen);
      retriedSeen = retried;
    },
  );

  readiness.register('database', () => databaseReadiness(dataSource));
  readiness.register('migrations', migrationsReadiness(dataSource));
}

/**
 * Ready once no migration this build knows is pending. Checked until it holds, then remembered (a schema does
 * not go back). When the database cannot be asked, the "database" check says why; this one stays silent.
 */
export function migrationsReadiness(dataSource: DataSource): () => Promise<string | null> {
  let done = false;
  const table = dataSource.driver.escape(dataSource.options.migrationsTableName ?? 'migrations');
  // TypeORM's own naming of a migration (MigrationExecutor): its `name`, else its class name.
  const known = dataSource.migrations.map((m) => m.name ?? m.constructor.name);
  return async () => {
    if (done) return null;
    let executed: Set<string>;
    try {
      const rows: { name: string }[] = await dataSource.query(`SELECT name FROM ${table}`);
      executed = new Set(rows.map((row) => row.name));
    } catch (error) {
      // No migrations table yet: nothing has run. Any other error is the "database" check's to report.
      if ((error as { code?: string }).code !== UNDEFINED_TABLE) return null;
      executed = new Set();
    }
    const pending = known.filter((migration) => !executed.has(migration)).length;
    if (pending === 0) {
      done = true;
      return null;
    }
    return `${pending} database migration${pending === 1 ? '' : 's'} pending (waiting for the migration run)`;
  };
}
