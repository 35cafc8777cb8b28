import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type ColumnMap, onPooledConnection, QUIET_WRITE, type RequestDeadline, selectList } from '#lib/database';
import type { CatalogScope } from '../auth/caller.js';
import { lostByCallerSql, visibleCategorySql, visibleTemplateSql } from './visibility.js';

/** Safety margin of the sync horizon; see syncHorizon. */
export const SYNC_MARGIN_SECONDS = 2;

export interface TemplateRow {
  id: string;
  name: string;
  slug: string;
  description: string;
  version: string;
  revision: number;
  kind: string;
  category_id: string;
  category_name: string;
  category_slug: string;
  category_icon: string;
  image_name: string;
  image_tag: string;
  image_digest: string | null;
  registry_url: string | null;
  cpu_request: string;
  memory_request: string;
  gpu_count: number;
  vram_request: string;
  concurrent_jobs: number;
  env: unknown[];
  env_schema: unknown[];
  ports: unknown[];
  volume_mounts: unknown[];
  node_selector: Record<string, string>;
  required_network_types: string[];
  tags: string[];
  is_public: boolean;
  is_featured: boolean;
  min_tier: string;
  deprecated: { reason: string; replacement_slug: string | null; at: string } | null;
  download_count: string | number;
  documentation: string;
  updated_at: Date;
}

/** Columns of a catalog template object (spec §2.1), in order, from `templates t JOIN categories c`; plain rows. */
export const TEMPLATE_ROW_COLUMNS = {
  id: 't.id',
  name: 't.name',
  slug: 't.slug',
  description: 't.description',
  version: 't.version',
  revision: 't.revision',
  kind: 't.kind',
  category_id: 't.category_id',
  category_name: 'c.name',
  category_slug: 'c.slug',
  category_icon: 'c.icon',
  image_name: 't.image_name',
  image_tag: 't.image_tag',
  image_digest: 't.image_digest',
  registry_url: 't.registry_url',
  cpu_request: 't.cpu_request',
  memory_request: 't.memory_request',
  gpu_count: 't.gpu_count',
  vram_request: 't.vram_request',
  concurrent_jobs: 't.concurrent_jobs',
  env: 't.env',
  env_schema: 't.env_schema',
  ports: 't.ports',
  volume_mounts: 't.volume_mounts',
  node_selector: 't.node_selector',
  required_network_types: 't.required_network_types',
  tags: 't.tags',
  is_public: 't.is_public',
  is_featured: 't.is_featured',
  min_tier: 't.min_tier',
  deprecated: 't.deprecated',
  download_count: 't.download_count',
  documentation: 't.documentation',
  updated_at: 't.updated_at',
} as const satisfies ColumnMap<TemplateRow>;

export const TEMPLATE_COLUMNS = selectList(TEMPLATE_ROW_COLUMNS);

export interface RevisionRow {
  revision: number;
  snapshot: Record<string, unknown>;
  changes: { kind: string; description: string }[];
  contains_security_updates: boolean;
  version_reused: boolean;
  published_at: Date;
  yanked_at: Date | null;
  yank_reason: string | null;
}

/** A published revision, from `template_revisions r`. */
export const REVISION_ROW_COLUMNS = {
  revision: 'r.revision',
  snapshot: 'r.snapshot',
  changes: 'r.changes',
  contains_security_updates: 'r.contains_security_updates',
  version_reused: 'r.version_reused',
  published_at: 'r.published_at',
  yanked_at: 'r.yanked_at',
  yank_reason: 'r.yank_reason',
} as const satisfies ColumnMap<RevisionRow>;

const REVISION_COLUMNS = selectList(REVISION_ROW_COLUMNS);

export interface CategoryRow {
  id: string;
  name: string;
  slug: string;
  description: string;
  icon: string;
  sort_order: number;
  is_private: boolean;
  template_count: string | number;
}

/**
 * Columns of a catalog category, from `categories c`. The template count depends on the caller: it counts the
 * templates `t` of the category that `visibleTemplate` (visibleTemplateSql of the caller's scope) lets through.
 */
export function categoryRowColumns(visibleTemplate: string) {
  return {
    id: 'c.id',
    name: 'c.name',
    slug: 'c.slug',
    description: 'c.description',
    icon: 'c.icon',
    sort_order: 'c.sort_order',
    is_private: 'c.is_private',
    template_count: `(SELECT count(*) FROM templates t WHERE t.category_id = c.id AND ${visibleTemplate})`,
  } as const satisfies ColumnMap<CategoryRow>;
}

export interface TemplateFilter {
  category?: string;
  search?: string;
  featured?: boolean;
  tags?: string[];
  limit: number;
  offset: number;
}

