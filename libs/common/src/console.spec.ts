import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { installConsole } from './console.js';

describe('console serving', () => {
  let dir: string;
  let app: FastifyInstance;
  let base: string;
  // A real listener and fetch (Fastify's inject cannot be loaded by jest's ESM runtime).
  const call = async (url: string, method = 'GET') => {
    const res = await fetch(base + url, { method });
    return { statusCode: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'console-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="/assets/app-1.js"></script>');
    writeFileSync(join(dir, 'assets', 'app-1.js'), 'console.log(1)');
    app = Fastify({ routerOptions: { maxParamLength: 10 } });
    app.get('/api/v1/items/:id', async () => ({ ok: true }));
    app.get('/healthz', async () => ({ ok: true }));
    expect(
      installConsole(app, {
        name: 'test',
        dir,
        config: { oidc: { issuer: 'https://idp.example' } },
        connectOrigins: ['https://idp.example'],
      }),
    ).toBe(true);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the page at / under a strict Content-Security-Policy', async () => {
    const res = await call('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self' https://idp.example");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves hashed assets as immutable, and the runtime configuration', async () => {
    const asset = await call('/assets/app-1.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('text/javascript');
    expect(asset.headers['cache-control']).toContain('immutable');
    const config = await call('/console-config.json');
    expect(JSON.parse(config.body)).toEqual({ oidc: { issuer: 'https://idp.example' } });
  });

  it("answers the SPA's own paths (/callback, deep links) with the page", async () => {
    for (const url of ['/callback?code=x&state=y', '/templates/some-slug', '/admin/users']) {
      const res = await call(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('/assets/app-1.js');
    }
  });

  it('leaves the API, probes, missing files and other methods to their 404s', async () => {
    for (const url of ['/api/v1/nothing-here', '/api', '/healthzz/x.js', '/assets/app-2.js', '/metrics', '/mcp']) {
      expect((await call(url)).statusCode).toBe(404);
    }
    expect((await call('/templates/x', 'POST')).statusCode).toBe(404);
    expect(JSON.parse((await call('/healthz')).body)).toEqual({ ok: true });
  });

  it("keeps the router's 414 for an over-long path parameter", async () => {
    const res = await call(`/api/v1/items/${'x'.repeat(50)}`);
    expect(res.statusCode).toBe(414);
  });

  it('serves nothing when the console was not built', () => {
    const bare = Fastify();
    expect(installConsole(bare, { name: 'none', dir: join(dir, 'missing'), config: {} })).toBe(false);
    return bare.close();
  });
});
