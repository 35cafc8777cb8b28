import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { type ColumnMap, selectList } from '#lib/database';
import type { OrgRole, OrgStatus, Tier } from '#lib/domain';
import { emailFoldSql, foldEmail } from '#lib/auth';

export interface OrganizationRow {
  id: string;
  name: string;
  slug: string;
  status: OrgStatus;
  tier: Tier;
  role: OrgRole;
  created_at: Date;
}

/** The caller's organization, from ORGANIZATION_FROM. */
export const ORGANIZATION_ROW_COLUMNS = {
  id: 'o.id',
  name: 'o.name',
  slug: 'o.slug',
  status: 'o.status',
  tier: 'o.tier',
  role: 'm.role',
  created_at: 'o.created_at',
} as const satisfies ColumnMap<OrganizationRow>;
export const ORGANIZATION_FROM = 'organization_memberships m JOIN organizations o ON o.id = m.org_id';

/** A new organization, returned by its INSERT into `organizations` (unqualified); its creator is its admin. */
export const NEW_ORGANIZATION_ROW_COLUMNS = {
  id: 'id',
  name: 'name',
  slug: 'slug',
  status: 'status',
  tier: 'tier',
  role: "'admin'",
  created_at: 'created_at',
} as const satisfies ColumnMap<OrganizationRow>;

export interface MemberRow {
  user_id: string;
  email: string | null;
  name: string;
  role: OrgRole;
  joined_at: Date;
}

export const MEMBER_ROW_COLUMNS = {
  user_id: 'u.id',
  email: 'u.email',
  name: 'u.name',
  role: 'm.role',
  joined_at: 'm.created_at',
} as const satisfies ColumnMap<MemberRow>;
export const MEMBER_FROM = 'organization_memberships m JOIN users u ON u.id = m.user_id';

const ORGANIZATION_SELECT = `SELECT ${selectList(ORGANIZATION_ROW_COLUMNS)} FROM ${ORGANIZATION_FROM}`;
const NEW_ORGANIZATION_COLUMNS = selectList(NEW_ORGANIZATION_ROW_COLUMNS);
const MEMBER_SELECT = `SELECT ${selectList(MEMBER_ROW_COLUMNS)} FROM ${MEMBER_FROM}`;

/** Outcomes a rule in the service turns into an HTTP status. */
export type MemberChange = MemberRow | 'not_found' | 'last_admin';

