import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { isEmbedded } from '#lib/database';
import { FLEET_DATA_SOURCE } from '../database/data-source-name.js';
import type { HubTemplate } from './hub-client.js';

/** `pg_try_advisory_lock(int, int)` key of the hub sync: one fleet process syncs at a time. */
const SYNC_LOCK: [number, number] = [7_403, 1];
const LOCK_POLL_MS = 250;

export interface SyncState {
  checked_at: string | null;
  etag: string | null;
  source: string | null;
  last_attempt_at: Date | null;
  last_success_at: Date | null;
  last_error: string | null;
}

/** What the cursor was when a sync started; the sync only applies its answer if it still is. */
export interface SyncCursor {
  checked_at: string | null;
  source: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

@Injectable()
export class HubSyncRepository {
  constructor(@InjectDataSource(FLEET_DATA_SOURCE) private readonly db: DataSource) {}

  /**
   * Runs `fn` while holding the fleet-wide sync lock, trying for up to `waitMs` (0: one try). Null when
   * another process held it all that time. On PostgreSQL the lock is a session advisory lock on a
   * connection of its own, outside the pool (a pooled connection could go back to the pool still holding
   * it, or be retried elsewhere); ending that connection releases it, whatever happened. Embedded PGlite
   * is one process by construction: the caller's in-process exclusion is enough.
   */
  async withSyncLock<T>(waitMs: number, fn: () => Promise<T>): Promise<{ value: T } | null> {
    if (isEmbedded(this.db)) return { value: await fn() };
    const options = this.db.options as { url?: string; applicationName?: string; extra?: pg.ClientConfig };
    const client = new pg.Client({
      ...options.extra,
      connectionString: options.url,
      application_name: options.applicationName ? `${options.applicationName}-sync-lock` : undefined,
    });
    // A connection lost later only loses the lock; the cursor check in apply() keeps the state consistent.
    client.on('error', () => undefined);
    try {
      await client.connect();
      const deadline = Date.now() + waitMs;
      for (;;) {
        const rows = (
          await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS locked', SYNC_LOCK)
        ).rows;
        if (rows[0].locked) break;
        if (Date.now() + LOCK_POLL_MS > deadline) return null;
        await sleep(LOCK_POLL_MS);
      }
      return { value: await fn() };
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  async state(): Promise<SyncState> {
    const rows: SyncState[] = await this.db.query(
      'SELECT checked_at, etag, source, last_attempt_at, last_success_at, last_error FROM hub_sync_state WHERE id = 1',
    );
    return (
      rows[0] ?? {
        checked_at: null,
        etag: null,
        source: null,
        last_attempt_at: null,
        last_success_at: null,
        last_error: null,
      }
    );
  }

  async recordAttempt(error: string | null): Promise<void> {
    await this.db.query(
      `INSERT INTO hub_sync_state (id, last_attempt_at, last_error) VALUES (1, now(), $1)
       ON CONFLICT (id) DO UPDATE SET last_attempt_at = now(), last_error = $1`,
      [error],
    );
  }

  /**
   * Applies one `updates` response in one transaction: upsert `templates`, delete `removed`, move the
   * cursor. A full sync (first one for this hub and key) also drops rows the response did not name.
   */
  async apply(input: {
    templates: HubTemplate[];
    removed: { id: string }[];
    checkedAt: string;
    etag: string | null;
    source: string;
    full: boolean;
    /** The cursor this answer was asked from: when it moved meanwhile, nothing is applied (false). */
    from: SyncCursor;
  }): Promise<boolean> {
    return this.db.transaction(async (m) => {
      await m.query(`INSERT INTO hub_sync_state (id) VALUES (1) ON CONFLICT (id) DO NOTHING;`);
      const [current] = await m.query<SyncCursor[]>(
        'SELECT checked_at, source FROM hub_sync_state WHERE id = 1 FOR UPDATE',
      );
      if (current.checked_at !== input.from.checked_at || current.source !== input.from.source) return false;
      if (input.full) {
        await m.query('DELETE FROM hub_templates WHERE NOT (id = ANY ($1::uuid[]))', [
          input.templates.map((t) => t.id),
        ]);
      }
      if (input.templates.length) {
        await m.query(
          `INSERT INTO hub_templates (id, slug, name, data, hub_updated_at, synced_at)
           SELECT (t->>'id')::uuid, t->>'slug', t->>'name', t, (t->>'updated_at')::timestamptz, now()
             FROM jsonb_array_elements($1::jsonb) AS t
           ON CONFLICT (id) DO UPDATE SET slug = EXCLUDED.slug, name = EXCLUDED.name, data = EXCLUDED.data,
             hub_updated_at = EXCLUDED.hub_updated_at, synced_at = now()`,
          [JSON.stringify(input.templates)],
        );
      }
      if (input.removed.length) {
        await m.query('DELETE FROM hub_templates WHERE id = ANY ($1::uuid[])', [input.removed.map((r) => r.id)]);
      }
      await m.query(
        `UPDATE hub_sync_state SET checked_at = $1, etag = $2, source = $3, last_attempt_at = now(),
                last_success_at = now(), last_error = NULL WHERE id = 1`,
        [input.checkedAt, input.etag, input.source],
      );
      return true;
    });
  }

  /** A 304: nothing changed since the cursor. */
  async recordUnchanged(): Promise<void> {
    await this.db.query(
      `UPDATE hub_sync_state SET last_attempt_at = now(), last_success_at = now(), last_error = NULL WHERE id = 1`,
    );
  }

  async templates(): Promise<HubTemplate[]> {
    const rows: { data: HubTemplate }[] = await this.db.query(
      'SELECT data FROM hub_templates ORDER BY lower(name), id',
    );
    return rows.map((r) => r.data);
  }

  async count(): Promise<number> {
    const [{ n }] = await this.db.query('SELECT count(*)::int AS n FROM hub_templates');
    return Number(n);
  }
}
