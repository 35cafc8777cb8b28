import { authorizeAt, startTestFleet, TEST_FLEET_AUDIENCE, type TestFleet, TEST_TEMP_ADMIN } from '#test/support';

const TEMP = TEST_TEMP_ADMIN;

async function signIn(fleet: TestFleet, email: string, password: string): Promise<string> {
  const res = await fleet.http.post('/api/v1/auth/login').send({ email, password }).expect(200);
  return res.body.access_token;
}

/** A readonly local user and a readonly machine token, made by the temporary administrator. */
async function readonlyCallers(
  fleet: TestFleet,
): Promise<{ admin: string; user: string; machine: string; machineId: string }> {
  const admin = await signIn(fleet, TEMP.SVC_TEMP_ADMIN_USER, TEMP.SVC_TEMP_ADMIN_PASSWORD);
  await fleet.http
    .post('/api/v1/users')
    .set('Authorization', `Bearer ${admin}`)
    .send({ email: 'reader@example.com', name: 'Reader', password: 'reader password', role: 'readonly' })
    .expect(201);
  const user = await signIn(fleet, 'reader@example.com', 'reader password');
  const { machineToken } = (
    await fleet.http
      .post('/api/v1/machine-tokens')
      .set('Authorization', `Bearer ${admin}`)
      .send({ name: 'reader bot', role: 'readonly' })
      .expect(201)
  ).body;
  return { admin, user, machine: machineToken.token, machineId: machineToken.id };
}

