/**
 * A sliding-window counter per key (here: per source address). In memory, per process: replicas each
 * count their own, so N replicas allow up to N times the limit (docs/api-decisions.md).
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 50_000,
  ) {}

  /** Records a request; answers 0 when it is allowed, otherwise the milliseconds until one would be. */
  hit(key: string, now = Date.now()): number {
    const live = this.live(key, now);
    if (live.length >= this.limit) return live[live.length - this.limit] + this.windowMs - now;
    live.push(now);
    this.hits.set(key, live);
    if (this.hits.size > this.maxKeys) {
      // A full sweep at most once per window; in between, forget the oldest key (O(1)), so a flood of
      // new addresses costs each request a constant amount of work.
      if (now - this.lastSweep >= this.windowMs) {
        this.lastSweep = now;
        this.sweep(now);
      } else {
        const oldest = this.hits.keys().next().value;
        if (oldest !== undefined) this.hits.delete(oldest);
      }
    }
    return 0;
  }

  private live(key: string, now: number): number[] {
    const list = this.hits.get(key) ?? [];
    const first = list.findIndex((t) => t > now - this.windowMs);
    return first === -1 ? [] : first === 0 ? list : list.slice(first);
  }

  private sweep(now: number): void {
    for (const key of [...this.hits.keys()]) {
      const live = this.live(key, now);
      if (live.length) this.hits.set(key, live);
      else this.hits.delete(key);
    }
    // Still too many distinct addresses inside one window: forget the oldest rather than grow without bound.
    for (const key of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys) break;
      this.hits.delete(key);
    }
  }
}
