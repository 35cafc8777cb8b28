import { startTestFleet, type TestFleet } from '#lib/testing';

const TEMP = { SVC_TEMP_ADMIN_USER: 'root-admin', SVC_TEMP_ADMIN_PASSWORD: 'temporary-Passw0rd' };

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

  it('has no temporary administrator when either variable is empty, and its sessions end with it', async () => {
    const other = await startTestFleet({
      env: { SVC_TEMP_ADMIN_USER: 'root-admin', SVC_TEMP_ADMIN_PASSWORD: '' },
      idp: fleet.idp,
    });
    try {
      expect((await other.http.get('/api/v1/auth/config').expect(200)).body.temp_admin_active).toBe(false);
      const res = await other.http.post('/api/v1/auth/login').send({ email: 'root-admin', password: 'x' }).expect(401);
      expect(res.body.code).toBe('invalid_credentials');
    } finally {
      await other.close();
    }
    // A session of another process (another signing key) is refused.
    const elsewhere = await startTestFleet({ env: TEMP, idp: fleet.idp });
    try {
      await elsewhere.http.get('/api/v1/auth/me').set('Authorization', `Bearer ${admin}`).expect(401);
    } finally {
      await elsewhere.close();
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

  it('answers an unknown email and a wrong password alike, in similar time', async () => {
    await as(admin)
      .post('/api/v1/users')
      .send({ email: 'timing@example.com', name: 'T', password: 'right password', role: 'admin' })
      .expect(201);
    const time = async (email: string) => {
      const started = process.hrtime.bigint();
      const res = await login(email, 'wrong password').expect(401);
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
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
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
