import {
  createTestDatabase,
  startTestFleet,
  testMode,
  type TestDatabase,
  type TestFleet,
  TEST_TEMP_ADMIN,
  tempAdminSession,
} from '#test/support';
import { loadFleetConfig } from '../src/fleet.config.js';

const TEMP = TEST_TEMP_ADMIN;
const SECRET = { FLEET_SESSION_SECRET: 'a-session-secret-shared-by-all-fleet-replicas' };
/** N fleet processes share one PostgreSQL server; the embedded database is one process's (restarts only). */
const server = testMode() === 'postgres';
/**
 * Tests of two processes on one database exist only where two processes can share one: on a server. On the
 * embedded database they are not registered at all (one process owns a PGlite directory), as the `faults`
 * project is not part of an embedded run.
 */
const onServer = (name: string, fn: () => Promise<void>, timeout?: number): void => {
  if (server) it(name, fn, timeout);
};

const login = (fleet: TestFleet, email: string, password: string) =>
  fleet.http.post('/api/v1/auth/login').send({ email, password });
const me = (fleet: TestFleet, token: string) =>
  fleet.http.get('/api/v1/auth/me').set('Authorization', `Bearer ${token}`);
const logout = (fleet: TestFleet, token: string) =>
  fleet.http.post('/api/v1/auth/logout').set('Authorization', `Bearer ${token}`);

/**
 * The fleet's state shared through its database: sign-in limits and signed-out sessions hold on every
 * fleet process of one database (two apps on one PostgreSQL database, requests alternating between them)
 * and survive a restart (also on the embedded database).
 */
