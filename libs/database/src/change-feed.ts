import type { DataSource } from 'typeorm';

/**
 * Tables whose rows decide what a cached catalog answer or credential check says. A committed write that names
 * one of them tells this process's caches to start over (same process: synchronously, when the write or its
 * transaction's COMMIT returns; other processes: through the NOTIFY triggers of the catalog-notify migration).
 */
const WATCHED =
  /\b(?:templates|categories|catalog_access|organizations|organization_memberships|api_keys|personal_access_tokens|users|instance_inventories|search_synonyms|trust_roots)\b/i;
const READ = /^\s*(?:SELECT|SHOW|VALUES|TABLE|EXPLAIN)\b/i;
const WITH_WRITE = /\b(?:INSERT|UPDATE|DELETE|MERGE|TRUNCATE)\b/i;
const BEGIN = /^\s*(?:BEGIN|START\s+TRANSACTION)\b/i;
const COMMIT = /^\s*(?:COMMIT|END)\b/i;
const ROLLBACK = /^\s*ROLLBACK\s*;?\s*$/i;
const SESSION = /^\s*(?:SET|RESET|SAVEPOINT|RELEASE|ROLLBACK\s+TO|LISTEN|UNLISTEN|NOTIFY|DISCARD)\b/i;
/**
 * Writes that change only a counter or a last-used timestamp, which no cache keys on (a list's
 * download_count may lag by the cache's TTL, docs/catalog-cache.md). They start with this comment.
 */
export const QUIET_WRITE = '/* quiet */';

/** Whether a statement may change a watched table (anything that is not plainly a read, a quiet write or session control). */
export function isWatchedWrite(sql: string): boolean {
  if (sql.startsWith(QUIET_WRITE)) return false;
  if (SESSION.test(sql) || BEGIN.test(sql) || COMMIT.test(sql) || ROLLBACK.test(sql)) return false;
  if (READ.test(sql) && !WITH_WRITE.test(sql.replace(/\bFOR\s+(?:NO\s+KEY\s+)?UPDATE\b/gi, ''))) return false;
  if (/^\s*WITH\b/i.test(sql) && !WITH_WRITE.test(sql)) return false;
  return WATCHED.test(sql) || /^\s*(?:ALTER|DROP|CREATE|TRUNCATE)\b/i.test(sql);
}

/** Told after every committed (or possibly committed) write to a watched table made through this data source. */
export class ChangeFeed {
  private readonly listeners = new Set<() => void>();

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(): void {
    for (const listener of this.listeners) listener();
  }

  /**
   * Per-connection bookkeeping: `before(sql)` when a statement is sent, `after(sql, ok)` when it settled.
   * Inside a transaction a write is announced at COMMIT (a reader must not refill a cache from the state
   * before the commit after being told); outside one, when it returns. A failed write is announced too (it
   * may have committed before its connection broke).
   */
  tracker(): { before(sql: string): void; after(sql: string, ok: boolean): void } {
    let inTransaction = false;
    let dirty = false;
    return {
      before: (sql) => {
        if (BEGIN.test(sql)) {
          inTransaction = true;
          dirty = false;
        }
      },
      after: (sql, ok) => {
        if (COMMIT.test(sql)) {
          inTransaction = false;
          if (dirty) this.changed();
          dirty = false;
        } else if (ROLLBACK.test(sql)) {
          inTransaction = false;
          dirty = false;
        } else if (isWatchedWrite(sql)) {
          if (inTransaction && ok) dirty = true;
          else this.changed();
        }
      },
    };
  }
}

const DETACHED = new ChangeFeed();

/** The change feed of a data source opened by buildDataSourceOptions (it rides on its driver). */
export function databaseChanges(dataSource: DataSource): ChangeFeed {
  const driver = (dataSource.options as { driver?: { changes?: unknown } }).driver;
  return driver?.changes instanceof ChangeFeed ? driver.changes : DETACHED;
}
