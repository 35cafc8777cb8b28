import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { FLEET_DATA_SOURCE } from '../database/data-source-name.js';

/** The two lock classes of `pg_advisory_xact_lock(int, int)`: accounts first, then addresses (no cycles). */
const ACCOUNT_LOCK = 7_401;
const ADDRESS_LOCK = 7_402;
const PRUNE_BATCH = 10_000;

export interface LoginLimits {
  accountLimit: number;
  addressLimit: number;
  windowSeconds: number;
}

/** A recorded attempt: its address row (taken back on success) and the account it counts against. */
export interface RecordedAttempt {
  addressAttemptId: string;
  accountKey: string;
}

/** Keys are hashed: the table never holds what someone typed as an email. */
export function attemptKey(kind: 'account' | 'address', value: string): string {
  return createHash('sha256').update(`${kind}\u0000${value}`).digest('hex');
}

/**
 * Sign-in attempts in PostgreSQL, shared by every fleet process. Each check-and-record runs in one
 * transaction under a transaction-scoped advisory lock per account and per address, so two processes
 * (or two requests) checking the same key at the same moment are serialized: none slips past the limit.
 * Times come from the database clock, so processes on hosts with skewed clocks agree.
 */
@Injectable()
export class LoginAttemptsRepository {
  constructor(@InjectDataSource(FLEET_DATA_SOURCE) private readonly db: DataSource) {}

  /** Records an attempt unless a window is full; then returns how long until it frees (seconds). */
  async begin(
    account: string,
    address: string,
    limits: LoginLimits,
  ): Promise<{ attempt: RecordedAttempt } | { retryAfterSeconds: number }> {
    const accountKey = attemptKey('account', account);
    const addressKey = attemptKey('address', address);
    return this.db.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [ACCOUNT_LOCK, accountKey]);
      await m.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [ADDRESS_LOCK, addressKey]);
      // The limit-th newest attempt inside the window, if there is one, says when the window frees.
      const [row] = await m.query<{ account_wait: string | number | null; address_wait: string | number | null }[]>(
        `SELECT
           (SELECT extract(epoch FROM a.at + $5::int * interval '1 second' - now()) FROM login_attempts a
             WHERE a.kind = 'account' AND a.key = $1 AND a.at > now() - $5::int * interval '1 second'
             ORDER BY a.at DESC OFFSET $3::int - 1 LIMIT 1) AS account_wait,
           (SELECT extract(epoch FROM a.at + $5::int * interval '1 second' - now()) FROM login_attempts a
             WHERE a.kind = 'address' AND a.key = $2 AND a.at > now() - $5::int * interval '1 second'
             ORDER BY a.at DESC OFFSET $4::int - 1 LIMIT 1) AS address_wait`,
        [accountKey, addressKey, limits.accountLimit, limits.addressLimit, limits.windowSeconds],
      );
      const waits = [row.account_wait, row.address_wait].filter((w) => w !== null).map(Number);
      if (waits.length) return { retryAfterSeconds: Math.max(...waits) };
      const inserted = await m.query<{ id: string; kind: string }[]>(
        `INSERT INTO login_attempts (kind, key, at) VALUES ('account', $1, now()), ('address', $2, now())
         RETURNING id, kind`,
        [accountKey, addressKey],
      );
      const addressRow = inserted.find((r) => r.kind === 'address')!;
      return { attempt: { addressAttemptId: addressRow.id, accountKey } };
    });
  }

  /** A success takes its own attempt back from the address and clears the account's failures. */
  async succeeded(attempt: RecordedAttempt): Promise<void> {
    await this.db.query(`DELETE FROM login_attempts WHERE id = $1 OR (kind = 'account' AND key = $2)`, [
      attempt.addressAttemptId,
      attempt.accountKey,
    ]);
  }

  /** Deletes (a batch of) attempts that left the window; returns how many went. */
  async prune(windowSeconds: number): Promise<number> {
    const rows = await this.db.query<unknown[]>(
      `WITH old AS (SELECT id FROM login_attempts WHERE at < now() - $1::int * interval '1 second' LIMIT ${PRUNE_BATCH})
       DELETE FROM login_attempts a USING old WHERE a.id = old.id RETURNING a.id`,
      [windowSeconds],
    );
    return rows.length;
  }
}
