import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiSecurity } from '@nestjs/swagger';
import { ApiNoSecurity, LargeInput, type RouteInputLimits } from '#lib/common';
import type { Caller, CredentialKind } from './caller.js';
import type { OrgContext } from './org-access.js';

export interface AuthRule {
  /** Credential kinds this route accepts; anything else is 401 `invalid_token`. */
  accept: CredentialKind[];
  /** Additionally require a hub role of admin or superadmin (JWT only). */
  admin?: boolean;
  /** Additionally require the hub role superadmin (JWT only): the record of admin writes. */
  superadmin?: boolean;
  /** Health and discovery documents: no credential is read at all. */
  open?: boolean;
}

export const AUTH_RULE = 'hub:auth-rule';

/** The one place a route says who may call it; the global guard denies routes without it. */
export function Authenticated(rule: AuthRule) {
  const decorators: (ClassDecorator & MethodDecorator)[] = [SetMetadata(AUTH_RULE, rule)];
  if (rule.accept.includes('jwt')) decorators.push(ApiBearerAuth('dashboard-jwt'), ApiSecurity('oidc'));
  if (rule.accept.includes('instanceKey')) decorators.push(ApiBearerAuth('instance-key'));
  // An empty requirement: the route also answers callers without a credential (OpenAPI's "optional auth").
  if (rule.accept.includes('anonymous') && !rule.open) decorators.push(ApiSecurity({}));
  return applyDecorators(...decorators);
}

export interface OrganizationRule {
  /** `member`: any member (none → 404 `no_organization`); `admin`: its admins only (a member → 403). */
  role: 'member' | 'admin';
  /** The organization must be active (suspended → 403), for routes that issue credentials. */
  active: boolean;
}

export const ORGANIZATION_RULE = 'hub:organization-rule';

/**
 * On a route that accepts dashboard JWTs: the caller must belong to an organization, in `role`. The
 * guard checks it after the credential and before the body is read, so the answer to a caller who may
 * not never depends on what they sent. Metadata only: the route's `@Authenticated` rule stays in force.
 */
export const InOrganization = (role: OrganizationRule['role'], options: { active?: boolean } = {}) =>
  SetMetadata(ORGANIZATION_RULE, { role, active: options.active ?? false } satisfies OrganizationRule);

/**
 * Health, discovery and the public revocation endpoint: no credential is read at all (the same name in the fleet);
 * the OpenAPI document says `security: []`.
 */
export const Public = () =>
  applyDecorators(SetMetadata(AUTH_RULE, { accept: ['anonymous'], open: true } satisfies AuthRule), ApiNoSecurity());

/** The authenticated caller of this request (set by the guard). */
export const CurrentCaller = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): Caller => ctx.switchToHttp().getRequest<{ caller: Caller }>().caller,
);

/** The caller's organization, attached by the guard on routes marked `@InOrganization` (checked there). */
export const CurrentOrg = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): OrgContext => ctx.switchToHttp().getRequest<{ org: OrgContext }>().org,
);

/** Route config key of a @LargeBody route: the rule its caller is checked against before its body is read. */
export const BODY_AUTH_RULE = 'hubBodyAuthRule';

/**
 * A route that takes a large body (`@LargeInput(limits)`: a catalog document, a cluster inventory) and whose caller
 * must pass `rule` before a byte of that body is read, buffered or parsed (body-authentication.ts): an anonymous or
 * refused upload never costs the hub more than its headers, and never takes the large-body turn. The same rule
 * then holds for the guard (the controller's @Authenticated with that rule says it in the OpenAPI document).
 */
export const LargeBody = (limits: RouteInputLimits | undefined, rule: AuthRule) =>
  applyDecorators(SetMetadata(AUTH_RULE, rule), LargeInput(limits, { [BODY_AUTH_RULE]: rule }));
