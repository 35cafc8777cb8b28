import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { OrgRole, OrgStatus, Tier, UserRole } from '#lib/domain';
import { trackVisibility } from '../../catalog/visibility.js';
import { type ColumnMap, retryOnConflict, selectList } from '#lib/database';

export interface UserWithOrgRow {
  id: string;
  email: string | null;
  name: string;
  role: UserRole;
  created_at: Date;
  org_id: string | null;
  org_name: string | null;
  org_slug: string | null;
  org_status: OrgStatus | null;
  org_tier: Tier | null;
  org_role: OrgRole | null;
}

export const USER_WITH_ORG_ROW_COLUMNS = {
  id: 'u.id',
  email: 'u.email',
  name: 'u.name',
  role: 'u.role',
  created_at: 'u.created_at',
  org_id: 'o.id',
  org_name: 'o.name',
  org_slug: 'o.slug',
  org_status: 'o.status',
  org_tier: 'o.tier',
  org_role: 'm.role',
} as const satisfies ColumnMap<UserWithOrgRow>;
export const USER_WITH_ORG_FROM = `users u
  LEFT JOIN organization_memberships m ON m.user_id = u.id
  LEFT JOIN organizations o ON o.id = m.org_id`;

const USER_SELECT = `SELECT ${selectList(USER_WITH_ORG_ROW_COLUMNS)} FROM ${USER_WITH_ORG_FROM}`;

export type UserDeletion = 'deleted' | 'not_found' | 'last_superadmin' | 'last_org_admin';

/**
 * Hub users, for the profile (account) and the admin users API. Changes that could leave the hub
 * without a superadmin, or an organization with members but no admin, lock the rows they count.
 */
@Injectable()
export class UsersRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async find(id: string): Promise<UserWithOrgRow | null> {
    const rows: UserWithOrgRow[] = await this.db.query(`${USER_SELECT} WHERE u.id = $1`, [id]);
    return rows[0] ?? null;
  }

  list(): Promise<UserWithOrgRow[]> {
    return this.db.query(`${USER_SELECT} ORDER BY lower(u.email) NULLS LAST, u.created_at, u.id`);
  }

  async rename(id: string, name: string): Promise<void> {
    await this.db.query('UPDATE users SET name = $2, updated_at = now() WHERE id = $1', [id, name]);
  }

  /**
   * Sets a user's role. `decide` sees the target's locked current role and throws to refuse; the
   * last superadmin is protected here ('last_superadmin'), under a lock on every superadmin row.
   */
  setRole(
    id: string,
    role: UserRole,
    decide: (current: UserRole) => void,
  ): Promise<UserWithOrgRow | 'not_found' | 'last_superadmin'> {
    return this.db.transaction(async (m) => {
      const superadmins = await this.lockSuperadmins(m);
      const rows: { role: UserRole }[] = await m.query('SELECT role FROM users WHERE id = $1 FOR UPDATE', [id]);
      if (!rows[0]) return 'not_found';
      decide(rows[0].role);
      if (rows[0].role === 'superadmin' && role !== 'superadmin' && superadmins <= 1) return 'last_superadmin';
      await m.query('UPDATE users SET role = $2, updated_at = now() WHERE id = $1', [id, role]);
      const [user]: UserWithOrgRow[] = await m.query(`${USER_SELECT} WHERE u.id = $1`, [id]);
      return user;
    });
  }

  /**
   * Deletes a user (memberships and personal access tokens go with it, by cascade). Refused for the
   * last superadmin, and for the last admin of an organization that still has other members. The
   * organization of its last member goes with them (docs/api-decisions.md): nobody could manage it any
   * more, yet its keys would keep working.
   */
  deleteUser(id: string, decide: (current: UserRole) => void = () => undefined): Promise<UserDeletion> {
    return retryOnConflict(() =>
      this.db.transaction(async (m) => {
        const superadmins = await this.lockSuperadmins(m);
        const rows: { role: UserRole }[] = await m.query('SELECT role FROM users WHERE id = $1 FOR UPDATE', [id]);
        const user = rows[0];
        if (!user) return 'not_found';
        decide(user.role);
        if (user.role === 'superadmin' && superadmins <= 1) return 'last_superadmin';
        const membership = await this.lockedMembership(m, id);
        if (membership) {
          const [counts]: { admins: string | number; members: string | number }[] = await m.query(
            `SELECT count(*) FILTER (WHERE role = 'admin') AS admins, count(*) AS members
               FROM organization_memberships WHERE org_id = $1`,
            [membership.org_id],
          );
          if (Number(counts.members) <= 1) await this.deleteOrganization(m, membership.org_id);
          else if (membership.role === 'admin' && Number(counts.admins) <= 1) return 'last_org_admin';
        }
        await m.query('DELETE FROM users WHERE id = $1', [id]);
        return 'deleted';
      }),
    );
  }

  /**
   * Deletes an organization; the foreign keys take its keys (with their tokens, DNS records and audit
   * events), grants, subscriptions and support tickets with it, and leave the templates it owned in place
   * without an owner. Through trackVisibility, like every write that changes who sees a template.
   */
  private async deleteOrganization(m: EntityManager, orgId: string): Promise<void> {
    const owned: { id: string }[] = await m.query('SELECT id FROM templates WHERE owner_org_id = $1', [orgId]);
    const granted: { category_id: string }[] = await m.query(
      'SELECT category_id FROM catalog_access WHERE org_id = $1',
      [orgId],
    );
    await trackVisibility(
      m,
      { templateIds: owned.map((t) => t.id), categoryIds: granted.map((g) => g.category_id) },
      () => m.query('DELETE FROM organizations WHERE id = $1', [orgId]),
    );
  }

  /**
   * The user's membership, read again once its organization is locked: every membership change locks the
   * organization first (joining takes a key-share lock on it), so what is read then stays true until commit.
   */
  private async lockedMembership(m: EntityManager, userId: string): Promise<{ org_id: string; role: OrgRole } | null> {
    const read = async (): Promise<{ org_id: string; role: OrgRole } | null> => {
      const rows: { org_id: string; role: OrgRole }[] = await m.query(
        'SELECT org_id, role FROM organization_memberships WHERE user_id = $1',
        [userId],
      );
      return rows[0] ?? null;
    };
    let seen = await read();
    while (seen) {
      await m.query('SELECT id FROM organizations WHERE id = $1 FOR UPDATE', [seen.org_id]);
      const now = await read();
      if (!now || now.org_id === seen.org_id) return now;
      seen = now;
    }
    return null;
  }

  private async lockSuperadmins(m: EntityManager): Promise<number> {
    const rows: unknown[] = await m.query(`SELECT id FROM users WHERE role = 'superadmin' ORDER BY id FOR UPDATE`);
    return rows.length;
  }
}
