import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type ColumnMap, selectList } from '#lib/database';
import type { FitTemplate } from '#lib/hardware';
import type { CatalogScope } from '../../auth/caller.js';
import { visibleTemplateSql } from '../visibility.js';

export interface FitTemplateRow extends FitTemplate {
  id: string;
  slug: string;
}

/** What the fit rules read of a template, from `templates t` (tolerations included: they are not in the catalog object). */
export const FIT_TEMPLATE_ROW_COLUMNS = {
  id: 't.id',
  slug: 't.slug',
  gpu_count: 't.gpu_count',
  vram_request: 't.vram_request',
  cpu_request: 't.cpu_request',
  memory_request: 't.memory_request',
  node_selector: 't.node_selector',
  tolerations: 't.tolerations',
  required_network_types: 't.required_network_types',
  min_tier: 't.min_tier',
  concurrent_jobs: 't.concurrent_jobs',
} as const satisfies ColumnMap<FitTemplateRow>;

export interface InstanceHardwareRow {
  tier: string;
  inventory: Record<string, unknown> | null;
  reported_at: Date | null;
}

/** An instance's organization tier and its last inventory, from INSTANCE_HARDWARE_FROM. */
export const INSTANCE_HARDWARE_ROW_COLUMNS = {
  tier: 'o.tier',
  inventory: 'i.inventory',
  reported_at: 'i.reported_at',
} as const satisfies ColumnMap<InstanceHardwareRow>;
export const INSTANCE_HARDWARE_FROM =
  'api_keys k JOIN organizations o ON o.id = k.org_id LEFT JOIN instance_inventories i ON i.instance_id = k.id';

const FIT_COLUMNS = selectList(FIT_TEMPLATE_ROW_COLUMNS);

@Injectable()
export class FitRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async hardware(instanceId: string): Promise<InstanceHardwareRow | null> {
    const rows: InstanceHardwareRow[] = await this.db.query(
      `SELECT ${selectList(INSTANCE_HARDWARE_ROW_COLUMNS)} FROM ${INSTANCE_HARDWARE_FROM} WHERE k.id = $1`,
      [instanceId],
    );
    return rows[0] ?? null;
  }

  async bySlug(scope: CatalogScope, slug: string): Promise<FitTemplateRow | null> {
    const params: unknown[] = [slug];
    const rows: FitTemplateRow[] = await this.db.query(
      `SELECT ${FIT_COLUMNS} FROM templates t JOIN categories c ON c.id = t.category_id
        WHERE t.slug = $1 AND ${visibleTemplateSql(scope, params)}`,
      params,
    );
    return rows[0] ?? null;
  }

  /** The fit fields of one published revision of a template, from its snapshot (DEPLOYABLE_COLUMNS). */
  async revision(templateId: string, revision: number): Promise<FitTemplate | null> {
    const rows: { snapshot: Record<string, unknown> }[] = await this.db.query(
      'SELECT r.snapshot FROM template_revisions r WHERE r.template_id = $1 AND r.revision = $2',
      [templateId, revision],
    );
    const snapshot = rows[0]?.snapshot;
    if (!snapshot) return null;
    const fields = Object.keys(FIT_TEMPLATE_ROW_COLUMNS).filter((f) => f !== 'id' && f !== 'slug');
    return Object.fromEntries(fields.map((f) => [f, snapshot[f]])) as unknown as FitTemplate;
  }

  /** The fit fields of templates already known to be visible (a list page). */
  async byIds(ids: string[]): Promise<FitTemplateRow[]> {
    if (!ids.length) return [];
    return this.db.query(`SELECT ${FIT_COLUMNS} FROM templates t WHERE t.id = ANY($1::uuid[])`, [ids]);
  }
}
