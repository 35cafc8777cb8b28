import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import pg from 'pg';
import { parse as parseYaml, stringify as toYaml } from 'yaml';
import { HubFixtures, startTestHub, type TestHub } from '#test/support';
import { HubCache } from '../src/cache/hub-cache.js';
import { expectProblem, makeOrg, makeUser, patHeader, type TestUser } from './account-admin.helpers.js';

const BASE = '/api/v1/admin/catalog';
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

interface Doc {
  apiVersion: string;
  kind: string;
  owner_org_slug?: string;
  categories: Record<string, unknown>[];
  templates: Record<string, unknown>[];
}

function doc(templates: Record<string, unknown>[], categories: Record<string, unknown>[] = [], org?: string): Doc {
  return {
    apiVersion: 'hub.catalog/v1',
    kind: 'Catalog',
    ...(org ? { owner_org_slug: org } : {}),
    categories,
    templates,
  };
}

const CATEGORIES = [
  { slug: 'cd-llm', name: 'LLM', icon: '🧠', sort_order: 10 },
  { slug: 'cd-tools', name: 'Tools', description: 'Utilities.', is_private: true },
];
const tpl = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  name: `Template ${slug}`,
  category_slug: 'cd-llm',
  image_name: 'example/app',
  image_tag: 'v1',
  version: '1.0.0',
  ...extra,
});

