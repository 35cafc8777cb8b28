import { HubFixtures, startTestHub, type TestHub } from '#test/support';

type Template = { slug: string; name: string; id: string };

describe('catalog filters, pagination, caching and download counting', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  let key: string;
  let admin: string;
  let member: string;

  beforeAll(async () => {
    hub = await startTestHub();
    fx = new HubFixtures(hub);
    const llm = await fx.category({ slug: 'llm' });
    const db = await fx.category({ slug: 'vector-db' });
    const org = await fx.org();
    key = (await fx.instanceKey(org.id)).token;
    admin = (await fx.signIn('admin@demo.local')).token;
    const bob = await fx.signIn('bob@demo.local');
    await fx.membership(org.id, bob.userId);
    member = bob.token;
    await fx.template({
      category_id: llm.id,
      slug: 'vllm',
      name: 'vLLM',
      description: 'Fast LLM serving',
      tags: ['llm', 'gpu'],
      is_featured: true,
    });
    await fx.template({
      category_id: llm.id,
      slug: 'ollama',
      name: 'Ollama',
      description: 'Local models',
      tags: ['llm'],
    });
    await fx.template({
      category_id: db.id,
      slug: 'qdrant',
      name: 'Qdrant',
      description: 'Vector search engine',
      tags: ['vector'],
    });
    await fx.template({
      category_id: db.id,
      slug: 'batch-runner',
      name: 'Batch_Runner',
      description: 'Runs 100% of jobs',
    });
    await fx.template({ category_id: db.id, slug: 'batchxrunner', name: 'BatchXRunner', description: 'Runs 100 jobs' });
    // 30 more for paging, named so that order by name is predictable.
    for (let i = 0; i < 30; i += 1) {
      await fx.template({
        category_id: db.id,
        slug: `page-${String(i).padStart(2, '0')}`,
        name: `Zz page ${String(i).padStart(2, '0')}`,
      });
    }
  });
  afterAll(() => hub.close());

  const list = (query: string) => hub.http.get(`/api/v1/catalog/templates${query}`);
  const slugsOf = (body: { templates: Template[] }) => body.templates.map((t) => t.slug);
  const pick = (body: Record<string, unknown>, keys: string[]) =>
    Object.fromEntries(keys.filter((k) => k in body).map((k) => [k, body[k]]));

  it('orders by name case-insensitively and defaults to page 1, limit 50', async () => {
    const res = await list('').expect(200);
    expect(res.body.pagination).toEqual({ page: 1, limit: 50, total: 35, totalPages: 1 });
    const names = res.body.templates.map((t: Template) => t.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(slugsOf(res.body).slice(0, 3)).toEqual(['batch-runner', 'batchxrunner', 'ollama']);
  });

  it('filters by category slug; an unknown or invisible category gives an empty page', async () => {
    expect(slugsOf((await list('?category=llm').expect(200)).body).sort()).toEqual(['ollama', 'vllm']);
    const none = await list('?category=does-not-exist').expect(200);
    expect(none.body).toEqual({ templates: [], pagination: { page: 1, limit: 50, total: 0, totalPages: 0 } });
  });

  // Full-text search with relevance (docs/search.md; catalog-search.e2e-spec.ts covers it in depth).
  it('searches name, tags, category and description case-insensitively, most relevant first', async () => {
    // qdrant has "vector" in its tags and description; the others of category vector-db only in the category.
    expect(slugsOf((await list('?search=VECTOR').expect(200)).body)[0]).toBe('qdrant');
    const llm = slugsOf((await list('?search=llm').expect(200)).body);
    expect(llm[0]).toBe('vllm');
    expect(llm).toContain('ollama');
  });

  it('reads % and _ as word separators, and symbols alone as no search', async () => {
    expect(slugsOf((await list('?search=batch_').expect(200)).body)).toEqual(['batch-runner']);
    expect(slugsOf((await list('?search=100%25').expect(200)).body).sort()).toEqual(['batch-runner', 'batchxrunner']);
    expect((await list('?search=%25').expect(200)).body.pagination.total).toBe(35);
  });

  it('filters featured=true, and featured=false is no filter; other values are 400', async () => {
    expect(slugsOf((await list('?featured=true').expect(200)).body)).toEqual(['vllm']);
    expect((await list('?featured=false').expect(200)).body.pagination.total).toBe(35);
    const bad = await list('?featured=yes').expect(400);
    expect(bad.body).toMatchObject({ code: 'validation_failed', errors: [{ field: 'featured' }] });
  });

  it('matches any of the comma-separated tags, case-insensitively and exactly', async () => {
    expect(slugsOf((await list('?tags=gpu,VECTOR').expect(200)).body).sort()).toEqual(['qdrant', 'vllm']);
    expect(slugsOf((await list('?tags=llm').expect(200)).body).sort()).toEqual(['ollama', 'vllm']);
    expect((await list('?tags=vec').expect(200)).body.templates).toEqual([]);
  });

  it('treats an empty filter value as a filter not given', async () => {
    for (const query of ['?featured=', '?category=', '?search=', '?tags=', '?featured=&category=&search=&tags=']) {
      const res = await list(query);
      expect({ query, status: res.status, total: res.body.pagination?.total }).toEqual({
        query,
        status: 200,
        total: 35,
      });
    }
    expect(slugsOf((await list('?category=&featured=true').expect(200)).body)).toEqual(['vllm']);
  });

  it('pages, clamps limit to 100, and answers past the end with an empty page and the true totals', async () => {
    const p2 = await list('?limit=10&page=2').expect(200);
    expect(p2.body.pagination).toEqual({ page: 2, limit: 10, total: 35, totalPages: 4 });
    const p1 = await list('?limit=10&page=1').expect(200);
    expect(slugsOf(p2.body).some((s: string) => slugsOf(p1.body).includes(s))).toBe(false);
    const clamped = await list('?limit=1000').expect(200);
    expect(clamped.body.pagination).toEqual({ page: 1, limit: 100, total: 35, totalPages: 1 });
    const past = await list('?limit=10&page=9').expect(200);
    expect(past.body).toEqual({ templates: [], pagination: { page: 9, limit: 10, total: 35, totalPages: 4 } });
  });

  it('reads page and limit of any length: a huge limit is clamped, a huge page is past the end', async () => {
    const clamped = await list('?limit=10000000000').expect(200);
    expect(clamped.body.pagination).toEqual({ page: 1, limit: 100, total: 35, totalPages: 1 });
    expect(clamped.body.templates).toHaveLength(35);
    expect((await list(`?limit=${'9'.repeat(400)}`).expect(200)).body.pagination.limit).toBe(100);
    const past = await list('?page=10000000000&limit=10').expect(200);
    expect(past.body).toEqual({ templates: [], pagination: { page: 1e10, limit: 10, total: 35, totalPages: 4 } });
    for (const page of ['99999999999999999999', '9'.repeat(400)]) {
      const beyond = await list(`?page=${page}&limit=100`).expect(200);
      expect(beyond.body).toEqual({
        templates: [],
        pagination: { page: Number.MAX_SAFE_INTEGER, limit: 100, total: 35, totalPages: 1 },
      });
    }
    const adminList = await hub.http
      .get(`/api/v1/admin/templates?page=${'9'.repeat(30)}&limit=${'9'.repeat(30)}`)
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(adminList.body).toMatchObject({ templates: [], pagination: { limit: 100, total: 35 } });
  });

  it.each([
    'page=0',
    'limit=0',
    'page=-1',
    'page=1.5',
    'limit=abc',
    'page=1e10',
    'limit=%2B5',
    'page=1&page=2',
    'unknown=1',
  ])('rejects %s with a 400 problem', async (query) => {
    const res = await list(`?${query}`);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.body).toMatchObject({ type: 'about:blank', status: 400, code: 'validation_failed' });
  });

  it('answers 400 for updates without a valid ISO 8601 since', async () => {
    for (const q of ['', '?since=yesterday', '?since=2024-13-45T00:00:00Z', '?since=1700000000']) {
      const res = await hub.http.get(`/api/v1/catalog/templates/updates${q}`);
      expect({ q, status: res.status, code: res.body.code }).toEqual({ q, status: 400, code: 'validation_failed' });
    }
  });

  describe.each([
    ['anonymous', () => undefined, 'public'],
    ['instance key', () => key, 'private'],
    ['admin JWT', () => admin, 'private'],
    ['member JWT', () => member, 'private'],
  ])('caching for %s callers', (_name, token, scope) => {
    const other = scope === 'public' ? 'private' : 'public';
    it.each([
      '/api/v1/catalog/templates',
      '/api/v1/catalog/templates?category=llm',
      '/api/v1/catalog/templates/vllm',
      '/api/v1/catalog/categories',
      '/api/v1/catalog/templates/updates?since=2000-01-01T00:00:00Z',
    ])(`%s is Cache-Control ${scope}, Vary: Authorization, and 304 on If-None-Match`, async (path) => {
      const send = (etag?: string) => {
        const req = hub.http.get(path);
        const bearer = token();
        if (bearer) void req.set('Authorization', `Bearer ${bearer}`);
        return etag ? req.set('If-None-Match', etag) : req;
      };
      const first = await send().expect(200);
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers.vary).toContain('Authorization');
      expect(first.headers['cache-control']).toContain(scope);
      expect(first.headers['cache-control']).toContain('no-cache');
      expect(first.headers['cache-control']).not.toContain(other);
      const again = await send(first.headers.etag).expect(304);
      expect(again.text).toBe('');
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers.vary).toContain('Authorization');
      expect(again.headers['cache-control']).toContain(scope);
      // A stale validator gets the full answer.
      const stale = await send('"stale"').expect(200);
      expect(stale.headers.etag).toBe(first.headers.etag);
      expect(stale.body).toEqual({ ...first.body, ...pick(stale.body, ['download_count', 'checked_at']) });
    });
  });

  it('keeps a template ETag across download counting, and changes it when the template changes', async () => {
    const first = await hub.http
      .get('/api/v1/catalog/templates/ollama')
      .set('Authorization', `Bearer ${key}`)
      .expect(200);
    const second = await hub.http
      .get('/api/v1/catalog/templates/ollama')
      .set('Authorization', `Bearer ${key}`)
      .expect(200);
    expect(second.body.download_count).toBe(first.body.download_count + 1);
    expect(second.headers.etag).toBe(first.headers.etag);
    await hub.db.query(`UPDATE templates SET description = 'changed', updated_at = now() WHERE slug = 'ollama'`);
    const third = await hub.http.get('/api/v1/catalog/templates/ollama').expect(200);
    expect(third.headers.etag).not.toBe(first.headers.etag);
  });

  it('counts 50 concurrent instance-key fetches exactly, 304s included, and no anonymous or admin fetch', async () => {
    const count = async () =>
      Number((await hub.db.query(`SELECT download_count FROM templates WHERE slug = 'qdrant'`))[0].download_count);
    const before = await count();
    // The validator from an anonymous fetch, which does not count: the ETag is the same for every caller.
    const { etag } = (await hub.http.get('/api/v1/catalog/templates/qdrant').expect(200)).headers;
    expect(await count()).toBe(before);
    const statuses = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const req = hub.http.get('/api/v1/catalog/templates/qdrant').set('Authorization', `Bearer ${key}`);
        return (await (i % 2 ? req.set('If-None-Match', etag) : req)).status;
      }),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(25);
    expect(statuses.filter((s) => s === 304)).toHaveLength(25);
    expect(await count()).toBe(before + 50);
    await Promise.all([
      ...Array.from({ length: 10 }, () => hub.http.get('/api/v1/catalog/templates/qdrant').expect(200)),
      ...Array.from({ length: 10 }, () =>
        hub.http.get('/api/v1/catalog/templates/qdrant').set('Authorization', `Bearer ${admin}`).expect(200),
      ),
    ]);
    expect(await count()).toBe(before + 50);
  });

  const counts = async (): Promise<Record<string, number>> =>
    Object.fromEntries(
      (await hub.db.query('SELECT slug, download_count FROM templates')).map(
        (r: { slug: string; download_count: string | number }) => [r.slug, Number(r.download_count)],
      ),
    );

  it("does not count a non-admin member's JWT fetch by slug, 200 or 304", async () => {
    const before = await counts();
    const res = await hub.http
      .get('/api/v1/catalog/templates/qdrant')
      .set('Authorization', `Bearer ${member}`)
      .expect(200);
    expect(res.body.download_count).toBe(before.qdrant);
    await hub.http
      .get('/api/v1/catalog/templates/qdrant')
      .set('Authorization', `Bearer ${member}`)
      .set('If-None-Match', res.headers.etag)
      .expect(304);
    expect(await counts()).toEqual(before);
    // The same fetch with the member's organization's instance key does count: the member's view is no excuse.
    await hub.http.get('/api/v1/catalog/templates/qdrant').set('Authorization', `Bearer ${key}`).expect(200);
    expect(await counts()).toEqual({ ...before, qdrant: before.qdrant + 1 });
  });

  it('does not count a fetch of a missing template', async () => {
    const before = await counts();
    expect(Object.keys(before)).toHaveLength(35);
    const res = await hub.http.get('/api/v1/catalog/templates/missing').set('Authorization', `Bearer ${key}`);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.body).toMatchObject({ status: 404, code: 'not_found' });
    expect(await counts()).toEqual(before);
  });

  describe('with names that tie', () => {
    // Explicit ids, inserted in the reverse of their order, so that neither insertion order nor a case-sensitive
    // name order can pass for "lower(name), then id".
    const tied = [
      { id: '00000000-0000-4000-8000-00000000000f', slug: 'tie-alpha', name: 'alpha' },
      { id: '00000000-0000-4000-8000-00000000000a', slug: 'tie-lower', name: 'twin' },
      { id: '00000000-0000-4000-8000-00000000000b', slug: 'tie-caps', name: 'TWIN' },
      { id: '00000000-0000-4000-8000-00000000000c', slug: 'tie-title', name: 'Twin' },
      { id: '00000000-0000-4000-8000-000000000000', slug: 'tie-twins', name: 'TWINS' },
    ];

    beforeAll(async () => {
      const category = await fx.category({ slug: 'tie' });
      for (const t of [...tied].reverse()) {
        await fx.template({ category_id: category.id, slug: t.slug, name: t.name });
        await hub.db.query('UPDATE templates SET id = $2 WHERE slug = $1', [t.slug, t.id]);
      }
    });

    it('orders by name case-insensitively, then by id, on every page', async () => {
      const want = tied.map((t) => t.slug);
      const res = await list('?category=tie').expect(200);
      expect(res.body.templates.map((t: Template) => ({ slug: t.slug, id: t.id }))).toEqual(
        tied.map(({ slug, id }) => ({ slug, id })),
      );
      const paged: string[] = [];
      for (let page = 1; page <= 3; page += 1) {
        paged.push(...slugsOf((await list(`?category=tie&limit=2&page=${page}`).expect(200)).body));
      }
      expect(paged).toEqual(want);
      const keyed = await hub.http.get('/api/v1/catalog/templates?category=tie').set('Authorization', `Bearer ${key}`);
      expect(slugsOf(keyed.body)).toEqual(want);
    });
  });
});
