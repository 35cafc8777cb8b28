import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { ApiNoSecurity, LargeInput, type RouteInputLimits } from '#lib/common';
import type { Caller } from './caller.js';

export interface AuthRule {
  /** No credential is read (sign-in endpoints, discovery, health). */
  public?: boolean;
  /**
   * Reveals secret values: with FLEET_ENFORCE_ROLES=true a `readonly` caller may not call it even though it
   * is a read. Without enforcement (the default) every authenticated caller may.
   */
  sensitive?: boolean;
}

export const AUTH_RULE = 'fleet:auth-rule';

/**
 * Every route needs an authenticated caller unless it says `@Public()`; authorization is flat (spec §5.3):
 * any authenticated caller may call any route, whatever its stored role, unless FLEET_ENFORCE_ROLES=true.
 */
export function Authenticated(rule: Omit<AuthRule, 'public'> = {}) {
  return applyDecorators(
    SetMetadata(AUTH_RULE, rule),
    ApiBearerAuth('machine-token'),
    ApiBearerAuth('session'),
    ApiBearerAuth('oidc'),
  );
}

/** On a route of an `@Authenticated()` controller: the route reveals secret values (see AuthRule.sensitive). */
export const Sensitive = () => SetMetadata(AUTH_RULE, { sensitive: true } satisfies AuthRule);

/** No credential is read (sign-in, discovery, health); the OpenAPI document says `security: []`. */
export const Public = () =>
  applyDecorators(SetMetadata(AUTH_RULE, { public: true } satisfies AuthRule), ApiNoSecurity());

export const CurrentCaller = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): Caller => ctx.switchToHttp().getRequest<{ caller: Caller }>().caller,
);

/** Route config key of a @LargeBody route: the rule its caller is checked against before its body is read. */
export const BODY_AUTH_RULE = 'fleetBodyAuthRule';

/**
 * A route that takes a large body (`@LargeInput(limits)`: a cluster inventory) and whose caller must pass the
 * guard before a byte of that body is read, buffered, parsed or queued for the large-body turn
 * (body-authentication.ts): an anonymous or refused upload costs the fleet its headers only. `rule` is the one the
 * route's controller declares with @Authenticated (the guard then takes the caller found before the body).
 */
export const LargeBody = (limits: RouteInputLimits | undefined, rule: Omit<AuthRule, 'public'> = {}) =>
  LargeInput(limits, { [BODY_AUTH_RULE]: rule });
