import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  HubFixtures,
  startTestFleet,
  startTestHub,
  type TestFleet,
  type TestHub,
  TEST_TEMP_ADMIN,
  tempAdminSession,
} from '#test/support';
import { loadFleetConfig } from '../apps/fleet/src/fleet.config.js';
import { HubAuditRetention } from '../apps/hub/src/retention/audit-retention.js';

const TEMP = TEST_TEMP_ADMIN;

type Template = { id: string; slug: string; name: string; updated_at: string };

/**
 * The fleet's catalog mirror against the real hub: the mirror must equal the organization's visible
 * catalog (as the hub lists it to the same instance key) after every kind of change made on the hub.
 */
describe('fleet ↔ hub: the catalog mirror', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  let fleet: TestFleet;
  let hubAdmin: string;
  let fleetAdmin: string;
  let instanceKey: string;
  let hubClosed = false;

  beforeAll(async () => {
    hub = await startTestHub();
    fx = new HubFixtures(hub);
    hubAdmin = (await fx.signIn('admin@demo.local')).token;
    const org = await fx.org();
    instanceKey = (await fx.instanceKey(org.id)).token;
    state.org = org.id;
    state.other = (await fx.org()).id;
    fleet = await startTestFleet({
      idp: hub.idp,
      env: { ...TEMP, FLEET_HUB_URL: hub.url, FLEET_HUB_INSTANCE_KEY: instanceKey },
    });
    fleetAdmin = await tempAdminSession(fleet);
  });
  afterAll(async () => {
    await fleet.close();
    if (!hubClosed) await hub.close();
  });

  const state: { org: string; other: string } = { org: '', other: '' };
  const admin = (method: 'post' | 'put' | 'delete', path: string, body: Record<string, unknown>) =>
    hub.http[method](`/api/v1/admin/${path}`).set('Authorization', `Bearer ${hubAdmin}`).send(body);
  const fleetCall = (method: 'get' | 'post' | 'put', path: string) =>
    fleet.http[method](`/api/v1/${path}`).set('Authorization', `Bearer ${fleetAdmin}`);

  async function visibleOnHub(key = instanceKey): Promise<Template[]> {
    const all: Template[] = [];
    for (let page = 1; ; page += 1) {
      const res = await hub.http
        .get(`/api/v1/catalog/templates?limit=100&page=${page}`)
        .set('Authorization', `Bearer ${key}`)
        .expect(200);
      all.push(...res.body.templates);
      if (page >= res.body.pagination.totalPages) return all;
    }
  }

  async function expectMirrorEqualsHub(f: TestFleet = fleet, token = fleetAdmin): Promise<Template[]> {
    const mirror = await f.http.get('/api/v1/hub/templates').set('Authorization', `Bearer ${token}`).expect(200);
    const truth = await visibleOnHub();
    // Each as the hub has it, with its signature (`unsigned`: no FLEET_TRUST_ROOT here, docs/signing.md); the
    // hub's envelope fields of the signed sync feed ride along in the mirrored object and are not in the list.
    const mirrored = (mirror.body.templates as Record<string, unknown>[]).map(
      ({ publisher: _p, hub_signed: _h, withdrawals: _w, ...t }) => t,
    );
    expect(mirrored).toEqual(truth.map((t) => ({ ...t, signature: expect.objectContaining({ status: 'unsigned' }) })));
    return truth;
  }

  const sync = async () => (await fleetCall('post', 'hub/sync').expect(200)).body.sync;

  it('mirrors the organization’s view through creates, updates, deletes, visibility flips and a revoked grant', async () => {
    const pub = (await admin('post', 'categories', { name: 'Public', slug: 'mirror-pub' }).expect(201)).body.category;
    const priv = (
      await admin('post', 'categories', { name: 'Private', slug: 'mirror-priv', is_private: true }).expect(201)
    ).body.category;
    const grant = (await admin('post', 'catalog-access', { org_id: state.org, category_id: priv.id }).expect(201)).body
      .grant;
    const make = async (slug: string, extra: Record<string, unknown>) =>
      (
        await admin('post', 'templates', {
          name: slug.toUpperCase(),
          slug,
          category_id: pub.id,
          image_name: 'example/app',
          ...extra,
        }).expect(201)
      ).body.template;
    const open = await make('open-app', { description: 'for everyone', tags: ['web'] });
    await make('granted-app', { category_id: priv.id, is_public: false });
    const owned = await make('owned-app', { is_public: false, owner_org_id: state.org });
    const foreign = await make('foreign-app', { is_public: false, owner_org_id: state.other });

    expect(await fleetCall('get', 'hub/templates').expect(200)).toMatchObject({ body: { templates: [] } });
    const first = await sync();
    expect(first).toMatchObject({ status: 'updated', upserted: 3, templates: 3 });
    const truth = await expectMirrorEqualsHub();
    expect(truth.map((t) => t.slug).sort()).toEqual(['granted-app', 'open-app', 'owned-app']);

    // Nothing changed: once the hub's safety margin (2 s) lies behind the cursor, the answer is empty, the
    // cursor stays, and the next request is answered 304.
    await new Promise((r) => setTimeout(r, 2100));
    await sync(); // may repeat templates changed within the margin before the first cursor
    expect(await sync()).toMatchObject({ status: 'updated', upserted: 0, removed: 0 });
    expect(await sync()).toMatchObject({ status: 'not_modified', templates: 3 });

    await admin('put', 'templates', { id: open.id, name: 'Open App 2', version: '2.0.0' }).expect(200);
    const added = await make('added-app', {});
    await admin('delete', 'templates', { id: owned.id }).expect(204);
    await admin('put', 'templates', { id: foreign.id, owner_org_id: state.org }).expect(200); // moved to the org
    expect(await sync()).toMatchObject({ status: 'updated' });
    expect((await expectMirrorEqualsHub()).map((t) => t.slug).sort()).toEqual([
      'added-app',
      'foreign-app',
      'granted-app',
      'open-app',
    ]);

    await admin('delete', 'catalog-access', { id: grant.id }).expect(204);
    await admin('put', 'templates', { id: added.id, is_public: false }).expect(200);
    expect((await sync()).removed).toBeGreaterThanOrEqual(2);
    expect((await expectMirrorEqualsHub()).map((t) => t.slug).sort()).toEqual(['foreign-app', 'open-app']);

    await admin('put', 'categories', { id: pub.id, is_private: true }).expect(200); // open-app hidden too
    await sync();
    expect((await expectMirrorEqualsHub()).map((t) => t.slug)).toEqual(['foreign-app']);
    await admin('put', 'categories', { id: pub.id, is_private: false }).expect(200);
    await sync();
    expect((await expectMirrorEqualsHub()).map((t) => t.slug).sort()).toEqual(['foreign-app', 'open-app']);

    const status = await fleetCall('get', 'hub/sync').expect(200);
    expect(status.body.sync).toMatchObject({ configured: true, last_error: null, templates: 2 });
  });

  it('starts over with a full sync after a day without one (the removals since may have been pruned)', async () => {
    const open = (await visibleOnHub()).find((t) => t.slug === 'open-app')!;
    await admin('put', 'templates', { id: open.id, is_public: false }).expect(200);
    // The hub's retention pass deletes the visibility event behind that removal (HUB_AUDIT_RETENTION_DAYS, 90).
    await hub.db.query(`UPDATE template_visibility_events SET occurred_at = now() - interval '100 days'`);
    expect((await hub.app.get(HubAuditRetention).prune()).template_visibility_events).toBeGreaterThan(0);
    // A fleet that has not synced for two days: its cursor names a time whose removals the hub no longer holds.
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    await fleet.db.query('UPDATE hub_sync_state SET checked_at = $1, last_success_at = $2, etag = NULL WHERE id = 1', [
      twoDaysAgo,
      twoDaysAgo,
    ]);
    expect(await sync()).toMatchObject({ status: 'updated' });
    expect((await expectMirrorEqualsHub()).map((t) => t.slug)).toEqual(['foreign-app']);
    await admin('put', 'templates', { id: open.id, is_public: true }).expect(200);
    await sync();
    expect((await expectMirrorEqualsHub()).map((t) => t.slug).sort()).toEqual(['foreign-app', 'open-app']);
  });

  it('shows the hub settings without the instance key, overridden by the environment', async () => {
    const res = await fleetCall('get', 'settings/hub').expect(200);
    expect(res.body.settings).toEqual({
      hub_url: hub.url,
      instance_key_set: true,
      instance_key_prefix: instanceKey.slice(0, 12),
      env_overrides: ['hub_url', 'instance_key'],
    });
    expect(JSON.stringify(res.body)).not.toContain(instanceKey);
    // Stored values do not replace the environment's.
    const put = await fleetCall('put', 'settings/hub').send({ hub_url: 'https://elsewhere.example.com' }).expect(200);
    expect(put.body.settings.hub_url).toBe(hub.url);
  });

  it('syncs from stored settings (key encrypted at rest) and on a timer', async () => {
    const other = await startTestFleet({ idp: hub.idp, env: { ...TEMP, FLEET_SYNC_INTERVAL_SECONDS: '1' } });
    try {
      const token = await tempAdminSession(other);
      const call = (method: 'get' | 'post' | 'put', path: string) =>
        other.http[method](`/api/v1/${path}`).set('Authorization', `Bearer ${token}`);
      expect((await call('post', 'hub/sync').expect(409)).body.code).toBe('hub_not_configured');
      const bad = await call('put', 'settings/hub').send({ instance_key: 'svch_not-a-key' }).expect(400);
      expect(bad.body.code).toBe('validation_failed');
      await call('put', 'settings/hub').send({ hub_url: 'not a url' }).expect(400);
      const put = await call('put', 'settings/hub')
        .send({ hub_url: `${hub.url}/`, instance_key: instanceKey })
        .expect(200);
      expect(put.body.settings).toEqual({
        hub_url: hub.url,
        instance_key_set: true,
        instance_key_prefix: instanceKey.slice(0, 12),
        env_overrides: [],
      });
      const [stored] = await other.db.query(`SELECT value FROM fleet_settings WHERE key = 'hub'`);
      expect(JSON.stringify(stored)).not.toContain(instanceKey);
      // The timer picks the new settings up within a couple of seconds.
      for (let i = 0; i < 50; i++) {
        const res = await call('get', 'hub/templates').expect(200);
        if (res.body.templates.length) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      await expectMirrorEqualsHub(other, token);

      // Pointing the fleet at another URL drops the stored key: it is never sent to a server it was not given for.
      const seen: (string | undefined)[] = [];
      const trap = createServer((req, res) => {
        seen.push(req.headers.authorization);
        res.writeHead(500).end();
      });
      await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
      try {
        const trapUrl = `http://127.0.0.1:${(trap.address() as AddressInfo).port}`;
        const moved = await call('put', 'settings/hub').send({ hub_url: trapUrl }).expect(200);
        expect(moved.body.settings).toMatchObject({
          hub_url: trapUrl,
          instance_key_set: false,
          instance_key_prefix: null,
        });
        expect((await call('post', 'hub/sync').expect(409)).body.code).toBe('hub_not_configured');
        expect(seen).toEqual([]);
        // The same URL again (and the key sent along with a URL) keeps it.
        await call('put', 'settings/hub').send({ hub_url: hub.url, instance_key: instanceKey }).expect(200);
        const same = await call('put', 'settings/hub')
          .send({ hub_url: `${hub.url}/` })
          .expect(200);
        expect(same.body.settings).toMatchObject({ instance_key_set: true });
      } finally {
        trap.close();
      }
    } finally {
      await other.close();
    }
  });

  it('refuses FLEET_HUB_INSTANCE_KEY without FLEET_HUB_URL (the API could choose where the key goes)', () => {
    expect(() => loadFleetConfig({ FLEET_HUB_INSTANCE_KEY: instanceKey })).toThrow(/FLEET_HUB_URL/);
    expect(loadFleetConfig({ FLEET_HUB_INSTANCE_KEY: instanceKey, FLEET_HUB_URL: hub.url }).hubInstanceKey).toBe(
      instanceKey,
    );
  });

  it('keeps the mirror as it was when the hub is down, and says so', async () => {
    const before = (await fleetCall('get', 'hub/templates').expect(200)).body.templates;
    expect(before.length).toBe(2);
    await hub.close();
    hubClosed = true;
    const started = Date.now();
    const res = await fleetCall('post', 'hub/sync').expect(502);
    expect(res.body).toMatchObject({ status: 502, code: 'hub_unavailable' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(800); // retried with backoff (300 ms, 600 ms)
    expect((await fleetCall('get', 'hub/templates').expect(200)).body.templates).toEqual(before);
    const status = await fleetCall('get', 'hub/sync').expect(200);
    expect(status.body.sync.last_error).toMatch(/could not be reached/);
  });
});
