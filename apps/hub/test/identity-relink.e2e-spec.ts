import { randomUUID } from 'node:crypto';
import { createTestDatabase, HubFixtures, startTestHub, type TestDatabase, type TestHub } from '#test/support';
import { startDevIdp } from '../../dev-idp/src/index.js';
import { bearer, expectProblem, makeUser } from './account-admin.helpers.js';

const PROFILE = '/api/v1/account/profile';
const RELINK = '/api/v1/admin/users/identity';

/**
 * A provider that changes under a running hub (docs/identity-providers.md): its issuer URL moves (the dev provider on
 * another port), or a person is re-created there with a new subject. A verified email links the identity to the
 * account that holds it; an unverified one is refused with 403 `identity_conflict` until an administrator links it.
 * No read ever answers 409.
 */
describe('identity relink (hub)', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  beforeAll(async () => {
    hub = await startTestHub();
    fx = new HubFixtures(hub);
  });
  afterAll(() => hub.close());

  const tokenFor = (claims: Record<string, unknown>) => hub.idp.signToken(claims, { expiresIn: 3600 });
  /** The identities of an account, oldest first, as the admin API shows them. */
  const identitiesOf = async (id: string) =>
    hub.db.query<{ issuer: string; subject: string; email: string | null; how: string; linked_by: string | null }[]>(
      'SELECT issuer, subject, email, how, linked_by FROM user_identities WHERE user_id = $1 ORDER BY created_at, id',
      [id],
    );
  const holderOf = async (issuer: string, subject: string) =>
    ((
      await hub.db.query('SELECT user_id FROM user_identities WHERE issuer = $1 AND subject = $2', [issuer, subject])
    )[0]?.user_id as string | undefined) ?? null;
  const subjectOf = async (id: string) =>
    ((await hub.db.query('SELECT subject FROM user_identities WHERE user_id = $1', [id]))[0] as { subject: string })
      .subject;
  const userCount = async () => Number((await hub.db.query('SELECT count(*) AS n FROM users'))[0].n);

  it("links a verified email to its account when the provider's issuer URL changed (a row of the old issuer)", async () => {
    const user = await makeUser(hub);
    const org = await fx.org();
    await fx.membership(org.id, user.userId, 'admin');
    const subject = await subjectOf(user.userId);
    // Provisioned while the provider answered on another port.
    await hub.db.query("UPDATE user_identities SET issuer = 'http://127.0.0.1:3200' WHERE user_id = $1", [user.userId]);
    await hub.db.query("UPDATE users SET issuer = 'http://127.0.0.1:3200' WHERE id = $1", [user.userId]);
    const before = await userCount();
    const token = await tokenFor({ sub: subject, email: user.email, email_verified: true });
    for (let i = 0; i < 2; i++) {
      const res = await hub.http.get(PROFILE).set(bearer(token)).expect(200);
      expect(res.body.profile.id).toBe(user.userId);
      expect(res.body.profile.organization).toMatchObject({ id: org.id, role: 'admin' });
    }
    // One more identity of the account; the old one stays (a token of the old issuer would still sign in).
    expect(await identitiesOf(user.userId)).toEqual([
      { issuer: 'http://127.0.0.1:3200', subject, email: user.email, how: 'provisioned', linked_by: null },
      { issuer: hub.idp.issuer, subject, email: user.email, how: 'verified_email', linked_by: null },
    ]);
    expect(await userCount()).toBe(before);
  });

  it('links a person re-created at the provider (new subject) whose email is verified', async () => {
    const user = await makeUser(hub);
    const sub = randomUUID();
    const token = await tokenFor({ sub, email: user.email.toUpperCase(), email_verified: true });
    const res = await hub.http.get(PROFILE).set(bearer(token)).expect(200);
    expect(res.body.profile.id).toBe(user.userId);
    expect(await holderOf(hub.idp.issuer, sub)).toBe(user.userId);
    expect((await identitiesOf(user.userId)).map((i) => i.how)).toEqual(['provisioned', 'verified_email']);
  });

  it('refuses a new subject whose email is not verified with 403 identity_conflict, on reads and writes, creating nobody', async () => {
    const user = await makeUser(hub);
    const sub = randomUUID();
    const before = await userCount();
    const token = await tokenFor({ sub, email: user.email, email_verified: false });
    for (const call of [
      hub.http.get(PROFILE),
      hub.http.get('/api/v1/catalog/categories'),
      hub.http.put(PROFILE).send({ name: 'Taken Over' }),
    ]) {
      const res = await call.set(bearer(token));
      expectProblem(res, 403, 'identity_conflict');
      expect(res.body.detail).toContain(user.email);
      expect(res.body.detail).toContain(sub);
      expect(res.body.detail).toContain(hub.idp.issuer);
    }
    expect(await userCount()).toBe(before);
    expect(await holderOf(hub.idp.issuer, sub)).toBeNull();
    // The account still answers to its own identity.
    expect((await hub.http.get(PROFILE).set(user.auth).expect(200)).body.profile.id).toBe(user.userId);
  });

  it('lets a superadmin link the account to the refused identity; then that identity is the account', async () => {
    const superadmin = await makeUser(hub, { role: 'superadmin' });
    const user = await makeUser(hub);
    const sub = randomUUID();
    const token = await tokenFor({ sub, email: user.email, email_verified: false });
    expectProblem(await hub.http.get(PROFILE).set(bearer(token)), 403, 'identity_conflict');
    const res = await hub.http
      .put(RELINK)
      .set(superadmin.auth)
      .send({ id: user.userId, issuer: hub.idp.issuer, subject: sub })
      .expect(200);
    expect(res.body.user).toMatchObject({ id: user.userId, email: user.email });
    expect((await hub.http.get(PROFILE).set(bearer(token)).expect(200)).body.profile.id).toBe(user.userId);
    expect((await identitiesOf(user.userId))[1]).toMatchObject({
      issuer: hub.idp.issuer,
      subject: sub,
      how: 'administrator',
      linked_by: superadmin.userId,
    });
    // Its first identity still signs in as the account too.
    expect((await hub.http.get(PROFILE).set(user.auth).expect(200)).body.profile.id).toBe(user.userId);
    // Linking it again changes nothing.
    await hub.http
      .put(RELINK)
      .set(superadmin.auth)
      .send({ id: user.userId, issuer: hub.idp.issuer, subject: sub })
      .expect(200);
    expect(await identitiesOf(user.userId)).toHaveLength(2);
  });

  it('refuses the relink to an admin who is not a superadmin, a user, an unknown user, a taken identity, and bad bodies', async () => {
    const superadmin = await makeUser(hub, { role: 'superadmin' });
    const admin = await makeUser(hub, { role: 'admin' });
    const plain = await makeUser(hub);
    const target = await makeUser(hub);
    const other = await makeUser(hub);
    const otherSubject = await subjectOf(other.userId);
    const body = { id: target.userId, issuer: hub.idp.issuer, subject: randomUUID() };
    expectProblem(await hub.http.put(RELINK).set(admin.auth).send(body), 403, 'forbidden');
    expectProblem(await hub.http.put(RELINK).set(plain.auth).send(body), 403, 'forbidden');
    expectProblem(await hub.http.put(RELINK).send(body), 401, 'unauthenticated');
    expectProblem(
      await hub.http
        .put(RELINK)
        .set(superadmin.auth)
        .send({ ...body, id: randomUUID() }),
      404,
      'not_found',
    );
    expectProblem(
      await hub.http
        .put(RELINK)
        .set(superadmin.auth)
        .send({ ...body, subject: otherSubject }),
      409,
      'conflict',
    );
    for (const bad of [
      { ...body, subject: '' },
      { ...body, issuer: 42 },
      { id: target.userId },
      { ...body, id: 'nope' },
      { ...body, extra: true },
    ]) {
      expectProblem(await hub.http.put(RELINK).set(superadmin.auth).send(bad), 400, 'validation_failed');
    }
    expect(await holderOf(hub.idp.issuer, body.subject)).toBeNull();
    expect(await holderOf(hub.idp.issuer, otherSubject)).toBe(other.userId);
  });

  it('keeps the stored email when a known identity presents a verified email another account holds (no 409)', async () => {
    const user = await makeUser(hub);
    const other = await makeUser(hub);
    const token = await tokenFor({ sub: await subjectOf(user.userId), email: other.email, email_verified: true });
    const res = await hub.http.get(PROFILE).set(bearer(token)).expect(200);
    expect(res.body.profile).toMatchObject({ id: user.userId, email: user.email });
    const [{ email }] = await hub.db.query('SELECT email FROM users WHERE id = $1', [other.userId]);
    expect(email).toBe(other.email);
  });

  it('answers concurrent first requests of a re-created identity with 200 each, one account', async () => {
    const user = await makeUser(hub);
    const token = await tokenFor({ sub: randomUUID(), email: user.email, email_verified: true });
    const before = await userCount();
    const answers = await Promise.all(Array.from({ length: 6 }, () => hub.http.get(PROFILE).set(bearer(token))));
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((r) => r.body.profile.id))).toEqual(new Set([user.userId]));
    expect(await userCount()).toBe(before);
  });

  it('answers twenty new identities presenting one verified email at once with 200 each, on one account (none held it)', async () => {
    const email = `crowd-${randomUUID().slice(0, 8)}@example.test`;
    const subjects = Array.from({ length: 20 }, () => randomUUID());
    const tokens = await Promise.all(subjects.map((sub) => tokenFor({ sub, email, email_verified: true })));
    const before = await userCount();
    const answers = await Promise.all(tokens.map((token) => hub.http.get(PROFILE).set(bearer(token))));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const ids = new Set(answers.map((r) => r.body.profile.id as string));
    expect(ids.size).toBe(1);
    expect(await userCount()).toBe(before + 1);
    const [id] = [...ids];
    const identities = await identitiesOf(id);
    expect(identities.map((i) => i.subject).sort()).toEqual([...subjects].sort());
    expect(identities.filter((i) => i.how === 'provisioned')).toHaveLength(1);
    expect(identities.filter((i) => i.how === 'verified_email')).toHaveLength(19);
    // Each of them signs in as that account afterwards, too.
    for (const token of tokens.slice(0, 3)) {
      expect((await hub.http.get(PROFILE).set(bearer(token)).expect(200)).body.profile.id).toBe(id);
    }
  });

  it('answers twenty new identities of a person an account holds the email of, at once, with 200 each, on that account', async () => {
    const user = await makeUser(hub);
    const subjects = Array.from({ length: 20 }, () => randomUUID());
    const tokens = await Promise.all(
      subjects.map((sub) => tokenFor({ sub, email: user.email.toUpperCase(), email_verified: true })),
    );
    const before = await userCount();
    const answers = await Promise.all(tokens.map((token) => hub.http.get(PROFILE).set(bearer(token))));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((r) => r.body.profile.id))).toEqual(new Set([user.userId]));
    expect(await userCount()).toBe(before);
    expect(await identitiesOf(user.userId)).toHaveLength(21);
  });

  it('lets an old session of the earlier identity land on the same account, flipping nothing', async () => {
    const user = await makeUser(hub);
    const org = await fx.org();
    await fx.membership(org.id, user.userId, 'member');
    const firstSubject = await subjectOf(user.userId);
    const [row] = await hub.db.query('SELECT issuer, subject, email, updated_at FROM users WHERE id = $1', [
      user.userId,
    ]);
    const recreated = await tokenFor({ sub: randomUUID(), email: user.email, email_verified: true });
    await hub.http.get(PROFILE).set(bearer(recreated)).expect(200);
    const identities = await identitiesOf(user.userId);
    for (let i = 0; i < 3; i++) {
      for (const token of [user.token, recreated]) {
        const res = await hub.http.get(PROFILE).set(bearer(token)).expect(200);
        expect(res.body.profile).toMatchObject({ id: user.userId, organization: { id: org.id, role: 'member' } });
      }
    }
    expect(await identitiesOf(user.userId)).toEqual(identities);
    expect(
      await hub.db.query('SELECT issuer, subject, email, updated_at FROM users WHERE id = $1', [user.userId]),
    ).toEqual([row]);
    expect(row.subject).toBe(firstSubject);
  });

  it("adopts an identity the previous release wrote into users (a rolling upgrade), recorded as 'migrated'", async () => {
    const sub = randomUUID();
    const email = `legacy-${randomUUID().slice(0, 8)}@example.test`;
    const [legacy] = await hub.db.query(
      `INSERT INTO users (issuer, subject, email, name, role) VALUES ($1, $2, $3, 'Legacy', 'user') RETURNING id`,
      [hub.idp.issuer, sub, email],
    );
    const res = await hub.http
      .get(PROFILE)
      .set(bearer(await tokenFor({ sub, email, email_verified: true })))
      .expect(200);
    expect(res.body.profile.id).toBe(legacy.id);
    expect(await identitiesOf(legacy.id)).toEqual([
      { issuer: hub.idp.issuer, subject: sub, email, how: 'migrated', linked_by: null },
    ]);
  });

  it('shows an account its identities and how each was linked to admins only (GET /admin/users/{id}/identities)', async () => {
    const superadmin = await makeUser(hub, { role: 'superadmin' });
    const admin = await makeUser(hub, { role: 'admin' });
    const plain = await makeUser(hub);
    const user = await makeUser(hub);
    const sub = randomUUID();
    await hub.http
      .get(PROFILE)
      .set(bearer(await tokenFor({ sub, email: user.email, email_verified: true })))
      .expect(200);
    const linkedSub = randomUUID();
    await hub.http
      .put(RELINK)
      .set(superadmin.auth)
      .send({ id: user.userId, issuer: hub.idp.issuer, subject: linkedSub })
      .expect(200);
    const path = `/api/v1/admin/users/${user.userId}/identities`;
    for (const reader of [admin, superadmin]) {
      const res = await hub.http.get(path).set(reader.auth).expect(200);
      expect(res.body.identities).toEqual([
        expect.objectContaining({ issuer: hub.idp.issuer, email: user.email, how: 'provisioned', linked_by: null }),
        expect.objectContaining({ subject: sub, email: user.email, how: 'verified_email', linked_by: null }),
        expect.objectContaining({
          subject: linkedSub,
          email: null,
          how: 'administrator',
          linked_by: superadmin.userId,
        }),
      ]);
      for (const identity of res.body.identities) {
        expect(identity.id).toMatch(/^[0-9a-f-]{36}$/);
        expect(Date.parse(identity.created_at)).not.toBeNaN();
      }
      expect(Date.parse(res.body.identities[1].last_seen_at)).not.toBeNaN();
      expect(res.body.identities[2].last_seen_at).toBeNull();
    }
    expectProblem(await hub.http.get(path).set(plain.auth), 403, 'forbidden');
    expectProblem(await hub.http.get(path).set(user.auth), 403, 'forbidden');
    expectProblem(await hub.http.get(path), 401, 'unauthenticated');
    expectProblem(
      await hub.http.get(`/api/v1/admin/users/${randomUUID()}/identities`).set(admin.auth),
      404,
      'not_found',
    );
    expectProblem(await hub.http.get('/api/v1/admin/users/nope/identities').set(admin.auth), 400, 'validation_failed');
  });

  it('still provisions a new identity whose email nobody holds, and one without an email', async () => {
    const before = await userCount();
    const email = `new-${randomUUID().slice(0, 8)}@example.test`;
    const verified = await hub.http
      .get(PROFILE)
      .set(bearer(await tokenFor({ sub: randomUUID(), email, email_verified: true })))
      .expect(200);
    expect(verified.body.profile.email).toBe(email);
    const unverified = await hub.http
      .get(PROFILE)
      .set(bearer(await tokenFor({ sub: randomUUID(), email: `x-${email}`, email_verified: false })))
      .expect(200);
    expect(unverified.body.profile.email).toBeNull();
    await hub.http
      .get(PROFILE)
      .set(bearer(await tokenFor({ sub: randomUUID() })))
      .expect(200);
    expect(await userCount()).toBe(before + 3);
  });
});

