import { HubFixtures, startTestHub, type TestHub } from '#test/support';
import { tokenDigest } from '#lib/credentials';
import { AuthService } from '../src/auth/auth.service.js';
import { HubCache } from '../src/cache/hub-cache.js';
import { bearer, makeOrg, makeUser, type TestUser } from './account-admin.helpers.js';

/**
 * The catalog cache (on by default, as in every other catalog spec) against the writes that change what someone
 * sees: each write is followed at once by reads from every visibility class, which must already show it.
 */
describe('catalog cache: zero stale reads on the writing process', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  let admin: TestUser;
  let org: Awaited<ReturnType<typeof makeOrg>>;
  let categoryId: string;
  let privateId: string;

  const slugs = async (auth?: { Authorization: string }): Promise<string[]> => {
    const req = hub.http.get('/api/v1/catalog/templates?limit=100');
    const res = await (auth ? req.set(auth) : req).expect(200);
    return res.body.templates.map((t: { slug: string }) => t.slug);
  };
  /** Reads twice: the second read is a cache hit when nothing changed. */
  const warm = async (auth?: { Authorization: string }) => {
    await slugs(auth);
    return slugs(auth);
  };
  const api = {
    post: async (path: string, body: object) =>
      (await hub.http.post(`/api/v1/admin/${path}`).set(admin.auth).send(body).expect(201)).body,
    put: async (path: string, body: object) =>
      (await hub.http.put(`/api/v1/admin/${path}`).set(admin.auth).send(body).expect(200)).body,
    delete: async (path: string, body: object) =>
      hub.http.delete(`/api/v1/admin/${path}`).set(admin.auth).send(body).expect(204),
  };

  beforeAll(async () => {
    hub = await startTestHub();
    fx = new HubFixtures(hub);
    admin = await makeUser(hub, { role: 'admin' });
    org = await makeOrg(hub, fx);
    categoryId = (await api.post('categories', { name: 'Cache', slug: 'cache-cat' })).category.id;
    privateId = (await api.post('categories', { name: 'Cache vault', slug: 'cache-vault', is_private: true })).category
      .id;
  });

  afterAll(async () => {
    await hub?.close();
  });

  it('is on by default and serves repeated reads from memory', async () => {
    const cache = hub.app.get(HubCache);
    expect(cache.enabled).toBe(true);
    await warm();
    expect(cache.size).toBeGreaterThan(0);
  });

  it('stores a search on its second asking only, and answers the same either way', async () => {
    const cache = hub.app.get(HubCache);
    cache.flush();
    const url = '/api/v1/catalog/templates?search=cache-search-once';
    const first = await hub.http.get(url).expect(200);
    expect(cache.size).toBe(0);
    const second = await hub.http.get(url).expect(200);
    expect(cache.size).toBeGreaterThan(0);
    const hits = cache.hits;
    const third = await hub.http.get(url).expect(200);
    expect(cache.hits).toBeGreaterThan(hits);
    expect(second.body).toEqual(first.body);
    expect(third.body).toEqual(first.body);
    expect(third.headers.etag).toBe(first.headers.etag);
  });

  it('shows template create, update, visibility flip and delete at once', async () => {
    const key = bearer(org.key.token);
    await Promise.all([warm(), warm(key), warm(admin.auth)]);
    const { template } = await api.post('templates', {
      name: 'cache-t1',
      slug: 'cache-t1',
      category_id: categoryId,
      image_name: 'nginx',
    });
    expect(await slugs()).toContain('cache-t1');
    expect(await slugs(key)).toContain('cache-t1');
    await hub.http.get('/api/v1/catalog/templates/cache-t1').expect(200);
    await api.put('templates', { id: template.id, is_public: false });
    expect(await slugs()).not.toContain('cache-t1');
    expect(await slugs(key)).not.toContain('cache-t1');
    expect(await slugs(admin.auth)).toContain('cache-t1');
    await hub.http.get('/api/v1/catalog/templates/cache-t1').expect(404);
    await api.put('templates', { id: template.id, is_public: true, name: 'cache-t1-renamed' });
    const got = await hub.http.get('/api/v1/catalog/templates/cache-t1').expect(200);
    expect(got.body.name).toBe('cache-t1-renamed');
    await api.delete('templates', { id: template.id });
    expect(await slugs(admin.auth)).not.toContain('cache-t1');
    await hub.http.get('/api/v1/catalog/templates/cache-t1').set(key).expect(404);
  });

  it('shows category privacy, grants and their revocation at once, counts included', async () => {
    const key = bearer(org.key.token);
    await api.post('templates', { name: 'cache-t2', slug: 'cache-t2', category_id: privateId, image_name: 'nginx' });
    const counts = async (auth?: { Authorization: string }) => {
      const req = hub.http.get('/api/v1/catalog/categories');
      const res = await (auth ? req.set(auth) : req).expect(200);
      return Object.fromEntries(
        res.body.categories.map((c: { slug: string; template_count: number }) => [c.slug, c.template_count]),
      );
    };
    await Promise.all([warm(key), counts(key), counts(key)]);
    expect(await slugs(key)).not.toContain('cache-t2');
    expect((await counts(key))['cache-vault']).toBeUndefined();
    const { grant } = await api.post('catalog-access', { org_id: org.org.id, category_id: privateId });
    expect(await slugs(key)).toContain('cache-t2');
    expect((await counts(key))['cache-vault']).toBe(1);
    await api.delete('catalog-access', { id: grant.id });
    expect(await slugs(key)).not.toContain('cache-t2');
    expect((await counts(key))['cache-vault']).toBeUndefined();
    await api.put('categories', { id: privateId, is_private: false });
    expect(await slugs()).toContain('cache-t2');
    expect((await counts())['cache-vault']).toBe(1);
    await api.put('categories', { id: privateId, is_private: true });
    expect(await slugs()).not.toContain('cache-t2');
    expect((await counts())['cache-vault']).toBeUndefined();
  });

  it('refuses a revoked or re-issued key, and a suspended organization, on the next request', async () => {
    const other = await makeOrg(hub, fx);
    const key = bearer(other.key.token);
    await warm(key);
    await hub.http.get('/api/v1/catalog/templates?limit=100').set(key).expect(200);
    await api.put('organizations', { id: other.org.id, status: 'suspended' });
    await hub.http.get('/api/v1/catalog/templates?limit=100').set(key).expect(403);
    await api.put('organizations', { id: other.org.id, status: 'active' });
    await hub.http.get('/api/v1/catalog/templates?limit=100').set(key).expect(200);
    // Re-issue by the organization's admin: the old secret is refused from that moment.
    const reissued = await hub.http
      .put('/api/v1/account/api-keys')
      .set(other.admin.auth)
      .send({ id: other.key.id })
      .expect(200);
    await hub.http.get('/api/v1/catalog/templates?limit=100').set(key).expect(401);
    const fresh = bearer(reissued.body.apiKey.key);
    await warm(fresh);
    await hub.http.delete('/api/v1/admin/api-keys').set(admin.auth).send({ id: other.key.id }).expect(200);
    await hub.http.get('/api/v1/catalog/templates?limit=100').set(fresh).expect(401);
    await hub.http.get('/api/v1/catalog/templates/vllm').set(fresh).expect(401);
  });

  it('remembers a checked key by its digest, never by the key itself (issue 42, item 8)', async () => {
    const other = await makeOrg(hub, fx);
    const key = bearer(other.key.token);
    await warm(key);
    await hub.http.get('/api/v1/catalog/templates?limit=100').set(key).expect(200);
    const memo = hub.app.get<AuthService, { knownHashes: Map<string, string> }>(AuthService).knownHashes;
    const keys = [...memo.keys()];
    expect(keys).toContain(tokenDigest(other.key.token));
    expect(keys.some((k) => k.includes(other.key.token) || other.key.token.includes(k))).toBe(false);
    expect([...memo.values()]).not.toContain(other.key.token);
  });

  it('counts 5,000 instance-key fetches by slug, 50 at a time, without losing one', async () => {
    const key = bearer(org.key.token);
    const { template } = await api.post('templates', {
      name: 'cache-count',
      slug: 'cache-count',
      category_id: categoryId,
      image_name: 'nginx',
    });
    let next = 0;
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < 5000) {
          next += 1;
          statuses.push((await hub.http.get('/api/v1/catalog/templates/cache-count').set(key)).status);
        }
      }),
    );
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const [row] = await hub.db.query('SELECT download_count FROM templates WHERE id = $1', [template.id]);
    expect(Number(row.download_count)).toBe(5000);
    // A read by slug on this process shows the exact count at once.
    const got = await hub.http.get('/api/v1/catalog/templates/cache-count').expect(200);
    expect(got.body.download_count).toBe(5000);
  }, 240_000);
});

