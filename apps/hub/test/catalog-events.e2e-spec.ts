import {
  createTestDatabase,
  EventStreamClient,
  HubFixtures,
  startTestHub,
  testMode,
  type TestDatabase,
  type TestHub,
} from '#test/support';

const server = testMode() === 'postgres';
/** Two hub processes share a database only on a server (one process owns a PGlite directory). */
const onServer = (name: string, fn: () => Promise<void>, timeout?: number): void => {
  if (server) it(name, fn, timeout);
};

const ID = /^(\d+)\.([0-9a-f]{8})$/;
const msOf = (id: string | undefined) => Number(ID.exec(id ?? '')?.[1]);

/**
 * Issue 41 on the hub: `GET /api/v1/catalog/events` (a doorbell per organization, resumable from Last-Event-ID
 * on any replica, never revealing another organization's private changes) and the `updates` long poll.
 */
describe('catalog events: the stream and the long poll', () => {
  let database: TestDatabase;
  let hub: TestHub;
  let fx: HubFixtures;
  let publicCategory: string;
  let privateCategory: string;
  let orgA: string;
  let orgB: string;
  let keyA: string;
  let keyA2: string;
  let keyB: string;
  let adminJwt: string;
  const open: EventStreamClient[] = [];

  const stream = async (key: string, headers: Record<string, string> = {}, on: TestHub = hub) => {
    const client = await EventStreamClient.open(`${on.url}/api/v1/catalog/events`, {
      Authorization: `Bearer ${key}`,
      ...headers,
    });
    open.push(client);
    return client;
  };

  beforeAll(async () => {
    database = await createTestDatabase('hub');
    hub = await startTestHub({ database, env: { HUB_EVENTS_HEARTBEAT_SECONDS: '1' } });
    fx = new HubFixtures(hub);
    adminJwt = (await fx.signIn('admin@demo.local')).token;
    publicCategory = (await fx.category()).id;
    privateCategory = (await fx.category({ is_private: true })).id;
    orgA = (await fx.org()).id;
    orgB = (await fx.org()).id;
    await fx.grant(orgA, privateCategory);
    keyA = (await fx.instanceKey(orgA)).token;
    keyA2 = (await fx.instanceKey(orgA)).token;
    keyB = (await fx.instanceKey(orgB)).token;
  });
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });
  afterAll(async () => {
    await hub.close();
    await database.drop();
  });

  it('answers an instance key with an uncompressed, unbuffered event stream that starts with a change', async () => {
    const client = await stream(keyA, { 'Accept-Encoding': 'br, gzip' });
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(client.headers['x-accel-buffering']).toBe('no');
    expect(client.headers['content-encoding']).toBeUndefined();
    const first = await client.event(0);
    expect(first.event).toBe('change');
    expect(first.id).toMatch(ID);
    expect(JSON.parse(first.data)).toEqual({ cursor: first.id, at: expect.any(String) });
    expect(client.retry).toBeGreaterThanOrEqual(2000);
    expect(client.retry).toBeLessThan(5000);
    // The comment line (HUB_EVENTS_HEARTBEAT_SECONDS=1 here; 15 by default).
    await client.until(() => client.comments >= 2, 'a heartbeat comment');
  });

  it('refuses anything but an instance key (401 problem+json), on both sides of the rule', async () => {
    const none = await EventStreamClient.open(`${hub.url}/api/v1/catalog/events`);
    expect(none.status).toBe(401);
    expect(none.headers['content-type']).toMatch(/^application\/problem\+json/);
    const jwt = await stream(adminJwt);
    expect(jwt.status).toBe(401);
    const revoked = await stream((await fx.instanceKey(orgA, 'revoked')).token);
    expect(revoked.status).toBe(401);
    expect((await stream(keyA2)).status).toBe(200);
  });

  it('rings every stream of an organization on a change it can see, with a newer id; the same bytes to each', async () => {
    const a1 = await stream(keyA);
    const a2 = await stream(keyA2);
    const b = await stream(keyB);
    const [s1, s2, sb] = [await a1.event(0), await a2.event(0), await b.event(0)];
    await fx.template({ category_id: publicCategory });
    const [c1, c2, cb] = [await a1.event(1), await a2.event(1), await b.event(1)];
    expect(c1).toEqual(c2);
    expect(c1.event).toBe('change');
    expect(msOf(c1.id)).toBeGreaterThan(msOf(s1.id));
    expect(msOf(c2.id)).toBeGreaterThan(msOf(s2.id));
    expect(msOf(cb.id)).toBeGreaterThan(msOf(sb.id));
    // Each organization's cursor is its own (the tag).
    expect(ID.exec(cb.id!)![2]).not.toBe(ID.exec(c1.id!)![2]);
  });

  it("never rings an organization for another's private template, nor for a grant it does not hold", async () => {
    const a = await stream(keyA);
    const b = await stream(keyB);
    await a.event(0);
    await b.event(0);
    // A private template of a category only A is granted, then one A owns.
    await fx.template({ category_id: privateCategory, is_public: false });
    await a.event(1);
    await fx.template({ category_id: publicCategory, is_public: false, owner_org_id: orgA });
    await a.event(2);
    // Then a public change: B's next event is this one, the first since it connected.
    await fx.template({ category_id: publicCategory });
    await a.event(3);
    const next = await b.event(1);
    expect(b.events).toHaveLength(2);
    expect(next.event).toBe('change');
    expect(Object.keys(JSON.parse(next.data)).sort()).toEqual(['at', 'cursor']);
    // B's feed since its first cursor shows only the public template: what rang it is what it can read.
    const since = new Date(msOf(b.events[0].id)).toISOString();
    const feed = await hub.http
      .get('/api/v1/catalog/templates/updates')
      .query({ since })
      .set('Authorization', `Bearer ${keyB}`)
      .expect(200);
    expect(
      feed.body.templates.every((t: { category: { id: string } | null }) => t.category?.id !== privateCategory),
    ).toBe(true);
  });

  it('resumes from Last-Event-ID: a change missed while away rings at once; none, nothing until the next', async () => {
    const first = await stream(keyA);
    const seen = await first.event(0);
    first.close();
    await fx.template({ category_id: publicCategory });
    const missed = await stream(keyA, { 'Last-Event-ID': seen.id! });
    const caughtUp = await missed.event(0);
    expect(caughtUp.event).toBe('change');
    expect(msOf(caughtUp.id)).toBeGreaterThan(msOf(seen.id));
    missed.close();
    // Current: no event at connection; the next change is the first.
    const current = await stream(keyA, { 'Last-Event-ID': caughtUp.id! });
    await current.until(() => current.comments >= 1, 'the connection comment');
    await fx.template({ category_id: publicCategory });
    const next = await current.event(0);
    expect(msOf(next.id)).toBeGreaterThan(msOf(caughtUp.id));
    expect(current.events).toHaveLength(1);
  });

  it('answers a cursor too old, foreign, or not a cursor at all with a reset, never a 5xx', async () => {
    const own = (await (await stream(keyA)).event(0)).id!;
    const tag = ID.exec(own)![2];
    const other = (await (await stream(keyB)).event(0)).id!;
    const cases = [
      `${Date.UTC(2001, 0, 1)}.${tag}`, // older than HUB_AUDIT_RETENTION_DAYS
      other, // another organization's
      `${Date.now() + 86_400_000}.${tag}`, // from the future
      'garbage',
      '-5',
      `-${Date.now()}.${tag}`,
      '9'.repeat(40),
      `${'9'.repeat(30)}.${tag}`,
      'x'.repeat(10_000),
    ];
    for (const lastEventId of cases) {
      const client = await stream(keyA, { 'Last-Event-ID': lastEventId });
      expect(client.status).toBe(200);
      const event = await client.event(0);
      expect(event.event).toBe('reset');
      expect(event.id).toMatch(ID);
      client.close();
    }
  });

  it('keeps a stream open past Node’s request and keep-alive timeouts', async () => {
    const httpServer = hub.app.getHttpServer();
    const saved = [httpServer.requestTimeout, httpServer.keepAliveTimeout, httpServer.headersTimeout];
    httpServer.requestTimeout = 1000;
    httpServer.headersTimeout = 1000;
    httpServer.keepAliveTimeout = 500;
    try {
      const client = await stream(keyA);
      await client.event(0);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(client.closed).toBe(false);
      await fx.template({ category_id: publicCategory });
      expect((await client.event(1)).event).toBe('change');
    } finally {
      [httpServer.requestTimeout, httpServer.keepAliveTimeout, httpServer.headersTimeout] = saved;
    }
  });

  describe('the long poll (templates/updates?wait=)', () => {
    const poll = (key: string, query: Record<string, string>) =>
      hub.http.get('/api/v1/catalog/templates/updates').query(query).set('Authorization', `Bearer ${key}`);
    // The feed's horizon is 2 s behind the clock (SYNC_MARGIN_SECONDS): earlier tests' writes are behind it after this.
    beforeEach(() => new Promise((resolve) => setTimeout(resolve, 2500)));

    it('answers as soon as something the caller sees changes', async () => {
      const since = (await poll(keyA, { since: new Date().toISOString() }).expect(200)).body.checked_at;
      const pending = poll(keyA, { since, wait: '30' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const made = await fx.template({ category_id: publicCategory });
      const res = await pending;
      expect(res.status).toBe(200);
      expect(res.body.templates.map((t: { id: string }) => t.id)).toContain(made.id);
    });

    it('0 answers at once; an empty wait ends with the usual empty answer; huge is clamped, not refused', async () => {
      const since = (await poll(keyB, { since: new Date().toISOString() }).expect(200)).body.checked_at;
      const now = await poll(keyB, { since, wait: '0' }).expect(200);
      expect(now.body).toMatchObject({ templates: [], removed: [] });
      const after = await poll(keyB, { since, wait: '1' }).expect(200);
      expect(after.body).toMatchObject({ templates: [], removed: [] });
      // Another organization's private change does not end B's wait.
      const pending = poll(keyB, { since, wait: '999999999' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await fx.template({ category_id: privateCategory, is_public: false });
      const made = await fx.template({ category_id: publicCategory });
      const res = await pending;
      expect(res.status).toBe(200);
      expect(res.body.templates.map((t: { id: string }) => t.id)).toEqual([made.id]);
    });

    it('refuses a wait that is not a whole number of seconds (400 problem+json)', async () => {
      for (const wait of ['abc', '-1', '1.5', '', ' 5', '1e3', '9'.repeat(10_000)]) {
        const res = await poll(keyA, { since: new Date().toISOString(), wait });
        expect(res.status).toBe(400);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      }
    });
  });

  onServer('resumes on another replica from the Last-Event-ID the first one gave: nothing missed', async () => {
    const other = await startTestHub({ database });
    try {
      const onA = await stream(keyA);
      const last = await onA.event(0);
      // Changes written on the other replica ring the first one's streams (LISTEN/NOTIFY).
      const [row] = await other.db.query(
        `INSERT INTO templates (name, slug, description, category_id, image_name, is_public)
         VALUES ('R', 'replica-' || floor(random() * 1e9)::text, '', $1, 'x/y', true) RETURNING id`,
        [publicCategory],
      );
      expect(row.id).toBeDefined();
      const rung = await onA.event(1);
      onA.close();
      // Missed while away, then resumed on the other replica with the first one's cursor.
      await fx.template({ category_id: publicCategory });
      const resumed = await stream(keyA, { 'Last-Event-ID': rung.id! }, other);
      expect((await resumed.event(0)).event).toBe('change');
      const current = await stream(keyA, { 'Last-Event-ID': resumed.events[0].id! }, hub);
      await current.until(() => current.comments >= 1, 'the connection comment');
      expect(current.events).toHaveLength(0);
      void last;
    } finally {
      for (const client of open.splice(0)) client.close();
      await other.close();
    }
  });
});

describe('catalog events: admission control', () => {
  let hub: TestHub;
  beforeAll(async () => {
    hub = await startTestHub({ env: { HUB_EVENTS_ADMIT_PER_SECOND: '1' } });
  });
  afterAll(() => hub.close());

  it('answers connections beyond the token bucket 503 with Retry-After, before reading the credential', async () => {
    const clients: EventStreamClient[] = [];
    try {
      for (let i = 0; i < 4; i++) {
        clients.push(
          await EventStreamClient.open(`${hub.url}/api/v1/catalog/events`, { Authorization: 'Bearer nope' }),
        );
      }
      const statuses = clients.map((c) => c.status);
      // Burst of 2 (twice the rate): those reach the credential check (401), the rest are refused unread.
      expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(2);
      const refused = clients.find((c) => c.status === 503)!;
      expect(refused).toBeDefined();
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(JSON.parse(refused.body)).toMatchObject({ status: 503, code: 'unavailable' });
    } finally {
      for (const c of clients) c.close();
    }
  });
});
