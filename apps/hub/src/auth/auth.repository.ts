import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ApiKeyStatus, OrgRole, OrgStatus, UserRole } from '#lib/domain';

export interface KeyRow {
  id: string;
  org_id: string;
  status: ApiKeyStatus;
  org_status: OrgStatus;
}

export interface UserRow {
  id: string;
  email: string | null;
  name: string;
  role: UserRole;
  org_id: string | null;
  org_role: OrgRole | null;
  org_status: OrgStatus | null;
}

const USER_SELECT = `SELECT u.id, u.email, u.name, u.role, m.org_id, m.role AS org_role, o.status AS org_status
  FROM users u
  LEFT JOIN organization_memberships m ON m.user_id = u.id
  LEFT JOIN organizations o ON o.id = m.org_id`;

/** Credential lookups: one round trip each on the hot path. */
@Injectable()
export class AuthRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async findKeyByHash(hash: string): Promise<KeyRow | null> {
    const rows: KeyRow[] = await this.db.query(
      `SELECT k.id, k.org_id, k.status, o.status AS org_status
         FROM api_keys k JOIN organizations o ON o.id = k.org_id
        WHERE k.key_hash = $1`,
      [hash],
    );
    return rows[0] ?? null;
  }

  async touchKey(id: string): Promise<void> {
    await this.db.query('UPDATE api_keys SET last_used_at = now() WHERE id = $1', [id]);
  }

  async findUser(issuer: string, subject: string): Promise<UserRow | null> {
    const rows: UserRow[] = await this.db.query(`${USER_SELECT} WHERE u.issuer = $1 AND u.subject = $2`, [
      issuer,
      subject,
    ]);
    return rows[0] ?? null;
  }

  /** Creates the user if absent (a concurrent first call may win the race; then it is read back). */
  async insertUser(issuer: string, subject: string, email: string | null, name: string, role: UserRole): Promise<void> {
    await this.db.query(
      `INSERT INTO users (issuer, subject, email, name, role) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (issuer, subject) DO NOTHING`,
      [issuer, subject, email, name, role],
    );
  }

  async updateUserIdentity(id: string, email: string | null, role: UserRole): Promise<void> {
    await this.db.query('UPDATE users SET email = $2, role = $3, updated_at = now() WHERE id = $1', [id, email, role]);
  }
}
