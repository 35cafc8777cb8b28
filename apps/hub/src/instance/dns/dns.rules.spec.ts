import { hostnameProblem, normalizeAddress, sourceAddress, trustedProxyList } from './dns.rules.js';

describe('DNS rules', () => {
  it('accepts one RFC 1123 label of 3–63 characters that is not reserved', () => {
    for (const ok of ['abc', 'a-b', '0ab', 'a'.repeat(63), 'ns3', 'www1']) expect(hostnameProblem(ok)).toBeNull();
    for (const bad of ['ab', 'a'.repeat(64), '-ab', 'ab-', 'a_b', 'a.b', 'ABC', '', 'a b']) {
      expect(hostnameProblem(bad)).toMatch(/one DNS label/);
    }
    for (const reserved of ['www', 'api', 'hub', 'admin', 'mail', 'ns1', 'mcp', 'localhost']) {
      expect(hostnameProblem(reserved)).toMatch(/reserved/);
    }
  });

  it('normalizes peers: IPv4-mapped IPv6 becomes IPv4, garbage is null', () => {
    expect(normalizeAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(normalizeAddress('2001:DB8::1')).toBe('2001:db8::1');
    expect(normalizeAddress(' 198.51.100.2 ')).toBe('198.51.100.2');
    expect(normalizeAddress('[2001:db8::1]')).toBe('2001:db8::1');
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
  });
});
