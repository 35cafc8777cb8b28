import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { emailFoldSql } from '#lib/auth';
import { type ColumnMap, QUIET_WRITE, selectList } from '#lib/database';
import type { IdentityLinkKind, UserRole } from '#lib/domain';
import { USER_FROM, USER_ROW_COLUMNS, type UserRow } from './auth.repository.js';

/** The classes of `pg_advisory_xact_lock(int, int)` for identities and emails (rate limits use 7501). */
const IDENTITY_LOCK = 7_511;
const EMAIL_LOCK = 7_512;

export interface IdentityUserRow extends UserRow {
  identity_id: string;
}

export interface IdentityRow {
  id: string;
  issuer: string;
  subject: string;
  email: string | null;
  how: IdentityLinkKind;
  linked_by: string | null;
  created_at: Date;
  last_seen_at: Date | null;
}

export const IDENTITY_ROW_COLUMNS = {
  id: 'i.id',
  issuer: 'i.issuer',
  subject: 'i.subject',
  email: 'i.email',
  how: 'i.how',
  linked_by: 'i.linked_by',
  created_at: 'i.created_at',
  last_seen_at: 'i.last_seen_at',
} as const satisfies ColumnMap<IdentityRow>;

const IDENTITY_USER_SELECT = `SELECT ${selectList(USER_ROW_COLUMNS)}, i.id AS identity_id
  FROM user_identities i JOIN ${USER_FROM} ON u.id = i.user_id`;

/** What resolving an identity the hub has not seen did. */
export type Resolution =
  | { kind: 'known' }
  | { kind: 'provisioned'; userId: string }
  | { kind: 'linked'; userId: string }
  /** Another account holds the email, and the token does not say it is verified. */
  | { kind: 'conflict' };

export type LinkResult = 'linked' | 'already' | 'taken' | 'not_found';

/**
 * The provider identities of hub accounts (`user_identities`, docs/identity-providers.md): many identities, one
 * account. Every first sign-in of an identity and every link runs in one transaction under two advisory locks, the
 * identity's and then its email's (always in that order, so no cycle), so that concurrent first requests converge:
 * twenty new identities presenting one verified email make one account with twenty identities, and every one of them
 * is answered.
 */
