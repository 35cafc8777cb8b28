import { HubFixtures, startTestHub, type TestHub } from '#test/support';

describe('request logs', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  const lines: string[] = [];
  let restore: () => void;

  beforeAll(async () => {
    hub = await startTestHub({ logs: true, env: { HUB_LOG_REQUESTS: 'true' } });
    fx = new HubFixtures(hub);
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = (chunk: string | Uint8Array, ...rest: never[]) => {
      lines.push(String(chunk));
      return write(chunk, ...rest);
    };
    restore = () => {
      process.stdout.write = write;
    };
  });
  afterAll(async () => {
    restore();
    await hub.close();
  });

  it('writes one JSON line per request with its request id, and never the credential', async () => {
    const org = await fx.org();
    const key = await fx.instanceKey(org.id);
    const { token } = await fx.signIn('carol@demo.local');
    lines.length = 0;
    const ok = await hub.http
      .get('/api/v1/catalog/templates?search=secret-query')
      .set('Authorization', `Bearer ${key.token}`);
    const bad = await hub.http.get('/api/v1/catalog/templates').set('Authorization', `Bearer ${key.token}x`);
    await hub.http
      .get('/api/v1/catalog/categories')
      .set('Authorization', `Bearer ${token}`)
      .set('X-Request-Id', 'trace-123');
    await new Promise((r) => setTimeout(r, 50));
    const logged = lines.join('');
    expect(logged).not.toContain(key.token);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('secret-query');
    const entries = lines
      .flatMap((l) => l.split('\n'))
      .filter(Boolean)
      .map(
        (l) => JSON.parse(l) as { msg?: string; level?: string; request_id?: string; status?: number; path?: string },
      );
    const requests = entries.filter((e) => e.msg === 'request' && e.request_id);
    expect(requests.every((e) => e.level === 'info')).toBe(true);
    expect(requests.map((m) => m.status)).toEqual([200, 401, 200]);
    expect(requests[0].request_id).toBe(ok.headers['x-request-id']);
    expect(requests[1].request_id).toBe(bad.headers['x-request-id']);
    expect(requests[2].request_id).toBe('trace-123');
    expect(requests[0].path).toBe('/api/v1/catalog/templates');
  });

  it('logs cached catalog answers (written before the framework sees them) the same way', async () => {
    const url = '/api/v1/catalog/templates?limit=7';
    await hub.http.get(url).expect(200);
    await hub.http.get(url).expect(200);
    lines.length = 0;
    const hit = await hub.http.get(url).set('X-Request-Id', 'cached-1').expect(200);
    const conditional = await hub.http.get(url).set('If-None-Match', String(hit.headers.etag)).expect(304);
    await new Promise((r) => setTimeout(r, 50));
    const requests = lines
      .flatMap((l) => l.split('\n'))
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { msg?: string; request_id?: string; status?: number; path?: string })
      .filter((e) => e.msg === 'request');
    expect(requests.map((r) => [r.request_id, r.status, r.path])).toEqual([
      ['cached-1', 200, '/api/v1/catalog/templates'],
      [conditional.headers['x-request-id'], 304, '/api/v1/catalog/templates'],
    ]);
    expect(hit.headers['x-request-id']).toBe('cached-1');
    expect(conditional.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
