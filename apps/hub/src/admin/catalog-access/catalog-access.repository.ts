import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { trackVisibility } from '../../catalog/visibility.js';
import { type ColumnMap, retryOnConflict, returnedRows, selectList } from '#lib/database';

export interface GrantRow {
  id: string;
  org_id: string;
  org_name: string;
  org_slug: string;
  category_id: string;
  category_name: string;
  category_slug: string;
  created_at: Date;
}

export const GRANT_ROW_COLUMNS = {
  id: 'ca.id',
  org_id: 'ca.org_id',
  org_name: 'o.name',
  org_slug: 'o.slug',
  category_id: 'ca.category_id',
  category_name: 'c.name',
  category_slug: 'c.slug',
  created_at: 'ca.created_at',
} as const satisfies ColumnMap<GrantRow>;
export const GRANT_FROM =
  'catalog_access ca JOIN organizations o ON o.id = ca.org_id JOIN categories c ON c.id = ca.category_id';

const SELECT = `SELECT ${selectList(GRANT_ROW_COLUMNS)} FROM ${GRANT_FROM}`;

export type GrantCreation = GrantRow | 'no_category' | 'no_organization' | 'not_private' | 'duplicate';

/** Access grants on private categories; adding or revoking one changes who sees its templates. */
@Injectable()
export class CatalogAccessRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  list(filter: { orgId?: string; categoryId?: string }): Promise<GrantRow[]> {
    return this.db.query(
      `${SELECT} WHERE ($1::uuid IS NULL OR ca.org_id = $1::uuid) AND ($2::uuid IS NULL OR ca.category_id = $2::uuid)
        ORDER BY lower(c.name), lower(o.name), ca.id`,
      [filter.orgId ?? null, filter.categoryId ?? null],
    );
  }

  create(orgId: string, categoryId: string): Promise<GrantCreation> {
    return retryOnConflict(() =>
      this.db.transaction((m) =>
        trackVisibility(m, { categoryIds: [categoryId] }, async (): Promise<GrantCreation> => {
          // trackVisibility has locked the category row, so is_private cannot flip under us.
          const categories: { is_private: boolean }[] = await m.query(
            'SELECT is_private FROM categories WHERE id = $1',
            [categoryId],
          );
          if (!categories[0]) return 'no_category';
          const orgs: unknown[] = await m.query('SELECT 1 FROM organizations WHERE id = $1 FOR SHARE', [orgId]);
          if (!orgs.length) return 'no_organization';
          if (!categories[0].is_private) return 'not_private';
          const inserted: { id: string }[] = await m.query(
            `INSERT INTO catalog_access (org_id, category_id) VALUES ($1, $2)
           ON CONFLICT (org_id, category_id) DO NOTHING RETURNING id`,
            [orgId, categoryId],
          );
          if (!inserted[0]) return 'duplicate';
          const rows: GrantRow[] = await m.query(`${SELECT} WHERE ca.id = $1`, [inserted[0].id]);
          return rows[0];
        }),
      ),
    );
  }

  /** Finds the grant, then revokes it under trackVisibility on its category. */
  async delete(selector: { id: string } | { orgId: string; categoryId: string }): Promise<boolean> {
    const found: { id: string; category_id: string }[] =
      'id' in selector
        ? await this.db.query('SELECT id, category_id FROM catalog_access WHERE id = $1', [selector.id])
        : await this.db.query('SELECT id, category_id FROM catalog_access WHERE org_id = $1 AND category_id = $2', [
            selector.orgId,
            selector.categoryId,
          ]);
    if (!found[0]) return false;
    const { id, category_id } = found[0];
    return retryOnConflict(() =>
      this.db.transaction((m) =>
        trackVisibility(m, { categoryIds: [category_id] }, async () => {
          const deleted = returnedRows(await m.query('DELETE FROM catalog_access WHERE id = $1 RETURNING id', [id]));
          return deleted.length > 0;
        }),
      ),
    );
  }
}
