/**
 * A sliding-window counter per key (here: per source address). In memory, per process: replicas each
 * count their own, so N replicas allow up to N times the limit (docs/api-decisions.md).
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

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
    if (this.hits.size > this.maxKeys) this.sweep(now);
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
