import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { directUrlOf, isEmbedded } from '#lib/database';
import { FLEET_DATA_SOURCE } from '../database/data-source-name.js';
import type { HubTemplate } from './hub-client.js';
import type { RevisionTrust } from './trust.service.js';

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

export interface MirrorRow {
  id: string;
  slug: string;
  data: Record<string, unknown>;
  pinned_revision: number | null;
  pinned_at: Date | null;
  pinned_by: string | null;
  pinned_data: Record<string, unknown> | null;
  /** The verified signature of the pinned revision and of the current one (trust.service.ts), when checked. */
  pinned_trust: RevisionTrust | null;
  current_trust: RevisionTrust | null;
}

export interface RevisionMirrorRow {
  revision: number;
  meta: Record<string, unknown> | null;
  held: boolean;
  trust: RevisionTrust | null;
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
   * it, or be retried elsewhere), on the direct URL (FLEET_DATABASE_DIRECT_URL: a transaction pooler would hand
   * the session that holds it to someone else after the statement); ending that connection releases it, whatever happened. Embedded PGlite
   * is one process by construction: the caller's in-process exclusion is enough.
   */
  async withSyncLock<T>(waitMs: number, fn: () => Promise<T>): Promise<{ value: T } | null> {
    if (isEmbedded(this.db)) return { value: await fn() };
    const options = this.db.options as { url?: string; applicationName?: string; extra?: pg.ClientConfig };
    const client = new pg.Client({
      ...options.extra,
      connectionString: directUrlOf(this.db),
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
      // The revision each template is now at: its object, served again if an operator pins that revision.
      if (input.templates.length) {
        await m.query(
          `INSERT INTO hub_template_revisions (template_id, revision, data)
           SELECT (t->>'id')::uuid, (t->>'revision')::int, t
             FROM jsonb_array_elements($1::jsonb) AS t
            WHERE jsonb_typeof(t->'revision') = 'number'
           ON CONFLICT (template_id, revision) DO UPDATE SET data = EXCLUDED.data`,
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

  /** The mirror, each template with its pin and the pinned revision's object (when it has one). */
  async templates(slug?: string): Promise<MirrorRow[]> {
    return this.db.query(
      `SELECT t.id, t.slug, t.data, t.pinned_revision, t.pinned_at, t.pinned_by, r.data AS pinned_data,
              r.trust AS pinned_trust, c.trust AS current_trust
         FROM hub_templates t
         LEFT JOIN hub_template_revisions r ON r.template_id = t.id AND r.revision = t.pinned_revision
         LEFT JOIN hub_template_revisions c ON c.template_id = t.id AND jsonb_typeof(t.data->'revision') = 'number'
               AND c.revision = (t.data->>'revision')::int
        ${slug === undefined ? '' : 'WHERE t.slug = $1'}
        ORDER BY lower(t.name), t.id`,
      slug === undefined ? [] : [slug],
    );
  }

  /**
   * Mirrored templates whose revision list is older than their last change (or was never read). Only templates
   * that carry a `revision`: a hub from before revisions has no versions to read.
   */
  async staleRevisionLists(limit: number): Promise<{ id: string; slug: string; hub_updated_at: Date | null }[]> {
    return this.db.query(
      `SELECT id, slug, hub_updated_at FROM hub_templates
        WHERE revisions_updated_at IS DISTINCT FROM hub_updated_at AND data ? 'revision' ORDER BY id LIMIT $1`,
      [limit],
    );
  }

  /** The hub's versions entries of one template, as of its change at `hubUpdatedAt`. */
  async storeRevisionList(id: string, hubUpdatedAt: Date | null, entries: { revision: number }[]): Promise<void> {
    await this.db.transaction(async (m) => {
      if (entries.length) {
        await m.query(
          `INSERT INTO hub_template_revisions (template_id, revision, meta)
           SELECT $1, (e->>'revision')::int, e FROM jsonb_array_elements($2::jsonb) AS e
            WHERE EXISTS (SELECT 1 FROM hub_templates WHERE id = $1)
           ON CONFLICT (template_id, revision) DO UPDATE SET meta = EXCLUDED.meta`,
          [id, JSON.stringify(entries)],
        );
      }
      await m.query('UPDATE hub_templates SET revisions_updated_at = $2 WHERE id = $1', [id, hubUpdatedAt]);
    });
  }

  /** Pinned templates whose pinned revision's object the mirror lacks. */
  async pinsWithoutData(): Promise<{ id: string; slug: string; revision: number }[]> {
    return this.db.query(
      `SELECT t.id, t.slug, t.pinned_revision AS revision FROM hub_templates t
        WHERE t.pinned_revision IS NOT NULL AND NOT EXISTS (
          SELECT 1 FROM hub_template_revisions r
           WHERE r.template_id = t.id AND r.revision = t.pinned_revision AND r.data IS NOT NULL)`,
    );
  }

  async storeRevisionData(id: string, revision: number, data: Record<string, unknown>): Promise<void> {
    await this.db.query(
      `INSERT INTO hub_template_revisions (template_id, revision, data)
       SELECT $1, $2, $3::jsonb WHERE EXISTS (SELECT 1 FROM hub_templates WHERE id = $1)
       ON CONFLICT (template_id, revision) DO UPDATE SET data = EXCLUDED.data`,
      [id, revision, JSON.stringify(data)],
    );
  }

  /** A template's mirrored revisions, newest first. */
  async revisions(id: string): Promise<RevisionMirrorRow[]> {
    return this.db.query(
      `SELECT revision, meta, data IS NOT NULL AS held, trust FROM hub_template_revisions
        WHERE template_id = $1 ORDER BY revision DESC`,
      [id],
    );
  }

  /** The mirrored revision entries (hub `versions` entries) of every pinned template, in one statement. */
  async pinnedRevisionEntries(): Promise<
    { template_id: string; revision: number; meta: Record<string, unknown>; trust: RevisionTrust | null }[]
  > {
    return this.db.query(
      `SELECT r.template_id, r.revision, r.meta, r.trust FROM hub_template_revisions r
         JOIN hub_templates t ON t.id = r.template_id
        WHERE t.pinned_revision IS NOT NULL AND r.meta IS NOT NULL`,
    );
  }

  async revision(
    id: string,
    revision: number,
  ): Promise<{ meta: Record<string, unknown> | null; held: boolean } | null> {
    const rows: { meta: Record<string, unknown> | null; held: boolean }[] = await this.db.query(
      `SELECT meta, data IS NOT NULL AS held FROM hub_template_revisions WHERE template_id = $1 AND revision = $2`,
      [id, revision],
    );
    return rows[0] ?? null;
  }

  async pin(id: string, revision: number | null, by: string | null): Promise<void> {
    await this.db.query(
      `UPDATE hub_templates SET pinned_revision = $2, pinned_by = $3,
              pinned_at = CASE WHEN $2::int IS NULL THEN NULL ELSE now() END WHERE id = $1`,
      [id, revision, by],
    );
  }

  async count(): Promise<number> {
    const [{ n }] = await this.db.query('SELECT count(*)::int AS n FROM hub_templates');
    return Number(n);
  }
}
