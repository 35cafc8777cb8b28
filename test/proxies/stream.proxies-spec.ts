import {
  createTestDatabase,
  EventStreamClient,
  HubFixtures,
  startTestFleet,
  startTestHub,
  type TestDatabase,
  type TestFleet,
  type TestHub,
  TEST_TEMP_ADMIN,
  tempAdminSession,
} from '#test/support';
import { CatalogEvents } from '../../apps/hub/src/catalog/events/catalog-events.service.js';
import { ForegroundProxy } from './proxies.js';

/**
 * `npm run test:proxies` (docs/deployment.md, "Event streams behind proxies"): the catalog event stream through
 * Debian's haproxy in front of two hub replicas on one PostgreSQL database (a fleet reconnecting to the other
 * replica with its Last-Event-ID misses nothing) and through Debian's nginx with its default proxy settings (events
 * arrive within 1 s); a fleet with the shipped defaults behind each mirrors a new template and lists a yank of its
 * pinned revision as required within 2 s of the hub's answer. Needs TEST_DATABASE_URL, `haproxy` and `nginx`.
 */
describe('catalog events behind real proxies', () => {
  let database: TestDatabase;
  let hubs: TestHub[];
  let fx: HubFixtures;
  let hubAdmin: string;
  let category: string;
  let orgId: string;
  let key: string;
  const clients: EventStreamClient[] = [];
  let n = 0;

  const within = async (ms: number, test: () => Promise<boolean>): Promise<boolean> => {
    const end = Date.now() + ms;
    for (;;) {
      if (await test()) return true;
      if (Date.now() >= end) return false;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const admin = (method: 'post' | 'put', path: string, body: Record<string, unknown>) =>
    hubs[0].http[method](`/api/v1/admin/${path}`).set('Authorization', `Bearer ${hubAdmin}`).send(body);
  const newTemplate = async (slug = `proxied-${++n}`) =>
    (
      await admin('post', 'templates', {
        name: slug,
        slug,
        category_id: category,
        image_name: 'example/proxied',
        image_tag: 'v1',
        version: '1.0',
      }).expect(201)
    ).body.template as { id: string; slug: string };
  const open = async (base: string, headers: Record<string, string> = {}) => {
    const client = await EventStreamClient.open(`${base}/api/v1/catalog/events`, {
      Authorization: `Bearer ${key}`,
      ...headers,
    });
    clients.push(client);
    expect(client.status).toBe(200);
    return client;
  };
  const streamsOn = () => hubs.map((h) => h.app.get(CatalogEvents).streamCount);

  /** A fleet with the shipped defaults behind `hubUrl`: new template and yank within 2 s, no manual sync. */
  async function fleetFlow(hubUrl: string): Promise<void> {
    const fleet: TestFleet = await startTestFleet({
      idp: hubs[0].idp,
      env: {
        ...TEST_TEMP_ADMIN,
        FLEET_HUB_URL: hubUrl,
        FLEET_HUB_INSTANCE_KEY: key,
        FLEET_HUB_EVENTS: 'true',
        FLEET_SYNC_INTERVAL_SECONDS: '300',
      },
    });
    try {
      let token = '';
      // A login in the first second of a fleet whose timer is on was seen answered 503 on PostgreSQL: retried.
      for (let attempt = 1; !token; attempt++) {
        token = await tempAdminSession(fleet).catch((error: unknown) => {
          if (attempt >= 20) throw error;
          return new Promise<string>((resolve) => setTimeout(() => resolve(''), 500));
        });
      }
      const get = (path: string) => fleet.http.get(`/api/v1/${path}`).set('Authorization', `Bearer ${token}`);
      expect(await within(20_000, async () => (await get('hub/sync')).body.sync?.connection?.mode === 'stream')).toBe(
        true,
      );
      const made = await newTemplate();
      expect(
        await within(2_000, async () =>
          (await get('hub/templates')).body.templates.some((t: { slug: string }) => t.slug === made.slug),
        ),
      ).toBe(true);
      await admin('put', 'templates', { id: made.id, version: '2.0', image_tag: 'v2' }).expect(200);
      expect(
        await within(10_000, async () => (await get(`hub/templates/${made.slug}/versions`)).body.latest_revision === 2),
      ).toBe(true);
      await fleet.http
        .put(`/api/v1/hub/templates/${made.slug}/pin`)
        .set('Authorization', `Bearer ${token}`)
        .send({ revision: 1 })
        .expect(200);
      await admin('post', 'templates/yank', { id: made.id, revision: 1, reason: 'Compromised' }).expect(204);
      expect(
        await within(2_000, async () =>
          (await get('hub/updates')).body.updates.some(
            (u: { slug: string; action: string }) => u.slug === made.slug && u.action === 'required',
          ),
        ),
      ).toBe(true);
    } finally {
      await fleet.close();
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase('hub');
    hubs = [await startTestHub({ database })];
    hubs.push(await startTestHub({ database, idp: hubs[0].idp }));
    fx = new HubFixtures(hubs[0]);
    hubAdmin = (await fx.signIn('admin@demo.local')).token;
    category = (await admin('post', 'categories', { name: 'Proxied', slug: 'proxied' }).expect(201)).body.category.id;
    orgId = (await fx.org()).id;
    key = (await fx.instanceKey(orgId)).token;
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(async () => {
    await hubs[1].close();
    await hubs[0].close();
    await database.drop();
  });

  describe("Debian's haproxy in front of two replicas", () => {
    let haproxy: ForegroundProxy;
    beforeAll(async () => {
      haproxy = await ForegroundProxy.haproxy(hubs.map((h) => h.url));
    });
    afterAll(() => haproxy.stop());

    it('resumes on the other replica with Last-Event-ID: a change missed in between rings at once', async () => {
      const first = await open(haproxy.url);
      const seen = await first.event(0);
      const before = streamsOn();
      expect(before.reduce((a, b) => a + b)).toBe(1);
      first.close();
      await within(5_000, async () => streamsOn().every((s) => s === 0));
      await newTemplate();
      // Connections through haproxy until one lands on the replica the first one did not (round robin: the next).
      const other = before.findIndex((s) => s === 0);
      let resumed: EventStreamClient | null = null;
      for (let attempt = 0; attempt < 6 && !resumed; attempt++) {
        const client = await open(haproxy.url, { 'Last-Event-ID': seen.id! });
        if (streamsOn()[other] === 1) resumed = client;
        else {
          client.close();
          await within(5_000, async () => streamsOn().every((s) => s === 0));
        }
      }
      expect(resumed).not.toBeNull();
      const missed = await resumed!.event(0);
      expect(missed.event).toBe('change');
      resumed!.close();
      // Current again: nothing at connection (on the first replica), the next change rings.
      const current = await open(haproxy.url, { 'Last-Event-ID': missed.id! });
      await current.until(() => current.comments >= 1, 'the connection comment');
      await newTemplate();
      expect((await current.event(0)).event).toBe('change');
      expect(current.events).toHaveLength(1);
    });

    it(
      'a fleet with the shipped defaults behind it: new template and yank within 2 s',
      () => fleetFlow(haproxy.url),
      180_000,
    );
  });

  describe("Debian's nginx with its default proxy settings", () => {
    let nginx: ForegroundProxy;
    beforeAll(async () => {
      nginx = await ForegroundProxy.nginx(hubs[0].url);
    });
    afterAll(() => nginx.stop());

    it('passes each event within 1 s (X-Accel-Buffering: no), uncompressed', async () => {
      const client = await open(nginx.url, { 'Accept-Encoding': 'gzip' });
      expect(client.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(client.headers['content-encoding']).toBeUndefined();
      await client.event(0);
      for (let i = 1; i <= 3; i++) {
        await newTemplate();
        const answered = Date.now();
        await client.event(i, 5_000);
        // From the hub's answer to the write to the event at the client, through nginx.
        expect(Date.now() - answered).toBeLessThan(1_000);
      }
    });

    it(
      'a fleet with the shipped defaults behind it: new template and yank within 2 s',
      () => fleetFlow(nginx.url),
      180_000,
    );
  });
});
