import { Readiness } from '#lib/common';
import {
  parsePrometheusText,
  sampleValue,
  startTestFleet,
  TEST_TEMP_ADMIN,
  tempAdminSession,
  type TestFleet,
} from '#test/support';

/** /metrics (docs/operations.md, "Metrics"), /readyz reasons and the shutdown drain of the fleet. */
describe('fleet metrics', () => {
  let fleet: TestFleet;

  beforeAll(async () => {
    fleet = await startTestFleet({
      env: { ...TEST_TEMP_ADMIN, FLEET_METRICS_PORT: '0', FLEET_LOGIN_ACCOUNT_LIMIT: '1' },
    });
  });

  afterAll(async () => {
    await fleet.close();
  });

  const scrape = async () => {
    const res = await fetch(`${fleet.metricsUrl}/metrics`);
    expect(res.status).toBe(200);
    return parsePrometheusText(await res.text());
  };

  it('serves Prometheus text: requests by route pattern, the pool and outage gauges, the process metrics', async () => {
    await fleet.http.get('/api/v1/auth/config').expect(200);
    const samples = await scrape();
    expect(
      sampleValue(samples, 'http_requests_total', {
        app: 'fleet',
        route: '/api/v1/auth/config',
        method: 'GET',
        status: '200',
      }),
    ).toBe(1);
    for (const name of [
      'fleet_db_pool_connections_in_use',
      'fleet_db_pool_connections_idle',
      'fleet_db_pool_requests_waiting',
      'fleet_db_reads_retried_total',
      'process_cpu_user_seconds_total',
    ]) {
      expect([name, sampleValue(samples, name)]).toEqual([name, expect.any(Number)]);
    }
    expect(sampleValue(samples, 'fleet_db_available')).toBe(1);
  });

  it('counts sign-ins refused by the login limits', async () => {
    const wrong = { email: TEST_TEMP_ADMIN.SVC_TEMP_ADMIN_USER, password: 'wrong-password' };
    await fleet.http.post('/api/v1/auth/login').send(wrong).expect(401);
    await fleet.http.post('/api/v1/auth/login').send(wrong).expect(429);
    const samples = await scrape();
    expect(sampleValue(samples, 'fleet_login_refusals_total')).toBe(1);
    expect(
      sampleValue(samples, 'http_requests_total', { route: '/api/v1/auth/login', method: 'POST', status: '429' }),
    ).toBe(1);
  });

  it('counts hub-sync runs by outcome', async () => {
    const other = await startTestFleet({ env: { ...TEST_TEMP_ADMIN, FLEET_METRICS_PORT: '0' } });
    try {
      const session = await tempAdminSession(other);
      await other.http.post('/api/v1/hub/sync').set('Authorization', `Bearer ${session}`).expect(409);
      const samples = parsePrometheusText(await (await fetch(`${other.metricsUrl}/metrics`)).text());
      expect(sampleValue(samples, 'fleet_hub_sync_runs_total', { outcome: 'not_configured' })).toBe(1);
    } finally {
      await other.close();
    }
  });
});

describe('fleet without FLEET_METRICS_PORT', () => {
  it('serves no metrics; /readyz names a registered reason and "shutting down" once closing starts', async () => {
    const fleet = await startTestFleet({ env: { FLEET_SHUTDOWN_DELAY_SECONDS: '1' } });
    let closing: Promise<void> | undefined;
    try {
      expect(fleet.metricsUrl).toBeUndefined();
      await fleet.http.get('/metrics').expect(404);
      await fleet.http.get('/readyz').expect(200);
      const readiness = fleet.app.get(Readiness);
      readiness.register('test channel', () => 'test channel down');
      expect((await fleet.http.get('/readyz').expect(503)).body.detail).toBe('Not ready: test channel down.');
      readiness.register('test channel', () => null);
      await fleet.http.get('/readyz').expect(200);
      closing = fleet.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await fleet.http.get('/readyz').expect(503)).body.detail).toBe('Not ready: shutting down.');
    } finally {
      await (closing ?? fleet.close());
    }
  });
});
