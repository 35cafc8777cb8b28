import pg from 'pg';
import {
  createTestDatabase,
  HubFixtures,
  startTestFleet,
  startTestHub,
  testMode,
  type TestDatabase,
  type TestFleet,
  type TestHub,
  TEST_TEMP_ADMIN,
  tempAdminSession,
} from '#test/support';
import { HubSyncRepository } from '../apps/fleet/src/hub-sync/hub-sync.repository.js';
import { HubSyncService } from '../apps/fleet/src/hub-sync/hub-sync.service.js';

const server = testMode() === 'postgres';
/**
 * Tests of two processes on one database exist only where two processes can share one: on a server. On the
 * embedded database they are not registered at all (one process owns a PGlite directory), as the `faults`
 * project is not part of an embedded run.
 */
const onServer = (name: string, fn: () => Promise<void>, timeout?: number): void => {
  if (server) it(name, fn, timeout);
};

type Template = { id: string; slug: string; name: string };

/**
 * The hub sync with several fleet processes on one database: one syncs at a time (an advisory lock), a
 * timer tick skips while another process syncs, a manual sync waits for it (bounded), and the mirror and
 * its cursor stay consistent when processes sync at the same moment.
 */
describe('fleet replicas syncing from one hub', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  let database: TestDatabase;
  let a: TestFleet;
  let b: TestFleet | null = null;
  let tokenA: string;
  let tokenB: string;
  let instanceKey: string;
  let category: string;

  beforeAll(async () => {
    hub = await startTestHub();
    fx = new HubFixtures(hub);
    const org = await fx.org();
    const other = await fx.org();
    instanceKey = (await fx.instanceKey(org.id)).token;
    category = (await fx.category()).id;
    for (let i = 0; i < 25; i++) await fx.template({ category_id: category });
    await fx.template({ category_id: category, is_public: false, owner_org_id: other.id }); // not visible
    await fx.template({ category_id: category, is_public: false, owner_org_id: org.id }); // its own
    database = await createTestDatabase('fleet');
    const env = {
      ...TEST_TEMP_ADMIN,
      FLEET_SESSION_SECRET: 'a-session-secret-shared-by-all-fleet-replicas',
      FLEET_HUB_URL: hub.url,
      FLEET_HUB_INSTANCE_KEY: instanceKey,
    };
    a = await startTestFleet({ env, database, idp: hub.idp });
    tokenA = await tempAdminSession(a);
    if (server) {
      b = await startTestFleet({ env: { ...env, FLEET_SYNC_LOCK_WAIT_SECONDS: '1' }, database, idp: hub.idp });
      tokenB = await tempAdminSession(b);
    }
  });
  afterAll(async () => {
    await b?.close();
    await a.close();
    await database.drop();
    await hub.close();
  });

  const manualSync = (fleet: TestFleet, token: string) =>
    fleet.http.post('/api/v1/hub/sync').set('Authorization', `Bearer ${token}`);
  const service = (fleet: TestFleet) => fleet.app.get(HubSyncService);

  async function visibleOnHub(): Promise<Template[]> {
    const res = await hub.http
      .get('/api/v1/catalog/templates?limit=100')
      .set('Authorization', `Bearer ${instanceKey}`)
      .expect(200);
    expect(res.body.pagination.totalPages).toBe(1);
    return res.body.templates;
  }

  async function expectConsistent(): Promise<void> {
    const truth = await visibleOnHub();
    for (const [fleet, token] of [[a, tokenA], ...(b ? [[b, tokenB]] : [])] as [TestFleet, string][]) {
      const mirror = await fleet.http.get('/api/v1/hub/templates').set('Authorization', `Bearer ${token}`).expect(200);
      // Each as the hub has it, with its signature (`unsigned`: no FLEET_TRUST_ROOT here, docs/signing.md); the
      // hub's envelope fields of the signed sync feed ride along in the mirrored object and are not in the list.
      const mirrored = (mirror.body.templates as Record<string, unknown>[]).map(
        ({ publisher: _p, hub_signed: _h, withdrawals: _w, ...t }) => t,
      );
      expect(mirrored).toEqual(
        truth.map((t) => ({ ...t, signature: expect.objectContaining({ status: 'unsigned' }) })),
      );
    }
    const [rows] = await a.db.query(
      'SELECT count(*)::int AS n, count(DISTINCT id)::int AS ids, count(DISTINCT slug)::int AS slugs FROM hub_templates',
    );
    expect([Number(rows.n), Number(rows.ids), Number(rows.slugs)]).toEqual(Array(3).fill(truth.length));
    const state: { checked_at: string | null; last_error: string | null }[] = await a.db.query(
      'SELECT checked_at, last_error FROM hub_sync_state',
    );
    expect(state).toHaveLength(1);
    expect(state[0].last_error).toBeNull();
    // The cursor is an instant the hub handed out, not later than now on the hub's clock.
    expect(Date.parse(state[0].checked_at!)).toBeLessThanOrEqual(Date.now() + 1000);
  }

  it('runs one sync for concurrent manual calls and a timer tick in one process', async () => {
    const [first, second, tick] = await Promise.all([manualSync(a, tokenA), manualSync(a, tokenA), service(a).tick()]);
    // Calls that arrive while the run is under way share it; a later one runs again and finds nothing new.
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.sync.templates, second.body.sync.templates, tick?.templates]).toEqual([26, 26, 26]);
    await expectConsistent();
  });

  onServer('keeps the mirror and the cursor consistent when two processes sync at the same moment', async () => {
    await fx.template({ category_id: category, slug: 'added-before-the-race' });
    await hub.db.query(`UPDATE templates SET name = name || ' v2', updated_at = now() WHERE slug LIKE 'tpl-1%'`);
    const [fromA, fromB] = await Promise.all([manualSync(a, tokenA), manualSync(b!, tokenB)]);
    // Both succeed (the second after waiting for the first), or the one that waited too long says so.
    for (const res of [fromA, fromB]) {
      expect([200, 409]).toContain(res.status);
      if (res.status === 409) {
        expect(res.body.code).toBe('sync_in_progress');
        expect(res.headers['retry-after']).toBe('5');
      }
    }
    expect([fromA.status, fromB.status]).toContain(200);
    await expectConsistent();

    // Two timer ticks at once: one syncs, the other syncs after it or skips (null).
    await fx.template({ category_id: category, slug: 'added-before-the-ticks' });
    const ticks = await Promise.all([service(a).tick(), service(b!).tick()]);
    expect(ticks.filter((t) => t !== null).length).toBeGreaterThanOrEqual(1);
    await expectConsistent();
    expect((await visibleOnHub()).map((t) => t.slug)).toContain('added-before-the-ticks');
  });

  onServer('skips a tick and bounds a manual sync while another process holds the lock', async () => {
    const holder = new pg.Client({ connectionString: a.config.databaseUrl });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock(7403, 1)');
      expect(await service(a).tick()).toBeNull();
      expect(await service(b!).tick()).toBeNull();
      // b waits one second, then answers clearly.
      const started = Date.now();
      const busy = await manualSync(b!, tokenB).expect(409);
      expect(Date.now() - started).toBeGreaterThanOrEqual(750);
      expect(busy.body).toMatchObject({ status: 409, code: 'sync_in_progress' });
      expect(busy.headers['retry-after']).toBe('5');
      // a waits up to 20 s: the lock is released after one second and its sync runs.
      await fx.template({ category_id: category, slug: 'added-while-locked' });
      const waiting = manualSync(a, tokenA);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await holder.query('SELECT pg_advisory_unlock(7403, 1)');
      const done = await waiting.expect(200);
      expect(done.body.sync.status).toBe('updated');
    } finally {
      await holder.end();
    }
    await expectConsistent();
    expect((await visibleOnHub()).map((t) => t.slug)).toContain('added-while-locked');
  });

  it('applies an answer only while the cursor is the one it was asked from (a process that lost its lock)', async () => {
    const repository = a.app.get(HubSyncRepository);
    const before = await repository.state();
    const applied = await repository.apply({
      templates: [],
      removed: [],
      checkedAt: '2000-01-01T00:00:00Z',
      etag: null,
      source: before.source!,
      full: true,
      from: { checked_at: '1999-01-01T00:00:00Z', source: before.source },
    });
    expect(applied).toBe(false);
    expect(await repository.state()).toEqual(before);
    await expectConsistent();
  });
});
