import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import { ChangeFeed } from './change-feed.js';

/**
 * A `pg`-compatible driver over one PGlite instance, for TypeORM's postgres driver (`driver` option).
 *
 * One PGlite instance is one database session, so the "pool" hands out that session to one
 * connection at a time: a transaction holds the session exclusively until its connection is
 * released, and other connections queue. (typeorm-pglite shares the session between connections,
 * which interleaves concurrent transactions.)
 */
type QueryCallback = (err: Error | null, result?: PgResult) => void;

interface PgResult {
  command: string;
  rowCount: number;
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
}

class SessionLock {
  private held = false;
  private readonly waiters: (() => void)[] = [];

  acquire(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  get busy(): boolean {
    return this.held;
  }

  get waiting(): number {
    return this.waiters.length;
  }

  release(): void {
    const next = this.waiters.shift();
    if (next) next();
    else this.held = false;
  }
}

function commandOf(sql: string): string {
  const match = /^\s*(?:--[^\n]*\n\s*)*([A-Za-z]+)/.exec(sql);
  const word = match ? match[1].toUpperCase() : '';
  return word === 'WITH' ? 'SELECT' : word;
}

class PgliteClient extends EventEmitter {
  // One session, so one transaction at a time: one tracker is enough.
  private readonly tracker: ReturnType<ChangeFeed['tracker']>;

  constructor(
    private readonly db: PGlite,
    changes: ChangeFeed,
  ) {
    super();
    this.tracker = changes.tracker();
  }

  query(
    text: string | { text: string; values?: unknown[] },
    valuesOrCallback?: unknown[] | QueryCallback,
    callback?: QueryCallback,
  ): Promise<PgResult> | undefined {
    const sql = typeof text === 'string' ? text : text.text;
    let values = typeof text === 'string' ? undefined : text.values;
    let cb = callback;
    if (typeof valuesOrCallback === 'function') cb = valuesOrCallback;
    else if (valuesOrCallback) values = valuesOrCallback;
    const run = this.run(sql, values ?? []);
    if (!cb) return run;
    const done = cb;
    run.then(
      (result) => done(null, result),
      (err: Error) => done(err),
    );
    return undefined;
  }

  private async run(sql: string, values: unknown[]): Promise<PgResult> {
    this.tracker.before(sql);
    let result: Awaited<ReturnType<PGlite['query']>>;
    try {
      result = await this.db.query(sql, values);
    } catch (error) {
      this.tracker.after(sql, false);
      throw error;
    }
    this.tracker.after(sql, true);
    const command = commandOf(sql);
    return {
      command,
      rowCount: command === 'SELECT' ? result.rows.length : (result.affectedRows ?? result.rows.length),
      rows: result.rows,
      fields: (result.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    };
  }
}

export function createPgliteDriver(db: PGlite, changes = new ChangeFeed()): unknown {
  const lock = new SessionLock();
  const client = new PgliteClient(db, changes);

  class Pool extends EventEmitter {
    // The counts pg.Pool shows, for the pool metrics: one session, in use or idle, and the connections queued for it.
    get totalCount(): number {
      return 1;
    }

    get idleCount(): number {
      return lock.busy ? 0 : 1;
    }

    get waitingCount(): number {
      return lock.waiting;
    }

    connect(cb?: (err: Error | null, client?: PgliteClient, release?: (err?: unknown) => void) => void) {
      const acquired = lock.acquire().then(() => {
        let released = false;
        const release = () => {
          if (released) return;
          released = true;
          lock.release();
        };
        return { release };
      });
      if (!cb) return acquired.then(() => client);
      acquired.then(
        ({ release }) => cb(null, client, release),
        (err: Error) => cb(err),
      );
      return undefined;
    }

    end(cb?: (err?: Error) => void) {
      // The data source owns its PGlite instance: closing the pool closes the database.
      const closing = db.closed ? Promise.resolve() : db.close();
      if (!cb) return closing;
      closing.then(
        () => cb(),
        (err: Error) => cb(err),
      );
      return undefined;
    }
  }

  return { Pool, defaults: {}, changes };
}
