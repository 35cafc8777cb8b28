import {
  HubFixtures,
  startTestFleet,
  startTestHub,
  type TestFleet,
  type TestHub,
  TEST_TEMP_ADMIN,
  tempAdminSession,
} from '#test/support';

/**
 * Issue 23 on the fleet: it mirrors the revisions of the templates it mirrors, serves a pinned template as its
 * pinned revision (after the hub publishes newer ones, and while the hub is unreachable), and lists the updates
 * pinned templates are missing with the action they call for.
 */
describe('fleet ↔ hub: template pins and updates', () => {
  let hub: TestHub;
  let fleet: TestFleet;
  let hubAdmin: string;
  let fleetAdmin: string;
  let hubClosed = false;
  let template: { id: string; slug: string };

  const admin = (method: 'post' | 'put', path: string, body: Record<string, unknown>) =>
    hub.http[method](`/api/v1/admin/${path}`).set('Authorization', `Bearer ${hubAdmin}`).send(body);
  const call = (method: 'get' | 'post' | 'put' | 'delete', path: string) =>
    fleet.http[method](`/api/v1/${path}`).set('Authorization', `Bearer ${fleetAdmin}`);
  const sync = async () => (await call('post', 'hub/sync').expect(200)).body.sync;
  const mirrored = async (slug: string) =>
    (await call('get', 'hub/templates').expect(200)).body.templates.find((t: { slug: string }) => t.slug === slug);

  beforeAll(async () => {
    hub = await startTestHub();
    const fx = new HubFixtures(hub);
    hubAdmin = (await fx.signIn('admin@demo.local')).token;
    const org = await fx.org();
    const instanceKey = (await fx.instanceKey(org.id)).token;
    fleet = await startTestFleet({
      idp: hub.idp,
      env: { ...TEST_TEMP_ADMIN, FLEET_HUB_URL: hub.url, FLEET_HUB_INSTANCE_KEY: instanceKey },
    });
    fleetAdmin = await tempAdminSession(fleet);
    const category = (await admin('post', 'categories', { name: 'Pins', slug: 'pins' }).expect(201)).body.category;
    template = (
      await admin('post', 'templates', {
        name: 'Pinned App',
        slug: 'pinned-app',
        category_id: category.id,
        image_name: 'example/app',
        image_tag: 'v1',
        version: '1.0',
      }).expect(201)
    ).body.template;
    await admin('put', 'templates', {
      id: template.id,
      version: '2.0',
      image_tag: 'v2',
      changes: [{ kind: 'added', description: 'Health checks.' }],
    }).expect(200);
    await admin('put', 'templates', { id: template.id, version: '3.0', image_tag: 'v3' }).expect(200);
  });
  afterAll(async () => {
    await fleet.close();
    if (!hubClosed) await hub.close();
  });

  it('mirrors the revisions of mirrored templates; an unpinned template is the latest, as the hub has it', async () => {
    await sync();
    const latest = await mirrored('pinned-app');
    expect(latest).toMatchObject({ revision: 3, version: '3.0', image_ref: 'example/app:v3' });
    expect(latest).not.toHaveProperty('pinned');
    const versions = (await call('get', 'hub/templates/pinned-app/versions').expect(200)).body;
    expect(versions.pinned).toBeNull();
    expect(versions.latest_revision).toBe(3);
    expect(versions.versions.map((v: { revision: number }) => v.revision)).toEqual([3, 2, 1]);
    expect(versions.versions[1].entry).toMatchObject({
      version: '2.0',
      changes: [{ kind: 'added', description: 'Health checks.' }],
      yanked: null,
    });
    expect(versions.versions.map((v: { held: boolean }) => v.held)).toEqual([true, false, false]);
  });

  it('pins a revision (fetched from the hub when the fleet does not hold it) and serves it', async () => {
    const res = await call('put', 'hub/templates/pinned-app/pin').send({ revision: 2 }).expect(200);
    expect(res.body.template).toMatchObject({
      slug: 'pinned-app',
      revision: 2,
      version: '2.0',
      image_tag: 'v2',
      latest_revision: 3,
      pinned: { revision: 2, at: expect.any(String), by: 'temp_admin' },
    });
    expect((await call('get', 'hub/templates/pinned-app').expect(200)).body.template).toMatchObject({
      revision: 2,
      pinned: { revision: 2 },
    });
    expect(await mirrored('pinned-app')).toMatchObject({ revision: 2, latest_revision: 3 });
  });

  it('refuses to pin a revision that does not exist (404) or is yanked (409), and bad input (400)', async () => {
    const missing = await call('put', 'hub/templates/pinned-app/pin').send({ revision: 42 });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('not_found');
    await call('put', 'hub/templates/no-such-app/pin').send({ revision: 1 }).expect(404);
    for (const body of [{ revision: 0 }, { revision: 'two' }, {}, { revision: 1, extra: true }]) {
      expect((await call('put', 'hub/templates/pinned-app/pin').send(body)).status).toBe(400);
    }
    await admin('post', 'templates/yank', { id: template.id, revision: 1, reason: 'Leaks memory' }).expect(204);
    await sync();
    const yanked = await call('put', 'hub/templates/pinned-app/pin').send({ revision: 1 });
    expect(yanked.status).toBe(409);
    expect(yanked.body.detail).toContain('yanked');
    expect((await call('get', 'hub/templates/pinned-app').expect(200)).body.template.revision).toBe(2);
  });

  it('keeps serving the pinned revision after the hub publishes new ones; updates say what to do', async () => {
    expect((await call('get', 'hub/updates').expect(200)).body.updates).toEqual([
      expect.objectContaining({
        slug: 'pinned-app',
        latest_revision: 3,
        target_revision: 3,
        update_class: 'other',
        action: 'available',
        pinned_yanked: null,
      }),
    ]);
    await admin('put', 'templates', {
      id: template.id,
      version: '4.0',
      image_tag: 'v4',
      changes: [{ kind: 'security', description: 'OpenSSL update.' }],
    }).expect(200);
    await sync();
    expect(await mirrored('pinned-app')).toMatchObject({ revision: 2, version: '2.0', latest_revision: 4 });
    let [update] = (await call('get', 'hub/updates').expect(200)).body.updates;
    expect(update).toMatchObject({
      update_class: 'security',
      action: 'security',
      contains_security_updates: true,
      latest_revision: 4,
    });
    expect(update.revisions.map((r: { revision: number }) => r.revision)).toEqual([3, 4]);
    expect(update.revisions[1].changes).toEqual([{ kind: 'security', description: 'OpenSSL update.' }]);
    await admin('post', 'templates/yank', { id: template.id, revision: 2, reason: 'Data loss' }).expect(204);
    await sync();
    [update] = (await call('get', 'hub/updates').expect(200)).body.updates;
    expect(update).toMatchObject({
      update_class: 'required',
      action: 'required',
      target_revision: 4,
      pinned_yanked: { reason: 'Data loss' },
    });
    // Still served: a yank withdraws a release, it does not take it from under a running fleet.
    expect((await call('get', 'hub/templates/pinned-app').expect(200)).body.template.revision).toBe(2);
  });

  it('an unpinned template follows the latest again and leaves the updates list', async () => {
    await call('delete', 'hub/templates/pinned-app/pin').expect(204);
    expect(await mirrored('pinned-app')).toMatchObject({ revision: 4, version: '4.0' });
    expect((await call('get', 'hub/updates').expect(200)).body.updates).toEqual([]);
    await call('put', 'hub/templates/pinned-app/pin').send({ revision: 3 }).expect(200);
  });

  it('a rollback to the image the fleet serves is no security update (the issue’s vLLM history)', async () => {
    const category = (await admin('post', 'categories', { name: 'Rollbacks', slug: 'rollbacks' }).expect(201)).body
      .category;
    const t = (
      await admin('post', 'templates', {
        name: 'Rolled Back',
        slug: 'rolled-back',
        category_id: category.id,
        image_name: 'vllm/vllm-openai',
        image_tag: 'v0.8.5',
        version: '0.8.5',
      }).expect(201)
    ).body.template;
    await sync();
    await call('put', 'hub/templates/rolled-back/pin').send({ revision: 1 }).expect(200);
    await admin('put', 'templates', {
      id: t.id,
      version: '0.9.0',
      image_tag: 'v0.9.0',
      changes: [{ kind: 'security', description: 'OpenSSL advisory.' }],
    }).expect(200);
    await admin('put', 'templates', { id: t.id, version: '0.9.1', image_tag: 'v0.9.1' }).expect(200);
    await sync();
    const before = (await call('get', 'hub/updates').expect(200)).body.updates.find(
      (u: { slug: string }) => u.slug === 'rolled-back',
    );
    expect(before).toMatchObject({ update_class: 'security', action: 'security', target_revision: 3 });
    // Revision 4 rolls back to revision 1's image; then 2 and 3 are yanked (the latest one cannot be).
    await admin('put', 'templates', { id: t.id, version: '0.8.5-1', image_tag: 'v0.8.5' }).expect(200);
    await admin('post', 'templates/yank', { id: t.id, revision: 2, reason: 'OOM' }).expect(204);
    await admin('post', 'templates/yank', { id: t.id, revision: 3, reason: 'OOM' }).expect(204);
    await sync();
    const after = (await call('get', 'hub/updates').expect(200)).body.updates.find(
      (u: { slug: string }) => u.slug === 'rolled-back',
    );
    expect(after).toMatchObject({
      latest_revision: 4,
      target_revision: 4,
      update_class: 'other',
      action: 'available',
      contains_security_updates: false,
      image_changes: false,
    });
    await call('delete', 'hub/templates/rolled-back/pin').expect(204);
  });

  it('a pinned template the hub deprecates is its own update class, with the reason and the replacement', async () => {
    // Issue 39: a prune's deprecation was listed as "Other update", and never said why.
    const category = (await admin('post', 'categories', { name: 'Retired', slug: 'retired' }).expect(201)).body
      .category;
    const t = (
      await admin('post', 'templates', {
        name: 'Retired App',
        slug: 'retired-app',
        category_id: category.id,
        image_name: 'example/retired',
        image_tag: 'v1',
      }).expect(201)
    ).body.template;
    await sync();
    await call('put', 'hub/templates/retired-app/pin').send({ revision: 1 }).expect(200);
    const find = async () =>
      (await call('get', 'hub/updates').expect(200)).body.updates.find(
        (u: { slug: string }) => u.slug === 'retired-app',
      );
    expect(await find()).toBeUndefined();
    // A deprecation is a catalog field: no new revision, yet the pinned fleet is told.
    await admin('put', 'templates', {
      id: t.id,
      deprecated: { reason: 'Superseded by Pinned App.', replacement_slug: 'pinned-app' },
    }).expect(200);
    await sync();
    expect(await find()).toMatchObject({
      update_class: 'deprecated',
      action: 'available',
      target_revision: null,
      latest_revision: 1,
      deprecation: { reason: 'Superseded by Pinned App.', replacement_slug: 'pinned-app', at: expect.any(String) },
    });
    // A newer, ordinary revision does not hide it; a security one outranks it, and still carries the reason.
    await admin('put', 'templates', { id: t.id, image_tag: 'v2' }).expect(200);
    await sync();
    expect(await find()).toMatchObject({ update_class: 'deprecated', target_revision: 2 });
    await admin('put', 'templates', {
      id: t.id,
      image_tag: 'v3',
      changes: [{ kind: 'security', description: 'CVE fix.' }],
    }).expect(200);
    await sync();
    expect(await find()).toMatchObject({
      update_class: 'security',
      deprecation: { reason: 'Superseded by Pinned App.' },
    });
    // The other pins carry no deprecation.
    const others = (await call('get', 'hub/updates').expect(200)).body.updates.filter(
      (u: { slug: string }) => u.slug !== 'retired-app',
    );
    expect(others.every((u: { deprecation: unknown }) => u.deprecation === null)).toBe(true);
    await call('delete', 'hub/templates/retired-app/pin').expect(204);
  });

  it('needs a credential for pins and updates', async () => {
    await fleet.http.get('/api/v1/hub/updates').expect(401);
    await fleet.http.put('/api/v1/hub/templates/pinned-app/pin').send({ revision: 3 }).expect(401);
    await fleet.http.delete('/api/v1/hub/templates/pinned-app/pin').expect(401);
  });

  it('keeps serving the pinned revision while the hub is unreachable', async () => {
    await hub.close();
    hubClosed = true;
    await call('post', 'hub/sync').expect(502);
    expect((await call('get', 'hub/templates/pinned-app').expect(200)).body.template).toMatchObject({
      revision: 3,
      version: '3.0',
      pinned: { revision: 3 },
      latest_revision: 4,
    });
    const [update] = (await call('get', 'hub/updates').expect(200)).body.updates;
    expect(update).toMatchObject({ slug: 'pinned-app', action: 'security', latest_revision: 4 });
    // Pinning a revision the fleet holds works offline too.
    await call('put', 'hub/templates/pinned-app/pin').send({ revision: 4 }).expect(200);
    expect((await call('get', 'hub/templates/pinned-app').expect(200)).body.template.version).toBe('4.0');
  });
});
