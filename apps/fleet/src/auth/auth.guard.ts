import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Problems } from '#lib/common';
import { FLEET_CONFIG, type FleetConfig } from '../fleet.config.js';
import { AuthService, bearerOf, type PresentedMachineToken } from './auth.service.js';
import { AUTH_RULE, type AuthRule } from './authenticated.decorator.js';
import type { Caller } from './caller.js';

type Request = {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  caller?: Caller;
  fleetMachineToken?: PresentedMachineToken | null;
};

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
    private readonly auth: AuthService,
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule =
      this.reflector.getAllAndOverride<AuthRule | undefined>(AUTH_RULE, [context.getHandler(), context.getClass()]) ??
      {};
    if (rule.public) return true;
    const request = context.switchToHttp().getRequest<Request>();
    const token = bearerOf(request.headers.authorization);
    if (token === undefined) throw Problems.unauthenticated();
    if (token === null) throw Problems.invalidToken('Send the credential as "Authorization: Bearer <credential>".');
    const caller = await this.auth.authenticate(token, request.fleetMachineToken ?? undefined);
    if (this.config.enforceRoles && caller.role === 'readonly' && (!READS.has(request.method) || rule.sensitive)) {
      throw Problems.forbidden('This needs the admin role (FLEET_ENFORCE_ROLES is on).');
    }
    request.caller = caller;
    return true;
  }
}
