import { startDemoPair, type TestFleet, type TestHub, tempAdminSession } from '#test/support';
import { storeDemoInventory } from '../apps/fleet/src/inventory/demo-inventory.js';

/**
 * The fleet overview (issue 33, item 2): GET /api/v1/overview gathers the cluster, the updates waiting, the machine
 * tokens about to expire, the sync state, and the hub's count of templates that fit; `unknown` once the hub is gone.
 */
describe('GET /api/v1/overview', () => {
  let hub: TestHub | undefined;
  let fleet: TestFleet;
  let key: string;
  let admin: string;

  beforeAll(async () => {
    ({ hub, fleet, key } = await startDemoPair());
    admin = await tempAdminSession(fleet);
  }, 180_000);
  afterAll(async () => {
    await fleet?.close();
    await hub?.close();
  });

  const overview = async () =>
    (await fleet.http.get('/api/v1/overview').set('Authorization', `Bearer ${admin}`).expect(200)).body.overview;

  it('is refused without credentials', async () => {
    const res = await fleet.http.get('/api/v1/overview').expect(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('shows the cluster, the updates, the tokens about to expire, the sync and how many templates fit', async () => {
    await storeDemoInventory(fleet.app);
    for (let waited = 0; waited < 10_000; waited += 100) {
      const view = (await fleet.http.get('/api/v1/inventory').set('Authorization', `Bearer ${admin}`).expect(200)).body
        .inventory;
      if (view.hub.up_to_date) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await fleet.http.post('/api/v1/hub/sync').set('Authorization', `Bearer ${admin}`).expect(200);
    const token = (name: string, days: number) =>
      fleet.http
        .post('/api/v1/machine-tokens')
        .set('Authorization', `Bearer ${admin}`)
        .send({ name, role: 'readonly', expires_in_days: days })
        .expect(201);
    const soon = (await token('ci-soon', 3)).body.machineToken;
    await token('ci-later', 60);
    const revoked = (await token('ci-revoked', 2)).body;
    await fleet.http
      .delete(`/api/v1/machine-tokens/${revoked.machineToken.id}`)
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);

    const o = await overview();
    // The demo cluster: a CPU node, 2 × L4, 4 × A100 80 GB.
    expect(o.cluster).toMatchObject({ nodes: 3, gpu_nodes: 2, gpus: 6 });
    expect(o.cluster.gpus_by_product.map((g: { count: number }) => g.count)).toEqual([4, 2]);
    expect(o.cluster.gpus_by_product[0].memory_gib).toBe(80);
    expect(o.cluster.memory_gib).toBeGreaterThan(1);
    expect(Number.isInteger(o.cluster.memory_gib * 10)).toBe(true);
    expect(o.tokens).toMatchObject({ within_days: 14, expiring: [{ id: soon.id, name: 'ci-soon' }] });
    expect(o.hub).toMatchObject({ configured: true, reachable: true, last_error: null });
    expect(o.hub.last_success_at).not.toBeNull();

    const listed = await hub!.http
      .get('/api/v1/catalog/templates?fits=true&limit=100')
      .set('Authorization', `Bearer ${key}`)
      .expect(200);
    const all = await hub!.http
      .get('/api/v1/catalog/templates?limit=1')
      .set('Authorization', `Bearer ${key}`)
      .expect(200);
    // Two numbers about one set (issue 39: the overview once said "64 of 36"): both the hub's, asked together.
    expect(o.fit).toMatchObject({
      status: 'known',
      fits: listed.body.pagination.total,
      templates: all.body.pagination.total,
    });
    expect(o.fit.fits).toBeGreaterThan(0);
    expect(o.fit.fits).toBeLessThan(o.fit.templates);

    const updates = (await fleet.http.get('/api/v1/hub/updates').set('Authorization', `Bearer ${admin}`).expect(200))
      .body.updates;
    expect(o.updates.total).toBe(updates.length);
  });

  it('answers the rest and says `unknown` when the hub is unreachable', async () => {
    await hub!.close();
    hub = undefined;
    const o = await overview();
    expect(o.fit).toMatchObject({ status: 'unknown', fits: null });
    expect(o.hub).toMatchObject({ configured: true, reachable: false });
    expect(o.cluster.nodes).toBe(3);
  });
});
