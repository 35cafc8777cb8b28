import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FLEET_DATA_SOURCE } from '../database/data-source-name.js';
import type { DataSource, EntityManager } from 'typeorm';
import { emailFoldSql } from '#lib/auth';
import type { FleetRole, FleetUserAuthMethod, IdentityLinkKind } from '#lib/domain';
import type { OidcResolution, UserStore } from '../auth/credential-stores.js';
import { type ColumnMap, returnedRows, selectList } from '#lib/database';

export interface UserRow {
  id: string;
  email: string | null;
  name: string;
  role: FleetRole;
  auth_method: FleetUserAuthMethod;
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
  session_version: 'session_version',
  last_login_at: 'last_login_at',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const satisfies ColumnMap<UserRow>;

const COLUMNS = selectList(USER_ROW_COLUMNS);
const QUALIFIED = Object.values(USER_ROW_COLUMNS)
  .map((column) => `u.${column}`)
  .join(', ');

/** The classes of `pg_advisory_xact_lock(int, int)` for identities and emails (sign-in limits use 7401/7402). */
const IDENTITY_LOCK = 7_411;
const EMAIL_LOCK = 7_412;

export interface IdentityRow {
  id: string;
  issuer: string;
  subject: string;
  email: string | null;
  how: IdentityLinkKind;
  created_at: Date;
  last_seen_at: Date | null;
}

export const IDENTITY_ROW_COLUMNS = {
  id: 'id',
  issuer: 'issuer',
  subject: 'subject',
  email: 'email',
  how: 'how',
  created_at: 'created_at',
  last_seen_at: 'last_seen_at',
} as const satisfies ColumnMap<IdentityRow>;

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

  /** A code exchange for this identity succeeded: its user (when provisioned) signed in now. */
  async touchOidcLogin(issuer: string, subject: string): Promise<void> {
    await this.db.query(
      `WITH i AS (UPDATE fleet_user_identities SET last_seen_at = now() WHERE issuer = $1 AND subject = $2 RETURNING user_id)
       UPDATE fleet_users SET last_login_at = now() WHERE id IN (SELECT user_id FROM i)`,
      [issuer, subject],
    );
  }

  async findOidc(issuer: string, subject: string): Promise<(UserRow & { identity_id: string }) | null> {
    const rows: (UserRow & { identity_id: string })[] = await this.db.query(
      `SELECT ${QUALIFIED}, i.id AS identity_id FROM fleet_user_identities i JOIN fleet_users u ON u.id = i.user_id
        WHERE i.issuer = $1 AND i.subject = $2`,
      [issuer, subject],
    );
    return rows[0] ?? null;
  }

  async touchIdentity(identityId: string): Promise<void> {
    await this.db.query('UPDATE fleet_user_identities SET last_seen_at = now() WHERE id = $1', [identityId]);
  }