/** `%`, `_` and `\` match themselves (docs/api-decisions.md: search treats them literally). */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

@Injectable()
export class CatalogRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private filterSql(scope: CatalogScope, filter: Omit<TemplateFilter, 'limit' | 'offset'>, params: unknown[]): string {
    const where = [visibleTemplateSql(scope, params)];
    if (filter.category !== undefined) {
      params.push(filter.category);
      where.push(`c.slug = $${params.length}`);
    }
    if (filter.search) {
      params.push(likePattern(filter.search));
      where.push(`(lower(t.name) LIKE $${params.length} OR lower(t.description) LIKE $${params.length})`);
    }
    if (filter.featured) where.push('t.is_featured');
    if (filter.tags?.length) {
      params.push(filter.tags);
      where.push(`t.tags && $${params.length}::text[]`);
    }
    return where.join(' AND ');
  }

  /**
   * One round trip: the page and the exact total (window count); a second only past the end. Both on one pooled
   * connection (onPooledConnection: a hot path), checked out under `deadline` when the caller passes one by hand
   * (the fast path, deadline.ts).
   */
  async listTemplates(
    scope: CatalogScope,
    filter: TemplateFilter,
    deadline?: RequestDeadline,
  ): Promise<{ rows: TemplateRow[]; total: number }> {
    const params: unknown[] = [];
    const where = this.filterSql(scope, filter, params);
    params.push(filter.limit, filter.offset);
    return onPooledConnection(this.db, deadline, async (query) => {
      const rows = await query<TemplateRow & { total: string | number }>(
        `SELECT ${TEMPLATE_COLUMNS}, count(*) OVER () AS total
           FROM templates t JOIN categories c ON c.id = t.category_id
          WHERE ${where}
          ORDER BY lower(t.name), t.id
          LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      );
      if (rows.length) return { rows, total: Number(rows[0].total) };
      if (filter.offset === 0) return { rows: [], total: 0 };
      const countParams: unknown[] = [];
      const countWhere = this.filterSql(scope, filter, countParams);
      const [{ total }] = await query<{ total: string }>(
        `SELECT count(*) AS total FROM templates t JOIN categories c ON c.id = t.category_id WHERE ${countWhere}`,
        countParams,
      );
      return { rows: [], total: Number(total) };
    });
  }

  async findBySlug(scope: CatalogScope, slug: string): Promise<TemplateRow | null> {
    const params: unknown[] = [slug];
    const rows: TemplateRow[] = await this.db.query(
      `SELECT ${TEMPLATE_COLUMNS} FROM templates t JOIN categories c ON c.id = t.category_id
        WHERE t.slug = $1 AND ${visibleTemplateSql(scope, params)}`,
      params,
    );
    return rows[0] ?? null;
  }

  /** Fetch and count in one statement: the counter is an atomic increment, never read-modify-write. */
  async fetchAndCount(scope: CatalogScope, slug: string, durable = false): Promise<TemplateRow | null> {
    const params: unknown[] = [slug];
    const visible = visibleTemplateSql(scope, params);
    // Commits asynchronously unless durable: see countDownload.
    const rows: TemplateRow[] = await this.db.query(
      `${QUIET_WRITE} WITH async AS (SELECT set_config('synchronous_commit', ${durable ? `'on'` : `'off'`}, true) AS off),
       hit AS (
         UPDATE templates t SET download_count = t.download_count + 1
           FROM categories c
          WHERE c.id = t.category_id AND t.slug = $1 AND ${visible} AND (SELECT off FROM async) IS NOT NULL
         RETURNING t.*)
       SELECT ${TEMPLATE_COLUMNS} FROM hit t JOIN categories c ON c.id = t.category_id`,
      params,
    );
    return rows[0] ?? null;
  }

  /**
   * One atomic increment of a template known to be visible; the new count, or null when the template is gone.
   * Every fetch of one template increments the same row, so its row lock is held until COMMIT: with
   * `synchronous_commit` on, that is until the WAL reaches the disk, and one template's downloads would run at
   * the disk's flush rate. This transaction commits asynchronously instead (`set_config(…, true)` lasts until its
   * end): no increment is ever lost to concurrency, and a crash of the database server (not of the hub) can lose
   * the last few hundred milliseconds of download counts (docs/catalog-cache.md). HUB_DOWNLOAD_COUNT_DURABLE=true
   * keeps synchronous commits.
   */
  async countDownload(id: string, durable = false): Promise<number | null> {
    const rows: { download_count: string | number }[] = await this.db.query(
      durable
        ? `${QUIET_WRITE} WITH hit AS (
             UPDATE templates SET download_count = download_count + 1 WHERE id = $1 RETURNING download_count)
           SELECT download_count FROM hit`
        : `${QUIET_WRITE} WITH async AS (SELECT set_config('synchronous_commit', 'off', true) AS off),
             hit AS (UPDATE templates SET download_count = download_count + 1
                      WHERE id = $1 AND (SELECT off FROM async) IS NOT NULL RETURNING download_count)
           SELECT download_count FROM hit`,
      [id],
    );
    return rows.length ? Number(rows[0].download_count) : null;
  }

  async listCategories(scope: CatalogScope): Promise<CategoryRow[]> {
    const params: unknown[] = [];
    const visibleCategory = visibleCategorySql(scope, params);
    const visibleTemplate = visibleTemplateSql(scope, params);
    return this.db.query(
      `SELECT ${selectList(categoryRowColumns(visibleTemplate))}
         FROM categories c
        WHERE ${visibleCategory}
        ORDER BY c.sort_order, lower(c.name), c.id`,
      params,
    );
  }

  /**
   * The instant up to which every catalog write has committed (the next `since`). Writers stamp
   * rows with their transaction's start time (`now()`), so the horizon is the start of the oldest
   * open transaction that holds a transaction id (a writer), read AFTER taking the clock, and never
   * later than the clock minus SYNC_MARGIN (covering a writer between BEGIN and its first write,
   * before it has an id). Clients may get a template twice; they never miss one.
   */
  async syncHorizon(): Promise<Date> {
    const [{ clock }]: { clock: Date }[] = await this.db.query(
      `SELECT clock_timestamp() - interval '${SYNC_MARGIN_SECONDS} seconds' AS clock`,
    );
    const [{ oldest }]: { oldest: Date | null }[] = await this.db.query(
      `SELECT min(xact_start) AS oldest FROM pg_stat_activity
        WHERE backend_xid IS NOT NULL AND datname = current_database()`,
    );
    const horizon = new Date(clock);
    return oldest && new Date(oldest) < horizon ? new Date(oldest) : horizon;
  }

  /** Changed-and-visible templates and lost-or-deleted ones since `since`, from one snapshot. */
  async changesSince(
    scope: CatalogScope,
    since: Date,
  ): Promise<{ templates: TemplateRow[]; removed: { id: string; slug: string }[] }> {
    return this.db.transaction('REPEATABLE READ', async (manager) => {
      const params: unknown[] = [since];
      const templates: TemplateRow[] = await manager.query(
        `SELECT ${TEMPLATE_COLUMNS} FROM templates t JOIN categories c ON c.id = t.category_id
          WHERE t.updated_at >= $1 AND ${visibleTemplateSql(scope, params)}
          ORDER BY t.updated_at, t.id`,
        params,
      );
      const removedParams: unknown[] = [since];
      const lost = lostByCallerSql(scope, removedParams);
      const stillVisible = visibleTemplateSql(scope, removedParams);
      const removed: { id: string; slug: string }[] = await manager.query(
        `SELECT DISTINCT ON (e.template_id) e.template_id AS id, e.slug
           FROM template_visibility_events e
          WHERE e.occurred_at >= $1 AND ${lost}
            AND NOT EXISTS (SELECT 1 FROM templates t JOIN categories c ON c.id = t.category_id
                             WHERE t.id = e.template_id AND ${stillVisible})
          ORDER BY e.template_id, e.occurred_at DESC`,
        removedParams,
      );
      return { templates, removed };
    });
  }

  /** A template's revisions, newest first, and how many it has. */
  async listRevisions(
    templateId: string,
    limit: number,
    offset: number,
  ): Promise<{ rows: RevisionRow[]; total: number }> {
    const rows: (RevisionRow & { total: string | number })[] = await this.db.query(
      `SELECT ${REVISION_COLUMNS}, count(*) OVER () AS total FROM template_revisions r
        WHERE r.template_id = $1 ORDER BY r.revision DESC LIMIT $2 OFFSET $3`,
      [templateId, limit, offset],
    );
    if (rows.length || offset === 0) return { rows, total: rows.length ? Number(rows[0].total) : 0 };
    const [{ total }]: { total: string }[] = await this.db.query(
      'SELECT count(*) AS total FROM template_revisions WHERE template_id = $1',
      [templateId],
    );
    return { rows: [], total: Number(total) };
  }

  /** Revisions `from` and the ones in [from, to], oldest first. */
  async revisionRange(templateId: string, from: number, to: number): Promise<RevisionRow[]> {
    return this.db.query(
      `SELECT ${REVISION_COLUMNS} FROM template_revisions r
        WHERE r.template_id = $1 AND r.revision BETWEEN $2 AND $3 ORDER BY r.revision`,
      [templateId, from, to],
    );
  }

  async ping(): Promise<void> {
    await this.db.query('SELECT 1');
  }
}
