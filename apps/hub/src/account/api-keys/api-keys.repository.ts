import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ApiKeyStatus } from '#lib/domain';
import { returnedRows } from '../http-helpers.js';

export interface ApiKeyRow {
  id: string;
  org_id: string;
  name: string;
  key_prefix: string;
  status: ApiKeyStatus;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

export interface ApiKeyWithOrgRow extends ApiKeyRow {
  org_name: string;
  org_slug: string;
}

const COLUMNS = 'k.id, k.org_id, k.name, k.key_prefix, k.status, k.created_at, k.last_used_at, k.revoked_at';

/** Instance keys. Only hashes are stored; every statement is a single round trip. */
@Injectable()
export class ApiKeysRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  listForOrg(orgId: string): Promise<ApiKeyRow[]> {
    return this.db.query(`SELECT ${COLUMNS} FROM api_keys k WHERE k.org_id = $1 ORDER BY k.created_at, k.id`, [orgId]);
  }

  listAll(): Promise<ApiKeyWithOrgRow[]> {
    return this.db.query(
      `SELECT ${COLUMNS}, o.name AS org_name, o.slug AS org_slug
         FROM api_keys k JOIN organizations o ON o.id = k.org_id
        ORDER BY k.created_at, k.id`,
    );
  }

  async create(orgId: string, userId: string, name: string, hash: string, prefix: string): Promise<ApiKeyRow> {
    const rows: ApiKeyRow[] = await this.db.query(
      `INSERT INTO api_keys AS k (org_id, name, key_hash, key_prefix, created_by) VALUES ($1, $2, $3, $4, $5)
       RETURNING ${COLUMNS}`,
      [orgId, name, hash, prefix, userId],
    );
    return rows[0];
  }

  /**
   * Swaps the secret in one UPDATE: concurrent re-issues serialize on the row, the last to commit
   * wins, and every earlier secret (including the original) is refused from then on.
   */
  async reissue(orgId: string, id: string, hash: string, prefix: string): Promise<ApiKeyRow | 'not_found' | 'revoked'> {
    const rows = returnedRows<ApiKeyRow>(
      await this.db.query(
        `UPDATE api_keys k SET key_hash = $3, key_prefix = $4
        WHERE k.id = $1 AND k.org_id = $2 AND k.status = 'active'
       RETURNING ${COLUMNS}`,
        [id, orgId, hash, prefix],
      ),
    );
    if (rows[0]) return rows[0];
    const existing: { status: string }[] = await this.db.query(
      'SELECT status FROM api_keys WHERE id = $1 AND org_id = $2',
      [id, orgId],
    );
    return existing.length ? 'revoked' : 'not_found';
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
          `UPDATE api_keys k SET status = 'revoked', revoked_at = coalesce(k.revoked_at, now())
             FROM organizations o
            WHERE o.id = k.org_id AND k.id = $1 AND ($2::uuid IS NULL OR k.org_id = $2::uuid)
          RETURNING ${COLUMNS}, o.name AS org_name, o.slug AS org_slug`,
          [id, orgId],
        ),
      );
      if (rows[0]) await m.query('DELETE FROM dns_records WHERE instance_id = $1', [id]);
      return rows[0] ?? null;
    });
  }
}
