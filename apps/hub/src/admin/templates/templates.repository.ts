import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { likePattern, TEMPLATE_ROW_COLUMNS, type TemplateRow } from '../../catalog/catalog.repository.js';
import { trackVisibility } from '../../catalog/visibility.js';
import { type ColumnMap, orMissingReference, retryOnConflict, returnedRows, selectList } from '#lib/database';

export interface AdminTemplateRow extends TemplateRow {
  registry_url: string | null;
  registry_credentials_set: boolean;
  secret_refs: string[];
  command: string[];
  tolerations: unknown[];
  icon_url: string | null;
  owner_org_id: string | null;
  created_at: Date;
}

/** The writable columns and how each is bound (jsonb and text[] need casts). */
export const TEMPLATE_WRITE_COLUMNS = {
  name: 'text',
  slug: 'text',
  description: 'text',
  version: 'text',
  kind: 'text',
  category_id: 'uuid',
  owner_org_id: 'uuid',
  image_name: 'text',
  image_tag: 'text',
  registry_url: 'text',
  registry_credentials_enc: 'text',
  cpu_request: 'text',
  memory_request: 'text',
  gpu_count: 'int',
  vram_request: 'text',
  concurrent_jobs: 'int',
  env: 'jsonb',
  env_schema: 'jsonb',
  secret_refs: 'text[]',
  command: 'text[]',
  ports: 'jsonb',
  node_selector: 'jsonb',
  tolerations: 'jsonb',
  volume_mounts: 'jsonb',
  required_network_types: 'text[]',
  is_public: 'boolean',
  is_featured: 'boolean',
  min_tier: 'text',
  tags: 'text[]',
  icon_url: 'text',
  documentation: 'text',
} as const;

export type TemplateWrite = Partial<Record<keyof typeof TEMPLATE_WRITE_COLUMNS, unknown>>;

/** From `templates t JOIN categories c`: the catalog columns and the admin-only ones (never the credentials). */
export const ADMIN_TEMPLATE_ROW_COLUMNS = {
  ...TEMPLATE_ROW_COLUMNS,
  registry_url: 't.registry_url',
  registry_credentials_set: '(t.registry_credentials_enc IS NOT NULL)',
  secret_refs: 't.secret_refs',
  command: 't.command',
  tolerations: 't.tolerations',
  icon_url: 't.icon_url',
  owner_org_id: 't.owner_org_id',
  created_at: 't.created_at',
} as const satisfies ColumnMap<AdminTemplateRow>;

const ADMIN_COLUMNS = selectList(ADMIN_TEMPLATE_ROW_COLUMNS);

function bind(column: keyof typeof TEMPLATE_WRITE_COLUMNS, value: unknown, params: unknown[]): string {
  const type = TEMPLATE_WRITE_COLUMNS[column];
  params.push(type === 'jsonb' && value !== null ? JSON.stringify(value) : value);
  return `$${params.length}::${type}`;
}

/**
 * Template writes for the admin API. Every write runs in one transaction through trackVisibility
 * (so `catalog/templates/updates` reports who gained or lost the template) and sets
 * updated_at = now() explicitly: the transaction's start, which the sync horizon accounts for.
 */
