import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type ColumnMap, QUIET_WRITE, selectList } from '#lib/database';
import type { ApiKeyStatus, OrgRole, OrgStatus, UserRole } from '#lib/domain';

export interface KeyRow {
  id: string;
  org_id: string;
  status: ApiKeyStatus;
  org_status: OrgStatus;
  /** True when the hash is the current secret's, false when it is the previous secret's. */
  current: boolean;
  /** The current secret is past `expires_at`. */
  expired: boolean;
  /** The previous secret is inside its grace window. */
  previous_open: boolean;
  /** When the secret this hash is (current or previous) stops working, epoch ms; null: never. */
  valid_until_ms: string | number | null;
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

/** From KEY_FROM; `$1` is the presented secret's hash. */
export const KEY_ROW_COLUMNS = {
  id: 'k.id',
  org_id: 'k.org_id',
  status: 'k.status',
  org_status: 'o.status',
  current: 'k.key_hash = $1',
  expired: 'coalesce(k.expires_at <= now(), false)',
  previous_open: 'coalesce(k.previous_expires_at > now(), false)',
  valid_until_ms:
    'floor(extract(epoch FROM CASE WHEN k.key_hash = $1 THEN k.expires_at ELSE k.previous_expires_at END) * 1000)',
} as const satisfies ColumnMap<KeyRow>;
export const KEY_FROM = 'api_keys k JOIN organizations o ON o.id = k.org_id';

export const USER_ROW_COLUMNS = {
  id: 'u.id',
  email: 'u.email',
  name: 'u.name',
  role: 'u.role',
  org_id: 'm.org_id',
  org_role: 'm.role',
  org_status: 'o.status',
} as const satisfies ColumnMap<UserRow>;
export const USER_FROM = `users u
  LEFT JOIN organization_memberships m ON m.user_id = u.id
  LEFT JOIN organizations o ON o.id = m.org_id`;

const KEY_SELECT = `SELECT ${selectList(KEY_ROW_COLUMNS)} FROM ${KEY_FROM}`;

/** Instance-key lookups: one round trip each on the hot path (users: identities.repository.ts). */
@Injectable()
export class AuthRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async findKeyByHash(hash: string): Promise<KeyRow | null> {
    const rows: KeyRow[] = await this.db.query(`${KEY_SELECT} WHERE k.key_hash = $1 OR k.previous_key_hash = $1`, [
      hash,
    ]);
    return rows[0] ?? null;
  }

  async touchKey(id: string): Promise<void> {
    await this.db.query(`${QUIET_WRITE} UPDATE api_keys SET last_used_at = now() WHERE id = $1`, [id]);
  }

  /**
   * A use of the previous secret during its grace window: recorded apart from `last_used_at`, so the owner
   * sees when the fleet has switched, and raised once per rotation as an organization notification.
   */
  async touchPreviousKey(id: string): Promise<void> {
    await this.db.query(
      `${QUIET_WRITE} WITH k AS (
         UPDATE api_keys SET previous_last_used_at = now()
          WHERE id = $1 AND previous_expires_at > now() AND previous_key_hash IS NOT NULL
          RETURNING id, org_id, name, previous_key_prefix, previous_expires_at)
       INSERT INTO notifications (org_id, kind, credential_type, credential_id, credential_name, credential_prefix, expires_at)
       SELECT org_id, 'previous_secret_in_use', 'api_key', id, name, previous_key_prefix, previous_expires_at FROM k
       ON CONFLICT (org_id, kind, credential_id, expires_at) DO NOTHING`,
      [id],
    );
  }
}
