import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  type ColumnMap,
  FIT_SHAPE_COLUMNS,
  onPooledConnection,
  type PooledQuery,
  QUIET_WRITE,
  type RequestDeadline,
  selectList,
} from '#lib/database';
import type { CatalogSort, GpuNeed } from '#lib/domain';
import type { CatalogScope } from '../auth/caller.js';
import {
  MAX_SPLITS,
  MAX_TYPO_CANDIDATES,
  type ParsedQuery,
  type SearchPlan,
  splitPoints,
  splitQuery,
  type TypoLookup,
  type TypoWord,
  wordQuery,
} from './search/search-query.js';
import { matchSql, relevanceKeys, tsqueriesOf } from './search/search-sql.js';
import {
  currentSignatures,
  type CurrentSignatureRow,
  withdrawalsInForce,
  type WithdrawalInForceRow,
} from './signatures.js';
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
  /** The publisher's DSSE envelope (JSON text), or null: unsigned. */
  envelope: string | null;
  publisher: string | null;
  /** Yanks of it and rollbacks to it, oldest first (template_withdrawals, as JSON). */
  withdrawals: WithdrawalJson[];
}

export interface WithdrawalJson {
  action: string;
  reason: string;
  envelope: string | null;
  publisher: string | null;
  hub_only: boolean;
  created_at: string;
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
  envelope: 'r.envelope',
  publisher: 'r.publisher',
  withdrawals: `(SELECT coalesce(json_agg(json_build_object('action', w.action, 'reason', w.reason, 'envelope', w.envelope,
      'publisher', w.publisher, 'hub_only', w.hub_only, 'created_at', w.created_at) ORDER BY w.created_at), '[]')
      FROM template_withdrawals w WHERE w.template_id = r.template_id AND w.revision = r.revision)`,
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

export const FACETS = ['category', 'tags', 'kind', 'gpu'] as const;
export type FacetName = (typeof FACETS)[number];
/** A template's GPU need (the `gpu` facet and filter): `none` is `gpu_count <= 0`. */
const GPU_NEED_SQL = `CASE WHEN t.gpu_count <= 0 THEN 'none' WHEN t.gpu_count = 1 THEN '1' ELSE '2+' END`;
/** Tags listed in the `tags` facet. */
export const TOP_TAGS = 20;

export interface TemplateFilter {
  category?: string;
  /** The parsed search (synonyms expanded); absent: no search. */
  search?: ParsedQuery;
  /** The search as typed (no synonyms): what the text score ranks by. */
  typed?: ParsedQuery;
  /** Correct typos in the search (HUB_SEARCH_TYPO_TOLERANCE). */
  typos?: boolean;
  featured?: boolean;
  /** Normalised like the templates' (hub_search_tag). */
  tags?: string[];
  kind?: string;
  /** GPU need, as the `gpu` facet counts it. */
  gpu?: GpuNeed;
  sort?: CatalogSort;
  facets?: FacetName[];
  limit: number;
  offset: number;
}

export interface FacetRow {
  facet: FacetName;
  key: string;
  label: string | null;
  count: string | number;
}

export interface TemplateListRows {
  rows: TemplateRow[];
  total: number;
  /** Words of the search corrected (typo tolerance), with their corrections, best first. */
  fixes: Map<string, string[]>;
  facets?: FacetRow[];
}

/** `%`, `_` and `\` match themselves (docs/api-decisions.md: search treats them literally). */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The FROM of a catalog list: with the search document when a search or a tag filter needs it. */
function fromSql(withSearch: boolean): string {
  return `templates t JOIN categories c ON c.id = t.category_id${
    withSearch ? ' JOIN template_search s ON s.template_id = t.id' : ''
  }`;
}

/**
 * What the fit rules read of a template (libs/hardware FitTemplate), as one JSON array: a list filtered by fit
 * (`?fits=true`) evaluates each distinct shape once and keeps the templates of the shapes that fit. The database
 * keeps it per template in `templates.fit_shape` (the template-fit-shape migration's trigger), so a broad search
 * reads it instead of building it for every match.
 */
export const FIT_SHAPE_FIELDS = FIT_SHAPE_COLUMNS;

/** The statements of one catalog list, on one connection (CatalogRepository.onListConnection). */
export interface ListQueries {
  /**
   * The typo lookup of a search (docs/search.md): for each word, whether a template the caller can see holds it
   * (then it is not corrected), its compound splits, and the words of visible names and tags within one more
   * Levenshtein edit than its budget, first letter kept, best first.
   */
  typoLookup(scope: CatalogScope, words: TypoWord[], typos: boolean): Promise<TypoLookup[]>;
  /** The distinct requirement shapes (FIT_SHAPE_FIELDS, as JSON text) of the templates a list matches. */
  shapes(scope: CatalogScope, filter: TemplateFilter, plan: SearchPlan | null): Promise<string[]>;
  /** One page of a list (only the templates of `shapes` when given) and its exact total. */
  page(
    scope: CatalogScope,
    filter: TemplateFilter,
    plan: SearchPlan | null,
    shapes?: string[],
  ): Promise<{ rows: TemplateRow[]; total: number }>;
  /** The asked facets, each counted over the matches of every filter but its own. */
  facets(scope: CatalogScope, filter: TemplateFilter, plan: SearchPlan | null): Promise<FacetRow[]>;
}

interface Where {
  visible: string;
  shape?: string;
  category?: string;
  featured?: string;
  tags?: string;
  kind?: string;
  gpu?: string;
  search?: string;
}

@Injectable()
export class CatalogRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private whereOf(
    scope: CatalogScope,
    filter: TemplateFilter,
    plan: SearchPlan | null,
    params: unknown[],
    shapes?: string[],
  ): Where {
    const where: Where = { visible: visibleTemplateSql(scope, params) };
    if (shapes) {
      params.push(shapes);
      where.shape = `t.fit_shape = ANY ($${params.length}::text[])`;
    }
    if (filter.category !== undefined) {
      params.push(filter.category);
      where.category = `c.slug = $${params.length}`;
    }
    if (filter.featured) where.featured = 't.is_featured';
    if (filter.tags?.length) {
      params.push(filter.tags);
      where.tags = `s.tags && $${params.length}::text[]`;
    }
    if (filter.kind !== undefined) {
      params.push(filter.kind);
      where.kind = `t.kind = $${params.length}`;
    }
    if (filter.gpu !== undefined) {
      params.push(filter.gpu);
      where.gpu = `${GPU_NEED_SQL} = $${params.length}`;
    }
    if (plan?.tsquery) {
      params.push(plan.tsquery);
      const q = `$${params.length}`;
      where.search = matchSql(tsqueriesOf(q));
    }
    return where;
  }