  /**
   * One transaction under two advisory locks, the identity's and then its email's (always in that order), so that
   * concurrent first requests of new identities presenting one verified email make one user with all of them.
   */
  async resolveOidc(values: {
    issuer: string;
    subject: string;
    email: string | null;
    emailVerified: boolean;
    name: string;
    role: FleetRole;
  }): Promise<OidcResolution> {
    // A unique violation can only come from a writer that takes no lock (the previous release during a rolling
    // upgrade); its row is committed by then, so the next round finds it.
    for (let round = 0; ; round++) {
      const outcome = await this.db.transaction(async (m): Promise<OidcResolution | 'again'> => {
        await this.lockIdentity(m, values.issuer, values.subject);
        if (values.email) await m.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [EMAIL_LOCK, values.email]);
        await this.adoptLegacy(m, values.issuer, values.subject);
        const known: unknown[] = await m.query(
          'SELECT 1 FROM fleet_user_identities WHERE issuer = $1 AND subject = $2',
          [values.issuer, values.subject],
        );
        if (known.length) return { kind: 'known' };
        if (values.email) {
          const holders: { id: string }[] = await m.query(
            `SELECT id FROM fleet_users WHERE auth_method = 'oidc' AND ${emailFoldSql('email')} = $1
              ORDER BY created_at, id FOR KEY SHARE`,
            [values.email],
          );
          if (holders.length > 0) {
            if (!values.emailVerified || holders.length > 1) return { kind: 'conflict', holders: holders.length };
            await this.insertIdentity(m, holders[0].id, values.issuer, values.subject, values.email, 'verified_email');
            return { kind: 'linked', userId: holders[0].id };
          }
        }
        const created: { id: string }[] = await m.query(
          `INSERT INTO fleet_users (email, name, role, auth_method, issuer, subject, last_login_at)
           VALUES ($1, $2, $3, 'oidc', $4, $5, now()) ON CONFLICT DO NOTHING RETURNING id`,
          [values.email, values.name, values.role, values.issuer, values.subject],
        );
        if (!created[0]) return 'again';
        await this.insertIdentity(m, created[0].id, values.issuer, values.subject, values.email, 'provisioned');
        return { kind: 'provisioned', userId: created[0].id };
      });
      if (outcome !== 'again') return outcome;
      if (round >= 20) throw new Error('identity provisioning kept meeting unique violations');
    }
  }

  /** An administrator links an identity to an OIDC user: 'taken' when another user holds it, 'already' when this one does. */
  linkByAdministrator(
    id: string,
    issuer: string,
    subject: string,
  ): Promise<'linked' | 'already' | 'taken' | 'not_found'> {
    return this.db.transaction(async (m) => {
      await this.lockIdentity(m, issuer, subject);
      await this.adoptLegacy(m, issuer, subject);
      const users: unknown[] = await m.query(
        `SELECT 1 FROM fleet_users WHERE id = $1 AND auth_method = 'oidc' FOR KEY SHARE`,
        [id],
      );
      if (!users.length) return 'not_found';
      return this.insertIdentity(m, id, issuer, subject, null, 'administrator');
    });
  }

  /** A user's identities, oldest link first. */
  listIdentities(id: string): Promise<IdentityRow[]> {
    return this.db.query(
      `SELECT ${selectList(IDENTITY_ROW_COLUMNS)} FROM fleet_user_identities WHERE user_id = $1 ORDER BY created_at, id`,
      [id],
    );
  }

  async refreshOidc(id: string, email: string | null, name: string): Promise<UserRow | null> {
    const rows = returnedRows<UserRow>(
      await this.db.query(
        `UPDATE fleet_users SET email = coalesce($2, email), name = CASE WHEN $3 = '' THEN name ELSE $3 END,
                updated_at = now()
          WHERE id = $1 AND auth_method = 'oidc' RETURNING ${COLUMNS}`,
        [id, email, name],
      ),
    );
    return rows[0] ?? null;
  }

  private async insertIdentity(
    m: EntityManager,
    userId: string,
    issuer: string,
    subject: string,
    email: string | null,
    how: IdentityLinkKind,
  ): Promise<'linked' | 'already' | 'taken'> {
    const inserted: unknown[] = await m.query(
      `INSERT INTO fleet_user_identities (user_id, issuer, subject, email, how, last_seen_at)
       VALUES ($1, $2, $3, $4, $5, CASE WHEN $5 = 'administrator' THEN NULL ELSE now() END)
       ON CONFLICT (issuer, subject) DO NOTHING RETURNING id`,
      [userId, issuer, subject, email, how],
    );
    if (inserted.length) return 'linked';
    const [holder]: { user_id: string }[] = await m.query(
      'SELECT user_id FROM fleet_user_identities WHERE issuer = $1 AND subject = $2',
      [issuer, subject],
    );
    return holder?.user_id === userId ? 'already' : 'taken';
  }

  /** An identity the previous release wrote into `fleet_users` during a rolling upgrade, recorded as `migrated`. */
  private async adoptLegacy(m: EntityManager, issuer: string, subject: string): Promise<void> {
    await m.query(
      `INSERT INTO fleet_user_identities (user_id, issuer, subject, email, how, created_at)
       SELECT id, issuer, subject, email, 'migrated', updated_at FROM fleet_users
        WHERE auth_method = 'oidc' AND issuer = $1 AND subject = $2
       ON CONFLICT (issuer, subject) DO NOTHING`,
      [issuer, subject],
    );
  }

  private async lockIdentity(m: EntityManager, issuer: string, subject: string): Promise<void> {
    await m.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [IDENTITY_LOCK, `${issuer}\n${subject}`]);
  }
}
