import type { OrgRole, OrgStatus, UserRole } from '#lib/domain';

export interface AnonymousCaller {
  kind: 'anonymous';
}

export interface InstanceKeyCaller {
  kind: 'instanceKey';
  keyId: string;
  orgId: string;
}

export interface UserCaller {
  kind: 'jwt';
  userId: string;
  email: string | null;
  name: string;
  role: UserRole;
  orgId: string | null;
  orgRole: OrgRole | null;
  orgStatus: OrgStatus | null;
}

export type Caller = AnonymousCaller | InstanceKeyCaller | UserCaller;
export type CredentialKind = Caller['kind'];

/** The catalog view a caller gets (docs/api-decisions.md): everything, or one organization's view. */
export type CatalogScope = { all: true } | { all: false; orgId: string | null };

export function catalogScopeOf(caller: Caller): CatalogScope {
  switch (caller.kind) {
    case 'anonymous':
      return { all: false, orgId: null };
    case 'instanceKey':
      return { all: false, orgId: caller.orgId };
    case 'jwt':
      if (caller.role === 'admin' || caller.role === 'superadmin') return { all: true };
      // A suspended organization's members keep their account, not its catalog view.
      return { all: false, orgId: caller.orgStatus === 'active' ? caller.orgId : null };
  }
}

/** A string naming the visibility class: equal strings see exactly the same catalog. */
export function scopeKey(scope: CatalogScope): string {
  return scope.all ? 'all' : scope.orgId ? `org:${scope.orgId}` : 'anon';
}
