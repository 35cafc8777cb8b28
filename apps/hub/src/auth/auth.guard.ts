import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard as PassportGuard, type IAuthGuard } from '@nestjs/passport';
import { ProblemException, Problems } from '#lib/common';
import { isDatabaseUnavailable } from '#lib/database';
import { looksLikeJwt, tokenKindOf } from '#lib/credentials';
import { isAdminRole } from '#lib/domain';
import { requireActiveOrganization, requireOrganization } from '../account/org-access.js';
import { AUTH_RULE, type AuthRule, ORGANIZATION_RULE, type OrganizationRule } from './authenticated.decorator.js';
import type { Caller, CredentialKind } from './caller.js';

type Request = { headers: Record<string, string | string[] | undefined>; caller?: Caller; user?: Caller };

/** A passport guard whose failures are our problem+json errors, not Nest's plain 401. */
function strategyGuard(name: string): IAuthGuard {
  class StrategyGuard extends PassportGuard(name) {
    override handleRequest<T>(err: unknown, user: T, info?: unknown): T {
      if (err instanceof Error) throw err;
      // A database outage during the lookup stays itself (503), whatever realm its error was made in.
      if (err) throw isDatabaseUnavailable(err) ? (err as Error) : Problems.invalidToken();
      // passport-jwt reports a refusal of the key provider as a failure: keep its problem and detail.
      if (!user)
        throw info instanceof ProblemException ? info : Problems.invalidToken('The token could not be verified.');
      return user;
    }
  }
  return new StrategyGuard();
}

/**
 * The hub's one authorization gate (APP_GUARD), deny by default. The credential kind is read from
 * the token itself (prefix or JWT shape) and only that kind's strategy runs. A credential that is
 * sent and fails is a 401, even where anonymous callers are welcome (no silent downgrade).
 */
@Injectable()
export class HubAuthGuard implements CanActivate {
  private readonly instanceKey = strategyGuard('instance-key');
  private readonly jwt = strategyGuard('dashboard-jwt');

  constructor(private readonly reflector: Reflector) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<AuthRule | undefined>(AUTH_RULE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!rule) throw Problems.unauthenticated('This endpoint is not open.');
    if (rule.open) return true;
    const request = context.switchToHttp().getRequest<Request>();
    const caller = await this.authenticate(context, request, rule.accept);
    if (rule.admin && !(caller.kind === 'jwt' && isAdminRole(caller.role))) {
      throw Problems.forbidden('This endpoint needs the admin or superadmin role.');
    }
    const orgRule = this.reflector.getAllAndOverride<OrganizationRule | undefined>(ORGANIZATION_RULE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (orgRule) {
      if (caller.kind !== 'jwt') throw Problems.invalidToken('This endpoint accepts dashboard tokens only.');
      const org = requireOrganization(caller, orgRule.role);
      if (orgRule.active) requireActiveOrganization(org);
    }
    request.caller = caller;
    return true;
  }

  private async authenticate(context: ExecutionContext, request: Request, accept: CredentialKind[]): Promise<Caller> {
    const header = request.headers.authorization;
    if (header === undefined || header === '') {
      if (accept.includes('anonymous')) return { kind: 'anonymous' };
      throw Problems.unauthenticated();
    }
    const match = typeof header === 'string' ? /^Bearer +(\S+)\s*$/i.exec(header) : null;
    if (!match) throw Problems.invalidToken('Send the credential as "Authorization: Bearer <credential>".');
    const token = match[1];
    const prefixed = tokenKindOf(token);
    let kind: CredentialKind;
    if (prefixed === 'instanceKey') kind = 'instanceKey';
    else if (prefixed === null && looksLikeJwt(token)) kind = 'jwt';
    else if (prefixed === 'personalAccessToken') {
      throw Problems.invalidToken('Personal access tokens are accepted only at the MCP endpoint.');
    } else throw Problems.invalidToken('This kind of credential is not accepted by the hub.');
    if (!accept.includes(kind)) {
      throw Problems.invalidToken(
        kind === 'jwt'
          ? 'This endpoint does not accept dashboard tokens.'
          : 'This endpoint does not accept instance keys.',
      );
    }
    await (kind === 'jwt' ? this.jwt : this.instanceKey).canActivate(context);
    return request.user as Caller;
  }
}
