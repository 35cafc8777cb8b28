import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { MAX_PARAM_LENGTH } from '#lib/common';
import { HubFixtures, startTestHub, type TestHub } from '#test/support';
import { makeOrg, makeUser } from './account-admin.helpers.js';

/** Hostile or odd input is a 4xx problem+json, never a 500 (found by probing a running hub). */
describe('input hygiene', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  let key: string;
  let orgId: string;

  beforeAll(async () => {
    hub = await startTestHub();
    fx = new HubFixtures(hub);
    const org = await fx.org();
    orgId = org.id;
    key = (await fx.instanceKey(org.id)).token;
    const cat = await fx.category({ slug: 'hygiene' });
    await fx.template({ category_id: cat.id, slug: 'hygiene-t' });
  });
  afterAll(() => hub.close());

  const expectProblem = (
    res: { status: number; headers: Record<string, string>; body: { code?: string } },
    status: number,
  ) => {
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.body.code).toBe('validation_failed');
  };

  it.each([
    '/api/v1/catalog/templates?search=%00',
    '/api/v1/catalog/templates?category=a%00b',
    '/api/v1/catalog/templates?tags=%00',
    '/api/v1/catalog/templates/%00',
  ])('refuses a NUL character in %s', async (path) => {
    expectProblem(await hub.http.get(path), 400);
  });

  it('refuses a NUL character in a JSON body, in keys and nested values too', async () => {
    for (const body of [{ version: 'a\u0000b' }, { metadata: { 'k\u0000': 1 } }, { metadata: { deep: ['x\u0000'] } }]) {
      const res = await hub.http.put('/api/v1/instance-info').set('Authorization', `Bearer ${key}`).send(body);
      expectProblem(res, 400);
    }
  });

  it('refuses a lone UTF-16 surrogate (not storable, and it crashed the email validator with a 500)', async () => {
    const { admin } = await makeOrg(hub, fx);
    const members = await hub.http
      .post('/api/v1/account/organizations/members')
      .set(admin.auth)
      .send({ email: '\ud800' });
    expectProblem(members, 400);
    expect(members.body.detail).toMatch(/surrogate/);
    const info = hub.http.put('/api/v1/instance-info').set('Authorization', `Bearer ${key}`);
    expectProblem(await info.send({ version: 'ok', metadata: { ['k\udc00']: 1 } }), 400);
    // A well-formed pair (an emoji) is ordinary text.
    await hub.http
      .put('/api/v1/instance-info')
      .set('Authorization', `Bearer ${key}`)
      .send({ version: '🚀' })
      .expect(200);
  });

  it.each(['toString', 'constructor', 'hasOwnProperty', 'valueOf'])(
    'refuses a body field named %s as unknown (the whitelist would take it for a declared one)',
    async (field) => {
      const user = await makeUser(hub, { name: 'Before' });
      const res = await hub.http
        .put('/api/v1/account/profile')
        .set(user.auth)
        .send({ name: 'After', [field]: 'x' });
      expectProblem(res, 400);
      expect(res.body.detail).toBe(`Unknown field: ${field}.`);
      const profile = await hub.http.get('/api/v1/account/profile').set(user.auth).expect(200);
      expect(profile.body.profile.name).toBe('Before');
    },
  );

  it('refuses a body nested deeper than 32 levels with 400 (deeper ones overflowed the validator: 500)', async () => {
    const nest = (depth: number): object | string => (depth === 0 ? 'leaf' : { n: nest(depth - 1) });
    const put = (body: object) =>
      hub.http.put('/api/v1/instance-info').set('Authorization', `Bearer ${key}`).send(body);
    await put({ version: '1', metadata: nest(30) }).expect(200);
    const deep = await put({ version: '1', metadata: nest(3000) });
    expectProblem(deep, 400);
    expect(deep.body.detail).toMatch(/nested/);
    const arrays = await put({ version: '1', metadata: JSON.parse(`${'['.repeat(3000)}${']'.repeat(3000)}`) });
    expectProblem(arrays, 400);
  });

  it('reads an empty body as none, whatever its Content-Type (a bodiless DELETE with ?id=)', async () => {
    const { admin, key: apiKey } = await makeOrg(hub, fx);
    const res = await hub.http
      .delete(`/api/v1/account/api-keys?id=${apiKey.id}`)
      .set(admin.auth)
      .set('Content-Type', 'application/json')
      .expect(200);
    expect(res.body.apiKey).toMatchObject({ id: apiKey.id, status: 'revoked' });
    // The same with an empty chunked body (clients that stream send no Content-Length).
    const { admin: admin2, key: key2 } = await makeOrg(hub, fx);
    const chunked = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${hub.url}/api/v1/account/api-keys?id=${key2.id}`, {
        method: 'DELETE',
        headers: { ...admin2.auth, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(chunked.status).toBe(200);
    expect(JSON.parse(chunked.body).apiKey).toMatchObject({ id: key2.id, status: 'revoked' });
    // A body that is there is still read, and must be JSON.
    const bad = await hub.http
      .post('/api/v1/account/api-keys')
      .set(admin.auth)
      .set('Content-Type', 'application/json')
      .send('{');
    expectProblem(bad, 400);
  });

  it('refuses registry credentials or list items that are arrays instead of objects', async () => {
    const superadmin = await makeUser(hub, { role: 'superadmin' });
    const cat = await fx.category();
    const base = { name: 'Creds', category_id: cat.id, image_name: 'nginx' };
    for (const [slug, extra] of [
      ['creds-empty', { registry_credentials: [] }],
      ['creds-list', { registry_credentials: [{ username: 'u', password: 'p' }] }],
      ['ports-nested', { ports: [[{ container_port: 80 }]] }],
    ] as const) {
      const res = await hub.http
        .post('/api/v1/admin/templates')
        .set(superadmin.auth)
        .send({ ...base, slug, ...extra });
      expectProblem(res, 400);
    }
    const [{ count }] = await hub.db.query(
      `SELECT count(*)::int AS count FROM templates WHERE slug LIKE 'creds-%' OR slug = 'ports-nested'`,
    );
    expect(count).toBe(0);
  });

  it('answers malformed percent-encoding and over-long path parameters with problem+json', async () => {
    expectProblem(await hub.http.get('/api/v1/catalog/templates/%ff'), 400);
    expectProblem(await hub.http.get(`/api/v1/catalog/templates/${'a'.repeat(MAX_PARAM_LENGTH + 1)}`), 414);
    // Up to the limit a parameter reaches the route, which answers for itself (no such slug here).
    const atLimit = await hub.http.get(`/api/v1/catalog/templates/${'a'.repeat(MAX_PARAM_LENGTH)}`);
    expect(atLimit.status).toBe(404);
    expect(atLimit.body.code).toBe('not_found');
  });

  it('maps database data exceptions (an impossible time-zone offset) to 400', async () => {
    const res = await hub.http
      .post('/api/v1/addon-audit-events')
      .set('Authorization', `Bearer ${key}`)
      .send({ events: [{ id: randomUUID(), occurred_at: '2024-01-01T00:00:00+23:59', addon: 'a', action: 'b' }] });
    expectProblem(res, 400);
  });

  it('refuses a since that is not a real date', async () => {
    expectProblem(await hub.http.get('/api/v1/catalog/templates/updates?since=2024-02-30T00:00:00Z'), 400);
    await hub.http.get('/api/v1/catalog/templates/updates?since=2024-02-29T00:00:00Z').expect(200);
  });

  it('does not count a HEAD request as a download', async () => {
    const count = async () =>
      Number((await hub.db.query(`SELECT download_count FROM templates WHERE slug = 'hygiene-t'`))[0].download_count);
    await hub.http.head('/api/v1/catalog/templates/hygiene-t').set('Authorization', `Bearer ${key}`).expect(200);
    expect(await count()).toBe(0);
    await hub.http.get('/api/v1/catalog/templates/hygiene-t').set('Authorization', `Bearer ${key}`).expect(200);
    expect(await count()).toBe(1);
  });

  it("gives a suspended organization's members the anonymous catalog view, and active members the organization's", async () => {
    const priv = await fx.category({ slug: 'hygiene-private', is_private: true });
    await fx.template({ category_id: priv.id, slug: 'hygiene-private-t' });
    await fx.grant(orgId, priv.id);
    const bob = await fx.signIn('bob@demo.local');
    await fx.membership(orgId, bob.userId);
    const seen = async () =>
      (
        await hub.http.get('/api/v1/catalog/templates').set('Authorization', `Bearer ${bob.token}`).expect(200)
      ).body.templates.map((t: { slug: string }) => t.slug);
    expect(await seen()).toContain('hygiene-private-t');
    await hub.db.query(`UPDATE organizations SET status = 'suspended' WHERE id = $1`, [orgId]);
    expect(await seen()).not.toContain('hygiene-private-t');
    expect(await seen()).toContain('hygiene-t');
    await hub.db.query(`UPDATE organizations SET status = 'active' WHERE id = $1`, [orgId]);
  });
});
