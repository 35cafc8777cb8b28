import { request as httpRequest } from 'node:http';
import pg from 'pg';
import { startDevIdp, type DevIdp } from '../../apps/dev-idp/src/index.js';
import { FLEET_MIGRATIONS, HUB_MIGRATIONS } from '#lib/database';
import { AppProcess, freePort, RoundRobin } from './processes.js';

/**
 * `npm run test:cluster`: 3 hub and 2 fleet processes (the built entries, as production runs them) on one
 * PostgreSQL server (TEST_DATABASE_URL), each on its own port, with every request sent to the next process
 * in turn. The figures are printed.
 */

const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** How long a change made through one process may take to show on the others (docs/deployment.md). */
const BOUND_MS = Number(process.env.CLUSTER_INVALIDATION_BOUND_MS ?? 1000);
const ENCRYPTION_KEY = '3f'.repeat(32);
const SESSION_SECRET = 'cluster-test-session-secret-0123456789abcdef';
const TEMP = { SVC_TEMP_ADMIN_USER: 'cluster-admin', SVC_TEMP_ADMIN_PASSWORD: 'cluster-Passw0rd' };

const figures: Record<string, unknown> = {};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function admin<T>(fn: (client: pg.Client) => Promise<T>, database = 'postgres'): Promise<T> {
  const url = new URL(SERVER);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function call(
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** Polls `probe` on every listed process until it holds; returns the slowest delay in ms. */
async function everywhere(processes: AppProcess[], probe: (p: AppProcess) => Promise<boolean>): Promise<number> {
  const started = performance.now();
  const delays = await Promise.all(
    processes.map(async (p) => {
      while (!(await probe(p))) {
        if (performance.now() - started > 10_000) throw new Error(`${p.name} never saw the change`);
        await sleep(10);
      }
      return performance.now() - started;
    }),
  );
  return Math.max(...delays);
}

describe('cluster: 3 hubs and 2 fleets on one PostgreSQL', () => {
  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const hubDb = `svc_cluster_hub_${suffix}`;
  const fleetDb = `svc_cluster_fleet_${suffix}`;
  let idp: DevIdp;
  const hubs: AppProcess[] = [];
  const fleets: AppProcess[] = [];
  let hubRing: RoundRobin<AppProcess>;
  let adminToken: string;
  let aliceToken: string;

  beforeAll(async () => {
    await admin((c) => c.query(`CREATE DATABASE ${hubDb}`));
    await admin((c) => c.query(`CREATE DATABASE ${fleetDb}`));
    idp = await startDevIdp({ port: 0, host: '127.0.0.1' });
    const dbUrl = (name: string) => {
      const url = new URL(SERVER);
      url.pathname = `/${name}`;
      return url.toString();
    };
    for (let i = 1; i <= 3; i++) {
      hubs.push(
        new AppProcess(`hub ${i}`, 'hub', await freePort(), {
          HUB_HOST: '127.0.0.1',
          HUB_MCP_PORT: String(await freePort()),
          HUB_DATABASE_URL: dbUrl(hubDb),
          HUB_MIGRATE: 'true',
          HUB_ENCRYPTION_KEY: ENCRYPTION_KEY,
          HUB_OIDC_ISSUER: idp.issuer,
          HUB_OIDC_AUDIENCE: idp.audience,
          HUB_SUPERADMIN_EMAILS: 'admin@demo.local',
          HUB_LOG_REQUESTS: 'false',
          HUB_DOCS_UI: 'false',
          // Readiness turns 503 this long before the listener stops taking connections.
          HUB_SHUTDOWN_DELAY_SECONDS: '1',
          // The test names the client in X-Forwarded-For (the revocation limit counts per client address).
          HUB_TRUSTED_PROXIES: '127.0.0.1',
          HUB_CREDENTIAL_REVOKE_RATE_LIMIT: '10',
        }),
      );
    }
    for (const hub of hubs) hub.env.HUB_PORT = String(hub.port);
    for (let i = 1; i <= 2; i++) {
      const port = await freePort();
      fleets.push(
        new AppProcess(`fleet ${i}`, 'fleet', port, {
          FLEET_PORT: String(port),
          FLEET_HOST: '127.0.0.1',
          FLEET_DATABASE_URL: dbUrl(fleetDb),
          FLEET_MIGRATE: 'true',
          FLEET_ENCRYPTION_KEY: ENCRYPTION_KEY,
          FLEET_SESSION_SECRET: SESSION_SECRET,
          FLEET_SYNC_INTERVAL_SECONDS: '0',
          FLEET_LOG_REQUESTS: 'false',
          FLEET_DOCS_UI: 'false',
          ...TEMP,
        }),
      );
    }
    // All three hubs (and both fleets) start at once on empty databases.
    const started = performance.now();
    for (const p of [...hubs, ...fleets]) p.start();
    await Promise.all([...hubs, ...fleets].map((p) => p.ready()));
    figures['5 processes ready on empty databases (s)'] = ((performance.now() - started) / 1000).toFixed(1);
    hubRing = new RoundRobin(hubs);
    adminToken = (await idp.login('admin@demo.local')).access_token;
    aliceToken = (await idp.login('alice@demo.local')).access_token;
  }, 120_000);

  afterAll(async () => {
    await Promise.all([...hubs, ...fleets].map((p) => p.stop()));
    await idp?.close();
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${hubDb} WITH (FORCE)`));
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${fleetDb} WITH (FORCE)`));
    process.stdout.write(
      `\ncluster figures:\n${Object.entries(figures)
        .map(([k, v]) => `  ${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
        .join('\n')}\n`,
    );
  });

  test('three hubs (and two fleets) starting at once migrated each database exactly once', async () => {
    const hubRows = await admin((c) => c.query<{ name: string }>('SELECT name FROM migrations'), hubDb);
    expect(hubRows.rows.map((r) => r.name).sort()).toEqual(HUB_MIGRATIONS.map((m) => m.name).sort());
    const fleetRows = await admin((c) => c.query<{ name: string }>('SELECT name FROM migrations'), fleetDb);
    expect(fleetRows.rows.map((r) => r.name).sort()).toEqual(FLEET_MIGRATIONS.map((m) => m.name).sort());
    figures['migrations recorded (hub, fleet)'] = `${hubRows.rows.length}, ${fleetRows.rows.length}`;
  });

  let category = '';
  let orgId = '';
  const keys: { id: string; key: string }[] = [];

  test('a template created through hub 1 is served by hubs 2 and 3 within the bound', async () => {
    const cat = await call(hubs[0].url, 'POST', '/api/v1/admin/categories', adminToken, {
      name: 'Cluster',
      slug: 'cluster',
      description: '',
      icon: 'box',
      sort_order: 1,
      is_private: false,
    });
    expect(cat.status).toBe(201);
    category = (cat.body.category as { id: string }).id;
    const created = await call(hubs[0].url, 'POST', '/api/v1/admin/templates', adminToken, {
      name: 'Cluster app',
      slug: 'cluster-app',
      category_id: category,
      image_name: 'example/cluster',
      is_public: true,
    });
    expect(created.status).toBe(201);
    const delay = await everywhere(hubs.slice(1), async (h) => {
      return (await call(h.url, 'GET', '/api/v1/catalog/templates/cluster-app')).status === 200;
    });
    figures['template visible on hubs 2 and 3 after (ms)'] = Math.round(delay);
    expect(delay).toBeLessThan(BOUND_MS);
  });

  test('a key revoked and an organization suspended through one hub are refused by all after the bound', async () => {
    const org = await call(hubs[0].url, 'POST', '/api/v1/account/organizations', aliceToken, {
      name: 'Cluster org',
      slug: `cluster-${suffix.replaceAll('_', '-')}`,
    });
    expect(org.status).toBe(201);
    orgId = (org.body.organization as { id: string }).id;
    for (let i = 0; i < 3; i++) {
      const key = await call(hubRing.pick().url, 'POST', '/api/v1/account/api-keys', aliceToken, { name: `k${i}` });
      expect(key.status).toBe(201);
      keys.push(key.body.apiKey as { id: string; key: string });
    }
    // Every hub has used every key (so a cache, if any, holds them).
    for (const hub of hubs) {
      for (const k of keys) expect((await call(hub.url, 'GET', '/api/v1/instance-info', k.key)).status).toBe(200);
    }
    const revoke = await call(hubs[1].url, 'DELETE', `/api/v1/account/api-keys?id=${keys[0].id}`, aliceToken);
    expect(revoke.status).toBe(200);
    const revokeDelay = await everywhere(
      hubs,
      async (h) => (await call(h.url, 'GET', '/api/v1/instance-info', keys[0].key)).status === 401,
    );
    await sleep(BOUND_MS);
    let accepted = 0;
    for (let i = 0; i < 30; i++) {
      if ((await call(hubRing.pick().url, 'GET', '/api/v1/instance-info', keys[0].key)).status < 400) accepted += 1;
    }
    const suspend = await call(hubs[2].url, 'PUT', '/api/v1/admin/organizations', adminToken, {
      id: orgId,
      status: 'suspended',
    });
    expect(suspend.status).toBe(200);
    const suspendDelay = await everywhere(
      hubs,
      async (h) => (await call(h.url, 'GET', '/api/v1/instance-info', keys[1].key)).status === 403,
    );
    await sleep(BOUND_MS);
    for (let i = 0; i < 30; i++) {
      if ((await call(hubRing.pick().url, 'GET', '/api/v1/instance-info', keys[1].key)).status < 400) accepted += 1;
    }
    figures['key revocation seen by every hub after (ms)'] = Math.round(revokeDelay);
    figures['suspension seen by every hub after (ms)'] = Math.round(suspendDelay);
    figures['requests accepted after the bound'] = accepted;
    expect(revokeDelay).toBeLessThan(BOUND_MS);
    expect(suspendDelay).toBeLessThan(BOUND_MS);
    expect(accepted).toBe(0);
    // Reactivate for the counting test.
    expect(
      (await call(hubs[0].url, 'PUT', '/api/v1/admin/organizations', adminToken, { id: orgId, status: 'active' }))
        .status,
    ).toBe(200);
    await everywhere(
      hubs,
      async (h) => (await call(h.url, 'GET', '/api/v1/instance-info', keys[1].key)).status === 200,
    );
  });

  test('2,000 instance-key slug fetches spread over the three hubs count exactly 2,000 downloads', async () => {
    const count = async () =>
      Number(
        (
          await admin(
            (c) => c.query<{ n: string }>(`SELECT download_count::text AS n FROM templates WHERE slug = 'cluster-app'`),
            hubDb,
          )
        ).rows[0].n,
      );
    const before = await count();
    const statuses: Record<number, number> = {};
    let sent = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (sent < 2000) {
          sent += 1;
          const res = await fetch(`${hubRing.pick().url}/api/v1/catalog/templates/cluster-app`, {
            headers: { Authorization: `Bearer ${keys[1].key}` },
          });
          await res.arrayBuffer();
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        }
      }),
    );
    const after = await count();
    figures['slug fetches'] = statuses;
    figures['download_count increase'] = after - before;
    expect(statuses[200]).toBe(2000);
    expect(after - before).toBe(2000);
  });

  test('the sign-in limit holds across both fleets; a session of fleet 1 works on fleet 2', async () => {
    const fleetRing = new RoundRobin(fleets);
    const login = await call(fleets[0].url, 'POST', '/api/v1/auth/login', undefined, {
      email: TEMP.SVC_TEMP_ADMIN_USER,
      password: TEMP.SVC_TEMP_ADMIN_PASSWORD,
    });
    expect(login.status).toBe(200);
    const session = login.body.access_token as string;
    expect((await call(fleets[1].url, 'GET', '/api/v1/auth/me', session)).status).toBe(200);
    // Sign-out on one fleet ends the session on both.
    const other = (
      await call(fleets[1].url, 'POST', '/api/v1/auth/login', undefined, {
        email: TEMP.SVC_TEMP_ADMIN_USER,
        password: TEMP.SVC_TEMP_ADMIN_PASSWORD,
      })
    ).body.access_token as string;
    expect((await call(fleets[0].url, 'GET', '/api/v1/auth/me', other)).status).toBe(200);
    expect((await call(fleets[1].url, 'POST', '/api/v1/auth/logout', other)).status).toBe(204);
    const afterLogout = [
      (await call(fleets[0].url, 'GET', '/api/v1/auth/me', other)).status,
      (await call(fleets[1].url, 'GET', '/api/v1/auth/me', other)).status,
    ];
    figures['a session signed out on fleet 2, then on fleets 1 and 2'] = afterLogout.join(' ');
    expect(afterLogout).toEqual([401, 401]);
    const user = await call(fleets[1].url, 'POST', '/api/v1/users', session, {
      email: 'operator@cluster.test',
      name: 'Operator',
      password: 'correct-Horse-battery-1',
      role: 'admin',
    });
    expect(user.status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await call(fleetRing.pick().url, 'POST', '/api/v1/auth/login', undefined, {
            email: 'operator@cluster.test',
            password: `wrong-${i}`,
          })
        ).status,
      );
    }
    const twelfth = await call(fleetRing.pick().url, 'POST', '/api/v1/auth/login', undefined, {
      email: 'operator@cluster.test',
      password: 'correct-Horse-battery-1',
    });
    figures['sign-in statuses over both fleets'] = [...statuses, twelfth.status].join(' ');
    expect(statuses.slice(0, 10)).toEqual(new Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    expect(twelfth.status).toBe(429);
  });

  test('the public revocation limit holds across the three hubs: N replicas allow what one does', async () => {
    // 30 reports from one address, at once, spread over the hubs: 10 a minute are allowed in all, not 10 per hub.
    const from = '203.0.113.26';
    const statuses = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const res = await fetch(`${hubRing.pick().url}/api/v1/credentials/revoke`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
          body: JSON.stringify({ credentials: ['not-a-token'], source: 'cluster limit test' }),
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    const counts = {
      accepted: statuses.filter((s) => s === 202).length,
      limited: statuses.filter((s) => s === 429).length,
    };
    figures['revocation reports from one address over 3 hubs (202, 429)'] = `${counts.accepted}, ${counts.limited}`;
    expect(counts).toEqual({ accepted: 10, limited: 20 });
    // Another address has its own window, on every hub.
    for (const hub of hubs) {
      const res = await fetch(`${hub.url}/api/v1/credentials/revoke`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.27' },
        body: JSON.stringify({ credentials: ['not-a-token'] }),
      });
      expect(res.status).toBe(202);
    }
  });

  test('SIGKILL of one hub under load: the other two keep answering; restarted, it rejoins', async () => {
    const victim = hubs[1];
    const statuses: Record<string, Record<number, number>> = {};
    let running = true;
    const loadDone = Promise.all(
      Array.from({ length: 12 }, async () => {
        while (running) {
          const hub = hubRing.pick();
          let status = 0;
          try {
            const res = await fetch(`${hub.url}/api/v1/catalog/templates`, { signal: AbortSignal.timeout(5000) });
            await res.arrayBuffer();
            status = res.status;
          } catch {
            status = 0; // the killed process: connection refused or reset
          }
          statuses[hub.name] ??= {};
          statuses[hub.name][status] = (statuses[hub.name][status] ?? 0) + 1;
        }
      }),
    );
    await sleep(500);
    victim.signal('SIGKILL');
    await victim.exited();
    await sleep(1000);
    victim.start();
    await victim.ready();
    await sleep(500);
    running = false;
    await loadDone;
    figures['requests per hub while hub 2 was killed and restarted'] = statuses;
    for (const hub of [hubs[0], hubs[2]]) {
      const failed = Object.entries(statuses[hub.name]).filter(([s]) => Number(s) !== 200);
      expect({ hub: hub.name, failed }).toEqual({ hub: hub.name, failed: [] });
    }
    expect((await call(victim.url, 'GET', '/api/v1/catalog/templates/cluster-app')).status).toBe(200);
  });

  test('SIGTERM drains: requests in flight finish, then no new connection is accepted', async () => {
    const victim = hubs[2];
    // Requests truly in flight: headers sent, the body arriving in two parts around the signal.
    const body = JSON.stringify({ credentials: ['not-a-token'], source: 'cluster drain test' });
    const slow = Array.from({ length: 5 }, () => {
      const req = httpRequest(`${victim.url}/api/v1/credentials/revoke`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      });
      const answered = new Promise<number | string>((resolve) => {
        req.on('response', (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', (error) => resolve(error.message));
      });
      req.write(body.slice(0, 10));
      return { req, answered };
    });
    await sleep(200);
    victim.signal('SIGTERM');
    await sleep(300);
    // Readiness says 503 first, while the process still takes requests (the load balancer stops sending).
    const readiness = await fetch(`${victim.url}/readyz`);
    const readinessBody = (await readiness.json()) as { detail?: string };
    for (const { req } of slow) req.end(body.slice(10));
    const statuses = await Promise.all(slow.map((s) => s.answered));
    // Nest closes the app (draining what is in flight), then re-raises the signal: the process ends by SIGTERM.
    const ended = await victim.exited();
    let refused = false;
    try {
      await fetch(`${victim.url}/healthz`);
    } catch {
      refused = true;
    }
    figures['SIGTERM: statuses of the requests in flight'] = statuses.join(',');
    figures['SIGTERM: the process ended by'] = ended;
    figures['SIGTERM: readiness 300 ms after the signal'] = `${readiness.status} ${readinessBody.detail ?? ''}`;
    expect(readiness.status).toBe(503);
    expect(readinessBody.detail).toMatch(/shutting down/);
    expect(statuses).toEqual(new Array(5).fill(202));
    expect(ended).toBe('SIGTERM');
    expect(refused).toBe(true);
  });
});
