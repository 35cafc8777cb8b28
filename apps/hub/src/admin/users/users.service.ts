import { Injectable, Logger } from '@nestjs/common';
import { iso, Problems } from '#lib/common';
import { isAdminRole, type UserRole } from '#lib/domain';
import { assertDeleted, toProfile } from '../../account/profile/profile.service.js';
import { UsersRepository } from '../../account/profile/users.repository.js';
import type { UserCaller } from '../../auth/caller.js';
import { IdentitiesRepository } from '../../auth/identities.repository.js';
import type { AdminUserDto, AdminUserIdentityDto } from './dto/user.dto.js';

const RANK: Record<UserRole, number> = { user: 0, admin: 1, superadmin: 2 };

/**
 * Hub roles (docs/api-decisions.md): only a superadmin grants or removes admin-level roles of others
 * or touches a superadmin; nobody raises their own role; the last superadmin stays (409).
 */
@Injectable()
export class AdminUsersService {
  private readonly logger = new Logger(AdminUsersService.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly identityLinks: IdentitiesRepository,
  ) {}

  async list(): Promise<AdminUserDto[]> {
    return (await this.users.list()).map(toProfile);
  }

  async setRole(caller: UserCaller, id: string, role: UserRole): Promise<AdminUserDto> {
    const result = await this.users.setRole(id, role, (current) => {
      if (id === caller.userId) {
        if (RANK[role] > RANK[current]) throw Problems.forbidden('You cannot raise your own role.');
        return;
      }
      if (caller.role !== 'superadmin' && (isAdminRole(role) || isAdminRole(current)) && role !== current) {
        throw Problems.forbidden('Only a superadmin grants or removes the admin and superadmin roles.');
      }
      if (caller.role !== 'superadmin' && current === 'superadmin') {
        throw Problems.forbidden('Only a superadmin may change a superadmin.');
      }
    });
    if (result === 'not_found') throw Problems.notFound('No such user.');
    if (result === 'last_superadmin') throw Problems.conflict('The last superadmin cannot be demoted.');
    return toProfile(result);
  }

  /**
   * Links one more identity of the provider to an account (docs/identity-providers.md): superadmins only, since
   * whoever signs in as that identity becomes that account. The account keeps its other identities.
   */
  async relink(caller: UserCaller, id: string, issuer: string, subject: string): Promise<AdminUserDto> {
    if (caller.role !== 'superadmin') throw Problems.forbidden('Only a superadmin links an account to an identity.');
    const result = await this.identityLinks.linkByAdministrator(id, issuer, subject, caller.userId);
    if (result === 'not_found') throw Problems.notFound('No such user.');
    if (result === 'taken') {
      throw Problems.conflict('Another user is bound to this identity; delete that user first if it is a stray copy.');
    }
    if (result === 'linked') this.logger.warn(`user ${id} linked to (${issuer}, ${subject}) by ${caller.userId}`);
    const user = await this.users.find(id);
    if (!user) throw Problems.notFound('No such user.');
    return toProfile(user);
  }

  /** The account's identities: the record of each link (when, which identity, how, by whom). */
  async identities(id: string): Promise<AdminUserIdentityDto[]> {
    const rows = await this.identityLinks.listForUser(id);
    if (!rows) throw Problems.notFound('No such user.');
    return rows.map((r) => ({
      id: r.id,
      issuer: r.issuer,
      subject: r.subject,
      email: r.email,
      how: r.how,
      linked_by: r.linked_by,
      created_at: iso(r.created_at),
      last_seen_at: iso(r.last_seen_at),
    }));
  }

  async delete(caller: UserCaller, id: string): Promise<void> {
    if (id === caller.userId)
      throw Problems.forbidden('Delete your own account through DELETE /api/v1/account/profile.');
    assertDeleted(
      await this.users.deleteUser(id, (current) => {
        if (caller.role !== 'superadmin' && isAdminRole(current)) {
          throw Problems.forbidden('Only a superadmin may delete an admin or a superadmin.');
        }
      }),
    );
  }
}
