import { decryptSecret } from '#lib/credentials';
import { HubFixtures, startTestHub, type TestHub } from '#test/support';
import { expectProblem, ISO, makeOrg, makeUser, type TestUser, UUID } from './account-admin.helpers.js';

const TEMPLATES = '/api/v1/admin/templates';
const CATEGORIES = '/api/v1/admin/categories';
const ACCESS = '/api/v1/admin/catalog-access';

const FULL = {
  name: 'vLLM Llama',
  description: 'Serves Llama.',
  version: '0.6.3',
  kind: 'inference-server',
  image_name: 'registry.example.com:5000/vllm/vllm-openai',
  image_tag: 'v0.6.3',
  registry_url: 'registry.example.com:5000',
  registry_credentials: { username: 'robot', password: 'hunter2-secret' },
  cpu_request: '500m',
  memory_request: '16Gi',
  gpu_count: 1,
  vram_request: '24Gi',
  concurrent_jobs: 4,
  env: [{ name: 'MODEL_ID', value: 'meta-llama/Llama-3.1-8B' }],
  env_schema: [{ name: 'HF_TOKEN', required: true }],
  secret_refs: ['hf-token'],
  command: ['python3', '-m', 'vllm'],
  ports: [{ containerPort: 8000, protocol: 'TCP' }, { containerPort: 9000 }],
  node_selector: { 'nvidia.com/gpu.product': 'NVIDIA-A10G' },
  tolerations: [{ key: 'nvidia.com/gpu', operator: 'Exists', effect: 'NoSchedule' }],
  volume_mounts: [{ name: 'model-cache', mountPath: '/root/.cache' }],
  required_network_types: ['public', 'mesh'],
  is_public: true,
  is_featured: true,
  min_tier: 'pro',
  tags: ['LLM', 'inference', 'llm'],
  icon_url: 'https://cdn.example.com/vllm.svg',
  documentation: '# vLLM',
};

