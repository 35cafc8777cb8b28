import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { trackVisibility } from '../../catalog/visibility.js';
import { type ColumnMap, retryOnConflict, selectList } from '#lib/database';

export interface AdminCategoryRow {
  id: string;
  name: string;
  slug: string;
  description: string;
  icon: string;
  sort_order: number;
  is_private: boolean;
  template_count: string | number;
  access_count: string | number;
  created_at: Date;
  updated_at: Date;
}

export interface CategoryWrite {
  name?: string;
  slug?: string;
  description?: string;
  icon?: string;
  sort_order?: number;
  is_private?: boolean;
}

/** From `categories c`. */
export const ADMIN_CATEGORY_ROW_COLUMNS = {
  id: 'c.id',
  name: 'c.name',
  slug: 'c.slug',
  description: 'c.description',
  icon: 'c.icon',
  sort_order: 'c.sort_order',
  is_private: 'c.is_private',
  template_count: '(SELECT count(*) FROM templates t WHERE t.category_id = c.id)',
  access_count: '(SELECT count(*) FROM catalog_access ca WHERE ca.category_id = c.id)',
  created_at: 'c.created_at',
  updated_at: 'c.updated_at',
} as const satisfies ColumnMap<AdminCategoryRow>;

const SELECT = `SELECT ${selectList(ADMIN_CATEGORY_ROW_COLUMNS)} FROM categories c`;

/** Catalog objects embed the category's name, slug and icon: changing them changes the templates. */
const EMBEDDED = ['name', 'slug', 'icon'] as const;

@Injectable()
export class AdminCategoriesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  list(): Promise<AdminCategoryRow[]> {
    return this.db.query(`${SELECT} ORDER BY c.sort_order, lower(c.name), c.id`);
  }

  async create(values: CategoryWrite & { name: string; slug: string }): Promise<AdminCategoryRow | null> {
    const id = await this.insertIn(this.db.manager, values);
    return id ? this.read(this.db.manager, id) : null;
  }

  /** The INSERT of create, inside the caller's transaction: the new id, or null (slug taken). */
  async insertIn(m: EntityManager, values: CategoryWrite & { name: string; slug: string }): Promise<string | null> {
    const rows: { id: string }[] = await m.query(
      `INSERT INTO categories (name, slug, description, icon, sort_order, is_private)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (slug) DO NOTHING RETURNING id`,
      [
        values.name,
        values.slug,
        values.description ?? '',
        values.icon ?? '',
        values.sort_order ?? 0,
        values.is_private ?? false,
      ],
    );
    return rows[0]?.id ?? null;
  }

  /**
   * Through trackVisibility (an is_private flip changes who sees every template in it); a change
   * of name, slug or icon bumps the templates' updated_at so syncing clients refetch them.
   */
  update(id: string, values: CategoryWrite): Promise<AdminCategoryRow | null> {
    return retryOnConflict(() =>
      this.db.transaction((m) =>
        trackVisibility(m, { categoryIds: [id] }, async () =>
          (await this.updateIn(m, id, values)) ? this.read(m, id) : null,
        ),
      ),
    );
  }

  /** The UPDATE of update, inside the caller's transaction (which tracks visibility); false: no such category. */
  async updateIn(m: EntityManager, id: string, values: CategoryWrite): Promise<boolean> {
    const current: Record<string, unknown>[] = await m.query('SELECT name, slug, icon FROM categories WHERE id = $1', [
      id,
    ]);
    if (!current[0]) return false;
    const params: unknown[] = [id];
    const sets = Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .map(([column, value]) => {
        params.push(value);
        return `${column} = $${params.length}`;
      });
    await m.query(`UPDATE categories SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1`, params);
    if (EMBEDDED.some((k) => values[k] !== undefined && values[k] !== current[0][k])) {
      await m.query('UPDATE templates SET updated_at = now() WHERE category_id = $1', [id]);
    }
    return true;
  }

  /** The DELETE of a category no template references, inside the caller's transaction. */
  async deleteIn(m: EntityManager, id: string): Promise<void> {
    await m.query('DELETE FROM categories WHERE id = $1', [id]);
  }

  /** Deletes a category no template references (its grants go with it); the lock keeps a new template out meanwhile. */
  delete(id: string): Promise<'deleted' | 'not_found' | 'in_use'> {
    return retryOnConflict(() =>
      this.db.transaction((m) =>
        trackVisibility(m, { categoryIds: [id] }, async () => {
          const found: unknown[] = await m.query('SELECT id FROM categories WHERE id = $1', [id]);
          if (!found.length) return 'not_found' as const;
          const used: unknown[] = await m.query('SELECT 1 FROM templates WHERE category_id = $1 LIMIT 1', [id]);
          if (used.length) return 'in_use' as const;
          await m.query('DELETE FROM categories WHERE id = $1', [id]);
          return 'deleted' as const;
        }),
      ),
    );
  }

  private async read(m: EntityManager, id: string): Promise<AdminCategoryRow> {
    const rows: AdminCategoryRow[] = await m.query(`${SELECT} WHERE c.id = $1`, [id]);
    return rows[0];
  }
}
