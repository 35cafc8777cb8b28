import { type CallHandler, type ExecutionContext, Injectable, Logger, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { mergeMap, type Observable } from 'rxjs';
import { AUDITED, type AuditedRule, type AuditNote, withAuditNote } from '#lib/common';
import type { Caller } from '../../auth/caller.js';
import { AdminAuditRepository } from './admin-audit.repository.js';

type Request = {
  caller?: Caller;
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  id?: string | number;
};

/** The target a route names (`rule.target`): its path parameter, else the body's or the query's field of that name. */
function targetOf(rule: AuditedRule, request: Request): string | null {
  if (!rule.target) return null;
  const body =
    typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
  const value = request.params?.[rule.target] ?? body[rule.target] ?? request.query?.[rule.target];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/**
 * Records each `@Audited` admin write that succeeded (issue 43): the user as the guard found them, the route's
 * action and target, and what the services noted (`noteAudit`: a catalog apply's counts). Stored before the answer
 * goes out, so a read that follows sees it; a refused request changed nothing and records nothing.
 */
@Injectable()
export class AdminAuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger('AdminAudit');

  constructor(
    private readonly reflector: Reflector,
    private readonly repository: AdminAuditRepository,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rule = this.reflector.get<AuditedRule | undefined>(AUDITED, context.getHandler());
    if (!rule || context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    const caller = request.caller;
    if (caller?.kind !== 'jwt') return next.handle();
    const note: AuditNote = { target: targetOf(rule, request) };
    return withAuditNote(note, () => next.handle()).pipe(
      mergeMap(async (value: unknown) => {
        const action = note.action ?? rule.action;
        try {
          await this.repository.insert({
            actor_id: caller.userId,
            actor_email: caller.email,
            actor_name: caller.name,
            actor_role: caller.role,
            action,
            target: note.target ?? null,
            details: note.changes ?? {},
            request_id: request.id === undefined ? null : String(request.id),
          });
        } catch (error) {
          // The write is done; its answer still goes out. What was lost is said (without the details themselves).
          this.logger.error(
            `could not record the admin event ${action} of ${caller.userId}: ${(error as Error).message}`,
          );
        }
        return value;
      }),
    );
  }
}
