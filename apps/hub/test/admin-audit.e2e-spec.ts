import { HubFixtures, startTestHub, type TestHub } from '#test/support';
import { makeUser, type TestUser } from './account-admin.helpers.js';

const EVENTS = '/api/v1/admin/audit-events';

interface Event {
  id: string;
  at: string;
  actor_id: string | null;
  actor_email: string | null;
  actor_name: string;
  actor_role: string;
  action: string;
  target: string | null;
  details: Record<string, unknown>;
  request_id: string | null;
}

const DOC = {
  apiVersion: 'hub.catalog/v1',
  kind: 'Catalog',
  source: 'audited',
  categories: [{ slug: 'audit-cat', name: 'Audited' }],
  templates: [
    { slug: 'audit-one', name: 'One', category_slug: 'audit-cat', image_name: 'example/one' },
    { slug: 'audit-two', name: 'Two', category_slug: 'audit-cat', image_name: 'example/two' },
  ],
};

describe('the hub records admin writes (who, what, when), readable by superadmins', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  let superadmin: TestUser;
  let admin: TestUser;
  const events = async (query = ''): Promise<Event[]> =>
    ((await hub.http.get(`${EVENTS}${query}`).set(superadmin.auth).expect(200)).body as { events: Event[] }).events;

  beforeAll(async () => {
    hub = await startTestHub();
    fx = new HubFixtures(hub);
    superadmin = await makeUser(hub, { role: 'superadmin' });
    admin = await makeUser(hub, { role: 'admin', name: 'Ada Admin' });
  });
  afterAll(() => hub.close());

  it('a catalog apply: the admin, the action, the manager and what it did; newest first', async () => {
    const before = Date.now();
    await hub.http.post('/api/v1/admin/catalog/apply').set(admin.auth).send(DOC).expect(200);
    const category = await fx.category({ slug: 'audit-direct', name: 'Direct' });
    const created = await hub.http
      .post('/api/v1/admin/templates')
      .set(admin.auth)
      .send({ slug: 'audit-three', name: 'Three', category_id: category.id, image_name: 'example/three' })
      .expect(201);
    const [create, apply] = await events();
    expect(create).toMatchObject({
      actor_id: admin.userId,
      actor_email: admin.email,
      actor_name: 'Ada Admin',
      actor_role: 'admin',
      action: 'template.create',
      target: 'audit-three',
    });
    expect(apply).toMatchObject({
      actor_id: admin.userId,
      action: 'catalog.apply',
      target: 'audited',
      details: { create: 3, update: 0, delete: 0, applied: true, owner_org_slug: null, take_over: false },
    });
    expect(Date.parse(apply.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(create.at)).toBeGreaterThanOrEqual(Date.parse(apply.at));
    expect(created.headers['x-request-id']).toBe(create.request_id);
  });

  it('a refused write and a read record nothing', async () => {
    const count = (await events()).length;
    await hub.http
      .post('/api/v1/admin/categories')
      .set(admin.auth)
      .send({ slug: 'audit-cat', name: 'Again' })
      .expect(409);
    await hub.http.post('/api/v1/admin/catalog/plan').set(admin.auth).send(DOC).expect(200);
    await hub.http.get('/api/v1/admin/templates').set(admin.auth).expect(200);
    expect(await events()).toHaveLength(count);
  });

  it('filters by action and pages with before', async () => {
    const [category] = await hub.db.query<{ id: string }[]>(`SELECT id FROM categories WHERE slug = 'audit-direct'`);
    await hub.http
      .put('/api/v1/admin/categories')
      .set(admin.auth)
      .send({ id: category.id, name: 'Renamed' })
      .expect(200);
    const updates = await events('?action=category.update');
    expect(updates.map((e) => [e.action, e.target])).toEqual([['category.update', category.id]]);
    const all = await events();
    const [first, second] = await events('?limit=1').then(async (page) => [
      page,
      await events(`?limit=1&before=${page[0].id}`),
    ]);
    expect([...first, ...second].map((e) => e.id)).toEqual(all.slice(0, 2).map((e) => e.id));
    await hub.http.get(`${EVENTS}?limit=0`).set(superadmin.auth).expect(400);
    await hub.http.get(`${EVENTS}?before=nope`).set(superadmin.auth).expect(400);
  });

  it('superadmins only: an admin or a user gets 403, no credential 401, an instance key 401', async () => {
    const forbidden = await hub.http.get(EVENTS).set(admin.auth).expect(403);
    expect(forbidden.body).toMatchObject({ code: 'forbidden' });
    const user = await makeUser(hub);
    await hub.http.get(EVENTS).set(user.auth).expect(403);
    await hub.http.get(EVENTS).expect(401);
    const org = await fx.org();
    const key = await fx.instanceKey(org.id);
    await hub.http.get(EVENTS).set('Authorization', `Bearer ${key.token}`).expect(401);
    await hub.http.get(EVENTS).set(superadmin.auth).expect(200);
  });
});
