import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { CredentialType } from '#lib/domain';
import { type ColumnMap, returnedRows, selectList } from '#lib/database';

/** One credential (or one previous secret of it) that a leak report ended. */
export interface RevokedCredential {
  type: CredentialType;
  id: string;
  org_id: string;
  instance_id: string;
  name: string;
  prefix: string;
  secret: 'current' | 'previous';
}

type Row = Omit<RevokedCredential, 'type' | 'secret'>;

const KEY_COLUMNS = {
  id: 'k.id',
  org_id: 'k.org_id',
  instance_id: 'k.id',
  name: 'k.name',
  prefix: 'k.key_prefix',
} as const satisfies ColumnMap<Row>;

const TOKEN_COLUMNS = {
  id: 't.id',
  org_id: 'k.org_id',
  instance_id: 't.instance_id',
  name: 't.name',
  prefix: 't.token_prefix',
} as const satisfies ColumnMap<Row>;

/**
 * What each UPDATE below returns of a credential it ended, the prefix being that of the secret it ended: keys
 * from `api_keys k`, tokens from `personal_access_tokens t` with their instance key `k`.
 */
export const REVOKED_ROW_COLUMNS = {
  key: KEY_COLUMNS,
  previousKey: { ...KEY_COLUMNS, prefix: 'k.previous_key_prefix' },
  token: TOKEN_COLUMNS,
  previousToken: { ...TOKEN_COLUMNS, prefix: 't.previous_token_prefix' },
} as const satisfies Record<string, ColumnMap<Row>>;

@Injectable()
export class CredentialRevocationRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Ends every active credential whose current or previous secret has one of these hashes, in one
   * transaction: a current secret revokes its key or token (a key's DNS record goes with it, as on any
   * revocation); a previous secret still in its grace window just ends there, the credential stays. Each one
   * gets an organization notification and an audit event (addon `hub`, action `credential.leak_reported`)
   * naming it and the reporter's `source`. Expired and revoked credentials are left alone: they are not usable.
   */
  revoke(keyHashes: string[], tokenHashes: string[], source: string | null): Promise<RevokedCredential[]> {
    return this.db.transaction(async (m) => {
      const ended: RevokedCredential[] = [];
      if (keyHashes.length) {
        const keys = await this.rows(
          m,
          `UPDATE api_keys k SET status = 'revoked', revoked_at = coalesce(k.revoked_at, now()),
                  previous_key_hash = NULL, previous_expires_at = CASE WHEN k.previous_expires_at > now() THEN now() ELSE k.previous_expires_at END
            WHERE k.key_hash = ANY($1::text[]) AND k.status = 'active' AND (k.expires_at IS NULL OR k.expires_at > now())
           RETURNING ${selectList(REVOKED_ROW_COLUMNS.key)}`,
          keyHashes,
        );
        if (keys.length) {
          // After the update, like ApiKeysRepository.revoke: a DNS write racing it has committed or will find it revoked.
          await m.query('DELETE FROM dns_records WHERE instance_id = ANY($1::uuid[])', [keys.map((k) => k.id)]);
        }
        ended.push(...keys.map((r) => ({ ...r, type: 'api_key' as const, secret: 'current' as const })));
        const previous = await this.rows(
          m,
          `UPDATE api_keys k SET previous_key_hash = NULL, previous_expires_at = now()
            WHERE k.previous_key_hash = ANY($1::text[]) AND k.status = 'active' AND k.previous_expires_at > now()
           RETURNING ${selectList(REVOKED_ROW_COLUMNS.previousKey)}`,
          keyHashes,
        );
        ended.push(...previous.map((r) => ({ ...r, type: 'api_key' as const, secret: 'previous' as const })));
      }
      if (tokenHashes.length) {
        const tokens = await this.rows(
          m,
          `UPDATE personal_access_tokens t SET revoked_at = now(), previous_token_hash = NULL,
                  previous_expires_at = CASE WHEN t.previous_expires_at > now() THEN now() ELSE t.previous_expires_at END
             FROM api_keys k
            WHERE k.id = t.instance_id AND t.token_hash = ANY($1::text[]) AND t.revoked_at IS NULL
              AND (t.expires_at IS NULL OR t.expires_at > now())
           RETURNING ${selectList(REVOKED_ROW_COLUMNS.token)}`,
          tokenHashes,
        );
        ended.push(...tokens.map((r) => ({ ...r, type: 'access_token' as const, secret: 'current' as const })));
        const previous = await this.rows(
          m,
          `UPDATE personal_access_tokens t SET previous_token_hash = NULL, previous_expires_at = now()
             FROM api_keys k
            WHERE k.id = t.instance_id AND t.previous_token_hash = ANY($1::text[]) AND t.revoked_at IS NULL
              AND t.previous_expires_at > now()
           RETURNING ${selectList(REVOKED_ROW_COLUMNS.previousToken)}`,
          tokenHashes,
        );
        ended.push(...previous.map((r) => ({ ...r, type: 'access_token' as const, secret: 'previous' as const })));
      }
      if (ended.length) await this.record(m, ended, source);
      return ended;
    });
  }

  private async rows(m: EntityManager, sql: string, hashes: string[]): Promise<Row[]> {
    return returnedRows<Row>(await m.query(sql, [hashes]));
  }

  private async record(m: EntityManager, ended: RevokedCredential[], source: string | null): Promise<void> {
    const records = JSON.stringify(ended);
    const columns = 'r(type text, id uuid, org_id uuid, instance_id uuid, name text, prefix text, secret text)';
    await m.query(
      `INSERT INTO notifications (org_id, kind, credential_type, credential_id, credential_name, credential_prefix,
                                  secret, source)
       SELECT r.org_id, 'credential_leaked', r.type, r.id, r.name, r.prefix, r.secret, $2
         FROM jsonb_to_recordset($1::jsonb) AS ${columns}`,
      [records, source],
    );
    await m.query(
      `INSERT INTO addon_audit_events
         (instance_id, org_id, event_id, occurred_at, addon, action, actor, target, outcome, metadata)
       SELECT r.instance_id, r.org_id, gen_random_uuid(), now(), 'hub', 'credential.leak_reported',
              'public revocation endpoint', r.prefix,
              CASE WHEN r.secret = 'current' THEN 'revoked' ELSE 'previous_secret_ended' END,
              jsonb_build_object('credential_type', r.type, 'credential_id', r.id, 'credential_name', r.name,
                                 'credential_prefix', r.prefix, 'secret', r.secret, 'source', $2::text)
         FROM jsonb_to_recordset($1::jsonb) AS ${columns}`,
      [records, source],
    );
  }
}
