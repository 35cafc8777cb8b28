import { Injectable } from '@nestjs/common';

/** CONTRACT §2: `last_used_at` may lag by up to a minute, so authentication costs no write on the hot path. */
export const LAST_USED_INTERVAL_MS = 60_000;
const MAX_TRACKED = 100_000;

/**
 * The throttled last-used writer: for each credential (a `slot`: its kind and id, and which secret was
 * used), runs `write` at most once a minute per process. A failed write is forgotten, so the next use
 * tries again.
 */
@Injectable()
export class LastUsedWriter {
  private readonly written = new Map<string, number>();

  touch(slot: string, write: () => Promise<unknown>): void {
    const now = Date.now();
    const last = this.written.get(slot);
    if (last !== undefined && now - last < LAST_USED_INTERVAL_MS) return;
    this.written.set(slot, now);
    if (this.written.size > MAX_TRACKED) this.written.clear();
    write().catch(() => this.written.delete(slot));
  }
}
