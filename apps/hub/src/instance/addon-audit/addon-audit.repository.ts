import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ExportBatch, ExportCursor } from '#lib/common';
import { type ColumnMap, selectList } from '#lib/database';

export interface EventRow {
  event_id: string;
  instance_id: string;
  org_id: string;
  occurred_at: Date;
  addon: string;
  action: string;
  actor: string | null;
  target: string | null;
  outcome: string | null;
  metadata: Record<string, unknown> | null;
  received_at: Date;
}

/** From `addon_audit_events`. */
export const EVENT_ROW_COLUMNS = {
  event_id: 'event_id',
  instance_id: 'instance_id',
  org_id: 'org_id',
  occurred_at: 'occurred_at',
  addon: 'addon',
  action: 'action',
  actor: 'actor',
  target: 'target',
  outcome: 'outcome',
  metadata: 'metadata',
  received_at: 'received_at',
} as const satisfies ColumnMap<EventRow>;

export interface EventInput {
  id: string;
  occurred_at: string;
  addon: string;
  action: string;
  actor: string | null;
  target: string | null;
  outcome: string | null;
  metadata: Record<string, unknown> | null;
}

export interface EventFilter {
  instanceId?: string;
  orgId?: string;
  addon?: string;
  since?: Date;
  /** Exclusive; the export's upper bound. */
  until?: Date;
}

function whereOf(filter: EventFilter, params: unknown[]): string[] {
  const where: string[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (filter.instanceId !== undefined) add('instance_id = ?', filter.instanceId);
  if (filter.orgId !== undefined) add('org_id = ?', filter.orgId);
  if (filter.addon !== undefined) add('addon = ?', filter.addon);
  if (filter.since !== undefined) add('occurred_at >= ?', filter.since);
  if (filter.until !== undefined) add('occurred_at < ?', filter.until);
  return where;
}

@Injectable()
export class AddonAuditRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * One statement per batch; the unique (instance_id, event_id) index makes a repeat a no-op, also
   * against a concurrent batch. Rows go in event-id order so that two batches sharing ids always
   * take their index locks in the same order (no deadlock). Answers how many rows were stored.
   */
  async insert(instanceId: string, orgId: string, events: EventInput[]): Promise<number> {
    const rows: unknown[] = await this.db.query(
      `INSERT INTO addon_audit_events
         (instance_id, org_id, event_id, occurred_at, addon, action, actor, target, outcome, metadata)
       SELECT $1, $2, e.id, e.occurred_at, e.addon, e.action, e.actor, e.target, e.outcome, e.metadata
         FROM jsonb_to_recordset($3::jsonb) AS e(id uuid, occurred_at timestamptz, addon text, action text,
              actor text, target text, outcome text, metadata jsonb)
        ORDER BY e.id
       ON CONFLICT (instance_id, event_id) DO NOTHING
       RETURNING 1`,
      [instanceId, orgId, JSON.stringify(events)],
    );
    return rows.length;
  }

  async list(filter: EventFilter, limit: number, offset: number): Promise<{ rows: EventRow[]; total: number }> {
    const params: unknown[] = [];
    const where = whereOf(filter, params);
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ count }]: { count: string | number }[] = await this.db.query(
      `SELECT count(*) AS count FROM addon_audit_events ${clause}`,
      params,
    );
    const rows: EventRow[] = await this.db.query(
      `SELECT ${selectList(EVENT_ROW_COLUMNS)}
         FROM addon_audit_events ${clause}
        ORDER BY occurred_at, event_id
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    return { rows, total: Number(count) };
  }

  /** One keyset batch of an export, by (occurred_at, id); the cursor keeps occurred_at as the database's text. */
  async exportBatch(filter: EventFilter, after: ExportCursor | null, limit: number): Promise<ExportBatch<EventRow>> {
    const params: unknown[] = [];
    const where = whereOf(filter, params);
    if (after) {
      params.push(after.at, after.id);
      where.push(`(occurred_at, id) > ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const rows: (EventRow & { cursor_at: string; cursor_id: string })[] = await this.db.query(
      `SELECT ${selectList(EVENT_ROW_COLUMNS)}, occurred_at::text AS cursor_at, id AS cursor_id
         FROM addon_audit_events ${clause}
        ORDER BY occurred_at, id
        LIMIT ${limit}`,
      params,
    );
    return rows.map(({ cursor_at, cursor_id, ...row }) => ({ row, cursor: { at: cursor_at, id: cursor_id } }));
  }
}
