import { ConfigError } from './env.js';
import {
  envTrustedProxies,
  normalizeAddress,
  publishableAddress,
  sourceAddress,
  trustedProxyList,
} from './ip-address.js';

describe('IP addresses: peers, trusted proxies, publishable addresses', () => {
  it('normalizes peers: IPv4-mapped IPv6 becomes IPv4, garbage is null', () => {
    expect(normalizeAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(normalizeAddress('2001:DB8::1')).toBe('2001:db8::1');
    expect(normalizeAddress(' 198.51.100.2 ')).toBe('198.51.100.2');
    expect(normalizeAddress('[2001:db8::1]')).toBe('2001:db8::1');
    expect(normalizeAddress('2001:0DB8:0:0:0:0:0:1')).toBe('2001:db8::1');
    // The zone id is kept, so that the caller sees it and refuses the address.
    expect(normalizeAddress('FE80:0::1%eth0')).toBe('fe80::1%eth0');
    expect(normalizeAddress('example.com')).toBeNull();
    expect(normalizeAddress(undefined)).toBeNull();
  });

  it('parses trusted proxies as addresses and CIDR ranges, reporting the rest', () => {
    const { list, invalid } = trustedProxyList(['10.0.0.0/8', '192.0.2.1', 'fd00::/8', 'nope', '10.0.0.0/33']);
    expect(invalid).toEqual(['nope', '10.0.0.0/33']);
    expect(list.check('10.20.30.40', 'ipv4')).toBe(true);
    expect(list.check('192.0.2.1', 'ipv4')).toBe(true);
    expect(list.check('192.0.2.2', 'ipv4')).toBe(false);
    expect(list.check('fd12::1', 'ipv6')).toBe(true);
  });

  it('reads X-Forwarded-For only from a trusted peer, right to left, skipping trusted hops', () => {
    const { list } = trustedProxyList(['10.0.0.0/8']);
    expect(sourceAddress('203.0.113.9', '198.51.100.1', list)).toBe('203.0.113.9');
    expect(sourceAddress('10.0.0.1', undefined, list)).toBe('10.0.0.1');
    expect(sourceAddress('10.0.0.1', '198.51.100.1', list)).toBe('198.51.100.1');
    expect(sourceAddress('10.0.0.1', '1.1.1.1, 198.51.100.1, 10.9.9.9', list)).toBe('198.51.100.1');
    expect(sourceAddress('10.0.0.1', ['1.1.1.1', '198.51.100.3'], list)).toBe('198.51.100.3');
    expect(sourceAddress('::ffff:10.0.0.1', '2001:db8::5', list)).toBe('2001:db8::5');
    // A malformed hop ends the walk at the last trusted address: a forged left part never wins.
    expect(sourceAddress('10.0.0.1', '198.51.100.1, junk', list)).toBe('10.0.0.1');
    expect(sourceAddress('10.0.0.1', '10.0.0.2, 10.0.0.3', list)).toBe('10.0.0.2');
    expect(sourceAddress('10.0.0.1', 'fe80::1%eth0', list)).toBe('fe80::1%eth0');
    expect(sourceAddress('fe80::1%eth0', '198.51.100.1', list)).toBe('fe80::1%eth0');
  });

  it('refuses scoped IPv6 addresses as trusted proxies', () => {
    expect(trustedProxyList(['fe80::1%eth0', 'fe80::/10']).invalid).toEqual(['fe80::1%eth0']);
  });

  it('publishes global and private unicast addresses, IPv6 in RFC 5952 form', () => {
    for (const ok of ['203.0.113.7', '10.1.2.3', '192.168.0.1', '172.16.0.1', '100.64.0.1', '192.0.2.1']) {
      expect(publishableAddress(ok, 'ipv4')).toEqual({ address: ok });
    }
    expect(publishableAddress('2001:0DB8:0000:0:0:0:0:1', 'ipv6')).toEqual({ address: '2001:db8::1' });
    expect(publishableAddress('2001:db8:0:0:1:0:0:1', 'ipv6')).toEqual({ address: '2001:db8::1:0:0:1' });
    expect(publishableAddress('FD00::1', 'ipv6')).toEqual({ address: 'fd00::1' });
    expect(publishableAddress('64:ff9b::1', 'ipv6')).toEqual({ address: '64:ff9b::1' });
  });

  it.each([
    ['ipv4', '127.0.0.1', /loopback/],
    ['ipv4', '0.0.0.0', /unspecified/],
    ['ipv4', '169.254.10.1', /link-local/],
    ['ipv4', '224.0.0.251', /multicast/],
    ['ipv4', '255.255.255.255', /broadcast/],
    ['ipv4', '', /IPv4 address/],
    ['ipv4', '010.1.1.1', /IPv4 address/],
    ['ipv4', '2001:db8::1', /IPv4 address/],
    ['ipv6', 'fe80::1%eth0', /zone id/],
    ['ipv6', '2001:db8::1%2', /zone id/],
    ['ipv6', 'fe80::1', /link-local/],
    ['ipv6', 'FE80::ABCD', /link-local/],
    ['ipv6', '::1', /loopback/],
    ['ipv6', '::', /unspecified/],
    ['ipv6', 'ff02::1', /multicast/],
    ['ipv6', '::ffff:192.0.2.10', /IPv4-mapped/],
    ['ipv6', '::192.0.2.10', /IPv4-compatible/],
    ['ipv6', '', /IPv6 address/],
    ['ipv6', '192.0.2.1', /IPv6 address/],
  ] as const)('refuses %s %p', (family, value, reason) => {
    expect(publishableAddress(value, family).problem).toMatch(reason);
  });

  it('accepts in trusted proxies only the plain forms the HTTP adapter accepts, never a /0 range', () => {
    const { invalid } = trustedProxyList([
      '10.0.0.1/8/1',
      '[::1]',
      '0.0.0.0/0',
      '::/0',
      'fd00::/129',
      '10.0.0.0/',
      '10.0.0.0/1e1',
      '::ffff:0.0.0.0/96',
    ]);
    expect(invalid).toHaveLength(8);
    const { list } = trustedProxyList(['::ffff:10.0.0.0/104']);
    expect(list.check('10.1.2.3', 'ipv4')).toBe(true);
    expect(list.check('11.1.2.3', 'ipv4')).toBe(false);
  });

  it('names the variable of an invalid trusted proxy in one line', () => {
    expect(() => envTrustedProxies({ X_TRUSTED_PROXIES: '10.0.0.1, proxy.internal' }, 'X_TRUSTED_PROXIES')).toThrow(
      new ConfigError(
        'X_TRUSTED_PROXIES',
        'not an address or CIDR range (prefix 1 or more, no zone id): proxy.internal',
      ),
    );
    expect(envTrustedProxies({ X_TRUSTED_PROXIES: '10.0.0.1, fd00::/8' }, 'X_TRUSTED_PROXIES')).toEqual([
      '10.0.0.1',
      'fd00::/8',
    ]);
  });
});
