import { type CallHandler, type ExecutionContext, Injectable, Logger, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { mergeMap, type Observable } from 'rxjs';
import type { Caller } from '../auth/caller.js';
import { AuditRepository } from './audit.repository.js';
import { AUDITED, type AuditedRule, type AuditNote, withAuditNote } from '#lib/common';

type Request = { caller?: Caller; params?: Record<string, string>; ip?: string; id?: string | number };

/**
 * Writes the event of each `@Audited` route a signed-in person called successfully (issue 33): the caller as the
 * guard found them, the route's action and target, and what the services noted (`noteAudit`). The event is stored
 * before the answer goes out, so a read that follows sees it.
 */
@Injectable()
export class PersonAuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Audit');

  constructor(
    private readonly reflector: Reflector,
    private readonly repository: AuditRepository,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rule = this.reflector.get<AuditedRule | undefined>(AUDITED, context.getHandler());
    if (!rule || context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    const caller = request.caller;
    if (!caller || caller.authMethod === 'machine_token') return next.handle();
    const note: AuditNote = { target: rule.target ? (request.params?.[rule.target] ?? null) : null };
    return withAuditNote(note, () => next.handle()).pipe(
      mergeMap(async (value: unknown) => {
        await this.record(rule, note, caller, request);
        return value;
      }),
    );
  }

  private async record(rule: AuditedRule, note: AuditNote, caller: Caller, request: Request): Promise<void> {
    const action = note.action ?? rule.action;
    try {
      await this.repository.insertPersonEvent({
        at: new Date(),
        actor_id: caller.id,
        actor_name: caller.name,
        actor_email: caller.email,
        actor_method: caller.authMethod,
        action,
        target: note.target ?? null,
        changes: note.changes ?? {},
        source_address: request.ip || null,
        request_id: request.id === undefined ? null : String(request.id),
      });
    } catch (error) {
      // The action is done; its answer still goes out. What was lost is said (without the changes themselves).
      this.logger.error(`could not record the audit event ${action} of ${caller.id}: ${(error as Error).message}`);
    }
  }
}
