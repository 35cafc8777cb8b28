import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FLEET_DATA_SOURCE } from '../database/data-source-name.js';
import type { DataSource } from 'typeorm';
import { type ColumnMap, returnedRows, selectList } from '#lib/database';

export interface SecretRow {
  name: string;
  value_encrypted: string;
  updated_at: Date;
}

/** From `secrets`, unqualified: the list is also a RETURNING list. */
export const SECRET_ROW_COLUMNS = {
  name: 'name',
  value_encrypted: 'value_encrypted',
  updated_at: 'updated_at',
} as const satisfies ColumnMap<SecretRow>;

const COLUMNS = selectList(SECRET_ROW_COLUMNS);

@Injectable()
export class SecretsRepository {
  constructor(@InjectDataSource(FLEET_DATA_SOURCE) private readonly db: DataSource) {}

  async list(): Promise<{ name: string; updated_at: Date }[]> {
    return this.db.query('SELECT name, updated_at FROM secrets ORDER BY name');
  }

  async find(name: string): Promise<SecretRow | null> {
    const rows: SecretRow[] = await this.db.query(`SELECT ${COLUMNS} FROM secrets WHERE name = $1`, [name]);
    return rows[0] ?? null;
  }

  /** `created`: there was no secret of this name before (xmax is 0 on a row the statement inserted). */
  async put(name: string, valueEncrypted: string): Promise<SecretRow & { created: boolean }> {
    const [row] = await this.db.query(
      `INSERT INTO secrets (name, value_encrypted) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET value_encrypted = EXCLUDED.value_encrypted, updated_at = now()
       RETURNING ${COLUMNS}, (xmax = 0) AS created`,
      [name, valueEncrypted],
    );
    return row;
  }

  async delete(name: string): Promise<boolean> {
    return returnedRows(await this.db.query('DELETE FROM secrets WHERE name = $1 RETURNING name', [name])).length > 0;
  }
}
