import { type Inventory, parseNodeList } from '#lib/hardware';
import { FIT_SHAPE_COLUMNS } from '#lib/database';
import { HubFixtures, startTestHub, type TestHub } from '#test/support';
import { clusterOf } from '../../../libs/hardware/src/fixtures.js';
import { makeUser, type TestUser } from './account-admin.helpers.js';

const TEMPLATES = '/api/v1/admin/templates';
const APPLY = '/api/v1/admin/catalog/apply';

/**
 * `templates.fit_shape` (issue 42 item 6): the requirement shape `?fits=true` reads instead of building it for every
 * match. The database keeps it (a trigger), so it must be right after every kind of write: admin create and update,
 * a revision rollback, a catalog document's apply (which an import's document goes through), a direct insert (the
 * demo seed), an UPDATE that tries to set it, and `fits=true` must follow each change.
 */
describe('templates.fit_shape', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  let admin: TestUser;
  let key: { token: string };
  let category: { id: string; slug: string };

  /** The stored shape of one template, parsed, with the columns it is made of (in FIT_SHAPE_COLUMNS order). */
  async function stored(slug: string): Promise<{ shape: unknown[]; columns: unknown[] }> {
    const [row] = await hub.db.query(
      `SELECT fit_shape, jsonb_build_array(${FIT_SHAPE_COLUMNS.join(', ')})::text AS built FROM templates WHERE slug = $1`,
      [slug],
    );
    return { shape: JSON.parse(row.fit_shape) as unknown[], columns: JSON.parse(row.built) as unknown[] };
  }
  /** Templates whose stored shape is not what their columns make (every row of the database). */
  const stale = async (): Promise<number> =>
    Number(
      (
        await hub.db.query(
          `SELECT count(*)::int AS n FROM templates
            WHERE fit_shape IS DISTINCT FROM jsonb_build_array(${FIT_SHAPE_COLUMNS.join(', ')})::text`,
        )
      )[0].n,
    );
  const fitting = async (): Promise<string[]> => {
    const res = await hub.http
      .get(`/api/v1/catalog/templates?fits=true&category=${category.slug}&limit=100`)
      .set('Authorization', `Bearer ${key.token}`)
      .expect(200);
    return (res.body.templates as { slug: string }[]).map((t) => t.slug).sort();
  };
  const put = (body: Record<string, unknown>) => hub.http.put(TEMPLATES).set(admin.auth).send(body).expect(200);

  beforeAll(async () => {
    hub = await startTestHub();
    fx = new HubFixtures(hub);
    admin = await makeUser(hub, { role: 'admin' });
    const org = await fx.org({ tier: 'pro' });
    key = await fx.instanceKey(org.id);
    category = await fx.category({ slug: 'shape-cat' });
    // A CPU-only cluster: a template that asks for a GPU does not fit.
    const parsed = parseNodeList(clusterOf('cpu-only'));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const inventory: Inventory = { network_types: ['public'], nodes: parsed.value };
    await hub.http
      .put('/api/v1/instance-info')
      .set('Authorization', `Bearer ${key.token}`)
      .send({ version: '1.0.0', inventory })
      .expect(200);
  });
  afterAll(() => hub?.close());

  it('admin create and update of resources: the stored shape follows, and so does fits=true', async () => {
    const created = await hub.http
      .post(TEMPLATES)
      .set(admin.auth)
      .send({
        name: 'Shape',
        slug: 'shape-admin',
        category_id: category.id,
        image_name: 'example/app',
        cpu_request: '1',
        memory_request: '1Gi',
        node_selector: { zone: 'a' },
        tolerations: [{ key: 'k', operator: 'Exists' }],
      })
      .expect(201);
    const id = created.body.template.id as string;
    expect((await stored('shape-admin')).shape).toEqual([
      0,
      '',
      '1',
      '1Gi',
      { zone: 'a' },
      [{ key: 'k', operator: 'Exists' }],
      [],
      'free',
      1,
    ]);
    await put({ id, node_selector: {}, tolerations: [] });
    expect(await fitting()).toEqual(['shape-admin']);

    await put({ id, gpu_count: 2, vram_request: '20Gi', min_tier: 'pro', concurrent_jobs: 3 });
    const after = await stored('shape-admin');
    expect(after.shape).toEqual([2, '20Gi', '1', '1Gi', {}, [], [], 'pro', 3]);
    expect(after.shape).toEqual(after.columns);
    expect(await fitting()).toEqual([]);

    // A catalog-only write leaves the shape as it is.
    await put({ id, name: 'Renamed', description: 'd' });
    expect((await stored('shape-admin')).shape).toEqual(after.shape);
    expect(await stale()).toBe(0);
  });

  it('a revision rollback restores the old shape, and fits=true sees it', async () => {
    const created = await hub.http
      .post(TEMPLATES)
      .set(admin.auth)
      .send({ name: 'Roll', slug: 'shape-rollback', category_id: category.id, image_name: 'example/app', version: '1' })
      .expect(201);
    const id = created.body.template.id as string;
    await put({ id, version: '2', gpu_count: 4, vram_request: '80G', required_network_types: ['rdma'] });
    expect((await stored('shape-rollback')).shape).toEqual([4, '80G', '', '', {}, [], ['rdma'], 'free', 1]);
    expect(await fitting()).not.toContain('shape-rollback');

    await hub.http
      .post(`${TEMPLATES}/rollback`)
      .set(admin.auth)
      .send({ id, to_revision: 1, reason: 'GPU build broken' })
      .expect(200);
    expect((await stored('shape-rollback')).shape).toEqual([0, '', '', '', {}, [], [], 'free', 1]);
    expect(await fitting()).toContain('shape-rollback');
    expect(await stale()).toBe(0);
  });

  it('a catalog document apply (create, then update of resources) keeps the stored shape right', async () => {
    const document = (gpu: number, cpu: string) => ({
      apiVersion: 'hub.catalog/v1',
      kind: 'Catalog',
      categories: [{ slug: 'shape-doc', name: 'Shape doc' }],
      templates: [
        {
          slug: 'shape-applied',
          name: 'Applied',
          category_slug: 'shape-doc',
          image_name: 'example/app',
          gpu_count: gpu,
          cpu_request: cpu,
          memory_request: '2Gi',
        },
      ],
    });
    expect((await hub.http.post(APPLY).set(admin.auth).send(document(1, '4')).expect(200)).body.applied).toBe(true);
    expect((await stored('shape-applied')).shape).toEqual([1, '', '4', '2Gi', {}, [], [], 'free', 1]);
    expect((await hub.http.post(APPLY).set(admin.auth).send(document(0, '500m')).expect(200)).body.applied).toBe(true);
    expect((await stored('shape-applied')).shape).toEqual([0, '', '500m', '2Gi', {}, [], [], 'free', 1]);
    expect(await stale()).toBe(0);
  });

  it('a direct insert (as the demo seed writes) gets its shape, and nobody can write a wrong one', async () => {
    const [row] = await hub.db.query(
      `INSERT INTO templates (name, slug, category_id, image_name, cpu_request, gpu_count)
       VALUES ('Raw', 'shape-raw', $1, 'example/app', '2', 0) RETURNING id`,
      [category.id],
    );
    expect((await stored('shape-raw')).shape).toEqual([0, '', '2', '', {}, [], [], 'free', 1]);
    await hub.db.query(`UPDATE templates SET fit_shape = '[]' WHERE id = $1`, [row.id]);
    expect((await stored('shape-raw')).shape).toEqual([0, '', '2', '', {}, [], [], 'free', 1]);
    await hub.db.query(`UPDATE templates SET gpu_count = 1, vram_request = '8Gi' WHERE id = $1`, [row.id]);
    expect((await stored('shape-raw')).shape).toEqual([1, '8Gi', '2', '', {}, [], [], 'free', 1]);
    expect(await stale()).toBe(0);
  });

  it('is never returned: not in admin reads, not in catalog reads', async () => {
    const admins = await hub.http.get(`${TEMPLATES}?limit=100`).set(admin.auth).expect(200);
    expect(JSON.stringify(admins.body)).not.toContain('fit_shape');
    const catalog = await hub.http.get('/api/v1/catalog/templates/shape-raw').expect(200);
    expect(catalog.body).not.toHaveProperty('fit_shape');
  });
});
