import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type ColumnMap, selectList } from '#lib/database';

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

const INSTANCE_SELECT = `SELECT ${selectList(INSTANCE_ROW_COLUMNS)} FROM ${INSTANCE_FROM}`;

@Injectable()
export class InstanceInfoRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async find(id: string): Promise<InstanceRow | null> {
    const rows: InstanceRow[] = await this.db.query(`${INSTANCE_SELECT} WHERE k.id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** Merges the given fields into `reported` in one statement (no read-modify-write race). */
  async report(id: string, fields: Record<string, unknown>): Promise<void> {
    await this.db.query(
      `UPDATE api_keys SET reported = coalesce(reported, '{}'::jsonb) || $2::jsonb || jsonb_build_object('reported_at', now())
        WHERE id = $1`,
      [id, JSON.stringify(fields)],
    );
  }
}
