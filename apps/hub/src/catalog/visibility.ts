import type { EntityManager } from 'typeorm';
import { type ColumnMap, selectList } from '#lib/database';
import type { CatalogScope } from '../auth/caller.js';

/** O holds a grant on the category `c`. */
function grantedSql(o: string): string {
  return `EXISTS (SELECT 1 FROM catalog_access ca WHERE ca.category_id = c.id AND ca.org_id = ${o})`;
}

/**
 * THE catalog visibility rule (docs/api-decisions.md), written once as SQL over `templates t JOIN categories c`,
 * and used by list, get, updates, categories and MCP:
 *   anonymous:                 t.is_public AND NOT c.is_private
 *   organization O:            that, OR t.owner_org_id = O, OR (c.is_private AND O holds a grant on c)
 *   admin:                     everything
 * `params` is the query's parameter array; the organization id is appended to it.
 */
export function visibleTemplateSql(scope: CatalogScope, params: unknown[]): string {
  if (scope.all) return 'TRUE';
  if (!scope.orgId) return '(t.is_public AND NOT c.is_private)';
  params.push(scope.orgId);
  const o = `$${params.length}`;
  return `((t.is_public AND NOT c.is_private) OR t.owner_org_id = ${o} OR (c.is_private AND ${grantedSql(o)}))`;
}

/**
 * Categories `c`: non-private ones, private ones the organization holds a grant on, and private ones holding a
 * template the organization owns (the owner rule above makes that template visible, so its category must be
 * too, or category counts would not add up to the list total); admins all.
 */
export function visibleCategorySql(scope: CatalogScope, params: unknown[]): string {
  if (scope.all) return 'TRUE';
  if (!scope.orgId) return '(NOT c.is_private)';
  params.push(scope.orgId);
  const o = `$${params.length}`;
  return `(NOT c.is_private OR ${grantedSql(o)}
    OR EXISTS (SELECT 1 FROM templates owned WHERE owned.category_id = c.id AND owned.owner_org_id = ${o}))`;
}

/** Which `template_visibility_events` rows mean "this caller lost the template". */
export function lostByCallerSql(scope: CatalogScope, params: unknown[]): string {
  if (scope.all) return 'e.deleted';
  if (!scope.orgId) return 'e.lost_by_all';
  params.push(scope.orgId);
  const o = `$${params.length}`;
  return `((e.lost_by_all AND NOT (${o}::uuid = ANY (e.kept_org_ids))) OR ${o}::uuid = ANY (e.lost_org_ids))`;
}

interface AudienceRow {
  id: string;
  slug: string;
  everyone: boolean;
  orgs: string[];
}

/** Who sees a template (the rule above, per template), from `templates t JOIN categories c`. */
export const AUDIENCE_ROW_COLUMNS = {
  id: 't.id',
  slug: 't.slug',
  everyone: '(t.is_public AND NOT c.is_private)',
  orgs: `array_remove(array_append(CASE WHEN c.is_private
      THEN ARRAY(SELECT ca.org_id FROM catalog_access ca WHERE ca.category_id = c.id)
      ELSE '{}'::uuid[] END, t.owner_org_id), NULL)`,
} as const satisfies ColumnMap<AudienceRow>;
export const AUDIENCE_FROM = 'templates t JOIN categories c ON c.id = t.category_id';

const AUDIENCE_SQL = `SELECT ${selectList(AUDIENCE_ROW_COLUMNS)} FROM ${AUDIENCE_FROM}`;

function audienceOf(rows: AudienceRow[]): Map<string, AudienceRow> {
  return new Map(rows.map((r) => [r.id, { ...r, orgs: (r.orgs ?? []).map(String) }]));
}

/**
 * Runs a catalog write inside `manager`'s transaction and records who stopped seeing which
 * template, so that `updates` can report `removed` to exactly those callers, and bumps
 * `updated_at` of templates whose audience changed, so that callers who gained one get it in
 * their next `templates`. Affected templates are row-locked, so concurrent writes to the same
 * templates take turns and each sees the audience the other left.
 */
export async function trackVisibility<T>(
  manager: EntityManager,
  affected: { templateIds?: string[]; categoryIds?: string[] },
  mutate: () => Promise<T>,
): Promise<T> {
  const templateIds = affected.templateIds ?? [];
  const categoryIds = affected.categoryIds ?? [];
  if (categoryIds.length) {
    await manager.query('SELECT id FROM categories WHERE id = ANY ($1::uuid[]) ORDER BY id FOR UPDATE', [categoryIds]);
  }
  const before = audienceOf(
    await manager.query(
      `${AUDIENCE_SQL} WHERE t.id = ANY ($1::uuid[]) OR t.category_id = ANY ($2::uuid[]) ORDER BY t.id FOR UPDATE OF t`,
      [templateIds, categoryIds],
    ),
  );
  const result = await mutate();
  if (before.size === 0) return result;
  const after = audienceOf(await manager.query(`${AUDIENCE_SQL} WHERE t.id = ANY ($1::uuid[])`, [[...before.keys()]]));
  const changed: string[] = [];
  const events: Record<string, unknown>[] = [];
  for (const [id, b] of before) {
    const a = after.get(id);
    const event = lossOf(b, a);
    if (a && (a.everyone !== b.everyone || !sameSet(a.orgs, b.orgs))) changed.push(id);
    if (!event) continue;
    events.push({
      template_id: id,
      slug: b.slug,
      lost_by_all: event.lostByAll,
      kept_org_ids: event.kept,
      lost_org_ids: event.lost,
      deleted: event.deleted,
    });
  }
  // All of a batch's events in one statement (a catalog apply may delete hundreds of templates).
  if (events.length) {
    await manager.query(
      `INSERT INTO template_visibility_events (template_id, slug, lost_by_all, kept_org_ids, lost_org_ids, deleted)
       SELECT template_id, slug, lost_by_all, kept_org_ids, lost_org_ids, deleted
         FROM jsonb_to_recordset($1::jsonb)
           AS e (template_id uuid, slug text, lost_by_all boolean, kept_org_ids uuid[], lost_org_ids uuid[],
                 deleted boolean)`,
      [JSON.stringify(events)],
    );
  }
  if (changed.length) {
    await manager.query('UPDATE templates SET updated_at = now() WHERE id = ANY ($1::uuid[])', [changed]);
  }
  return result;
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

/** Who could see it before (`b`) and cannot now (`a`; undefined when deleted). */
export function lossOf(
  b: { everyone: boolean; orgs: string[] },
  a: { everyone: boolean; orgs: string[] } | undefined,
): { lostByAll: boolean; kept: string[]; lost: string[]; deleted: boolean } | null {
  const deleted = a === undefined;
  const now = a ?? { everyone: false, orgs: [] };
  if (b.everyone) {
    if (now.everyone) return null;
    return { lostByAll: true, kept: now.orgs, lost: [], deleted };
  }
  if (now.everyone) return deleted ? { lostByAll: false, kept: [], lost: [], deleted } : null;
  const lost = b.orgs.filter((o) => !now.orgs.includes(o));
  if (!lost.length && !deleted) return null;
  return { lostByAll: false, kept: [], lost, deleted };
}
