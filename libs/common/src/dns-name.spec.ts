import { dnsName, hostmasterName } from './dns-name.js';

describe('DNS names', () => {
  it('lowercases a DNS name and drops its trailing dot; a single label or a bad character is not one', () => {
    expect(dnsName('NS1.Example.com.')).toBe('ns1.example.com');
    for (const bad of ['localhost', 'a_b.example.com', '-a.example.com', `${'a'.repeat(64)}.com`, '']) {
      expect(dnsName(bad)).toBeNull();
    }
  });

  it('writes HUB_DNS_HOSTMASTER as an SOA RNAME', () => {
    expect(hostmasterName('hostmaster@example.com')).toBe('hostmaster.example.com.');
    expect(hostmasterName('DNS.Admin@Example.com')).toBe('dns\\.admin.example.com.');
    expect(hostmasterName('hostmaster.example.com.')).toBe('hostmaster.example.com.');
    for (const bad of [
      '@example.com',
      'a..b@example.com',
      'a.@example.com',
      'x;y@example.com',
      'x y@example.com',
      'me@host',
    ]) {
      expect(hostmasterName(bad)).toBeNull();
    }
  });
});
