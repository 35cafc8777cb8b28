import { Injectable } from '@nestjs/common';
import { iso, Problems } from '#lib/common';
import type { OrgRole } from '#lib/domain';
import type { UserCaller } from '../../auth/caller.js';
import { type OrgContext, requireOrgAdmin } from '../../auth/org-access.js';
import type { MemberDto, OrganizationDto } from './dto/organization.dto.js';
import {
  type MemberChange,
  type MemberRow,
  type OrganizationRow,
  OrganizationsRepository,
} from './organizations.repository.js';

function toOrganization(r: OrganizationRow): OrganizationDto {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    status: r.status,
    tier: r.tier,
    role: r.role,
    created_at: iso(r.created_at),
  };
}

function toMember(r: MemberRow): MemberDto {
  return { user_id: r.user_id, email: r.email, name: r.name, role: r.role, joined_at: iso(r.joined_at) };
}

function memberOrThrow(result: MemberChange): MemberDto {
  if (result === 'not_found') throw Problems.notFound('No such member in your organization.');
  if (result === 'last_admin')
    throw Problems.conflict('The last admin of an organization cannot be removed or demoted.');
  return toMember(result);
}

/** The caller's organization and its members (docs/api-decisions.md). */
@Injectable()
export class OrganizationsService {
  constructor(private readonly repository: OrganizationsRepository) {}

  async get(org: OrgContext): Promise<OrganizationDto> {
    const row = await this.repository.findForUser(org.userId);
    if (!row) throw Problems.notFound('You do not belong to an organization; create one first.', 'no_organization');
    return toOrganization(row);
  }

  async create(caller: UserCaller, name: string, slug: string): Promise<OrganizationDto> {
    if (caller.orgId) throw Problems.conflict('You already belong to an organization.');
    const result = await this.repository.create(caller.userId, name.trim(), slug);
    if (result === 'slug_taken') {
      throw Problems.conflict(`The organization slug "${slug}" is taken.`, [
        { field: 'slug', message: 'slug is taken by another organization' },
      ]);
    }
    if (result === 'has_organization') throw Problems.conflict('You already belong to an organization.');
    return toOrganization(result);
  }

  async members(org: OrgContext): Promise<MemberDto[]> {
    return (await this.repository.listMembers(org.orgId)).map(toMember);
  }

  async addMember(org: OrgContext, email: string, role: OrgRole = 'member'): Promise<MemberDto> {
    const result = await this.repository.addMember(org.orgId, email, role);
    if (result === 'no_user') throw Problems.notFound('No user with this email has signed in to the hub.');
    if (result === 'no_organization') {
      throw Problems.notFound('Your organization no longer exists.', 'no_organization');
    }
    if (result === 'has_organization') throw Problems.conflict('This user already belongs to an organization.');
    return toMember(result);
  }

  async setMemberRole(org: OrgContext, userId: string, role: OrgRole): Promise<MemberDto> {
    return memberOrThrow(await this.repository.setMemberRole(org.orgId, userId, role));
  }

  /** Org admins remove anyone; every member may remove themselves (leave). The last admin stays (409). */
  async removeMember(org: OrgContext, userId: string): Promise<void> {
    if (userId !== org.userId) requireOrgAdmin(org);
    memberOrThrow(await this.repository.removeMember(org.orgId, userId));
  }
}
