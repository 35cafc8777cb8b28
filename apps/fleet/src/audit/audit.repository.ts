import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FLEET_DATA_SOURCE } from '../database/data-source-name.js';
import type { DataSource } from 'typeorm';
import type { ExportBatch, ExportCursor } from '#lib/common';
import type { ColumnMap } from '#lib/database';

export interface AuditEntry {
  token_id: string | null;
  token_prefix: string;
  method: string;
  path: string;
  status: number;
  at: Date;
  source_address: string | null;
  request_id: string | null;
}

export interface AuditRow extends AuditEntry {
  id: string;
}

/** From `machine_token_audit_log`, unqualified. */
export const AUDIT_ROW_COLUMNS = {
  id: 'id',
  token_id: 'token_id',
  token_prefix: 'token_prefix',
  method: 'method',
  path: 'path',
  status: 'status',
  at: 'at',
  source_address: 'source_address',
  request_id: 'request_id',
} as const satisfies ColumnMap<AuditRow>;

/** The trails the retention passes prune (FLEET_AUDIT_RETENTION_DAYS), by their indexed time column. */
export const AUDIT_TRAIL = { name: 'machine_token_audit_log', table: 'machine_token_audit_log', column: 'at' };
export const PERSON_AUDIT_TRAIL = { name: 'person_audit_log', table: 'person_audit_log', column: 'at' };

@Injectable()
export class AuditRepository {
  constructor(@InjectDataSource(FLEET_DATA_SOURCE) private readonly db: DataSource) {}

  /** One statement for a whole batch. */
  async insertMany(entries: AuditEntry[]): Promise<void> {
    if (!entries.length) return;
    const column = <K extends keyof AuditEntry>(key: K) => entries.map((e) => e[key]);
    await this.db.query(
      `INSERT INTO machine_token_audit_log (token_id, token_prefix, method, path, status, at, source_address, request_id)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::int[], $6::timestamptz[], $7::text[], $8::text[])`,
      [
        column('token_id'),
        column('token_prefix'),
        column('method'),
        column('path'),
        column('status'),
        entries.map((e) => e.at.toISOString()),
        column('source_address'),
        column('request_id'),
      ],
    );
  }

  /** One person's action (issue 33), stored at once: it is what the person just did, and the answer waits for it. */
  async insertPersonEvent(event: PersonEvent): Promise<void> {
    await this.db.query(
      `INSERT INTO person_audit_log (at, actor_id, actor_name, actor_email, actor_method, action, target, changes,
         source_address, request_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10)`,
      [
        event.at.toISOString(),
        event.actor_id,
        event.actor_name,
        event.actor_email,
        event.actor_method,
        event.action,
        event.target,
        JSON.stringify(event.changes),
        event.source_address,
        event.request_id,
      ],
    );
  }

