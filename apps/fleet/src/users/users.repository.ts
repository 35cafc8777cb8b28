import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FLEET_DATA_SOURCE } from '../database/data-source-name.js';
import type { DataSource } from 'typeorm';
import type { FleetRole, FleetUserAuthMethod } from '#lib/domain';
import type { UserStore } from '../auth/credential-stores.js';
import { type ColumnMap, returnedRows, selectList } from '#lib/database';

export interface UserRow {
  id: string;
  email: string | null;
  name: string;
  role: FleetRole;
  auth_method: FleetUserAuthMethod;
  issuer: string | null;
  session_version: number;
  last_login_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** From `fleet_users`, unqualified: the list is also a RETURNING list. */
export const USER_ROW_COLUMNS = {
  id: 'id',
  email: 'email',
  name: 'name',
  role: 'role',
  auth_method: 'auth_method',
  issuer: 'issuer',
  session_version: 'session_version',
  last_login_at: 'last_login_at',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const satisfies ColumnMap<UserRow>;

const COLUMNS = selectList(USER_ROW_COLUMNS);

@Injectable()
export class UsersRepository implements UserStore {
  constructor(@InjectDataSource(FLEET_DATA_SOURCE) private readonly db: DataSource) {}

  async list(): Promise<UserRow[]> {
    return this.db.query(`SELECT ${COLUMNS} FROM fleet_users ORDER BY lower(coalesce(email, name)), id`);
  }

  async find(id: string): Promise<UserRow | null> {
    const rows: UserRow[] = await this.db.query(`SELECT ${COLUMNS} FROM fleet_users WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  async findLocalWithHash(email: string): Promise<(UserRow & { password_hash: string | null }) | null> {
    const rows = await this.db.query(
      `SELECT ${COLUMNS}, password_hash FROM fleet_users WHERE auth_method = 'local' AND email = $1`,
      [email],
    );
    return rows[0] ?? null;
  }

  async createLocal(values: { email: string; name: string; role: FleetRole; passwordHash: string }): Promise<UserRow> {
    const [row] = await this.db.query(
      `INSERT INTO fleet_users (email, name, role, auth_method, password_hash) VALUES ($1, $2, $3, 'local', $4)
       RETURNING ${COLUMNS}`,
      [values.email, values.name, values.role, values.passwordHash],
    );
    return row;
  }

  /** Updates the given fields; a new password or role also ends the user's existing sessions. */
  async update(
    id: string,
    values: { email?: string; name?: string; role?: FleetRole; passwordHash?: string },
  ): Promise<UserRow | null> {
    const sets: string[] = [];
    const params: unknown[] = [id];
    const set = (column: string, value: unknown) => {
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    };
    if (values.email !== undefined) set('email', values.email);
    if (values.name !== undefined) set('name', values.name);
    if (values.role !== undefined) set('role', values.role);
    if (values.passwordHash !== undefined) set('password_hash', values.passwordHash);
    if (values.passwordHash !== undefined || values.role !== undefined)
      sets.push('session_version = session_version + 1');
    sets.push('updated_at = now()');
    const rows = returnedRows<UserRow>(
      await this.db.query(`UPDATE fleet_users SET ${sets.join(', ')} WHERE id = $1 RETURNING ${COLUMNS}`, params),
    );
    return rows[0] ?? null;
  }

  async delete(id: string): Promise<boolean> {
    const rows = returnedRows(await this.db.query('DELETE FROM fleet_users WHERE id = $1 RETURNING id', [id]));
    return rows.length > 0;
  }

  async touchLogin(id: string): Promise<void> {
    await this.db.query('UPDATE fleet_users SET last_login_at = now() WHERE id = $1', [id]);
  }

  async touchOidcLogin(issuer: string, subject: string): Promise<void> {
    await this.db.query(
      `UPDATE fleet_users SET last_login_at = now() WHERE auth_method = 'oidc' AND issuer = $1 AND subject = $2`,
      [issuer, subject],
    );
  }

  async findOidc(issuer: string, subject: string): Promise<UserRow | null> {
    const rows: UserRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM fleet_users WHERE auth_method = 'oidc' AND issuer = $1 AND subject = $2`,
      [issuer, subject],
    );
    return rows[0] ?? null;
  }

  async findOidcByEmail(email: string): Promise<(UserRow & { subject: string | null })[]> {
    return this.db.query(
      `SELECT ${COLUMNS}, subject FROM fleet_users WHERE auth_method = 'oidc' AND email = $1 ORDER BY created_at, id`,
      [email],
    );
  }

  /** Binds an OIDC user to (issuer, subject), unless another OIDC user holds that identity. */
  async relinkOidc(id: string, issuer: string, subject: string): Promise<boolean> {
    const rows = returnedRows(
      await this.db.query(
        `UPDATE fleet_users SET issuer = $2, subject = $3, updated_at = now()
          WHERE id = $1 AND auth_method = 'oidc'
            AND NOT EXISTS (SELECT 1 FROM fleet_users o
                             WHERE o.auth_method = 'oidc' AND o.issuer = $2 AND o.subject = $3 AND o.id <> $1)
          RETURNING id`,
        [id, issuer, subject],
      ),
    );
    return rows.length > 0;
  }

  /** Finds or provisions the fleet user of an OIDC identity; email and name follow the provider. */
  async upsertOidc(values: {
    issuer: string;
    subject: string;
    email: string | null;
    name: string;
    role: FleetRole;
  }): Promise<UserRow> {
    const [row] = await this.db.query(
      `INSERT INTO fleet_users (email, name, role, auth_method, issuer, subject, last_login_at)
       VALUES ($1, $2, $3, 'oidc', $4, $5, now())
       ON CONFLICT (issuer, subject) WHERE auth_method = 'oidc'
       DO UPDATE SET email = coalesce(EXCLUDED.email, fleet_users.email),
                     name = CASE WHEN EXCLUDED.name = '' THEN fleet_users.name ELSE EXCLUDED.name END,
                     updated_at = CASE WHEN fleet_users.email IS DISTINCT FROM coalesce(EXCLUDED.email, fleet_users.email)
                                         OR (EXCLUDED.name <> '' AND fleet_users.name <> EXCLUDED.name)
                                       THEN now() ELSE fleet_users.updated_at END
       RETURNING ${COLUMNS}`,
      [values.email, values.name, values.role, values.issuer, values.subject],
    );
    return row;
  }
}
