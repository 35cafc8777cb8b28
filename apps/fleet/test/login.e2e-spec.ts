import { startTestFleet, type TestFleet, TEST_TEMP_ADMIN, tempAdminSession } from '#test/support';

const TEMP = TEST_TEMP_ADMIN;

describe('fleet local users, temporary administrator and login limits', () => {
  let fleet: TestFleet;
  let admin: string;

  beforeAll(async () => {
    fleet = await startTestFleet({ env: TEMP });
    admin = (await login(TEMP.SVC_TEMP_ADMIN_USER, TEMP.SVC_TEMP_ADMIN_PASSWORD).expect(200)).body.access_token;
  });
  afterAll(() => fleet.close());

  function login(email: string, password: string, ip?: string) {
    const req = fleet.http.post('/api/v1/auth/login').send({ email, password });
    return ip ? req.set('X-Forwarded-For', ip) : req;
  }
  const as = (token: string) => ({
    get: (path: string) => fleet.http.get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string) => fleet.http.post(path).set('Authorization', `Bearer ${token}`),
    put: (path: string) => fleet.http.put(path).set('Authorization', `Bearer ${token}`),
    delete: (path: string) => fleet.http.delete(path).set('Authorization', `Bearer ${token}`),
  });

  it('shows the temporary administrator in auth/config and lets it sign in as admin', async () => {
    expect((await fleet.http.get('/api/v1/auth/config').expect(200)).body.temp_admin_active).toBe(true);
    const res = await login('ROOT-ADMIN', TEMP.SVC_TEMP_ADMIN_PASSWORD).expect(200);
    expect(res.body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 28800 });
    const me = await as(res.body.access_token).get('/api/v1/auth/me').expect(200);
    expect(me.body.user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'root-admin',
      name: 'Temporary administrator',
      role: 'admin',
      auth_method: 'temp_admin',
    });
  });

  it.each([
    ['the user is set and the password empty', { SVC_TEMP_ADMIN_USER: 'root-admin', SVC_TEMP_ADMIN_PASSWORD: '' }],
    [
      'the user is empty and the password set',
      { SVC_TEMP_ADMIN_USER: '', SVC_TEMP_ADMIN_PASSWORD: 'temporary-Passw0rd' },
    ],
    ['the user is only whitespace', { SVC_TEMP_ADMIN_USER: ' \t ', SVC_TEMP_ADMIN_PASSWORD: 'temporary-Passw0rd' }],
    ['only the password is given', { SVC_TEMP_ADMIN_PASSWORD: 'temporary-Passw0rd' }],
    ['neither is given', {}],
  ])('has no temporary administrator when %s', async (_label, env: Record<string, string>) => {
    const other = await startTestFleet({ env, idp: fleet.idp });
    try {
      expect(other.config.tempAdmin).toBeNull();
      expect((await other.http.get('/api/v1/auth/config').expect(200)).body.temp_admin_active).toBe(false);
      const user = env.SVC_TEMP_ADMIN_USER?.trim() || 'root-admin';
      const password = env.SVC_TEMP_ADMIN_PASSWORD || 'x';
      const res = await other.http.post('/api/v1/auth/login').send({ email: user, password }).expect(401);
      expect(res.body.code).toBe('invalid_credentials');
      // The session of a fleet that has one means nothing here.
      await other.http.get('/api/v1/auth/me').set('Authorization', `Bearer ${admin}`).expect(401);
    } finally {
      await other.close();
    }
  });

  it('creates, lists, updates and deletes local users; passwords are 8–128 characters and never shown', async () => {
    const created = await as(admin)
      .post('/api/v1/users')
      .send({ email: 'Olga@Example.com', name: 'Olga Ops', password: 'correct horse', role: 'readonly' })
      .expect(201);
    expect(created.body.user).toEqual({
      id: expect.any(String),
      email: 'olga@example.com',
      name: 'Olga Ops',
      role: 'readonly',
      auth_method: 'local',
      last_login_at: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const id = created.body.user.id;
    await as(admin)
      .post('/api/v1/users')
      .send({ email: 'olga@example.com', name: 'Dup', password: 'correct horse', role: 'admin' })
      .expect(409);
    for (const password of ['short', 'x'.repeat(129)]) {
      const bad = await as(admin)
        .post('/api/v1/users')
        .send({ email: 'p@example.com', name: 'P', password, role: 'admin' })
        .expect(400);
      expect(bad.body.errors).toEqual([{ field: 'password', message: 'password must be 8 to 128 characters' }]);
    }
    await as(admin)
      .post('/api/v1/users')
      .send({ email: 'x@example.com', name: 'X', password: 'correct horse', role: 'owner' })
      .expect(400);
    await as(admin)
      .post('/api/v1/users')
      .send({ email: 'long@example.com', name: 'L', password: 'é'.repeat(128), role: 'admin' })
      .expect(201);
    expect((await login('long@example.com', 'é'.repeat(128)).expect(200)).body.access_token).toBeTruthy();
    await login('long@example.com', 'é'.repeat(127)).expect(401); // no truncation

    const session = (await login('olga@example.com', 'correct horse').expect(200)).body.access_token;
    expect((await as(session).get('/api/v1/auth/me').expect(200)).body.user).toMatchObject({
      id,
      email: 'olga@example.com',
      role: 'readonly',
      auth_method: 'local',
    });
    const list = await as(admin).get('/api/v1/users').expect(200);
    expect(list.body.users.map((u: { email: string }) => u.email)).toEqual(['long@example.com', 'olga@example.com']);
    expect(JSON.stringify(list.body)).not.toContain('scrypt');

    await as(admin).put(`/api/v1/users/${id}`).send({ name: 'Olga O.' }).expect(200);
    await as(session).get('/api/v1/auth/me').expect(200); // a rename keeps the session
    const updated = await as(admin).put(`/api/v1/users/${id}`).send({ password: 'new password!' }).expect(200);
    expect(updated.body.user.name).toBe('Olga O.');
    await as(session).get('/api/v1/auth/me').expect(401); // a new password ends the sessions
    await login('olga@example.com', 'correct horse').expect(401);
    const fresh = (await login('olga@example.com', 'new password!').expect(200)).body.access_token;
    await as(admin).get(`/api/v1/users/${id}`).expect(200);
    await as(admin).get('/api/v1/users/not-a-uuid').expect(400);
    await as(admin).put(`/api/v1/users/${id}`).send({ role: 'admin', extra: true }).expect(400);
    await as(admin).delete(`/api/v1/users/${id}`).expect(204);
    await as(admin).delete(`/api/v1/users/${id}`).expect(404);
    await as(fresh).get('/api/v1/auth/me').expect(401);
  });

  it('hashes passwords at the configured scrypt cost (FLEET_PASSWORD_HASH_COST; tests run at 10)', async () => {
    await as(admin)
      .post('/api/v1/users')
      .send({ email: 'cost@example.com', name: 'C', password: 'right password', role: 'readonly' })
      .expect(201);
    const [row] = await fleet.db.query(`SELECT password_hash FROM fleet_users WHERE email = 'cost@example.com'`);
    expect(String(row.password_hash).split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 10), '8', '1']);
    await login('cost@example.com', 'right password').expect(200);
  });

  it('answers an unknown email and a wrong password alike, in similar time, at the default cost', async () => {
    // The default cost (2^17, OWASP's) on a fleet of its own: at the tests' cost the derivation is too quick to show.
    const strong = await startTestFleet({ env: { ...TEMP, FLEET_PASSWORD_HASH_COST: '17' } });
    try {
      const token = (
        await strong.http
          .post('/api/v1/auth/login')
          .send({ email: TEMP.SVC_TEMP_ADMIN_USER, password: TEMP.SVC_TEMP_ADMIN_PASSWORD })
          .expect(200)
      ).body.access_token;
      await strong.http
        .post('/api/v1/users')
        .set('Authorization', `Bearer ${token}`)
        .send({ email: 'timing@example.com', name: 'T', password: 'right password', role: 'admin' })
        .expect(201);
      const [row] = await strong.db.query(`SELECT password_hash FROM fleet_users WHERE email = 'timing@example.com'`);
      expect(String(row.password_hash).split('$')[1]).toBe(String(2 ** 17));
      await timedAlike(strong);
    } finally {
      await strong.close();
    }
  });

  async function timedAlike(target: TestFleet) {
    const time = async (email: string) => {
      const started = process.hrtime.bigint();
      const res = await target.http.post('/api/v1/auth/login').send({ email, password: 'wrong password' }).expect(401);
      return { ms: Number(process.hrtime.bigint() - started) / 1e6, body: res.body };
    };
    const wrong = await time('timing@example.com');
    const unknown = await time('nobody@example.com');
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({
      type: 'about:blank',
      title: 'Unauthorized',
      status: 401,
      detail: 'The email or password is not correct.',
      code: 'invalid_credentials',
    });
    // Both run one scrypt derivation; neither answers in a fraction of the other's time.
    expect(unknown.ms).toBeGreaterThan(wrong.ms * 0.4);
    expect(wrong.ms).toBeGreaterThan(unknown.ms * 0.4);
  }

  it("answers a wrong password and an unknown email with the same 401 at the tests' cost too", async () => {
    await as(admin)
      .post('/api/v1/users')
      .send({ email: 'timing@example.com', name: 'T', password: 'right password', role: 'admin' })
      .expect(201);
    const wrong = await login('timing@example.com', 'wrong password').expect(401);
    const unknown = await login('nobody@example.com', 'wrong password').expect(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('locks an account after 10 failures within the window (429 + Retry-After), even for the right password', async () => {
    await as(admin)
      .post('/api/v1/users')
      .send({ email: 'victim@example.com', name: 'V', password: 'right password', role: 'admin' })
      .expect(201);
    const results = await Promise.all(Array.from({ length: 10 }, () => login('victim@example.com', 'guess')));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(401));
    const locked = await login('victim@example.com', 'right password').expect(429);
    expect(locked.body).toMatchObject({ status: 429, code: 'rate_limited' });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Unknown accounts are limited the same way (nothing tells them apart).
    await Promise.all(Array.from({ length: 10 }, () => login('ghost@example.com', 'guess').expect(401)));
    await login('ghost@example.com', 'guess').expect(429);
    // Other accounts are unaffected.
    await login('timing@example.com', 'right password').expect(200);
  });
});

