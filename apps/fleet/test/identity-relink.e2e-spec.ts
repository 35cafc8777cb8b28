import { randomUUID } from 'node:crypto';
import {
  authorizeAt,
  createTestDatabase,
  startTestFleet,
  TEST_FLEET_AUDIENCE,
  TEST_TEMP_ADMIN,
  tempAdminSession,
  type TestDatabase,
  type TestFleet,
} from '#test/support';
import { startDevIdp, type DevIdp } from '../../dev-idp/src/index.js';

const RESOURCE = `urn:${TEST_FLEET_AUDIENCE}`;

async function signIn(fleet: TestFleet, email: string): Promise<string> {
  const auth = await authorizeAt(fleet.idp.issuer, email, { resource: RESOURCE });
  const res = await fleet.http
    .post('/api/v1/auth/oidc/token')
    .send({ code: auth.code, code_verifier: auth.codeVerifier, redirect_uri: auth.redirectUri, nonce: auth.nonce })
    .expect(200);
  return res.body.access_token as string;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Two fleets start one after the other here, and the temporary administrator's login runs scrypt: on a loaded
 * machine (and on PGlite) that takes longer than the defaults, which are not what this file is about.
 */
const SLOW = 180_000;
const ENV = { ...TEST_TEMP_ADMIN, FLEET_REQUEST_DEADLINE_MS: '60000' };

function expectProblem(res: { status: number; body: Record<string, unknown> }, status: number, code: string): void {
  if (res.status !== status || res.body.code !== code) {
    throw new Error(`expected ${status} ${code}, got ${res.status} ${JSON.stringify(res.body)}`);
  }
}

/**
 * The README's case: `npm start` ran once, then the dev provider had to move to another port. The fleet's database
 * keeps the users of the first issuer; the second fleet (same database, provider on a new port, so a new issuer) must
 * sign the same people in as the same users (verified emails), keeping their roles. Fleets run one after the other:
 * passport's strategy registry is process-wide.
 */
describe('identity relink (fleet): the dev provider on another port', () => {
  let database: TestDatabase;
  afterAll(() => database?.drop());

  it(
    'signs the same person in as the same user, role kept, with no second account',
    async () => {
      database = await createTestDatabase('fleet');
      const first = await startTestFleet({ database, env: ENV });
      let aliceId: string;
      try {
        const token = await signIn(first, 'alice@demo.local');
        aliceId = (await first.http.get('/api/v1/auth/me').set(bearer(token)).expect(200)).body.user.id;
        const admin = await tempAdminSession(first);
        await first.http.put(`/api/v1/users/${aliceId}`).set(bearer(admin)).send({ role: 'admin' }).expect(200);
      } finally {
        await first.close();
      }
      const movedIdp = await startDevIdp({ port: 0, host: '127.0.0.1' });
      const second = await startTestFleet({ database, idp: movedIdp, env: ENV });
      try {
        expect(movedIdp.issuer).not.toBe(first.idp.issuer);
        const token = await signIn(second, 'alice@demo.local');
        for (let i = 0; i < 2; i++) {
          const me = await second.http.get('/api/v1/auth/me').set(bearer(token)).expect(200);
          expect(me.body.user).toMatchObject({ id: aliceId, email: 'alice@demo.local', role: 'admin' });
        }
        const users = await second.http.get('/api/v1/users').set(bearer(token)).expect(200);
        expect(users.body.users.filter((u: { email: string }) => u.email === 'alice@demo.local')).toHaveLength(1);
        const rows = await second.db.query(
          'SELECT issuer, how FROM fleet_user_identities WHERE user_id = $1 ORDER BY created_at',
          [aliceId],
        );
        expect(rows).toEqual([
          { issuer: first.idp.issuer, how: 'provisioned' },
          { issuer: movedIdp.issuer, how: 'verified_email' },
        ]);
      } finally {
        await second.close();
        await movedIdp.close();
      }
    },
    SLOW,
  );
});

describe('identity relink (fleet): a person re-created at the provider', () => {
  let fleet: TestFleet;
  let idp: DevIdp;
  let admin: string;
  beforeAll(async () => {
    idp = await startDevIdp({ port: 0, host: '127.0.0.1' });
    fleet = await startTestFleet({ idp, env: { ...ENV, FLEET_ENFORCE_ROLES: 'true' } });
    admin = await tempAdminSession(fleet);
  }, SLOW);
  afterAll(async () => {
    await fleet.close();
    await idp.close();
  });

  const tokenFor = (claims: Record<string, unknown>) =>
    idp.signToken({ aud: TEST_FLEET_AUDIENCE, name: 'Someone', ...claims }, { expiresIn: 3600 });
  const me = (token: string) => fleet.http.get('/api/v1/auth/me').set(bearer(token));
  const count = async () => Number((await fleet.db.query('SELECT count(*) AS n FROM fleet_users'))[0].n);
  const identitiesOf = async (id: string) =>
    fleet.db.query<{ subject: string; email: string | null; how: string }[]>(
      'SELECT subject, email, how FROM fleet_user_identities WHERE user_id = $1 ORDER BY created_at, id',
      [id],
    );
  const holderOf = async (sub: string) =>
    ((
      await fleet.db.query('SELECT user_id FROM fleet_user_identities WHERE issuer = $1 AND subject = $2', [
        idp.issuer,
        sub,
      ])
    )[0]?.user_id as string | undefined) ?? null;
  /** A user first seen through the provider with a verified email. */
  const provisioned = async () => {
    const email = `p-${randomUUID().slice(0, 8)}@example.test`;
    const sub = randomUUID();
    const id = (await me(await tokenFor({ sub, email, email_verified: true })).expect(200)).body.user.id as string;
    return { email, sub, id };
  };

  it('links a new subject whose email is verified to the user holding it', async () => {
    const user = await provisioned();
    const before = await count();
    const sub = randomUUID();
    const res = await me(await tokenFor({ sub, email: user.email, email_verified: true })).expect(200);
    expect(res.body.user.id).toBe(user.id);
    expect(await count()).toBe(before);
    expect(await holderOf(sub)).toBe(user.id);
    expect((await identitiesOf(user.id)).map((i) => i.how)).toEqual(['provisioned', 'verified_email']);
  });

  it('refuses a new subject whose email is not verified with 403 identity_conflict, creating nobody', async () => {
    const user = await provisioned();
    const before = await count();
    const sub = randomUUID();
    const token = await tokenFor({ sub, email: user.email, email_verified: false });
    for (const path of ['/api/v1/auth/me', '/api/v1/users']) {
      const res = await fleet.http.get(path).set(bearer(token));
      expectProblem(res, 403, 'identity_conflict');
      expect(res.body.detail).toContain(sub);
      expect(res.body.detail).toContain(idp.issuer);
    }
    expect(await count()).toBe(before);
    // The user still answers to their own identity.
    await me(await tokenFor({ sub: user.sub, email: user.email, email_verified: true })).expect(200);
  });

  it('refuses when several users share the email, even verified', async () => {
    const email = `dup-${randomUUID().slice(0, 8)}@example.test`;
    for (let i = 0; i < 2; i++) {
      await fleet.db.query(
        `INSERT INTO fleet_users (email, name, role, auth_method, issuer, subject) VALUES ($1, 'Dup', 'readonly', 'oidc', $2, $3)`,
        [email, idp.issuer, randomUUID()],
      );
    }
    expectProblem(
      await me(await tokenFor({ sub: randomUUID(), email, email_verified: true })),
      403,
      'identity_conflict',
    );
  });

  it('lets an administrator link the refused identity to the user (PUT /users/{id}/identity)', async () => {
    const user = await provisioned();
    const sub = randomUUID();
    const token = await tokenFor({ sub, email: user.email, email_verified: false });
    expectProblem(await me(token), 403, 'identity_conflict');
    const res = await fleet.http
      .put(`/api/v1/users/${user.id}/identity`)
      .set(bearer(admin))
      .send({ issuer: idp.issuer, subject: sub })
      .expect(200);
    expect(res.body.user).toMatchObject({ id: user.id, email: user.email, auth_method: 'oidc' });
    expect((await me(token).expect(200)).body.user.id).toBe(user.id);
    // Its first identity still signs in as the user too.
    expect(
      (await me(await tokenFor({ sub: user.sub, email: user.email, email_verified: true })).expect(200)).body.user.id,
    ).toBe(user.id);
    expect((await identitiesOf(user.id)).map((i) => [i.subject, i.how])).toEqual([
      [user.sub, 'provisioned'],
      [sub, 'administrator'],
    ]);
    // A person's action: on the audit log with what changed.
    const audit = await fleet.http.get('/api/v1/audit-log?kind=person&action=user.identity.link').set(bearer(admin));
    expect(audit.body.entries[0]).toMatchObject({
      action: 'user.identity.link',
      target: user.id,
      changes: { email: user.email, issuer: idp.issuer, subject: sub },
    });
  });

  it('refuses the link without a credential, for an unknown or local user, to a taken identity, and for bad bodies', async () => {
    const user = await provisioned();
    const other = await provisioned();
    const body = { issuer: idp.issuer, subject: randomUUID() };
    expectProblem(await fleet.http.put(`/api/v1/users/${user.id}/identity`).send(body), 401, 'unauthenticated');
    // With FLEET_ENFORCE_ROLES, a readonly user (the default role of a provider identity) may not.
    const readonly = await tokenFor({ sub: other.sub, email: other.email, email_verified: true });
    expectProblem(
      await fleet.http.put(`/api/v1/users/${user.id}/identity`).set(bearer(readonly)).send(body),
      403,
      'forbidden',
    );
    expectProblem(
      await fleet.http.put(`/api/v1/users/${randomUUID()}/identity`).set(bearer(admin)).send(body),
      404,
      'not_found',
    );
    const local = await fleet.http
      .post('/api/v1/users')
      .set(bearer(admin))
      .send({
        email: `l-${randomUUID().slice(0, 8)}@example.test`,
        name: 'Local',
        password: 'long-enough-1',
        role: 'readonly',
      })
      .expect(201);
    expectProblem(
      await fleet.http.put(`/api/v1/users/${local.body.user.id}/identity`).set(bearer(admin)).send(body),
      400,
      'validation_failed',
    );
    expectProblem(
      await fleet.http
        .put(`/api/v1/users/${user.id}/identity`)
        .set(bearer(admin))
        .send({ issuer: idp.issuer, subject: other.sub }),
      409,
      'conflict',
    );
    for (const bad of [{ issuer: idp.issuer }, { ...body, subject: '' }, { ...body, issuer: 7 }, { ...body, x: 1 }]) {
      expectProblem(
        await fleet.http.put(`/api/v1/users/${user.id}/identity`).set(bearer(admin)).send(bad),
        400,
        'validation_failed',
      );
    }
    expect(await holderOf(body.subject)).toBeNull();
    expect(await holderOf(other.sub)).toBe(other.id);
  });

  it('answers twenty new identities presenting one verified email at once with 200 each, on one user (none held it)', async () => {
    const email = `crowd-${randomUUID().slice(0, 8)}@example.test`;
    const subjects = Array.from({ length: 20 }, () => randomUUID());
    const tokens = await Promise.all(subjects.map((sub) => tokenFor({ sub, email, email_verified: true })));
    const before = await count();
    const answers = await Promise.all(tokens.map((token) => me(token)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const ids = new Set(answers.map((r) => r.body.user.id as string));
    expect(ids.size).toBe(1);
    expect(await count()).toBe(before + 1);
    const identities = await identitiesOf([...ids][0]);
    expect(identities.map((i) => i.subject).sort()).toEqual([...subjects].sort());
    expect(identities.filter((i) => i.how === 'provisioned')).toHaveLength(1);
  });

  it('answers twenty new identities of a person a user holds the email of, at once, with 200 each, on that user', async () => {
    const user = await provisioned();
    const tokens = await Promise.all(
      Array.from({ length: 20 }, () =>
        tokenFor({ sub: randomUUID(), email: user.email.toUpperCase(), email_verified: true }),
      ),
    );
    const before = await count();
    const answers = await Promise.all(tokens.map((token) => me(token)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((r) => r.body.user.id))).toEqual(new Set([user.id]));
    expect(await count()).toBe(before);
    expect(await identitiesOf(user.id)).toHaveLength(21);
  });

  it('lets an old session of the earlier identity land on the same user, flipping nothing', async () => {
    const user = await provisioned();
    const old = await tokenFor({ sub: user.sub, email: user.email, email_verified: true });
    const recreated = await tokenFor({ sub: randomUUID(), email: user.email, email_verified: true });
    await me(recreated).expect(200);
    const [row] = await fleet.db.query('SELECT issuer, subject, email, updated_at FROM fleet_users WHERE id = $1', [
      user.id,
    ]);
    const identities = await identitiesOf(user.id);
    for (let i = 0; i < 3; i++) {
      for (const token of [old, recreated]) expect((await me(token).expect(200)).body.user.id).toBe(user.id);
    }
    expect(await identitiesOf(user.id)).toEqual(identities);
    expect(
      await fleet.db.query('SELECT issuer, subject, email, updated_at FROM fleet_users WHERE id = $1', [user.id]),
    ).toEqual([row]);
    expect(row.subject).toBe(user.sub);
  });

  it("adopts an identity the previous release wrote into fleet_users (a rolling upgrade), recorded as 'migrated'", async () => {
    const sub = randomUUID();
    const email = `legacy-${randomUUID().slice(0, 8)}@example.test`;
    const [legacy] = await fleet.db.query(
      `INSERT INTO fleet_users (email, name, role, auth_method, issuer, subject) VALUES ($1, 'Someone', 'readonly', 'oidc', $2, $3) RETURNING id`,
      [email, idp.issuer, sub],
    );
    expect((await me(await tokenFor({ sub, email, email_verified: true })).expect(200)).body.user.id).toBe(legacy.id);
    expect(await identitiesOf(legacy.id)).toEqual([{ subject: sub, email, how: 'migrated' }]);
  });

  it('shows a user its identities and how each was linked to any signed-in caller, never without a credential', async () => {
    const user = await provisioned();
    const sub = randomUUID();
    await me(await tokenFor({ sub, email: user.email, email_verified: true })).expect(200);
    const path = `/api/v1/users/${user.id}/identities`;
    const readonly = await tokenFor({ sub: user.sub, email: user.email, email_verified: true });
    for (const reader of [admin, readonly]) {
      const res = await fleet.http.get(path).set(bearer(reader)).expect(200);
      expect(res.body.identities).toEqual([
        expect.objectContaining({ issuer: idp.issuer, subject: user.sub, email: user.email, how: 'provisioned' }),
        expect.objectContaining({ issuer: idp.issuer, subject: sub, email: user.email, how: 'verified_email' }),
      ]);
      expect(Date.parse(res.body.identities[1].created_at)).not.toBeNaN();
      expect(Date.parse(res.body.identities[1].last_seen_at)).not.toBeNaN();
    }
    expectProblem(await fleet.http.get(path), 401, 'unauthenticated');
    expectProblem(
      await fleet.http.get(`/api/v1/users/${randomUUID()}/identities`).set(bearer(admin)),
      404,
      'not_found',
    );
    expectProblem(await fleet.http.get('/api/v1/users/nope/identities').set(bearer(admin)), 400, 'validation_failed');
  });

  it('still provisions a new identity whose email no fleet user has', async () => {
    const before = await count();
    await me(await tokenFor({ sub: randomUUID(), email: `n-${randomUUID().slice(0, 8)}@example.test` })).expect(200);
    await me(await tokenFor({ sub: randomUUID() })).expect(200);
    expect(await count()).toBe(before + 2);
  });
});
