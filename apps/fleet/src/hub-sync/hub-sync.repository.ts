import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FLEET_DATA_SOURCE } from '../database/data-source-name.js';
import type { DataSource } from 'typeorm';

export interface SyncState {
  checked_at: string | null;
  etag: string | null;
  source: string | null;
  last_attempt_at: Date | null;
  last_success_at: Date | null;
  last_error: string | null;
}

export interface MirroredTemplate {
  id: string;
  slug: string;
  name: string;
  updated_at?: string;
  [field: string]: unknown;
}

@Injectable()
export class HubSyncRepository {
  constructor(@InjectDataSource(FLEET_DATA_SOURCE) private readonly db: DataSource) {}

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
    templates: MirroredTemplate[];
    removed: { id: string }[];
    checkedAt: string;
    etag: string | null;
    source: string;
    full: boolean;
  }): Promise<void> {
    await this.db.transaction(async (m) => {
      await m.query(`INSERT INTO hub_sync_state (id) VALUES (1) ON CONFLICT (id) DO NOTHING;`);
      await m.query('SELECT id FROM hub_sync_state WHERE id = 1 FOR UPDATE');
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
    });
  }

  /** A 304: nothing changed since the cursor. */
  async recordUnchanged(): Promise<void> {
    await this.db.query(
      `UPDATE hub_sync_state SET last_attempt_at = now(), last_success_at = now(), last_error = NULL WHERE id = 1`,
    );
  }

  async templates(): Promise<Record<string, unknown>[]> {
    const rows: { data: Record<string, unknown> }[] = await this.db.query(
      'SELECT data FROM hub_templates ORDER BY lower(name), id',
    );
    return rows.map((r) => r.data);
  }

  async count(): Promise<number> {
    const [{ n }] = await this.db.query('SELECT count(*)::int AS n FROM hub_templates');
    return Number(n);
  }
}