describe('fleet authorization is flat by default', () => {
  let fleet: TestFleet;
  let callers: Awaited<ReturnType<typeof readonlyCallers>>;

  beforeAll(async () => {
    fleet = await startTestFleet({ env: TEMP });
    callers = await readonlyCallers(fleet);
  });
  afterAll(() => fleet.close());

  it.each(['user', 'machine'] as const)('lets a readonly %s write everything and read secret values', async (who) => {
    const auth = { Authorization: `Bearer ${callers[who]}` };
    const name = `SECRET_${who.toUpperCase()}`;
    const put = await fleet.http.put(`/api/v1/secrets/${name}`).set(auth).send({ value: 'hunter2' }).expect(200);
    expect(put.body.secret).toEqual({ name, value: 'hunter2', updated_at: expect.any(String) });
    expect((await fleet.http.get(`/api/v1/secrets/${name}`).set(auth).expect(200)).body.secret.value).toBe('hunter2');
    const list = await fleet.http.get('/api/v1/secrets').set(auth).expect(200);
    expect(list.body.secrets).toContainEqual({ name, updated_at: expect.any(String) });
    expect(JSON.stringify(list.body)).not.toContain('hunter2');
    await fleet.http.delete(`/api/v1/secrets/${name}`).set(auth).expect(204);
    await fleet.http.get(`/api/v1/secrets/${name}`).set(auth).expect(404);

    const created = await fleet.http
      .post('/api/v1/users')
      .set(auth)
      .send({ email: `made-by-${who}@example.com`, name: 'New', password: 'new password', role: 'admin' })
      .expect(201);
    await fleet.http.put(`/api/v1/users/${created.body.user.id}`).set(auth).send({ role: 'readonly' }).expect(200);
    const token = await fleet.http
      .post('/api/v1/machine-tokens')
      .set(auth)
      .send({ name: 'x', role: 'admin' })
      .expect(201);
    await fleet.http.delete(`/api/v1/machine-tokens/${token.body.machineToken.id}`).set(auth).expect(200);
    await fleet.http.put('/api/v1/settings/hub').set(auth).send({ hub_url: 'https://hub.example.com' }).expect(200);
    await fleet.http.get('/api/v1/audit-log').set(auth).expect(200);
    const me = await fleet.http.get('/api/v1/auth/me').set(auth).expect(200);
    expect(me.body.user.role).toBe('readonly'); // stored and shown, not enforced
  });

  it('lets a readonly user make herself admin, and puts it on record in her name', async () => {
    const auth = { Authorization: `Bearer ${callers.user}` };
    const me = (await fleet.http.get('/api/v1/auth/me').set(auth).expect(200)).body.user;
    await fleet.http.put(`/api/v1/users/${me.id}`).set(auth).send({ role: 'admin' }).expect(200);
    const log = await fleet.http
      .get(`/api/v1/audit-log?kind=person&action=user.role.change&actor=${me.id}`)
      .set({ Authorization: `Bearer ${callers.admin}` })
      .expect(200);
    // Her own role (she also changed the role of the user she made, in the test above).
    expect(log.body.entries.filter((e: { target: string }) => e.target === me.id)).toEqual([
      expect.objectContaining({
        kind: 'person',
        actor: { id: me.id, name: 'Reader', email: 'reader@example.com', method: 'local' },
        action: 'user.role.change',
        target: me.id,
        changes: expect.objectContaining({ role: { from: 'readonly', to: 'admin' } }),
      }),
    ]);
    await fleet.http
      .put(`/api/v1/users/${me.id}`)
      .set({ Authorization: `Bearer ${callers.admin}` })
      .send({
        role: 'readonly',
      });
  });

  it('requires a credential everywhere but the public endpoints, and refuses other credential kinds', async () => {
    for (const path of [
      '/api/v1/auth/me',
      '/api/v1/users',
      '/api/v1/secrets',
      '/api/v1/machine-tokens',
      '/api/v1/hub/templates',
    ]) {
      const res = await fleet.http.get(path).expect(401);
      expect(res.body.code).toBe('unauthenticated');
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
    await fleet.http.get('/api/v1/auth/config').expect(200);
    await fleet.http.get('/healthz').expect(200);
    await fleet.http.get('/readyz').expect(200);
    for (const value of ['Bearer svch_' + 'A'.repeat(49), 'Bearer svcp_' + 'A'.repeat(49), 'Basic abc', 'Bearer a b']) {
      const res = await fleet.http.get('/api/v1/auth/me').set('Authorization', value).expect(401);
      expect(res.body.code).toBe('invalid_token');
    }
  });

  it('gives OIDC users the configured default role (readonly) and lets them write too', async () => {
    const auth = await authorizeAt(fleet.idp.issuer, 'carol@demo.local', { resource: `urn:${TEST_FLEET_AUDIENCE}` });
    const tokens = await fleet.http
      .post('/api/v1/auth/oidc/token')
      .send({ code: auth.code, code_verifier: auth.codeVerifier, redirect_uri: auth.redirectUri, nonce: auth.nonce })
      .expect(200);
    const bearer = { Authorization: `Bearer ${tokens.body.access_token}` };
    expect((await fleet.http.get('/api/v1/auth/me').set(bearer).expect(200)).body.user.role).toBe('readonly');
    await fleet.http.put('/api/v1/secrets/FROM_OIDC').set(bearer).send({ value: 'v' }).expect(200);
  });
});

describe('fleet authorization with FLEET_ENFORCE_ROLES=true', () => {
  let fleet: TestFleet;
  let callers: Awaited<ReturnType<typeof readonlyCallers>>;

  beforeAll(async () => {
    fleet = await startTestFleet({ env: { ...TEMP, FLEET_ENFORCE_ROLES: 'true' } });
    callers = await readonlyCallers(fleet);
    await fleet.http
      .put('/api/v1/secrets/DB_PASSWORD')
      .set('Authorization', `Bearer ${callers.admin}`)
      .send({ value: 'hunter2' })
      .expect(200);
  });
  afterAll(() => fleet.close());

  it.each(['user', 'machine'] as const)('limits a readonly %s to reads, without secret values', async (who) => {
    const auth = { Authorization: `Bearer ${callers[who]}` };
    expect((await fleet.http.get('/api/v1/auth/config').expect(200)).body.roles_enforced).toBe(true);
    await fleet.http.get('/api/v1/auth/me').set(auth).expect(200);
    await fleet.http.get('/api/v1/users').set(auth).expect(200);
    await fleet.http.get('/api/v1/secrets').set(auth).expect(200);
    await fleet.http.get('/api/v1/machine-tokens').set(auth).expect(200);
    await fleet.http.get('/api/v1/audit-log').set(auth).expect(200);
    for (const [method, path, body] of [
      ['get', '/api/v1/secrets/DB_PASSWORD', undefined],
      ['put', '/api/v1/secrets/DB_PASSWORD', { value: 'x' }],
      ['delete', '/api/v1/secrets/DB_PASSWORD', undefined],
      ['post', '/api/v1/users', { email: 'no@example.com', name: 'N', password: 'no password', role: 'admin' }],
      ['post', '/api/v1/machine-tokens', { name: 'x', role: 'admin' }],
      ['put', '/api/v1/settings/oidc', { scopes: 'openid' }],
      ['post', '/api/v1/hub/sync', undefined],
    ] as const) {
      const res = await fleet.http[method](path).set(auth).send(body);
      expect([path, res.status, res.body.code]).toEqual([path, 403, 'forbidden']);
    }
  });

  it('refuses a readonly user who would make herself admin (or set network types); nothing is on record', async () => {
    const auth = { Authorization: `Bearer ${callers.user}` };
    const me = (await fleet.http.get('/api/v1/auth/me').set(auth).expect(200)).body.user;
    const promote = await fleet.http.put(`/api/v1/users/${me.id}`).set(auth).send({ role: 'admin' });
    expect([promote.status, promote.body.code]).toEqual([403, 'forbidden']);
    const network = await fleet.http
      .put('/api/v1/inventory/network-types')
      .set(auth)
      .send({ network_types: ['x'] });
    expect(network.status).toBe(403);
    expect((await fleet.http.get('/api/v1/auth/me').set(auth).expect(200)).body.user.role).toBe('readonly');
    const log = await fleet.http
      .get(`/api/v1/audit-log?actor=${me.id}`)
      .set({ Authorization: `Bearer ${callers.admin}` })
      .expect(200);
    // Her sign-in is on record (sign-ins are audited), and no change she tried.
    expect(log.body.entries.map((e: { action: string }) => e.action)).toEqual(['auth.sign_in']);
  });

  it('lets admins do everything and audits the readonly token’s 403s', async () => {
    const auth = { Authorization: `Bearer ${callers.admin}` };
    expect((await fleet.http.get('/api/v1/secrets/DB_PASSWORD').set(auth).expect(200)).body.secret.value).toBe(
      'hunter2',
    );
    await fleet.http.post('/api/v1/machine-tokens').set(auth).send({ name: 'x', role: 'admin' }).expect(201);
    const audit = await fleet.http
      .get(`/api/v1/audit-log?token_id=${callers.machineId}&limit=100`)
      .set(auth)
      .expect(200);
    expect(audit.body.entries.filter((e: { status: number }) => e.status === 403)).toHaveLength(7);
  });
});
