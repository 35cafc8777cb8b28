import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { networkInterfaces } from 'node:os';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { HubFixtures, startTestHub, type TestHub } from '#test/support';

const PUBLIC_URL = 'https://hub.example.test';
const INITIALIZE = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'origin-test', version: '1' } },
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown> | null;
}

/**
 * One HTTP request with full control over Host (fetch would not let a test pick it): to `address:port`, with the
 * given Host, optional Origin and token; an MCP initialize unless another method or path is given.
 */
function raw(
  address: string,
  port: number,
  options: { host: string; origin?: string; token?: string; method?: string; path?: string },
): Promise<RawAnswer> {
  const method = options.method ?? 'POST';
  const headers: Record<string, string> = {
    Host: options.host,
    Accept: 'application/json, text/event-stream',
    ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
    ...(options.origin !== undefined ? { Origin: options.origin } : {}),
    ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
  };
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: address, port, method, path: options.path ?? '/mcp', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: Record<string, unknown> | null = null;
        try {
          body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
        } catch {
          body = null;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
      });
    });
    req.on('error', reject);
    req.end(method === 'POST' ? INITIALIZE : undefined);
  });
}

function expectForbidden(answer: RawAnswer, reason: RegExp) {
  expect(answer.status).toBe(403);
  expect(answer.headers['content-type']).toContain('application/problem+json');
  expect(answer.body).toMatchObject({ type: 'about:blank', title: 'Forbidden', status: 403, code: 'forbidden' });
  expect(answer.body?.detail).toMatch(reason);
  expect(answer.headers['www-authenticate']).toBeUndefined();
}

/**
 * Origin and Host checks of the MCP listener (docs/api-decisions.md), over real HTTP and with the official SDK
 * client: against DNS rebinding and cross-site browser requests, before authentication.
 */