/**
 * Fleets that share FLEET_SESSION_SECRET (and, on a PostgreSQL server, the database): a restart with
 * other settings. Every fleet verifies the other's signatures, so a refusal comes from the temporary
 * administrator's settings, not from the key.
 */
describe('temporary administrator sessions across restarts with the same session secret', () => {
  const SECRET = { FLEET_SESSION_SECRET: 'a-fixed-session-secret-of-at-least-32-characters' };
  let first: TestFleet;
  let tempSession: string;
  let localSession: string;

  beforeAll(async () => {
    first = await startTestFleet({ env: { ...TEMP, ...SECRET } });
    tempSession = await tempAdminSession(first);
    await first.http
      .post('/api/v1/users')
      .set('Authorization', `Bearer ${tempSession}`)
      .send({ email: 'lena@example.com', name: 'Lena', password: 'lena password', role: 'admin' })
      .expect(201);
    localSession = (
      await first.http
        .post('/api/v1/auth/login')
        .send({ email: 'lena@example.com', password: 'lena password' })
        .expect(200)
    ).body.access_token;
  });
  afterAll(() => first.close());

  /** Another fleet with the same secret; on a server also on the first fleet's database. */
  async function restart(env: Record<string, string>): Promise<TestFleet> {
    const database: Record<string, string> = first.config.databaseUrl
      ? { FLEET_DATABASE_URL: first.config.databaseUrl }
      : {};
    return startTestFleet({ env: { ...SECRET, ...database, ...env }, idp: first.idp });
  }
  const me = (fleet: TestFleet, token: string) =>
    fleet.http.get('/api/v1/auth/me').set('Authorization', `Bearer ${token}`);

  it('keeps the session valid on a fleet with the same secret and the same temporary administrator', async () => {
    const same = await restart(TEMP);
    try {
      expect((await me(same, tempSession).expect(200)).body.user).toMatchObject({
        email: 'root-admin',
        auth_method: 'temp_admin',
        role: 'admin',
      });
      // A padded user name is the same administrator.
      const padded = await restart({ ...TEMP, SVC_TEMP_ADMIN_USER: '  root-admin  ' });
      try {
        expect((await padded.http.get('/api/v1/auth/config').expect(200)).body.temp_admin_active).toBe(true);
        await me(padded, tempSession).expect(200);
      } finally {
        await padded.close();
      }
    } finally {
      await same.close();
    }
  });

  it('ends the session once the temporary administrator is removed, while other sessions go on', async () => {
    const without = await restart({});
    try {
      expect((await without.http.get('/api/v1/auth/config').expect(200)).body.temp_admin_active).toBe(false);
      const res = await me(without, tempSession).expect(401);
      expect(res.body).toMatchObject({
        code: 'invalid_token',
        detail: 'The temporary administrator no longer exists.',
      });
      expect(res.headers['www-authenticate']).toMatch(/invalid_token/);
      if (first.config.databaseUrl) {
        // Same key, same database: a local user's session still works there.
        expect((await me(without, localSession).expect(200)).body.user).toMatchObject({
          email: 'lena@example.com',
          auth_method: 'local',
        });
      }
    } finally {
      await without.close();
    }
  });

  it('ends the session once the password (or the user) changes; the new credentials sign in', async () => {
    for (const env of [
      { ...TEMP, SVC_TEMP_ADMIN_PASSWORD: 'another-Passw0rd' },
      { ...TEMP, SVC_TEMP_ADMIN_USER: 'other-admin' },
    ]) {
      const changed = await restart(env);
      try {
        const res = await me(changed, tempSession).expect(401);
        expect(res.body).toMatchObject({
          code: 'invalid_token',
          detail: 'The temporary administrator no longer exists.',
        });
        const fresh = (
          await changed.http
            .post('/api/v1/auth/login')
            .send({ email: env.SVC_TEMP_ADMIN_USER, password: env.SVC_TEMP_ADMIN_PASSWORD })
            .expect(200)
        ).body.access_token;
        await me(changed, fresh).expect(200);
        // The fresh session is bound to the new settings: the first fleet refuses it.
        await me(first, fresh).expect(401);
      } finally {
        await changed.close();
      }
    }
    // The first fleet, unchanged, still accepts its own session.
    await me(first, tempSession).expect(200);
  });

  it('refuses it for the key alone on a fleet with another secret', async () => {
    const other = await startTestFleet({
      env: { ...TEMP, FLEET_SESSION_SECRET: 'another-session-secret-of-at-least-32-chars' },
      idp: first.idp,
    });
    try {
      const res = await me(other, tempSession).expect(401);
      expect(res.body).toMatchObject({
        code: 'invalid_token',
        detail: 'The session token is invalid or has expired.',
      });
    } finally {
      await other.close();
    }
  });
});

