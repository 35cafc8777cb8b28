import { type DataSource, QueryFailedError } from 'typeorm';
import { type RequestDeadline, withDeadlineAtCheckout } from './deadline.js';

type Rows = Record<string, unknown>[];
type Release = (err?: Error) => void;
interface PooledClient {
  query(sql: string, values: unknown[]): Promise<{ rows: Rows }>;
}
interface Pool {
  connect(callback: (err: Error | null | undefined, client?: PooledClient, release?: Release) => void): void;
}

/** Runs one statement on the connection `onPooledConnection` checked out; resolves to its rows. */
export type PooledQuery = <T = Rows[number]>(sql: string, values?: unknown[]) => Promise<T[]>;

/**
 * Runs `work` with statements on one connection of the data source's pool, checked out under `deadline` (the
 * request's, passed by hand: deadline.ts), and releases it. For a read on a hot path: it skips TypeORM's query
 * runner, which cost about 35 µs of CPU per request on a catalog read that makes one query (docs/benchmarks.md),
 * and answers the same rows (the pool's own, which TypeORM's raw queries return as they are). Works on both
 * pools: resilient-pg's, whose connections keep their retry and deadline rules, and PGlite's one session.
 */
export async function onPooledConnection<T>(
  db: DataSource,
  deadline: RequestDeadline | undefined,
  work: (query: PooledQuery) => Promise<T>,
): Promise<T> {
  const pool = (db.driver as unknown as { master: Pool }).master;
  const { client, release } = await new Promise<{ client: PooledClient; release: Release }>((resolve, reject) =>
    withDeadlineAtCheckout(deadline, () =>
      pool.connect((err, client, release) =>
        client && !err ? resolve({ client, release: release! }) : reject(err ?? new Error('no connection')),
      ),
    ),
  );
  // A statement's error is wrapped as TypeORM's query runner wraps it (a connection's is not), so callers and the
  // problem filter see what they see through TypeORM.
  const query: PooledQuery = <R>(sql: string, values: unknown[] = []) =>
    client.query(sql, values).then(
      (result) => result.rows as R[],
      (error: unknown) => {
        throw new QueryFailedError(sql, values, error as Error);
      },
    );
  try {
    return await work(query);
  } finally {
    release();
  }
}
