import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { OrgStatus, Tier } from '#lib/domain';
import { type ColumnMap, returnedRows, selectList } from '#lib/database';

export interface AdminOrganizationRow {
  id: string;
  name: string;
  slug: string;
  status: OrgStatus;
  tier: Tier;
  member_count: string | number;
  api_key_count: string | number;
  created_at: Date;
  updated_at: Date;
}

/** From `organizations o`. */
export const ADMIN_ORGANIZATION_ROW_COLUMNS = {
  id: 'o.id',
  name: 'o.name',
  slug: 'o.slug',
  status: 'o.status',
  tier: 'o.tier',
  member_count: '(SELECT count(*) FROM organization_memberships m WHERE m.org_id = o.id)',
  api_key_count:
    "(SELECT count(*) FROM api_keys k WHERE k.org_id = o.id AND k.status = 'active' AND (k.expires_at IS NULL OR k.expires_at > now()))",
  created_at: 'o.created_at',
  updated_at: 'o.updated_at',
} as const satisfies ColumnMap<AdminOrganizationRow>;

const SELECT = `SELECT ${selectList(ADMIN_ORGANIZATION_ROW_COLUMNS)} FROM organizations o`;

@Injectable()
export class AdminOrganizationsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  list(): Promise<AdminOrganizationRow[]> {
    return this.db.query(`${SELECT} ORDER BY lower(o.name), o.id`);
  }

  /** Status and tier; the tier is mirrored onto the organization's subscriptions. */
  update(id: string, values: { status?: OrgStatus; tier?: Tier }): Promise<AdminOrganizationRow | null> {
    return this.db.transaction(async (m) => {
      const updated = returnedRows(
        await m.query(
          `UPDATE organizations SET status = coalesce($2, status), tier = coalesce($3, tier), updated_at = now()
          WHERE id = $1 RETURNING id`,
          [id, values.status ?? null, values.tier ?? null],
        ),
      );
      if (!updated.length) return null;
      if (values.tier) await m.query('UPDATE subscriptions SET tier = $2 WHERE org_id = $1', [id, values.tier]);
      const rows: AdminOrganizationRow[] = await m.query(`${SELECT} WHERE o.id = $1`, [id]);
      return rows[0];
    });
  }
}