describe('the catalog document: plan, apply, export', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  let admin: TestUser;
  const plan = (body: unknown, query = '') =>
    hub.http
      .post(`${BASE}/plan${query}`)
      .set(admin.auth)
      .send(body as object);
  const apply = (body: unknown, query = '') =>
    hub.http
      .post(`${BASE}/apply${query}`)
      .set(admin.auth)
      .send(body as object);
  const revisions = async (slug: string): Promise<number> => {
    const [row] = await hub.db.query(
      'SELECT count(*)::int AS n FROM template_revisions r JOIN templates t ON t.id = r.template_id WHERE t.slug = $1',
      [slug],
    );
    return Number(row.n);
  };
  const actions = (entries: { slug: string; action: string; prune?: string }[]) =>
    Object.fromEntries(entries.map((e) => [e.slug, e.prune ? `${e.action}:${e.prune}` : e.action]));

  beforeAll(async () => {
    hub = await startTestHub();
    fx = new HubFixtures(hub);
    admin = await makeUser(hub, { role: 'admin' });
  });
  afterAll(() => hub.close());

  describe('who may call it', () => {
    it('admins only: anonymous, a personal access token, an instance key, a user and an org admin are refused', async () => {
      const { admin: orgAdmin, key } = await makeOrg(hub, fx);
      const user = await makeUser(hub);
      const body = doc([]);
      const routes = [
        () => hub.http.post(`${BASE}/plan`).send(body),
        () => hub.http.post(`${BASE}/apply`).send(body),
        () => hub.http.get(`${BASE}/export`),
        () => hub.http.get(`${BASE}/schema`),
      ];
      for (const route of routes) {
        expectProblem(await route(), 401, 'unauthenticated');
        const pat = await route().set(patHeader());
        expect(pat.status).toBe(401);
        const instance = await route().set('Authorization', `Bearer ${key.token}`);
        expect([401, 403]).toContain(instance.status);
        expectProblem(await route().set(user.auth), 403, 'forbidden');
        expectProblem(await route().set(orgAdmin.auth), 403, 'forbidden');
      }
      await hub.http.post(`${BASE}/plan`).set(admin.auth).send(body).expect(200);
      await hub.http.get(`${BASE}/export`).set(admin.auth).expect(200);
      // Nothing was written by the refused applies.
      expect((await hub.db.query('SELECT count(*)::int AS n FROM templates'))[0].n).toBe(0);
    });
  });

  describe('the JSON Schema', () => {
    it('is served as committed (npm run openapi regenerates apps/hub/catalog.schema.json) and validates documents', async () => {
      const res = await hub.http.get(`${BASE}/schema`).set(admin.auth).expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/schema\+json/);
      const served = JSON.parse(res.text) as Record<string, unknown>;
      const file = join(import.meta.dirname, '../catalog.schema.json');
      const committed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      if (JSON.stringify(served) !== JSON.stringify(committed)) {
        throw new Error('apps/hub/catalog.schema.json is out of date with the code: run npm run openapi and commit it');
      }
      expect(served.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      const ajv = new Ajv2020({ strict: false, allErrors: true });
      addFormats(ajv);
      const validate = ajv.compile(served);
      expect(validate(doc([tpl('a')], CATEGORIES))).toBe(true);
      expect(validate({ ...doc([tpl('a')]), apiVersion: 'v2' })).toBe(false);
      expect(validate(doc([{ ...tpl('a'), image_tag: 'not a tag' }]))).toBe(false);
      expect(validate(doc([{ ...tpl('a'), category_id: '00000000-0000-4000-8000-000000000000' }]))).toBe(false);
      expect(validate(doc([{ ...tpl('a'), registry_credentials: null }]))).toBe(true);
    });
  });

  describe('bad documents: 400 naming the entry and field, never 5xx', () => {
    it('a wrong apiVersion or kind', async () => {
      const res = await plan({ ...doc([]), apiVersion: 'hub.catalog/v2', kind: 'List' });
      expectProblem(res, 400, 'validation_failed');
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['apiVersion', 'kind']);
    });

    it('entries named by index and slug, with their field', async () => {
      const res = await plan(
        doc(
          [tpl('ok-one'), { ...tpl('bad-tag'), image_tag: 'not a tag', replicas: 3 }, { ...tpl('ok-one') }],
          [{ slug: 'Bad Slug', name: 'x' }],
        ),
      );
      expectProblem(res, 400, 'validation_failed');
      const fields = res.body.errors.map((e: { field: string }) => e.field);
      expect(fields).toEqual(
        expect.arrayContaining([
          'categories.0 (Bad Slug).slug',
          'templates.1 (bad-tag).image_tag',
          'templates.1 (bad-tag).replicas',
          'templates.2 (ok-one).slug',
        ]),
      );
    });

    it('rules beyond single fields (a duplicated env name), an unknown owner, top-level junk', async () => {
      const dup = await plan(
        doc([
          tpl('dup-env', {
            env: [
              { name: 'A', value: '1' },
              { name: 'A', value: '2' },
            ],
          }),
        ]),
      );
      expectProblem(dup, 400, 'validation_failed');
      expect(dup.body.errors[0].field).toBe('templates.0 (dup-env).env');
      const owner = await plan(doc([], [], 'no-such-org'));
      expectProblem(owner, 400, 'validation_failed');
      expect(owner.body.errors[0].field).toBe('owner_org_slug');
      expectProblem(await plan({ ...doc([]), extra: 1 }), 400, 'validation_failed');
      expectProblem(await plan([1, 2]), 400, 'validation_failed');
      expectProblem(await hub.http.post(`${BASE}/plan`).set(admin.auth), 400, 'validation_failed');
      expectProblem(await plan({ ...doc([]), templates: 'x' }), 400, 'validation_failed');
    });

    it('invalid JSON and YAML: the line and column of the fault', async () => {
      const json = await hub.http
        .post(`${BASE}/plan`)
        .set(admin.auth)
        .set('Content-Type', 'application/json')
        .send('{\n  "apiVersion": "hub.catalog/v1",\n  "kind": tru\n}');
      expectProblem(json, 400, 'validation_failed');
      expect(json.body.detail).toMatch(/line 3, column 14/);
      const yaml = await hub.http
        .post(`${BASE}/plan`)
        .set(admin.auth)
        .set('Content-Type', 'application/yaml')
        .send('apiVersion: hub.catalog/v1\nkind: Catalog\ncategories: [\n  - a\ntemplates: []\n');
      expectProblem(yaml, 400, 'validation_failed');
      expect(yaml.body.detail).toMatch(/^The document is not valid YAML: .*\(line \d+, column \d+\)\.$/);
      const dupKey = await hub.http
        .post(`${BASE}/plan`)
        .set(admin.auth)
        .set('Content-Type', 'text/yaml')
        .send('apiVersion: hub.catalog/v1\nkind: Catalog\nkind: Catalog\ncategories: []\ntemplates: []\n');
      expectProblem(dupKey, 400, 'validation_failed');
      expect(dupKey.body.detail).toMatch(/line 3, column 1/);
    });

    it('YAML is for the document routes only: elsewhere 415', async () => {
      const res = await hub.http
        .post('/api/v1/admin/categories')
        .set(admin.auth)
        .set('Content-Type', 'application/yaml')
        .send('name: x\nslug: x\n');
      expectProblem(res, 415, 'unsupported_media_type');
    });

    it('limits: more than 5,000 templates → 400 stating it; more than 10 MB → 413 stating it', async () => {
      const many = doc(Array.from({ length: 5001 }, (_, i) => ({ slug: `t${i}` })));
      const res = await plan(many);
      expectProblem(res, 400, 'validation_failed');
      expect(res.body.detail).toMatch(/at most 5000 templates/);
      const huge = JSON.stringify(doc([tpl('big', { documentation: 'x'.repeat(11 * 1024 * 1024) })]));
      const big = await hub.http
        .post(`${BASE}/plan`)
        .set(admin.auth)
        .set('Content-Type', 'application/json')
        .send(huge);
      expectProblem(big, 413, 'payload_too_large');
      expect(big.body.detail).toBe('The request body is larger than 10 MiB.');
      // The admin routes keep their 1 MiB.
      const small = await hub.http
        .post('/api/v1/admin/templates')
        .set(admin.auth)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ documentation: 'x'.repeat(2 * 1024 * 1024) }));
      expectProblem(small, 413, 'payload_too_large');
      expect(small.body.detail).toBe('The request body is larger than 1 MiB.');
    });
  });

  describe('a hub-scoped document, from plan to prune', () => {
    const first = doc([tpl('alpha'), tpl('beta', { category_slug: 'cd-tools', tags: ['B', 'b'] })], CATEGORIES);

    it('plan: everything is a create; nothing is written', async () => {
      const res = await plan(first).expect(200);
      expect(res.headers.etag).toBe(res.body.etag);
      expect(actions(res.body.categories)).toEqual({ 'cd-llm': 'create', 'cd-tools': 'create' });
      expect(actions(res.body.templates)).toEqual({ alpha: 'create', beta: 'create' });
      expect(res.body.summary).toEqual({ create: 4, update: 0, unchanged: 0, delete: 0, conflict: 0, refused: 0 });
      expect(res.body.templates[1]).toEqual({ action: 'create', slug: 'beta', index: 1, revision: 1 });
      expect((await hub.db.query('SELECT count(*)::int AS n FROM templates'))[0].n).toBe(0);
    });

    it('apply writes it all, through the admin rules (revision 1, tags normalised), and flushes caches once', async () => {
      const listener = hub.config.databaseUrl ? new pg.Client({ connectionString: hub.config.databaseUrl }) : null;
      const notified: string[] = [];
      if (listener) {
        await listener.connect();
        listener.on('notification', (m) => notified.push(m.payload ?? ''));
        await listener.query('LISTEN hub_catalog');
      }
      try {
        const cache = hub.app.get(HubCache);
        const flushes = cache.flushes;
        const res = await apply(first).expect(200);
        expect(res.body.applied).toBe(true);
        expect(res.body.summary.create).toBe(4);
        expect(res.headers.etag).toBe(res.body.etag_after);
        const [beta] = await hub.db.query(
          `SELECT t.tags, t.revision, t.owner_org_id, c.slug AS category FROM templates t
             JOIN categories c ON c.id = t.category_id WHERE t.slug = 'beta'`,
        );
        expect(beta).toEqual({ tags: ['b'], revision: 1, owner_org_id: null, category: 'cd-tools' });
        if (listener) {
          await new Promise((r) => setTimeout(r, 300));
          expect(notified).toHaveLength(1);
          expect(notified[0]).toMatch(/^catalog \d+$/);
        } else {
          expect(cache.flushes - flushes).toBe(1);
        }
        // The same document again: all unchanged, nothing written, no revision, no flush, no notification.
        const again = await plan(first).expect(200);
        expect(again.body.summary).toEqual({ create: 0, update: 0, unchanged: 4, delete: 0, conflict: 0, refused: 0 });
        expect(again.body.etag).toBe(res.body.etag_after);
        const flushesBefore = cache.flushes;
        const notifiedBefore = notified.length;
        const second = await apply(first).expect(200);
        expect(second.body.applied).toBe(false);
        expect(second.body.etag_after).toBe(res.body.etag_after);
        await new Promise((r) => setTimeout(r, 300));
        expect(cache.flushes).toBe(flushesBefore);
        expect(notified.length).toBe(notifiedBefore);
        expect(await revisions('alpha')).toBe(1);
      } finally {
        await listener?.end();
      }
    });

    it('update: the changed fields, old and new; a deployable change publishes a revision with the notes', async () => {
      const changed = doc(
        [
          tpl('alpha', {
            image_tag: 'v2',
            description: 'Now described.',
            version: '2.0.0',
            changes: [{ kind: 'changed', description: 'v2' }],
          }),
          tpl('beta', { category_slug: 'cd-tools', tags: ['b'], is_featured: true }),
        ],
        [{ ...CATEGORIES[0], name: 'Large language models' }, CATEGORIES[1]],
      );
      const res = await plan(changed).expect(200);
      expect(actions(res.body.templates)).toEqual({ alpha: 'update', beta: 'update' });
      const alpha = res.body.templates.find((t: { slug: string }) => t.slug === 'alpha');
      expect(alpha.publishes_revision).toBe(true);
      expect(alpha.changes).toEqual([
        { field: 'description', old: '', new: 'Now described.' },
        { field: 'version', old: '1.0.0', new: '2.0.0' },
        { field: 'image_tag', old: 'v1', new: 'v2' },
      ]);
      const beta = res.body.templates.find((t: { slug: string }) => t.slug === 'beta');
      expect(beta).toMatchObject({
        publishes_revision: false,
        changes: [{ field: 'is_featured', old: false, new: true }],
      });
      expect(res.body.categories[0]).toMatchObject({
        action: 'update',
        changes: [{ field: 'name', old: 'LLM', new: 'Large language models' }],
      });
      await apply(changed).expect(200);
      expect(await revisions('alpha')).toBe(2);
      expect(await revisions('beta')).toBe(1);
      const [notes] = await hub.db.query(
        `SELECT r.changes FROM template_revisions r JOIN templates t ON t.id = r.template_id
          WHERE t.slug = 'alpha' AND r.revision = 2`,
      );
      expect(notes.changes).toEqual([{ kind: 'changed', description: 'v2' }]);
      // The notes stay in the document; applying it again publishes nothing.
      expect((await apply(changed).expect(200)).body.applied).toBe(false);
      expect(await revisions('alpha')).toBe(2);
    });

    it('If-Match: the reviewed plan lands, or 412 when the catalog moved', async () => {
      const next = doc([
        tpl('alpha', { image_tag: 'v3', version: '3.0.0' }),
        tpl('beta', { category_slug: 'cd-tools' }),
      ]);
      const reviewed = (await plan(next).expect(200)).body.etag;
      const [alpha] = await hub.db.query(`SELECT id FROM templates WHERE slug = 'alpha'`);
      await hub.http
        .put('/api/v1/admin/templates')
        .set(admin.auth)
        .send({ id: alpha.id, description: 'moved' })
        .expect(200);
      const stale = await apply(next).set('If-Match', reviewed);
      expectProblem(stale, 412, 'precondition_failed');
      expect((await hub.db.query(`SELECT image_tag FROM templates WHERE slug = 'alpha'`))[0].image_tag).toBe('v2');
      const fresh = (await plan(next).expect(200)).body.etag;
      expect(fresh).not.toBe(reviewed);
      // A weak tag never matches for If-Match (RFC 9110 §13.1.1 strong comparison), even of the current state.
      const bareFresh = String(fresh).replace(/^"|"$/g, '');
      for (const weak of [`W/"${bareFresh}"`, `w/"${bareFresh}"`, `W/"${bareFresh}", W/"other"`]) {
        expectProblem(await apply(next).set('If-Match', weak), 412, 'precondition_failed');
      }
      expect((await hub.db.query(`SELECT image_tag FROM templates WHERE slug = 'alpha'`))[0].image_tag).toBe('v2');
      await apply(next).set('If-Match', `W/"other", ${fresh}`).expect(200);
      expect((await hub.db.query(`SELECT image_tag FROM templates WHERE slug = 'alpha'`))[0].image_tag).toBe('v3');
    });

    it('prune: only with prune=true; deprecated unless force=true; categories only when unused', async () => {
      const onlyAlpha = doc([tpl('alpha', { image_tag: 'v3', version: '3.0.0' })], [CATEGORIES[0]]);
      const noPrune = await plan(onlyAlpha).expect(200);
      expect(actions(noPrune.body.templates)).toEqual({ alpha: 'unchanged' });
      const pruned = await plan(onlyAlpha, '?prune=true').expect(200);
      expect(actions(pruned.body.templates)).toEqual({ alpha: 'unchanged', beta: 'delete:deprecate' });
      expect(pruned.body.templates[1]).toMatchObject({ slug: 'beta', index: null });
      // beta stays (deprecated) and still uses cd-tools, so the category is kept.
      expect(pruned.body.categories[1]).toMatchObject({ slug: 'cd-tools', action: 'unchanged', index: null });
      await apply(onlyAlpha, '?prune=true').expect(200);
      const [beta] = await hub.db.query(`SELECT deprecated FROM templates WHERE slug = 'beta'`);
      expect(beta.deprecated).toMatchObject({ reason: 'Removed from the hub catalog document.' });
      expect((await plan(onlyAlpha, '?prune=true').expect(200)).body.summary).toMatchObject({ delete: 0, update: 0 });
      expect((await apply(onlyAlpha, '?prune=true').expect(200)).body.applied).toBe(false);
      // force: deleted, and then the category nothing uses goes too.
      const forced = await plan(onlyAlpha, '?prune=true&force=true').expect(200);
      expect(actions(forced.body.templates)).toEqual({ alpha: 'unchanged', beta: 'delete:delete' });
      expect(actions(forced.body.categories)).toEqual({ 'cd-llm': 'unchanged', 'cd-tools': 'delete' });
      await apply(onlyAlpha, '?prune=true&force=true').expect(200);
      expect(await hub.db.query(`SELECT id FROM templates WHERE slug = 'beta'`)).toEqual([]);
      expect(await hub.db.query(`SELECT id FROM categories WHERE slug = 'cd-tools'`)).toEqual([]);
      // Syncing callers are told it is gone.
      const [gone] = await hub.db.query(`SELECT deleted FROM template_visibility_events WHERE slug = 'beta'`);
      expect(gone.deleted).toBe(true);
    });
  });

  describe('scopes, refusals and write-only fields', () => {
    it('an organization document owns its templates; a hub prune never touches them', async () => {
      const org = await fx.org();
      const mine = doc([tpl('org-only', { category_slug: 'cd-llm' })], [], org.slug);
      const res = await plan(mine).expect(200);
      expect(res.body.owner_org_slug).toBe(org.slug);
      await apply(mine).expect(200);
      const [row] = await hub.db.query(`SELECT owner_org_id FROM templates WHERE slug = 'org-only'`);
      expect(row.owner_org_id).toBe(org.id);
      const hubPrune = await plan(doc([tpl('alpha', { image_tag: 'v3', version: '3.0.0' })]), '?prune=true&force=true');
      expect(hubPrune.body.templates.map((t: { slug: string }) => t.slug)).not.toContain('org-only');
      expect(hubPrune.body.categories).toEqual([expect.objectContaining({ slug: 'cd-llm', action: 'unchanged' })]);
      // Its export is its own document, with the categories its templates use.
      const exported = await hub.http.get(`${BASE}/export?owner_org_slug=${org.slug}`).set(admin.auth).expect(200);
      expect(exported.body.owner_org_slug).toBe(org.slug);
      expect(exported.body.templates.map((t: { slug: string }) => t.slug)).toEqual(['org-only']);
      expect(exported.body.categories.map((c: { slug: string }) => c.slug)).toEqual(['cd-llm']);
      const again = await plan(exported.body).expect(200);
      expect(again.body.summary).toMatchObject({ create: 0, update: 0, delete: 0, conflict: 0, refused: 0 });
    });

    it('refusals (a slug taken outside the scope, an unknown category) are planned, and apply writes nothing', async () => {
      const bad = doc([tpl('fresh-one'), tpl('org-only'), tpl('lost', { category_slug: 'nowhere' })]);
      const res = await plan(bad).expect(200);
      expect(res.body.refusals).toEqual([
        expect.objectContaining({ entry: 'template', index: 1, slug: 'org-only', field: 'slug' }),
        expect.objectContaining({ entry: 'template', index: 2, slug: 'lost', field: 'category_slug' }),
      ]);
      expect(res.body.summary.refused).toBe(2);
      const applied = await apply(bad);
      expectProblem(applied, 400, 'validation_failed');
      expect(applied.body.errors.map((e: { field: string }) => e.field)).toEqual([
        'templates.1 (org-only).slug',
        'templates.2 (lost).category_slug',
      ]);
      expect(await hub.db.query(`SELECT id FROM templates WHERE slug = 'fresh-one'`)).toEqual([]);
    });

    it('registry_credentials: written, never exported, kept when left out, unchanged when equal', async () => {
      const creds = { username: 'robot', password: 'hunter2-secret' };
      const withCreds = doc([
        tpl('private-img', { registry_url: 'registry.example.com', registry_credentials: creds }),
      ]);
      expect(actions((await plan(withCreds).expect(200)).body.templates)).toEqual({ 'private-img': 'create' });
      await apply(withCreds).expect(200);
      const stored = async () =>
        (await hub.db.query(`SELECT registry_credentials_enc FROM templates WHERE slug = 'private-img'`))[0]
          .registry_credentials_enc as string | null;
      const enc = await stored();
      expect(enc).toBeTruthy();
      expect(actions((await plan(withCreds).expect(200)).body.templates)).toEqual({ 'private-img': 'unchanged' });
      const exported = await hub.http.get(`${BASE}/export`).set(admin.auth).expect(200);
      expect(exported.text).not.toContain('hunter2');
      expect(exported.text).not.toContain('registry_credentials');
      const without = doc([tpl('private-img', { registry_url: 'registry.example.com' })]);
      expect(actions((await plan(without).expect(200)).body.templates)).toEqual({ 'private-img': 'unchanged' });
      const changed = await plan(
        doc([
          tpl('private-img', {
            registry_url: 'registry.example.com',
            registry_credentials: { ...creds, password: 'other' },
          }),
        ]),
      ).expect(200);
      expect(changed.body.templates[0].changes).toEqual([
        { field: 'registry_credentials', old: '(set)', new: '(set)' },
      ]);
      expect(JSON.stringify(changed.body)).not.toContain('other');
      expect(await stored()).toBe(enc);
    });

    it('export → plan is all unchanged, as JSON and as YAML (Accept or format=yaml)', async () => {
      const json = await hub.http.get(`${BASE}/export`).set(admin.auth).expect(200);
      expect(json.headers['content-type']).toMatch(/^application\/json/);
      expect(json.body.templates.map((t: { slug: string }) => t.slug)).toEqual(
        [...json.body.templates.map((t: { slug: string }) => t.slug)].sort(),
      );
      const planned = await plan(json.body, '?prune=true').expect(200);
      expect(planned.body.summary).toMatchObject({ create: 0, update: 0, delete: 0, conflict: 0, refused: 0 });
      const yaml = await hub.http.get(`${BASE}/export`).set(admin.auth).set('Accept', 'application/yaml').expect(200);
      expect(yaml.headers['content-type']).toMatch(/^application\/yaml/);
      expect(parseYaml(yaml.text)).toEqual(json.body);
      const byQuery = await hub.http.get(`${BASE}/export?format=yaml`).set(admin.auth).expect(200);
      expect(byQuery.text).toBe(yaml.text);
      const yamlPlan = await hub.http
        .post(`${BASE}/plan?prune=true`)
        .set(admin.auth)
        .set('Content-Type', 'application/yaml')
        .send(yaml.text)
        .expect(200);
      expect(yamlPlan.body.summary).toMatchObject({ create: 0, update: 0, delete: 0, conflict: 0, refused: 0 });
      // A second export is byte for byte the first.
      expect((await hub.http.get(`${BASE}/export`).set(admin.auth).expect(200)).text).toBe(json.text);
    });

    it('YAML bodies apply like JSON ones', async () => {
      const body = toYaml(doc([tpl('from-yaml')]));
      const res = await hub.http
        .post(`${BASE}/apply`)
        .set(admin.auth)
        .set('Content-Type', 'text/yaml')
        .send(body)
        .expect(200);
      expect(actions(res.body.templates)).toEqual({ 'from-yaml': 'create' });
    });
  });

  describe('apply writes in batches, not one template at a time', () => {
    // A statement-level trigger counts the statements apply sends to templates and to the revisions' notes: the
    // same document applied one template at a time would send one of each per template.
    const COUNT = 40;
    const CATEGORY = [{ slug: 'cd-batch', name: 'Batch' }];
    const statements = async (): Promise<Record<string, number>> => {
      const rows: { op: string; n: number }[] = await hub.db.query(
        'SELECT op, count(*)::int AS n FROM test_catalog_statements GROUP BY op',
      );
      await hub.db.query('DELETE FROM test_catalog_statements');
      return Object.fromEntries(rows.map((r) => [r.op, Number(r.n)]));
    };
    beforeAll(async () => {
      await hub.db.query('CREATE TABLE test_catalog_statements (op text NOT NULL)');
      await hub.db.query(
        `CREATE FUNCTION test_catalog_statement() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           INSERT INTO test_catalog_statements VALUES (TG_TABLE_NAME || ' ' || TG_OP);
           RETURN NULL;
         END $$`,
      );
      await hub.db.query(
        `CREATE TRIGGER test_catalog_templates AFTER INSERT OR UPDATE OR DELETE ON templates
         FOR EACH STATEMENT EXECUTE FUNCTION test_catalog_statement()`,
      );
      await hub.db.query(
        `CREATE TRIGGER test_catalog_revisions AFTER UPDATE ON template_revisions
         FOR EACH STATEMENT EXECUTE FUNCTION test_catalog_statement()`,
      );
    });
    afterAll(async () => {
      await hub.db.query('DROP TRIGGER test_catalog_templates ON templates');
      await hub.db.query('DROP TRIGGER test_catalog_revisions ON template_revisions');
      await hub.db.query('DROP FUNCTION test_catalog_statement()');
      await hub.db.query('DROP TABLE test_catalog_statements');
    });

    it('creates, updates with notes, deprecations and deletions: one statement each, every rule kept', async () => {
      const org = await fx.org();
      const slugs = Array.from({ length: COUNT }, (_, i) => `batch-${String(i).padStart(2, '0')}`);
      // Rows that leave fields out (the column defaults) next to rows that set them.
      const extra = (i: number) => ({
        category_slug: 'cd-batch',
        ...(i % 2 ? { description: `Template ${i}.`, env: [{ name: 'MODE', value: 'batch' }] } : {}),
      });
      const first = doc(
        slugs.map((slug, i) =>
          tpl(slug, {
            ...extra(i),
            ...(i === 0 ? { changes: [{ kind: 'added', description: 'First release.' }] } : {}),
          }),
        ),
        CATEGORY,
        org.slug,
      );
      await statements();
      const created = await apply(first).expect(200);
      expect(created.body.summary).toMatchObject({ create: COUNT + 1, refused: 0 }); // and the category
      expect(await statements()).toEqual({ 'templates INSERT': 1, 'template_revisions UPDATE': 1 });
      const rows: { slug: string; revision: number; description: string; env: unknown; owner_org_id: string }[] =
        await hub.db.query(
          'SELECT slug, revision, description, env, owner_org_id FROM templates WHERE slug = ANY ($1) ORDER BY slug',
          [slugs],
        );
      expect(rows).toHaveLength(COUNT);
      expect(rows[0]).toMatchObject({ revision: 1, description: '', env: [], owner_org_id: org.id });
      expect(rows[1]).toMatchObject({ description: 'Template 1.', env: [{ name: 'MODE', value: 'batch' }] });
      const [firstNotes] = await hub.db.query(
        `SELECT r.changes FROM template_revisions r JOIN templates t ON t.id = r.template_id
          WHERE t.slug = $1 AND r.revision = 1`,
        [slugs[0]],
      );
      expect(firstNotes.changes).toEqual([{ kind: 'added', description: 'First release.' }]);

      // Every template's image and version (one shape of write), with release notes: revision 2 each.
      const second = doc(
        slugs.map((slug, i) =>
          tpl(slug, {
            ...extra(i),
            image_tag: 'v2',
            version: '2.0.0',
            changes: [{ kind: 'security', description: `Patched ${slug}.` }],
          }),
        ),
        CATEGORY,
        org.slug,
      );
      const updated = await apply(second).expect(200);
      expect(updated.body.summary).toMatchObject({ update: COUNT });
      expect(await statements()).toEqual({ 'templates UPDATE': 1, 'template_revisions UPDATE': 1 });
      const published: { n: number; secure: number }[] = await hub.db.query(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE r.contains_security_updates)::int AS secure
           FROM template_revisions r JOIN templates t ON t.id = r.template_id
          WHERE t.slug = ANY ($1) AND r.revision = 2 AND t.revision = 2 AND r.changes->0->>'kind' = 'security'`,
        [slugs],
      );
      expect(published[0]).toEqual({ n: COUNT, secure: COUNT });
      // Applying it again writes nothing at all.
      expect((await apply(second).expect(200)).body.applied).toBe(false);
      expect(await statements()).toEqual({});

      // Prune: the half left out deprecated in one statement, then deleted in one.
      const kept = doc(
        slugs.slice(0, COUNT / 2).map((slug, i) => tpl(slug, { ...extra(i), image_tag: 'v2', version: '2.0.0' })),
        CATEGORY,
        org.slug,
      );
      const deprecated = await apply(kept, '?prune=true').expect(200);
      expect(deprecated.body.summary).toMatchObject({ delete: COUNT / 2, update: 0 });
      expect(await statements()).toEqual({ 'templates UPDATE': 1 });
      const marks: { n: number }[] = await hub.db.query(
        'SELECT count(*)::int AS n FROM templates WHERE slug = ANY ($1) AND deprecated IS NOT NULL',
        [slugs],
      );
      expect(marks[0].n).toBe(COUNT / 2);
      await apply(kept, '?prune=true&force=true').expect(200);
      expect(await statements()).toEqual({ 'templates DELETE': 1 });
      const left: { n: number }[] = await hub.db.query(
        'SELECT count(*)::int AS n FROM templates WHERE slug = ANY ($1)',
        [slugs],
      );
      expect(left[0].n).toBe(COUNT / 2);
    });
  });
});
