import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * One deadline per request (`HUB_REQUEST_DEADLINE_MS`, `FLEET_REQUEST_DEADLINE_MS`): the HTTP layer starts it
 * when a request arrives, and every wait on PostgreSQL the request causes (a new connection, a pooled one, a
 * statement, the read-only retry on a fresh connection) comes out of what is left of it. Past it, the wait
 * ends with a RequestDeadlineExceededError, which is answered 503 `unavailable` with Retry-After like any
 * other database outage (CONTRACT §3). Work without a deadline (timers, the sync job, migrations) keeps the
 * per-wait budgets only.
 */
export interface RequestDeadline {
  /** `performance.now()` at which the request's budget is spent. */
  readonly at: number;
  /**
   * Whether the deadline still binds: once the answer has started (headers sent) or ended, what the request
   * left running (a streamed body, a write-behind queue it woke) is no longer waiting for an answer.
   */
  active(): boolean;
}

const storage = new AsyncLocalStorage<RequestDeadline>();

/** Runs `fn` (and everything it starts) under `deadline`. */
export function runWithDeadline<T>(deadline: RequestDeadline, fn: () => T): T {
  return storage.run(deadline, fn);
}

/** Runs `fn` outside any request's deadline: a job a request starts or joins but that is not its answer. */
export function runWithoutDeadline<T>(fn: () => T): T {
  return storage.exit(fn);
}

/** Milliseconds left of the current request's deadline (0 when spent), or undefined outside a request. */
export function remainingDeadlineMs(): number | undefined {
  const deadline = storage.getStore();
  if (!deadline?.active()) return undefined;
  return Math.max(0, deadline.at - performance.now());
}

/** The request's deadline passed while it waited on the database (a 503, see isDatabaseUnavailable). */
export class RequestDeadlineExceededError extends Error {
  override readonly name = 'RequestDeadlineExceededError';
  readonly code = 'ERR_REQUEST_DEADLINE';

  constructor(during: string, options?: { cause?: unknown }) {
    super(`request deadline exceeded ${during}`, options);
  }
}

/** `waitMs` shortened to what is left of the current request's deadline (unchanged outside a request). */
export function withinDeadline(waitMs: number | undefined): number | undefined {
  const left = remainingDeadlineMs();
  if (left === undefined) return waitMs;
  // pg treats 0 as "no timeout": a spent deadline is at least 1 ms, and the caller checks it first.
  const bounded = Math.max(1, Math.ceil(left));
  return waitMs ? Math.min(waitMs, bounded) : bounded;
}

/** The deadline of a request that arrived now and whose answer goes out on `response`. */
export function requestDeadline(
  response: { readonly headersSent: boolean; readonly writableEnded: boolean },
  budgetMs: number,
): RequestDeadline {
  return { at: performance.now() + budgetMs, active: () => !response.headersSent && !response.writableEnded };
}
