import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FLEET_DATA_SOURCE } from '../database/data-source-name.js';
import type { DataSource } from 'typeorm';
import type { ExportBatch, ExportCursor } from '#lib/common';
import { type ColumnMap, selectList } from '#lib/database';

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

const COLUMNS = selectList(AUDIT_ROW_COLUMNS);

/** The trail the retention passes prune (FLEET_AUDIT_RETENTION_DAYS), by its indexed time column. */
export const AUDIT_TRAIL = { name: 'machine_token_audit_log', table: 'machine_token_audit_log', column: 'at' };

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

  async page(
    filter: { tokenId?: string; since?: Date; status?: { min: number; max: number } },
    limit: number,
    offset: number,
  ): Promise<{ rows: AuditRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.tokenId) {
      params.push(filter.tokenId);
      where.push(`token_id = $${params.length}`);
    }
    if (filter.since) {
      params.push(filter.since.toISOString());
      where.push(`at >= $${params.length}`);
    }
    if (filter.status) {
      params.push(filter.status.min, filter.status.max);
      where.push(`status BETWEEN $${params.length - 1} AND $${params.length}`);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ count }] = await this.db.query(
      `SELECT count(*)::int AS count FROM machine_token_audit_log ${clause}`,
      params,
    );
    const rows: AuditRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM machine_token_audit_log ${clause}
        ORDER BY at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
      params,
    );
    return { rows, total: Number(count) };
  }

  /**
   * One keyset batch of an export, oldest first: `at` in [since, until), after `cursor`, over the (at, id)
   * index. The cursor keeps `at` as the database's text, microseconds and all.
   */
  async exportBatch(
    range: { since?: Date; until?: Date },
    after: ExportCursor | null,
    limit: number,
  ): Promise<ExportBatch<AuditRow>> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (range.since) {
      params.push(range.since.toISOString());
      where.push(`at >= $${params.length}`);
    }
    if (range.until) {
      params.push(range.until.toISOString());
      where.push(`at < $${params.length}`);
    }
    if (after) {
      params.push(after.at, after.id);
      where.push(`(at, id) > ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const rows: (AuditRow & { cursor_at: string })[] = await this.db.query(
      `SELECT ${COLUMNS}, at::text AS cursor_at FROM machine_token_audit_log ${clause}
        ORDER BY at, id LIMIT ${limit}`,
      params,
    );
    return rows.map(({ cursor_at, ...row }) => ({ row, cursor: { at: cursor_at, id: row.id } }));
  }
}
