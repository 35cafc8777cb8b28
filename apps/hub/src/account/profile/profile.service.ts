import { Injectable } from '@nestjs/common';
import { iso, Problems } from '#lib/common';
import type { UserCaller } from '../../auth/caller.js';
import type { ProfileDto } from './dto/profile.dto.js';
import { type UserDeletion, type UserWithOrgRow, UsersRepository } from './users.repository.js';

export function toProfile(r: UserWithOrgRow): ProfileDto {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    organization: r.org_id
      ? {
          id: r.org_id,
          name: r.org_name!,
          slug: r.org_slug!,
          status: r.org_status!,
          tier: r.org_tier!,
          role: r.org_role!,
        }
      : null,
    created_at: iso(r.created_at),
  };
}

/** Maps a refused deletion to its status (docs/api-decisions.md: the last superadmin and the last org admin stay: 409). */
export function assertDeleted(result: UserDeletion): void {
  if (result === 'not_found') throw Problems.notFound('No such user.');
  if (result === 'last_superadmin') throw Problems.conflict('The last superadmin cannot be deleted.');
  if (result === 'last_org_admin') {
    throw Problems.conflict(
      'This user is the last admin of an organization that has other members; promote another admin first.',
    );
  }
}

@Injectable()
export class ProfileService {
  constructor(private readonly users: UsersRepository) {}

  async get(caller: UserCaller): Promise<ProfileDto> {
    const row = await this.users.find(caller.userId);
    if (!row) throw Problems.notFound('Your account no longer exists.');
    return toProfile(row);
  }

  async rename(caller: UserCaller, name: string): Promise<ProfileDto> {
    await this.users.rename(caller.userId, name.trim());
    return this.get(caller);
  }

  async delete(caller: UserCaller): Promise<void> {
    assertDeleted(await this.users.deleteUser(caller.userId));
  }
}
