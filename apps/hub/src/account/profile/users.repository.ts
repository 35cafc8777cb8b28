import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { OrgRole, OrgStatus, Tier, UserRole } from '#lib/domain';

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

const USER_SELECT = `SELECT u.id, u.email, u.name, u.role, u.created_at,
    o.id AS org_id, o.name AS org_name, o.slug AS org_slug, o.status AS org_status, o.tier AS org_tier, m.role AS org_role
  FROM users u
  LEFT JOIN organization_memberships m ON m.user_id = u.id
  LEFT JOIN organizations o ON o.id = m.org_id`;

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
   * last superadmin, and for the last admin of an organization that still has other members.
   */
  deleteUser(id: string, decide: (current: UserRole) => void = () => undefined): Promise<UserDeletion> {
    return this.db.transaction(async (m) => {
      const superadmins = await this.lockSuperadmins(m);
      const rows: { role: UserRole; org_id: string | null; org_role: OrgRole | null }[] = await m.query(
        `SELECT u.role, mb.org_id, mb.role AS org_role
           FROM users u LEFT JOIN organization_memberships mb ON mb.user_id = u.id
          WHERE u.id = $1 FOR UPDATE OF u`,
        [id],
      );
      const user = rows[0];
      if (!user) return 'not_found';
      decide(user.role);
      if (user.role === 'superadmin' && superadmins <= 1) return 'last_superadmin';
      if (user.org_id && user.org_role === 'admin') {
        await m.query('SELECT id FROM organizations WHERE id = $1 FOR UPDATE', [user.org_id]);
        const [counts]: { admins: string | number; members: string | number }[] = await m.query(
          `SELECT count(*) FILTER (WHERE role = 'admin') AS admins, count(*) AS members
             FROM organization_memberships WHERE org_id = $1`,
          [user.org_id],
        );
        if (Number(counts.admins) <= 1 && Number(counts.members) > 1) return 'last_org_admin';
      }
      await m.query('DELETE FROM users WHERE id = $1', [id]);
      return 'deleted';
    });
  }

  private async lockSuperadmins(m: EntityManager): Promise<number> {
    const rows: unknown[] = await m.query(`SELECT id FROM users WHERE role = 'superadmin' ORDER BY id FOR UPDATE`);
    return rows.length;
  }
}
