import { connect } from 'node:net';
import pg from 'pg';
import { HubFixtures, startTestHub, type TestHub } from '#test/support';

/** Operational edges: body limits, media types, an unexpected database failure and readiness. */
describe('hub operations', () => {
  let hub: TestHub;
  let key: string;

  beforeAll(async () => {
    hub = await startTestHub();
    const fx = new HubFixtures(hub);
    key = (await fx.instanceKey((await fx.org()).id)).token;
    await fx.category({ slug: 'ops' });
  });
  afterAll(() => hub.close());

  const expectProblem = (
    res: { status: number; headers: Record<string, string>; body: { code?: string; status?: number } },
    status: number,
    code: string,
  ) => {
    expect({ status: res.status, code: res.body.code, bodyStatus: res.body.status }).toEqual({
      status,
      code,
      bodyStatus: status,
    });
    expect(res.headers['content-type']).toContain('application/problem+json');
  };

  /** What the server writes back to raw bytes that Node's HTTP parser refuses before any route. */
  const raw = (request: string) =>
    new Promise<{ status: number; contentType: string; body: Record<string, unknown> }>((resolve, reject) => {
      const { hostname, port } = new URL(hub.url);
      const socket = connect(Number(port), hostname, () => socket.end(request));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head, body] = data.split('\r\n\r\n');
        resolve({
          status: Number(head.split(' ')[1]),
          contentType: /content-type: ([^\r]*)/i.exec(head)?.[1] ?? '',
          body: JSON.parse(body) as Record<string, unknown>,
        });
      });
    });

  it.each([
    ['a control character in a header', 'GET /healthz HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n\r\n', 400],
    ['headers over the size limit', `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ])('answers a request with %s, refused before routing, as problem+json', async (_label, request, status) => {
    const res = await raw(request);
    expect(res.status).toBe(status);
    expect(res.contentType).toContain('application/problem+json');
    expect(res.body).toMatchObject({ type: 'about:blank', status, code: 'validation_failed' });
  });

  it('answers a body over 1 MiB with 413 problem+json and stores nothing', async () => {
    const res = await hub.http
      .post('/api/v1/support/tickets')
      .set('Authorization', `Bearer ${key}`)
      .set('content-type', 'application/json')
      .send(JSON.stringify({ subject: 'big', message: 'x'.repeat(1024 * 1024), severity: 'low' }));
    expectProblem(res, 413, 'payload_too_large');
    const tickets = await hub.http.get('/api/v1/support/tickets').set('Authorization', `Bearer ${key}`).expect(200);
    expect(tickets.body.tickets).toEqual([]);
  });

  it('takes up to 32 MiB where a cluster inventory travels (PUT /instance-info), and 413 past it', async () => {
    // A 1 MiB report is read (and refused for its content, not its size) ...
    const big = await hub.http
      .put('/api/v1/instance-info')
      .set('Authorization', `Bearer ${key}`)
      .set('content-type', 'application/json')
      .send(JSON.stringify({ version: '1', metadata: { blob: 'x'.repeat(1024 * 1024) } }));
    expect(big.status).toBe(400);
    // ... one over 32 MiB is not, and nothing is stored.
    const huge = await hub.http
      .put('/api/v1/instance-info')
      .set('Authorization', `Bearer ${key}`)
      .set('content-type', 'application/json')
      .send(JSON.stringify({ version: '1', metadata: { blob: 'x'.repeat(32 * 1024 * 1024) } }));
    expectProblem(huge, 413, 'payload_too_large');
    const info = await hub.http.get('/api/v1/instance-info').set('Authorization', `Bearer ${key}`).expect(200);
    expect(info.body.instance.reported).toBeNull();
  });

  it('answers a body in a media type it does not read with 415, and a text body with 400', async () => {
    const send = (type: string, body: string) =>
      hub.http.put('/api/v1/instance-info').set('Authorization', `Bearer ${key}`).set('content-type', type).send(body);
    expectProblem(await send('application/xml', '<version>1</version>'), 415, 'unsupported_media_type');
    // text/plain is read as a string, which is not the object the route expects.
    expectProblem(await send('text/plain', 'version=1'), 400, 'validation_failed');
  });

  it('answers an unexpected database failure with a 500 that names nothing internal', async () => {
    await hub.db.query('ALTER TABLE categories RENAME COLUMN icon TO icon_gone');
    try {
      const res = await hub.http.get('/api/v1/catalog/categories');
      expectProblem(res, 500, 'internal_error');
      expect(res.body).toEqual({
        type: 'about:blank',
        title: 'Internal Server Error',
        status: 500,
        detail: 'An unexpected error occurred.',
        code: 'internal_error',
      });
    } finally {
      await hub.db.query('ALTER TABLE categories RENAME COLUMN icon_gone TO icon');
    }
    await hub.http.get('/api/v1/catalog/categories').expect(200);
  });

  // Server mode only (CI runs it on PostgreSQL): an embedded database cannot be taken away from its process.
  const serverMode = process.env.TEST_DATABASE !== 'pglite' && Boolean(process.env.TEST_DATABASE_URL);
  (serverMode ? [it] : []).forEach((test) =>
    test('says 503 at /readyz while the database refuses connections, and ready again after', async () => {
      const url = new URL(hub.config.databaseUrl!);
      const name = url.pathname.slice(1);
      url.pathname = '/postgres';
      const admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      try {
        await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
        await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
        const res = await hub.http.get('/readyz');
        expectProblem(res, 503, 'unavailable');
        expect(res.headers['retry-after']).toBe('2');
        expect(res.body.detail).toMatch(/^Not ready: database /);
        await hub.http.get('/healthz').expect(200);
      } finally {
        await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
        await admin.end();
      }
      // Ready again once the database answers and the catalog cache listens again (reconnect backoff ≤ 2 s).
      for (let i = 0; i < 150 && (await hub.http.get('/readyz')).status !== 200; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await hub.http.get('/readyz').expect(200, { status: 'ready' });
    }),
  );
});
