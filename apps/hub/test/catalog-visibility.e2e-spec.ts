import { HubFixtures, startTestHub, type TestHub } from '#test/support';

type Template = { id: string; slug: string };
type Category = { slug: string; template_count: number };

/**
 * The visibility matrix of docs/api-decisions.md, asserted on list, get, categories and updates alike.
 * Categories: `pub` (public), `priv` and `priv-b` (private). Org A holds a grant on `priv`; org B owns a template
 * in `pub` and one in `priv-b`, on which nobody holds a grant. Suspended org S holds a grant on `priv` and owns a
 * template; its member gets the anonymous view. `admin` is a superadmin (HUB_SUPERADMIN_EMAILS); `plainAdmin` is a
 * user with the role `admin`; both see everything.
 */
describe('catalog visibility', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  const slugs = {
    pub: 'matrix-public',
    hidden: 'matrix-not-public',
    ownedB: 'matrix-owned-by-b',
    priv: 'matrix-in-private',
    privHidden: 'matrix-in-private-not-public',
    privOwnedB: 'matrix-in-private-owned-by-b',
    privB: 'matrix-in-private-b',
    ownedS: 'matrix-owned-by-suspended',
  };
  const callers: Record<string, string | undefined> = {};
  let plainAdminId: string;

  beforeAll(async () => {
    hub = await startTestHub();
    fx = new HubFixtures(hub);
    const pub = await fx.category({ slug: 'pub', sort_order: 1 });
    const priv = await fx.category({ slug: 'priv', is_private: true, sort_order: 2 });
    const privB = await fx.category({ slug: 'priv-b', is_private: true, sort_order: 3 });
    const orgA = await fx.org();
    const orgB = await fx.org();
    const orgS = await fx.org({ status: 'suspended' });
    await fx.grant(orgA.id, priv.id);
    await fx.grant(orgS.id, priv.id);
    // Tags and featured flags are spread over visible and hidden templates alike (see `matching` below).
    const shared = { tags: ['shared'], is_featured: true };
    const owned = { tags: ['owned'], is_featured: true };
    await fx.template({ category_id: pub.id, slug: slugs.pub, ...shared });
    await fx.template({ category_id: pub.id, slug: slugs.hidden, is_public: false, ...shared });
    await fx.template({ category_id: pub.id, slug: slugs.ownedB, is_public: false, owner_org_id: orgB.id, ...owned });
    await fx.template({ category_id: priv.id, slug: slugs.priv, ...shared });
    await fx.template({ category_id: priv.id, slug: slugs.privHidden, is_public: false, tags: ['shared'] });
    await fx.template({
      category_id: privB.id,
      slug: slugs.privOwnedB,
      is_public: false,
      owner_org_id: orgB.id,
      ...owned,
    });
    await fx.template({ category_id: privB.id, slug: slugs.privB, ...shared });
    await fx.template({ category_id: pub.id, slug: slugs.ownedS, is_public: false, owner_org_id: orgS.id, ...owned });
    callers.anonymous = undefined;
    callers.keyA = (await fx.instanceKey(orgA.id)).token;
    callers.keyB = (await fx.instanceKey(orgB.id)).token;
    callers.admin = (await fx.signIn('admin@demo.local')).token;
    // The dev provider has four demo users, all taken; the plain admin is a token of its own, provisioned on first
    // use and then given the role `admin`.
    callers.plainAdmin = await hub.idp.signToken(
      { sub: 'plain-admin', email: 'plain-admin@example.test', email_verified: true, name: 'Plain Admin' },
      { expiresIn: 3600 },
    );
    await get('/api/v1/catalog/categories', 'plainAdmin').expect(200);
    [{ id: plainAdminId }] = await hub.db.query(`SELECT id FROM users WHERE email = 'plain-admin@example.test'`);
    await fx.setRole(plainAdminId, 'admin');
    const bob = await fx.signIn('bob@demo.local');
    await fx.membership(orgA.id, bob.userId);
    callers.memberA = bob.token;
    callers.noOrg = (await fx.signIn('carol@demo.local')).token;
    const alice = await fx.signIn('alice@demo.local');
    await fx.membership(orgS.id, alice.userId, 'admin');
    callers.memberSuspended = alice.token;
  });
  afterAll(() => hub.close());

  const expected: Record<string, string[]> = {
    anonymous: [slugs.pub],
    keyA: [slugs.pub, slugs.priv, slugs.privHidden],
    keyB: [slugs.pub, slugs.ownedB, slugs.privOwnedB],
    admin: Object.values(slugs),
    plainAdmin: Object.values(slugs),
    memberA: [slugs.pub, slugs.priv, slugs.privHidden],
    noOrg: [slugs.pub],
    memberSuspended: [slugs.pub],
  };
  // A private category shows to the owner of a template in it, counting only what the owner sees there.
  const expectedCategories: Record<string, Record<string, number>> = {
    anonymous: { pub: 1 },
    keyA: { pub: 1, priv: 2 },
    keyB: { pub: 2, 'priv-b': 1 },
    admin: { pub: 4, priv: 2, 'priv-b': 2 },
    plainAdmin: { pub: 4, priv: 2, 'priv-b': 2 },
    memberA: { pub: 1, priv: 2 },
    noOrg: { pub: 1 },
    memberSuspended: { pub: 1 },
  };

  // Filters, each with every template it matches regardless of visibility: a caller gets exactly the
  // intersection with what it may see, so a filter that leaks a hidden template fails here.
  const matching: Record<string, string[]> = {
    'category=priv': [slugs.priv, slugs.privHidden],
    'category=priv-b': [slugs.privOwnedB, slugs.privB],
    'category=pub': [slugs.pub, slugs.hidden, slugs.ownedB, slugs.ownedS],
    'search=in-private': [slugs.priv, slugs.privHidden, slugs.privOwnedB, slugs.privB],
    'search=NOT-PUBLIC': [slugs.hidden, slugs.privHidden],
    'search=owned-by': [slugs.ownedB, slugs.privOwnedB, slugs.ownedS],
    'tags=shared': [slugs.pub, slugs.hidden, slugs.priv, slugs.privHidden, slugs.privB],
    'tags=OWNED': [slugs.ownedB, slugs.privOwnedB, slugs.ownedS],
    'tags=owned,shared': Object.values(slugs),
    'featured=true': Object.values(slugs).filter((s) => s !== slugs.privHidden),
    'category=priv&featured=true': [slugs.priv],
    'category=pub&tags=owned&search=matrix': [slugs.ownedB, slugs.ownedS],
  };

  const get = (path: string, caller: string) => {
    const req = hub.http.get(path);
    const token = callers[caller];
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };

  describe.each(Object.keys(expected))('%s', (caller) => {
    it('lists exactly the visible templates', async () => {
      const res = await get('/api/v1/catalog/templates', caller).expect(200);
      expect(res.body.templates.map((t: Template) => t.slug).sort()).toEqual([...expected[caller]].sort());
      expect(res.body.pagination.total).toBe(expected[caller].length);
    });

    it('gets each visible template and 404s each other one', async () => {
      for (const slug of Object.values(slugs)) {
        const res = await get(`/api/v1/catalog/templates/${slug}`, caller);
        expect({ slug, status: res.status }).toEqual({ slug, status: expected[caller].includes(slug) ? 200 : 404 });
        if (res.status === 404) {
          expect(res.headers['content-type']).toContain('application/problem+json');
          expect(res.body).toMatchObject({ status: 404, code: 'not_found' });
        }
      }
    });

    it('lists the visible categories with per-caller template counts', async () => {
      const res = await get('/api/v1/catalog/categories', caller).expect(200);
      const counts = Object.fromEntries(res.body.categories.map((c: Category) => [c.slug, c.template_count]));
      expect(counts).toEqual(expectedCategories[caller]);
      const sum = Object.values(counts).reduce((a, b) => a + b, 0);
      expect(sum).toBe(expected[caller].length);
    });

    it.each(Object.keys(matching))('filters ?%s within the visible set, with the true total', async (query) => {
      const want = expected[caller].filter((slug) => matching[query].includes(slug)).sort();
      const res = await get(`/api/v1/catalog/templates?${query}`, caller).expect(200);
      expect(res.body.templates.map((t: Template) => t.slug).sort()).toEqual(want);
      expect(res.body.pagination).toEqual({ page: 1, limit: 50, total: want.length, totalPages: want.length ? 1 : 0 });
      // The total counts the filtered visible set, not the page.
      const one = await get(`/api/v1/catalog/templates?${query}&limit=1`, caller).expect(200);
      expect(one.body.pagination).toEqual({ page: 1, limit: 1, total: want.length, totalPages: want.length });
      expect(one.body.templates.map((t: Template) => t.slug)).toEqual(
        res.body.templates.slice(0, 1).map((t: Template) => t.slug),
      );
    });

    it('sends the same set through updates since the beginning, and removes nothing', async () => {
      const res = await get('/api/v1/catalog/templates/updates?since=2000-01-01T00:00:00Z', caller).expect(200);
      expect(res.body.templates.map((t: Template) => t.slug).sort()).toEqual([...expected[caller]].sort());
      expect(res.body.removed).toEqual([]);
      expect(Date.parse(res.body.checked_at)).not.toBeNaN();
    });
  });

  it('gives a private category slug an empty page to callers without a grant, and its templates to the others', async () => {
    const empty = { templates: [], pagination: { page: 1, limit: 50, total: 0, totalPages: 0 } };
    for (const caller of ['anonymous', 'keyB', 'noOrg', 'memberSuspended']) {
      const res = await get('/api/v1/catalog/templates?category=priv', caller);
      expect({ caller, status: res.status, body: res.body }).toEqual({ caller, status: 200, body: empty });
    }
    for (const caller of ['keyA', 'memberA', 'admin', 'plainAdmin']) {
      const res = await get('/api/v1/catalog/templates?category=priv', caller).expect(200);
      expect({ caller, slugs: res.body.templates.map((t: Template) => t.slug).sort() }).toEqual({
        caller,
        slugs: [slugs.priv, slugs.privHidden].sort(),
      });
      expect(res.body.pagination.total).toBe(2);
    }
  });

  it('gives the plain admin (role admin, not superadmin) everything, private category and hidden templates included', async () => {
    const [{ role }] = await hub.db.query('SELECT role FROM users WHERE id = $1', [plainAdminId]);
    expect(role).toBe('admin');
    const list = await get('/api/v1/catalog/templates', 'plainAdmin').expect(200);
    expect(list.body.pagination.total).toBe(Object.keys(slugs).length);
    const privHidden = await get(`/api/v1/catalog/templates/${slugs.privHidden}`, 'plainAdmin').expect(200);
    expect(privHidden.body).toMatchObject({ slug: slugs.privHidden, category_slug: 'priv', is_public: false });
    const categories = await get('/api/v1/catalog/categories', 'plainAdmin').expect(200);
    expect(categories.body.categories.map((c: Category) => c.slug)).toEqual(['pub', 'priv', 'priv-b']);
  });

  it('returns exactly the fields of spec §2.1 on catalog objects, and the revision fields (issue 23)', async () => {
    const res = await get(`/api/v1/catalog/templates/${slugs.pub}`, 'admin').expect(200);
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'id',
        'name',
        'slug',
        'description',
        'version',
        'kind',
        'category_id',
        'category_name',
        'category_slug',
        'category_icon',
        'image_name',
        'image_tag',
        'cpu_request',
        'memory_request',
        'gpu_count',
        'vram_request',
        'concurrent_jobs',
        'env',
        'env_schema',
        'ports',
        'volume_mounts',
        'node_selector',
        'required_network_types',
        'tags',
        'is_public',
        'is_featured',
        'min_tier',
        'download_count',
        'documentation',
        'updated_at',
        // Template revisions (docs/api-decisions.md): the revision served, its digest and full image reference,
        // and the deprecation notice (null unless set).
        'revision',
        'image_digest',
        'image_ref',
        'deprecated',
      ].sort(),
    );
    // Fetched once by each instance key above (keyA, keyB); anonymous and JWT fetches do not count.
    expect(res.body).toMatchObject({ category_slug: 'pub', download_count: 2, kind: 'app', min_tier: 'free' });
    expect(res.body.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('counted exactly the instance-key fetches by slug that found a visible template, no 404s', async () => {
    // Every caller above fetched every slug once; only keyA's and keyB's 200s count.
    const want = Object.fromEntries(
      Object.values(slugs).map((slug) => [slug, ['keyA', 'keyB'].filter((k) => expected[k].includes(slug)).length]),
    );
    const rows: { slug: string; download_count: string | number }[] = await hub.db.query(
      'SELECT slug, download_count FROM templates',
    );
    expect(Object.fromEntries(rows.map((r) => [r.slug, Number(r.download_count)]))).toEqual(want);
  });
});