@Injectable()
export class AdminTemplatesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async list(limit: number, offset: number, search?: string): Promise<{ rows: AdminTemplateRow[]; total: number }> {
    const params: unknown[] = [];
    let where = 'TRUE';
    if (search) {
      params.push(likePattern(search));
      where = `(lower(t.name) LIKE $1 OR t.slug LIKE $1 OR lower(t.description) LIKE $1)`;
    }
    params.push(limit, offset);
    const rows: (AdminTemplateRow & { total: string | number })[] = await this.db.query(
      `SELECT ${ADMIN_COLUMNS}, count(*) OVER () AS total
         FROM templates t JOIN categories c ON c.id = t.category_id
        WHERE ${where}
        ORDER BY lower(t.name), t.id
        LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    if (rows.length || offset === 0) return { rows, total: rows.length ? Number(rows[0].total) : 0 };
    const [{ total }]: { total: string | number }[] = await this.db.query(
      `SELECT count(*) AS total FROM templates t WHERE ${where}`,
      params.slice(0, params.length - 2),
    );
    return { rows: [], total: Number(total) };
  }

  async categoryExists(id: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM categories WHERE id = $1', [id])).length > 0;
  }

  async organizationExists(id: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM organizations WHERE id = $1', [id])).length > 0;
  }

  /**
   * Inserts unless the slug is taken (then null): concurrent creates of one slug give one row, no error.
   * 'missing_reference': the category or owner was deleted after the service checked it.
   */
  create(values: TemplateWrite): Promise<AdminTemplateRow | null | 'missing_reference'> {
    return orMissingReference(() =>
      retryOnConflict(() =>
        this.db.transaction((m) =>
          trackVisibility(m, {}, async () => {
            const params: unknown[] = [];
            const columns = Object.keys(values) as (keyof typeof TEMPLATE_WRITE_COLUMNS)[];
            const placeholders = columns.map((c) => bind(c, values[c], params));
            const inserted: { id: string }[] = await m.query(
              `INSERT INTO templates (${columns.join(', ')}, created_at, updated_at)
               VALUES (${placeholders.join(', ')}, now(), now())
               ON CONFLICT (slug) DO NOTHING RETURNING id`,
              params,
            );
            return inserted[0] ? this.read(m, inserted[0].id) : null;
          }),
        ),
      ),
    );
  }

  /** null: no such template; 'missing_reference' as for create. */
  update(id: string, values: TemplateWrite): Promise<AdminTemplateRow | null | 'missing_reference'> {
    return orMissingReference(() =>
      retryOnConflict(() =>
        this.db.transaction(async (m) => {
          await this.lockCategoriesFirst(m, id, values.category_id as string | undefined);
          return trackVisibility(m, { templateIds: [id] }, async () => {
            const params: unknown[] = [id];
            const sets = (Object.keys(values) as (keyof typeof TEMPLATE_WRITE_COLUMNS)[]).map(
              (c) => `${c} = ${bind(c, values[c], params)}`,
            );
            const updated = returnedRows(
              await m.query(
                `UPDATE templates SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING id`,
                params,
              ),
            );
            return updated.length ? this.read(m, id) : null;
          });
        }),
      ),
    );
  }

  /**
   * Category writers lock the category, then its templates. A template write must not take them
   * the other way round, and it would: re-updating a row this transaction already updated (the
   * updated_at bump) re-runs the foreign-key check, a KEY SHARE lock on the category, while the
   * template row is held. So the categories come first here too.
   */
  private async lockCategoriesFirst(m: EntityManager, id: string, newCategoryId?: string): Promise<void> {
    const current: { category_id: string }[] = await m.query('SELECT category_id FROM templates WHERE id = $1', [id]);
    const ids = [...new Set([current[0]?.category_id, newCategoryId].filter((x): x is string => !!x))].sort();
    if (ids.length)
      await m.query('SELECT id FROM categories WHERE id = ANY ($1::uuid[]) ORDER BY id FOR KEY SHARE', [ids]);
  }

  delete(id: string): Promise<boolean> {
    return retryOnConflict(() =>
      this.db.transaction((m) =>
        trackVisibility(m, { templateIds: [id] }, async () => {
          const deleted = returnedRows(await m.query('DELETE FROM templates WHERE id = $1 RETURNING id', [id]));
          return deleted.length > 0;
        }),
      ),
    );
  }

  private async read(m: EntityManager, id: string): Promise<AdminTemplateRow> {
    const rows: AdminTemplateRow[] = await m.query(
      `SELECT ${ADMIN_COLUMNS} FROM templates t JOIN categories c ON c.id = t.category_id WHERE t.id = $1`,
      [id],
    );
    return rows[0];
  }
}