describe('MCP endpoint: Origin and Host', () => {
  const hubs: TestHub[] = [];
  const clients: Client[] = [];

  /** A personal access token for a fresh member of a fresh organization of `hub`. */
  async function patFor(hub: TestHub): Promise<string> {
    const fx = new HubFixtures(hub);
    const org = await fx.org();
    const key = await fx.instanceKey(org.id);
    const sub = randomUUID();
    const jwt = await hub.idp.signToken({ sub, email: `origin-${sub.slice(0, 8)}@example.test`, email_verified: true });
    await hub.http.get('/api/v1/catalog/categories').set('Authorization', `Bearer ${jwt}`).expect(200);
    const [user] = await hub.db.query('SELECT id FROM users WHERE subject = $1', [sub]);
    await fx.membership(org.id, user.id);
    const res = await hub.http
      .post('/api/v1/account/access-tokens')
      .set('Authorization', `Bearer ${jwt}`)
      .send({ name: 'origin test', instance_id: key.id })
      .expect(201);
    return res.body.accessToken.token as string;
  }

  async function connect(hub: TestHub, headers: Record<string, string>): Promise<Client> {
    const client = new Client({ name: 'origin-e2e', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${hub.mcpUrl}/mcp`), { requestInit: { headers } });
    clients.push(client);
    await client.connect(transport);
    return client;
  }

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close().catch(() => undefined)));
    await Promise.all(hubs.map((h) => h.close()));
  });

  describe('defaults: origins of HUB_MCP_PUBLIC_URL and HUB_PUBLIC_URL, reached on loopback', () => {
    let hub: TestHub;
    let port: number;
    let token: string;

    beforeAll(async () => {
      hub = await startTestHub({ env: { HUB_PUBLIC_URL: PUBLIC_URL } });
      hubs.push(hub);
      port = Number(new URL(hub.mcpUrl).port);
      token = await patFor(hub);
    });

    it('the SDK client works without an Origin (not a browser) and with each default origin', async () => {
      const variants: Record<string, string>[] = [{}, { Origin: new URL(hub.mcpUrl).origin }, { Origin: PUBLIC_URL }];
      for (const headers of variants) {
        const client = await connect(hub, { ...headers, Authorization: `Bearer ${token}` });
        const { tools } = await client.listTools();
        expect(tools.map((t) => t.name)).toContain('whoami');
      }
    });

    it('an allowed Origin is echoed for CORS, preflight included', async () => {
      const origin = new URL(hub.mcpUrl).origin;
      const post = await raw('127.0.0.1', port, { host: `127.0.0.1:${port}`, origin, token });
      expect(post.status).toBe(200);
      expect(post.headers['access-control-allow-origin']).toBe(origin);
      expect(post.headers.vary).toMatch(/Origin/);
      const preflight = await raw('127.0.0.1', port, {
        host: `localhost:${port}`,
        origin: PUBLIC_URL,
        method: 'OPTIONS',
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(PUBLIC_URL);
    });

    it('a foreign Origin → 403 problem+json, before authentication (no token: 403, not 401)', async () => {
      for (const origin of [
        'http://evil.example.com',
        `http://localhost:${port + 1}`,
        'null',
        PUBLIC_URL.replace('https:', 'http:'),
      ]) {
        expectForbidden(await raw('127.0.0.1', port, { host: `127.0.0.1:${port}`, origin }), /Origin/);
        expectForbidden(await raw('127.0.0.1', port, { host: `127.0.0.1:${port}`, origin, token }), /Origin/);
      }
      const preflight = await raw('127.0.0.1', port, {
        host: `127.0.0.1:${port}`,
        origin: 'http://evil.example.com',
        method: 'OPTIONS',
      });
      expectForbidden(preflight, /Origin/);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      // The SDK client sees the refusal as HTTP 403.
      await expect(
        connect(hub, { Origin: 'http://evil.example.com', Authorization: `Bearer ${token}` }),
      ).rejects.toMatchObject({ code: 403 });
    });

    it('a foreign Host → 403 before authentication, on every path of the listener', async () => {
      for (const host of ['evil.example.com', `evil.example.com:${port}`, 'hub.example.test', `127.0.0.2:${port}`]) {
        expectForbidden(await raw('127.0.0.1', port, { host }), /Host/);
        expectForbidden(await raw('127.0.0.1', port, { host, token }), /Host/);
      }
      const metadata = await raw('127.0.0.1', port, {
        host: 'evil.example.com',
        method: 'GET',
        path: '/.well-known/oauth-protected-resource',
      });
      expectForbidden(metadata, /Host/);
      // What the official conformance suite sends for its dns-rebinding-protection scenario.
      expectForbidden(
        await raw('127.0.0.1', port, { host: 'evil.example.com', origin: 'http://evil.example.com', token }),
        /Host/,
      );
    });

    it('loopback names (localhost, 127.0.0.1, [::1], any port) pass when the endpoint is reached on loopback', async () => {
      for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, 'localhost', '127.0.0.1:8080']) {
        const answer = await raw('127.0.0.1', port, { host, token });
        expect({ host, status: answer.status }).toEqual({ host, status: 200 });
        expect(answer.body).toMatchObject({ jsonrpc: '2.0', id: 1, result: { protocolVersion: '2025-11-25' } });
        // Without a token the request gets as far as authentication.
        expect((await raw('127.0.0.1', port, { host })).status).toBe(401);
      }
    });
  });

  describe('HUB_MCP_ALLOWED_ORIGINS, and a listener reached on a non-loopback address', () => {
    let hub: TestHub;
    let port: number;
    let token: string;
    const external = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && !i.internal && i.family === 'IPv4')?.address;

    beforeAll(async () => {
      hub = await startTestHub({
        env: {
          HUB_HOST: '0.0.0.0',
          HUB_PUBLIC_URL: PUBLIC_URL,
          HUB_MCP_PUBLIC_URL: 'https://mcp.example.test',
          HUB_MCP_ALLOWED_ORIGINS: 'http://localhost:6274, https://mcp.example.test',
        },
      });
      hubs.push(hub);
      port = Number(new URL(hub.mcpUrl).port);
      token = await patFor(hub);
    });

    it('the configured list replaces the defaults', async () => {
      const host = 'mcp.example.test';
      expect((await raw('127.0.0.1', port, { host, origin: 'http://localhost:6274', token })).status).toBe(200);
      expect((await raw('127.0.0.1', port, { host, origin: 'https://mcp.example.test', token })).status).toBe(200);
      expectForbidden(await raw('127.0.0.1', port, { host, origin: PUBLIC_URL, token }), /Origin/);
      expectForbidden(await raw('127.0.0.1', port, { host, origin: 'http://localhost:6275', token }), /Origin/);
    });

    it("the public URL's host passes on any address; loopback names only on loopback", async () => {
      expect((await raw('127.0.0.1', port, { host: 'mcp.example.test', token })).status).toBe(200);
      expect((await raw('127.0.0.1', port, { host: `localhost:${port}`, token })).status).toBe(200);
      // A machine without a non-loopback interface cannot show the other side over HTTP (the unit spec does).
      if (!external) return;
      expect((await raw(external, port, { host: 'mcp.example.test', token })).status).toBe(200);
      expect((await raw(external, port, { host: 'MCP.example.test:443', token })).status).toBe(200);
      for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `${external}:${port}`]) {
        expectForbidden(await raw(external, port, { host, token }), /Host/);
        expectForbidden(await raw(external, port, { host }), /Host/);
      }
    });
  });
});
