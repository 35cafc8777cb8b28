import { createHmac } from 'node:crypto';

/**
 * The `id:` of a catalog event (docs/catalog-events.md): `<ms>.<tag>`.
 * - `<ms>` is a sync horizon read from PostgreSQL (CatalogRepository.syncHorizon, in epoch milliseconds): every
 *   catalog write committed before the hub read it is older than it, in the order the `updates` feed uses
 *   (`updated_at`), so any replica resumes any fleet from it. It is a clock reading, not a counter of changes: the
 *   gap between two ids a fleet receives says how much time passed, never how many changes other organizations saw.
 * - `<tag>` is 8 hex digits of an HMAC of the scope under the hub's encryption key: a cursor minted for another
 *   organization (or by another hub deployment) is recognised as foreign and answered with a reset.
 */
export interface EventCursor {
  ms: number;
  tag: string;
}

/** A cursor is at most this long; anything longer is garbage (a 10,000-character header is refused unread). */
const MAX_LENGTH = 40;
const CURSOR = /^(\d{1,15})\.([0-9a-f]{8})$/;

export function scopeTag(key: Buffer, scope: string): string {
  return createHmac('sha256', key).update(`catalog-events|${scope}`).digest('hex').slice(0, 8);
}

export function formatCursor(ms: number, tag: string): string {
  return `${ms}.${tag}`;
}

/** The cursor in a `Last-Event-ID` header, or null when it is not one (garbage, negative, too long, not an integer). */
export function parseCursor(value: string | string[] | undefined): EventCursor | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  const match = CURSOR.exec(value.trim());
  if (!match) return null;
  const ms = Number(match[1]);
  if (!Number.isSafeInteger(ms)) return null;
  return { ms, tag: match[2] };
}

export type CursorVerdict = { kind: 'fresh' } | { kind: 'resume'; ms: number } | { kind: 'reset'; reason: string };

/**
 * What a connecting fleet's `Last-Event-ID` asks for: none (a first connection), a resume from a cursor of its
 * own scope within the retained window, or a reset (garbage, another scope's cursor, one from the future, one
 * older than the retained window: HUB_AUDIT_RETENTION_DAYS, past which `removed` may have been pruned).
 */
export function judgeCursor(
  header: string | string[] | undefined,
  expectedTag: string,
  now: number,
  retainedMs: number | null,
): CursorVerdict {
  if (header === undefined || header === '') return { kind: 'fresh' };
  const cursor = parseCursor(header);
  if (!cursor) return { kind: 'reset', reason: 'malformed' };
  if (cursor.tag !== expectedTag) return { kind: 'reset', reason: 'foreign' };
  // A clock skew of a minute between replicas is tolerated; a cursor further ahead was not minted here.
  if (cursor.ms > now + 60_000) return { kind: 'reset', reason: 'future' };
  if (retainedMs !== null && cursor.ms < now - retainedMs) return { kind: 'reset', reason: 'expired' };
  return { kind: 'resume', ms: cursor.ms };
}

/** A fixed-rate admission: `rate` tokens a second, at most `burst` saved up. */
export class TokenBucket {
  private tokens: number;
  private last = performance.now();
  /** Refusals in the current second, to spread the Retry-After of a storm. */
  private refused = 0;
  private refusedSince = performance.now();

  constructor(
    private readonly rate: number,
    private readonly burst = rate * 2,
  ) {
    this.tokens = burst;
  }

  take(): boolean {
    const now = performance.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) * this.rate) / 1000);
    this.last = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return true;
    }
    if (now - this.refusedSince > 1000) {
      this.refused = 0;
      this.refusedSince = now;
    }
    this.refused += 1;
    return false;
  }

  /**
   * Seconds a refused client should wait: spread uniformly over the time the refused crowd of the last second
   * needs at `rate` (at least 1 s, at most 60 s), so that they do not come back together.
   */
  retryAfterSeconds(random = Math.random()): number {
    const spread = Math.min(60, Math.max(1, Math.ceil(this.refused / this.rate)));
    return 1 + Math.floor(random * spread);
  }
}