@Injectable()
export class OrganizationsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async findForUser(userId: string): Promise<OrganizationRow | null> {
    const rows: OrganizationRow[] = await this.db.query(`${ORGANIZATION_SELECT} WHERE m.user_id = $1`, [userId]);
    return rows[0] ?? null;
  }

  /**
   * Organization, the creator's admin membership and a free subscription, all or nothing. The
   * unique indexes decide races: a taken slug → 'slug_taken', a user already in one → 'has_organization'.
   */
  async create(
    userId: string,
    name: string,
    slug: string,
  ): Promise<OrganizationRow | 'slug_taken' | 'has_organization'> {
    try {
      return await this.db.transaction(async (m) => {
        const orgs: OrganizationRow[] = await m.query(
          `INSERT INTO organizations (name, slug) VALUES ($1, $2) ON CONFLICT (slug) DO NOTHING
           RETURNING ${NEW_ORGANIZATION_COLUMNS}`,
          [name, slug],
        );
        if (!orgs[0]) throw new Outcome('slug_taken');
        const joined: unknown[] = await m.query(
          `INSERT INTO organization_memberships (org_id, user_id, role) VALUES ($1, $2, 'admin')
           ON CONFLICT (user_id) DO NOTHING RETURNING id`,
          [orgs[0].id, userId],
        );
        if (!joined.length) throw new Outcome('has_organization');
        await m.query(`INSERT INTO subscriptions (org_id, tier, status) VALUES ($1, 'free', 'active')`, [orgs[0].id]);
        return orgs[0];
      });
    } catch (error) {
      if (error instanceof Outcome) return error.outcome as 'slug_taken' | 'has_organization';
      throw error;
    }
  }

  listMembers(orgId: string): Promise<MemberRow[]> {
    return this.db.query(`${MEMBER_SELECT} WHERE m.org_id = $1 ORDER BY m.role = 'admin' DESC, m.created_at, u.id`, [
      orgId,
    ]);
  }

  /**
   * Adds an existing user (by email, ASCII case-insensitive: `foldEmail`) who belongs to no organization yet. The share lock waits
   * for a deletion of the organization (its last member leaving the hub) and then finds it gone.
   */
  async addMember(
    orgId: string,
    email: string,
    role: OrgRole,
  ): Promise<MemberRow | 'no_user' | 'has_organization' | 'no_organization'> {
    return this.db.transaction(async (m) => {
      const orgs: unknown[] = await m.query('SELECT 1 FROM organizations WHERE id = $1 FOR SHARE', [orgId]);
      if (!orgs.length) return 'no_organization';
      const users: { id: string }[] = await m.query(`SELECT id FROM users WHERE ${emailFoldSql('email')} = $1`, [
        foldEmail(email),
      ]);
      if (!users[0]) return 'no_user';
      const joined: unknown[] = await m.query(
        `INSERT INTO organization_memberships (org_id, user_id, role) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO NOTHING RETURNING id`,
        [orgId, users[0].id, role],
      );
      if (!joined.length) return 'has_organization';
      const rows: MemberRow[] = await m.query(`${MEMBER_SELECT} WHERE m.user_id = $1`, [users[0].id]);
      return rows[0];
    });
  }

  /** Changes a member's role; the organization row is locked so two demotions cannot both pass the last-admin check. */
  setMemberRole(orgId: string, userId: string, role: OrgRole): Promise<MemberChange> {
    return this.db.transaction(async (m) => {
      const current = await this.lockedMember(m, orgId, userId);
      if (!current) return 'not_found';
      if (current.role === 'admin' && role !== 'admin' && (await this.adminCount(m, orgId)) <= 1) return 'last_admin';
      await m.query('UPDATE organization_memberships SET role = $3 WHERE org_id = $1 AND user_id = $2', [
        orgId,
        userId,
        role,
      ]);
      return { ...current, role };
    });
  }

  /**
   * Removes a member and, in the same transaction, revokes their personal access tokens for this
   * organization's instances: the MCP check is membership-based, so without this, joining again would
   * revive them.
   */
  removeMember(orgId: string, userId: string): Promise<MemberChange> {
    return this.db.transaction(async (m) => {
      const current = await this.lockedMember(m, orgId, userId);
      if (!current) return 'not_found';
      if (current.role === 'admin' && (await this.adminCount(m, orgId)) <= 1) return 'last_admin';
      await m.query('DELETE FROM organization_memberships WHERE org_id = $1 AND user_id = $2', [orgId, userId]);
      await m.query(
        `UPDATE personal_access_tokens SET revoked_at = now()
          WHERE user_id = $1 AND revoked_at IS NULL AND instance_id IN (SELECT id FROM api_keys WHERE org_id = $2)`,
        [userId, orgId],
      );
      return current;
    });
  }

  private async lockedMember(m: EntityManager, orgId: string, userId: string): Promise<MemberRow | null> {
    await m.query('SELECT id FROM organizations WHERE id = $1 FOR UPDATE', [orgId]);
    const rows: MemberRow[] = await m.query(`${MEMBER_SELECT} WHERE m.org_id = $1 AND m.user_id = $2`, [orgId, userId]);
    return rows[0] ?? null;
  }

  private async adminCount(m: EntityManager, orgId: string): Promise<number> {
    const [row]: { n: string | number }[] = await m.query(
      `SELECT count(*) AS n FROM organization_memberships WHERE org_id = $1 AND role = 'admin'`,
      [orgId],
    );
    return Number(row.n);
  }
}

/** Aborts a transaction with a result the caller maps to a status. */
class Outcome extends Error {
  constructor(readonly outcome: string) {
    super(outcome);
  }
}
