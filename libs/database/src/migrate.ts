import type { DataSource } from 'typeorm';

/**
 * Runs pending migrations, each in its own transaction. On a PostgreSQL server an advisory lock
 * makes concurrent starts (several replicas) take turns instead of racing on the same DDL. PGlite
 * is one process's own database, and its single session is what the migrations need, so no lock.
 */
export async function runMigrations(dataSource: DataSource, lockKey: number): Promise<string[]> {
  const embedded = Boolean((dataSource.options as { driver?: unknown }).driver);
  if (embedded) return (await dataSource.runMigrations({ transaction: 'each' })).map((m) => m.name);
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    await runner.query('SELECT pg_advisory_lock($1)', [lockKey]);
    try {
      return (await dataSource.runMigrations({ transaction: 'each' })).map((m) => m.name);
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [lockKey]);
    }
  } finally {
    await runner.release();
  }
}
