import { isLoopbackAddress, normalizeOrigin, refusalOf, type OriginPolicy } from './request-origin.js';

describe('MCP Origin and Host rules', () => {
  const policy: OriginPolicy = {
    publicUrl: 'https://mcp.example.com',
    allowedOrigins: new Set(['https://mcp.example.com', 'https://hub.example.com']),
  };
  const loopbackPolicy: OriginPolicy = {
    publicUrl: 'http://127.0.0.1:3001',
    allowedOrigins: new Set(['http://127.0.0.1:3001', 'http://127.0.0.1:3000']),
  };

  it('normalizes origins as browsers send them; paths, credentials, other schemes and `null` are not origins', () => {
    expect(normalizeOrigin('HTTPS://Hub.Example.com:443')).toBe('https://hub.example.com');
    expect(normalizeOrigin('http://localhost:3001/')).toBe('http://localhost:3001');
    expect(normalizeOrigin('http://[::1]:6274')).toBe('http://[::1]:6274');
    for (const value of [
      'null',
      '',
      'hub.example.com',
      'https://hub.example.com/app',
      'ftp://x.example',
      'https://u:p@x.example',
      'https://x.example?q',
    ]) {
      expect(normalizeOrigin(value)).toBeNull();
    }
  });

  it('knows loopback addresses, IPv4-mapped ones included', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(a)).toBe(true);
    for (const a of ['192.0.2.2', '::ffff:192.0.2.2', 'fd00::2', '0.0.0.0', undefined]) {
      expect(isLoopbackAddress(a)).toBe(false);
    }
  });

  it("accepts the public URL's host from any address, with or without an allowed Origin", () => {
    for (const host of ['mcp.example.com', 'MCP.example.com', 'mcp.example.com:443']) {
      expect(refusalOf({ host, origin: undefined, localAddress: '192.0.2.2' }, policy)).toBeNull();
    }
    expect(
      refusalOf({ host: 'mcp.example.com', origin: 'https://hub.example.com', localAddress: '192.0.2.2' }, policy),
    ).toBeNull();
  });

  it('refuses a foreign, missing or malformed Host', () => {
    for (const host of [
      'evil.example.com',
      'mcp.example.com:8443',
      'mcp.example.com.evil.test',
      '',
      'a b',
      undefined,
    ]) {
      expect(refusalOf({ host, origin: undefined, localAddress: '192.0.2.2' }, policy)).toMatch(/Host/);
    }
  });

  it('accepts loopback names (any port) only when the request arrived on a loopback address', () => {
    for (const host of ['localhost', 'localhost:3001', '127.0.0.1:9999', '[::1]:3001', 'LOCALHOST']) {
      expect(refusalOf({ host, origin: undefined, localAddress: '127.0.0.1' }, policy)).toBeNull();
      expect(refusalOf({ host, origin: undefined, localAddress: '::1' }, policy)).toBeNull();
      expect(refusalOf({ host, origin: undefined, localAddress: '192.0.2.2' }, policy)).toMatch(/Host/);
    }
    // Names that merely resolve to loopback are what DNS rebinding uses: refused even on loopback.
    for (const host of ['evil.example.com:3001', 'localhost.evil.test', '127.0.0.2', 'sub.localhost']) {
      expect(refusalOf({ host, origin: undefined, localAddress: '127.0.0.1' }, loopbackPolicy)).toMatch(/Host/);
    }
  });

  it('refuses an Origin outside the list, even with a good Host', () => {
    for (const origin of [
      'http://evil.example.com',
      'https://mcp.example.com:8443',
      'http://mcp.example.com',
      'null',
      'https://hub.example.com/path',
    ]) {
      expect(refusalOf({ host: 'mcp.example.com', origin, localAddress: '127.0.0.1' }, policy)).toMatch(/Origin/);
    }
    // A loopback page is an origin like any other: not allowed unless listed.
    expect(
      refusalOf({ host: 'localhost:3001', origin: 'http://localhost:6274', localAddress: '127.0.0.1' }, loopbackPolicy),
    ).toMatch(/Origin/);
    expect(
      refusalOf({ host: '127.0.0.1:3001', origin: 'http://127.0.0.1:3001', localAddress: '127.0.0.1' }, loopbackPolicy),
    ).toBeNull();
  });
});