describe('admin templates, categories and catalog access', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  let admin: TestUser;
  let n = 0;
  const slug = () => `tpl-${++n}`;
  beforeAll(async () => {
    hub = await startTestHub();
    fx = new HubFixtures(hub);
    admin = await makeUser(hub, { role: 'admin' });
  });
  afterAll(() => hub.close());

  describe('templates', () => {
    it('creates with every field group; the admin read shows everything but the credentials', async () => {
      const cat = await fx.category({ name: 'AI', slug: 'ai-full' });
      const { org } = await makeOrg(hub, fx);
      const res = await hub.http
        .post(TEMPLATES)
        .set(admin.auth)
        .send({ ...FULL, slug: 'vllm-full', category_id: cat.id, owner_org_id: org.id })
        .expect(201);
      expect(Object.keys(res.body)).toEqual(['template']);
      const t = res.body.template;
      expect(t).toEqual({
        id: expect.stringMatching(UUID),
        name: 'vLLM Llama',
        slug: 'vllm-full',
        description: 'Serves Llama.',
        version: '0.6.3',
        revision: 1,
        kind: 'inference-server',
        // Made through the admin API: managed by the console (docs/catalog-as-code.md, "Ownership").
        manager: 'console',
        category_id: cat.id,
        category_name: 'AI',
        category_slug: 'ai-full',
        category_icon: 'box',
        image_name: FULL.image_name,
        image_tag: 'v0.6.3',
        image_digest: null,
        image_ref: `${FULL.image_name}:v0.6.3`,
        cpu_request: '500m',
        memory_request: '16Gi',
        gpu_count: 1,
        vram_request: '24Gi',
        concurrent_jobs: 4,
        env: FULL.env,
        env_schema: [{ name: 'HF_TOKEN', required: true, default_value: '', description: '' }],
        ports: [
          { containerPort: 8000, protocol: 'TCP' },
          { containerPort: 9000, protocol: 'TCP' },
        ],
        volume_mounts: FULL.volume_mounts,
        node_selector: FULL.node_selector,
        required_network_types: ['public', 'mesh'],
        tags: ['llm', 'inference'],
        is_public: true,
        is_featured: true,
        min_tier: 'pro',
        deprecated: null,
        download_count: 0,
        documentation: '# vLLM',
        updated_at: expect.stringMatching(ISO),
        registry_url: 'registry.example.com:5000',
        registry_credentials_set: true,
        secret_refs: ['hf-token'],
        command: ['python3', '-m', 'vllm'],
        tolerations: FULL.tolerations,
        icon_url: FULL.icon_url,
        owner_org_id: org.id,
        publisher: null,
        signature: null,
        created_at: expect.stringMatching(ISO),
      });
      expect(JSON.stringify(res.body)).not.toContain('hunter2');
      const [row] = await hub.db.query('SELECT registry_credentials_enc FROM templates WHERE id = $1', [t.id]);
      expect(row.registry_credentials_enc).not.toContain('hunter2');
      expect(JSON.parse(decryptSecret(row.registry_credentials_enc, hub.config.encryptionKey))).toEqual(
        FULL.registry_credentials,
      );
      // The catalog shows exactly the spec §2.1 fields.
      const catalog = await hub.http.get('/api/v1/catalog/templates/vllm-full').set(admin.auth).expect(200);
      for (const hidden of [
        'registry_url',
        'registry_credentials',
        'registry_credentials_set',
        'secret_refs',
        'command',
        'tolerations',
        'icon_url',
        'owner_org_id',
      ]) {
        expect(catalog.body).not.toHaveProperty(hidden);
      }
      const list = await hub.http.get(`${TEMPLATES}?search=vllm-full`).set(admin.auth).expect(200);
      expect(list.body).toEqual({ templates: [t], pagination: { page: 1, limit: 50, total: 1, totalPages: 1 } });
    });

    it('applies defaults for a minimal body', async () => {
      const cat = await fx.category();
      const res = await hub.http
        .post(TEMPLATES)
        .set(admin.auth)
        .send({ name: 'Mini', slug: 'mini', category_id: cat.id, image_name: 'nginx' })
        .expect(201);
      expect(res.body.template).toMatchObject({
        description: '',
        version: '',
        kind: 'app',
        image_tag: 'latest',
        registry_url: null,
        registry_credentials_set: false,
        cpu_request: '',
        gpu_count: 0,
        concurrent_jobs: 1,
        env: [],
        ports: [],
        node_selector: {},
        tolerations: [],
        tags: [],
        is_public: true,
        is_featured: false,
        min_tier: 'free',
        icon_url: null,
        owner_org_id: null,
      });
    });

    it.each([
      ['missing name', { name: undefined }],
      ['missing slug', { slug: undefined }],
      ['missing image_name', { image_name: undefined }],
      ['missing category_id', { category_id: undefined }],
      ['uppercase slug', { slug: 'Bad' }],
      ['slug with trailing hyphen', { slug: 'bad-' }],
      ['slug too long', { slug: 'a'.repeat(65) }],
      ['bad kind', { kind: '1app' }],
      ['bad min_tier', { min_tier: 'gold' }],
      ['bad cpu quantity', { cpu_request: 'lots' }],
      ['negative memory', { memory_request: '-1Gi' }],
      ['bad vram unit', { vram_request: '24GB' }],
      ['gpu_count as string', { gpu_count: '1' }],
      ['negative gpu_count', { gpu_count: -1 }],
      ['fractional concurrent_jobs', { concurrent_jobs: 1.5 }],
      ['port 0', { ports: [{ containerPort: 0 }] }],
      ['port 65536', { ports: [{ containerPort: 65536 }] }],
      ['bad protocol', { ports: [{ containerPort: 80, protocol: 'HTTP' }] }],
      ['port with extra field', { ports: [{ containerPort: 80, hostPort: 80 }] }],
      ['duplicate port', { ports: [{ containerPort: 80 }, { containerPort: 80, protocol: 'TCP' }] }],
      ['ports not an array', { ports: { containerPort: 80 } }],
      ['port entry not an object', { ports: [80] }],
      ['bad env name', { env: [{ name: '1BAD', value: 'x' }] }],
      ['env value not a string', { env: [{ name: 'A', value: 1 }] }],
      [
        'duplicate env name',
        {
          env: [
            { name: 'A', value: '1' },
            { name: 'A', value: '2' },
          ],
        },
      ],
      ['env_schema required not boolean', { env_schema: [{ name: 'A', required: 'yes' }] }],
      ['bad node_selector value', { node_selector: { gpu: 'a b' } }],
      ['node_selector not a map', { node_selector: ['x'] }],
      ['bad toleration operator', { tolerations: [{ key: 'k', operator: 'In' }] }],
      ['toleration Exists with a value', { tolerations: [{ key: 'k', operator: 'Exists', value: 'v' }] }],
      [
        'toleration seconds without NoExecute',
        { tolerations: [{ key: 'k', operator: 'Equal', value: 'v', effect: 'NoSchedule', tolerationSeconds: 5 }] },
      ],
      ['relative mountPath', { volume_mounts: [{ name: 'v', mountPath: 'data' }] }],
      ['bad volume name', { volume_mounts: [{ name: 'V_1', mountPath: '/d' }] }],
      ['bad network type', { required_network_types: ['Public!'] }],
      ['bad secret ref', { secret_refs: ['a b'] }],
      ['command not strings', { command: ['a', 1] }],
      ['icon_url not http(s)', { icon_url: 'ftp://x.example.com/a.png' }],
      ['icon_url not a URL', { icon_url: 'javascript:alert(1)' }],
      ['credentials without password', { registry_credentials: { username: 'u' } }],
      ['credentials with extra field', { registry_credentials: { username: 'u', password: 'p', token: 't' } }],
      ['credentials as a string', { registry_credentials: 'u:p' }],
      ['bad image name', { image_name: 'UPPER/Case' }],
      ['bad image tag', { image_tag: '-x' }],
      ['is_public as string', { is_public: 'true' }],
      ['null name', { name: null }],
      ['null tags', { tags: null }],
      ['bad owner uuid', { owner_org_id: 'x' }],
      ['unknown field', { colour: 'red' }],
      ['id', { id: '3a4b5c6d-7e8f-4901-a2b3-c4d5e6f7a8b9' }],
      ['download_count', { download_count: 1000 }],
      ['updated_at', { updated_at: '2030-01-01T00:00:00Z' }],
      ['created_at', { created_at: '2030-01-01T00:00:00Z' }],
      ['category_name', { category_name: 'x' }],
      ['registry_credentials_enc', { registry_credentials_enc: 'v1:x' }],
      ['registry_credentials_set', { registry_credentials_set: true }],
    ])('create rejects %s with 400', async (_label, patch) => {
      const cat = await fx.category();
      const body: Record<string, unknown> = {
        name: 'X',
        slug: slug(),
        category_id: cat.id,
        image_name: 'nginx',
        ...patch,
      };
      for (const k of Object.keys(body)) if (body[k] === undefined) delete body[k];
      const res = await hub.http.post(TEMPLATES).set(admin.auth).send(body);
      expectProblem(res, 400, 'validation_failed');
      expect(Array.isArray(res.body.errors)).toBe(true);
    });

    it('a category or owner that does not exist → 400; nothing is created', async () => {
      const cat = await fx.category();
      const missing = '3a4b5c6d-7e8f-4901-a2b3-c4d5e6f7a8b9';
      const base = { name: 'X', slug: 'refs', image_name: 'nginx' };
      expectProblem(
        await hub.http
          .post(TEMPLATES)
          .set(admin.auth)
          .send({ ...base, category_id: missing }),
        400,
        'validation_failed',
      );
      expectProblem(
        await hub.http
          .post(TEMPLATES)
          .set(admin.auth)
          .send({ ...base, category_id: cat.id, owner_org_id: missing }),
        400,
        'validation_failed',
      );
      expect(await hub.db.query(`SELECT 1 FROM templates WHERE slug = 'refs'`)).toEqual([]);
    });

    it('20 concurrent creates of one slug: exactly one 201, the rest 409', async () => {
      const cat = await fx.category();
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          hub.http
            .post(TEMPLATES)
            .set(admin.auth)
            .send({ name: `Race ${i}`, slug: 'race', category_id: cat.id, image_name: 'nginx' }),
        ),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      for (const r of results.filter((x) => x.status !== 201)) {
        expectProblem(r, 409, 'conflict');
        // The conflict names its field, so a form shows it there.
        expect(r.body.errors).toEqual([{ field: 'slug', message: 'slug is taken by another template' }]);
      }
      expect(await hub.db.query(`SELECT 1 FROM templates WHERE slug = 'race'`)).toHaveLength(1);
    });

    it('update is partial, bumps updated_at, clears nullable fields with null; a taken slug → 409; unknown id → 404', async () => {
      const cat = await fx.category();
      const other = await fx.category({ name: 'Other' });
      const created = (
        await hub.http
          .post(TEMPLATES)
          .set(admin.auth)
          .send({ ...FULL, slug: 'upd', category_id: cat.id })
          .expect(201)
      ).body.template;
      await new Promise((r) => setTimeout(r, 5));
      const res = await hub.http
        .put(TEMPLATES)
        .set(admin.auth)
        .send({
          id: created.id,
          description: 'changed',
          category_id: other.id,
          registry_credentials: null,
          icon_url: null,
          tags: ['New'],
        })
        .expect(200);
      const t = res.body.template;
      expect(t).toEqual({
        ...created,
        description: 'changed',
        category_id: other.id,
        category_name: 'Other',
        category_slug: other.slug,
        registry_credentials_set: false,
        icon_url: null,
        tags: ['new'],
        updated_at: t.updated_at,
      });
      expect(new Date(t.updated_at).getTime()).toBeGreaterThan(new Date(created.updated_at).getTime());
      const [row] = await hub.db.query('SELECT registry_credentials_enc FROM templates WHERE id = $1', [created.id]);
      expect(row.registry_credentials_enc).toBeNull();
      const withCreds = await hub.http
        .put(TEMPLATES)
        .set(admin.auth)
        .send({ id: created.id, registry_credentials: { username: 'a', password: 'b' } })
        .expect(200);
      expect(withCreds.body.template.registry_credentials_set).toBe(true);
      await hub.http
        .post(TEMPLATES)
        .set(admin.auth)
        .send({ name: 'Taken', slug: 'taken', category_id: cat.id, image_name: 'nginx' })
        .expect(201);
      const taken = await hub.http.put(TEMPLATES).set(admin.auth).send({ id: created.id, slug: 'taken' });
      expectProblem(taken, 409, 'conflict');
      expect(taken.body.errors).toEqual([{ field: 'slug', message: 'slug is taken by another template' }]);
      expectProblem(
        await hub.http.put(TEMPLATES).set(admin.auth).send({ id: '3a4b5c6d-7e8f-4901-a2b3-c4d5e6f7a8b9', name: 'x' }),
        404,
        'not_found',
      );
      for (const body of [
        { name: 'x' },
        { id: 'nope' },
        { id: created.id, download_count: 5 },
        { id: created.id, updated_at: '2030-01-01T00:00:00Z' },
        { id: created.id, name: null },
        { id: created.id, ports: [{ containerPort: 70000 }] },
        { id: created.id, category_id: '3a4b5c6d-7e8f-4901-a2b3-c4d5e6f7a8b9' },
      ]) {
        expectProblem(await hub.http.put(TEMPLATES).set(admin.auth).send(body), 400, 'validation_failed');
      }
      const [after] = await hub.db.query('SELECT download_count, name FROM templates WHERE id = $1', [created.id]);
      expect([Number(after.download_count), after.name]).toEqual([0, 'vLLM Llama']);
    });

    it('reserves the slug `updates` (the catalog sync route) on create and update; slugs containing it are fine', async () => {
      const cat = await fx.category();
      const base = { name: 'Updates', category_id: cat.id, image_name: 'nginx' };
      const created = await hub.http
        .post(TEMPLATES)
        .set(admin.auth)
        .send({ ...base, slug: 'updates' });
      expectProblem(created, 400, 'validation_failed');
      expect(created.body.errors).toEqual([{ field: 'slug', message: expect.stringContaining('updates') }]);
      const t = (
        await hub.http
          .post(TEMPLATES)
          .set(admin.auth)
          .send({ ...base, slug: 'updates-feed' })
          .expect(201)
      ).body.template;
      const renamed = await hub.http.put(TEMPLATES).set(admin.auth).send({ id: t.id, slug: 'updates' });
      expectProblem(renamed, 400, 'validation_failed');
      expect(renamed.body.errors).toEqual([{ field: 'slug', message: expect.stringContaining('updates') }]);
      expect(await hub.db.query(`SELECT slug FROM templates WHERE slug LIKE 'updates%'`)).toEqual([
        { slug: 'updates-feed' },
      ]);
    });

    it('delete by body or ?id=; unknown → 404; missing id → 400', async () => {
      const cat = await fx.category();
      const a = await fx.template({ category_id: cat.id });
      const b = await fx.template({ category_id: cat.id });
      await hub.http.delete(TEMPLATES).set(admin.auth).send({ id: a.id }).expect(204);
      await hub.http.delete(`${TEMPLATES}?id=${b.id}`).set(admin.auth).expect(204);
      expectProblem(await hub.http.delete(TEMPLATES).set(admin.auth).send({ id: a.id }), 404, 'not_found');
      expectProblem(await hub.http.delete(TEMPLATES).set(admin.auth), 400, 'validation_failed');
      expectProblem(await hub.http.delete(`${TEMPLATES}?id=x`).set(admin.auth), 400, 'validation_failed');
      expect(await hub.db.query('SELECT 1 FROM templates WHERE id = ANY($1::uuid[])', [[a.id, b.id]])).toEqual([]);
    });

    it('lists all templates (private, owned) paginated by name', async () => {
      const priv = await fx.category({ is_private: true });
      const { org } = await makeOrg(hub, fx);
      await fx.template({ category_id: priv.id, name: 'zz private', slug: 'zz-private' });
      await fx.template({
        category_id: priv.id,
        name: 'zz owned',
        slug: 'zz-owned',
        is_public: false,
        owner_org_id: org.id,
      });
      const res = await hub.http.get(`${TEMPLATES}?search=zz&limit=1&page=2`).set(admin.auth).expect(200);
      expect(res.body.pagination).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 });
      expect(res.body.templates.map((t: { slug: string }) => t.slug)).toEqual(['zz-private']);
      const past = await hub.http.get(`${TEMPLATES}?search=zz&page=9`).set(admin.auth).expect(200);
      expect(past.body).toEqual({ templates: [], pagination: { page: 9, limit: 50, total: 2, totalPages: 1 } });
      expectProblem(await hub.http.get(`${TEMPLATES}?page=0`).set(admin.auth), 400, 'validation_failed');
      expectProblem(await hub.http.get(`${TEMPLATES}?colour=red`).set(admin.auth), 400, 'validation_failed');
      expect((await hub.http.get(`${TEMPLATES}?limit=500`).set(admin.auth).expect(200)).body.pagination.limit).toBe(
        100,
      );
    });

    it('resource quantities are at most 64 characters', async () => {
      const cat = await fx.category();
      for (const field of ['cpu_request', 'memory_request', 'vram_request']) {
        for (const value of ['1'.repeat(65), '1'.repeat(5000)]) {
          const res = await hub.http
            .post(TEMPLATES)
            .set(admin.auth)
            .send({ name: 'Q', slug: slug(), category_id: cat.id, image_name: 'nginx', [field]: value });
          expectProblem(res, 400, 'validation_failed');
          expect(res.body.errors).toEqual([{ field, message: expect.stringContaining('64') }]);
        }
      }
      const ok = await hub.http
        .post(TEMPLATES)
        .set(admin.auth)
        .send({ name: 'Q', slug: slug(), category_id: cat.id, image_name: 'nginx', cpu_request: '1'.repeat(64) })
        .expect(201);
      expectProblem(
        await hub.http
          .put(TEMPLATES)
          .set(admin.auth)
          .send({ id: ok.body.template.id, memory_request: `${'1'.repeat(63)}Gi` }),
        400,
        'validation_failed',
      );
    });

    it('a category deleted between the check and the write → 400 like a missing one (not 409), on create and update', async () => {
      // The trigger deletes the category inside the write's own transaction, right before the row is written:
      // the same state as a concurrent DELETE committing after the service checked that the category exists.
      await hub.db.query(`CREATE FUNCTION test_vanish_category() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN DELETE FROM categories WHERE id = NEW.category_id AND slug LIKE 'vanishing-%'; RETURN NEW; END $$`);
      await hub.db.query(`CREATE TRIGGER test_vanish_category BEFORE INSERT OR UPDATE OF category_id ON templates
        FOR EACH ROW EXECUTE FUNCTION test_vanish_category()`);
      try {
        const home = await fx.category();
        const vanishing = await fx.category({ slug: 'vanishing-1' });
        const created = await hub.http
          .post(TEMPLATES)
          .set(admin.auth)
          .send({ name: 'V', slug: 'vanish-create', category_id: vanishing.id, image_name: 'nginx' });
        expectProblem(created, 400, 'validation_failed');
        expect(created.body.errors).toEqual([{ field: 'category_id', message: expect.any(String) }]);
        expect(await hub.db.query(`SELECT 1 FROM templates WHERE slug = 'vanish-create'`)).toEqual([]);

        const t = await fx.template({ category_id: home.id });
        const target = await fx.category({ slug: 'vanishing-2' });
        const moved = await hub.http.put(TEMPLATES).set(admin.auth).send({ id: t.id, category_id: target.id });
        expectProblem(moved, 400, 'validation_failed');
        expect(moved.body.errors).toEqual([{ field: 'category_id', message: expect.any(String) }]);
        const [row] = await hub.db.query('SELECT category_id FROM templates WHERE id = $1', [t.id]);
        expect(row.category_id).toBe(home.id);
      } finally {
        await hub.db.query('DROP TRIGGER test_vanish_category ON templates');
        await hub.db.query('DROP FUNCTION test_vanish_category()');
      }
      // Deleting a category that templates still reference stays a conflict.
      const used = await fx.category();
      await fx.template({ category_id: used.id });
      expectProblem(await hub.http.delete(CATEGORIES).set(admin.auth).send({ id: used.id }), 409, 'conflict');
    });
  });

  describe('categories', () => {
    it('lists with template_count and access_count', async () => {
      const cat = await fx.category({ name: 'Counted', slug: 'counted', is_private: true, sort_order: -5 });
      await fx.template({ category_id: cat.id });
      await fx.template({ category_id: cat.id, is_public: false });
      const { org } = await makeOrg(hub, fx);
      await fx.grant(org.id, cat.id);
      const res = await hub.http.get(CATEGORIES).set(admin.auth).expect(200);
      expect(Object.keys(res.body)).toEqual(['categories']);
      expect(res.body.categories[0]).toEqual({
        id: cat.id,
        name: 'Counted',
        slug: 'counted',
        description: '',
        icon: 'box',
        sort_order: -5,
        is_private: true,
        template_count: 2,
        access_count: 1,
        created_at: expect.stringMatching(ISO),
        updated_at: expect.stringMatching(ISO),
      });
    });

    it('create, update (partial), duplicate slug 409, validation 400', async () => {
      const res = await hub.http
        .post(CATEGORIES)
        .set(admin.auth)
        .send({ name: 'Databases', slug: 'databases', icon: 'db', sort_order: 3 })
        .expect(201);
      expect(res.body).toEqual({
        category: {
          id: expect.stringMatching(UUID),
          name: 'Databases',
          slug: 'databases',
          description: '',
          icon: 'db',
          sort_order: 3,
          is_private: false,
          template_count: 0,
          access_count: 0,
          created_at: expect.stringMatching(ISO),
          updated_at: expect.stringMatching(ISO),
        },
      });
      const id = res.body.category.id;
      const again = await hub.http.post(CATEGORIES).set(admin.auth).send({ name: 'Again', slug: 'databases' });
      expectProblem(again, 409, 'conflict');
      expect(again.body.errors).toEqual([{ field: 'slug', message: 'slug is taken by another category' }]);
      const upd = await hub.http
        .put(CATEGORIES)
        .set(admin.auth)
        .send({ id, description: 'SQL and friends', is_private: true })
        .expect(200);
      expect(upd.body.category).toMatchObject({
        id,
        name: 'Databases',
        description: 'SQL and friends',
        is_private: true,
        icon: 'db',
      });
      // Exactly the admin list's shape for that category (counts included), nothing more.
      const listed = (await hub.http.get(CATEGORIES).set(admin.auth).expect(200)).body.categories;
      expect(upd.body.category).toEqual(listed.find((c: { id: string }) => c.id === id));
      await hub.http.post(CATEGORIES).set(admin.auth).send({ name: 'Other', slug: 'other-cat' }).expect(201);
      expectProblem(await hub.http.put(CATEGORIES).set(admin.auth).send({ id, slug: 'other-cat' }), 409, 'conflict');
      expectProblem(
        await hub.http.put(CATEGORIES).set(admin.auth).send({ id: '3a4b5c6d-7e8f-4901-a2b3-c4d5e6f7a8b9', name: 'x' }),
        404,
        'not_found',
      );
      for (const body of [
        { name: 'x' },
        { name: 'x', slug: 'Bad Slug' },
        { name: 'x', slug: 'ok-1', template_count: 3 },
        { name: 'x', slug: 'ok-2', is_private: 'yes' },
        { name: 'x', slug: 'ok-3', sort_order: 1.5 },
        { name: 'x', slug: 'ok-4', id },
      ]) {
        expectProblem(await hub.http.post(CATEGORIES).set(admin.auth).send(body), 400, 'validation_failed');
      }
      expectProblem(
        await hub.http.put(CATEGORIES).set(admin.auth).send({ id, access_count: 2 }),
        400,
        'validation_failed',
      );
      expectProblem(await hub.http.put(CATEGORIES).set(admin.auth).send({ id, name: null }), 400, 'validation_failed');
    });

    it('renaming bumps its templates (the catalog embeds category name/slug/icon)', async () => {
      const cat = await fx.category();
      const t = await fx.template({ category_id: cat.id });
      const [before] = await hub.db.query('SELECT updated_at FROM templates WHERE id = $1', [t.id]);
      await new Promise((r) => setTimeout(r, 5));
      await hub.http.put(CATEGORIES).set(admin.auth).send({ id: cat.id, sort_order: 7 }).expect(200);
      const [unchanged] = await hub.db.query('SELECT updated_at FROM templates WHERE id = $1', [t.id]);
      expect(unchanged.updated_at).toEqual(before.updated_at);
      await hub.http.put(CATEGORIES).set(admin.auth).send({ id: cat.id, icon: 'new-icon' }).expect(200);
      const [after] = await hub.db.query('SELECT updated_at FROM templates WHERE id = $1', [t.id]);
      expect(new Date(after.updated_at).getTime()).toBeGreaterThan(new Date(before.updated_at).getTime());
      const catalog = await hub.http.get(`/api/v1/catalog/templates/${t.slug}`).expect(200);
      expect(catalog.body.category_icon).toBe('new-icon');
    });

    it('delete: 409 while templates reference it (nothing changes); grants go with it; by body or ?id=', async () => {
      const used = await fx.category({ is_private: true });
      const t = await fx.template({ category_id: used.id });
      const { org } = await makeOrg(hub, fx);
      await fx.grant(org.id, used.id);
      expectProblem(await hub.http.delete(CATEGORIES).set(admin.auth).send({ id: used.id }), 409, 'conflict');
      expect(await hub.db.query('SELECT 1 FROM catalog_access WHERE category_id = $1', [used.id])).toHaveLength(1);
      await hub.http.delete(TEMPLATES).set(admin.auth).send({ id: t.id }).expect(204);
      await hub.http.delete(`${CATEGORIES}?id=${used.id}`).set(admin.auth).expect(204);
      expect(await hub.db.query('SELECT 1 FROM catalog_access WHERE category_id = $1', [used.id])).toEqual([]);
      expectProblem(await hub.http.delete(CATEGORIES).set(admin.auth).send({ id: used.id }), 404, 'not_found');
      expectProblem(await hub.http.delete(CATEGORIES).set(admin.auth).send({}), 400, 'validation_failed');
    });
  });

  describe('catalog access', () => {
    it('grant (201), list, duplicate 409, public category 400, unknown 404; revoke by id or org+category', async () => {
      const priv = await fx.category({ is_private: true, name: 'Private' });
      const pub = await fx.category({ name: 'Public' });
      const { org, key } = await makeOrg(hub, fx);
      const t = await fx.template({ category_id: priv.id });
      await hub.http
        .get(`/api/v1/catalog/templates/${t.slug}`)
        .set({ Authorization: `Bearer ${key.token}` })
        .expect(404);
      const res = await hub.http
        .post(ACCESS)
        .set(admin.auth)
        .send({ org_id: org.id, category_id: priv.id })
        .expect(201);
      expect(res.body).toEqual({
        grant: {
          id: expect.stringMatching(UUID),
          org_id: org.id,
          org_name: org.slug,
          org_slug: org.slug,
          category_id: priv.id,
          category_name: 'Private',
          category_slug: priv.slug,
          created_at: expect.stringMatching(ISO),
        },
      });
      await hub.http
        .get(`/api/v1/catalog/templates/${t.slug}`)
        .set({ Authorization: `Bearer ${key.token}` })
        .expect(200);
      expectProblem(
        await hub.http.post(ACCESS).set(admin.auth).send({ org_id: org.id, category_id: priv.id }),
        409,
        'conflict',
      );
      expectProblem(
        await hub.http.post(ACCESS).set(admin.auth).send({ org_id: org.id, category_id: pub.id }),
        400,
        'validation_failed',
      );
      expectProblem(
        await hub.http
          .post(ACCESS)
          .set(admin.auth)
          .send({ org_id: '3a4b5c6d-7e8f-4901-a2b3-c4d5e6f7a8b9', category_id: priv.id }),
        404,
        'not_found',
      );
      expectProblem(
        await hub.http
          .post(ACCESS)
          .set(admin.auth)
          .send({ org_id: org.id, category_id: '3a4b5c6d-7e8f-4901-a2b3-c4d5e6f7a8b9' }),
        404,
        'not_found',
      );
      for (const body of [
        { org_id: org.id },
        { org_id: 'x', category_id: priv.id },
        { org_id: org.id, category_id: priv.id, id: res.body.grant.id },
      ]) {
        expectProblem(await hub.http.post(ACCESS).set(admin.auth).send(body), 400, 'validation_failed');
      }
      const list = await hub.http.get(`${ACCESS}?org_id=${org.id}`).set(admin.auth).expect(200);
      expect(list.body).toEqual({ grants: [res.body.grant] });
      expect((await hub.http.get(ACCESS).set(admin.auth).expect(200)).body.grants).toContainEqual(res.body.grant);
      await hub.http.delete(ACCESS).set(admin.auth).send({ id: res.body.grant.id }).expect(204);
      await hub.http
        .get(`/api/v1/catalog/templates/${t.slug}`)
        .set({ Authorization: `Bearer ${key.token}` })
        .expect(404);
      expectProblem(await hub.http.delete(ACCESS).set(admin.auth).send({ id: res.body.grant.id }), 404, 'not_found');
      await fx.grant(org.id, priv.id);
      expectProblem(await hub.http.delete(ACCESS).set(admin.auth).send({ org_id: org.id }), 400, 'validation_failed');
      expectProblem(
        await hub.http
          .delete(ACCESS)
          .set(admin.auth)
          .send({ id: res.body.grant.id, org_id: org.id, category_id: priv.id }),
        400,
        'validation_failed',
      );
      await hub.http.delete(`${ACCESS}?org_id=${org.id}&category_id=${priv.id}`).set(admin.auth).expect(204);
      expect(await hub.db.query('SELECT 1 FROM catalog_access WHERE org_id = $1', [org.id])).toEqual([]);
    });

    it('revoke: an id in both the body and ?id= must agree (else 400, nothing revoked)', async () => {
      const priv = await fx.category({ is_private: true });
      const a = await makeOrg(hub, fx);
      const b = await makeOrg(hub, fx);
      const ga = await fx.grant(a.org.id, priv.id);
      const gb = await fx.grant(b.org.id, priv.id);
      const differ = await hub.http.delete(`${ACCESS}?id=${gb}`).set(admin.auth).send({ id: ga });
      expectProblem(differ, 400, 'validation_failed');
      expect(differ.body.errors).toEqual([{ field: 'id', message: expect.stringContaining('differ') }]);
      expectProblem(
        await hub.http.delete(`${ACCESS}?org_id=${b.org.id}&category_id=${priv.id}`).set(admin.auth).send({ id: ga }),
        400,
        'validation_failed',
      );
      expect(await hub.db.query('SELECT 1 FROM catalog_access WHERE id = ANY ($1::uuid[])', [[ga, gb]])).toHaveLength(
        2,
      );
      await hub.http.delete(`${ACCESS}?id=${ga}`).set(admin.auth).send({ id: ga }).expect(204);
      expect(await hub.db.query('SELECT id FROM catalog_access WHERE id = ANY ($1::uuid[])', [[ga, gb]])).toEqual([
        { id: gb },
      ]);
    });
  });
});