  /**
   * The two trails as one, newest first: machine-token requests and people's actions. A filter that only one kind
   * has (`token_id`, `status` / `action`, `actor`) leaves the other kind out.
   */
  async page(filter: AuditFilter, limit: number, offset: number): Promise<{ rows: AuditListRow[]; total: number }> {
    const { sql, params } = unionOf(filter, null);
    const [{ count }] = await this.db.query(`SELECT count(*)::int AS count FROM (${sql}) e`, params);
    const rows: AuditListRow[] = await this.db.query(
      `SELECT * FROM (${sql}) e ORDER BY at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
      params,
    );
    return { rows, total: Number(count) };
  }

  /**
   * One keyset batch of an export, oldest first: `at` in [since, until), after `cursor`, over the (at, id)
   * indexes of both trails. The cursor keeps `at` as the database's text, microseconds and all.
   */
  async exportBatch(
    filter: AuditFilter,
    after: ExportCursor | null,
    limit: number,
  ): Promise<ExportBatch<AuditListRow>> {
    const { sql, params } = unionOf(filter, after);
    const rows: (AuditListRow & { cursor_at: string })[] = await this.db.query(
      `SELECT *, at::text AS cursor_at FROM (${sql}) e ORDER BY at, id LIMIT ${limit}`,
      params,
    );
    return rows.map(({ cursor_at, ...row }) => ({ row, cursor: { at: cursor_at, id: row.id } }));
  }
}

export interface PersonEvent {
  at: Date;
  actor_id: string;
  actor_name: string;
  actor_email: string | null;
  actor_method: string;
  action: string;
  target: string | null;
  changes: Record<string, unknown>;
  source_address: string | null;
  request_id: string | null;
}

export type AuditKind = 'machine' | 'person';

export interface AuditFilter {
  kind?: AuditKind;
  tokenId?: string;
  status?: { min: number; max: number };
  /** An action, or a family of them: `user` matches `user.create` and `user.role.change`. */
  action?: string;
  /** An actor's id, or their email (case-insensitive). */
  actor?: string;
  since?: Date;
  until?: Date;
}

/** A row of either trail, with the other trail's columns null. */
export interface AuditListRow {
  id: string;
  kind: AuditKind;
  at: Date;
  token_id: string | null;
  token_prefix: string | null;
  method: string | null;
  path: string | null;
  status: number | null;
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  actor_method: string | null;
  action: string | null;
  target: string | null;
  changes: Record<string, unknown> | null;
  source_address: string | null;
  request_id: string | null;
}

const MACHINE_SELECT = `SELECT id, 'machine'::text AS kind, at, token_id, token_prefix, method, path, status,
  NULL::text AS actor_id, NULL::text AS actor_name, NULL::text AS actor_email, NULL::text AS actor_method,
  NULL::text AS action, NULL::text AS target, NULL::jsonb AS changes, source_address, request_id
  FROM machine_token_audit_log`;

const PERSON_SELECT = `SELECT id, 'person'::text AS kind, at, NULL::uuid AS token_id, NULL::text AS token_prefix,
  NULL::text AS method, NULL::text AS path, NULL::int AS status, actor_id, actor_name, actor_email, actor_method,
  action, target, changes, source_address, request_id
  FROM person_audit_log`;

/**
 * The SELECT of the kinds the filter keeps, each with its own WHERE (so each uses its own indexes). Parameters are
 * numbered only as a kept part uses them: a parameter bound but used by no part (the time bounds when every kind is
 * filtered away) has no type PostgreSQL can determine, and the query would fail.
 */
function unionOf(filter: AuditFilter, after: ExportCursor | null): { sql: string; params: unknown[] } {
  const machineOnly = filter.tokenId !== undefined || filter.status !== undefined;
  const personOnly = filter.action !== undefined || filter.actor !== undefined;
  const keepMachine = filter.kind !== 'person' && !personOnly;
  const keepPerson = filter.kind !== 'machine' && !machineOnly;
  // Both kinds filtered away (e.g. kind=person&status=401, token_id with action): an empty answer of the same shape.
  if (!keepMachine && !keepPerson) return { sql: `${MACHINE_SELECT} WHERE false`, params: [] };

  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const common: string[] = [];
  if (filter.since) common.push(`at >= ${param(filter.since.toISOString())}`);
  if (filter.until) common.push(`at < ${param(filter.until.toISOString())}`);
  if (after) common.push(`(at, id) > (${param(after.at)}::timestamptz, ${param(after.id)}::uuid)`);

  const parts: string[] = [];
  if (keepMachine) {
    const where = [...common];
    if (filter.tokenId) where.push(`token_id = ${param(filter.tokenId)}`);
    if (filter.status) where.push(`status BETWEEN ${param(filter.status.min)} AND ${param(filter.status.max)}`);
    parts.push(`${MACHINE_SELECT}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`);
  }
  if (keepPerson) {
    const where = [...common];
    if (filter.action) {
      const action = param(filter.action);
      where.push(`(action = ${action} OR starts_with(action, ${action} || '.'))`);
    }
    if (filter.actor) {
      const actor = param(filter.actor);
      where.push(`(actor_id = ${actor} OR lower(actor_email) = lower(${actor}))`);
    }
    parts.push(`${PERSON_SELECT}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`);
  }
  return { sql: parts.join(' UNION ALL '), params };
}
