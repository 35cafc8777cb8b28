import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { EntitySubscriberInterface } from 'typeorm';
import { HubFixtures, startDemoPair, type TestFleet, type TestHub, tempAdminSession } from '#test/support';
import { storeDemoInventory } from '../apps/fleet/src/inventory/demo-inventory.js';

type Item = {
  slug: string;
  memory_request: string;
  needs_revision: number | null;
  fit: { verdict: string; reasons: { code: string }[] } | null;
  pinned: { revision: number } | null;
  update: { update_class: string; target_revision: number | null } | null;
  serving_revision: number | null;
  mirrored: boolean;
};

/**
 * The fleet's Catalog (issue 33 item 1, issue 35): GET /api/v1/hub/catalog answers the hub's ranked search, facets
 * and fit verdicts asked with the instance key, joined with the fleet's pins and updates; a plain filter over the
 * mirror (`ranking: local`) once the hub is gone. GET /api/v1/hub/templates/:slug/changes is the hub's diff.
 */
describe('GET /api/v1/hub/catalog and /hub/templates/:slug/changes', () => {
  let hub: TestHub | undefined;
  let fleet: TestFleet;
  let key: string;
  let admin: string;
  let machine: string;
  let rootFile: string;

  beforeAll(async () => {
    ({ hub, fleet, key, rootFile } = await startDemoPair());
    admin = await tempAdminSession(fleet);
    await storeDemoInventory(fleet.app);
    for (let waited = 0; waited < 10_000; waited += 100) {
      const view = (await fleet.http.get('/api/v1/inventory').set('Authorization', `Bearer ${admin}`).expect(200)).body
        .inventory;
      if (view.hub.up_to_date) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await fleet.http.post('/api/v1/hub/sync').set('Authorization', `Bearer ${admin}`).expect(200);
    machine = (
      await fleet.http
        .post('/api/v1/machine-tokens')
        .set('Authorization', `Bearer ${admin}`)
        .send({ name: 'catalog-reader', role: 'readonly', expires_in_days: 7 })
        .expect(201)
    ).body.machineToken.token;
  }, 180_000);
  afterAll(async () => {
    await fleet?.close();
    await hub?.close();
  });

  const catalog = async (query: string, bearer = admin) => {
    const res = await fleet.http
      .get(`/api/v1/hub/catalog${query}`)
      .set('Authorization', `Bearer ${bearer}`)
      .expect(200);
    expect(JSON.stringify(res.body)).not.toContain(key);
    return res.body;
  };
  const hubList = async (query: string) =>
    (await hub!.http.get(`/api/v1/catalog/templates${query}`).set('Authorization', `Bearer ${key}`).expect(200)).body;

  it('is refused without credentials (problem+json), and answered to a person and to a machine token', async () => {
    for (const path of ['/api/v1/hub/catalog', '/api/v1/hub/templates/vllm/changes?from=1']) {
      const res = await fleet.http.get(path).expect(401);
      expect(res.headers['content-type']).toContain('application/problem+json');
      await fleet.http.get(path).set('Authorization', 'Bearer svcm_not-a-token').expect(401);
    }
    // Authorization is flat (docs/fleet-console.md): a readonly machine token may read, as a person may.
    expect((await catalog('', machine)).ranking).toBe('hub');
    await fleet.http
      .get('/api/v1/hub/templates/vllm/changes?from=1')
      .set('Authorization', `Bearer ${machine}`)
      .expect(200);
  });

  it('shows the demo catalog verified by the demo publisher, as `npm start` does, with no extra step', async () => {
    // The seed made the demo root and publisher keys (0600), published the root and signed the demo catalog.
    for (const file of ['root.key', 'demo.key'])
      expect(statSync(join(dirname(rootFile), file)).mode & 0o777).toBe(0o600);
    const sync = (await fleet.http.get('/api/v1/hub/sync').set('Authorization', `Bearer ${admin}`).expect(200)).body;
    expect(sync.sync.trust).toMatchObject({ enabled: true, root_version: 1, frozen: false, last_error: null });
    const list = await catalog('?limit=100');
    expect(list.templates.length).toBeGreaterThan(3);
    for (const t of list.templates as (Item & { signature: { status: string; publisher: string } })[]) {
      expect({ slug: t.slug, ...t.signature }).toMatchObject({ slug: t.slug, status: 'verified', publisher: 'demo' });
    }
    const vllm = (
      await fleet.http.get('/api/v1/hub/templates/vllm').set('Authorization', `Bearer ${admin}`).expect(200)
    ).body.template;
    expect(vllm.signature).toMatchObject({
      status: 'verified',
      publisher: 'demo',
      snapshot_version: expect.any(Number),
    });
    // The hub serves the demo publisher's envelopes: it made none of them.
    const versions = (
      await hub!.http.get('/api/v1/catalog/templates/vllm/versions').set('Authorization', `Bearer ${key}`).expect(200)
    ).body;
    const revisions = versions.versions as { publisher: string | null }[];
    expect(revisions.length).toBe(3);
    expect(revisions.every((r) => r.publisher === 'demo')).toBe(true);
    // The demo's yank of vllm revision 2 is the publisher's signed one: the fleet acts on it (no pin of it).
    const yanked = await fleet.http
      .put('/api/v1/hub/templates/vllm/pin')
      .set('Authorization', `Bearer ${admin}`)
      .send({ revision: 2 })
      .expect(409);
    expect(yanked.body.detail).toMatch(/yanked/);
  });

  it('answers the hub’s ranked order, facets and did_you_mean for a search', async () => {
    for (const search of ['llm', 'stabel diffusion', 'jelly', 'postgres', 'web']) {
      const q = `?search=${encodeURIComponent(search)}&limit=100`;
      const ours = await catalog(q);
      const theirs = await hubList(`${q}&facets=category,tags`);
      expect(ours.ranking).toBe('hub');
      expect(ours.hub_error).toBeNull();
      expect(ours.templates.map((t: Item) => t.slug)).toEqual(theirs.templates.map((t: Item) => t.slug));
      expect(ours.pagination).toEqual(theirs.pagination);
      expect(ours.facets).toEqual({ category: theirs.facets.category, tags: theirs.facets.tags });
      expect(ours.did_you_mean).toEqual(theirs.did_you_mean ?? null);
    }
    const typo = await catalog('?search=stabel%20diffusion');
    expect(typo.did_you_mean).toBe('stable diffusion');
    expect(typo.templates.length).toBeGreaterThan(0);
    // sort, category and tag pass through.
    const category = (await catalog('')).facets.category[0].slug as string;
    const tag = (await catalog('')).facets.tags[0].tag as string;
    const filtered = await catalog(`?category=${category}&tag=${encodeURIComponent(tag)}&sort=downloads`);
    const theirs = await hubList(`?category=${category}&tags=${encodeURIComponent(tag)}&sort=downloads`);
    expect(filtered.templates.map((t: Item) => t.slug)).toEqual(theirs.templates.map((t: Item) => t.slug));
  });

  it('carries each template’s fit verdict and reasons, and `fits=true` keeps what the hub says fits', async () => {
    const all = await catalog('?limit=100');
    const theirs = await hubList('?include=fit&limit=100');
    const verdicts = new Map(theirs.templates.map((t: Item) => [t.slug, t.fit!.verdict]));
    for (const t of all.templates as Item[]) expect(t.fit?.verdict).toBe(verdicts.get(t.slug));
    const refused = (all.templates as Item[]).filter((t) => t.fit?.verdict === 'does_not_fit');
    expect(refused.length).toBeGreaterThan(0);
    for (const t of refused) expect(t.fit!.reasons.length).toBeGreaterThan(0);

    const fitting = await catalog('?fits=true&limit=100');
    const hubFitting = await hubList('?fits=true&limit=100');
    expect(fitting.templates.map((t: Item) => t.slug)).toEqual(hubFitting.templates.map((t: Item) => t.slug));
    expect(fitting.templates.every((t: Item) => t.fit?.verdict === 'fits')).toBe(true);
    expect(fitting.pagination.total).toBeLessThan(all.pagination.total);
    // The facets still come, counted as without the fit filter.
    expect(fitting.facets.category.length).toBeGreaterThan(0);
  });

  it('joins the pin and the update the fleet serves, and gives the hub’s diff between revisions', async () => {
    await fleet.http
      .put('/api/v1/hub/templates/vllm/pin')
      .set('Authorization', `Bearer ${admin}`)
      .send({ revision: 1 })
      .expect(200);
    const [vllm] = (await catalog('?search=vllm')).templates.filter((t: Item) => t.slug === 'vllm') as Item[];
    expect(vllm).toMatchObject({ mirrored: true, pinned: { revision: 1 }, serving_revision: 1 });
    expect(vllm.update).toMatchObject({ target_revision: 3 });

    const changes = await fleet.http
      .get('/api/v1/hub/templates/vllm/changes?from=1&to=3')
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    const theirs = await hub!.http
      .get('/api/v1/catalog/templates/vllm/changes?from=1&to=3')
      .set('Authorization', `Bearer ${key}`)
      .expect(200);
    expect(changes.body).toEqual(theirs.body);
    expect(changes.body.revisions.map((r: { revision: number }) => r.revision)).toEqual([2, 3]);
    expect(changes.body.diff.image_ref).not.toBeNull();
    await fleet.http.delete('/api/v1/hub/templates/vllm/pin').set('Authorization', `Bearer ${admin}`).expect(204);
  });

  it('reads the mirror once and the pinned revisions in one statement, whatever the number of pins', async () => {
    // Every statement the fleet sends through its data source, seen by a TypeORM subscriber (the real statements,
    // on the real database): those that read the mirror's templates or revisions during one Catalog search.
    const sent: string[] = [];
    const counter: EntitySubscriberInterface = { beforeQuery: (event) => void sent.push(event.query) };
    fleet.db.subscribers.push(counter);
    const mirrorReads = async (query: string) => {
      sent.length = 0;
      const body = await catalog(query);
      return { body, reads: sent.filter((q) => /hub_template(s|_revisions)\b/.test(q)).length };
    };
    const pin = (slug: string, revision: number) =>
      fleet.http
        .put(`/api/v1/hub/templates/${slug}/pin`)
        .set('Authorization', `Bearer ${admin}`)
        .send({ revision })
        .expect(200);
    const others = ((await catalog('?limit=100')).templates as Item[]).filter(
      (t) => t.slug !== 'vllm' && t.serving_revision !== null,
    );
    expect(others.length).toBeGreaterThanOrEqual(6);
    try {
      await pin('vllm', 1);
      const one = await mirrorReads('?limit=100');
      for (const t of others.slice(0, 6)) await pin(t.slug, t.serving_revision!);
      const seven = await mirrorReads('?limit=100');
      expect(one.reads).toBe(2);
      expect(seven.reads).toBe(one.reads);
      // The same pins and updates as before the batching: vllm pinned at 1 with revision 3 waiting, the others
      // pinned at their latest revision with nothing to do.
      const items = new Map((seven.body.templates as Item[]).map((t) => [t.slug, t]));
      expect(items.get('vllm')).toMatchObject({ pinned: { revision: 1 }, update: { target_revision: 3 } });
      for (const t of others.slice(0, 6)) {
        expect(items.get(t.slug)).toMatchObject({ pinned: { revision: t.serving_revision }, update: null });
      }
      const listed = await fleet.http.get('/api/v1/hub/updates').set('Authorization', `Bearer ${admin}`).expect(200);
      expect(listed.body.updates.map((u: { slug: string }) => u.slug)).toEqual(['vllm']);
    } finally {
      fleet.db.subscribers.splice(fleet.db.subscribers.indexOf(counter), 1);
      for (const slug of ['vllm', ...others.slice(0, 6).map((t) => t.slug)]) {
        await fleet.http.delete(`/api/v1/hub/templates/${slug}/pin`).set('Authorization', `Bearer ${admin}`);
      }
    }
  });

  it('describes a pinned template by its pinned revision: its needs and the hub’s verdict for it', async () => {
    // Issue 39: a pin on a 40 GiB revision showed the latest's needs and verdict.
    const hubAdmin = (await new HubFixtures(hub!).signIn('admin@demo.local')).token;
    const admin$ = (method: 'post' | 'put', path: string, body: Record<string, unknown>) =>
      hub!.http[method](`/api/v1/admin/${path}`).set('Authorization', `Bearer ${hubAdmin}`).send(body);
    const category = (await admin$('post', 'categories', { name: 'Pinned Needs', slug: 'pinned-needs' }).expect(201))
      .body.category;
    const t = (
      await admin$('post', 'templates', {
        name: 'Memory Hungry',
        slug: 'memory-hungry',
        category_id: category.id,
        image_name: 'example/hungry',
        image_tag: 'v1',
        memory_request: '40Gi',
        is_public: true,
      }).expect(201)
    ).body.template;
    const sync = () => fleet.http.post('/api/v1/hub/sync').set('Authorization', `Bearer ${admin}`).expect(200);
    const row = async () =>
      ((await catalog('?search=memory-hungry')).templates as Item[]).find((x) => x.slug === 'memory-hungry')!;
    await sync();
    await fleet.http
      .put('/api/v1/hub/templates/memory-hungry/pin')
      .set('Authorization', `Bearer ${admin}`)
      .send({ revision: 1 })
      .expect(200);
    // Revision 2 asks more memory than any node has: the hub refuses the latest, the pinned revision still fits.
    await admin$('put', 'templates', { id: t.id, image_tag: 'v2', memory_request: '4000Gi' }).expect(200);
    await sync();
    const latest = (await hubList('?search=memory-hungry&include=fit')).templates.find(
      (x: Item) => x.slug === 'memory-hungry',
    );
    expect(latest).toMatchObject({ revision: 2, memory_request: '4000Gi', fit: { verdict: 'does_not_fit' } });
    const pinned = await row();
    expect(pinned).toMatchObject({ pinned: { revision: 1 }, needs_revision: 1, memory_request: '40Gi' });
    expect(pinned.fit).toMatchObject({ verdict: 'fits', reasons: [] });
    // The hub answers the pinned revision itself (GET …/fit?revision=N), and 404 for one it does not have.
    const hubFit = (rev: string) =>
      hub!.http
        .get(`/api/v1/catalog/templates/memory-hungry/fit?revision=${rev}`)
        .set('Authorization', `Bearer ${key}`);
    expect((await hubFit('1').expect(200)).body.verdict).toBe('fits');
    expect((await hubFit('2').expect(200)).body.reasons.map((r: { code: string }) => r.code)).toContain('memory');
    expect((await hubFit('9').expect(404)).body.code).toBe('not_found');
    expect((await hubFit('0').expect(400)).body.code).toBe('validation_failed');
    // Unpinned, the row is the latest again.
    await fleet.http
      .delete('/api/v1/hub/templates/memory-hungry/pin')
      .set('Authorization', `Bearer ${admin}`)
      .expect(204);
    expect(await row()).toMatchObject({
      needs_revision: 2,
      memory_request: '4000Gi',
      fit: { verdict: 'does_not_fit' },
    });
  });

  it('answers bad input with 400 problem+json, and 404 for a template the hub does not have', async () => {
    const bad = [
      `/api/v1/hub/catalog?search=${'a'.repeat(201)}`,
      '/api/v1/hub/catalog?sort=random',
      '/api/v1/hub/catalog?fits=maybe',
      '/api/v1/hub/catalog?limit=ten',
      '/api/v1/hub/catalog?unknown=1',
      '/api/v1/hub/templates/vllm/changes',
      '/api/v1/hub/templates/vllm/changes?from=abc',
      '/api/v1/hub/templates/vllm/changes?from=1&to=0',
    ];
    for (const path of bad) {
      const res = await fleet.http.get(path).set('Authorization', `Bearer ${admin}`);
      expect([path, res.status]).toEqual([path, 400]);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    // Operators alone and symbols are the hub's to read: 200, never a 5xx.
    for (const search of ['-', '"', 'or', '%$#']) {
      expect((await catalog(`?search=${encodeURIComponent(search)}`)).ranking).toBe('hub');
    }
    await fleet.http
      .get('/api/v1/hub/templates/no-such-template/changes?from=1')
      .set('Authorization', `Bearer ${admin}`)
      .expect(404);
  });

  it('refuses a slug that is not one (dot segments, encoded or not) with 400 before asking the hub', async () => {
    // Issue 42: `%2e%2e` was decoded to `..`, forwarded, and the URL parser made it /api/v1/catalog/changes.
    const routes = (slug: string) =>
      [
        ['get', `/api/v1/hub/templates/${slug}/changes?from=1`],
        ['get', `/api/v1/hub/templates/${slug}/versions`],
        ['get', `/api/v1/hub/templates/${slug}`],
        ['delete', `/api/v1/hub/templates/${slug}/pin`],
      ] as const;
    for (const slug of ['%2e%2e', '%2E%2e', '%2e', '..%2f..', 'VLLM', 'vllm%2F..', '%252e%252e', '-x']) {
      for (const [method, path] of routes(slug)) {
        const res = await fleet.http[method](path).set('Authorization', `Bearer ${admin}`);
        expect({ path, status: res.status, code: res.body.code, field: res.body.errors?.[0]?.field }).toEqual({
          path,
          status: 400,
          code: 'validation_failed',
          field: 'slug',
        });
      }
    }
    const pin = await fleet.http
      .put('/api/v1/hub/templates/%2e%2e/pin')
      .set('Authorization', `Bearer ${admin}`)
      .send({ revision: 1 });
    expect({ status: pin.status, code: pin.body.code }).toEqual({ status: 400, code: 'validation_failed' });
    // A real slug still reaches the hub and comes back as the hub answered it.
    await fleet.http
      .get('/api/v1/hub/templates/vllm/changes?from=1')
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
  });

  it('a real hub refusing the key for another reason: the fleet names the hub’s answer, never "no hub configured"', async () => {
    // Issue 42 (item 9): the fleet's own "no hub configured" is told by its code, not by a status. The real hub has
    // no 409 on the routes the fleet calls; a suspended organization is its refusal of a configured fleet (403).
    const adminToken = (await new HubFixtures(hub!).signIn('admin@demo.local')).token;
    const orgId = (await hub!.http.get('/api/v1/instance-info').set('Authorization', `Bearer ${key}`).expect(200)).body
      .instance.organization.id as string;
    const setStatus = (status: string) =>
      hub!.http
        .put('/api/v1/admin/organizations')
        .set('Authorization', `Bearer ${adminToken}`)
        .send({ id: orgId, status })
        .expect(200);
    await setStatus('suspended');
    try {
      await hub!.http.get('/api/v1/catalog/templates').set('Authorization', `Bearer ${key}`).expect(403);
      const answer = await catalog('?search=vllm');
      expect({ ranking: answer.ranking, hub_error: answer.hub_error }).toEqual({
        ranking: 'local',
        hub_error: 'the hub answered 403',
      });
      const sync = await fleet.http.post('/api/v1/hub/sync').set('Authorization', `Bearer ${admin}`);
      expect(sync.body.code).not.toBe('hub_not_configured');
      expect(JSON.stringify(sync.body)).not.toMatch(/no hub|not configured/i);
    } finally {
      await setStatus('active');
    }
    expect((await catalog('?search=vllm')).ranking).toBe('hub');
  });

  it('falls back to a plain filter over the mirror, and says so, when the hub is unreachable', async () => {
    const before = await catalog('?limit=100');
    await hub!.close();
    hub = undefined;
    const all = await catalog('?limit=100');
    expect(all.ranking).toBe('local');
    expect(all.hub_error).toMatch(/could not be reached/);
    expect(all.pagination.total).toBe(before.pagination.total);
    expect(all.templates.every((t: Item) => t.fit === null && t.mirrored)).toBe(true);
    const names = all.templates.map((t: { name: string }) => t.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const found = await catalog('?search=vllm');
    expect(found.templates.length).toBeGreaterThan(0);
    expect(
      found.templates.every((t: { slug: string; name: string; description: string }) =>
        `${t.slug} ${t.name} ${t.description}`.toLowerCase().includes('vllm'),
      ),
    ).toBe(true);
    const tag = before.facets.tags[0].tag as string;
    const tagged = await catalog(`?tag=${encodeURIComponent(tag.toUpperCase().replace(/-/g, ' '))}&limit=100`);
    expect(tagged.pagination.total).toBe(before.facets.tags[0].count);
    expect(all.facets.tags[0]).toEqual(before.facets.tags[0]);
    // `fits` cannot be applied without the hub: the list is not filtered, and says so.
    expect((await catalog('?fits=true&limit=100')).pagination.total).toBe(before.pagination.total);

    const res = await fleet.http
      .get('/api/v1/hub/templates/vllm/changes?from=1')
      .set('Authorization', `Bearer ${admin}`)
      .expect(502);
    expect(res.body.code ?? res.body.type).toBeDefined();
  });
});
