import { SlidingWindowLimiter } from './rate-limiter.js';

describe('SlidingWindowLimiter', () => {
  it('allows the limit within the window, then answers the wait until the oldest request leaves it', () => {
    const limiter = new SlidingWindowLimiter(3, 60_000);
    expect([limiter.hit('a', 0), limiter.hit('a', 10_000), limiter.hit('a', 20_000)]).toEqual([0, 0, 0]);
    expect(limiter.hit('a', 30_000)).toBe(30_000);
    // Another address has its own window.
    expect(limiter.hit('b', 30_000)).toBe(0);
    // A refused request does not count: once the first one leaves the window, one more is allowed.
    expect(limiter.hit('a', 60_001)).toBe(0);
    expect(limiter.hit('a', 60_002)).toBe(10_000 + 60_000 - 60_002);
  });

  it('stays bounded in the number of addresses it remembers', () => {
    const limiter = new SlidingWindowLimiter(1, 60_000, 10);
    for (let i = 0; i < 100; i++) limiter.hit(`addr-${i}`, 0);
    expect((limiter as unknown as { hits: Map<string, number[]> }).hits.size).toBeLessThanOrEqual(11);
  });
});
