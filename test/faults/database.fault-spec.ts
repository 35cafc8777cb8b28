import { databaseMonitor } from '#lib/database';
import {
  createTestDatabase,
  HubFixtures,
  parsePrometheusText,
  sampleValue,
  startTestFleet,
  startTestHub,
  type TestFleet,
  type TestHub,
  TEST_TEMP_ADMIN,
  tempAdminSession,
  testServerUrl,
} from '#test/support';
import {
  errorLines,
  load,
  newTally,
  OwnCluster,
  PartitionProxy,
  sleep,
  type Tally,
  terminateSessions,
  withClient,
} from './support.js';
import type { Test } from 'supertest';

/**
 * Database faults for real, on PostgreSQL only (this file runs in the `faults` project when a server is
 * configured): connections terminated under load, a server the test owns stopped and started, and a
 * partition (a proxy that stops forwarding). Every answer is 200 or a 503 problem+json with Retry-After,
 * never a 500 or a hang past the budgets; the apps serve again within 2 s; an outage is not logged per
 * request. The figures are printed. With the default settings, no answer comes later than the request
 * deadline (HUB_REQUEST_DEADLINE_MS, FLEET_REQUEST_DEADLINE_MS: 5 s) and a little scheduling margin.
 */

/** The default request deadline, and what a loaded 2-core machine adds to an answer on top of it. */
const DEFAULT_DEADLINE_MS = 5000;
const MARGIN_MS = 750;