@Injectable()
export class IdentitiesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The hot path: the account of a known identity, with its organization. */
  async findUser(issuer: string, subject: string): Promise<IdentityUserRow | null> {
    const rows: IdentityUserRow[] = await this.db.query(
      `${IDENTITY_USER_SELECT} WHERE i.issuer = $1 AND i.subject = $2`,
      [issuer, subject],
    );
    return rows[0] ?? null;
  }

  async touch(identityId: string): Promise<void> {
    await this.db.query(`${QUIET_WRITE} UPDATE user_identities SET last_seen_at = now() WHERE id = $1`, [identityId]);
  }

  /** An account's identities, oldest link first; null for an unknown account. */
  async listForUser(userId: string): Promise<IdentityRow[] | null> {
    const users: unknown[] = await this.db.query('SELECT 1 FROM users WHERE id = $1', [userId]);
    if (!users.length) return null;
    return this.db.query(
      `SELECT ${selectList(IDENTITY_ROW_COLUMNS)} FROM user_identities i WHERE i.user_id = $1 ORDER BY i.created_at, i.id`,
      [userId],
    );
  }

  /**
   * An identity seen for the first time: linked to the account holding its email (folded, compared exactly) when the
   * email is verified, refused ('conflict') when it is not, and otherwise a new account. `email` is the presented one;
   * a new account stores it only when verified.
   */
  async resolve(input: {
    issuer: string;
    subject: string;
    email: string | null;
    verified: boolean;
    name: string;
    role: UserRole;
  }): Promise<Resolution> {
    // A unique violation can only come from a writer that takes no lock: the previous release during a rolling
    // upgrade. Its row is committed when we see the violation, so the next round finds it.
    for (let round = 0; ; round++) {
      const outcome = await this.db.transaction(async (m): Promise<Resolution | 'again'> => {
        await this.lockIdentity(m, input.issuer, input.subject);
        if (input.email) await this.lockEmail(m, input.email);
        await this.adoptLegacy(m, input.issuer, input.subject);
        const known: unknown[] = await m.query('SELECT 1 FROM user_identities WHERE issuer = $1 AND subject = $2', [
          input.issuer,
          input.subject,
        ]);
        if (known.length) return { kind: 'known' };
        if (input.email) {
          const holders: { id: string }[] = await m.query(
            `SELECT id FROM users WHERE ${emailFoldSql('email')} = $1 FOR KEY SHARE`,
            [input.email],
          );
          if (holders[0]) {
            if (!input.verified) return { kind: 'conflict' };
            await this.insertIdentity(
              m,
              holders[0].id,
              input.issuer,
              input.subject,
              input.email,
              'verified_email',
              null,
            );
            return { kind: 'linked', userId: holders[0].id };
          }
        }
        const created: { id: string }[] = await m.query(
          `INSERT INTO users (issuer, subject, email, name, role) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT DO NOTHING RETURNING id`,
          [input.issuer, input.subject, input.verified ? input.email : null, input.name, input.role],
        );
        if (!created[0]) return 'again';
        await this.insertIdentity(m, created[0].id, input.issuer, input.subject, input.email, 'provisioned', null);
        return { kind: 'provisioned', userId: created[0].id };
      });
      if (outcome !== 'again') return outcome;
      if (round >= 20) throw new Error('identity provisioning kept meeting unique violations');
    }
  }

  /**
   * A superadmin links an identity to an account (the one write of a link besides the first sign-in's): 'taken' when
   * another account holds it, 'already' when this one does.
   */
  linkByAdministrator(userId: string, issuer: string, subject: string, adminId: string): Promise<LinkResult> {
    return this.db.transaction(async (m) => {
      await this.lockIdentity(m, issuer, subject);
      await this.adoptLegacy(m, issuer, subject);
      const users: unknown[] = await m.query('SELECT 1 FROM users WHERE id = $1 FOR KEY SHARE', [userId]);
      if (!users.length) return 'not_found';
      return this.insertIdentity(m, userId, issuer, subject, null, 'administrator', adminId);
    });
  }

  /**
   * Refreshes an account's stored email from a verified token, under the email's lock (so a first sign-in presenting
   * the same email cannot interleave). An email another account holds is not taken over; the role is written either
   * way.
   */
  updateUserIdentity(id: string, email: string | null, role: UserRole): Promise<void> {
    return this.db.transaction(async (m) => {
      if (email) await this.lockEmail(m, email);
      await m.query(
        `UPDATE users SET email = CASE WHEN $2::text IS NULL OR NOT EXISTS
                                    (SELECT 1 FROM users o WHERE ${emailFoldSql('o.email')} = $2 AND o.id <> $1)
                                  THEN $2 ELSE email END,
                          role = $3, updated_at = now()
          WHERE id = $1`,
        [id, email, role],
      );
    });
  }

  private async insertIdentity(
    m: EntityManager,
    userId: string,
    issuer: string,
    subject: string,
    email: string | null,
    how: IdentityLinkKind,
    linkedBy: string | null,
  ): Promise<'linked' | 'already' | 'taken'> {
    const inserted: unknown[] = await m.query(
      `INSERT INTO user_identities (user_id, issuer, subject, email, how, linked_by, last_seen_at)
       VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $5 = 'administrator' THEN NULL ELSE now() END)
       ON CONFLICT (issuer, subject) DO NOTHING RETURNING id`,
      [userId, issuer, subject, email, how, linkedBy],
    );
    if (inserted.length) return 'linked';
    const [holder]: { user_id: string }[] = await m.query(
      'SELECT user_id FROM user_identities WHERE issuer = $1 AND subject = $2',
      [issuer, subject],
    );
    return holder?.user_id === userId ? 'already' : 'taken';
  }

  /**
   * An identity the previous release wrote into `users` during a rolling upgrade (it provisions and relinks there):
   * recorded as `migrated` before anything is decided about it.
   */
  private async adoptLegacy(m: EntityManager, issuer: string, subject: string): Promise<void> {
    await m.query(
      `INSERT INTO user_identities (user_id, issuer, subject, email, how, created_at)
       SELECT id, issuer, subject, email, 'migrated', updated_at FROM users WHERE issuer = $1 AND subject = $2
       ON CONFLICT (issuer, subject) DO NOTHING`,
      [issuer, subject],
    );
  }

  private async lockIdentity(m: EntityManager, issuer: string, subject: string): Promise<void> {
    await m.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [IDENTITY_LOCK, `${issuer}\n${subject}`]);
  }

  private async lockEmail(m: EntityManager, email: string): Promise<void> {
    await m.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [EMAIL_LOCK, email]);
  }
}