describe('catalog cache: byte budget', () => {
  let hub: TestHub;
  const budget = 64 * 1024;

  beforeAll(async () => {
    hub = await startTestHub({ env: { HUB_CATALOG_CACHE_BYTES: String(budget) } });
    const fx = new HubFixtures(hub);
    const category = await fx.category();
    for (let i = 0; i < 40; i++) await fx.template({ category_id: category.id, description: 'x'.repeat(300) });
  });

  afterAll(async () => {
    await hub?.close();
  });

  it('stays within HUB_CATALOG_CACHE_BYTES, evicting the oldest answers, and keeps answering correctly', async () => {
    const cache = hub.app.get(HubCache);
    let peak = 0;
    for (let i = 0; i < 120; i++) {
      const res = await hub.http.get(`/api/v1/catalog/templates?limit=${1 + (i % 40)}&page=${1 + (i % 3)}`).expect(200);
      expect(res.body.pagination.limit).toBe(1 + (i % 40));
      peak = Math.max(peak, cache.usedBytes);
      expect(cache.usedBytes).toBeLessThanOrEqual(budget);
    }
    // It filled up: later answers evicted earlier ones.
    expect(peak).toBeGreaterThan(budget / 2);
    expect(cache.evictions).toBeGreaterThan(0);
    const first = await hub.http.get('/api/v1/catalog/templates?limit=1&page=1').expect(200);
    expect(first.body.templates).toHaveLength(1);
  });
});

describe('catalog cache: HUB_CATALOG_CACHE=false', () => {
  let hub: TestHub;

  beforeAll(async () => {
    hub = await startTestHub({ env: { HUB_CATALOG_CACHE: 'false' } });
  });

  afterAll(async () => {
    await hub?.close();
  });

  it('stores nothing', async () => {
    await hub.http.get('/api/v1/catalog/templates').expect(200);
    await hub.http.get('/api/v1/catalog/templates').expect(200);
    expect(hub.app.get(HubCache).size).toBe(0);
  });
});
