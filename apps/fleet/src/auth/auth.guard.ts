import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Problems } from '#lib/common';
import { authenticateWith, credentialShapeOf, requireBearer } from '#lib/auth';
import { decodeJwtHeader } from '#lib/credentials';
import { FLEET_CONFIG, type FleetConfig } from '../fleet.config.js';
import { AUTH_RULE, type AuthRule } from './authenticated.decorator.js';
import type { Caller } from './caller.js';
import { MachineTokenStrategy } from './machine-token.strategy.js';
import { OidcStrategy } from './oidc.strategy.js';
import { SessionStrategy } from './session.strategy.js';
import { SESSION_TOKEN_TYPE } from './session-tokens.service.js';

type Request = {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  caller?: Caller;
  [ADMITTED]?: Caller;
};

/** The caller a request was admitted as before its body was read (body-authentication.ts). */
export const ADMITTED = Symbol('admittedBeforeBody');

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The fleet's one gate (APP_GUARD): every route needs a caller unless it is `@Public()`. Which credential
 * it is follows from the token itself. Authorization is flat unless FLEET_ENFORCE_ROLES=true, which
 * limits `readonly` callers to reads (and keeps secret values from them).
 */
@Injectable()
export class FleetAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
    private readonly machineTokens: MachineTokenStrategy,
    private readonly sessions: SessionStrategy,
    private readonly oidc: OidcStrategy,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule =
      this.reflector.getAllAndOverride<AuthRule | undefined>(AUTH_RULE, [context.getHandler(), context.getClass()]) ??
      {};
    if (rule.public) return true;
    const request = context.switchToHttp().getRequest<Request>();
    // A route that takes a large body was checked before its body was read, with this same rule (@LargeBody).
    request.caller = request[ADMITTED] ?? (await this.admit(request, rule));
    return true;
  }

  /** The caller of `request` under `rule` (401, or 403 for a readonly caller when roles are enforced). */
  async admit(request: Request, rule: AuthRule): Promise<Caller> {
    const token = requireBearer(request.headers.authorization);
    const caller = await authenticateWith<Caller>(this.strategyFor(token), request);
    if (this.config.enforceRoles && caller.role === 'readonly' && (!READS.has(request.method) || rule.sensitive)) {
      throw Problems.forbidden('This needs the admin role (FLEET_ENFORCE_ROLES is on).');
    }
    return caller;
  }

  /**
   * The strategy for a bearer credential, chosen from the token itself: a `svcm_` prefix, a fleet session's
   * `typ`, anything else the provider's access token (JWT or opaque).
   */
  private strategyFor(token: string): MachineTokenStrategy | SessionStrategy | OidcStrategy {
    const shape = credentialShapeOf(token);
    if (shape === 'machineToken') return this.machineTokens;
    if (shape !== null && shape !== 'jwt') {
      throw Problems.invalidToken('This kind of credential is not accepted by the fleet.');
    }
    if (shape === 'jwt' && decodeJwtHeader(token)?.typ === SESSION_TOKEN_TYPE) return this.sessions;
    return this.oidc;
  }
}
