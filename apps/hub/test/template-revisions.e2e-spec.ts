import { HubFixtures, startTestHub, type TestHub } from '#test/support';
import { bearer, expectProblem, makeOrg, makeUser, type TestUser } from './account-admin.helpers.js';

const TEMPLATES = '/api/v1/admin/templates';
const CATALOG = '/api/v1/catalog/templates';
const DIGEST_A = `sha256:${'a'.repeat(64)}`;
const DIGEST_B = `sha256:${'b'.repeat(64)}`;

/** Issue 23: revisions published by template writes, their reads, yanks, rollbacks and the rules around them. */
describe('template revisions', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  let admin: TestUser;
  let categoryId: string;
  let n = 0;
  const slug = () => `rev-${++n}`;

  async function create(extra: Record<string, unknown> = {}): Promise<{ id: string; slug: string; revision: number }> {
    const res = await hub.http
      .post(TEMPLATES)
      .set(admin.auth)
      .send({
        name: 'Rev',
        slug: slug(),
        category_id: categoryId,
        image_name: 'example/app',
        version: '1.0',
        ...extra,
      });
    if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.template;
  }
  const put = (body: Record<string, unknown>) => hub.http.put(TEMPLATES).set(admin.auth).send(body);
  const revisions = async (id: string): Promise<number[]> =>
    (await hub.db.query('SELECT revision FROM template_revisions WHERE template_id = $1 ORDER BY revision', [id])).map(
      (r: { revision: number }) => r.revision,
    );

  beforeAll(async () => {
    hub = await startTestHub();
    fx = new HubFixtures(hub);
    admin = await makeUser(hub, { role: 'admin' });
    categoryId = (await fx.category({ slug: 'rev-cat' })).id;
  });
  afterAll(() => hub.close());

  it('POST publishes revision 1; template responses carry revision, image_digest, image_ref and deprecated', async () => {
    const t = await create({ image_tag: 'v1', image_digest: DIGEST_A, registry_url: 'https://registry.example.com/' });
    expect(t).toMatchObject({
      revision: 1,
      image_digest: DIGEST_A,
      image_ref: `registry.example.com/example/app:v1@${DIGEST_A}`,
      deprecated: null,
    });
    expect(await revisions(t.id)).toEqual([1]);
    const res = await hub.http.get(`${CATALOG}/${t.slug}`).expect(200);
    expect(res.body).toMatchObject({ revision: 1, image_digest: DIGEST_A, deprecated: null });
  });

  it('a catalog-only PUT publishes nothing; a deployable one publishes exactly one revision', async () => {
    const t = await create();
    const catalogOnly = await put({ id: t.id, name: 'Renamed', tags: ['x'], documentation: '# d', is_featured: true });
    expect(catalogOnly.status).toBe(200);
    expect(catalogOnly.body.template.revision).toBe(1);
    // Sending a deployable field with its current value changes nothing either.
    expect((await put({ id: t.id, version: '1.0' }).expect(200)).body.template.revision).toBe(1);
    expect(await revisions(t.id)).toEqual([1]);
    const deployable = await put({ id: t.id, version: '1.1', memory_request: '2Gi' }).expect(200);
    expect(deployable.body.template.revision).toBe(2);
    expect(await revisions(t.id)).toEqual([1, 2]);
  });

  it('concurrent deployable writes get consecutive revisions: no gaps, no duplicates', async () => {
    const t = await create();
    const writers = 8;
    const results = await Promise.all(
      Array.from({ length: writers }, (_, i) => put({ id: t.id, version: `2.${i}`, cpu_request: `${i + 1}` })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(writers).fill(200));
    expect(results.map((r) => r.body.template.revision).sort((a, b) => a - b)).toEqual(
      Array.from({ length: writers }, (_, i) => i + 2),
    );
    expect(await revisions(t.id)).toEqual(Array.from({ length: writers + 1 }, (_, i) => i + 1));
  });

  it('release notes go on the published revision; on a write that publishes none they are a 400', async () => {
    const t = await create();
    const notes = [
      { kind: 'added', description: 'Model cache volume.' },
      { kind: 'security', description: 'Base image CVE fixes.' },
    ];
    await put({ id: t.id, version: '1.1', changes: notes }).expect(200);
    const versions = (await hub.http.get(`${CATALOG}/${t.slug}/versions`).expect(200)).body;
    expect(versions.versions[0]).toMatchObject({
      revision: 2,
      version: '1.1',
      changes: notes,
      contains_security_updates: true,
      version_reused: false,
      yanked: null,
    });
    expect(versions.versions[1]).toMatchObject({ revision: 1, changes: [], contains_security_updates: false });
    expectProblem(await put({ id: t.id, name: 'Only a name', changes: notes }), 400, 'validation_failed');
    expectProblem(await put({ id: t.id, contains_security_updates: true }), 400, 'validation_failed');
    expectProblem(
      await put({ id: t.id, version: '1.2', changes: [{ kind: 'oops', description: 'x' }] }),
      400,
      'validation_failed',
    );
    const tooMany = Array.from({ length: 51 }, () => ({ kind: 'fixed', description: 'x' }));
    expectProblem(await put({ id: t.id, version: '1.2', changes: tooMany }), 400, 'validation_failed');
    expect(await revisions(t.id)).toEqual([1, 2]);
    await put({ id: t.id, version: '1.3', contains_security_updates: true }).expect(200);
    const latest = (await hub.http.get(`${CATALOG}/${t.slug}/versions`).expect(200)).body.versions[0];
    expect(latest).toMatchObject({ revision: 3, contains_security_updates: true, changes: [] });
  });

  it('image_digest must be sha256 and 64 lowercase hex digits', async () => {
    const t = await create();
    for (const bad of [`sha256:${'A'.repeat(64)}`, `sha256:${'a'.repeat(63)}`, 'latest', `md5:${'a'.repeat(64)}`]) {
      const res = await put({ id: t.id, image_digest: bad });
      expectProblem(res, 400, 'validation_failed');
      expect(JSON.stringify(res.body.errors)).toContain('image_digest');
    }
    expect((await put({ id: t.id, image_digest: DIGEST_B, version: '1.1' }).expect(200)).body.template).toMatchObject({
      image_digest: DIGEST_B,
      revision: 2,
    });
  });

  it('without a version change the default policy publishes a revision marked version_reused', async () => {
    const t = await create();
    await put({ id: t.id, memory_request: '4Gi' }).expect(200);
    const [latest] = (await hub.http.get(`${CATALOG}/${t.slug}/versions`).expect(200)).body.versions;
    expect(latest).toMatchObject({ revision: 2, version: '1.0', version_reused: true });
  });

  it('a revision is still readable by number, yanked or not; a yank of the current one is a 409', async () => {
    const t = await create({ memory_request: '1Gi' });
    await put({ id: t.id, version: '2.0', memory_request: '2Gi' }).expect(200);
    await put({ id: t.id, version: '3.0', memory_request: '3Gi' }).expect(200);
    const current = await hub.http
      .post(`${TEMPLATES}/yank`)
      .set(admin.auth)
      .send({ id: t.id, revision: 3, reason: 'x' });
    expectProblem(current, 409, 'conflict');
    expect(current.body.detail).toContain('roll back');
    expectProblem(
      await hub.http.post(`${TEMPLATES}/yank`).set(admin.auth).send({ id: t.id, revision: 9, reason: 'x' }),
      404,
      'not_found',
    );
    await hub.http
      .post(`${TEMPLATES}/yank`)
      .set(admin.auth)
      .send({ id: t.id, revision: 2, reason: 'Broken' })
      .expect(204);
    const r2 = (await hub.http.get(`${CATALOG}/${t.slug}/versions/2`).expect(200)).body;
    expect(r2).toMatchObject({ revision: 2, version: '2.0', memory_request: '2Gi', yanked: { reason: 'Broken' } });
    const r1 = (await hub.http.get(`${CATALOG}/${t.slug}/versions/1`).expect(200)).body;
    expect(r1).toMatchObject({ revision: 1, version: '1.0', memory_request: '1Gi', yanked: null, name: 'Rev' });
    expectProblem(await hub.http.get(`${CATALOG}/${t.slug}/versions/4`), 404, 'not_found');
    expectProblem(await hub.http.get(`${CATALOG}/${t.slug}/versions/zero`), 400, 'validation_failed');
    expectProblem(await hub.http.get(`${CATALOG}/${t.slug}/versions/0`), 400, 'validation_failed');
    const list = (await hub.http.get(`${CATALOG}/${t.slug}/versions?limit=2`).expect(200)).body;
    expect(list.versions.map((v: { revision: number }) => v.revision)).toEqual([3, 2]);
    expect(list.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(list.versions[1].yanked).toEqual({ reason: 'Broken', at: expect.any(String) });
  });

  it('a rollback restores the old snapshot exactly and yanks every revision after it', async () => {
    const t = await create({
      image_tag: 'v1',
      env_schema: [{ name: 'A', required: false }],
      ports: [{ containerPort: 80 }],
      command: ['run'],
    });
    await put({
      id: t.id,
      version: '2.0',
      image_tag: 'v2',
      image_digest: DIGEST_A,
      env_schema: [{ name: 'A', required: true }, { name: 'B' }],
      ports: [{ containerPort: 8080 }],
      command: ['run', '--fast'],
    }).expect(200);
    await put({ id: t.id, version: '3.0', gpu_count: 2, name: 'Renamed' }).expect(200);
    const res = await hub.http
      .post(`${TEMPLATES}/rollback`)
      .set(admin.auth)
      .send({ id: t.id, to_revision: 1, reason: 'Revision 2 breaks the cache' })
      .expect(200);
    expect(res.body.template).toMatchObject({
      revision: 4,
      version: '1.0',
      image_tag: 'v1',
      image_digest: null,
      name: 'Renamed',
    });
    const snapshots: { revision: number; snapshot: unknown; yank_reason: string | null }[] = await hub.db.query(
      'SELECT revision, snapshot, yank_reason FROM template_revisions WHERE template_id = $1 ORDER BY revision',
      [t.id],
    );
    expect(snapshots[3].snapshot).toEqual(snapshots[0].snapshot);
    expect(snapshots.map((s) => s.yank_reason)).toEqual([
      null,
      'Revision 2 breaks the cache',
      'Revision 2 breaks the cache',
      null,
    ]);
    const [latest] = (await hub.http.get(`${CATALOG}/${t.slug}/versions`).expect(200)).body.versions;
    expect(latest.changes).toEqual([
      { kind: 'changed', description: 'Rolled back to revision 1: Revision 2 breaks the cache' },
    ]);
    // Not past the current one, or yanked: 409.
    for (const to_revision of [4, 2]) {
      expectProblem(
        await hub.http.post(`${TEMPLATES}/rollback`).set(admin.auth).send({ id: t.id, to_revision, reason: 'x' }),
        409,
        'conflict',
      );
    }
    expectProblem(
      await hub.http.post(`${TEMPLATES}/rollback`).set(admin.auth).send({ id: t.id, to_revision: 7, reason: 'x' }),
      404,
      'not_found',
    );
  });

  it('changes: the range with notes, security flag, yanked revisions and the diff', async () => {
    const t = await create({ image_tag: 'v1', env_schema: [{ name: 'A' }], ports: [{ containerPort: 80 }] });
    await put({
      id: t.id,
      version: '2.0',
      image_tag: 'v2',
      env_schema: [{ name: 'A', required: true }, { name: 'B' }],
      changes: [{ kind: 'security', description: 'CVE' }],
    }).expect(200);
    await put({
      id: t.id,
      version: '3.0',
      memory_request: '8Gi',
      ports: [{ containerPort: 8080 }],
      volume_mounts: [{ name: 'data', mountPath: '/data' }],
    }).expect(200);
    await put({ id: t.id, version: '4.0', cpu_request: '2' }).expect(200);
    await hub.http.post(`${TEMPLATES}/yank`).set(admin.auth).send({ id: t.id, revision: 3, reason: 'Bad' }).expect(204);
    const body = (await hub.http.get(`${CATALOG}/${t.slug}/changes?from=1&to=3`).expect(200)).body;
    expect(body).toMatchObject({
      from: 1,
      to: 3,
      contains_security_updates: true,
      yanked: [{ revision: 3, reason: 'Bad', at: expect.any(String) }],
    });
    expect(body.revisions.map((r: { revision: number }) => r.revision)).toEqual([2, 3]);
    expect(body.diff).toEqual({
      image_ref: { from: 'example/app:v1', to: 'example/app:v2' },
      resources: [{ field: 'memory_request', from: '', to: '8Gi' }],
      env_schema: { added: ['B'], removed: [], newly_required: ['A'] },
      ports: { added: [{ containerPort: 8080, protocol: 'TCP' }], removed: [{ containerPort: 80, protocol: 'TCP' }] },
      volume_mounts: { added: [{ name: 'data', mountPath: '/data' }], removed: [] },
    });
    const toLatest = (await hub.http.get(`${CATALOG}/${t.slug}/changes?from=3`).expect(200)).body;
    expect(toLatest).toMatchObject({ from: 3, to: 4, contains_security_updates: false, yanked: [] });
    expect(toLatest.diff.resources).toEqual([{ field: 'cpu_request', from: '', to: '2' }]);
    for (const q of ['', '?from=0', '?from=x', '?from=5', '?from=3&to=2', '?from=1&to=9']) {
      expectProblem(await hub.http.get(`${CATALOG}/${t.slug}/changes${q}`), 400, 'validation_failed');
    }
  });

  it('deprecation is a catalog field: set and cleared by PUT, publishes nothing, stays listed', async () => {
    const t = await create();
    const res = await put({ id: t.id, deprecated: { reason: 'Use rev-next', replacement_slug: 'rev-next' } }).expect(
      200,
    );
    expect(res.body.template).toMatchObject({
      revision: 1,
      deprecated: { reason: 'Use rev-next', replacement_slug: 'rev-next', at: expect.any(String) },
    });
    const listed = (await hub.http.get(`${CATALOG}?limit=100`).expect(200)).body.templates;
    expect(listed.find((x: { slug: string }) => x.slug === t.slug).deprecated.reason).toBe('Use rev-next');
    expectProblem(await put({ id: t.id, deprecated: { replacement_slug: 'x' } }), 400, 'validation_failed');
    expect((await put({ id: t.id, deprecated: null }).expect(200)).body.template.deprecated).toBeNull();
    expect(await revisions(t.id)).toEqual([1]);
  });

  it('versions, a revision and changes of a template the caller cannot see are 404, as get-by-slug', async () => {
    const { org, key } = await makeOrg(hub, fx);
    const hidden = await create({ is_public: false, owner_org_id: org.id });
    await put({ id: hidden.id, version: '2.0' }).expect(200);
    for (const path of ['versions', 'versions/1', 'changes?from=1']) {
      expectProblem(await hub.http.get(`${CATALOG}/${hidden.slug}/${path}`), 404, 'not_found');
      await hub.http.get(`${CATALOG}/${hidden.slug}/${path}`).set(bearer(key.token)).expect(200);
      await hub.http.get(`${CATALOG}/${hidden.slug}/${path}`).set(admin.auth).expect(200);
    }
    expectProblem(await hub.http.get(`${CATALOG}/no-such-template/versions`), 404, 'not_found');
  });

  it("an instance key's fetch of a revision counts a download; anonymous and admin fetches do not", async () => {
    const { key } = await makeOrg(hub, fx);
    const t = await create();
    const count = async () =>
      Number((await hub.db.query('SELECT download_count FROM templates WHERE id = $1', [t.id]))[0].download_count);
    await hub.http.get(`${CATALOG}/${t.slug}/versions/1`).expect(200);
    await hub.http.get(`${CATALOG}/${t.slug}/versions/1`).set(admin.auth).expect(200);
    expect(await count()).toBe(0);
    const a = await hub.http.get(`${CATALOG}/${t.slug}/versions/1`).set(bearer(key.token)).expect(200);
    const b = await hub.http.get(`${CATALOG}/${t.slug}/versions/1`).set(bearer(key.token)).expect(200);
    expect([a.body.download_count, b.body.download_count]).toEqual([1, 2]);
    expect(await count()).toBe(2);
    await hub.http.get(`${CATALOG}/${t.slug}/versions`).set(bearer(key.token)).expect(200);
    expect(await count()).toBe(2);
  });

  it('yank, rollback and the new fields reach the updates feed and the cache', async () => {
    const t = await create();
    await put({ id: t.id, version: '2.0' }).expect(200);
    await put({ id: t.id, version: '3.0' }).expect(200);
    const since = new Date(Date.now() - 60_000).toISOString();
    // Cached answers first, so that a stale cache would show.
    await hub.http.get(`${CATALOG}/${t.slug}/versions`).expect(200);
    await hub.http.get(`${CATALOG}/${t.slug}`).expect(200);
    const before = (await hub.http.get(`${CATALOG}/updates?since=${since}`).expect(200)).body.checked_at;
    await hub.http.post(`${TEMPLATES}/yank`).set(admin.auth).send({ id: t.id, revision: 2, reason: 'Bad' }).expect(204);
    const versions = (await hub.http.get(`${CATALOG}/${t.slug}/versions`).expect(200)).body.versions;
    expect(versions[1].yanked).toMatchObject({ reason: 'Bad' });
    const afterYank = (await hub.http.get(`${CATALOG}/updates?since=${before}`).expect(200)).body;
    expect(afterYank.templates.map((x: { slug: string }) => x.slug)).toContain(t.slug);
    await hub.http
      .post(`${TEMPLATES}/rollback`)
      .set(admin.auth)
      .send({ id: t.id, to_revision: 1, reason: 'r' })
      .expect(200);
    expect((await hub.http.get(`${CATALOG}/${t.slug}`).expect(200)).body).toMatchObject({
      revision: 4,
      version: '1.0',
    });
    const feed = (await hub.http.get(`${CATALOG}/updates?since=${before}`).expect(200)).body.templates;
    expect(feed.find((x: { slug: string }) => x.slug === t.slug)).toMatchObject({
      revision: 4,
      image_ref: 'example/app:latest',
    });
  });

  it('every template inserted outside the API (a previous release, a fixture) becomes revision 1 too', async () => {
    const t = await fx.template({ category_id: categoryId });
    expect(await revisions(t.id)).toEqual([1]);
    await hub.db.query(`UPDATE templates SET version = '9' WHERE id = $1`, [t.id]);
    expect(await revisions(t.id)).toEqual([1, 2]);
    await hub.db.query(`UPDATE templates SET name = 'n', download_count = download_count + 1 WHERE id = $1`, [t.id]);
    expect(await revisions(t.id)).toEqual([1, 2]);
  });

  it('admin only: yank and rollback refuse anonymous callers, instance keys and non-admin users', async () => {
    const t = await create();
    const { key, admin: orgAdmin } = await makeOrg(hub, fx);
    for (const path of ['yank', 'rollback']) {
      const body = { id: t.id, revision: 1, to_revision: 1, reason: 'x' };
      expectProblem(await hub.http.post(`${TEMPLATES}/${path}`).send(body), 401, 'unauthenticated');
      expectProblem(
        await hub.http.post(`${TEMPLATES}/${path}`).set(bearer(key.token)).send(body),
        401,
        'invalid_token',
      );
      expectProblem(await hub.http.post(`${TEMPLATES}/${path}`).set(orgAdmin.auth).send(body), 403, 'forbidden');
    }
  });
});

describe('template revisions: HUB_REQUIRE_IMAGE_DIGEST and HUB_TEMPLATE_VERSION_POLICY=strict', () => {
  let hub: TestHub;
  let admin: TestUser;
  let categoryId: string;
  beforeAll(async () => {
    hub = await startTestHub({ env: { HUB_REQUIRE_IMAGE_DIGEST: 'true', HUB_TEMPLATE_VERSION_POLICY: 'strict' } });
    admin = await makeUser(hub, { role: 'admin' });
    categoryId = (await new HubFixtures(hub).category({ slug: 'strict-cat' })).id;
  });
  afterAll(() => hub.close());

  it('refuses a publishing write without a digest (400 naming the field) and accepts one with it', async () => {
    const base = { name: 'S', category_id: categoryId, image_name: 'example/app', version: '1' };
    const refused = await hub.http
      .post(TEMPLATES)
      .set(admin.auth)
      .send({ ...base, slug: 'strict-a' });
    expectProblem(refused, 400, 'validation_failed');
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'image_digest' })]);
    const t = (
      await hub.http
        .post(TEMPLATES)
        .set(admin.auth)
        .send({ ...base, slug: 'strict-a', image_digest: DIGEST_A })
        .expect(201)
    ).body.template;
    // Clearing the digest while publishing: refused, and nothing was written.
    const cleared = await hub.http.put(TEMPLATES).set(admin.auth).send({ id: t.id, version: '2', image_digest: null });
    expectProblem(cleared, 400, 'validation_failed');
    expect(cleared.body.errors[0].field).toBe('image_digest');
    const [row] = await hub.db.query('SELECT revision, version, image_digest FROM templates WHERE id = $1', [t.id]);
    expect(row).toEqual({ revision: 1, version: '1', image_digest: DIGEST_A });
    // A catalog-only write needs no digest of its own.
    await hub.http.put(TEMPLATES).set(admin.auth).send({ id: t.id, name: 'Renamed' }).expect(200);
  });

  it('strict: a deployable change without a new version is a 409; with one it publishes', async () => {
    const t = (
      await hub.http
        .post(TEMPLATES)
        .set(admin.auth)
        .send({
          name: 'S',
          slug: 'strict-b',
          category_id: categoryId,
          image_name: 'x/y',
          version: '1',
          image_digest: DIGEST_A,
        })
        .expect(201)
    ).body.template;
    expectProblem(
      await hub.http.put(TEMPLATES).set(admin.auth).send({ id: t.id, memory_request: '1Gi' }),
      409,
      'conflict',
    );
    expect(
      (await hub.db.query('SELECT count(*)::int AS n FROM template_revisions WHERE template_id = $1', [t.id]))[0].n,
    ).toBe(1);
    const ok = await hub.http
      .put(TEMPLATES)
      .set(admin.auth)
      .send({ id: t.id, memory_request: '1Gi', version: '2' })
      .expect(200);
    expect(ok.body.template.revision).toBe(2);
  });
});
