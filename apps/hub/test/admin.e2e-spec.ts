import { HubFixtures, startTestHub, type TestHub } from '#test/support';
import { bearer, expectProblem, ISO, makeOrg, makeUser, patHeader, type TestUser } from './account-admin.helpers.js';

const A = '/api/v1/admin';

describe('admin API', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  let admin: TestUser;
  let superadmin: TestUser;
  beforeAll(async () => {
    hub = await startTestHub();
    fx = new HubFixtures(hub);
    admin = await makeUser(hub, { role: 'admin' });
    superadmin = await makeUser(hub, { role: 'superadmin' });
  });
  afterAll(() => hub.close());

  describe('only admins and superadmins get in', () => {
    const routes: [string, string][] = [
      ['get', 'templates'],
      ['post', 'templates'],
      ['put', 'templates'],
      ['delete', 'templates'],
      ['get', 'categories'],
      ['post', 'categories'],
      ['put', 'categories'],
      ['delete', 'categories'],
      ['get', 'catalog-access'],
      ['post', 'catalog-access'],
      ['delete', 'catalog-access'],
      ['get', 'users'],
      ['put', 'users'],
      ['delete', 'users'],
      ['get', 'organizations'],
      ['put', 'organizations'],
      ['get', 'api-keys'],
      ['delete', 'api-keys'],
      ['get', 'stats'],
    ];
    it.each(routes)('%s /admin/%s', async (method, path) => {
      const { admin: orgAdmin, member, key } = await makeOrg(hub, fx);
      const call = () =>
        (hub.http as unknown as Record<string, (p: string) => import('supertest').Test>)[method](`${A}/${path}`);
      expectProblem(await call(), 401, 'unauthenticated');
      expectProblem(await call().set(bearer(key.token)), 401, 'invalid_token');
      expectProblem(await call().set(patHeader()), 401, 'invalid_token');
      expectProblem(await call().set(member.auth), 403, 'forbidden');
      expectProblem(await call().set(orgAdmin.auth), 403, 'forbidden');
      expectProblem(await call().set((await makeUser(hub)).auth), 403, 'forbidden');
      if (method === 'get') {
        await call().set(admin.auth).expect(200);
        await call().set(superadmin.auth).expect(200);
      }
    });

    it('a superadmin writes templates, categories and grants', async () => {
      const as = superadmin.auth;
      const cat = (
        await hub.http
          .post(`${A}/categories`)
          .set(as)
          .send({ name: 'Super', slug: 'super-cat', is_private: true })
          .expect(201)
      ).body.category;
      await hub.http.put(`${A}/categories`).set(as).send({ id: cat.id, name: 'Super 2' }).expect(200);
      const t = (
        await hub.http
          .post(`${A}/templates`)
          .set(as)
          .send({ name: 'Super', slug: 'super-tpl', category_id: cat.id, image_name: 'nginx' })
          .expect(201)
      ).body.template;
      const updated = await hub.http.put(`${A}/templates`).set(as).send({ id: t.id, name: 'Super 2' }).expect(200);
      expect(updated.body.template).toMatchObject({ id: t.id, name: 'Super 2', category_name: 'Super 2' });
      const { org } = await makeOrg(hub, fx);
      const grant = (
        await hub.http.post(`${A}/catalog-access`).set(as).send({ org_id: org.id, category_id: cat.id }).expect(201)
      ).body.grant;
      await hub.http.delete(`${A}/catalog-access`).set(as).send({ id: grant.id }).expect(204);
      await hub.http.delete(`${A}/templates`).set(as).send({ id: t.id }).expect(204);
      await hub.http.delete(`${A}/categories`).set(as).send({ id: cat.id }).expect(204);
      expect(await hub.db.query('SELECT 1 FROM categories WHERE id = $1', [cat.id])).toEqual([]);
    });
  });

  describe('users', () => {
    it('lists users with organization info', async () => {
      const { org, member } = await makeOrg(hub, fx);
      const res = await hub.http.get(`${A}/users`).set(admin.auth).expect(200);
      expect(Object.keys(res.body)).toEqual(['users']);
      expect(res.body.users.find((u: { id: string }) => u.id === member.userId)).toEqual({
        id: member.userId,
        email: member.email,
        name: expect.any(String),
        role: 'user',
        organization: { id: org.id, name: org.slug, slug: org.slug, status: 'active', tier: 'free', role: 'member' },
        created_at: expect.stringMatching(ISO),
      });
      expect(res.body.users.find((u: { id: string }) => u.id === admin.userId)).toMatchObject({
        role: 'admin',
        organization: null,
      });
    });

    it('an admin may not grant or remove admin-level roles, nor touch a superadmin (403); a superadmin may', async () => {
      const user = await makeUser(hub);
      const other = await makeUser(hub, { role: 'admin' });
      for (const [id, role] of [
        [user.userId, 'admin'],
        [user.userId, 'superadmin'],
        [other.userId, 'user'],
        [superadmin.userId, 'user'],
        [superadmin.userId, 'admin'],
      ]) {
        expectProblem(await hub.http.put(`${A}/users`).set(admin.auth).send({ id, role }), 403, 'forbidden');
      }
      await hub.http.put(`${A}/users`).set(admin.auth).send({ id: user.userId, role: 'user' }).expect(200);
      const res = await hub.http
        .put(`${A}/users`)
        .set(superadmin.auth)
        .send({ id: user.userId, role: 'admin' })
        .expect(200);
      expect(res.body).toEqual({
        user: {
          id: user.userId,
          email: user.email,
          name: expect.any(String),
          role: 'admin',
          organization: null,
          created_at: expect.stringMatching(ISO),
        },
      });
      await hub.http.get(`${A}/stats`).set(user.auth).expect(200);
      await hub.http.put(`${A}/users`).set(superadmin.auth).send({ id: user.userId, role: 'user' }).expect(200);
      expectProblem(await hub.http.get(`${A}/stats`).set(user.auth), 403, 'forbidden');
    });

    it('no self-escalation; the last superadmin cannot be demoted (409); validation 400; unknown 404', async () => {
      expectProblem(
        await hub.http.put(`${A}/users`).set(admin.auth).send({ id: admin.userId, role: 'superadmin' }),
        403,
        'forbidden',
      );
      const supers: { id: string }[] = await hub.db.query(`SELECT id FROM users WHERE role = 'superadmin'`);
      expect(supers.map((s) => s.id)).toEqual([superadmin.userId]);
      expectProblem(
        await hub.http.put(`${A}/users`).set(superadmin.auth).send({ id: superadmin.userId, role: 'admin' }),
        409,
        'conflict',
      );
      const second = await makeUser(hub, { role: 'superadmin' });
      await hub.http.put(`${A}/users`).set(superadmin.auth).send({ id: second.userId, role: 'user' }).expect(200);
      for (const body of [
        { id: admin.userId },
        { id: admin.userId, role: 'root' },
        { id: 'x', role: 'user' },
        { id: admin.userId, role: 'user', email: 'x@y.z' },
      ]) {
        expectProblem(await hub.http.put(`${A}/users`).set(superadmin.auth).send(body), 400, 'validation_failed');
      }
      expectProblem(
        await hub.http
          .put(`${A}/users`)
          .set(superadmin.auth)
          .send({ id: '3a4b5c6d-7e8f-4901-a2b3-c4d5e6f7a8b9', role: 'user' }),
        404,
        'not_found',
      );
    });

    it('concurrent demotions of two superadmins leave one', async () => {
      const a = await makeUser(hub, { role: 'superadmin' });
      const b = await makeUser(hub, { role: 'superadmin' });
      await hub.http.put(`${A}/users`).set(a.auth).send({ id: superadmin.userId, role: 'admin' }).expect(200);
      const results = await Promise.all([
        hub.http.put(`${A}/users`).set(a.auth).send({ id: b.userId, role: 'user' }),
        hub.http.put(`${A}/users`).set(b.auth).send({ id: a.userId, role: 'user' }),
      ]);
      expect(results.map((r) => r.status)).toContain(200);
      expect(await hub.db.query(`SELECT 1 FROM users WHERE role = 'superadmin'`)).toHaveLength(1);
      const [left] = await hub.db.query(`SELECT id FROM users WHERE role = 'superadmin'`);
      const winner = left.id === a.userId ? a : b;
      await hub.http.put(`${A}/users`).set(winner.auth).send({ id: superadmin.userId, role: 'superadmin' }).expect(200);
    });

    it('delete: admins delete users but not admin-level ones; superadmins may; self 403; last org admin 409', async () => {
      const { member, admin: orgAdmin, key } = await makeOrg(hub, fx);
      await hub.db.query(
        `INSERT INTO personal_access_tokens (user_id, instance_id, name, token_hash, token_prefix) VALUES ($1, $2, 'pat', 'h-' || gen_random_uuid(), 'svcp_x')`,
        [member.userId, key.id],
      );
      await hub.http.delete(`${A}/users`).set(admin.auth).send({ id: member.userId }).expect(204);
      expect(await hub.db.query('SELECT 1 FROM personal_access_tokens WHERE user_id = $1', [member.userId])).toEqual(
        [],
      );
      expectProblem(await hub.http.delete(`${A}/users`).set(admin.auth).send({ id: member.userId }), 404, 'not_found');
      const otherAdmin = await makeUser(hub, { role: 'admin' });
      expectProblem(
        await hub.http.delete(`${A}/users`).set(admin.auth).send({ id: otherAdmin.userId }),
        403,
        'forbidden',
      );
      expectProblem(
        await hub.http.delete(`${A}/users`).set(admin.auth).send({ id: superadmin.userId }),
        403,
        'forbidden',
      );
      expectProblem(await hub.http.delete(`${A}/users`).set(admin.auth).send({ id: admin.userId }), 403, 'forbidden');
      await hub.http.delete(`${A}/users?id=${otherAdmin.userId}`).set(superadmin.auth).expect(204);
      const { admin: lastAdmin } = await makeOrg(hub, fx);
      expectProblem(
        await hub.http.delete(`${A}/users`).set(superadmin.auth).send({ id: lastAdmin.userId }),
        409,
        'conflict',
      );
      await hub.http.delete(`${A}/users`).set(superadmin.auth).send({ id: orgAdmin.userId }).expect(204);
      expectProblem(await hub.http.delete(`${A}/users`).set(superadmin.auth), 400, 'validation_failed');
    });

    it("deleting an organization's last member deletes the organization; its keys stop at once (401)", async () => {
      const { org, admin: orgAdmin, member, key } = await makeOrg(hub, fx);
      const catalog = () => hub.http.get('/api/v1/catalog/templates').set(bearer(key.token));
      await hub.http.delete(`${A}/users`).set(admin.auth).send({ id: member.userId }).expect(204);
      await catalog().expect(200);
      await hub.http.delete(`${A}/users?id=${orgAdmin.userId}`).set(admin.auth).expect(204);
      expectProblem(await catalog(), 401, 'invalid_token');
      const orgs = (await hub.http.get(`${A}/organizations`).set(admin.auth).expect(200)).body.organizations;
      expect(orgs.map((o: { id: string }) => o.id)).not.toContain(org.id);
      const keys = (await hub.http.get(`${A}/api-keys`).set(admin.auth).expect(200)).body.apiKeys;
      expect(keys.map((k: { id: string }) => k.id)).not.toContain(key.id);
    });
  });

  describe('organizations', () => {
    it('lists with member_count and api_key_count (active keys)', async () => {
      const { org } = await makeOrg(hub, fx);
      await fx.instanceKey(org.id);
      await fx.instanceKey(org.id, 'revoked');
      const res = await hub.http.get(`${A}/organizations`).set(admin.auth).expect(200);
      expect(Object.keys(res.body)).toEqual(['organizations']);
      expect(res.body.organizations.find((o: { id: string }) => o.id === org.id)).toEqual({
        id: org.id,
        name: org.slug,
        slug: org.slug,
        status: 'active',
        tier: 'free',
        member_count: 2,
        api_key_count: 2,
        created_at: expect.stringMatching(ISO),
        updated_at: expect.stringMatching(ISO),
      });
    });

    it("updates status and tier; a suspended organization's keys get 403 on their next request", async () => {
      const { org, key } = await makeOrg(hub, fx);
      await hub.http.get('/api/v1/catalog/templates').set(bearer(key.token)).expect(200);
      const res = await hub.http
        .put(`${A}/organizations`)
        .set(admin.auth)
        .send({ id: org.id, status: 'suspended' })
        .expect(200);
      expect(res.body.organization).toMatchObject({
        id: org.id,
        status: 'suspended',
        tier: 'free',
        member_count: 2,
        api_key_count: 1,
      });
      const orgs = (await hub.http.get(`${A}/organizations`).set(admin.auth).expect(200)).body.organizations;
      expect(res.body.organization).toEqual(orgs.find((o: { id: string }) => o.id === org.id));
      expectProblem(await hub.http.get('/api/v1/catalog/templates').set(bearer(key.token)), 403, 'forbidden');
      const tier = await hub.http
        .put(`${A}/organizations`)
        .set(admin.auth)
        .send({ id: org.id, tier: 'enterprise', status: 'active' })
        .expect(200);
      expect(tier.body.organization).toMatchObject({ status: 'active', tier: 'enterprise' });
      expect(await hub.db.query('SELECT tier FROM subscriptions WHERE org_id = $1', [org.id])).toEqual([
        { tier: 'enterprise' },
      ]);
      await hub.http.get('/api/v1/catalog/templates').set(bearer(key.token)).expect(200);
      for (const body of [
        { id: org.id, status: 'closed' },
        { id: org.id, tier: 'gold' },
        { id: org.id, name: 'x' },
        { id: org.id, slug: 'x' },
        { id: org.id, member_count: 9 },
        { status: 'active' },
        { id: org.id, status: null },
      ]) {
        expectProblem(await hub.http.put(`${A}/organizations`).set(admin.auth).send(body), 400, 'validation_failed');
      }
      expectProblem(
        await hub.http
          .put(`${A}/organizations`)
          .set(admin.auth)
          .send({ id: '3a4b5c6d-7e8f-4901-a2b3-c4d5e6f7a8b9', tier: 'pro' }),
        404,
        'not_found',
      );
    });

    it('PUT with only an id → 400 and changes nothing (updated_at kept)', async () => {
      const { org } = await makeOrg(hub, fx);
      const [before] = await hub.db.query('SELECT updated_at FROM organizations WHERE id = $1', [org.id]);
      for (const body of [{ id: org.id }, { id: org.id, status: undefined, tier: undefined }]) {
        expectProblem(await hub.http.put(`${A}/organizations`).set(admin.auth).send(body), 400, 'validation_failed');
      }
      const [after] = await hub.db.query('SELECT updated_at FROM organizations WHERE id = $1', [org.id]);
      expect(after.updated_at).toEqual(before.updated_at);
    });
  });

  describe('API keys', () => {
    it('lists keys across organizations and revokes any (body or ?id=)', async () => {
      const a = await makeOrg(hub, fx);
      const b = await makeOrg(hub, fx);
      const res = await hub.http.get(`${A}/api-keys`).set(admin.auth).expect(200);
      expect(Object.keys(res.body)).toEqual(['apiKeys']);
      const ids = res.body.apiKeys.map((k: { id: string }) => k.id);
      expect(ids).toEqual(expect.arrayContaining([a.key.id, b.key.id]));
      expect(res.body.apiKeys.find((k: { id: string }) => k.id === a.key.id)).toEqual({
        id: a.key.id,
        name: expect.any(String),
        key_prefix: a.key.token.slice(0, 12),
        status: 'active',
        created_at: expect.stringMatching(ISO),
        last_used_at: null,
        revoked_at: null,
        expires_at: null,
        previous_expires_at: null,
        previous_last_used_at: null,
        organization: { id: a.org.id, name: a.org.slug, slug: a.org.slug },
      });
      expect(JSON.stringify(res.body)).not.toContain(a.key.token);
      const revoked = await hub.http.delete(`${A}/api-keys`).set(admin.auth).send({ id: a.key.id }).expect(200);
      expect(revoked.body.apiKey).toMatchObject({
        id: a.key.id,
        status: 'revoked',
        revoked_at: expect.stringMatching(ISO),
      });
      const keys = (await hub.http.get(`${A}/api-keys`).set(admin.auth).expect(200)).body.apiKeys;
      expect(revoked.body.apiKey).toEqual(keys.find((k: { id: string }) => k.id === a.key.id));
      expectProblem(await hub.http.get('/api/v1/catalog/templates').set(bearer(a.key.token)), 401, 'invalid_token');
      await hub.http.delete(`${A}/api-keys?id=${b.key.id}`).set(superadmin.auth).expect(200);
      expectProblem(await hub.http.get('/api/v1/catalog/templates').set(bearer(b.key.token)), 401, 'invalid_token');
      expectProblem(
        await hub.http.delete(`${A}/api-keys`).set(admin.auth).send({ id: '3a4b5c6d-7e8f-4901-a2b3-c4d5e6f7a8b9' }),
        404,
        'not_found',
      );
      expectProblem(
        await hub.http.delete(`${A}/api-keys`).set(admin.auth).send({ id: a.key.id, status: 'active' }),
        400,
        'validation_failed',
      );
    });
  });

  describe('stats', () => {
    it('counts users, organizations, active keys, templates, categories and grants', async () => {
      const cat = await fx.category({ is_private: true });
      await fx.template({ category_id: cat.id });
      const { org } = await makeOrg(hub, fx);
      await fx.grant(org.id, cat.id);
      await fx.instanceKey(org.id, 'revoked');
      const count = async (sql: string) => Number((await hub.db.query(sql))[0].n);
      const res = await hub.http.get(`${A}/stats`).set(admin.auth).expect(200);
      expect(res.body).toEqual({
        stats: {
          users: await count('SELECT count(*) AS n FROM users'),
          organizations: await count('SELECT count(*) AS n FROM organizations'),
          api_keys: await count(`SELECT count(*) AS n FROM api_keys WHERE status = 'active'`),
          api_keys_expiring_soon: 0,
          templates: await count('SELECT count(*) AS n FROM templates'),
          categories: await count('SELECT count(*) AS n FROM categories'),
          catalog_access_grants: await count('SELECT count(*) AS n FROM catalog_access'),
        },
      });
      expect(res.body.stats.catalog_access_grants).toBeGreaterThanOrEqual(1);
    });
  });
});
