import { addressBucket } from './revocation-rate-limit.guard.js';
import { SlidingWindowLimiter } from './rate-limiter.js';

describe('revocation rate limit keys and bounds', () => {
  test('IPv6 addresses of one /64 share a counter; IPv4 and mapped IPv4 count alone', () => {
    expect(addressBucket('2001:db8:1:2:aaaa::1')).toBe(addressBucket('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(addressBucket('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8:1:3::1')).not.toBe(addressBucket('2001:db8:1:2::1'));
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('192.0.2.7')).toBe('192.0.2.7');
    expect(addressBucket('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  test('a flood of new keys keeps the map bounded and sweeps at most once a window', () => {
    const limiter = new SlidingWindowLimiter(2, 60_000, 100);
    const map = (limiter as unknown as { hits: Map<string, number[]> }).hits;
    for (let i = 0; i < 10_000; i++) limiter.hit(`k${i}`, 1_000 + i);
    expect(map.size).toBeLessThanOrEqual(101);
    // Within the limit for a key that is still held, over it once more.
    limiter.hit('again', 20_000);
    limiter.hit('again', 20_001);
    expect(limiter.hit('again', 20_002)).toBeGreaterThan(0);
  });
});
