import { Readiness } from '#lib/common';
import { parsePrometheusText, sampleValue, startTestHub, type TestHub } from '#test/support';

/** /metrics (docs/operations.md, "Metrics") and /readyz reasons (docs/operations.md, "Readiness"). */
describe('hub metrics', () => {
  let hub: TestHub;

  beforeAll(async () => {
    hub = await startTestHub({ env: { HUB_METRICS_PORT: '0' } });
  });

  afterAll(async () => {
    await hub.close();
  });

  const scrape = async () => {
    const res = await fetch(`${hub.metricsUrl}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheusText(await res.text());
  };

  it('serves Prometheus text on its own listener: requests by route pattern, method and status, with latency', async () => {
    const route = { app: 'hub', route: '/api/v1/catalog/templates/:slug', method: 'GET', status: '404' };
    const before = sampleValue(await scrape(), 'http_requests_total', route) ?? 0;
    await hub.http.get('/api/v1/catalog/templates/no-such-template-here').expect(404);
    const res = await fetch(`${hub.metricsUrl}/metrics`);
    const text = await res.text();
    const samples = parsePrometheusText(text);
    expect(sampleValue(samples, 'http_requests_total', route)).toBe(before + 1);
    expect(sampleValue(samples, 'http_request_duration_seconds_count', route)).toBe(before + 1);
    expect(sampleValue(samples, 'http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(before + 1);
    // The route pattern, never the raw URL.
    expect(text).not.toContain('no-such-template-here');
  });

  it('counts cached catalog answers (written before the framework sees them) under their route pattern', async () => {
    const ok = { app: 'hub', route: '/api/v1/catalog/categories', method: 'GET', status: '200' };
    const notModified = { ...ok, status: '304' };
    const first = await hub.http.get('/api/v1/catalog/categories').expect(200);
    const before = await scrape();
    const [ok0, nm0] = [
      sampleValue(before, 'http_requests_total', ok) ?? 0,
      sampleValue(before, 'http_requests_total', notModified) ?? 0,
    ];
    await hub.http.get('/api/v1/catalog/categories').expect(200);
    await hub.http.get('/api/v1/catalog/categories').expect(200);
    await hub.http.get('/api/v1/catalog/categories').set('If-None-Match', String(first.headers.etag)).expect(304);
    const after = await scrape();
    expect(sampleValue(after, 'http_requests_total', ok)).toBe(ok0 + 2);
    expect(sampleValue(after, 'http_requests_total', notModified)).toBe(nm0 + 1);
    expect(sampleValue(after, 'http_request_duration_seconds_count', ok)).toBe(ok0 + 2);
  });

  it('labels requests no route matched "unmatched", whatever their path', async () => {
    await hub.http.get('/api/v1/nothing/here/at-all-xyz').expect(404);
    const text = await (await fetch(`${hub.metricsUrl}/metrics`)).text();
    expect(text).not.toContain('at-all-xyz');
    expect(
      sampleValue(parsePrometheusText(text), 'http_requests_total', { route: 'unmatched', status: '404' }),
    ).toBeGreaterThan(0);
  });

  it('shows the pool, the outage state, the retried reads and the process metrics', async () => {
    const samples = await scrape();
    for (const name of [
      'hub_db_pool_connections_in_use',
      'hub_db_pool_connections_idle',
      'hub_db_pool_requests_waiting',
      'hub_db_pool_size_max',
      'hub_db_reads_retried_total',
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect([name, sampleValue(samples, name)]).toEqual([name, expect.any(Number)]);
    }
    expect(sampleValue(samples, 'hub_db_available')).toBe(1);
    expect(sampleValue(samples, 'hub_db_pool_requests_waiting')).toBe(0);
  });

  it('counts MCP requests under the MCP paths', async () => {
    await fetch(`${hub.mcpUrl}/mcp`, { method: 'POST' });
    const samples = await scrape();
    expect(sampleValue(samples, 'http_requests_total', { route: '/mcp', method: 'POST', status: '401' })).toBe(1);
  });

  it('answers only GET /metrics on the metrics listener, and nothing on the REST port', async () => {
    expect((await fetch(`${hub.metricsUrl}/other`)).status).toBe(404);
    await hub.http.get('/metrics').expect(404);
  });
});

describe('hub metrics off (HUB_METRICS_PORT unset)', () => {
  it('serves no metrics listener and no /metrics on the REST port', async () => {
    const hub = await startTestHub();
    try {
      expect(hub.metricsUrl).toBeUndefined();
      await hub.http.get('/metrics').expect(404);
      await hub.http.get('/api/v1/metrics').expect(404);
    } finally {
      await hub.close();
    }
  });
});

describe('hub readiness reasons', () => {
  it('is not ready while a migration is pending, and says so without secrets; ready once it has run', async () => {
    const hub = await startTestHub();
    try {
      const [last] = await hub.db.query(`SELECT * FROM migrations ORDER BY id DESC LIMIT 1`);
      await hub.db.query(`DELETE FROM migrations WHERE id = $1`, [last.id]);
      const res = await hub.http.get('/readyz').expect(503);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body).toMatchObject({ status: 503, code: 'unavailable' });
      expect(res.body.detail).toBe('Not ready: 1 database migration pending (waiting for the migration run).');
      expect(JSON.stringify(res.body)).not.toMatch(/postgres:\/\/|password/i);

      await hub.db.query(`INSERT INTO migrations (id, timestamp, name) VALUES ($1, $2, $3)`, [
        last.id,
        last.timestamp,
        last.name,
      ]);
      await hub.http.get('/readyz').expect(200, { status: 'ready' });
    } finally {
      await hub.close();
    }
  });

  it('lists the reasons components register (the hook the catalog cache uses for its notification channel)', async () => {
    const hub = await startTestHub();
    try {
      // Ready once the catalog cache listens for changes (its own 'notification channel' check).
      for (let i = 0; i < 100 && (await hub.http.get('/readyz')).status !== 200; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await hub.http.get('/readyz').expect(200);
      const readiness = hub.app.get(Readiness);
      readiness.register('test component', () => 'notification channel not listening (reconnecting)');
      const res = await hub.http.get('/readyz').expect(503);
      expect(res.body.detail).toBe('Not ready: notification channel not listening (reconnecting).');
      readiness.register('test component', () => null);
      await hub.http.get('/readyz').expect(200);
    } finally {
      await hub.close();
    }
  });
});