const report = (title: string, lines: Record<string, unknown>) =>
  process.stdout.write(
    `\n${title}\n${Object.entries(lines)
      .map(([k, v]) => `  ${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
      .join('\n')}\n`,
  );

async function seed(hub: TestHub): Promise<{ instanceKey: string; slug: string }> {
  const fx = new HubFixtures(hub);
  const org = await fx.org();
  const category = await fx.category();
  let slug = '';
  for (let i = 0; i < 30; i++) slug = (await fx.template({ category_id: category.id })).slug;
  return { instanceKey: (await fx.instanceKey(org.id)).token, slug };
}

async function machineToken(fleet: TestFleet): Promise<string> {
  const admin = await tempAdminSession(fleet);
  const res = await fleet.http
    .post('/api/v1/machine-tokens')
    .set('Authorization', `Bearer ${admin}`)
    .send({ name: 'fault-load', role: 'readonly' })
    .expect(201);
  return res.body.machineToken.token as string;
}

describe('database faults', () => {
  const serverUrl = testServerUrl()!;

  test('terminating every connection under load: reads retried on fresh connections, no 500', async () => {
    const hub = await startTestHub();
    const fleet = await startTestFleet({ idp: hub.idp, env: { ...TEST_TEMP_ADMIN } });
    try {
      const { instanceKey, slug } = await seed(hub);
      const fleetToken = await machineToken(fleet);
      const hubTally = newTally();
      const fleetTally = newTally();
      let running = true;
      let terminated = 0;
      const { lines } = await errorLines(async () => {
        const killer = (async () => {
          for (let round = 0; round < 12; round++) {
            await sleep(250);
            terminated += await terminateSessions(serverUrl, hub.config.databaseUrl!);
            terminated += await terminateSessions(serverUrl, fleet.config.databaseUrl!);
          }
          running = false;
        })();
        await Promise.all([
          killer,
          load(
            hubTally,
            20,
            () => running,
            (i) => {
              const path = i % 3 === 2 ? `/api/v1/catalog/templates/${slug}` : '/api/v1/catalog/templates';
              const req = hub.http.get(path);
              return i % 2 ? req.set('Authorization', `Bearer ${instanceKey}`) : req;
            },
          ),
          load(
            fleetTally,
            5,
            () => running,
            () => fleet.http.get('/api/v1/auth/me').set('Authorization', `Bearer ${fleetToken}`),
          ),
        ]);
      });
      const retried = databaseMonitor(hub.db).retriedReads + databaseMonitor(fleet.db).retriedReads;
      report('terminate connections under load', {
        'sessions terminated': terminated,
        'hub requests': hubTally.total,
        'hub statuses': hubTally.statuses,
        'fleet requests': fleetTally.total,
        'fleet statuses': fleetTally.statuses,
        'reads retried on a fresh connection': retried,
        'error log lines': lines.length,
      });
      expect(terminated).toBeGreaterThan(0);
      expect(hubTally.bad).toEqual([]);
      expect(fleetTally.bad).toEqual([]);
      expect(retried).toBeGreaterThan(0);
      expect(hubTally.statuses[200]).toBeGreaterThan(hubTally.total * 0.5);
      expect(lines).toEqual([]);
      // Every machine-token request is still audited, including those answered 503.
      const admin = await tempAdminSession(fleet);
      const audit = await fleet.http
        .get('/api/v1/audit-log?limit=1')
        .set('Authorization', `Bearer ${admin}`)
        .expect(200);
      expect(audit.body.pagination.total).toBeGreaterThanOrEqual(fleetTally.total);
    } finally {
      await fleet.close();
      await hub.close();
    }
  });

  describe('a PostgreSQL server the test owns', () => {
    const cluster = new OwnCluster();
    let hub: TestHub;
    let fleet: TestFleet;
    let dbs: { drop(): Promise<void> }[] = [];

    beforeAll(async () => {
      cluster.ensure();
      const hubDb = await cluster.createDatabase('svc_fault_hub');
      const fleetDb = await cluster.createDatabase('svc_fault_fleet');
      dbs = [hubDb, fleetDb];
      hub = await startTestHub({ env: { HUB_DATABASE_URL: hubDb.url, HUB_MIGRATE: 'true' } });
      fleet = await startTestFleet({
        idp: hub.idp,
        env: { ...TEST_TEMP_ADMIN, FLEET_DATABASE_URL: fleetDb.url, FLEET_MIGRATE: 'true' },
      });
    }, 120_000);
    afterAll(async () => {
      cluster.start();
      await fleet?.close();
      await hub?.close();
      for (const db of dbs) await db.drop();
      // The cluster is the suite's own: it does not outlive the suite (ensure() starts it next time).
      cluster.stop();
      expect(cluster.online()).toBe(false);
    });

    test('stopped for 8 s under load: 503 with Retry-After, readiness within 1 s, back within 2 s', async () => {
      const { instanceKey } = await seed(hub);
      const fleetToken = await machineToken(fleet);
      const hubTally = newTally();
      const fleetTally = newTally();
      let running = true;
      let startedAt = 0;
      let firstOkAfterStart: { hub?: number; fleet?: number } = {};
      const readiness: { status: number; ms: number; detail: string }[] = [];
      const onResult = (app: 'hub' | 'fleet') => (status: number, at: number) => {
        if (startedAt && status === 200 && firstOkAfterStart[app] === undefined)
          firstOkAfterStart[app] = at - startedAt;
      };
      const { lines } = await errorLines(async () => {
        const operator = (async () => {
          await sleep(1000);
          cluster.stop();
          for (let i = 0; i < 8; i++) {
            await sleep(1000);
            const t = performance.now();
            const res = await hub.http.get('/readyz');
            readiness.push({ status: res.status, ms: performance.now() - t, detail: String(res.body.detail) });
          }
          firstOkAfterStart = {};
          cluster.start();
          startedAt = performance.now();
          await sleep(3000);
          running = false;
        })();
        await Promise.all([
          operator,
          load(
            hubTally,
            10,
            () => running,
            (i) => {
              const req = hub.http.get('/api/v1/catalog/templates');
              return i % 2 ? req.set('Authorization', `Bearer ${instanceKey}`) : req;
            },
            onResult('hub'),
          ),
          load(
            fleetTally,
            3,
            () => running,
            () => fleet.http.get('/api/v1/auth/me').set('Authorization', `Bearer ${fleetToken}`),
            onResult('fleet'),
          ),
        ]);
      });
      const worstReadyMs = Math.max(...readiness.map((r) => r.ms));
      report('PostgreSQL stopped for 8 s under load', {
        'hub requests': hubTally.total,
        'hub statuses': hubTally.statuses,
        'fleet requests': fleetTally.total,
        'fleet statuses': fleetTally.statuses,
        'slowest answer (ms)': Math.round(Math.max(hubTally.maxMs, fleetTally.maxMs)),
        'readiness while down': `${readiness.filter((r) => r.status === 503).length}/${readiness.length} answered 503, slowest ${Math.round(worstReadyMs)} ms`,
        'recovery after start (s)': `hub ${((firstOkAfterStart.hub ?? NaN) / 1000).toFixed(2)}, fleet ${((firstOkAfterStart.fleet ?? NaN) / 1000).toFixed(2)}`,
        'error log lines': lines.length,
      });
      expect(hubTally.bad).toEqual([]);
      expect(fleetTally.bad).toEqual([]);
      expect(hubTally.statuses[503]).toBeGreaterThan(0);
      expect(fleetTally.statuses[503]).toBeGreaterThan(0);
      expect(readiness.every((r) => r.status === 503 && r.detail.startsWith('Not ready: database'))).toBe(true);
      expect(worstReadyMs).toBeLessThan(1500);
      // Default settings: every answer within the request deadline.
      expect(Math.max(hubTally.maxMs, fleetTally.maxMs)).toBeLessThan(DEFAULT_DEADLINE_MS + MARGIN_MS);
      expect(firstOkAfterStart.hub).toBeLessThan(2000);
      expect(firstOkAfterStart.fleet).toBeLessThan(2000);
      expect(lines).toEqual([]);
      expect(databaseMonitor(hub.db).available).toBe(true);
      await hub.http.get('/readyz').expect(200);
    }, 60_000);
  });

  test('a partition: answers within the budgets (503), readiness within 1 s, back when the link heals', async () => {
    const target = new URL(serverUrl);
    const proxy = new PartitionProxy(target.hostname, Number(target.port || 5432));
    await proxy.listen();
    const hub = await startTestHub();
    const viaProxy = new URL(hub.config.databaseUrl!);
    viaProxy.port = String(proxy.port);
    // A second hub on the same database, reaching it through the proxy, with 1 s budgets.
    const partitioned = await startTestHub({
      idp: hub.idp,
      env: {
        HUB_DATABASE_URL: viaProxy.toString(),
        HUB_DATABASE_CONNECT_TIMEOUT_MS: '1000',
        HUB_DATABASE_STATEMENT_TIMEOUT_MS: '1000',
      },
    });
    try {
      const { instanceKey } = await seed(partitioned);
      const tally: Tally = newTally();
      let running = true;
      let healedAt = 0;
      let firstOkAfterHeal: number | undefined;
      const readiness: { status: number; ms: number }[] = [];
      await Promise.all([
        (async () => {
          await sleep(500);
          proxy.pause();
          for (let i = 0; i < 4; i++) {
            await sleep(1000);
            const t = performance.now();
            const res = await partitioned.http.get('/readyz');
            readiness.push({ status: res.status, ms: performance.now() - t });
          }
          proxy.resume();
          healedAt = performance.now();
          await sleep(2500);
          running = false;
        })(),
        load(
          tally,
          10,
          () => running,
          (i) => {
            const req = partitioned.http.get('/api/v1/catalog/templates');
            return i % 2 ? req.set('Authorization', `Bearer ${instanceKey}`) : req;
          },
          (status, at) => {
            if (healedAt && status === 200 && firstOkAfterHeal === undefined) firstOkAfterHeal = at - healedAt;
          },
        ),
      ]);
      report('partition of 4 s (connect and statement budgets 1 s)', {
        requests: tally.total,
        statuses: tally.statuses,
        'slowest answer (ms)': Math.round(tally.maxMs),
        readiness: readiness.map((r) => `${r.status} in ${Math.round(r.ms)} ms`).join(', '),
        'first 200 after the link healed (s)': ((firstOkAfterHeal ?? NaN) / 1000).toFixed(2),
      });
      expect(tally.bad).toEqual([]);
      expect(tally.statuses[503]).toBeGreaterThan(0);
      // connect (1 s) + statement (1 s + 1 s on the client) + one read retry's connect (1 s), and margin
      expect(tally.maxMs).toBeLessThan(5500);
      expect(readiness.every((r) => r.status === 503 && r.ms < 1500)).toBe(true);
      // Requests that started during the partition end by their budgets (1 s connect, 2 s read on the
      // client), so a worker may first see a 200 up to about 3 s after the link heals.
      expect(firstOkAfterHeal).toBeLessThan(4000);
    } finally {
      await partitioned.close().catch(() => undefined);
      await hub.close();
      await proxy.close();
    }
  });

  test('a partition with the default settings: every answer within the request deadline, retries included', async () => {
    const target = new URL(serverUrl);
    const proxy = new PartitionProxy(target.hostname, Number(target.port || 5432));
    await proxy.listen();
    const viaProxy = (url: string) => {
      const proxied = new URL(url);
      proxied.port = String(proxy.port);
      return proxied.toString();
    };
    const hubDb = await createTestDatabase('hub');
    const fleetDb = await createTestDatabase('fleet');
    // No budget is set: the hub and the fleet run with their defaults (5 s connect, 5 s statement, 5 s deadline).
    const hub = await startTestHub({ env: { HUB_DATABASE_URL: viaProxy(hubDb.url!) } });
    const fleet = await startTestFleet({
      idp: hub.idp,
      database: fleetDb,
      env: { ...TEST_TEMP_ADMIN, FLEET_DATABASE_URL: viaProxy(fleetDb.url!) },
    });
    try {
      const { instanceKey, slug } = await seed(hub);
      const fleetToken = await machineToken(fleet);
      const hubTally = newTally();
      const fleetTally = newTally();
      let running = true;
      await Promise.all([
        (async () => {
          await sleep(500);
          // Longer than every per-wait budget put end to end (6 s read timeout, then a 5 s retry connect).
          proxy.pause();
          await sleep(12_000);
          proxy.resume();
          await sleep(1000);
          running = false;
        })(),
        load(
          hubTally,
          10,
          () => running,
          (i) => {
            // Reads (retried on a fresh connection when their connection is lost), anonymous and keyed.
            const path = i % 3 === 2 ? `/api/v1/catalog/templates/${slug}` : '/api/v1/catalog/templates';
            const req = hub.http.get(path);
            return i % 2 ? req.set('Authorization', `Bearer ${instanceKey}`) : req;
          },
        ),
        load(
          fleetTally,
          4,
          () => running,
          () => fleet.http.get('/api/v1/auth/me').set('Authorization', `Bearer ${fleetToken}`),
        ),
      ]);
      report('partition of 12 s with the default settings', {
        'hub requests': hubTally.total,
        'hub statuses': hubTally.statuses,
        'hub slowest answer (ms)': Math.round(hubTally.maxMs),
        'fleet requests': fleetTally.total,
        'fleet statuses': fleetTally.statuses,
        'fleet slowest answer (ms)': Math.round(fleetTally.maxMs),
      });
      expect(hubTally.bad).toEqual([]);
      expect(fleetTally.bad).toEqual([]);
      expect(hubTally.statuses[503]).toBeGreaterThan(0);
      expect(fleetTally.statuses[503]).toBeGreaterThan(0);
      expect(hubTally.maxMs).toBeLessThan(DEFAULT_DEADLINE_MS + MARGIN_MS);
      expect(fleetTally.maxMs).toBeLessThan(DEFAULT_DEADLINE_MS + MARGIN_MS);
    } finally {
      await fleet.close().catch(() => undefined);
      await hub.close().catch(() => undefined);
      await proxy.close();
      await fleetDb.drop();
      await hubDb.drop();
    }
  }, 60_000);

  test('statements held by a lock: 503 within a shortened deadline, GET and POST alike; nothing written after', async () => {
    // Short, but not so short that a password hash on a loaded machine spends it before any statement.
    const deadlineMs = 2500;
    const hub = await startTestHub({ env: { HUB_REQUEST_DEADLINE_MS: String(deadlineMs), HUB_METRICS_PORT: '0' } });
    const fleet = await startTestFleet({
      idp: hub.idp,
      env: { ...TEST_TEMP_ADMIN, FLEET_REQUEST_DEADLINE_MS: String(deadlineMs) },
    });
    try {
      // A password hash on a loaded 2-core machine may itself spend a short deadline: signing in may take tries.
      const retried = async <T>(fn: () => Promise<T>): Promise<T> => {
        for (let attempt = 1; ; attempt++) {
          try {
            return await fn();
          } catch (error) {
            if (attempt === 5) throw error;
          }
        }
      };
      const admin = await retried(() => new HubFixtures(hub).signIn('admin@demo.local'));
      const session = await retried(() => tempAdminSession(fleet));
      const timed = async (name: string, req: Test) => {
        const started = performance.now();
        const res = await req;
        return { name, status: res.status, ms: performance.now() - started, res };
      };
      const results = await withClient(hub.config.databaseUrl!, (hubLock) =>
        withClient(fleet.config.databaseUrl!, async (fleetLock) => {
          await hubLock.query('BEGIN');
          await hubLock.query('LOCK TABLE categories IN ACCESS EXCLUSIVE MODE');
          await fleetLock.query('BEGIN');
          await fleetLock.query('LOCK TABLE machine_tokens IN ACCESS EXCLUSIVE MODE');
          try {
            return await Promise.all([
              timed(
                'hub POST',
                hub.http
                  .post('/api/v1/admin/categories')
                  .set('Authorization', `Bearer ${admin.token}`)
                  .send({ name: 'Locked', slug: 'locked-out' }),
              ),
              timed('hub GET', hub.http.get('/api/v1/admin/categories').set('Authorization', `Bearer ${admin.token}`)),
              // A list the cache does not hold: answered before the framework, with the deadline passed by hand.
              timed('hub list miss', hub.http.get(`/api/v1/catalog/templates?search=locked-${Date.now()}`)),
              timed(
                'fleet POST',
                fleet.http
                  .post('/api/v1/machine-tokens')
                  .set('Authorization', `Bearer ${session}`)
                  .send({ name: 'locked-out', role: 'readonly' }),
              ),
              timed('fleet GET', fleet.http.get('/api/v1/machine-tokens').set('Authorization', `Bearer ${session}`)),
            ]);
          } finally {
            await hubLock.query('ROLLBACK');
            await fleetLock.query('ROLLBACK');
          }
        }),
      );
      report(`statements held by a lock (request deadline ${deadlineMs} ms)`, {
        answers: results.map((r) => `${r.name} ${r.status} in ${Math.round(r.ms)} ms`).join(', '),
      });
      for (const { name, status, ms, res } of results) {
        expect({ name, status, code: res.body.code, retryAfter: res.headers['retry-after'] }).toEqual({
          name,
          status: 503,
          code: 'unavailable',
          retryAfter: '2',
        });
        expect({ name, inTime: ms < deadlineMs + MARGIN_MS }).toEqual({ name, inTime: true });
      }
      // The list miss was handed from the fast path to the framework after its deadline: its latency is counted
      // from its arrival, not from the hand-off.
      const samples = parsePrometheusText(await (await fetch(`${hub.metricsUrl}/metrics`)).text());
      const missRoute = { app: 'hub', route: '/api/v1/catalog/templates', method: 'GET', status: '503' };
      expect(sampleValue(samples, 'http_request_duration_seconds_count', missRoute)).toBe(1);
      expect(sampleValue(samples, 'http_request_duration_seconds_sum', missRoute)).toBeGreaterThan(
        (deadlineMs - 100) / 1000,
      );
      // The statements given up on were cancelled on the server: a write answered 503 did not happen later.
      await sleep(500);
      const [categories] = await hub.db.query(`SELECT count(*)::int AS n FROM categories WHERE slug = 'locked-out'`);
      const [tokens] = await fleet.db.query(`SELECT count(*)::int AS n FROM machine_tokens WHERE name = 'locked-out'`);
      expect({ categories: categories.n, tokens: tokens.n }).toEqual({ categories: 0, tokens: 0 });
      // And both serve again.
      await hub.http.get('/api/v1/admin/categories').set('Authorization', `Bearer ${admin.token}`).expect(200);
      await fleet.http.get('/api/v1/machine-tokens').set('Authorization', `Bearer ${session}`).expect(200);
    } finally {
      await fleet.close();
      await hub.close();
    }
  }, 60_000);
});
