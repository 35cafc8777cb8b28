import { DataSource, type DataSourceOptions } from 'typeorm';
import { directUrlOf, isEmbedded } from './data-source.js';

const LOCK_POLL_MS = 200;

/**
 * Runs pending migrations, each in its own transaction. On a PostgreSQL server an advisory lock
 * (polled: see below) makes concurrent starts (several replicas) take turns instead of racing on the same DDL, on a
 * connection of its own without the statement budget (a migration, or the wait for another replica's,
 * may take longer than a request may), reached without a transaction pooler (DatabaseConfig.directUrl): the lock is
 * a session's, and DDL wants one server session for the whole run. PGlite is one process's own database, and its single session
 * is what the migrations need, so no lock.
 */
export async function runMigrations(dataSource: DataSource, lockKey: number): Promise<string[]> {
  if (isEmbedded(dataSource)) return (await dataSource.runMigrations({ transaction: 'each' })).map((m) => m.name);
  const options = dataSource.options;
  const migrator = new DataSource({
    ...options,
    url: directUrlOf(dataSource),
    poolSize: 2,
    extra: { ...options.extra, statementBudgetMs: 0, query_timeout: undefined },
  } as DataSourceOptions);
  await migrator.initialize();
  try {
    const runner = migrator.createQueryRunner();
    try {
      await runner.connect();
      // Waiting replicas poll for the lock instead of blocking in pg_advisory_lock: a session blocked in a
      // statement holds a snapshot, and CREATE INDEX CONCURRENTLY (docs/migrations.md) waits for every such
      // snapshot to end, while the blocked replica waits for the lock the migrating one holds on another
      // connection: a wait that PostgreSQL cannot see as a deadlock, and that never ends.
      while (!(await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [lockKey]))[0].locked) {
        await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
      }
      try {
        return (await migrator.runMigrations({ transaction: 'each' })).map((m) => m.name);
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1)', [lockKey]);
      }
    } finally {
      await runner.release();
    }
  } finally {
    await migrator.destroy();
  }
}
