import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Problems } from '#lib/common';
import { authenticateWith, credentialShapeOf, requireBearer } from '#lib/auth';
import { isAdminRole } from '#lib/domain';
import { AUTH_RULE, type AuthRule, ORGANIZATION_RULE, type OrganizationRule } from './authenticated.decorator.js';
import type { Caller, CredentialKind } from './caller.js';
import { InstanceKeyStrategy } from './instance-key.strategy.js';
import { JwtStrategy } from './jwt.strategy.js';
import { type OrgContext, requireActiveOrganization, requireOrganization } from './org-access.js';

type Request = {
  headers: Record<string, string | string[] | undefined>;
  caller?: Caller;
  org?: OrgContext;
  [ADMITTED]?: Caller;
};

/** The caller a request was admitted as before its body was read (body-authentication.ts). */
export const ADMITTED = Symbol('admittedBeforeBody');

/**
 * The hub's one authorization gate (APP_GUARD), deny by default. The credential kind is read from
 * the token itself (prefix or JWT shape) and only that kind's strategy runs. A credential that is
 * sent and fails is a 401, even where anonymous callers are welcome (no silent downgrade). On routes
 * marked `@InOrganization`, it also attaches the caller's organization (`@CurrentOrg()`).
 */
@Injectable()
export class HubAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly instanceKeys: InstanceKeyStrategy,
    private readonly jwts: JwtStrategy,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<AuthRule | undefined>(AUTH_RULE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!rule) throw Problems.unauthenticated('This endpoint is not open.');
    if (rule.open) return true;
    const request = context.switchToHttp().getRequest<Request>();
    // A route that takes a large body was checked before its body was read, with this same rule (@LargeBody).
    const caller = request[ADMITTED] ?? (await this.admit(request, rule));
    const orgRule = this.reflector.getAllAndOverride<OrganizationRule | undefined>(ORGANIZATION_RULE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (orgRule) {
      if (caller.kind !== 'jwt') throw Problems.invalidToken('This endpoint accepts dashboard tokens only.');
      const org = requireOrganization(caller, orgRule.role);
      if (orgRule.active) requireActiveOrganization(org);
      request.org = org;
    }
    request.caller = caller;
    return true;
  }

  /** The caller of `request` under `rule`'s credential kinds and role: 401 or 403 otherwise. */
  async admit(request: Request, rule: AuthRule): Promise<Caller> {
    const caller = await this.authenticate(request, rule.accept);
    if (rule.admin && !(caller.kind === 'jwt' && isAdminRole(caller.role))) {
      throw Problems.forbidden('This endpoint needs the admin or superadmin role.');
    }
    if (rule.superadmin && !(caller.kind === 'jwt' && caller.role === 'superadmin')) {
      throw Problems.forbidden('This endpoint needs the superadmin role.');
    }
    return caller;
  }

  private async authenticate(request: Request, accept: CredentialKind[]): Promise<Caller> {
    if ((request.headers.authorization ?? '') === '' && accept.includes('anonymous')) return { kind: 'anonymous' };
    const token = requireBearer(request.headers.authorization);
    const shape = credentialShapeOf(token);
    if (shape === 'personalAccessToken') {
      throw Problems.invalidToken('Personal access tokens are accepted only at the MCP endpoint.');
    }
    if (shape !== 'instanceKey' && shape !== 'jwt') {
      throw Problems.invalidToken('This kind of credential is not accepted by the hub.');
    }
    if (!accept.includes(shape)) {
      throw Problems.invalidToken(
        shape === 'jwt'
          ? 'This endpoint does not accept dashboard tokens.'
          : 'This endpoint does not accept instance keys.',
      );
    }
    return authenticateWith<Caller>(shape === 'jwt' ? this.jwts : this.instanceKeys, request);
  }
}
