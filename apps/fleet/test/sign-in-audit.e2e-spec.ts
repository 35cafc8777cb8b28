import {
  authorizeAt,
  startTestFleet,
  TEST_FLEET_AUDIENCE,
  TEST_TEMP_ADMIN,
  tempAdminSession,
  type TestFleet,
} from '#test/support';

type Entry = {
  kind: 'machine' | 'person';
  actor: { id: string; name: string; email: string | null; method: string } | null;
  action: string | null;
  target: string | null;
  changes: Record<string, unknown> | null;
  source_address: string | null;
  request_id: string | null;
};

const WRONG_PASSWORD = 'a wrong password nobody may read';
const USER_PASSWORD = 'the user password nobody may read';

// scrypt on every login, on a shared and loaded machine.
jest.setTimeout(120_000);

/**
 * Issue 39: the fleet audit log records sign-ins, failed sign-ins and sign-outs (the login form, the OpenID
 * Provider's code exchange, sign-out), each with the method and the source address, and never a password.
 */
describe('fleet audit log: sign-in, failed sign-in, sign-out', () => {
  let fleet: TestFleet;
  let admin: string;

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const events = async (query = ''): Promise<Entry[]> =>
    (await fleet.http.get(`/api/v1/audit-log?kind=person&action=auth&limit=100${query}`).set(bearer(admin)).expect(200))
      .body.entries;
  const login = (email: string, password: string) => fleet.http.post('/api/v1/auth/login').send({ email, password });

  beforeAll(async () => {
    fleet = await startTestFleet({ env: { ...TEST_TEMP_ADMIN, FLEET_REQUEST_DEADLINE_MS: '60000' } });
    admin = await tempAdminSession(fleet);
  }, 180_000);
  afterAll(() => fleet.close());

  it('records the login form: a success with its method and address, a failure with the account typed', async () => {
    const [signedIn] = await events();
    expect(signedIn).toMatchObject({
      kind: 'person',
      action: 'auth.sign_in',
      actor: { email: TEST_TEMP_ADMIN.SVC_TEMP_ADMIN_USER, method: 'temp_admin' },
      changes: { method: 'password' },
      source_address: expect.stringMatching(/127\.0\.0\.1|::1/),
      request_id: expect.any(String),
    });

    await login('Nobody@Example.com', WRONG_PASSWORD).expect(401);
    const [failed] = await events();
    expect(failed).toMatchObject({
      action: 'auth.sign_in_failed',
      actor: { id: 'nobody@example.com', email: 'nobody@example.com', method: 'local' },
      changes: { method: 'password', reason: 'invalid_credentials' },
      source_address: expect.stringMatching(/127\.0\.0\.1|::1/),
    });
    // A wrong password of the temporary administrator is a failure too (the account exists).
    await login(TEST_TEMP_ADMIN.SVC_TEMP_ADMIN_USER, WRONG_PASSWORD).expect(401);
    expect((await events())[0]).toMatchObject({
      action: 'auth.sign_in_failed',
      actor: { id: TEST_TEMP_ADMIN.SVC_TEMP_ADMIN_USER.toLowerCase() },
    });
  });

  it('records a local user signing in and out; the session ends, a second sign-out records nothing', async () => {
    const user = (
      await fleet.http
        .post('/api/v1/users')
        .set(bearer(admin))
        .send({ email: 'lin@example.com', name: 'Lin', password: USER_PASSWORD, role: 'readonly' })
        .expect(201)
    ).body.user;
    const token = (await login('lin@example.com', USER_PASSWORD).expect(200)).body.access_token as string;
    expect((await events())[0]).toMatchObject({
      action: 'auth.sign_in',
      actor: { id: user.id, name: 'Lin', email: 'lin@example.com', method: 'local' },
      changes: { method: 'password' },
    });
    await fleet.http.post('/api/v1/auth/logout').set(bearer(token)).expect(204);
    const after = await events();
    expect(after[0]).toMatchObject({
      action: 'auth.sign_out',
      actor: { id: user.id, method: 'local' },
      changes: { method: 'local' },
      source_address: expect.stringMatching(/127\.0\.0\.1|::1/),
    });
    await fleet.http.post('/api/v1/auth/logout').set(bearer(token)).expect(401);
    expect(await events()).toHaveLength(after.length);
  });

  it('records a sign-in through the OpenID Provider, and a code it refused as a failed sign-in', async () => {
    const auth = await authorizeAt(fleet.idp.issuer, 'carol@demo.local', { resource: `urn:${TEST_FLEET_AUDIENCE}` });
    const body = {
      code: auth.code,
      code_verifier: auth.codeVerifier,
      redirect_uri: auth.redirectUri,
      nonce: auth.nonce,
    };
    const tokens = (await fleet.http.post('/api/v1/auth/oidc/token').send(body).expect(200)).body;
    const [signedIn] = await events();
    expect(signedIn).toMatchObject({
      action: 'auth.sign_in',
      actor: { method: 'oidc' },
      changes: { method: 'oidc', issuer: fleet.idp.issuer },
      source_address: expect.stringMatching(/127\.0\.0\.1|::1/),
    });
    // The provider's refresh and access tokens are never in the log.
    expect(JSON.stringify(signedIn)).not.toContain(tokens.access_token);

    // A code is good once: the second exchange is refused by the provider.
    const refused = await fleet.http.post('/api/v1/auth/oidc/token').send(body).expect(400);
    expect(refused.body.code).toBe('invalid_grant');
    expect((await events())[0]).toMatchObject({
      action: 'auth.sign_in_failed',
      actor: { id: 'unknown', method: 'oidc' },
      changes: { method: 'oidc', reason: 'invalid_grant' },
    });
  });

  it('never stores a password: not in the list, the export or the table', async () => {
    const listed = JSON.stringify(await events());
    const exported = (
      await fleet.http
        .get('/api/v1/audit-log/export?kind=person')
        .set(bearer(admin))
        .buffer(true)
        .parse((r, done) => {
          let text = '';
          r.setEncoding('utf8');
          r.on('data', (c: string) => (text += c));
          r.on('end', () => done(null, text));
        })
        .expect(200)
    ).body as string;
    const stored = JSON.stringify(await fleet.db.query('SELECT * FROM person_audit_log'));
    expect(exported).toContain('auth.sign_in_failed');
    for (const text of [listed, exported, stored]) {
      for (const secret of [WRONG_PASSWORD, USER_PASSWORD, TEST_TEMP_ADMIN.SVC_TEMP_ADMIN_PASSWORD]) {
        expect(text).not.toContain(secret);
      }
    }
  });

  it('shows the sign-in events to a signed-in caller only (without credentials: 401)', async () => {
    const res = await fleet.http.get('/api/v1/audit-log?kind=person&action=auth').expect(401);
    expect(res.body.code).toBe('unauthenticated');
    expect((await events()).length).toBeGreaterThan(0);
  });
});