/**
 * The README's case end to end: `npm start` ran once, then the dev provider had to move to another port (a new
 * issuer). The second hub on the same database signs the demo users in as the same accounts. Hubs run one after
 * the other: passport's strategy registry is process-wide.
 */
describe('identity relink (hub): the dev provider on another port', () => {
  let database: TestDatabase;
  afterAll(() => database?.drop());

  it('answers the same account, organization and role, never 409', async () => {
    database = await createTestDatabase('hub');
    const first = await startTestHub({ database });
    let aliceId: string;
    try {
      const token = (await first.idp.login('alice@demo.local')).access_token;
      aliceId = (await first.http.get(PROFILE).set(bearer(token)).expect(200)).body.profile.id;
      const fx = new HubFixtures(first);
      const org = await fx.org();
      await fx.membership(org.id, aliceId, 'admin');
    } finally {
      await first.close();
    }
    const moved = await startDevIdp({ port: 0, host: '127.0.0.1' });
    const second = await startTestHub({ database, idp: moved });
    try {
      expect(moved.issuer).not.toBe(first.idp.issuer);
      const token = (await moved.login('alice@demo.local')).access_token;
      for (const path of [PROFILE, '/api/v1/catalog/categories', PROFILE]) {
        await second.http.get(path).set(bearer(token)).expect(200);
      }
      const profile = (await second.http.get(PROFILE).set(bearer(token)).expect(200)).body.profile;
      expect(profile).toMatchObject({ id: aliceId, email: 'alice@demo.local', organization: { role: 'admin' } });
      const rows = await second.db.query(
        `SELECT i.issuer, i.how FROM user_identities i JOIN users u ON u.id = i.user_id
          WHERE u.email = 'alice@demo.local' ORDER BY i.created_at`,
      );
      expect(rows).toEqual([
        { issuer: first.idp.issuer, how: 'provisioned' },
        { issuer: moved.issuer, how: 'verified_email' },
      ]);
    } finally {
      await second.close();
      await moved.close();
    }
  }, 180_000);
});
