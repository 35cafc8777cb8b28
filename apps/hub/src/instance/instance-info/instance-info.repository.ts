import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

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

@Injectable()
export class InstanceInfoRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async find(id: string): Promise<InstanceRow | null> {
    const rows: InstanceRow[] = await this.db.query(
      `SELECT k.id, k.name, k.key_prefix, k.status, k.created_at, k.last_used_at, k.reported,
              o.id AS org_id, o.name AS org_name, o.slug AS org_slug, o.tier AS org_tier, o.status AS org_status
         FROM api_keys k JOIN organizations o ON o.id = k.org_id
        WHERE k.id = $1`,
      [id],
    );
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
