import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { installConsole } from './console.js';

const BIG = `export const lines = [${'"a line of a bundled console", '.repeat(200)}];\n`;

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
    // What the build makes for a large file (consoles/vite.shared.ts): its .br and .gz beside it.
    writeFileSync(join(dir, 'assets', 'big-2.js'), BIG);
    writeFileSync(join(dir, 'assets', 'big-2.js.br'), brotliCompressSync(BIG));
    writeFileSync(join(dir, 'assets', 'big-2.js.gz'), gzipSync(BIG));
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

  it('serves the files built precompressed in the coding the browser accepts', async () => {
    // node:http: fetch would decode the answer and hide its coding.
    const raw = (url: string, accept?: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        httpRequest(base + url, { headers: accept ? { 'accept-encoding': accept } : {} }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
    const plain = await raw('/assets/big-2.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG);
    const br = await raw('/assets/big-2.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG);
    const gzip = await raw('/assets/big-2.js', 'gzip, br;q=0.5');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(BIG);
    for (const res of [plain, br, gzip]) {
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await raw('/assets/big-2.js', 'deflate')).headers['content-encoding']).toBeUndefined();
    // The compressed files are not files of the site themselves, and a file built without them is sent as is.
    expect((await call('/assets/big-2.js.br')).statusCode).toBe(404);
    expect((await raw('/assets/app-1.js', 'br')).headers['content-encoding']).toBeUndefined();
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
