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

/**
 * How a request's deadline reaches the pool. A connection takes the deadline of the request that checks it out,
 * and keeps it for that checkout (resilient-pg.ts): its statements, their read timeouts and the read-only retry
 * come out of it. At checkout the deadline is found in one of two ways:
 * - `runWithDeadline`: the request runs in an AsyncLocalStorage context (the framework's requests, MCP calls),
 *   which follows it through every await;
 * - `withDeadlineAtCheckout`: for a read that passes its deadline by hand (the catalog's fast path, which
 *   answers before the framework), the checkouts its synchronous part makes.
 * AsyncLocalStorage costs every promise the process makes while it is enabled (on Node 20, a promise hook for
 * each promise and each reaction: about 40 µs of CPU on a catalog read that makes one query), so it is enabled
 * only while a request run with it is in flight, and disabled again when the last one has been answered.
 */
const storage = new AsyncLocalStorage<RequestDeadline>();
/** Requests run with runWithDeadline whose response has not closed yet. */
let inFlight = 0;
/** The deadline withDeadlineAtCheckout gives the checkouts of its synchronous part. */
let atCheckout: RequestDeadline | undefined;

const TRACKED = Symbol('deadlineTracked');

type Response = {
  readonly headersSent: boolean;
  readonly writableEnded: boolean;
  readonly closed?: boolean;
  [TRACKED]?: true;
} & {
  once?(event: 'close', listener: () => void): unknown;
};

/**
 * Runs `fn` (and everything it starts) under `deadline`. Its response counts as in flight until it has closed; a
 * response that closed unanswered (the client went away) counts until its deadline has passed, since the handler
 * may still be running and its new checkouts must stay bounded until then.
 */
export function runWithDeadline<T>(deadline: RequestDeadline, fn: () => T): T {
  const tracked = (deadline as DeadlineOf).response;
  // A response that already closed would never tell: it is not counted, and its deadline no longer matters, so its
  // work runs outside any deadline. (Left in the storage, it would bind only while other requests kept the storage
  // enabled on Node 20, and for good on Node 24, whose AsyncContextFrame keeps a store through disable().)
  if (tracked?.closed === true) return storage.exit(fn);
  if (tracked?.once && !tracked[TRACKED]) {
    tracked[TRACKED] = true;
    inFlight++;
    const done = () => {
      if (--inFlight === 0) storage.disable();
    };
    tracked.once('close', () => {
      const left = deadline.at - performance.now();
      if (tracked.headersSent || tracked.writableEnded || left <= 0) done();
      else setTimeout(done, left).unref();
    });
  }
  return storage.run(deadline, fn);
}

/**
 * Starts `deadline`'s budget again from now: a request's body has just been read, and the deadline covers the work,
 * not a slow client's upload (the upload is bounded by its own minimum rate, libs/common rest-app.ts).
 */
export function restartDeadline(deadline: RequestDeadline, budgetMs: number): void {
  (deadline as { at: number }).at = performance.now() + budgetMs;
}

/** Runs `fn` outside any request's deadline: a job a request starts or joins but that is not its answer. */
export function runWithoutDeadline<T>(fn: () => T): T {
  const outer = atCheckout;
  atCheckout = undefined;
  try {
    return storage.exit(fn);
  } finally {
    atCheckout = outer;
  }
}

/**
 * Runs `fn` with `deadline` as the deadline of every connection its synchronous part checks out (pool.connect
 * called before `fn` first yields). The caller makes sure its reads check out there (onPooledConnection checks
 * out inside it). Without a deadline, `fn` runs as it is.
 */
export function withDeadlineAtCheckout<T>(deadline: RequestDeadline | undefined, fn: () => T): T {
  if (deadline === undefined) return fn();
  const outer = atCheckout;
  atCheckout = deadline;
  try {
    return fn();
  } finally {
    atCheckout = outer;
  }
}

/** The deadline a connection checked out now takes: the current request's, while it still binds. */
export function deadlineAtCheckout(): RequestDeadline | undefined {
  const deadline = atCheckout ?? storage.getStore();
  return deadline?.active() ? deadline : undefined;
}

/** Milliseconds left of `deadline` (0 when spent), or undefined when there is none or it no longer binds. */
export function remainingMs(deadline: RequestDeadline | undefined): number | undefined {
  if (!deadline?.active()) return undefined;
  return Math.max(0, deadline.at - performance.now());
}

/** Milliseconds left of the current request's deadline (0 when spent), or undefined outside a request. */
export function remainingDeadlineMs(): number | undefined {
  return remainingMs(atCheckout ?? storage.getStore());
}

/** The request's deadline passed while it waited on the database (a 503, see isDatabaseUnavailable). */
export class RequestDeadlineExceededError extends Error {
  override readonly name = 'RequestDeadlineExceededError';
  readonly code = 'ERR_REQUEST_DEADLINE';

  constructor(during: string, options?: { cause?: unknown }) {
    super(`request deadline exceeded ${during}`, options);
  }
}

/**
 * `waitMs` shortened to what is left of `deadline` (by default the current request's; unchanged outside a
 * request).
 */
export function withinDeadline(
  waitMs: number | undefined,
  left: number | undefined = remainingDeadlineMs(),
): number | undefined {
  if (left === undefined) return waitMs;
  // pg treats 0 as "no timeout": a spent deadline is at least 1 ms, and the caller checks it first.
  const bounded = Math.max(1, Math.ceil(left));
  return waitMs ? Math.min(waitMs, bounded) : bounded;
}

const OF_RESPONSE = Symbol('requestDeadline');

type DeadlineOf = RequestDeadline & { readonly response?: Response };

/**
 * The deadline of a request that arrived now and whose answer goes out on `response`; a request that already has
 * one (set by a layer that ran before the framework and then handed the request on) keeps it.
 */
export function requestDeadline(response: Response, budgetMs: number): RequestDeadline {
  const holder = response as { [OF_RESPONSE]?: DeadlineOf };
  const made: DeadlineOf = {
    at: performance.now() + budgetMs,
    active: () => !response.headersSent && !response.writableEnded,
    response,
  };
  return (holder[OF_RESPONSE] ??= made);
}
