import pg from 'pg';
import { ChangeFeed } from './change-feed.js';
import {
  deadlineAtCheckout,
  remainingMs,
  type RequestDeadline,
  RequestDeadlineExceededError,
  withinDeadline,
} from './deadline.js';
import type { DatabaseMonitor } from './monitor.js';
import { isConnectionLost, isDatabaseUnavailable } from './unavailable.js';

/**
 * The `pg` module as TypeORM's postgres driver uses it (`driver` option), with a pool that:
 * - tells the DatabaseMonitor when the database stops and starts answering;
 * - retries a read-only statement once, on a fresh connection, when its connection was lost under it
 *   (terminated, reset, timed out) and it ran outside a transaction: nothing was written, so the retry is
 *   safe, and a client sees one slower answer instead of an error;
 * - destroys such a connection when it is released, instead of handing it to the next request (a
 *   client-side read timeout leaves the query outstanding on the socket).
 * - bounds every statement without a startup parameter, so that it works through a transaction pooler
 *   (PgBouncer refuses `statement_timeout` and `idle_in_transaction_session_timeout` at connect): a transaction
 *   gets them with `SET LOCAL` in the same round trip as its BEGIN; a statement outside a transaction is
 *   cancelled on the server (CancelRequest) when it has run for the statement budget, which the server answers
 *   with the same 57014 its own statement_timeout would.
 * Statements inside a transaction are never retried here: the transaction is gone with its connection.
 * Within a request (deadline.ts), every wait comes out of the request's one deadline: the wait for a
 * connection, each statement's answer (the client-side read timeout is shortened to what is left) and the
 * retry's connection and statement; none starts once the deadline has passed.
 */

type Client = pg.PoolClient & {
  [ORIGINAL_QUERY]?: pg.PoolClient['query'];
  [BROKEN]?: boolean;
  [IN_TRANSACTION]?: boolean;
  [TRACKER]?: ReturnType<ChangeFeed['tracker']>;
  /** The deadline of the request that checked the connection out (deadline.ts), for this checkout. */
  [DEADLINE]?: RequestDeadline;
};
type Release = (err?: Error | boolean) => void;
type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, release: Release) => void;

const ORIGINAL_QUERY = Symbol('originalQuery');
const BROKEN = Symbol('broken');
const IN_TRANSACTION = Symbol('inTransaction');
const TRACKER = Symbol('tracker');
const DEADLINE = Symbol('deadline');

