import { HubFixtures, startTestHub, type TestHub } from '#test/support';
import { bearer, makeUser, type TestUser } from './account-admin.helpers.js';

interface CatalogTemplate {
  id: string;
  slug: string;
  [field: string]: unknown;
}

/**
 * A fleet-style client: applies `templates` as upserts and `removed` as deletes, passing
 * `checked_at` as the next `since` (docs/api-decisions.md).
 */
class SyncClient {
  readonly held = new Map<string, CatalogTemplate>();
  readonly removedIds = new Set<string>();
  private since = '1970-01-01T00:00:00.000Z';

  constructor(
    private readonly hub: TestHub,
    private readonly key: string,
  ) {}

  async sync(): Promise<void> {
    const res = await this.hub.http
      .get(`/api/v1/catalog/templates/updates?since=${encodeURIComponent(this.since)}`)
      .set(bearer(this.key));
    if (res.status !== 200) throw new Error(`updates answered ${res.status}: ${JSON.stringify(res.body)}`);
    const templates: CatalogTemplate[] = res.body.templates;
    const removed: { id: string; slug: string }[] = res.body.removed;
    const overlap = templates.filter((t) => removed.some((r) => r.id === t.id));
    if (overlap.length) throw new Error(`ids in both templates and removed: ${overlap.map((t) => t.slug).join(', ')}`);
    for (const item of templates) {
      // The envelope fields an instance key's sync items carry (docs/signing.md) are not in the list it is checked against.
      const { signature: _s, publisher: _p, hub_signed: _h, withdrawals: _w, ...t } = item;
      this.held.set(t.id, t);
    }
    for (const r of removed) {
      this.removedIds.add(r.id);
      this.held.delete(r.id);
    }
    this.since = res.body.checked_at;
  }
}

