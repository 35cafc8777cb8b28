// The audit decorator and notes both apps share: a route says which action it is, its services add what changed.
import { AsyncLocalStorage } from 'node:async_hooks';
import { SetMetadata } from '@nestjs/common';

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