const BEGIN = /^\s*(?:BEGIN|START\s+TRANSACTION)\b/i;
const END = /^\s*(?:COMMIT|END|ROLLBACK)\s*;?\s*$/i;
const READ = /^\s*(?:SELECT|SHOW|VALUES|TABLE)\b/i;
const WITH = /^\s*WITH\b/i;
const WRITE_WORDS = /\b(?:INSERT|UPDATE|DELETE|MERGE)\b/i;
const SESSION_EFFECTS = /\b(?:pg_advisory\w*|pg_try_advisory\w*|set_config|nextval|setval|pg_notify|dblink\w*)\s*\(/i;

/** A statement that changes nothing, so running it twice is the same as once. */
export function isReadOnlyStatement(sql: string): boolean {
  // Functions with session side effects make a SELECT unsafe to repeat on another connection.
  if (SESSION_EFFECTS.test(sql)) return false;
  return READ.test(sql)
    ? !/\bFOR\s+(?:UPDATE|NO\s+KEY\s+UPDATE|SHARE|KEY\s+SHARE)\b/i.test(sql)
    : WITH.test(sql) && !WRITE_WORDS.test(sql);
}

/**
 * The statement as `pg` takes it, with its client-side read timeout bounded by the request's deadline, and
 * whether the deadline (rather than the configured budget) set that bound. Outside a request: unchanged.
 */
function boundedByDeadline(
  text: unknown,
  values: unknown,
  readTimeoutMs: number | undefined,
  deadline: RequestDeadline | undefined,
): { query: unknown; values: unknown; byDeadline: boolean } {
  const timeout = withinDeadline(readTimeoutMs, remainingMs(deadline));
  if (timeout === readTimeoutMs || timeout === undefined) return { query: text, values, byDeadline: false };
  const config = typeof text === 'string' ? { text, values } : { ...(text as object), ...(values ? { values } : {}) };
  return { query: { ...config, query_timeout: timeout }, values: undefined, byDeadline: true };
}

/**
 * Asks the server to cancel what a connection is running (PostgreSQL's CancelRequest, on a connection of its
 * own): a statement the request's deadline gave up on must not go on to commit a write after the caller was
 * answered 503. The caller is answered once the server has taken the request (it closes the cancel connection
 * when it has signalled the backend), so that whatever released the statement's lock after seeing the 503 cannot
 * let the write through first, but never waits more than CANCEL_WAIT_MS for that: a server that cannot be reached
 * (a partition) would hold the answer past the deadline. The cancel itself goes on for up to 2 s, and its connection
 * is closed by the server (or the pooler, once it has forwarded the cancel), not by us.
 */
const CANCEL_WAIT_MS = 200;

function cancelOnServer(client: pg.PoolClient): Promise<void> {
  const { processID, secretKey, connectionParameters } = client as unknown as {
    processID?: number;
    secretKey?: number;
    connectionParameters?: { host?: string; port?: number };
  };
  if (processID == null || secretKey == null || !connectionParameters?.port) return Promise.resolve();
  const { host, port } = connectionParameters;
  const connection = new (pg as unknown as { Connection: typeof pg.Connection }).Connection();
  const socket = (connection as unknown as { stream: import('node:net').Socket }).stream;
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const timer = setTimeout(() => socket.destroy(), 2000);
  timer.unref();
  connection.on('error', () => undefined);
  socket.once('close', () => clearTimeout(timer));
  // The cancel connection is left for the server to close: PgBouncer (1.18) drops a cancel whose connection the
  // client half-closed before it was forwarded ("client unexpected eof"), and the statement then runs on.
  connection.once('connect', () => {
    (connection as unknown as { cancel(pid: number, key: number): void }).cancel(processID, secretKey);
  });
  if (host?.startsWith('/'))
    (connection as unknown as { connect(path: string): void }).connect(`${host}/.s.PGSQL.${port}`);
  else (connection as unknown as { connect(port: number, host?: string): void }).connect(port, host);
  return Promise.race([closed, new Promise<void>((resolve) => setTimeout(resolve, CANCEL_WAIT_MS).unref())]);
}

/** How long a transaction may sit idle (holding its locks) before the server ends it. */
export const IDLE_IN_TRANSACTION_MS = 60_000;

/**
 * The BEGIN statement with the transaction's settings appended (one simple-protocol round trip): they last until
 * its COMMIT or ROLLBACK and never reach the next transaction on a pooler's shared server connection.
 */
export function beginWithSettings(begin: string, statementBudgetMs: number): string {
  const settings = [`SET LOCAL idle_in_transaction_session_timeout = ${IDLE_IN_TRANSACTION_MS}`];
  if (statementBudgetMs > 0) settings.push(`SET LOCAL statement_timeout = ${Math.ceil(statementBudgetMs)}`);
  return `${begin.replace(/;\s*$/, '')}; ${settings.join('; ')}`;
}

/**
 * Cancels what `client` runs on the server once it has run for `budgetMs` (a statement outside a transaction,
 * which no SET LOCAL can bound); returns the function that disarms it when the statement has answered. A
 * connection whose cancel went out is not reused: the cancel may land on whatever it runs next.
 */
function cancelAfter(client: pg.PoolClient, budgetMs: number, fired: () => void): () => void {
  const timer = setTimeout(() => {
    fired();
    void cancelOnServer(client);
  }, budgetMs);
  return () => clearTimeout(timer);
}

function deadlineSpent(deadline: RequestDeadline | undefined): boolean {
  return remainingMs(deadline) === 0;
}

function sqlOf(text: unknown): string | null {
  if (typeof text === 'string') return text;
  if (text && typeof text === 'object' && typeof (text as { text?: unknown }).text === 'string') {
    return (text as { submit?: unknown }).submit ? null : (text as { text: string }).text;
  }
  return null;
}

export function resilientPg(monitor: DatabaseMonitor, changes = new ChangeFeed()): typeof pg {
  class ResilientPool extends pg.Pool {
    constructor(config?: pg.PoolConfig) {
      super(config);
      // A connection can die while checked out and between two statements (terminated, reset): pg then
      // emits 'error' on the client, and an 'error' event without a listener ends the process. Every
      // client keeps one listener for its whole life; the dead connection is destroyed on release.
      this.on('connect', (client: pg.PoolClient) => {
        client.on('error', () => {
          (client as Client)[BROKEN] = true;
        });
      });
    }

    private instrument(client: Client): void {
      if (client[ORIGINAL_QUERY]) {
        client[IN_TRANSACTION] = false;
        client[TRACKER] = changes.tracker();
        return;
      }
      client[TRACKER] = changes.tracker();
      const original = client.query.bind(client) as (...args: unknown[]) => unknown;
      client[ORIGINAL_QUERY] = original as pg.PoolClient['query'];
      const { query_timeout: readTimeoutMs, statementBudgetMs = 0 } = (
        this as unknown as { options: { query_timeout?: number; statementBudgetMs?: number } }
      ).options;
      const run = (text: unknown, values: unknown): Promise<pg.QueryResult> => {
        const sql = sqlOf(text)!;
        const deadline = client[DEADLINE];
        if (deadlineSpent(deadline)) {
          // Not even a ROLLBACK is sent: a connection in a transaction is closed instead (which rolls it back).
          if (client[IN_TRANSACTION]) client[BROKEN] = true;
          return Promise.reject(new RequestDeadlineExceededError('before a statement'));
        }
        const begins = BEGIN.test(sql);
        const plainBegin = begins && typeof text === 'string' && !(values as unknown[] | undefined)?.length;
        const bounded = boundedByDeadline(
          plainBegin ? beginWithSettings(sql, statementBudgetMs) : text,
          plainBegin ? undefined : values,
          readTimeoutMs,
          deadline,
        );
        const outside = !client[IN_TRANSACTION] && !begins;
        if (begins) client[IN_TRANSACTION] = true;
        else if (END.test(sql)) client[IN_TRANSACTION] = false;
        const retryable = !client[IN_TRANSACTION] && isReadOnlyStatement(sql);
        const tracker = client[TRACKER]!;
        tracker.before(sql);
        // Outside a transaction, the statement budget is kept by a cancel (unless the deadline ends it first).
        const left = remainingMs(deadline);
        const disarm =
          outside && statementBudgetMs > 0 && (left === undefined || left > statementBudgetMs)
            ? cancelAfter(client, statementBudgetMs, () => {
                client[BROKEN] = true;
              })
            : undefined;
        return (original(bounded.query, bounded.values) as Promise<pg.QueryResult | pg.QueryResult[]>).then(
          (result) => {
            disarm?.();
            monitor.succeeded();
            tracker.after(sql, true);
            // A BEGIN sent with its settings answers one result per statement: the caller sees the BEGIN's.
            return Array.isArray(result) ? result[0] : result;
          },
          async (error: unknown) => {
            disarm?.();
            tracker.after(sql, false);
            if (!isDatabaseUnavailable(error)) throw error;
            if (bounded.byDeadline && deadlineSpent(deadline)) {
              // The request's deadline, not the database, ended the wait: the statement is still outstanding
              // on the socket, so the connection is not reused, but the database is not reported down.
              client[BROKEN] = true;
              await cancelOnServer(client);
              throw new RequestDeadlineExceededError('waiting for a statement', { cause: error });
            }
            monitor.failed(error);
            if (!isConnectionLost(error)) throw error;
            client[BROKEN] = true;
            if (!retryable) throw error;
            if (deadlineSpent(deadline)) throw new RequestDeadlineExceededError('before a retry', { cause: error });
            monitor.retried();
            return this.retryOnFreshConnection(text, values, deadline);
          },
        );
      };
      // Only the promise form is instrumented (TypeORM's); callbacks and submittables pass through untouched.
      client.query = ((text: unknown, values?: unknown, callback?: unknown) =>
        typeof values === 'function' || typeof callback === 'function' || sqlOf(text) === null
          ? original(text, values, callback)
          : run(text, values)) as pg.PoolClient['query'];
    }

    /**
     * The retry runs on a connection of its own, outside the pool: when every pooled connection died at
     * once (a failover, a mass termination), the dead ones are still checked out until their requests
     * release them, and waiting for a pool slot would stall the retry for the whole connect budget.
     */
    private async retryOnFreshConnection(
      text: unknown,
      values: unknown,
      deadline: RequestDeadline | undefined,
    ): Promise<pg.QueryResult> {
      const options = (this as unknown as { options: pg.ClientConfig }).options;
      const connectTimeout = withinDeadline(options.connectionTimeoutMillis, remainingMs(deadline));
      const fresh = new pg.Client({ ...options, connectionTimeoutMillis: connectTimeout });
      fresh.on('error', () => undefined);
      let bounded = false;
      try {
        bounded = connectTimeout !== options.connectionTimeoutMillis;
        await fresh.connect();
        if (deadlineSpent(deadline)) throw new RequestDeadlineExceededError('before a retry');
        const statement = boundedByDeadline(text, values, options.query_timeout, deadline);
        bounded = statement.byDeadline;
        const budget = (options as { statementBudgetMs?: number }).statementBudgetMs ?? 0;
        const left = remainingMs(deadline);
        const disarm =
          budget > 0 && (left === undefined || left > budget)
            ? cancelAfter(fresh as unknown as pg.PoolClient, budget, () => undefined)
            : undefined;
        try {
          const result = (await fresh.query(
            statement.query as string,
            statement.values as unknown[],
          )) as pg.QueryResult;
          monitor.succeeded();
          return result;
        } finally {
          disarm?.();
        }
      } catch (error) {
        if (error instanceof RequestDeadlineExceededError) throw error;
        if (bounded && deadlineSpent(deadline)) {
          await cancelOnServer(fresh as unknown as pg.PoolClient);
          throw new RequestDeadlineExceededError('waiting for a retry', { cause: error });
        }
        if (isDatabaseUnavailable(error)) monitor.failed(error);
        throw error;
      } finally {
        void fresh.end().catch(() => undefined);
      }
    }

    // TypeORM calls connect(callback); the promise form is kept for everyone else.
    override connect(): Promise<pg.PoolClient>;
    override connect(callback: ConnectCallback): void;
    override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
      if (!callback) {
        return new Promise((resolve, reject) => {
          this.connect((err, client) => (err ? reject(err) : resolve(client!)));
        });
      }
      // Within a request, the wait for a connection (new or pooled) ends at the request's deadline too: the
      // caller is answered then, and a connection that arrives later goes straight back to the pool.
      const deadline = deadlineAtCheckout();
      const left = remainingMs(deadline);
      if (left === 0) {
        callback(new RequestDeadlineExceededError('waiting for a connection'), undefined, () => undefined);
        return;
      }
      let answered = false;
      const timer =
        left !== undefined && left < (this.options.connectionTimeoutMillis || Infinity)
          ? setTimeout(() => {
              answered = true;
              callback(new RequestDeadlineExceededError('waiting for a connection'), undefined, () => undefined);
            }, Math.ceil(left))
          : undefined;
      super.connect((err, client, release) => {
        clearTimeout(timer);
        if (err || !client) {
          if (isDatabaseUnavailable(err)) monitor.failed(err);
          if (!answered) callback(err, client, release as Release);
          return;
        }
        monitor.succeeded();
        const instrumented = client as Client;
        this.instrument(instrumented);
        instrumented[BROKEN] = false;
        instrumented[DEADLINE] = deadline;
        const releaseOnce = (releaseError?: Error | boolean) => {
          instrumented[DEADLINE] = undefined;
          release(releaseError ?? (instrumented[BROKEN] ? new Error('connection lost') : undefined));
        };
        if (answered) {
          releaseOnce();
          return;
        }
        callback(undefined, client, releaseOnce);
      });
    }
  }
  return { ...pg, Pool: ResilientPool, monitor, changes } as typeof pg;
}
