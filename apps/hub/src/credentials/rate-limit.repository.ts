import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** The class of `pg_advisory_xact_lock(int, int)` for the hub's rate limits (the fleet's sign-in uses 7401/7402). */
const RATE_LIMIT_LOCK = 7_501;
const PRUNE_BATCH = 10_000;

/**
 * Sliding-window rate limits in PostgreSQL, shared by every hub process (like the fleet's sign-in limits): each
 * check-and-record runs in one transaction under a transaction-scoped advisory lock per bucket and key, so two
 * processes counting the same address at the same moment are serialized and none slips past the limit. Times come
 * from the database clock, so processes on hosts with skewed clocks agree.
 */
@Injectable()
export class RateLimitRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Records a hit unless the window is full; then answers how long until it frees (seconds), else 0. */
  async hit(bucket: string, key: string, limit: number, windowSeconds: number): Promise<number> {
    return this.db.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [RATE_LIMIT_LOCK, `${bucket}:${key}`]);
      // The limit-th newest hit inside the window, if there is one, says when the window frees.
      const [row] = await m.query<{ wait: string | number | null }[]>(
        `SELECT extract(epoch FROM h.at + $4::int * interval '1 second' - now()) AS wait FROM rate_limit_hits h
          WHERE h.bucket = $1 AND h.key = $2 AND h.at > now() - $4::int * interval '1 second'
          ORDER BY h.at DESC OFFSET $3::int - 1 LIMIT 1`,
        [bucket, key, limit, windowSeconds],
      );
      if (row && row.wait !== null) return Math.max(Number(row.wait), 0.001);
      await m.query('INSERT INTO rate_limit_hits (bucket, key, at) VALUES ($1, $2, now())', [bucket, key]);
      return 0;
    });
  }

  /** Deletes (a batch of) the bucket's hits that left the window; returns how many went. */
  async prune(bucket: string, windowSeconds: number): Promise<number> {
    const rows = await this.db.query<unknown[]>(
      `WITH old AS (SELECT id FROM rate_limit_hits WHERE bucket = $1 AND at < now() - $2::int * interval '1 second'
                    LIMIT ${PRUNE_BATCH})
       DELETE FROM rate_limit_hits h USING old WHERE h.id = old.id RETURNING h.id`,
      [bucket, windowSeconds],
    );
    return rows.length;
  }
}
