import { HubFixtures, startTestHub, type TestHub } from '#test/support';
import { bearer, expectProblem, ISO, makeOrg, makeUser, patHeader, UUID } from './account-admin.helpers.js';

const KEYS = '/api/v1/account/api-keys';
const ORGS = '/api/v1/account/organizations';
const MEMBERS = '/api/v1/account/organizations/members';
const PROFILE = '/api/v1/account/profile';

describe('account API', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  beforeAll(async () => {
    hub = await startTestHub();
    fx = new HubFixtures(hub);
  });
  afterAll(() => hub.close());

  const catalogWith = (token: string) => hub.http.get('/api/v1/catalog/templates').set(bearer(token));

  describe('credentials other than a dashboard JWT are refused on every route', () => {
    const routes: [string, string][] = [
      ['get', KEYS],
      ['post', KEYS],
      ['put', KEYS],
      ['delete', KEYS],
      ['get', ORGS],
      ['post', ORGS],
      ['get', MEMBERS],
      ['post', MEMBERS],
      ['put', MEMBERS],
      ['delete', MEMBERS],
      ['get', PROFILE],
      ['put', PROFILE],
      ['delete', PROFILE],
    ];
    it.each(routes)('%s %s', async (method, path) => {
      const { key } = await makeOrg(hub, fx);
      const call = () => (hub.http as unknown as Record<string, (p: string) => import('supertest').Test>)[method](path);
      const anonymous = await call();
      expectProblem(anonymous, 401, 'unauthenticated');
      expect(anonymous.headers['www-authenticate']).toBe('Bearer');
      const instanceKey = await call().set(bearer(key.token));
      expectProblem(instanceKey, 401, 'invalid_token');
      expect(instanceKey.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
      expectProblem(await call().set(patHeader()), 401, 'invalid_token');
      expectProblem(await call().set({ Authorization: 'Bearer not-a-token' }), 401, 'invalid_token');
    });
  });

  describe('organization rules come before the body (checked in the guard)', () => {
    // Each body is invalid (unknown field, wrong type, missing field): a caller who may not gets the
    // same denial as with a valid body, never a 400 that would tell them how to shape the request.
    const bad = { nope: true, name: 42 };
    it.each([
      ['post', KEYS],
      ['put', KEYS],
      ['delete', KEYS],
      ['post', MEMBERS],
      ['put', MEMBERS],
    ])('%s %s: a member gets 403, a user without an organization 404', async (method, path) => {
      const { member } = await makeOrg(hub, fx);
      const loner = await makeUser(hub);
      const call = (auth: Record<string, string>) =>
        (hub.http as unknown as Record<string, (p: string) => import('supertest').Test>)
          [method](path)
          .set(auth)
          .send(bad);
      expectProblem(await call(member.auth), 403, 'forbidden');
      expectProblem(await call(loner.auth), 404, 'no_organization');
    });

    it('a member of a suspended organization gets 403 at key creation, whatever the body', async () => {
      const { admin, org } = await makeOrg(hub, fx);
      await hub.db.query(`UPDATE organizations SET status = 'suspended' WHERE id = $1`, [org.id]);
      expectProblem(await hub.http.post(KEYS).set(admin.auth).send(bad), 403, 'forbidden');
      expectProblem(await hub.http.post(KEYS).set(admin.auth).send({ name: 'ok' }), 403, 'forbidden');
    });

    it('the org admin who may gets the 400 for the same invalid body', async () => {
      const { admin } = await makeOrg(hub, fx);
      expectProblem(await hub.http.post(KEYS).set(admin.auth).send(bad), 400, 'validation_failed');
      expectProblem(await hub.http.post(MEMBERS).set(admin.auth).send(bad), 400, 'validation_failed');
    });
  });

  describe('API keys', () => {
    it('an org admin creates a key: full key once, prefix stored, and it works at the catalog', async () => {
      const { admin, member } = await makeOrg(hub, fx);
      const res = await hub.http.post(KEYS).set(admin.auth).send({ name: 'prod fleet' }).expect(201);
      expect(Object.keys(res.body)).toEqual(['apiKey']);
      const k = res.body.apiKey;
      expect(k).toEqual({
        id: expect.stringMatching(UUID),
        name: 'prod fleet',
        key: expect.any(String),
        key_prefix: k.key.slice(0, 12),
        status: 'active',
        created_at: expect.stringMatching(ISO),
        expires_at: null,
      });
      expect(k.key).toMatch(/^svch_[0-9A-Za-z]{49}$/);
      await catalogWith(k.key).expect(200);
      const list = await hub.http.get(KEYS).set(member.auth).expect(200);
      const listed = list.body.apiKeys.find((x: { id: string }) => x.id === k.id);
      expect(listed).toEqual({
        id: k.id,
        name: 'prod fleet',
        key_prefix: k.key_prefix,
        status: 'active',
        created_at: k.created_at,
        last_used_at: listed.last_used_at,
        revoked_at: null,
        expires_at: null,
        previous_expires_at: null,
        previous_last_used_at: null,
      });
      expect(listed.last_used_at === null || ISO.test(listed.last_used_at)).toBe(true);
      expect(JSON.stringify(list.body)).not.toContain(k.key);
      const [stored] = await hub.db.query('SELECT key_hash FROM api_keys WHERE id = $1', [k.id]);
      expect(stored.key_hash).not.toContain(k.key.slice(5));
    });

    it('members list but may not create, re-issue or revoke (403); users without an organization get 404 no_organization', async () => {
      const { member, key } = await makeOrg(hub, fx);
      const list = await hub.http.get(KEYS).set(member.auth).expect(200);
      expect(list.body).toEqual({ apiKeys: [expect.objectContaining({ id: key.id, status: 'active' })] });
      expectProblem(await hub.http.post(KEYS).set(member.auth).send({ name: 'x' }), 403, 'forbidden');
      expectProblem(await hub.http.put(KEYS).set(member.auth).send({ id: key.id }), 403, 'forbidden');
      expectProblem(await hub.http.delete(KEYS).set(member.auth).send({ id: key.id }), 403, 'forbidden');
      await catalogWith(key.token).expect(200);
      const loner = await makeUser(hub);
      for (const res of [
        await hub.http.get(KEYS).set(loner.auth),
        await hub.http.post(KEYS).set(loner.auth).send({ name: 'x' }),
        await hub.http.put(KEYS).set(loner.auth).send({ id: key.id }),
        await hub.http.delete(KEYS).set(loner.auth).send({ id: key.id }),
      ]) {
        expectProblem(res, 404, 'no_organization');
      }
      // A hub admin role gives no organization rights.
      const hubAdmin = await makeUser(hub, { role: 'superadmin' });
      expectProblem(await hub.http.delete(KEYS).set(hubAdmin.auth).send({ id: key.id }), 404, 'no_organization');
    });

    it("another organization's key is 404 and untouched", async () => {
      const a = await makeOrg(hub, fx);
      const b = await makeOrg(hub, fx);
      expectProblem(await hub.http.put(KEYS).set(a.admin.auth).send({ id: b.key.id }), 404, 'not_found');
      expectProblem(await hub.http.delete(KEYS).set(a.admin.auth).send({ id: b.key.id }), 404, 'not_found');
      expectProblem(await hub.http.delete(`${KEYS}?id=${b.key.id}`).set(a.admin.auth), 404, 'not_found');
      await catalogWith(b.key.token).expect(200);
      const list = await hub.http.get(KEYS).set(a.admin.auth).expect(200);
      expect(list.body.apiKeys.map((k: { id: string }) => k.id)).toEqual([a.key.id]);
    });

    it('re-issue: same id, new secret, the old one refused from then on; a revoked key cannot be re-issued', async () => {
      const { admin, key } = await makeOrg(hub, fx);
      const res = await hub.http.put(KEYS).set(admin.auth).send({ id: key.id }).expect(200);
      expect(res.body).toEqual({
        apiKey: {
          id: key.id,
          name: expect.any(String),
          key: expect.stringMatching(/^svch_/),
          key_prefix: res.body.apiKey.key.slice(0, 12),
          status: 'active',
          created_at: expect.stringMatching(ISO),
          expires_at: null,
          previous_expires_at: null,
        },
      });
      expect(res.body.apiKey.key).not.toBe(key.token);
      expectProblem(await catalogWith(key.token), 401, 'invalid_token');
      await catalogWith(res.body.apiKey.key).expect(200);
      await hub.http.delete(KEYS).set(admin.auth).send({ id: key.id }).expect(200);
      expectProblem(await hub.http.put(KEYS).set(admin.auth).send({ id: key.id }), 409, 'conflict');
    });

    it('20 concurrent re-issues leave exactly one working secret', async () => {
      const { admin, key } = await makeOrg(hub, fx);
      const results = await Promise.all(
        Array.from({ length: 20 }, () => hub.http.put(KEYS).set(admin.auth).send({ id: key.id })),
      );
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
      const secrets = [key.token, ...results.map((r) => r.body.apiKey.key as string)];
      const statuses = await Promise.all(secrets.map(async (s) => (await catalogWith(s)).status));
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses[0]).toBe(401);
    });

    it('revoke by body or ?id=: status revoked, kept in the list with revoked_at, refused at once; idempotent', async () => {
      const { admin, key } = await makeOrg(hub, fx);
      const second = await hub.http.post(KEYS).set(admin.auth).send({ name: 'second' }).expect(201);
      const res = await hub.http.delete(KEYS).set(admin.auth).send({ id: key.id }).expect(200);
      expect(res.body).toEqual({
        apiKey: {
          id: key.id,
          name: expect.any(String),
          key_prefix: key.token.slice(0, 12),
          status: 'revoked',
          created_at: expect.stringMatching(ISO),
          last_used_at: null,
          revoked_at: expect.stringMatching(ISO),
          expires_at: null,
          previous_expires_at: null,
          previous_last_used_at: null,
        },
      });
      expectProblem(await catalogWith(key.token), 401, 'invalid_token');
      const again = await hub.http.delete(`${KEYS}?id=${key.id}`).set(admin.auth).expect(200);
      expect(again.body.apiKey.revoked_at).toBe(res.body.apiKey.revoked_at);
      await hub.http.delete(`${KEYS}?id=${second.body.apiKey.id}`).set(admin.auth).expect(200);
      expectProblem(await catalogWith(second.body.apiKey.key), 401, 'invalid_token');
      const list = await hub.http.get(KEYS).set(admin.auth).expect(200);
      expect(list.body.apiKeys.map((k: { status: string }) => k.status)).toEqual(['revoked', 'revoked']);
    });

    it('validates bodies: unknown and server-owned fields, bad ids, missing id → 400', async () => {
      const { admin, key } = await makeOrg(hub, fx);
      for (const body of [
        {},
        { name: '' },
        { name: '   ' },
        { name: 5 },
        { name: 'x', status: 'revoked' },
        { name: 'x', key_prefix: 'svch_' },
        { name: 'x', key_hash: 'h' },
        { name: 'x', id: key.id },
        { name: 'x'.repeat(101) },
      ]) {
        expectProblem(await hub.http.post(KEYS).set(admin.auth).send(body), 400, 'validation_failed');
      }
      expectProblem(await hub.http.put(KEYS).set(admin.auth).send({ id: 'nope' }), 400, 'validation_failed');
      expectProblem(
        await hub.http.put(KEYS).set(admin.auth).send({ id: key.id, name: 'renamed' }),
        400,
        'validation_failed',
      );
      expectProblem(await hub.http.delete(KEYS).set(admin.auth), 400, 'validation_failed');
      expectProblem(await hub.http.delete(`${KEYS}?id=nope`).set(admin.auth), 400, 'validation_failed');
      expectProblem(
        await hub.http.post(KEYS).set(admin.auth).set('content-type', 'application/json').send('{"name":'),
        400,
        'validation_failed',
      );
    });

    it('a suspended organization cannot mint keys (its keys get 403), but still lists them', async () => {
      const org = await fx.org({ status: 'suspended' });
      const admin = await makeUser(hub);
      await fx.membership(org.id, admin.userId, 'admin');
      const key = await fx.instanceKey(org.id);
      expectProblem(await catalogWith(key.token), 403, 'forbidden');
      expectProblem(await hub.http.post(KEYS).set(admin.auth).send({ name: 'x' }), 403, 'forbidden');
      await hub.http.get(KEYS).set(admin.auth).expect(200);
    });

    it("a member's revoke by ?id= is 403 too, and the key keeps working", async () => {
      const { member, key } = await makeOrg(hub, fx);
      expectProblem(await hub.http.delete(`${KEYS}?id=${key.id}`).set(member.auth), 403, 'forbidden');
      const [row] = await hub.db.query('SELECT status, revoked_at FROM api_keys WHERE id = $1', [key.id]);
      expect(row).toEqual({ status: 'active', revoked_at: null });
      await catalogWith(key.token).expect(200);
    });

    it('a suspended organization: re-issue is refused (403, secret unchanged), revoke still works (a leaked key can always be killed)', async () => {
      const org = await fx.org({ status: 'suspended' });
      const admin = await makeUser(hub);
      await fx.membership(org.id, admin.userId, 'admin');
      const kept = await fx.instanceKey(org.id);
      const killed = await fx.instanceKey(org.id);
      expectProblem(await hub.http.put(KEYS).set(admin.auth).send({ id: kept.id }), 403, 'forbidden');
      const res = await hub.http.delete(`${KEYS}?id=${killed.id}`).set(admin.auth).expect(200);
      expect(res.body.apiKey).toMatchObject({
        id: killed.id,
        status: 'revoked',
        revoked_at: expect.stringMatching(ISO),
      });
      expectProblem(await catalogWith(kept.token), 403, 'forbidden');
      expectProblem(await catalogWith(killed.token), 401, 'invalid_token');
      await hub.db.query(`UPDATE organizations SET status = 'active' WHERE id = $1`, [org.id]);
      await catalogWith(kept.token).expect(200);
      expectProblem(await catalogWith(killed.token), 401, 'invalid_token');
    });
  });

  describe('organizations', () => {
    it('GET: your organization with your role; none → 404 no_organization', async () => {
      const { org, admin, member } = await makeOrg(hub, fx);
      const res = await hub.http.get(ORGS).set(member.auth).expect(200);
      expect(res.body).toEqual({
        organization: {
          id: org.id,
          name: org.slug,
          slug: org.slug,
          status: 'active',
          tier: 'free',
          role: 'member',
          created_at: expect.stringMatching(ISO),
        },
      });
      expect((await hub.http.get(ORGS).set(admin.auth)).body.organization.role).toBe('admin');
      const loner = await makeUser(hub);
      expectProblem(await hub.http.get(ORGS).set(loner.auth), 404, 'no_organization');
    });

    it('POST creates it, makes you admin and a free subscription; a second one → 409', async () => {
      const user = await makeUser(hub);
      const res = await hub.http.post(ORGS).set(user.auth).send({ name: ' Acme ', slug: 'acme-e2e' }).expect(201);
      expect(res.body).toEqual({
        organization: {
          id: expect.stringMatching(UUID),
          name: 'Acme',
          slug: 'acme-e2e',
          status: 'active',
          tier: 'free',
          role: 'admin',
          created_at: expect.stringMatching(ISO),
        },
      });
      const subs = await hub.db.query('SELECT tier, status FROM subscriptions WHERE org_id = $1', [
        res.body.organization.id,
      ]);
      expect(subs).toEqual([{ tier: 'free', status: 'active' }]);
      expect((await hub.http.get(ORGS).set(user.auth).expect(200)).body.organization.id).toBe(res.body.organization.id);
      expectProblem(
        await hub.http.post(ORGS).set(user.auth).send({ name: 'Other', slug: 'other-e2e' }),
        409,
        'conflict',
      );
      const { member } = await makeOrg(hub, fx);
      expectProblem(
        await hub.http.post(ORGS).set(member.auth).send({ name: 'Other', slug: 'other-e2e' }),
        409,
        'conflict',
      );
      expect(await hub.db.query(`SELECT 1 FROM organizations WHERE slug = 'other-e2e'`)).toEqual([]);
    });

    it('a taken slug → 409 and nothing is created; invalid bodies → 400', async () => {
      const user = await makeUser(hub);
      const { org } = await makeOrg(hub, fx);
      const taken = await hub.http.post(ORGS).set(user.auth).send({ name: 'x', slug: org.slug });
      expectProblem(taken, 409, 'conflict');
      expect(taken.body.errors).toEqual([{ field: 'slug', message: 'slug is taken by another organization' }]);
      expectProblem(await hub.http.get(ORGS).set(user.auth), 404, 'no_organization');
      for (const body of [
        { name: 'x' },
        { slug: 'x' },
        { name: 'x', slug: 'Bad_Slug' },
        { name: 'x', slug: '-x' },
        { name: 'x', slug: 'a'.repeat(64) },
        { name: 'x', slug: 'ok', tier: 'enterprise' },
        { name: 'x', slug: 'ok', status: 'active' },
        { name: 'x', slug: 'ok', id: '1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809' },
      ]) {
        expectProblem(await hub.http.post(ORGS).set(user.auth).send(body), 400, 'validation_failed');
      }
    });

    it('concurrent creates by one user give exactly one organization', async () => {
      const user = await makeUser(hub);
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          hub.http
            .post(ORGS)
            .set(user.auth)
            .send({ name: 'Race', slug: `race-${i}` }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(7).fill(409)]);
      const rows = await hub.db.query(`SELECT o.slug FROM organizations o WHERE o.slug LIKE 'race-%'`);
      expect(rows).toHaveLength(1);
    });
  });

  describe('members', () => {
    it('any member lists the members', async () => {
      const { admin, member } = await makeOrg(hub, fx);
      const res = await hub.http.get(MEMBERS).set(member.auth).expect(200);
      expect(res.body).toEqual({
        members: [
          {
            user_id: admin.userId,
            email: admin.email,
            name: expect.any(String),
            role: 'admin',
            joined_at: expect.stringMatching(ISO),
          },
          {
            user_id: member.userId,
            email: member.email,
            name: expect.any(String),
            role: 'member',
            joined_at: expect.stringMatching(ISO),
          },
        ],
      });
      expectProblem(await hub.http.get(MEMBERS).set((await makeUser(hub)).auth), 404, 'no_organization');
    });

    it('an org admin adds an existing user by email (case-insensitive); members may not (403)', async () => {
      const { admin, member } = await makeOrg(hub, fx);
      const newcomer = await makeUser(hub);
      expectProblem(await hub.http.post(MEMBERS).set(member.auth).send({ email: newcomer.email }), 403, 'forbidden');
      const res = await hub.http
        .post(MEMBERS)
        .set(admin.auth)
        .send({ email: newcomer.email.toUpperCase() })
        .expect(201);
      expect(res.body).toEqual({
        member: {
          user_id: newcomer.userId,
          email: newcomer.email,
          name: expect.any(String),
          role: 'member',
          joined_at: expect.stringMatching(ISO),
        },
      });
      const promoted = await makeUser(hub);
      const asAdmin = await hub.http
        .post(MEMBERS)
        .set(admin.auth)
        .send({ email: promoted.email, role: 'admin' })
        .expect(201);
      expect(asAdmin.body.member.role).toBe('admin');
      expectProblem(
        await hub.http.post(MEMBERS).set(admin.auth).send({ email: 'nobody@example.test' }),
        404,
        'not_found',
      );
      expectProblem(await hub.http.post(MEMBERS).set(admin.auth).send({ email: newcomer.email }), 409, 'conflict');
      const other = await makeOrg(hub, fx);
      expectProblem(await hub.http.post(MEMBERS).set(admin.auth).send({ email: other.member.email }), 409, 'conflict');
      for (const body of [
        {},
        { email: 'not-an-email' },
        { email: newcomer.email, role: 'owner' },
        { email: newcomer.email, user_id: newcomer.userId },
      ]) {
        expectProblem(await hub.http.post(MEMBERS).set(admin.auth).send(body), 400, 'validation_failed');
      }
    });

    it('PUT changes a role; members 403; another organization 404; demoting the last admin 409', async () => {
      const { admin, member } = await makeOrg(hub, fx);
      const other = await makeOrg(hub, fx);
      expectProblem(
        await hub.http.put(MEMBERS).set(member.auth).send({ user_id: member.userId, role: 'admin' }),
        403,
        'forbidden',
      );
      expectProblem(
        await hub.http.put(MEMBERS).set(admin.auth).send({ user_id: admin.userId, role: 'member' }),
        409,
        'conflict',
      );
      expectProblem(
        await hub.http.put(MEMBERS).set(admin.auth).send({ user_id: other.member.userId, role: 'admin' }),
        404,
        'not_found',
      );
      const res = await hub.http
        .put(MEMBERS)
        .set(admin.auth)
        .send({ user_id: member.userId, role: 'admin' })
        .expect(200);
      expect(res.body).toEqual({
        member: {
          user_id: member.userId,
          email: member.email,
          name: expect.any(String),
          role: 'admin',
          joined_at: expect.stringMatching(ISO),
        },
      });
      await hub.http.put(MEMBERS).set(admin.auth).send({ user_id: admin.userId, role: 'member' }).expect(200);
      expectProblem(await hub.http.post(KEYS).set(admin.auth).send({ name: 'x' }), 403, 'forbidden');
      expectProblem(
        await hub.http.put(MEMBERS).set(member.auth).send({ user_id: member.userId, role: 'member' }),
        409,
        'conflict',
      );
      expectProblem(
        await hub.http.put(MEMBERS).set(member.auth).send({ user_id: 'x', role: 'admin' }),
        400,
        'validation_failed',
      );
      expectProblem(
        await hub.http.put(MEMBERS).set(member.auth).send({ user_id: admin.userId, role: 'owner' }),
        400,
        'validation_failed',
      );
    });

    it('two admins demoting each other at once: one stays admin', async () => {
      const { org, admin, member } = await makeOrg(hub, fx);
      await hub.http.put(MEMBERS).set(admin.auth).send({ user_id: member.userId, role: 'admin' }).expect(200);
      const [a, b] = await Promise.all([
        hub.http.put(MEMBERS).set(admin.auth).send({ user_id: member.userId, role: 'member' }),
        hub.http.put(MEMBERS).set(member.auth).send({ user_id: admin.userId, role: 'member' }),
      ]);
      // The loser sees 409 (last admin), or 403 when it was already demoted as it signed in.
      const statuses = [a.status, b.status].sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const admins = await hub.db.query(`SELECT 1 FROM organization_memberships WHERE org_id = $1 AND role = 'admin'`, [
        org.id,
      ]);
      expect(admins).toHaveLength(1);
    });

    it('DELETE removes a member (body or ?user_id=); members 403; other organization 404; last admin 409', async () => {
      const { org, admin, member } = await makeOrg(hub, fx);
      const other = await makeOrg(hub, fx);
      expectProblem(await hub.http.delete(MEMBERS).set(member.auth).send({ user_id: admin.userId }), 403, 'forbidden');
      expectProblem(
        await hub.http.delete(MEMBERS).set(admin.auth).send({ user_id: other.member.userId }),
        404,
        'not_found',
      );
      expectProblem(await hub.http.delete(MEMBERS).set(admin.auth).send({ user_id: admin.userId }), 409, 'conflict');
      expectProblem(await hub.http.delete(MEMBERS).set(admin.auth), 400, 'validation_failed');
      await hub.http.delete(MEMBERS).set(admin.auth).send({ user_id: member.userId }).expect(204);
      expectProblem(await hub.http.get(ORGS).set(member.auth), 404, 'no_organization');
      const third = await makeUser(hub);
      await fx.membership(org.id, third.userId, 'member');
      await hub.http.delete(`${MEMBERS}?user_id=${third.userId}`).set(admin.auth).expect(204);
      const left = await hub.http.get(MEMBERS).set(admin.auth).expect(200);
      expect(left.body.members.map((m: { user_id: string }) => m.user_id)).toEqual([admin.userId]);
      expect((await hub.http.get(MEMBERS).set(other.admin.auth)).body.members).toHaveLength(2);
    });

    it('any member may leave (remove themselves, body or ?user_id=), but not remove others (403)', async () => {
      const { org, admin, member, key } = await makeOrg(hub, fx);
      const other = await makeUser(hub);
      await fx.membership(org.id, other.userId, 'member');
      const [pat] = await hub.db.query(
        `INSERT INTO personal_access_tokens (user_id, instance_id, name, token_hash, token_prefix)
         VALUES ($1, $2, 'pat', 'h-' || gen_random_uuid(), 'svcp_x') RETURNING id`,
        [member.userId, key.id],
      );
      expectProblem(await hub.http.delete(MEMBERS).set(member.auth).send({ user_id: other.userId }), 403, 'forbidden');
      await hub.http.delete(MEMBERS).set(member.auth).send({ user_id: member.userId }).expect(204);
      expectProblem(await hub.http.get(ORGS).set(member.auth), 404, 'no_organization');
      const [revoked] = await hub.db.query('SELECT revoked_at FROM personal_access_tokens WHERE id = $1', [pat.id]);
      expect(revoked.revoked_at).not.toBeNull();
      await hub.http.delete(`${MEMBERS}?user_id=${other.userId}`).set(other.auth).expect(204);
      const left = await hub.http.get(MEMBERS).set(admin.auth).expect(200);
      expect(left.body.members.map((m: { user_id: string }) => m.user_id)).toEqual([admin.userId]);
    });

    it('an admin may leave while another admin remains; the last admin leaving → 409', async () => {
      const { org, admin, member } = await makeOrg(hub, fx);
      expectProblem(await hub.http.delete(MEMBERS).set(admin.auth).send({ user_id: admin.userId }), 409, 'conflict');
      const second = await makeUser(hub);
      await fx.membership(org.id, second.userId, 'admin');
      await hub.http.delete(MEMBERS).set(admin.auth).send({ user_id: admin.userId }).expect(204);
      expectProblem(await hub.http.get(ORGS).set(admin.auth), 404, 'no_organization');
      expectProblem(await hub.http.delete(`${MEMBERS}?user_id=${second.userId}`).set(second.auth), 409, 'conflict');
      const left = await hub.http.get(MEMBERS).set(second.auth).expect(200);
      expect(left.body.members.map((m: { user_id: string; role: string }) => [m.user_id, m.role])).toEqual([
        [second.userId, 'admin'],
        [member.userId, 'member'],
      ]);
    });

    it('an org admin demotes themselves while another admin exists (200), keeping member rights only', async () => {
      const { org, admin } = await makeOrg(hub, fx);
      const second = await makeUser(hub);
      await fx.membership(org.id, second.userId, 'admin');
      const res = await hub.http
        .put(MEMBERS)
        .set(admin.auth)
        .send({ user_id: admin.userId, role: 'member' })
        .expect(200);
      expect(res.body.member).toMatchObject({ user_id: admin.userId, role: 'member' });
      expectProblem(await hub.http.post(KEYS).set(admin.auth).send({ name: 'x' }), 403, 'forbidden');
      expectProblem(
        await hub.http.put(MEMBERS).set(admin.auth).send({ user_id: admin.userId, role: 'admin' }),
        403,
        'forbidden',
      );
      expect((await hub.http.get(ORGS).set(admin.auth).expect(200)).body.organization.role).toBe('member');
      expect((await hub.http.get(ORGS).set(second.auth).expect(200)).body.organization.role).toBe('admin');
    });
  });

  describe('profile', () => {
    it('GET: the profile with organization info and the org role, or organization null', async () => {
      const { org, member } = await makeOrg(hub, fx);
      const res = await hub.http.get(PROFILE).set(member.auth).expect(200);
      expect(res.body).toEqual({
        profile: {
          id: member.userId,
          email: member.email,
          name: member.email.split('@')[0],
          role: 'user',
          organization: { id: org.id, name: org.slug, slug: org.slug, status: 'active', tier: 'free', role: 'member' },
          created_at: expect.stringMatching(ISO),
        },
      });
      const loner = await makeUser(hub, { role: 'admin' });
      const own = await hub.http.get(PROFILE).set(loner.auth).expect(200);
      expect(own.body.profile).toMatchObject({ id: loner.userId, role: 'admin', organization: null });
    });

    it('PUT updates only the name (it sticks); role, email and unknown fields → 400', async () => {
      const user = await makeUser(hub);
      const res = await hub.http.put(PROFILE).set(user.auth).send({ name: '  New Name ' }).expect(200);
      expect(res.body.profile).toMatchObject({ id: user.userId, name: 'New Name', role: 'user' });
      // Exactly the profile shape GET serves, nothing more.
      expect(res.body).toEqual((await hub.http.get(PROFILE).set(user.auth).expect(200)).body);
      for (const body of [
        {},
        { name: '' },
        { name: 42 },
        { name: 'x', role: 'superadmin' },
        { name: 'x', email: 'a@b.c' },
        { name: 'x', id: user.userId },
      ]) {
        expectProblem(await hub.http.put(PROFILE).set(user.auth).send(body), 400, 'validation_failed');
      }
      const [row] = await hub.db.query('SELECT role, email FROM users WHERE id = $1', [user.userId]);
      expect(row).toEqual({ role: 'user', email: user.email });
    });

    it('DELETE removes the account with its membership and personal access tokens', async () => {
      const { member, key } = await makeOrg(hub, fx);
      await hub.db.query(
        `INSERT INTO personal_access_tokens (user_id, instance_id, name, token_hash, token_prefix) VALUES ($1, $2, 'pat', 'h-' || gen_random_uuid(), 'svcp_x')`,
        [member.userId, key.id],
      );
      await hub.http.delete(PROFILE).set(member.auth).expect(204);
      expect(await hub.db.query('SELECT 1 FROM users WHERE id = $1', [member.userId])).toEqual([]);
      expect(await hub.db.query('SELECT 1 FROM personal_access_tokens WHERE user_id = $1', [member.userId])).toEqual(
        [],
      );
      expect(await hub.db.query('SELECT 1 FROM organization_memberships WHERE user_id = $1', [member.userId])).toEqual(
        [],
      );
    });

    it('DELETE refuses the last admin of an organization with members, and the last superadmin (409)', async () => {
      const { admin, member } = await makeOrg(hub, fx);
      expectProblem(await hub.http.delete(PROFILE).set(admin.auth), 409, 'conflict');
      await hub.http.delete(PROFILE).set(member.auth).expect(204);
      await hub.http.delete(PROFILE).set(admin.auth).expect(204);
      const supers = await hub.db.query(`SELECT id FROM users WHERE role = 'superadmin'`);
      await hub.db.query(`UPDATE users SET role = 'admin' WHERE role = 'superadmin'`);
      const only = await makeUser(hub, { role: 'superadmin' });
      expectProblem(await hub.http.delete(PROFILE).set(only.auth), 409, 'conflict');
      const second = await makeUser(hub, { role: 'superadmin' });
      await hub.http.delete(PROFILE).set(only.auth).expect(204);
      expectProblem(await hub.http.delete(PROFILE).set(second.auth), 409, 'conflict');
      for (const s of supers) await hub.db.query(`UPDATE users SET role = 'superadmin' WHERE id = $1`, [s.id]);
    });

    it('DELETE by the last member deletes the organization: keys stop (401), grants and tickets go, owned templates stay', async () => {
      const org = await fx.org();
      const solo = await makeUser(hub);
      await fx.membership(org.id, solo.userId, 'admin');
      const key = await fx.instanceKey(org.id);
      const priv = await fx.category({ is_private: true });
      await fx.grant(org.id, priv.id);
      const owned = await fx.template({ category_id: priv.id, is_public: false, owner_org_id: org.id });
      await hub.http
        .post('/api/v1/support/tickets')
        .set(bearer(key.token))
        .send({ subject: 'help', message: 'please' })
        .expect(201);
      await hub.http.get(`/api/v1/catalog/templates/${owned.slug}`).set(bearer(key.token)).expect(200);
      await hub.http.delete(PROFILE).set(solo.auth).expect(204);
      expectProblem(await catalogWith(key.token), 401, 'invalid_token');
      for (const table of ['organizations WHERE id', 'api_keys WHERE org_id', 'catalog_access WHERE org_id']) {
        expect(await hub.db.query(`SELECT 1 FROM ${table} = $1`, [org.id])).toEqual([]);
      }
      for (const table of ['subscriptions', 'support_tickets']) {
        expect(await hub.db.query(`SELECT 1 FROM ${table} WHERE org_id = $1`, [org.id])).toEqual([]);
      }
      // The template stays (admins manage it), without an owner; who lost it is recorded like any visibility loss.
      const [template] = await hub.db.query('SELECT owner_org_id FROM templates WHERE id = $1', [owned.id]);
      expect(template).toEqual({ owner_org_id: null });
      const events = await hub.db.query(
        'SELECT $2::uuid = ANY (lost_org_ids) AS lost FROM template_visibility_events WHERE template_id = $1',
        [owned.id, org.id],
      );
      expect(events).toEqual([{ lost: true }]);
    });

    it('the last two members deleting their accounts at once: both go, and the organization with them', async () => {
      const { org, admin, member, key } = await makeOrg(hub, fx);
      await hub.http.put(MEMBERS).set(admin.auth).send({ user_id: member.userId, role: 'admin' }).expect(200);
      const results = await Promise.all([admin, member].map((u) => hub.http.delete(PROFILE).set(u.auth)));
      expect(results.map((r) => r.status)).toEqual([204, 204]);
      expect(await hub.db.query('SELECT 1 FROM organizations WHERE id = $1', [org.id])).toEqual([]);
      expectProblem(await catalogWith(key.token), 401, 'invalid_token');
    });
  });
});
