import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type ColumnMap, selectList } from '#lib/database';
import { FLEET_DATA_SOURCE } from '../database/data-source-name.js';

export interface InventoryRow {
  nodes: unknown[];
  source: string;
  digest: string;
  taken_at: Date;
  reported_digest: string | null;
  reported_at: Date | null;
}

/** The one row of `cluster_inventory` (id 1). */
export const INVENTORY_ROW_COLUMNS = {
  nodes: 'ci.nodes',
  source: 'ci.source',
  digest: 'ci.digest',
  taken_at: 'ci.taken_at',
  reported_digest: 'ci.reported_digest',
  reported_at: 'ci.reported_at',
} as const satisfies ColumnMap<InventoryRow>;

@Injectable()
export class InventoryRepository {
  constructor(@InjectDataSource(FLEET_DATA_SOURCE) private readonly db: DataSource) {}

  async get(): Promise<InventoryRow | null> {
    const rows: InventoryRow[] = await this.db.query(
      `SELECT ${selectList(INVENTORY_ROW_COLUMNS)} FROM cluster_inventory ci WHERE ci.id = 1`,
    );
    return rows[0] ?? null;
  }

  /** Replaces the nodes; whether their content changed (then the hub is told). */
  async store(nodes: unknown[], source: string, digest: string): Promise<boolean> {
    const rows: { changed: boolean }[] = await this.db.query(
      `WITH old AS (SELECT digest FROM cluster_inventory WHERE id = 1)
       INSERT INTO cluster_inventory (id, nodes, source, digest, taken_at) VALUES (1, $1::jsonb, $2, $3, now())
       ON CONFLICT (id) DO UPDATE SET nodes = EXCLUDED.nodes, source = EXCLUDED.source, digest = EXCLUDED.digest,
         taken_at = now()
       RETURNING (SELECT digest FROM old) IS DISTINCT FROM $3 AS changed`,
      [JSON.stringify(nodes), source, digest],
    );
    return rows[0]?.changed ?? true;
  }

  async reported(digest: string): Promise<void> {
    await this.db.query('UPDATE cluster_inventory SET reported_digest = $1, reported_at = now() WHERE id = 1', [
      digest,
    ]);
  }
}
