/**
 * Errors that mean the database could not serve a query (unreachable, connection lost, pool wait or
 * statement budget spent), as opposed to errors the query itself caused. Such a failure is answered
 * 503 `unavailable` with Retry-After, never 500 (CONTRACT §3).
 */

/** SQLSTATEs of a server that is going away, refusing connections, or that cancelled a statement on a budget. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend, fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '57P05', // idle_session_timeout
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
  '53300', // too_many_connections
  '25P03', // idle_in_transaction_session_timeout
]);

/** Node socket errors of a database that cannot be reached. */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNABORTED',
]);

/** Messages `pg`, `pg-pool` and TypeORM give to lost connections and spent budgets (they carry no code). */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|^timeout expired$|Query read timeout|connection timeout|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end|terminating connection/i;

/** TypeORM errors of a query runner whose connection died under it. */
const UNAVAILABLE_NAMES = new Set([
  'QueryRunnerAlreadyReleasedError',
  'CannotExecuteNotConnectedError',
  // The request's one deadline (deadline.ts) passed while it waited on the database.
  'RequestDeadlineExceededError',
]);

function codeOf(error: object): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** Whether this error (or the driver error it wraps) means the database is unavailable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const code = codeOf(current);
    if (code && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code))) return true;
    const { name, message } = current as { name?: unknown; message?: unknown };
    if (typeof name === 'string' && UNAVAILABLE_NAMES.has(name)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    if (Array.isArray((current as { errors?: unknown }).errors)) {
      // AggregateError of a dual-stack connect (every address refused)
      if ((current as { errors: unknown[] }).errors.some((e) => isDatabaseUnavailable(e))) return true;
    }
    current =
      (current as { driverError?: unknown; cause?: unknown }).driverError ?? (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Whether the connection this error came from is gone (so a read may be retried on a fresh one). */
export function isConnectionLost(error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  const code = error && typeof error === 'object' ? codeOf(error) : undefined;
  // A statement or lock timeout leaves the connection healthy: retrying would only spend the budget twice.
  return code !== '57014' && code !== '55P03';
}

/** A short, secret-free reason for logs and readiness bodies. */
export function unavailableReason(error: unknown): string {
  if (!error || typeof error !== 'object') return 'unknown error';
  const code = codeOf(error);
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === '57014') return 'statement timeout';
  if (code === '57P01' || code === '57P02') return 'connection terminated by the server';
  if (code === '57P03') return 'the server is starting up or shutting down';
  if (code === '53300') return 'too many connections';
  if (code === 'ERR_REQUEST_DEADLINE') return 'request deadline exceeded';
  if (code && UNAVAILABLE_ERRNOS.has(code)) return code;
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string') {
    if (/timeout exceeded when trying to connect|connection timeout|^timeout expired$/i.test(message)) {
      return 'connect timeout';
    }
    if (/Query read timeout/i.test(message)) return 'no answer within the statement budget';
    if (/Connection terminated/i.test(message)) return 'connection lost';
  }
  const errors = (error as { errors?: unknown }).errors;
  if (Array.isArray(errors) && errors.length) return unavailableReason(errors[0]);
  return 'database error';
}

/**
 * Logs a failure of work that no request waits for (a background write, a prune) or that is answered anyway,
 * unless it is the database's outage: the monitor logs that once per outage, not once per failure. The one
 * place such work consults isDatabaseUnavailable.
 */
export function logUnlessUnavailable(log: (line: string) => void, what: string, error: unknown): void {
  if (!isDatabaseUnavailable(error)) log(`${what}: ${error instanceof Error ? error.message : String(error)}`);
}