describe('catalog sync stays exact under admin writes', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  let admin: TestUser;
  let key: string;
  let orgId: string;
  let otherOrgId: string;
  let client: SyncClient;
  /** Every template O could see after any step: `removed` may only ever name these. */
  const everVisible = new Set<string>();

  const visibleList = async (): Promise<CatalogTemplate[]> => {
    const all: CatalogTemplate[] = [];
    for (let page = 1; ; page++) {
      const res = await hub.http.get(`/api/v1/catalog/templates?limit=100&page=${page}`).set(bearer(key)).expect(200);
      all.push(...res.body.templates);
      if (page >= res.body.pagination.totalPages) return all;
    }
  };

  const api = {
    post: async (path: string, body: object) =>
      (await hub.http.post(`/api/v1/admin/${path}`).set(admin.auth).send(body).expect(201)).body,
    put: async (path: string, body: object) =>
      (await hub.http.put(`/api/v1/admin/${path}`).set(admin.auth).send(body).expect(200)).body,
    delete: async (path: string, body: object) => {
      await hub.http.delete(`/api/v1/admin/${path}`).set(admin.auth).send(body).expect(204);
    },
  };

  const template = async (slug: string, categoryId: string, extra: object = {}): Promise<string> =>
    (await api.post('templates', { name: slug, slug, category_id: categoryId, image_name: 'nginx', ...extra })).template
      .id;

  /** Syncs, then the client's set must equal the full visible list, field for field. */
  const check = async (label: string): Promise<void> => {
    await client.sync();
    const visible = await visibleList();
    for (const t of visible) everVisible.add(t.id);
    const held = [...client.held.values()].sort((a, b) => a.id.localeCompare(b.id));
    const expected = visible.sort((a, b) => a.id.localeCompare(b.id));
    try {
      expect(held).toEqual(expected);
    } catch (error) {
      throw new Error(`after "${label}": ${(error as Error).message}`);
    }
    for (const id of client.removedIds) {
      if (!everVisible.has(id))
        throw new Error(`after "${label}": removed named ${id}, which the organization never saw`);
    }
  };

  beforeAll(async () => {
    hub = await startTestHub();
    fx = new HubFixtures(hub);
    admin = await makeUser(hub, { role: 'admin' });
    const org = await fx.org();
    orgId = org.id;
    otherOrgId = (await fx.org()).id;
    key = (await fx.instanceKey(orgId)).token;
    client = new SyncClient(hub, key);
  });
  afterAll(() => hub.close());

  it('step by step, the client holds exactly the visible set', async () => {
    await check('start');
    const pub = (await api.post('categories', { name: 'Public', slug: 'public', icon: 'globe' })).category.id;
    const vault = (await api.post('categories', { name: 'Vault', slug: 'vault', is_private: true })).category.id;
    const flip = (await api.post('categories', { name: 'Flip', slug: 'flip' })).category.id;

    const t1 = await template('t1', pub);
    const t2 = await template('t2', pub);
    const t3 = await template('t3', flip);
    const hiddenPrivate = await template('hidden-private', vault);
    const hiddenFlag = await template('hidden-flag', pub, { is_public: false });
    const hiddenOther = await template('hidden-other', pub, { is_public: false, owner_org_id: otherOrgId });
    await check('create');
    expect([...client.held.keys()].sort()).toEqual([t1, t2, t3].sort());

    await api.put('templates', { id: t1, name: 'T one', ports: [{ containerPort: 80 }] });
    await check('update a field');

    await api.put('categories', { id: pub, name: 'Public (renamed)', icon: 'earth' });
    await check('rename a category');
    expect(client.held.get(t1)?.category_name).toBe('Public (renamed)');

    await api.put('categories', { id: flip, is_private: true });
    await check('make a category private');
    expect(client.held.has(t3)).toBe(false);

    const grant = (await api.post('catalog-access', { org_id: orgId, category_id: flip })).grant.id;
    await check('grant access');
    expect(client.held.has(t3)).toBe(true);

    await api.delete('catalog-access', { id: grant });
    await check('revoke access by id');
    expect(client.held.has(t3)).toBe(false);

    await api.post('catalog-access', { org_id: orgId, category_id: flip });
    await check('grant again');
    await api.delete('catalog-access', { org_id: orgId, category_id: flip });
    await check('revoke by org and category');

    await api.put('categories', { id: flip, is_private: false });
    await check('make the category public again');
    expect(client.held.has(t3)).toBe(true);

    await api.put('templates', { id: t2, is_public: false });
    await check('unpublish a template');
    expect(client.held.has(t2)).toBe(false);
    await api.put('templates', { id: t2, is_public: true });
    await check('publish it again');

    const owned = await template('owned', pub, { is_public: false, owner_org_id: orgId });
    await check('create a template owned by the organization');
    expect(client.held.has(owned)).toBe(true);
    await api.put('templates', { id: owned, owner_org_id: otherOrgId });
    await check('move ownership away');
    expect(client.held.has(owned)).toBe(false);
    await api.put('templates', { id: hiddenOther, owner_org_id: orgId });
    await check('move ownership to the organization');
    expect(client.held.has(hiddenOther)).toBe(true);
    await api.put('templates', { id: hiddenOther, owner_org_id: null });
    await check('clear ownership');

    await api.put('templates', { id: t2, category_id: vault });
    await check('move a template into a private category');
    expect(client.held.has(t2)).toBe(false);
    await api.put('templates', { id: hiddenPrivate, category_id: pub });
    await check('move a template out of a private category');
    expect(client.held.has(hiddenPrivate)).toBe(true);

    await api.delete('templates', { id: t1 });
    await check('delete a visible template');
    expect(client.held.has(t1)).toBe(false);

    await api.delete('templates', { id: hiddenFlag });
    await api.delete('templates', { id: owned });
    await api.delete('templates', { id: t2 });
    await check('delete templates the organization cannot see');
    for (const never of [hiddenFlag]) expect(client.removedIds.has(never)).toBe(false);
    expect(client.removedIds.has(t2) ? everVisible.has(t2) : true).toBe(true);
  });

  it('a client syncing continuously during a burst of admin writes converges on the visible set', async () => {
    const cats = [
      (await api.post('categories', { name: 'Burst A', slug: 'burst-a' })).category.id,
      (await api.post('categories', { name: 'Burst B', slug: 'burst-b', is_private: true })).category.id,
    ];
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await template(`burst-${i}`, cats[i % 2]));
    // Never visible to O whatever happens in the burst: it must never appear in `removed`.
    const never = await template('burst-never', cats[0], { is_public: false, owner_org_id: otherOrgId });
    let running = true;
    const loop = (async () => {
      while (running) await client.sync();
    })();
    const writes: Promise<unknown>[] = [];
    for (let round = 0; round < 4; round++) {
      writes.push(
        api.put('templates', { id: ids[round], is_public: round % 2 === 0 }),
        api.put('templates', { id: ids[round + 1], owner_org_id: round % 2 ? orgId : otherOrgId }),
        api.put('templates', { id: ids[round + 2], category_id: cats[round % 2] }),
        api.put('categories', { id: cats[1], is_private: round % 2 === 0 }),
        api.put('templates', { id: never, description: `round ${round}`, owner_org_id: round % 2 ? null : otherOrgId }),
      );
    }
    writes.push(
      hub.http.post('/api/v1/admin/catalog-access').set(admin.auth).send({ org_id: orgId, category_id: cats[1] }),
    );
    await Promise.all(writes);
    await api.delete('templates', { id: ids[5] });
    await api.delete('templates', { id: never });
    running = false;
    await loop;
    // Each burst template was visible to O at some instant between the writes.
    for (const id of ids) everVisible.add(id);
    await check('after the burst');
    expect(client.removedIds.has(never)).toBe(false);
  });
});
