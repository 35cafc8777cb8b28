import { randomUUID } from 'node:crypto';
import { MAX_PARAM_LENGTH } from '#lib/common';
import { HubFixtures, startTestHub, type TestHub } from '#lib/testing';

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