  private orderSql(filter: TemplateFilter, plan: SearchPlan | null, params: unknown[]): string {
    const byName = 'lower(t.name), t.id';
    const popular = `t.is_featured DESC, t.download_count DESC, ${byName}`;
    switch (filter.sort ?? (filter.search ? 'relevance' : 'name')) {
      case 'name':
        return byName;
      case 'updated':
        return 't.updated_at DESC, t.id';
      case 'downloads':
        return `t.download_count DESC, ${byName}`;
      case 'relevance':
        return plan ? [...relevanceKeys(plan, params), popular].join(', ') : popular;
    }
  }

  /**
   * The typo lookup of a search (docs/search.md): for each word, whether a template the caller can see holds it
   * (then it is not corrected) and the words of visible names and tags within one more Levenshtein edit than its
   * budget, first letter kept, best first (typoDistance decides). Bounded: MAX_TYPO_WORDS words,
   * MAX_TYPO_CANDIDATES + 5 candidates each, found through the (first letter, length) index.
   */
  private async typoLookup(
    query: PooledQuery,
    scope: CatalogScope,
    words: TypoWord[],
    typos: boolean,
  ): Promise<TypoLookup[]> {
    // Without typo tolerance the candidate range is empty (k = -1): the lookup only decides known words and splits.
    const splits = words.flatMap((w) =>
      splitPoints(w.word).map((at) => ({ word: w.word, at, tsq: splitQuery(w, at) })),
    );
    const params: unknown[] = [
      words.map((w) => w.word),
      words.map((w) => (typos ? w.edits + 1 : -1)),
      words.map(wordQuery),
      splits.map((x) => x.word),
      splits.map((x) => x.at),
      splits.map((x) => x.tsq),
    ];
    const visible = visibleTemplateSql(scope, params);
    const rows = await query<{ word: string; known: boolean; candidates: string[]; splits: number[] | null }>(
      `SELECT q.word, k.known,
              CASE WHEN NOT k.known THEN ARRAY(
                SELECT sp.at FROM unnest($4::text[], $5::int[], $6::text[]) AS sp(word, at, tsq)
                 WHERE sp.word = q.word
                   AND EXISTS (SELECT 1 FROM ${fromSql(true)}
                                WHERE s.document @@ to_tsquery('simple', sp.tsq) AND ${visible})
                 ORDER BY abs(length(q.word) - 2 * sp.at), sp.at
                 LIMIT ${MAX_SPLITS}) END AS splits,
              ARRAY(SELECT v.word FROM (
                      SELECT DISTINCT w.word FROM template_search_words w
                        JOIN templates t ON t.id = w.template_id JOIN categories c ON c.id = t.category_id
                       WHERE left(w.word, 1) = left(q.word, 1)
                         AND length(w.word) BETWEEN length(q.word) - q.k AND length(q.word) + q.k
                         AND levenshtein_less_equal(w.word, q.word, q.k) <= q.k AND ${visible}) v
                    ORDER BY levenshtein(v.word, q.word), similarity(v.word, q.word) DESC, v.word
                    LIMIT ${MAX_TYPO_CANDIDATES + 5}) AS candidates
         FROM unnest($1::text[], $2::int[], $3::text[]) AS q0(word, k, tsq)
         CROSS JOIN LATERAL (SELECT q0.word, q0.k, to_tsquery('simple', q0.tsq) AS qs,
                                    CASE WHEN numnode(e) = numnode(to_tsquery('simple', q0.tsq)) THEN e END AS qe
                               FROM to_tsquery('english', q0.tsq) e) q
         CROSS JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM ${fromSql(true)}
                                             WHERE ${matchSql({ simple: 'q.qs', english: 'q.qe' })} AND ${visible}) AS known) k`,
      params,
    );
    return rows.map((r) => ({
      word: r.word,
      known: r.known,
      candidates: r.candidates ?? [],
      splits: (r.splits ?? []).map((at) => {
        const letters = [...r.word];
        return [letters.slice(0, at).join(''), letters.slice(at).join('')];
      }),
    }));
  }

