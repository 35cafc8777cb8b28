import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type ColumnMap, QUIET_WRITE, returnedRows, selectList } from '#lib/database';
import type { ApiKeyStatus, OrgRole, OrgStatus } from '#lib/domain';

export interface TokenRow {
  id: string;
  name: string;
  token_prefix: string;
  instance_id: string;
  instance_name: string;
  org_id: string;
  user_id: string;
  user_email: string | null;
  expires_at: Date | null;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
  previous_expires_at: Date | null;
  previous_last_used_at: Date | null;
}

export interface InstanceRow {
  id: string;
  org_id: string;
  status: ApiKeyStatus;
}

/** Everything the MCP endpoint checks about a token, read in one round trip. */
export interface TokenAuthRow {
  id: string;
  user_id: string;
  instance_id: string;
  org_id: string;
  /** True when the hash is the current secret's, false when it is the previous secret's. */
  current: boolean;
  /** The previous secret is inside its grace window. */
  previous_open: boolean;
  expired: boolean;
  revoked: boolean;
  key_status: ApiKeyStatus;
  org_status: OrgStatus;
  minter_role: OrgRole | null;
  /** When the secret this hash is (current or previous) stops working, epoch ms; null: never. */
  valid_until_ms: string | number | null;
}

export const TOKEN_ROW_COLUMNS = {
  id: 't.id',
  name: 't.name',
  token_prefix: 't.token_prefix',
  instance_id: 't.instance_id',
  instance_name: 'k.name',
  org_id: 'k.org_id',
  user_id: 't.user_id',
  user_email: 'u.email',
  expires_at: 't.expires_at',
  created_at: 't.created_at',
  last_used_at: 't.last_used_at',
  revoked_at: 't.revoked_at',
  previous_expires_at: 't.previous_expires_at',
  previous_last_used_at: 't.previous_last_used_at',
} as const satisfies ColumnMap<TokenRow>;
export const TOKEN_FROM = `personal_access_tokens t
  JOIN api_keys k ON k.id = t.instance_id
  JOIN users u ON u.id = t.user_id`;

const TOKEN_SELECT = `SELECT ${selectList(TOKEN_ROW_COLUMNS)} FROM ${TOKEN_FROM}`;

/** From `api_keys`, unqualified. */
export const INSTANCE_ROW_COLUMNS = {
  id: 'id',
  org_id: 'org_id',
  status: 'status',
} as const satisfies ColumnMap<InstanceRow>;

/** From TOKEN_AUTH_FROM; `$1` is the presented secret's hash. */
export const TOKEN_AUTH_ROW_COLUMNS = {
  id: 't.id',
  user_id: 't.user_id',
  instance_id: 't.instance_id',
  org_id: 'k.org_id',
  current: 't.token_hash = $1',
  previous_open: 'coalesce(t.previous_expires_at > now(), false)',
  expired: '(t.expires_at IS NOT NULL AND t.expires_at <= now())',
  revoked: '(t.revoked_at IS NOT NULL)',
  key_status: 'k.status',
  org_status: 'o.status',
  minter_role: 'm.role',
  valid_until_ms: `floor(extract(epoch FROM CASE WHEN t.token_hash = $1 THEN t.expires_at
    ELSE least(t.previous_expires_at, t.expires_at) END) * 1000)`,
} as const satisfies ColumnMap<TokenAuthRow>;
export const TOKEN_AUTH_FROM = `personal_access_tokens t
  JOIN api_keys k ON k.id = t.instance_id
  JOIN organizations o ON o.id = k.org_id
  LEFT JOIN organization_memberships m ON m.user_id = t.user_id AND m.org_id = k.org_id`;

const INSTANCE_SELECT = `SELECT ${selectList(INSTANCE_ROW_COLUMNS)} FROM api_keys`;
const TOKEN_AUTH_SELECT = `SELECT ${selectList(TOKEN_AUTH_ROW_COLUMNS)} FROM ${TOKEN_AUTH_FROM}`;

