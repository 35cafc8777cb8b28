import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { CatalogScope } from '../../auth/caller.js';
import { CatalogRepository } from '../catalog.repository.js';
import { AUDIENCE_FROM, lostByCallerSql, visibleTemplateSql } from '../visibility.js';

/** A template written since the last read, with who sees it now (visibility.ts, AUDIENCE_ROW_COLUMNS). */
export interface ChangedTemplate {
  id: string;
  updated_at: string;
  everyone: boolean;
  orgs: string[];
}

/** A visibility event recorded since the last read: who lost a template. */
export interface ChangedVisibility {
  id: string;
  lost_by_all: boolean;
  kept_org_ids: string[];
  lost_org_ids: string[];
}

export interface CatalogChanges {
  /** The sync horizon read first (epoch ms): every write committed before it is in `templates` / `events`. */
  horizon: number;
  templates: ChangedTemplate[];
  events: ChangedVisibility[];
}

/** The reads of the catalog event stream: one per change for all fleets, one per scope on a resume. */
@Injectable()
export class CatalogEventsRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly catalog: CatalogRepository,
  ) {}

  /**
   * What was written at or after `since` (epoch ms): the horizon first (the `updates` feed's rule), then the rows,
   * so nothing committed before the horizon is missing from them.
   */
  async changesSince(since: number): Promise<CatalogChanges> {
    const horizon = (await this.catalog.syncHorizon()).getTime();
    const [row]: { templates: ChangedTemplate[] | string; events: ChangedVisibility[] | string }[] =
      await this.db.query(
        `SELECT
           (SELECT coalesce(json_agg(x), '[]'::json) FROM (
              SELECT t.id, t.updated_at,
                     (t.is_public AND NOT c.is_private) AS everyone,
                     array_remove(array_append(CASE WHEN c.is_private
                       THEN ARRAY(SELECT ca.org_id FROM catalog_access ca WHERE ca.category_id = c.id)
                       ELSE '{}'::uuid[] END, t.owner_org_id), NULL) AS orgs
                FROM ${AUDIENCE_FROM} WHERE t.updated_at >= $1) x) AS templates,
           (SELECT coalesce(json_agg(e), '[]'::json) FROM (
              SELECT id::text AS id, lost_by_all, kept_org_ids, lost_org_ids
                FROM template_visibility_events WHERE occurred_at >= $1) e) AS events`,
        [new Date(since)],
      );
    const parse = <T>(value: T[] | string): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : value);
    return { horizon, templates: parse(row.templates), events: parse(row.events) };
  }

  /**
   * The newest change `scope` can see (epoch ms, 0 when none): a template visible to it written then, or a
   * visibility event that took one from it. A fleet resuming from cursor c has missed something iff this is ≥ c.
   */
  async lastVisibleChange(scope: CatalogScope): Promise<number> {
    const params: unknown[] = [];
    const visible = visibleTemplateSql(scope, params);
    const lost = lostByCallerSql(scope, params);
    const [row]: { last: Date | string | null }[] = await this.db.query(
      `SELECT greatest(
         (SELECT max(t.updated_at) FROM templates t JOIN categories c ON c.id = t.category_id WHERE ${visible}),
         (SELECT max(e.occurred_at) FROM template_visibility_events e WHERE ${lost})) AS last`,
      params,
    );
    return row.last === null ? 0 : new Date(row.last).getTime();
  }
}