  /**
   * One connection checkout (onPooledConnection: a hot path) for the statements of one list, under `deadline` when
   * the caller passes one by hand (the fast path, deadline.ts). The search service decides which run, in order.
   */
  onListConnection<T>(deadline: RequestDeadline | undefined, work: (queries: ListQueries) => Promise<T>): Promise<T> {
    return onPooledConnection(this.db, deadline, (query) =>
      work({
        typoLookup: (scope, words, typos) => this.typoLookup(query, scope, words, typos),
        shapes: (scope, filter, plan) => this.shapes(query, scope, filter, plan),
        page: (scope, filter, plan, shapes) => this.page(query, scope, filter, plan, shapes),
        facets: (scope, filter, plan) => this.facets(query, scope, filter, plan),
      }),
    );
  }

  /** The distinct requirement shapes (`templates.fit_shape`, JSON text) of the templates a list matches. */
  private async shapes(
    query: PooledQuery,
    scope: CatalogScope,
    filter: TemplateFilter,
    plan: SearchPlan | null,
  ): Promise<string[]> {
    const params: unknown[] = [];
    const conditions = Object.values(this.whereOf(scope, filter, plan, params))
      .filter(Boolean)
      .join(' AND ');
    const rows = await query<{ shape: string }>(
      `SELECT DISTINCT t.fit_shape AS shape
         FROM ${fromSql(plan !== null || !!filter.tags?.length)}
        WHERE ${conditions}`,
      params,
    );
    return rows.map((r) => r.shape);
  }

  /**
   * One page of a list and its exact total (window count; a second statement only past the end). The matches are
   * counted and ranked as narrow rows (the id and what the order reads), and only the page's rows are read whole:
   * a window count over the wide rows of 4,000 matches cost half of a broad search (docs/benchmarks.md, issue 42
   * item 6). The page keeps its order through `row_number() OVER ()` over the materialized page, which a CTE scan
   * yields in the order it was written.
   */
  private async page(
    query: PooledQuery,
    scope: CatalogScope,
    filter: TemplateFilter,
    plan: SearchPlan | null,
    shapes?: string[],
  ): Promise<{ rows: TemplateRow[]; total: number }> {
    const joined = plan !== null || !!filter.tags?.length;
    const params: unknown[] = [];
    const where = this.whereOf(scope, filter, plan, params, shapes);
    const order = this.orderSql(filter, plan, params);
    params.push(filter.limit, filter.offset);
    const conditions = Object.values(where).filter(Boolean).join(' AND ');
    const rows = await query<TemplateRow & { total: string | number }>(
      `WITH page AS MATERIALIZED (
         SELECT t.id, count(*) OVER () AS total
           FROM ${fromSql(joined)}
          WHERE ${conditions}
          ORDER BY ${order}
          LIMIT $${params.length - 1} OFFSET $${params.length})
       SELECT ${TEMPLATE_COLUMNS}, p.total
         FROM (SELECT id, total, row_number() OVER () AS n FROM page) p
         JOIN templates t ON t.id = p.id JOIN categories c ON c.id = t.category_id
        ORDER BY p.n`,
      params,
    );
    let total = rows.length ? Number(rows[0].total) : 0;
    if (!rows.length && filter.offset > 0) {
      const countParams: unknown[] = [];
      const countWhere = Object.values(this.whereOf(scope, filter, plan, countParams, shapes))
        .filter(Boolean)
        .join(' AND ');
      const [counted] = await query<{ total: string }>(
        `SELECT count(*) AS total FROM ${fromSql(joined)} WHERE ${countWhere}`,
        countParams,
      );
      total = Number(counted.total);
    }
    return { rows, total };
  }

