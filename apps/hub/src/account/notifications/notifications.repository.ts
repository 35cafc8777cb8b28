import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { CredentialType, NotificationKind } from '#lib/domain';
import { type ColumnMap, returnedRows, selectList } from '#lib/database';

export interface NotificationRow {
  id: string;
  kind: NotificationKind;
  credential_type: CredentialType;
  credential_id: string;
  credential_name: string;
  credential_prefix: string;
  expires_at: Date | null;
  secret: 'current' | 'previous' | null;
  source: string | null;
  created_at: Date;
  read_at: Date | null;
  read_by: string | null;
}

/** How far ahead an expiry needs attention (docs/api-decisions.md); `GET /admin/stats` counts the same window. */
export const EXPIRY_NOTICE = "interval '7 days'";

/** From `notifications n`. */
export const NOTIFICATION_ROW_COLUMNS = {
  id: 'n.id',
  kind: 'n.kind',
  credential_type: 'n.credential_type',
  credential_id: 'n.credential_id',
  credential_name: 'n.credential_name',
  credential_prefix: 'n.credential_prefix',
  expires_at: 'n.expires_at',
  secret: 'n.secret',
  source: 'n.source',
  created_at: 'n.created_at',
  read_at: 'n.read_at',
  read_by: 'n.read_by',
} as const satisfies ColumnMap<NotificationRow>;

const COLUMNS = selectList(NOTIFICATION_ROW_COLUMNS);

@Injectable()
export class NotificationsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Raises `credential_expiring` for the organization's active keys and tokens that expire within the notice
   * window (or have expired unnoticed). Idempotent: the unique (org, kind, credential, expires_at) index keeps
   * one per expiry, so a re-issue with a new expiry raises a new one. Dated when the credential entered the
   * window, so the list's order does not depend on when someone first looked.
   */
  async raiseExpiring(orgId: string): Promise<void> {
    await this.db.query(
      `INSERT INTO notifications AS n
         (org_id, kind, credential_type, credential_id, credential_name, credential_prefix, expires_at, created_at)
       SELECT k.org_id, 'credential_expiring', 'api_key', k.id, k.name, k.key_prefix, k.expires_at,
              least(now(), greatest(k.expires_at - ${EXPIRY_NOTICE}, k.created_at))
         FROM api_keys k
        WHERE k.org_id = $1 AND k.status = 'active' AND k.expires_at <= now() + ${EXPIRY_NOTICE}
       UNION ALL
       SELECT k.org_id, 'credential_expiring', 'access_token', t.id, t.name, t.token_prefix, t.expires_at,
              least(now(), greatest(t.expires_at - ${EXPIRY_NOTICE}, t.created_at))
         FROM personal_access_tokens t JOIN api_keys k ON k.id = t.instance_id
        WHERE k.org_id = $1 AND k.status = 'active' AND t.revoked_at IS NULL
          AND t.expires_at <= now() + ${EXPIRY_NOTICE}
       ON CONFLICT (org_id, kind, credential_id, expires_at) DO NOTHING`,
      [orgId],
    );
  }

  async list(
    orgId: string,
    unreadOnly: boolean,
    limit: number,
    offset: number,
  ): Promise<{ rows: NotificationRow[]; total: number }> {
    const where = `n.org_id = $1${unreadOnly ? ' AND n.read_at IS NULL' : ''}`;
    const [{ count }]: { count: string | number }[] = await this.db.query(
      `SELECT count(*) AS count FROM notifications n WHERE ${where}`,
      [orgId],
    );
    const rows: NotificationRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM notifications n WHERE ${where} ORDER BY n.created_at DESC, n.id DESC LIMIT $2 OFFSET $3`,
      [orgId, limit, offset],
    );
    return { rows, total: Number(count) };
  }

  /**
   * Marks the given notifications of the organization read (the first `read_at` is kept), all or none:
   * null when one of them is not the organization's.
   */
  async markRead(orgId: string, ids: string[], userId: string): Promise<NotificationRow[] | null> {
    return this.db
      .transaction(async (m) => {
        const rows = returnedRows<NotificationRow>(
          await m.query(
            `UPDATE notifications n SET read_at = coalesce(n.read_at, now()), read_by = coalesce(n.read_by, $3)
            WHERE n.org_id = $1 AND n.id = ANY($2::uuid[])
           RETURNING ${COLUMNS}`,
            [orgId, ids, userId],
          ),
        );
        if (rows.length !== ids.length) {
          // Roll back: the caller gets 404 and nothing changes.
          throw new NotFoundMarker();
        }
        return rows.sort((a, b) => +new Date(b.created_at) - +new Date(a.created_at) || (a.id < b.id ? 1 : -1));
      })
      .catch((error: unknown) => {
        if (error instanceof NotFoundMarker) return null;
        throw error;
      });
  }
}

class NotFoundMarker extends Error {}