@Injectable()
export class AccessTokensRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async findInstance(id: string): Promise<InstanceRow | null> {
    const rows: InstanceRow[] = await this.db.query(`${INSTANCE_SELECT} WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  /**
   * Inserts the token only while its minter is still a member of the key's organization, holding a share
   * lock on that membership until the insert commits: a concurrent removal of the member waits for it and
   * then revokes this token with the others, or went first and nothing is inserted (null).
   */
  async insert(values: {
    userId: string;
    instanceId: string;
    name: string;
    hash: string;
    prefix: string;
    expiresInDays: number | null;
  }): Promise<TokenRow | null> {
    const rows = returnedRows<{ id: string }>(
      await this.db.query(
        `INSERT INTO personal_access_tokens (user_id, instance_id, name, token_hash, token_prefix, expires_at)
         SELECT $1::uuid, $2::uuid, $3::text, $4::text, $5::text,
                CASE WHEN $6::int IS NULL THEN NULL ELSE now() + make_interval(days => $6::int) END
           FROM organization_memberships m
           JOIN api_keys k ON k.org_id = m.org_id
          WHERE m.user_id = $1::uuid AND k.id = $2::uuid
            FOR SHARE OF m
         RETURNING id`,
        [values.userId, values.instanceId, values.name, values.hash, values.prefix, values.expiresInDays],
      ),
    );
    return rows[0] ? this.find(rows[0].id) : null;
  }

  async find(id: string): Promise<TokenRow | null> {
    const rows: TokenRow[] = await this.db.query(`${TOKEN_SELECT} WHERE t.id = $1`, [id]);
    return rows[0] ?? null;
  }

  listByUser(userId: string): Promise<TokenRow[]> {
    return this.db.query(`${TOKEN_SELECT} WHERE t.user_id = $1 ORDER BY t.created_at DESC, t.id`, [userId]);
  }

  listByOrganization(orgId: string): Promise<TokenRow[]> {
    return this.db.query(`${TOKEN_SELECT} WHERE k.org_id = $1 ORDER BY t.created_at DESC, t.id`, [orgId]);
  }

  /**
   * Replaces the secret only while the token is still the minter's and not revoked; false otherwise. Without
   * a grace window the old hash stops matching the moment this commits; with one it becomes the previous
   * secret until then (never past the token's expiry). A previous secret of an earlier rotation ends here.
   */
  async rotate(
    id: string,
    userId: string,
    hash: string,
    prefix: string,
    graceSeconds: number | null,
    expiresInDays: number | null | 'keep' = 'keep',
  ): Promise<boolean> {
    const keep = expiresInDays === 'keep';
    const result: [unknown[], number] = await this.db.query(
      `UPDATE personal_access_tokens t SET token_hash = $3, token_prefix = $4,
              expires_at = CASE WHEN $7::boolean THEN t.expires_at WHEN $6::int IS NULL THEN NULL
                           ELSE now() + make_interval(days => $6::int) END,
              previous_token_hash = CASE WHEN $5::int IS NULL THEN NULL ELSE t.token_hash END,
              previous_token_prefix = CASE WHEN $5::int IS NULL THEN NULL ELSE t.token_prefix END,
              previous_expires_at = CASE WHEN $5::int IS NULL THEN NULL
                                    ELSE least(now() + make_interval(secs => $5::int), t.expires_at) END,
              previous_last_used_at = NULL
        WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id`,
      [id, userId, hash, prefix, graceSeconds, keep ? null : expiresInDays, keep],
    );
    return result[1] === 1;
  }

  /** Revocation ends a previous secret's grace window too. */
  async revoke(id: string): Promise<void> {
    await this.db.query(
      `UPDATE personal_access_tokens SET revoked_at = coalesce(revoked_at, now()), previous_token_hash = NULL,
              previous_expires_at = CASE WHEN previous_expires_at > now() THEN now() ELSE previous_expires_at END
        WHERE id = $1`,
      [id],
    );
  }

  async findForAuth(hash: string): Promise<TokenAuthRow | null> {
    const rows: TokenAuthRow[] = await this.db.query(
      `${TOKEN_AUTH_SELECT} WHERE t.token_hash = $1 OR t.previous_token_hash = $1`,
      [hash],
    );
    return rows[0] ?? null;
  }

  async touch(id: string, current: boolean): Promise<void> {
    await this.db.query(
      `${QUIET_WRITE} UPDATE personal_access_tokens SET ${current ? 'last_used_at' : 'previous_last_used_at'} = now() WHERE id = $1`,
      [id],
    );
  }
}
