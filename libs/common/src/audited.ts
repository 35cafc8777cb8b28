// The audit decorator and notes both apps share: a route says which action it is, its services add what changed.
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  type CallHandler,
  type ExecutionContext,
  type Logger,
  type NestInterceptor,
  SetMetadata,
} from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { mergeMap, type Observable } from 'rxjs';

/** What a service adds to the event of the action it carries out (inside an `@Audited` route). */
export interface AuditNote {
  /** A more precise action than the route's (`user.update` → `user.role.change`). */
  action?: string;
  target?: string | null;
  /** Field by field; secret values never (use SECRET_CHANGED / SECRET_CLEARED). */
  changes?: Record<string, unknown>;
}

/** What a secret field's change is recorded as: never its value. */
export const SECRET_CHANGED = '(changed)';
export const SECRET_CLEARED = '(cleared)';

export const AUDITED = 'audited';

export interface AuditedRule {
  action: string;
  /** The route parameter that names the target (`id`, `name`, `slug`); the service may set another. */
  target?: string;
}

/**
 * On a controller method that changes state: when it succeeds, an event (actor, action, target, what changed) is
 * written by the app's audit interceptor: the fleet's PersonAuditInterceptor (signed-in persons; machine-token calls
 * are audited request by request), the hub's AdminAuditInterceptor (admin writes). Refused calls changed nothing and
 * write no event.
 */
export const Audited = (action: string, target?: string) =>
  SetMetadata(AUDITED, { action, target } satisfies AuditedRule);

const notes = new AsyncLocalStorage<AuditNote>();

/** Runs a route's work with a note its services can fill (the interceptor reads it once the work succeeded). */
export function withAuditNote<T>(note: AuditNote, work: () => T): T {
  return notes.run(note, work);
}

/**
 * From a service: what the current action changed, merged into its audit event. Outside an `@Audited` route (a
 * machine token's call, a background job, a test calling the service) it does nothing.
 */
export function noteAudit(note: AuditNote): void {
  const current = notes.getStore();
  if (!current) return;
  if (note.action !== undefined) current.action = note.action;
  if (note.target !== undefined) current.target = note.target;
  if (note.changes) current.changes = { ...current.changes, ...note.changes };
}

/** `{from, to}` of each field whose value differs, for the `changes` of an event. */
export function changedFields<T extends object>(
  before: T,
  after: T,
  fields: readonly (keyof T & string)[],
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of fields) {
    const from = before[field] ?? null;
    const to = after[field] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}

/** What an app's audit interceptor stores for one `@Audited` call that succeeded. */
export interface AuditedCall<R> {
  request: R;
  action: string;
  target: string | null;
  changes: Record<string, unknown>;
  requestId: string | null;
}

/**
 * The audit interceptor both apps extend (the hub's AdminAuditInterceptor, the fleet's PersonAuditInterceptor):
 * for a route marked `@Audited` whose caller `actorOf` accepts, the work runs with an audit note its services fill,
 * and once it succeeded `store` writes the event before the answer goes out (so a read that follows sees it). A
 * failed write is logged without its details and the answer still goes out; a refused call records nothing.
 */
export abstract class AuditedInterceptor<
  R extends { id?: string | number; params?: Record<string, string> },
> implements NestInterceptor {
  protected abstract readonly logger: Logger;

  constructor(private readonly reflector: Reflector) {}

  /** The id of the actor whose calls this app records, or null for a caller it does not (then nothing is written). */
  protected abstract actorOf(request: R): string | null;

  /** The event's target before the services note one: by default the route parameter the rule names. */
  protected targetOf(rule: AuditedRule, request: R): string | null {
    return rule.target ? (request.params?.[rule.target] ?? null) : null;
  }

  protected abstract store(call: AuditedCall<R>): Promise<void>;

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rule = this.reflector.get<AuditedRule | undefined>(AUDITED, context.getHandler());
    if (!rule || context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<R>();
    const actor = this.actorOf(request);
    if (actor === null) return next.handle();
    const note: AuditNote = { target: this.targetOf(rule, request) };
    return withAuditNote(note, () => next.handle()).pipe(
      mergeMap(async (value: unknown) => {
        const action = note.action ?? rule.action;
        try {
          await this.store({
            request,
            action,
            target: note.target ?? null,
            changes: note.changes ?? {},
            requestId: request.id === undefined ? null : String(request.id),
          });
        } catch (error) {
          // The work is done; its answer still goes out. What was lost is said (without the changes themselves).
          this.logger.error(`could not record the audit event ${action} of ${actor}: ${(error as Error).message}`);
        }
        return value;
      }),
    );
  }
}
