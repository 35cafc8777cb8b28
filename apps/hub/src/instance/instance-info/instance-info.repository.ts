import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { createHash } from 'node:crypto';
import { type ColumnMap, QUIET_WRITE, selectList } from '#lib/database';
import type { Inventory } from '#lib/hardware';
import { WorkSlices } from '#lib/common';

export interface InstanceRow {
  id: string;
  name: string;
  key_prefix: string;
  status: string;
  created_at: Date;
  last_used_at: Date | null;
  reported: Record<string, unknown> | null;
  org_id: string;
  org_name: string;
  org_slug: string;
  org_tier: string;
  org_status: string;
}

/** From INSTANCE_FROM. */
export const INSTANCE_ROW_COLUMNS = {
  id: 'k.id',
  name: 'k.name',
  key_prefix: 'k.key_prefix',
  status: 'k.status',
  created_at: 'k.created_at',
  last_used_at: 'k.last_used_at',
  reported: 'k.reported',
  org_id: 'o.id',
  org_name: 'o.name',
  org_slug: 'o.slug',
  org_tier: 'o.tier',
  org_status: 'o.status',
} as const satisfies ColumnMap<InstanceRow>;
export const INSTANCE_FROM = 'api_keys k JOIN organizations o ON o.id = k.org_id';

/** An inventory's JSON text is sent to the database in parts of about this many characters (storeInventory). */
export const STORE_PART_BYTES = 1024 * 1024;

const INSTANCE_SELECT = `SELECT ${selectList(INSTANCE_ROW_COLUMNS)} FROM ${INSTANCE_FROM}`;

@Injectable()
export class InstanceInfoRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async find(id: string): Promise<InstanceRow | null> {
    const rows: InstanceRow[] = await this.db.query(`${INSTANCE_SELECT} WHERE k.id = $1`, [id]);
    return rows[0] ?? null;
  }

  /**
   * Merges the given fields into `reported` in one statement (no read-modify-write race). No cache depends on
   * `reported` (a quiet write; the instance-inventory migration leaves it out of the NOTIFY trigger), so a fleet's
   * regular report flushes nothing.
   */
  async report(id: string, fields: Record<string, unknown>): Promise<void> {
    await this.db.query(
      `${QUIET_WRITE} UPDATE api_keys SET reported = coalesce(reported, '{}'::jsonb) || $2::jsonb || jsonb_build_object('reported_at', now())
        WHERE id = $1`,
      [id, JSON.stringify(fields)],
    );
  }

  /**
   * Stores the instance's inventory. The same inventory again touches only `reported_at` (a quiet write: no
   * cache is flushed); a changed one replaces it, and the write flushes every hub process's cached fit answers
   * (here through the change feed, elsewhere through NOTIFY).
   */
  async storeInventory(id: string, inventory: Inventory, slices = new WorkSlices()): Promise<void> {
    // JSON.stringify(inventory), a node at a time (the same text), hashed as it grows and cut into parts of about
    // STORE_PART_BYTES: never one 31 MiB string (its join, and pg's encoding of it into one message, each held the
    // event loop for about 100 ms here, docs/benchmarks.md "Large bodies").
    const hash = createHash('sha256');
    const parts: string[] = [];
    let pending: string[] = [];
    let pendingLength = 0;
    const add = (text: string) => {
      hash.update(text);
      pending.push(text);
      pendingLength += text.length;
      if (pendingLength >= STORE_PART_BYTES) {
        parts.push(pending.join(''));
        pending = [];
        pendingLength = 0;
      }
    };
    add(`{"network_types":${JSON.stringify(inventory.network_types)},"nodes":[`);
    for (let i = 0; i < inventory.nodes.length; i++) {
      add(`${i > 0 ? ',' : ''}${JSON.stringify(inventory.nodes[i])}`);
      await slices.pause();
    }
    add(']}');
    parts.push(pending.join(''));
    const digest = hash.digest('hex');
    const [{ same }]: { same: string | number }[] = await this.db.query(
      `${QUIET_WRITE} WITH touched AS (
         UPDATE instance_inventories SET reported_at = now() WHERE instance_id = $1 AND digest = $2 RETURNING 1)
       SELECT count(*) AS same FROM touched`,
      [id, digest],
    );
    if (Number(same) > 0) return;
    const upsert = (source: string) =>
      `INSERT INTO instance_inventories (instance_id, inventory, digest) ${source}
       ON CONFLICT (instance_id) DO UPDATE
         SET inventory = EXCLUDED.inventory, digest = EXCLUDED.digest, reported_at = now(), changed_at = now()`;
    if (parts.length === 1) {
      await this.db.query(upsert('VALUES ($1, $2::jsonb, $3)'), [id, parts[0], digest]);
      return;
    }
    // A large one: its parts into a table of this transaction, one statement each, then put together in SQL.
    await this.db.transaction(async (manager) => {
      await manager.query(`CREATE TEMPORARY TABLE inventory_parts (seq int PRIMARY KEY, part text) ON COMMIT DROP`);
      for (let k = 0; k < parts.length; k++) {
        await manager.query(`INSERT INTO inventory_parts (seq, part) VALUES ($1, $2)`, [k, parts[k]]);
        await slices.pause();
      }
      await manager.query(upsert(`SELECT $1, string_agg(part, '' ORDER BY seq)::jsonb, $2 FROM inventory_parts`), [
        id,
        digest,
      ]);
    });
  }
}
