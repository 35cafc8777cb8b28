import { Problems } from '#lib/common';
import type { OrgRole, OrgStatus } from '#lib/domain';
import type { UserCaller } from './caller.js';

export interface OrgContext {
  orgId: string;
  orgRole: OrgRole;
  orgStatus: OrgStatus;
  userId: string;
}

/**
 * The organization a signed-in user acts for (the guard read it from the database on this
 * request). No organization → 404 `no_organization`; `admin` required but the caller is a
 * member → 403. Hub roles (admin/superadmin) give no organization rights here.
 */
export function requireOrganization(caller: UserCaller, need: 'member' | 'admin' = 'member'): OrgContext {
  if (!caller.orgId || !caller.orgRole || !caller.orgStatus) {
    throw Problems.notFound('You do not belong to an organization; create one first.', 'no_organization');
  }
  const org = { orgId: caller.orgId, orgRole: caller.orgRole, orgStatus: caller.orgStatus, userId: caller.userId };
  if (need === 'admin') requireOrgAdmin(org);
  return org;
}

/** Only the organization's admins: a member → 403. */
export function requireOrgAdmin(org: OrgContext): void {
  if (org.orgRole !== 'admin') throw Problems.forbidden('Only an admin of your organization may do this.');
}

/** Issuing credentials for a suspended organization is pointless (they would get 403): refuse. */
export function requireActiveOrganization(org: OrgContext): void {
  if (org.orgStatus !== 'active') throw Problems.forbidden('Your organization is suspended.');
}
