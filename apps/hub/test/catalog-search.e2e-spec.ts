import { HubFixtures, startTestHub, type TestHub } from '#test/support';

type Template = { slug: string; gpu_count?: number };
type ListBody = {
  templates: Template[];
  pagination: { total: number };
  did_you_mean?: string;
  facets?: Record<string, { count: number; [k: string]: unknown }[]>;
};

/**
 * Catalog search (docs/search.md, issue 35): relevance, prefix, typos, tags, web syntax, synonyms (and their admin
 * API), facets, visibility of all of it, bad input and the cache. Same file, same expectations on PostgreSQL and
 * on PGlite.
 */
describe('catalog search', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  let keyA: string;
  let keyB: string;
  let admin: string;
  let member: string;

  beforeAll(async () => {
    hub = await startTestHub();
    fx = new HubFixtures(hub);
    const media = await fx.category({ slug: 'media', name: 'Media' });
    const ai = await fx.category({ slug: 'ai', name: 'AI tools' });
    const db = await fx.category({ slug: 'db', name: 'Databases' });
    const secret = await fx.category({ slug: 'secret', name: 'Secret stash', is_private: true });
    const orgA = await fx.org();
    const orgB = await fx.org();
    await fx.grant(orgA.id, secret.id);
    keyA = (await fx.instanceKey(orgA.id)).token;
    keyB = (await fx.instanceKey(orgB.id)).token;
    admin = (await fx.signIn('admin@demo.local')).token;
    const bob = await fx.signIn('bob@demo.local');
    await fx.membership(orgA.id, bob.userId);
    member = bob.token;
    const t = (category_id: string, slug: string, name: string, description: string, tags: string[] = []) =>
      fx.template({ category_id, slug, name, description, tags });
    await t(media.id, 'jellyfin', 'Jellyfin', 'Free media server for your films', ['media', 'streaming']);
    await t(media.id, 'nextcloud', 'Nextcloud', 'Files and collaboration', ['files']);
    await t(ai.id, 'sd-webui', 'Stable Diffusion WebUI', 'Image generation in the browser', ['stable diffusion']);
    await t(ai.id, 'comfyui', 'ComfyUI', 'Node based image generation', ['stable-diffusion', 'gpu']);
    await t(ai.id, 'jupyter', 'Jupyter Notebook', 'Interactive notebooks', ['notebook', 'python']);
    await t(db.id, 'postgresql', 'PostgreSQL', 'Relational database', ['database', 'sql']);
    await t(db.id, 'redis', 'Redis', 'In-memory key value store', ['cache']);
    await t(db.id, 'redis-commander', 'Redis Commander', 'Web admin', ['admin']);
    await t(db.id, 'cache-toolkit', 'Cache Toolkit', 'Tools that work with redis', ['cache']);
    await t(db.id, 'keydb', 'KeyDB', 'A fast fork', ['redis']);
    await t(secret.id, 'zorblax-vault', 'Zorblax Vault', 'Private vault', ['classified']);
    await hub.db.query(`UPDATE templates SET gpu_count = 2 WHERE slug = 'comfyui'`);
    await hub.db.query(`UPDATE templates SET gpu_count = 1, download_count = 50 WHERE slug = 'sd-webui'`);
  });
  afterAll(() => hub.close());

  const list = (query: string, token?: string) => {
    const req = hub.http.get(`/api/v1/catalog/templates${query}`);
    return token ? req.set('authorization', `Bearer ${token}`) : req;
  };
  const search = async (text: string, token?: string, extra = ''): Promise<ListBody> =>
    (await list(`?search=${encodeURIComponent(text)}${extra}`, token).expect(200)).body as ListBody;
  const slugs = (body: ListBody) => body.templates.map((x) => x.slug);

  describe('ranking', () => {
    it('puts the exact name first, then name prefixes, then name/tag over description matches', async () => {
      // keydb has the tag `redis` (B), cache-toolkit only its description (D).
      expect(slugs(await search('redis'))).toEqual(['redis', 'redis-commander', 'keydb', 'cache-toolkit']);
      expect(slugs(await search('REDIS'))).toEqual(['redis', 'redis-commander', 'keydb', 'cache-toolkit']);
    });

    it('matches the last word as a prefix', async () => {
      expect(slugs(await search('jelly'))).toEqual(['jellyfin']);
      expect(slugs(await search('nextcl'))).toEqual(['nextcloud']);
      expect(slugs(await search('stable diff'))).toEqual(['sd-webui', 'comfyui']);
    });

    it('matches words in any form the stemmer knows (films → film)', async () => {
      expect(slugs(await search('film'))).toEqual(['jellyfin']);
    });

    it('keeps the order of the list without search, and lets sort choose another', async () => {
      const plain = (await list('').expect(200)).body as ListBody;
      expect(Object.keys(plain)).toEqual(['templates', 'pagination']);
      const names = slugs(plain);
      expect(names[0]).toBe('cache-toolkit');
      expect(slugs((await list('?sort=downloads').expect(200)).body as ListBody)[0]).toBe('sd-webui');
      expect(slugs(await search('redis', undefined, '&sort=name'))).toEqual([
        'cache-toolkit',
        'keydb',
        'redis',
        'redis-commander',
      ]);
    });

    it('pages the relevance order stably', async () => {
      const all = slugs(await search('redis'));
      const pages: string[] = [];
      for (let page = 1; page <= 4; page += 1)
        pages.push(...slugs(await search('redis', undefined, `&limit=1&page=${page}`)));
      expect(pages).toEqual(all);
    });
  });

  describe('web syntax', () => {
    it('takes quoted phrases, -word and or', async () => {
      expect(slugs(await search('"image generation"')).sort()).toEqual(['comfyui', 'sd-webui']);
      expect(slugs(await search('"image generation" -comfyui'))).toEqual(['sd-webui']);
      expect(slugs(await search('jellyfin or nextcloud')).sort()).toEqual(['jellyfin', 'nextcloud']);
      expect(slugs(await search('"generation image"'))).toEqual([]);
    });
  });

  describe('tags', () => {
    it('match across case, spaces and hyphens, in the filter and in the search', async () => {
      const both = ['comfyui', 'sd-webui'];
      expect(slugs((await list('?tags=Stable%20Diffusion').expect(200)).body as ListBody).sort()).toEqual(both);
      expect(slugs((await list('?tags=stable-diffusion').expect(200)).body as ListBody).sort()).toEqual(both);
      expect(slugs((await list('?tags=STABLE_diffusion').expect(200)).body as ListBody).sort()).toEqual(both);
      expect(slugs(await search('stable-diffusion')).sort()).toEqual(both);
      expect(slugs(await search('stablediffusion')).sort()).toEqual(both);
    });
  });

  describe('typos', () => {
    it('are corrected in names and tags, with did_you_mean', async () => {
      const stabel = await search('stabel diffusion');
      expect(slugs(stabel)).toEqual(['sd-webui', 'comfyui']);
      expect(stabel.did_you_mean).toBe('stable diffusion');
      const jupiter = await search('jupiter');
      expect(slugs(jupiter)).toEqual(['jupyter']);
      expect(jupiter.did_you_mean).toBe('jupyter');
      // Two edits from eight letters.
      expect((await search('nexcluod')).did_you_mean).toBe('nextcloud');
    });

    it('are not corrected below four letters, past the budget, on another first letter, or in descriptions', async () => {
      expect((await search('rdis')).did_you_mean).toBe('redis');
      expect(slugs(await search('rds'))).toEqual([]);
      expect(slugs(await search('jellyfan'))).toEqual(['jellyfin']);
      expect(slugs(await search('jalyfun'))).toEqual([]);
      expect(slugs(await search('kellyfin'))).toEqual([]);
      const relational = await search('relatonal');
      expect(slugs(relational)).toEqual([]);
      expect(relational).not.toHaveProperty('did_you_mean');
    });

    it('leaves a correct query alone: no did_you_mean', async () => {
      expect(await search('jellyfin')).not.toHaveProperty('did_you_mean');
      expect(await search('nextcl')).not.toHaveProperty('did_you_mean');
    });
  });

  describe('synonyms', () => {
    it('are seeded: pg finds PostgreSQL', async () => {
      expect(slugs(await search('pg'))).toEqual(['postgresql']);
      expect(slugs(await search('sd')).sort()).toEqual(['comfyui', 'sd-webui']);
    });

    it('are edited by admins only, and a change applies to cached searches at once', async () => {
      const path = '/api/v1/admin/search-synonyms';
      await hub.http.get(path).expect(401);
      await hub.http.get(path).set('authorization', `Bearer ${member}`).expect(403);
      await hub.http
        .post(path)
        .set('authorization', `Bearer ${member}`)
        .send({ terms: ['flix', 'jellyfin'] })
        .expect(403);
      await hub.http
        .post(path)
        .set('authorization', `Bearer ${keyA}`)
        .send({ terms: ['flix', 'jellyfin'] })
        .expect(401);
      const seeded = (await hub.http.get(path).set('authorization', `Bearer ${admin}`).expect(200)).body;
      expect(seeded.synonyms.map((s: { terms: string[] }) => s.terms)).toContainEqual(['k8s', 'kubernetes']);

      // Asked twice: the answer is cached.
      expect(slugs(await search('flix'))).toEqual([]);
      expect(slugs(await search('flix'))).toEqual([]);
      const bad = await hub.http
        .post(path)
        .set('authorization', `Bearer ${admin}`)
        .send({ terms: ['flix'] })
        .expect(400);
      expect(bad.headers['content-type']).toContain('application/problem+json');
      await hub.http
        .post(path)
        .set('authorization', `Bearer ${admin}`)
        .send({ terms: ['flix', 'FLIX '] })
        .expect(400);
      const created = await hub.http
        .post(path)
        .set('authorization', `Bearer ${admin}`)
        .send({ terms: ['Flix', 'jellyfin'] })
        .expect(201);
      expect(created.body.synonym.terms).toEqual(['flix', 'jellyfin']);
      const id = created.body.synonym.id as string;
      expect(slugs(await search('flix'))).toEqual(['jellyfin']);

      await hub.http
        .put(path)
        .set('authorization', `Bearer ${member}`)
        .send({ id, terms: ['flix', 'nextcloud'] })
        .expect(403);
      await hub.http
        .put(path)
        .set('authorization', `Bearer ${admin}`)
        .send({ id, terms: ['flix', 'nextcloud'] })
        .expect(200);
      expect(slugs(await search('flix'))).toEqual(['nextcloud']);

      await hub.http.delete(`${path}?id=${id}`).set('authorization', `Bearer ${member}`).expect(403);
      await hub.http.delete(`${path}?id=${id}`).set('authorization', `Bearer ${admin}`).expect(204);
      await hub.http.delete(`${path}?id=${id}`).set('authorization', `Bearer ${admin}`).expect(404);
      expect(slugs(await search('flix'))).toEqual([]);
    });
  });

  describe('facets', () => {
    it('counts each facet with the other filters but not its own', async () => {
      const all = (await list('?facets=category,tags,kind,gpu').expect(200)).body as ListBody;
      expect(all.facets!.category).toEqual([
        { slug: 'db', name: 'Databases', count: 5 },
        { slug: 'ai', name: 'AI tools', count: 3 },
        { slug: 'media', name: 'Media', count: 2 },
      ]);
      expect(all.facets!.kind).toEqual([{ kind: expect.any(String), count: 10 }]);
      expect(all.facets!.gpu).toEqual([
        { value: 'none', count: 8 },
        { value: '1', count: 1 },
        { value: '2+', count: 1 },
      ]);
      expect(all.facets!.tags[0]).toEqual({ tag: 'cache', count: 2 });
      expect(all.facets!.tags).toContainEqual({ tag: 'stable-diffusion', count: 2 });

      const ai = (await list('?category=ai&facets=category,tags,gpu').expect(200)).body as ListBody;
      expect(ai.pagination.total).toBe(3);
      expect(ai.facets!.category.map((c) => c.count)).toEqual([5, 3, 2]);
      expect(ai.facets!.tags.map((x) => x.tag).sort()).toEqual(
        ['gpu', 'notebook', 'python', 'stable-diffusion'].sort(),
      );
      expect(ai.facets!.gpu).toEqual([
        { value: 'none', count: 1 },
        { value: '1', count: 1 },
        { value: '2+', count: 1 },
      ]);
      expect(ai.facets).not.toHaveProperty('kind');

      const tagged = (await list('?tags=cache&facets=category,tags').expect(200)).body as ListBody;
      expect(tagged.facets!.category).toEqual([{ slug: 'db', name: 'Databases', count: 2 }]);
      expect(tagged.facets!.tags.length).toBeGreaterThan(2);

      const searched = await search('redis', undefined, '&facets=category');
      expect(searched.facets!.category).toEqual([{ slug: 'db', name: 'Databases', count: 4 }]);
    });

    it('filters by kind and GPU need, each facet counted without its own filter', async () => {
      const kind = ((await list('?facets=kind').expect(200)).body as ListBody).facets!.kind[0].kind as string;
      const byKind = (await list(`?kind=${kind}&facets=kind,gpu`).expect(200)).body as ListBody;
      expect(byKind.pagination.total).toBe(10);
      expect((await list('?kind=no-such-kind&facets=kind').expect(200)).body).toMatchObject({
        templates: [],
        facets: { kind: [{ kind, count: 10 }] },
      });

      const gpu = (await list('?gpu=2%2B&facets=category,kind,gpu').expect(200)).body as ListBody;
      expect(gpu.pagination.total).toBe(1);
      expect(gpu.templates[0].gpu_count).toBeGreaterThanOrEqual(2);
      // The GPU facet ignores the GPU filter; the others apply it.
      expect(gpu.facets!.gpu).toEqual([
        { value: 'none', count: 8 },
        { value: '1', count: 1 },
        { value: '2+', count: 1 },
      ]);
      expect(gpu.facets!.category).toEqual([{ slug: 'ai', name: 'AI tools', count: 1 }]);
      expect(gpu.facets!.kind).toEqual([{ kind, count: 1 }]);

      const none = (await list('?gpu=none&category=ai').expect(200)).body as ListBody;
      expect(none.pagination.total).toBe(1);
      expect(none.templates[0].gpu_count).toBe(0);
      // An empty value is no filter; anything else is a 400 problem.
      expect(((await list('?gpu=&kind=').expect(200)).body as ListBody).pagination.total).toBe(10);
      const bad = await list('?gpu=3').expect(400);
      expect(bad.headers['content-type']).toContain('application/problem+json');
      expect(bad.body.errors).toEqual([{ field: 'gpu', message: 'gpu must be one of none, 1, 2+' }]);
    });

    it('refuses an unknown facet', async () => {
      const res = await list('?facets=category,colour').expect(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    });
  });

  describe('visibility', () => {
    it('never shows an anonymous caller or an organization without a grant a private template', async () => {
      for (const token of [undefined, keyB]) {
        const body = await search('zorblax', token, '&facets=category,tags');
        expect(slugs(body)).toEqual([]);
        expect(body.facets!.category).toEqual([]);
        const typo = await search('zorblex', token);
        expect(slugs(typo)).toEqual([]);
        expect(typo).not.toHaveProperty('did_you_mean');
        const facets = (await list('?facets=category,tags', token).expect(200)).body as ListBody;
        expect(facets.facets!.category.map((c) => c.slug)).not.toContain('secret');
        expect(facets.facets!.tags.map((c) => c.tag)).not.toContain('classified');
      }
    });

    it('shows it to an organization holding a grant, with corrections towards it', async () => {
      expect(slugs(await search('zorblax', keyA))).toEqual(['zorblax-vault']);
      const typo = await search('zorblex', keyA);
      expect(slugs(typo)).toEqual(['zorblax-vault']);
      expect(typo.did_you_mean).toBe('zorblax');
      const facets = (await list('?facets=category,tags', keyA).expect(200)).body as ListBody;
      expect(facets.facets!.category).toContainEqual({ slug: 'secret', name: 'Secret stash', count: 1 });
      expect(facets.facets!.tags).toContainEqual({ tag: 'classified', count: 1 });
    });
  });

  describe('bad input', () => {
    it('answers a search longer than 200 characters with a 400 problem', async () => {
      const res = await list(`?search=${'a'.repeat(201)}`).expect(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      await list(`?search=${'a'.repeat(200)}`).expect(200);
      await list('?sort=random').expect(400);
    });

    it.each([
      ['-'],
      ['"'],
      ['or'],
      ['OR or |'],
      ['"unbalanced quote'],
      ["'"],
      ['\\'],
      [':*'],
      ['!&|()<->'],
      ['%$#@!'],
      ['a:* & !b'],
      ['-"'],
      ['""'],
      ['redis -'],
      ['-redis'],
      ['🙂 ünïcødé 日本語'],
      ['the and of'],
      ['x'.repeat(50) + ' ' + 'word '.repeat(29)],
    ])('answers %j with a 200', async (text) => {
      const body = await search(text);
      expect(Array.isArray(body.templates)).toBe(true);
    });

    it('excludes with a negation alone', async () => {
      const body = await search('-redis');
      expect(slugs(body)).not.toContain('redis');
      expect(slugs(body)).toContain('jellyfin');
    });
  });

  describe('cache', () => {
    it('forgets a cached search on a catalog write', async () => {
      expect(slugs(await search('quokka'))).toEqual([]);
      expect(slugs(await search('quokka'))).toEqual([]);
      const [{ id }] = await hub.db.query(`SELECT id FROM categories WHERE slug = 'media'`);
      await fx.template({ category_id: id, slug: 'quokka-player', name: 'Quokka Player', description: 'Plays' });
      expect(slugs(await search('quokka'))).toEqual(['quokka-player']);
      await hub.db.query(`UPDATE templates SET name = 'Wombat Player' WHERE slug = 'quokka-player'`);
      expect(slugs(await search('quokka'))).toEqual([]);
      expect(slugs(await search('wombat'))).toEqual(['quokka-player']);
      await hub.db.query(`DELETE FROM templates WHERE slug = 'quokka-player'`);
    });
  });
});

describe('catalog search with HUB_SEARCH_TYPO_TOLERANCE=false', () => {
  let hub: TestHub;

  beforeAll(async () => {
    hub = await startTestHub({ env: { HUB_SEARCH_TYPO_TOLERANCE: 'false' } });
    const fx = new HubFixtures(hub);
    const ai = await fx.category({ slug: 'ai', name: 'AI tools' });
    await fx.template({ category_id: ai.id, slug: 'jupyter', name: 'Jupyter Notebook', description: 'Notebooks' });
  });
  afterAll(() => hub.close());

  it('matches exact words and prefixes only, and suggests nothing', async () => {
    const get = (q: string) => hub.http.get(`/api/v1/catalog/templates?search=${q}`).expect(200);
    expect((await get('jupyter')).body.templates).toHaveLength(1);
    expect((await get('jupy')).body.templates).toHaveLength(1);
    const typo = (await get('jupiter')).body as ListBody;
    expect(typo.templates).toEqual([]);
    expect(typo).not.toHaveProperty('did_you_mean');
  });
});

/**
 * The general ranking rules measured by `npm run bench:search` (docs/search-quality.md), each from both sides: a
 * name prefix ranks its shortest completion first, a corrected typo ranks like the corrected text, a whole-query
 * synonym of a name ranks as that name, name and tags outrank descriptions, a decimal matches as typed, and words
 * that no template holds together fall back to any of them, ranked by how many.
 */
describe('catalog search ranking rules', () => {
  let hub: TestHub;

  beforeAll(async () => {
    hub = await startTestHub();
    const fx = new HubFixtures(hub);
    const apps = await fx.category({ slug: 'apps', name: 'Applications' });
    const t = (slug: string, name: string, description: string, tags: string[] = []) =>
      fx.template({ category_id: apps.id, slug, name, description, tags });
    await t('jellyseerr', 'Jellyseerr', 'Requests for your Jellyfin', ['jellyfin', 'requests']);
    await t('jellystat', 'Jellystat', 'Statistics for Jellyfin', ['jellyfin']);
    await t('jellyfin-vue', 'Jellyfin Vue', 'A web client', ['jellyfin']);
    await t('jellyfin', 'Jellyfin', 'Media server', ['media']);
    await t('nextcloud-aio', 'Nextcloud All-in-One', 'Nextcloud with everything', ['nextcloud']);
    await t('nextcloud-fpm', 'Nextcloud (FPM)', 'Nextcloud on PHP-FPM', ['nextcloud', 'php']);
    await t('nextcloud', 'Nextcloud', 'Files and collaboration', ['files']);
    await t('pgadmin', 'pgAdmin', 'Administration for pg and postgres', ['pg', 'postgres']);
    await t('postgresql', 'PostgreSQL', 'Relational database', ['sql']);
    await t('home-assistant', 'Home Assistant', 'Open source home automation', ['smart-home']);
    await t('uptime-kuma', 'Uptime Kuma', 'Monitoring of websites and services', ['uptime']);
    await t('statping', 'Statping', 'Monitor your services', ['status-page']);
    await t('llama-31', 'Llama 3.1 8B Instruct', 'A language model', ['llm']);
    await t('llama-32', 'Llama 3.2 3B', 'A small language model', ['llm']);
    await t('mycroft', 'Mycroft', 'Voice assistant: voice commands, voice skills, your voice', []);
    await t('rhasspy', 'Rhasspy', 'Offline assistant', ['voice']);
    // Issue 39: a query that names a category ranks its templates first (`llm` → the LLM servers, not an app whose
    // name says LLM); a synonym of the category's words does too (`language model` is `llm`, a default synonym).
    const serving = await fx.category({ slug: 'llm-serving', name: 'LLM Inference' });
    await fx.template({ category_id: serving.id, slug: 'mlc-llm', name: 'MLC LLM', description: 'Deploys', tags: [] });
    await fx.template({
      category_id: serving.id,
      slug: 'ollama',
      name: 'Ollama',
      description: 'Runs models',
      tags: [],
    });
    await t('h2o-llm-studio', 'H2O LLM Studio', 'Fine-tunes an LLM: the LLM studio', ['llm']);
  });
  afterAll(() => hub.close());

  const search = async (text: string): Promise<ListBody> =>
    (await hub.http.get(`/api/v1/catalog/templates?search=${encodeURIComponent(text)}`).expect(200)).body as ListBody;
  const slugs = (body: ListBody) => body.templates.map((x) => x.slug);

  it('ranks the shortest name a prefix completes first, after names that hold the typed words whole', async () => {
    expect(slugs(await search('jelly'))).toEqual(['jellyfin', 'jellystat', 'jellyseerr', 'jellyfin-vue']);
    // Typed whole: the exact name, then the name that starts with it, then tags.
    expect(slugs(await search('jellyfin')).slice(0, 2)).toEqual(['jellyfin', 'jellyfin-vue']);
  });

  it('ranks a corrected typo as the corrected text: the exact name before its variants', async () => {
    const typo = await search('nextclod');
    expect(typo.did_you_mean).toBe('nextcloud');
    expect(slugs(typo)[0]).toBe('nextcloud');
    expect(slugs(await search('nextcloud'))[0]).toBe('nextcloud');
  });

  it('ranks a whole-query synonym of a name as that name', async () => {
    // pgAdmin holds `pg` itself (name prefix, tag); PostgreSQL is named by the synonym.
    expect(slugs(await search('pg'))).toEqual(['postgresql', 'pgadmin']);
    expect(slugs(await search('pgsql'))).toEqual(['postgresql', 'pgadmin']);
    expect(slugs(await search('hass'))).toEqual(['home-assistant']);
    // Not a whole-query synonym: no name rule, the words rank as usual.
    expect(slugs(await search('pgadmin'))).toEqual(['pgadmin']);
  });

  it('ranks the templates of a category the query names first, then the name tiers', async () => {
    // The category's LLM servers (the one whose name says LLM first), then the name, then tags.
    expect(slugs(await search('llm')).slice(0, 3)).toEqual(['mlc-llm', 'ollama', 'h2o-llm-studio']);
    expect(slugs(await search('language model')).slice(0, 3)).toEqual(['mlc-llm', 'ollama', 'h2o-llm-studio']);
  });

  it('ranks a tag match above a description that repeats the word', async () => {
    expect(slugs(await search('voice'))).toEqual(['rhasspy', 'mycroft']);
  });

  it('matches a decimal as typed (3.1 is not 3.2)', async () => {
    expect(slugs(await search('llama 3.1'))).toEqual(['llama-31']);
    expect(slugs(await search('llama 3.2 3b'))).toEqual(['llama-32']);
  });

  it('falls back to any of the words, most of them first, when no template holds them all', async () => {
    const any = await search('monitor uptime qqq');
    expect(slugs(any)).toEqual(['uptime-kuma', 'statping']);
    expect(any.pagination.total).toBe(2);
    // A negated word still excludes; one word or one phrase has nothing to fall back on.
    expect(slugs(await search('monitor uptime qqq -kuma'))).toEqual(['statping']);
    expect(slugs(await search('qqq'))).toEqual([]);
    expect(slugs(await search('"kuma monitor"'))).toEqual([]);
    // Words found together: no fallback, only those.
    expect(slugs(await search('monitor uptime'))).toEqual(['uptime-kuma']);
  });
});
