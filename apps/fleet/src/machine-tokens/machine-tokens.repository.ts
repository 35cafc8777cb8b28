import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FLEET_DATA_SOURCE } from '../database/data-source-name.js';
import type { DataSource } from 'typeorm';
import type { FleetRole } from '#lib/domain';
import type { MachineTokenStore } from '../auth/credential-stores.js';
import { type ColumnMap, returnedRows, selectList } from '#lib/database';

export interface MachineTokenRow {
  id: string;
  name: string;
  role: FleetRole;
  token_prefix: string;
  expires_in_days: number | null;
  expires_at: Date | null;
  revoked_at: Date | null;
  last_used_at: Date | null;
  created_by: string;
  created_at: Date;
  updated_at: Date;
}

/** From `machine_tokens`, unqualified: the list is also a RETURNING list. */
export const MACHINE_TOKEN_ROW_COLUMNS = {
  id: 'id',
  name: 'name',
  role: 'role',
  token_prefix: 'token_prefix',
  expires_in_days: 'expires_in_days',
  expires_at: 'expires_at',
  revoked_at: 'revoked_at',
  last_used_at: 'last_used_at',
  created_by: 'created_by',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const satisfies ColumnMap<MachineTokenRow>;

const COLUMNS = selectList(MACHINE_TOKEN_ROW_COLUMNS);

@Injectable()
export class MachineTokensRepository implements MachineTokenStore {
  constructor(@InjectDataSource(FLEET_DATA_SOURCE) private readonly db: DataSource) {}

  async list(): Promise<MachineTokenRow[]> {
    return this.db.query(`SELECT ${COLUMNS} FROM machine_tokens ORDER BY created_at DESC, id`);
  }

  async find(id: string): Promise<MachineTokenRow | null> {
    const rows: MachineTokenRow[] = await this.db.query(`SELECT ${COLUMNS} FROM machine_tokens WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  async findByHash(hash: string): Promise<MachineTokenRow | null> {
    const rows: MachineTokenRow[] = await this.db.query(`SELECT ${COLUMNS} FROM machine_tokens WHERE token_hash = $1`, [
      hash,
    ]);
    return rows[0] ?? null;
  }

  async create(values: {
    name: string;
    role: FleetRole;
    hash: string;
    prefix: string;
    expiresInDays: number | null;
    createdBy: string;
  }): Promise<MachineTokenRow> {
    const [row] = await this.db.query(
      `INSERT INTO machine_tokens (name, role, token_hash, token_prefix, expires_in_days, expires_at, created_by)
       VALUES ($1, $2, $3, $4, $5::int, CASE WHEN $5::int IS NULL THEN NULL ELSE now() + make_interval(days => $5::int) END, $6)
       RETURNING ${COLUMNS}`,
      [values.name, values.role, values.hash, values.prefix, values.expiresInDays, values.createdBy],
    );
    return row;
  }

  /** New secret, same id; the old secret stops working with this statement. Revoked tokens stay revoked. */
  async reissue(id: string, hash: string, prefix: string): Promise<MachineTokenRow | null> {
    const rows = returnedRows<MachineTokenRow>(
      await this.db.query(
        `UPDATE machine_tokens SET token_hash = $2, token_prefix = $3, updated_at = now(),
              expires_at = CASE WHEN expires_in_days IS NULL THEN NULL ELSE now() + make_interval(days => expires_in_days) END
        WHERE id = $1 AND revoked_at IS NULL
        RETURNING ${COLUMNS}`,
        [id, hash, prefix],
      ),
    );
    return rows[0] ?? null;
  }

  async revoke(id: string): Promise<MachineTokenRow | null> {
    const rows = returnedRows<MachineTokenRow>(
      await this.db.query(
        `UPDATE machine_tokens SET revoked_at = coalesce(revoked_at, now()), updated_at = now()
        WHERE id = $1 RETURNING ${COLUMNS}`,
        [id],
      ),
    );
    return rows[0] ?? null;
  }

  async touch(id: string): Promise<void> {
    await this.db.query('UPDATE machine_tokens SET last_used_at = now() WHERE id = $1', [id]);
  }
}