describe('fleet login limit responses', () => {
  let fleet: TestFleet;
  let admin: string;

  beforeAll(async () => {
    fleet = await startTestFleet({ env: { ...TEMP, FLEET_LOGIN_ACCOUNT_LIMIT: '3' } });
    admin = await tempAdminSession(fleet);
    await fleet.http
      .post('/api/v1/users')
      .set('Authorization', `Bearer ${admin}`)
      .send({ email: 'known@example.com', name: 'K', password: 'known password', role: 'readonly' })
      .expect(201);
  });
  afterAll(() => fleet.close());

  const login = (email: string, password: string) => fleet.http.post('/api/v1/auth/login').send({ email, password });

  it('answers a locked known account and a locked unknown one with the same 429', async () => {
    for (const email of ['known@example.com', 'unknown@example.com']) {
      for (let i = 0; i < 3; i++) await login(email, 'guess').expect(401);
    }
    const known = await login('known@example.com', 'known password').expect(429);
    const unknown = await login('unknown@example.com', 'known password').expect(429);
    expect(known.body).toEqual({
      type: 'about:blank',
      title: 'Too Many Requests',
      status: 429,
      detail: 'Too many failed sign-in attempts; try again later.',
      code: 'rate_limited',
    });
    expect(unknown.body).toEqual(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    for (const res of [known, unknown]) {
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
  });
});

describe('fleet login limit per source address', () => {
  let fleet: TestFleet;

  beforeAll(async () => {
    // The per-address limit (100 by default) is configurable; a small one keeps this test short.
    fleet = await startTestFleet({ env: { ...TEMP, FLEET_LOGIN_IP_LIMIT: '12' } });
  });
  afterAll(() => fleet.close());

  it('refuses an address after its limit of failures across accounts, then everyone from it', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        fleet.http.post('/api/v1/auth/login').send({ email: `user${i}@example.com`, password: 'guess' }),
      ),
    );
    expect(attempts.map((r) => r.status)).toEqual(Array(12).fill(401));
    const res = await fleet.http
      .post('/api/v1/auth/login')
      .send({ email: TEMP.SVC_TEMP_ADMIN_USER, password: TEMP.SVC_TEMP_ADMIN_PASSWORD })
      .expect(429);
    expect(res.body).toEqual({
      type: 'about:blank',
      title: 'Too Many Requests',
      status: 429,
      detail: 'Too many failed sign-in attempts; try again later.',
      code: 'rate_limited',
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });
});

describe('fleet login limit per source address, with forged X-Forwarded-For', () => {
  let fleet: TestFleet;

  beforeAll(async () => {
    fleet = await startTestFleet({ env: { ...TEMP, FLEET_LOGIN_IP_LIMIT: '5' } });
  });
  afterAll(() => fleet.close());

  it('counts the TCP peer, not the header: a new X-Forwarded-For on each attempt does not get around it', async () => {
    for (let i = 0; i < 5; i++) {
      await fleet.http
        .post('/api/v1/auth/login')
        .set('X-Forwarded-For', `203.0.113.${i + 1}`)
        .send({ email: `spread${i}@example.com`, password: 'guess' })
        .expect(401);
    }
    for (const xff of ['198.51.100.77', '198.51.100.78, 203.0.113.200', '2001:db8::9']) {
      const res = await fleet.http
        .post('/api/v1/auth/login')
        .set('X-Forwarded-For', xff)
        .send({ email: TEMP.SVC_TEMP_ADMIN_USER, password: TEMP.SVC_TEMP_ADMIN_PASSWORD })
        .expect(429);
      expect(res.body.code).toBe('rate_limited');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});

describe('fleet login limit defaults', () => {
  it('are 10 per account and 100 per address within 15 minutes', async () => {
    const { loadFleetConfig } = await import('../src/fleet.config.js');
    const config = loadFleetConfig({});
    expect([config.loginAccountLimit, config.loginIpLimit, config.loginWindowSeconds]).toEqual([10, 100, 900]);
    expect(config.tempAdmin).toBeNull();
    expect(config.enforceRoles).toBe(false);
    expect(loadFleetConfig({ SVC_TEMP_ADMIN_USER: 'a', SVC_TEMP_ADMIN_PASSWORD: 'b' }).tempAdmin).toEqual({
      user: 'a',
      password: 'b',
    });
    expect(() => loadFleetConfig({ FLEET_OIDC_ISSUER: 'http://id.example.com' })).toThrow('FLEET_OIDC_ISSUER');
    expect(() => loadFleetConfig({ FLEET_HUB_INSTANCE_KEY: 'svch_nope' })).toThrow('FLEET_HUB_INSTANCE_KEY');
    expect(() => loadFleetConfig({ NODE_ENV: 'production' })).toThrow('FLEET_ENCRYPTION_KEY');
    expect(() => loadFleetConfig({ FLEET_SESSION_SECRET: 'short' })).toThrow('FLEET_SESSION_SECRET');
  });
});