describe('fleet replicas on one database', () => {
  let database: TestDatabase;
  let first: TestFleet;
  let second: TestFleet | null = null;
  /** The fleets requests alternate over: both on a server, the one fleet on the embedded database. */
  let fleets: TestFleet[];
  let admin: string;

  beforeAll(async () => {
    database = await createTestDatabase('fleet');
    first = await startTestFleet({ env: { ...TEMP, ...SECRET }, database });
    if (server) second = await startTestFleet({ env: { ...TEMP, ...SECRET }, database, idp: first.idp });
    fleets = second ? [first, second] : [first];
    admin = await tempAdminSession(first);
    for (const email of ['victim@example.com', 'lena@example.com']) {
      await first.http
        .post('/api/v1/users')
        .set('Authorization', `Bearer ${admin}`)
        .send({ email, name: email, password: 'right password', role: 'admin' })
        .expect(201);
    }
  });
  afterAll(async () => {
    await second?.close();
    await first.close();
    await database.drop();
  });

  const at = (i: number) => fleets[i % fleets.length];

  it('locks an account after ten failures spread over the processes, wherever the 11th lands, and after a restart', async () => {
    const failures = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(at(i), 'victim@example.com', 'guess')),
    );
    expect(failures.map((r) => r.status)).toEqual(Array(10).fill(401));
    for (const fleet of fleets) {
      const locked = await login(fleet, 'victim@example.com', 'right password').expect(429);
      expect(locked.body).toMatchObject({ status: 429, code: 'rate_limited' });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    }
    // A refused attempt is not recorded: exactly ten rows for the account, none for another.
    const [{ n }] = await first.db.query(`SELECT count(*)::int AS n FROM login_attempts WHERE kind = 'account'`);
    expect(Number(n)).toBe(10);
    await login(at(1), 'lena@example.com', 'right password').expect(200);

    // A restart (every process closed, one started again on the same database) keeps the count.
    await second?.close();
    second = null;
    await first.close();
    first = await startTestFleet({ env: { ...TEMP, ...SECRET }, database });
    fleets = [first];
    await login(first, 'victim@example.com', 'right password').expect(429);
    if (server) {
      second = await startTestFleet({ env: { ...TEMP, ...SECRET }, database, idp: first.idp });
      fleets = [first, second];
    }
  }, 180_000);

  it('lets attempts older than the window go, and a success clear the account and take its attempt back', async () => {
    // Move the victim's failures out of the window (as if 15 minutes had passed).
    await first.db.query(`UPDATE login_attempts SET at = at - interval '16 minutes'`);
    await login(at(0), 'victim@example.com', 'guess').expect(401);
    const failures = await Promise.all(
      Array.from({ length: 8 }, (_, i) => login(at(i), 'victim@example.com', 'guess')),
    );
    expect(failures.map((r) => r.status)).toEqual(Array(8).fill(401));
    await login(at(1), 'victim@example.com', 'right password').expect(200);
    const rows: { kind: string }[] = await first.db.query(
      `SELECT kind FROM login_attempts WHERE at > now() - interval '15 minutes' ORDER BY kind`,
    );
    // The account's failures are cleared; the address keeps its 9 failures, not the success.
    expect(rows.map((r) => r.kind)).toEqual(Array(9).fill('address'));
  }, 180_000);

  it('accepts a session on every process and ends it everywhere at sign-out', async () => {
    const session = (await login(at(1), 'lena@example.com', 'right password').expect(200)).body.access_token;
    for (const fleet of fleets) {
      expect((await me(fleet, session).expect(200)).body.user).toMatchObject({
        email: 'lena@example.com',
        auth_method: 'local',
      });
    }
    const other = (await login(at(0), 'lena@example.com', 'right password').expect(200)).body.access_token;
    await logout(at(0), session).expect(204);
    for (const fleet of fleets) {
      const refused = await me(fleet, session).expect(401);
      expect(refused.body).toMatchObject({ code: 'invalid_token', detail: 'The session has ended.' });
      expect(refused.headers['www-authenticate']).toMatch(/invalid_token/);
    }
    await logout(at(1), session).expect(401);
    // The user's other session goes on.
    for (const fleet of fleets) await me(fleet, other).expect(200);
  });

  it('ends a temporary-administrator session everywhere at sign-out, and refuses tokens that are no session', async () => {
    const session = await tempAdminSession(at(0));
    const token = (
      await at(1)
        .http.post('/api/v1/machine-tokens')
        .set('Authorization', `Bearer ${session}`)
        .send({ name: 'ci', role: 'admin' })
        .expect(201)
    ).body.machineToken.token as string;
    const notASession = await logout(at(0), token).expect(401);
    expect(notASession.body.code).toBe('invalid_token');
    await me(at(0), token).expect(200); // the machine token is untouched
    await logout(at(1), session).expect(204);
    for (const fleet of fleets) await me(fleet, session).expect(401);
    // Signing in again gives a new session.
    await me(at(1), await tempAdminSession(at(0))).expect(200);
    await logout(at(0), 'not-a-token').expect(401);
    await at(0).http.post('/api/v1/auth/logout').expect(401);
  });

  it('ends a local user’s sessions on every process when another process changes the password or deletes the user', async () => {
    const created = await at(0)
      .http.post('/api/v1/users')
      .set('Authorization', `Bearer ${admin}`)
      .send({ email: 'olga@example.com', name: 'Olga', password: 'olga password', role: 'readonly' })
      .expect(201);
    const id = created.body.user.id as string;
    const session = (await login(at(0), 'olga@example.com', 'olga password').expect(200)).body.access_token;
    for (const fleet of fleets) await me(fleet, session).expect(200);
    await at(1)
      .http.put(`/api/v1/users/${id}`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ password: 'new olga password' })
      .expect(200);
    for (const fleet of fleets) await me(fleet, session).expect(401);
    const fresh = (await login(at(1), 'olga@example.com', 'new olga password').expect(200)).body.access_token;
    await me(at(0), fresh).expect(200);
    await at(0).http.delete(`/api/v1/users/${id}`).set('Authorization', `Bearer ${admin}`).expect(204);
    for (const fleet of fleets) await me(fleet, fresh).expect(401);
  });

  onServer(
    'counts parallel guesses over both processes exactly once each (no attempt slips past)',
    async () => {
      const results = await Promise.all(
        Array.from({ length: 16 }, (_, i) => login(at(i), 'racer@example.com', 'guess')),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([...Array(10).fill(401), ...Array(6).fill(429)]);
    },
    180_000,
  );
});

describe('fleet session secret in production', () => {
  const PRODUCTION = {
    NODE_ENV: 'production',
    FLEET_ENCRYPTION_KEY: '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff',
  };

  it('stops the start without FLEET_SESSION_SECRET, or with a short one, naming the variable', () => {
    expect(() => loadFleetConfig(PRODUCTION)).toThrow(
      'FLEET_SESSION_SECRET: is required when NODE_ENV=production (at least 32 characters, the same on every fleet process)',
    );
    expect(() => loadFleetConfig({ ...PRODUCTION, FLEET_SESSION_SECRET: '' })).toThrow('FLEET_SESSION_SECRET');
    expect(() => loadFleetConfig({ ...PRODUCTION, FLEET_SESSION_SECRET: 'x'.repeat(31) })).toThrow(
      'FLEET_SESSION_SECRET',
    );
    const config = loadFleetConfig({ ...PRODUCTION, FLEET_SESSION_SECRET: 'x'.repeat(32) });
    expect(config.sessionSecretGenerated).toBe(false);
  });

  it('keeps the random per-process fallback outside production', () => {
    const a = loadFleetConfig({});
    const b = loadFleetConfig({});
    expect(a.sessionSecretGenerated).toBe(true);
    expect(a.sessionSecret.equals(b.sessionSecret)).toBe(false);
  });
});
