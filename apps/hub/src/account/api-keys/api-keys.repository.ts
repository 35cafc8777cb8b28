import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ApiKeyStatus } from '#lib/domain';
import { type ColumnMap, returnedRows, selectList } from '#lib/database';

export interface ApiKeyRow {
  id: string;
  org_id: string;
  name: string;
  key_prefix: string;
  status: ApiKeyStatus;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
  expires_at: Date | null;
  previous_expires_at: Date | null;
  previous_last_used_at: Date | null;
  /** Computed by the database clock: the current secret is past `expires_at`. */
  expired: boolean;
}

export interface ApiKeyWithOrgRow extends ApiKeyRow {
  org_name: string;
  org_slug: string;
}

/** From `api_keys k`. */
export const API_KEY_ROW_COLUMNS = {
  id: 'k.id',
  org_id: 'k.org_id',
  name: 'k.name',
  key_prefix: 'k.key_prefix',
  status: 'k.status',
  created_at: 'k.created_at',
  last_used_at: 'k.last_used_at',
  revoked_at: 'k.revoked_at',
  expires_at: 'k.expires_at',
  previous_expires_at: 'k.previous_expires_at',
  previous_last_used_at: 'k.previous_last_used_at',
  expired: 'coalesce(k.expires_at <= now(), false)',
} as const satisfies ColumnMap<ApiKeyRow>;

/** From API_KEY_WITH_ORG_FROM. */
export const API_KEY_WITH_ORG_ROW_COLUMNS = {
  ...API_KEY_ROW_COLUMNS,
  org_name: 'o.name',
  org_slug: 'o.slug',
} as const satisfies ColumnMap<ApiKeyWithOrgRow>;
export const API_KEY_WITH_ORG_FROM = 'api_keys k JOIN organizations o ON o.id = k.org_id';

const COLUMNS = selectList(API_KEY_ROW_COLUMNS);
const WITH_ORG_COLUMNS = selectList(API_KEY_WITH_ORG_ROW_COLUMNS);

const EXPIRES_AT = (param: string) =>
  `CASE WHEN ${param}::int IS NULL THEN NULL ELSE now() + make_interval(days => ${param}::int) END`;

/** Instance keys. Only hashes are stored; every statement is a single round trip. */
@Injectable()
export class ApiKeysRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  listForOrg(orgId: string): Promise<ApiKeyRow[]> {
    return this.db.query(`SELECT ${COLUMNS} FROM api_keys k WHERE k.org_id = $1 ORDER BY k.created_at, k.id`, [orgId]);
  }

  listAll(): Promise<ApiKeyWithOrgRow[]> {
    return this.db.query(
      `SELECT ${WITH_ORG_COLUMNS} FROM ${API_KEY_WITH_ORG_FROM}
        ORDER BY k.created_at, k.id`,
    );
  }

  async create(
    orgId: string,
    userId: string,
    name: string,
    hash: string,
    prefix: string,
    expiresInDays: number | null,
  ): Promise<ApiKeyRow> {
    const rows: ApiKeyRow[] = await this.db.query(
      `INSERT INTO api_keys AS k (org_id, name, key_hash, key_prefix, created_by, expires_at)
       VALUES ($1, $2, $3, $4, $5, ${EXPIRES_AT('$6')})
       RETURNING ${COLUMNS}`,
      [orgId, name, hash, prefix, userId, expiresInDays],
    );
    return rows[0];
  }

  /**
   * Swaps the secret in one UPDATE: concurrent re-issues serialize on the row, the last to commit wins.
   * With a grace window the secret being replaced becomes the previous one (never outliving its own
   * expiry); a previous secret kept by an earlier re-issue ends here either way, so at most two secrets
   * are ever accepted. SET expressions read the row as it was before this UPDATE. `expiresInDays: 'keep'`
   * leaves `expires_at` as it is, and changes nothing on a key whose expiry has passed ('expired').
   */
  async reissue(
    orgId: string,
    id: string,
    hash: string,
    prefix: string,
    options: { graceSeconds: number | null; expiresInDays: number | null | 'keep' },
  ): Promise<ApiKeyRow | 'not_found' | 'revoked' | 'expired'> {
    const keep = options.expiresInDays === 'keep';
    const rows = returnedRows<ApiKeyRow>(
      await this.db.query(
        `UPDATE api_keys k SET key_hash = $3, key_prefix = $4,
                expires_at = CASE WHEN $7::boolean THEN k.expires_at ELSE ${EXPIRES_AT('$6')} END,
                previous_key_hash = CASE WHEN $5::int IS NULL THEN NULL ELSE k.key_hash END,
                previous_key_prefix = CASE WHEN $5::int IS NULL THEN NULL ELSE k.key_prefix END,
                previous_expires_at = CASE WHEN $5::int IS NULL THEN NULL
                                      ELSE least(now() + make_interval(secs => $5::int), k.expires_at) END,
                previous_last_used_at = NULL
          WHERE k.id = $1 AND k.org_id = $2 AND k.status = 'active'
            AND NOT ($7::boolean AND coalesce(k.expires_at <= now(), false))
         RETURNING ${COLUMNS}`,
        [id, orgId, hash, prefix, options.graceSeconds, keep ? null : options.expiresInDays, keep],
      ),
    );
    if (rows[0]) return rows[0];
    const existing: { status: string }[] = await this.db.query(
      'SELECT status FROM api_keys WHERE id = $1 AND org_id = $2',
      [id, orgId],
    );
    if (!existing.length) return 'not_found';
    return existing[0].status === 'active' ? 'expired' : 'revoked';
  }

  /**
   * Revokes (idempotent: the first `revoked_at` is kept). `orgId` null = any organization (admins). The
   * instance's DNS record goes in the same transaction: a revoked key can neither serve nor delete it, and
   * its hostname must be free for the organization's next instance. The delete is its own statement, after
   * the update, so that it sees a record a DNS write racing the revocation committed meanwhile (that write
   * share-locks the key row, so the update waited for it).
   */
  async revoke(id: string, orgId: string | null): Promise<ApiKeyWithOrgRow | null> {
    return this.db.transaction(async (m) => {
      const rows = returnedRows<ApiKeyWithOrgRow>(
        await m.query(
          `UPDATE api_keys k SET status = 'revoked', revoked_at = coalesce(k.revoked_at, now()),
                  previous_key_hash = NULL, previous_expires_at = CASE WHEN k.previous_expires_at > now() THEN now() ELSE k.previous_expires_at END
             FROM organizations o
            WHERE o.id = k.org_id AND k.id = $1 AND ($2::uuid IS NULL OR k.org_id = $2::uuid)
          RETURNING ${WITH_ORG_COLUMNS}`,
          [id, orgId],
        ),
      );
      if (rows[0]) await m.query('DELETE FROM dns_records WHERE instance_id = $1', [id]);
      return rows[0] ?? null;
    });
  }
}