  /**
   * The asked facets in one statement: each counted over the visible templates that match the search and every
   * filter but its own (`category` without the category filter, `tags` without the tags filter, and so on for
   * `kind` and `gpu`).
   */
  private async facets(
    query: PooledQuery,
    scope: CatalogScope,
    filter: TemplateFilter,
    plan: SearchPlan | null,
  ): Promise<FacetRow[]> {
    const params: unknown[] = [];
    const where = this.whereOf(scope, filter, plan, params);
    const always = [where.visible, where.featured, where.search].filter(Boolean).join(' AND ');
    const inCategory = where.category ?? 'TRUE';
    const inTags = where.tags ?? 'TRUE';
    const inKind = where.kind ?? 'TRUE';
    const inGpu = where.gpu ?? 'TRUE';
    const asked = new Set(filter.facets);
    const parts: string[] = [];
    if (asked.has('category')) {
      parts.push(`(SELECT 'category' AS facet, b.slug AS key, b.cname AS label, count(*) AS count
                    FROM base b WHERE b.in_tags AND b.in_kind AND b.in_gpu GROUP BY b.slug, b.cname)`);
    }
    if (asked.has('tags')) {
      parts.push(`(SELECT 'tags' AS facet, tag AS key, NULL AS label, count(*) AS count
                    FROM base b CROSS JOIN LATERAL unnest(b.tags) AS tag
                   WHERE b.in_category AND b.in_kind AND b.in_gpu
                   GROUP BY tag ORDER BY count(*) DESC, tag LIMIT ${TOP_TAGS})`);
    }
    if (asked.has('kind')) {
      parts.push(`(SELECT 'kind' AS facet, b.kind AS key, NULL AS label, count(*) AS count
                    FROM base b WHERE b.in_category AND b.in_tags AND b.in_gpu GROUP BY b.kind)`);
    }
    if (asked.has('gpu')) {
      parts.push(`(SELECT 'gpu' AS facet, b.gpu AS key, NULL AS label, count(*) AS count
                    FROM base b WHERE b.in_category AND b.in_tags AND b.in_kind GROUP BY b.gpu)`);
    }
    return query<FacetRow>(
      `WITH base AS MATERIALIZED (
         SELECT c.slug, c.name AS cname, s.tags, t.kind, ${GPU_NEED_SQL} AS gpu,
                ${inCategory} AS in_category, ${inTags} AS in_tags, ${inKind} AS in_kind, ${inGpu} AS in_gpu
           FROM ${fromSql(true)}
          WHERE ${always})
       ${parts.join(' UNION ALL ')}`,
      params,
    );
  }

  /** The synonym groups, as stored (search_synonyms). */
  async synonymTerms(): Promise<string[][]> {
    const rows: { terms: string[] }[] = await this.db.query('SELECT terms FROM search_synonyms ORDER BY id');
    return rows.map((r) => r.terms);
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
  /**
   * `signed`: also each template's current revision envelope and its signed withdrawals in force, read in the same
   * snapshot of the database (the incremental sync of instance keys and signed-in callers).
   */
  async changesSince(
    scope: CatalogScope,
    since: Date,
    signed = false,
  ): Promise<{
    templates: TemplateRow[];
    removed: { id: string; slug: string }[];
    signatures?: CurrentSignatureRow[];
    withdrawals?: WithdrawalInForceRow[];
  }> {
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
      if (!signed) return { templates, removed };
      const ids = templates.map((t) => t.id);
      const signatures = await currentSignatures(manager, ids);
      const withdrawals = await withdrawalsInForce(manager, ids);
      return { templates, removed, signatures, withdrawals };
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
