import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  HubFixtures,
  startTestFleet,
  startTestHub,
  type TestFleet,
  type TestHub,
  TEST_TEMP_ADMIN,
  tempAdminSession,
} from '#test/support';

/**
 * The worst inputs a caller can send within the 1 MiB body limit, at both apps, with and without a
 * credential: each is refused with a small problem+json 400 (or the 401 its missing credential earns),
 * and none blocks the event loop for more than 100 ms. Hub and fleet run in this process, so the loop
 * measured is theirs.
 */

const MAX_BLOCK_MS = 100;

interface Case {
  name: string;
  app: 'hub' | 'fleet';
  method: 'post' | 'put';
  path: string;
  body: string;
  auth?: () => string;
  status: number[];
}

function manyEvents(n: number, each: string): string {
  return `{"events":[${new Array(n).fill(each).join(',')}]}`;
}

function manyFields(n: number): string {
  return `{${Array.from({ length: n }, (_, i) => `"f${i}":${i}`).join(',')}}`;
}

describe('bounded work per request', () => {
  let hub: TestHub;
  let fleet: TestFleet;
  let instanceKey: string;
  let hubUser: string;
  let fleetAdmin: string;

  beforeAll(async () => {
    hub = await startTestHub();
    const fx = new HubFixtures(hub);
    const org = await fx.org();
    instanceKey = (await fx.instanceKey(org.id)).token;
    hubUser = (await fx.signIn('carol@demo.local')).token;
    fleet = await startTestFleet({ idp: hub.idp, env: { ...TEST_TEMP_ADMIN } });
    fleetAdmin = await tempAdminSession(fleet);
  });
  afterAll(async () => {
    await fleet?.close();
    await hub?.close();
  });

  const key = () => instanceKey;
  const user = () => hubUser;
  const admin = () => fleetAdmin;
  // 500 events (the batch maximum) each with 20 unknown fields: the most validation work a batch can ask for.
  const wideEvent = `{${Array.from({ length: 20 }, (_, i) => `"x${i}":1`).join(',')}}`;
  const validEvent = (i: number) =>
    JSON.stringify({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      occurred_at: '2026-03-14T09:20:00.000Z',
      addon: 'backup',
      action: 'snapshot.create',
      actor: 'alice@example.com',
      target: 'pvc/model-cache',
      outcome: 'success',
      metadata: { snapshot_id: `snap-${i}`, size_bytes: 53687091200 },
    });
  const wrongTypes = JSON.stringify({
    id: 1,
    occurred_at: 2,
    addon: 3,
    action: 4,
    actor: 5,
    target: 6,
    outcome: 7,
    metadata: 8,
  });
  const cases: Case[] = [
    {
      name: '500 valid events (the largest batch)',
      app: 'hub',
      method: 'post',
      path: '/api/v1/addon-audit-events',
      body: `{"events":[${Array.from({ length: 500 }, (_, i) => validEvent(i)).join(',')}]}`,
      auth: key,
      status: [202],
    },
    {
      name: '500 events, every field mistyped',
      app: 'hub',
      method: 'post',
      path: '/api/v1/addon-audit-events',
      body: manyEvents(500, wrongTypes),
      auth: key,
      status: [400],
    },
    {
      name: '100,000 empty events',
      app: 'hub',
      method: 'post',
      path: '/api/v1/addon-audit-events',
      body: manyEvents(100_000, '{}'),
      auth: key,
      status: [400],
    },
    {
      name: '100,000 empty events, no key',
      app: 'hub',
      method: 'post',
      path: '/api/v1/addon-audit-events',
      body: manyEvents(100_000, '{}'),
      status: [400, 401],
    },
    {
      name: '501 empty events',
      app: 'hub',
      method: 'post',
      path: '/api/v1/addon-audit-events',
      body: manyEvents(501, '{}'),
      auth: key,
      status: [400],
    },
    {
      name: '500 events × 20 unknown fields',
      app: 'hub',
      method: 'post',
      path: '/api/v1/addon-audit-events',
      body: manyEvents(500, wideEvent),
      auth: key,
      status: [400],
    },
    {
      name: '50,000 unknown fields (profile)',
      app: 'hub',
      method: 'put',
      path: '/api/v1/account/profile',
      body: manyFields(50_000),
      auth: user,
      status: [400],
    },
    {
      name: '100,000-element array (profile)',
      app: 'hub',
      method: 'put',
      path: '/api/v1/account/profile',
      body: `[${new Array(100_000).fill(0).join(',')}]`,
      auth: user,
      status: [400],
    },
    {
      name: '255 unknown fields (profile)',
      app: 'hub',
      method: 'put',
      path: '/api/v1/account/profile',
      body: manyFields(255),
      auth: user,
      status: [400],
    },
    {
      name: 'login: 100,000-element array',
      app: 'fleet',
      method: 'post',
      path: '/api/v1/auth/login',
      body: `[${new Array(100_000).fill('{}').join(',')}]`,
      status: [400],
    },
    {
      name: 'login: 50,000 unknown fields',
      app: 'fleet',
      method: 'post',
      path: '/api/v1/auth/login',
      body: manyFields(50_000),
      status: [400],
    },
    {
      name: 'login: 500-element array',
      app: 'fleet',
      method: 'post',
      path: '/api/v1/auth/login',
      body: `[${new Array(500).fill('{"email":1}').join(',')}]`,
      status: [400],
    },
    {
      name: 'secret: 50,000 unknown fields',
      app: 'fleet',
      method: 'put',
      path: '/api/v1/secrets/abuse',
      body: manyFields(50_000),
      auth: admin,
      status: [400],
    },
    {
      name: 'users: 255 unknown fields',
      app: 'fleet',
      method: 'post',
      path: '/api/v1/users',
      body: manyFields(255),
      auth: admin,
      status: [400],
    },
  ];

  test('each worst input is a small problem+json refusal, and no request blocks the loop over 100 ms', async () => {
    const rows: string[] = [];
    let worst = 0;
    for (const c of cases) {
      const target = c.app === 'hub' ? hub.http : fleet.http;
      // Warm the route once (lazy compilation is not the request's cost), then measure a second send.
      const send = () => {
        let req = target[c.method](c.path).set('Content-Type', 'application/json');
        if (c.auth) req = req.set('Authorization', `Bearer ${c.auth()}`);
        return req.send(c.body);
      };
      await send();
      // The delay a request causes is deterministic; the machine's other processes add random gaps to
      // what the histogram sees (this process preempted). The least of three sends is the request's own.
      let blockedMs = Infinity;
      let ms = 0;
      let res!: Awaited<ReturnType<typeof send>>;
      for (let attempt = 0; attempt < 3 && blockedMs >= 20; attempt++) {
        const histogram = monitorEventLoopDelay({ resolution: 5 });
        histogram.enable();
        const started = performance.now();
        res = await send();
        ms = performance.now() - started;
        histogram.disable();
        blockedMs = Math.min(blockedMs, histogram.max / 1e6);
      }
      worst = Math.max(worst, blockedMs);
      const size = Buffer.byteLength(res.text);
      rows.push(
        `${c.app.padEnd(5)} ${c.name.padEnd(34)} ${String(c.body.length).padStart(7)} B in → ${res.status} ` +
          `${String(size).padStart(5)} B out, ${ms.toFixed(0).padStart(4)} ms, loop blocked ≤ ${blockedMs.toFixed(1)} ms`,
      );
      expect({ case: c.name, ok: c.status.includes(res.status), status: res.status }).toMatchObject({ ok: true });
      if (res.status >= 400) expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(size).toBeLessThan(8 * 1024);
      if (res.body.errors) expect(res.body.errors.length).toBeLessThanOrEqual(20);
    }
    process.stdout.write(
      `\nbounded work per request (worst event-loop delay ${worst.toFixed(1)} ms):\n${rows.join('\n')}\n`,
    );
    expect(worst).toBeLessThan(MAX_BLOCK_MS);
  });

  test('a batch over its declared maximum says so before validating an element, and counts the rest', async () => {
    const res = await hub.http
      .post('/api/v1/addon-audit-events')
      .set('Authorization', `Bearer ${instanceKey}`)
      .set('Content-Type', 'application/json')
      .send(manyEvents(501, '{}'))
      .expect(400);
    expect(res.body.errors).toEqual([{ field: 'events', message: 'events must contain no more than 500 elements' }]);
    const many = await hub.http
      .post('/api/v1/addon-audit-events')
      .set('Authorization', `Bearer ${instanceKey}`)
      .set('Content-Type', 'application/json')
      .send(manyEvents(500, '{}'))
      .expect(400);
    expect(many.body.errors).toHaveLength(20);
    expect(many.body.errors_omitted).toBeGreaterThan(500);
    expect(many.body.detail).toMatch(new RegExp(`and ${many.body.errors_omitted} more$`));
  });

  test('an array where an object is expected is one error, not one per element', async () => {
    const res = await fleet.http
      .post('/api/v1/auth/login')
      .set('Content-Type', 'application/json')
      .send(`[${new Array(500).fill('{}').join(',')}]`)
      .expect(400);
    expect(res.body.errors).toEqual([{ field: 'body', message: 'body must be an object' }]);
  });
});
