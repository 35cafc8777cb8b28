import { HubFixtures, startTestHub, type TestHub } from '#test/support';
import { expectProblem, makeOrg, makeUser, type TestUser } from './account-admin.helpers.js';

// Issue 39: each template has a manager; another manager's apply is a conflict unless it takes the template over.
const BASE = '/api/v1/admin/catalog';

type Entry = { slug: string; action: string; prune?: string; manager?: string; takes_over_from?: string };
const doc = (templates: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({
  apiVersion: 'hub.catalog/v1',
  kind: 'Catalog',
  ...extra,
  categories: [{ slug: 'own-tools', name: 'Databases', sort_order: 5 }],
  templates,
});
const tpl = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  name: `Template ${slug}`,
  category_slug: 'own-tools',
  image_name: 'example/app',
  image_tag: 'v1',
  ...extra,
});

describe('template ownership: managers, conflicts, takeovers', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  let admin: TestUser;
  const post = (route: string, body: unknown, query = '') =>
    hub.http
      .post(`${BASE}/${route}${query}`)
      .set(admin.auth)
      .send(body as object);
  const stored = async (slug: string) =>
    (await hub.db.query('SELECT slug, image_tag, manager FROM templates WHERE slug = $1', [slug]))[0] as
      { image_tag: string; manager: string } | undefined;
  const bySlug = (entries: Entry[]) => Object.fromEntries(entries.map((e) => [e.slug, e]));

  beforeAll(async () => {
    hub = await startTestHub();
    fx = new HubFixtures(hub);
    admin = await makeUser(hub, { role: 'admin', email: 'curator@example.test' });
    // The console's (a document without a source is the console's own, as a template made in the console).
    await post('apply', doc([tpl('code-server', { image_tag: 'curated' }), tpl('console-only')])).expect(200);
  });
  afterAll(() => hub.close());

  it('the admin API shows each template’s manager: console for what the console and source-less documents make', async () => {
    const res = await hub.http.get('/api/v1/admin/templates?limit=100').set(admin.auth).expect(200);
    const managers = Object.fromEntries(
      (res.body.templates as { slug: string; manager: string }[]).map((t) => [t.slug, t.manager]),
    );
    expect(managers).toMatchObject({ 'code-server': 'console', 'console-only': 'console' });
  });

  it('another manager’s plan lists the template as a conflict, and apply leaves it untouched without the flag', async () => {
    const body = doc([tpl('code-server', { image_tag: 'lsio' }), tpl('ls-app')], { source: 'linuxserver' });
    const plan = await post('plan', body).expect(200);
    expect(plan.body.source).toBe('linuxserver');
    expect(plan.body.take_over).toBe(false);
    const entries = bySlug(plan.body.templates);
    expect(entries['code-server']).toMatchObject({ action: 'conflict', manager: 'console' });
    expect(entries['ls-app']).toMatchObject({ action: 'create' });
    expect(plan.body.summary).toMatchObject({ create: 1, update: 0, conflict: 1, refused: 0 });

    const applied = await post('apply', body).expect(200);
    expect(applied.body.applied).toBe(true);
    expect(await stored('code-server')).toMatchObject({ image_tag: 'curated', manager: 'console' });
    expect(await stored('ls-app')).toMatchObject({ manager: 'linuxserver' });
    const takeovers = await hub.http.get(`${BASE}/takeovers`).set(admin.auth).expect(200);
    expect(takeovers.body.takeovers).toEqual([]);
  });

  it('the same manager updates what it made (no conflict)', async () => {
    const body = doc([tpl('code-server', { image_tag: 'lsio' }), tpl('ls-app', { image_tag: 'v2' })], {
      source: 'linuxserver',
    });
    const applied = await post('apply', body).expect(200);
    const entries = bySlug(applied.body.templates);
    expect(entries['ls-app']).toMatchObject({ action: 'update' });
    expect(entries['ls-app'].manager).toBeUndefined();
    expect(entries['code-server'].action).toBe('conflict');
    expect(await stored('ls-app')).toMatchObject({ image_tag: 'v2', manager: 'linuxserver' });
    expect(await stored('code-server')).toMatchObject({ image_tag: 'curated', manager: 'console' });
  });

  it('an explicit takeover updates it, makes the source its manager and is recorded (who, from which, when)', async () => {
    const body = doc([tpl('code-server', { image_tag: 'lsio' }), tpl('ls-app', { image_tag: 'v2' })], {
      source: 'linuxserver',
    });
    const plan = await post('plan', body, '?take_over=true').expect(200);
    expect(bySlug(plan.body.templates)['code-server']).toMatchObject({
      action: 'update',
      takes_over_from: 'console',
    });
    expect(plan.body.summary).toMatchObject({ update: 1, conflict: 0 });
    const before = Date.now();
    await post('apply', body, '?take_over=true').set('If-Match', plan.body.etag).expect(200);
    expect(await stored('code-server')).toMatchObject({ image_tag: 'lsio', manager: 'linuxserver' });
    const res = await hub.http.get(`${BASE}/takeovers?slug=code-server`).set(admin.auth).expect(200);
    expect(res.body.takeovers).toHaveLength(1);
    const [takeover] = res.body.takeovers;
    expect(takeover).toMatchObject({
      template_slug: 'code-server',
      from_manager: 'console',
      to_manager: 'linuxserver',
      taken_by_email: 'curator@example.test',
    });
    expect(Date.parse(takeover.taken_at)).toBeGreaterThanOrEqual(before - 60_000);
    // The console's document now meets the linuxserver template as a conflict in its turn.
    const back = await post('plan', doc([tpl('code-server', { image_tag: 'curated' }), tpl('console-only')]));
    expect(bySlug(back.body.templates)['code-server']).toMatchObject({ action: 'conflict', manager: 'linuxserver' });
  });

  it('prune and force never touch another manager’s template; they delete only the document’s own', async () => {
    // linuxserver leaves everything out: only its own templates are pruned, the console's stay.
    const empty = doc([], { source: 'linuxserver' });
    const plan = await post('plan', empty, '?prune=true&force=true').expect(200);
    const entries = bySlug(plan.body.templates);
    expect(entries['ls-app']).toMatchObject({ action: 'delete', prune: 'delete' });
    expect(entries['code-server']).toMatchObject({ action: 'delete', prune: 'delete' }); // taken over: its own now
    expect(entries['console-only']).toBeUndefined();
    // A third manager leaves them all out and deletes nothing.
    const other = await post('apply', doc([], { source: 'other' }), '?prune=true&force=true').expect(200);
    expect(other.body.summary.delete).toBe(0);
    // The console's document with prune deletes its own (console-only) and not linuxserver's.
    const consolePrune = await post('apply', doc([]), '?prune=true&force=true').expect(200);
    expect(bySlug(consolePrune.body.templates)['console-only']).toMatchObject({ action: 'delete', prune: 'delete' });
    expect(bySlug(consolePrune.body.templates)['ls-app']).toBeUndefined();
    expect(await stored('console-only')).toBeUndefined();
    expect(await stored('ls-app')).toMatchObject({ manager: 'linuxserver' });
    expect(await stored('code-server')).toMatchObject({ manager: 'linuxserver' });
  });

  it('export names each template’s manager, or only one manager’s; export → plan is all unchanged', async () => {
    await post('apply', doc([tpl('by-console')])).expect(200);
    const all = await hub.http.get(`${BASE}/export`).set(admin.auth).expect(200);
    const exported = bySlug(all.body.templates) as unknown as Record<string, { source?: string }>;
    expect(exported['ls-app'].source).toBe('linuxserver');
    expect(exported['by-console'].source).toBeUndefined();
    const planned = await post('plan', all.body).expect(200);
    expect(planned.body.summary).toMatchObject({ create: 0, update: 0, delete: 0, conflict: 0, refused: 0 });
    const one = await hub.http.get(`${BASE}/export?source=linuxserver`).set(admin.auth).expect(200);
    expect(one.body.source).toBe('linuxserver');
    expect((one.body.templates as { slug: string }[]).map((t) => t.slug).sort()).toEqual(['code-server', 'ls-app']);
    const replanned = await post('plan', one.body, '?prune=true').expect(200);
    expect(replanned.body.summary).toMatchObject({ create: 0, update: 0, delete: 0, conflict: 0 });
  });

  it('a bad source is a 400 naming the field; the takeovers record is for admins only', async () => {
    const bad = await post('plan', doc([], { source: 'Not A Name' }));
    expectProblem(bad, 400, 'validation_failed');
    expect(JSON.stringify(bad.body.errors)).toContain('source');
    const { admin: orgAdmin } = await makeOrg(hub, fx);
    expectProblem(await hub.http.get(`${BASE}/takeovers`).set(orgAdmin.auth), 403, 'forbidden');
    expectProblem(await hub.http.get(`${BASE}/takeovers`), 401, 'unauthenticated');
  });

  describe('import: its source, slugs another manager holds, categories', () => {
    const portainer = (entries: { name: string; category: string }[]) => ({
      version: '3',
      templates: entries.map((e) => ({
        type: 1,
        title: e.name,
        name: e.name,
        image: `example/${e.name}:1`,
        categories: [e.category],
      })),
    });
    const importing = (body: object, query: string) =>
      hub.http
        .post(`${BASE}/import?format=portainer${query}`)
        .set(admin.auth)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(body));

    it('suffixes a slug another manager holds (saying so), keeps its own, adopts on purpose', async () => {
      const body = portainer([
        { name: 'by-console', category: 'database' },
        { name: 'ls-app', category: 'home automation' },
      ]);
      const res = await importing(body, '&source=linuxserver').expect(200);
      expect(res.body.source).toBe('linuxserver');
      expect(res.body.document.source).toBe('linuxserver');
      const slugs = (res.body.document.templates as { slug: string }[]).map((t) => t.slug);
      expect(slugs).toEqual(['by-console-2', 'ls-app']); // ls-app: linuxserver's own, updated in place
      const [renamed] = res.body.report;
      expect(renamed.slug).toBe('by-console-2');
      expect(renamed.notes.join(' ')).toContain(
        'slug by-console is taken on the hub by a template managed by "console"',
      );

      const adopted = await importing(body, '&source=linuxserver&adopt=true').expect(200);
      expect((adopted.body.document.templates as { slug: string }[]).map((t) => t.slug)).toEqual([
        'by-console',
        'ls-app',
      ]);
      expect(adopted.body.report[0].notes.join(' ')).toContain('adopts the hub');
      const plan = await post('plan', adopted.body.document).expect(200);
      expect(bySlug(plan.body.templates)['by-console']).toMatchObject({ action: 'conflict', manager: 'console' });

      // Without a source: the format names it.
      const unnamed = await importing(body, '').expect(200);
      expect(unnamed.body.source).toBe('portainer');
      expect((unnamed.body.document.templates as { slug: string }[]).map((t) => t.slug)).toEqual([
        'by-console-2',
        'ls-app-2',
      ]);
    });

    it('maps categories onto the hub’s (case, plural, punctuation), title-cases and orders the new ones after', async () => {
      const res = await importing(
        portainer([
          { name: 'x1', category: 'database' },
          { name: 'x2', category: 'home automation' },
        ]),
        '&source=mapping',
      ).expect(200);
      expect(res.body.categories).toEqual([
        { source: 'database', slug: 'own-tools', name: 'Databases', existing: true },
        { source: 'home automation', slug: 'home-automation', name: 'Home Automation', existing: false },
      ]);
      expect(res.body.document.categories).toEqual([
        { slug: 'home-automation', name: 'Home Automation', sort_order: 15 },
      ]);
      expect(res.body.report.map((e: { category_slug: string }) => e.category_slug)).toEqual([
        'own-tools',
        'home-automation',
      ]);
      const plan = await post('plan', res.body.document).expect(200);
      expect(plan.body.refusals).toEqual([]);
    });

    it('refuses a bad source or adopt value with a 400', async () => {
      expectProblem(await importing(portainer([]), '&source=Bad Name'), 400, 'validation_failed');
      expectProblem(await importing(portainer([]), '&adopt=yes'), 400, 'validation_failed');
    });
  });
});
