import { addressBucket } from './revocation-rate-limit.guard.js';

describe('revocation rate limit keys', () => {
  test('IPv6 addresses of one /64 share a counter; IPv4 and mapped IPv4 count alone', () => {
    expect(addressBucket('2001:db8:1:2:aaaa::1')).toBe(addressBucket('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(addressBucket('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8:1:3::1')).not.toBe(addressBucket('2001:db8:1:2::1'));
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('192.0.2.7')).toBe('192.0.2.7');
    expect(addressBucket('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });
});
