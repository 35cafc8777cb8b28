import { Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type AuditedCall, AuditedInterceptor, type AuditedRule } from '#lib/common';
import type { Caller } from '../../auth/caller.js';
import { AdminAuditRepository } from './admin-audit.repository.js';

type Request = {
  caller?: Caller;
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  id?: string | number;
};

/**
 * Records each `@Audited` admin write that succeeded (issue 43): the user as the guard found them, the route's
 * action and target, and what the services noted (`noteAudit`: a catalog apply's counts). The shared rules
 * (stored before the answer, nothing for a refused call) are AuditedInterceptor's.
 */
@Injectable()
export class AdminAuditInterceptor extends AuditedInterceptor<Request> {
  protected readonly logger = new Logger('AdminAudit');

  constructor(
    reflector: Reflector,
    private readonly repository: AdminAuditRepository,
  ) {
    super(reflector);
  }

  protected actorOf(request: Request): string | null {
    return request.caller?.kind === 'jwt' ? request.caller.userId : null;
  }

  /** The target a route names: its path parameter, else the body's or the query's field of that name. */
  protected override targetOf(rule: AuditedRule, request: Request): string | null {
    if (!rule.target) return null;
    const body =
      typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
    const value = request.params?.[rule.target] ?? body[rule.target] ?? request.query?.[rule.target];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  }

  protected async store({ request, action, target, changes, requestId }: AuditedCall<Request>): Promise<void> {
    const caller = request.caller;
    if (caller?.kind !== 'jwt') return;
    await this.repository.insert({
      actor_id: caller.userId,
      actor_email: caller.email,
      actor_name: caller.name,
      actor_role: caller.role,
      action,
      target,
      details: changes,
      request_id: requestId,
    });
  }
}
