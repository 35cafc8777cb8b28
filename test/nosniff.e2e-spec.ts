import { connect } from 'node:net';
import request from 'supertest';
import { HubFixtures, startTestFleet, startTestHub, type TestFleet, type TestHub } from '#test/support';

/**
 * Issue 42: every answer of both apps says `X-Content-Type-Options: nosniff`: JSON, problem+json, the catalog's
 * cached answers written outside the framework (200 and 304), the router's and the HTTP parser's own errors, the
 * health probes and the OpenAPI document, and every answer of the MCP listener.
 */
describe('X-Content-Type-Options: nosniff on every answer', () => {
  let hub: TestHub;
  let fleet: TestFleet;
  let slug: string;

  beforeAll(async () => {
    hub = await startTestHub();
    fleet = await startTestFleet({ idp: hub.idp });
    const fx = new HubFixtures(hub);
    const category = await fx.category();
    slug = (await fx.template({ category_id: category.id, is_public: true })).slug;
  });
  afterAll(async () => {
    await fleet?.close();
    await hub?.close();
  });

  const expectNosniff = (where: string, headers: Record<string, string | string[] | undefined>) =>
    expect({ where, nosniff: headers['x-content-type-options'] }).toEqual({ where, nosniff: 'nosniff' });

  test('hub REST: JSON, problem+json, cached catalog answers (200, 304), router errors, probes', async () => {
    const list = '/api/v1/catalog/templates';
    const checks: [string, number][] = [
      ['/healthz', 200],
      ['/api/openapi.json', 200],
      [list, 200],
      [list, 200], // the second from the cache, written by the fast path
      [`${list}/${slug}`, 200],
      [`${list}/${slug}`, 200],
      [`${list}/no-such-template`, 404],
      [`${list}?page=0`, 400],
      ['/api/v1/account/profile', 401],
      ['/api/v1/catalog/templates/%E0%A4%A', 400],
      ['/api/v1/nowhere', 404],
    ];
    for (const [path, status] of checks) {
      const res = await hub.http.get(path);
      expect({ path, status: res.status }).toEqual({ path, status });
      expectNosniff(`GET ${path}`, res.headers);
    }
    const first = await hub.http.get(list).expect(200);
    const notModified = await hub.http.get(list).set('If-None-Match', first.headers.etag);
    expect(notModified.status).toBe(304);
    expectNosniff('304 of the cached list', notModified.headers);
    const bad = await hub.http.post('/api/v1/support/tickets').set('Content-Type', 'application/json').send('{');
    expectNosniff('POST with malformed JSON', bad.headers);
  });

  test('hub REST: an answer of the HTTP parser itself (a control character in a header)', async () => {
    const { hostname, port } = new URL(hub.url);
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), hostname);
      let text = '';
      socket.on('data', (c: Buffer) => (text += c.toString('latin1')));
      socket.on('close', () => resolve(text));
      socket.on('error', () => undefined);
      socket.write(`GET /healthz HTTP/1.1\r\nHost: ${hostname}\r\nX-Bad: a\u0001b\r\n\r\n`);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff');
  });

  test('hub MCP: metadata, refusals, preflight, unknown paths', async () => {
    const mcp = request(hub.mcpUrl);
    for (const [method, path, status] of [
      ['get', '/.well-known/oauth-protected-resource', 200],
      ['post', '/mcp', 401],
      ['get', '/nowhere', 404],
      ['options', '/mcp', 204],
    ] as const) {
      const res = await mcp[method](path);
      expect({ path, status: res.status }).toEqual({ path, status });
      expectNosniff(`${method} MCP ${path}`, res.headers);
    }
  });

  test('fleet: JSON, problem+json, probes, router errors', async () => {
    for (const [path, status] of [
      ['/healthz', 200],
      ['/api/v1/auth/config', 200],
      ['/api/v1/users', 401],
      ['/api/v1/nowhere', 404],
      ['/api/v1/secrets/%E0%A4%A', 400],
    ] as const) {
      const res = await fleet.http.get(path);
      expect({ path, status: res.status }).toEqual({ path, status });
      expectNosniff(`fleet GET ${path}`, res.headers);
    }
    const bad = await fleet.http.post('/api/v1/auth/login').send({ email: 1 });
    expect(bad.status).toBe(400);
    expectNosniff('fleet 400', bad.headers);
  });
});
