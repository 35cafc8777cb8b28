import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FLEET_DATA_SOURCE } from '../database/data-source-name.js';
import type { DataSource } from 'typeorm';
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
}
