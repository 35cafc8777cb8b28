import { authorizeAt, startTestFleet, TEST_FLEET_AUDIENCE, type TestFleet } from '#test/support';
import { startDevIdp, type DevIdp } from '../../dev-idp/src/index.js';

const RESOURCE = `urn:${TEST_FLEET_AUDIENCE}`;

describe('fleet OIDC sign-in (authorization code + PKCE against the real dev provider)', () => {
  let fleet: TestFleet;
  let otherIdp: DevIdp;

  beforeAll(async () => {
    fleet = await startTestFleet();
    otherIdp = await startDevIdp({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await otherIdp.close();
    await fleet.close();
  });

  const exchange = (body: Record<string, unknown>) => fleet.http.post('/api/v1/auth/oidc/token').send(body);
  const me = (token: string) => fleet.http.get('/api/v1/auth/me').set('Authorization', `Bearer ${token}`);

  it('publishes what the sign-in page needs (public)', async () => {
    const res = await fleet.http.get('/api/v1/auth/config').expect(200);
    expect(res.body).toEqual({
      oidc: {
        enabled: true,
        issuer: fleet.idp.issuer,
        client_id: 'fleet-ui',
        scopes: 'openid profile email offline_access',
        redirect_uri: 'http://127.0.0.1/callback',
        audience: TEST_FLEET_AUDIENCE,
        code_challenge_method: 'S256',
        authorization_endpoint: `${fleet.idp.issuer}/auth`,
        // RP-initiated logout where the provider's discovery names an endpoint; the issuer's host as the name.
        end_session_endpoint: `${fleet.idp.issuer}/session/end`,
        display_name: new URL(fleet.idp.issuer).host,
      },
      local_login: true,
      temp_admin_active: false,
      roles_enforced: false,
    });
  });

  it('names the provider FLEET_OIDC_DISPLAY_NAME when it is set', async () => {
    const named = await startTestFleet({ idp: fleet.idp, env: { FLEET_OIDC_DISPLAY_NAME: 'Demo SSO' } });
    try {
      const res = await named.http.get('/api/v1/auth/config').expect(200);
      expect(res.body.oidc.display_name).toBe('Demo SSO');
    } finally {
      await named.close();
    }
  });

  it('runs the whole flow: authorize with a challenge, log in, exchange the code, call /auth/me, refresh', async () => {
    const auth = await authorizeAt(fleet.idp.issuer, 'alice@demo.local', { resource: RESOURCE });
    const res = await exchange({
      code: auth.code,
      code_verifier: auth.codeVerifier,
      redirect_uri: auth.redirectUri,
      nonce: auth.nonce,
    }).expect(200);
    expect(res.body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      id_token: expect.any(String),
      expires_in: expect.any(Number),
      token_type: 'Bearer',
    });
    const first = await me(res.body.access_token).expect(200);
    expect(first.body).toEqual({
      user: {
        id: expect.any(String),
        email: 'alice@demo.local',
        name: 'Alice Anders',
        role: 'readonly',
        auth_method: 'oidc',
      },
    });
    // The same identity again is the same fleet user.
    const again = await authorizeAt(fleet.idp.issuer, 'alice@demo.local', { resource: RESOURCE });
    const second = await exchange({
      code: again.code,
      code_verifier: again.codeVerifier,
      redirect_uri: again.redirectUri,
      nonce: again.nonce,
    }).expect(200);
    expect((await me(second.body.access_token).expect(200)).body.user.id).toBe(first.body.user.id);

    const refreshed = await fleet.http
      .post('/api/v1/auth/oidc/refresh')
      .send({ refresh_token: res.body.refresh_token })
      .expect(200);
    expect(refreshed.body.access_token).not.toBe(res.body.access_token);
    expect((await me(refreshed.body.access_token).expect(200)).body.user.id).toBe(first.body.user.id);

    const users = await fleet.http
      .get('/api/v1/users')
      .set('Authorization', `Bearer ${res.body.access_token}`)
      .expect(200);
    expect(users.body.users).toEqual([expect.objectContaining({ email: 'alice@demo.local', auth_method: 'oidc' })]);
  });

  it('refuses an exchange that leaves out the nonce the ID token carries', async () => {
    const auth = await authorizeAt(fleet.idp.issuer, 'bob@demo.local', { resource: RESOURCE });
    // The nonce is in the ID token; the fleet refuses an ID token whose nonce it was not told.
    await exchange({ code: auth.code, code_verifier: auth.codeVerifier, redirect_uri: auth.redirectUri })
      .expect(400)
      .expect('content-type', /application\/problem\+json/);
  });

  it('refuses a wrong PKCE verifier', async () => {
    const auth = await authorizeAt(fleet.idp.issuer, 'bob@demo.local', { resource: RESOURCE });
    const res = await exchange({
      code: auth.code,
      code_verifier: 'x'.repeat(43),
      redirect_uri: auth.redirectUri,
      nonce: auth.nonce,
    }).expect(400);
    expect(res.body).toMatchObject({ status: 400, code: 'invalid_grant' });
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
  });

  it('refuses a code used twice', async () => {
    const auth = await authorizeAt(fleet.idp.issuer, 'bob@demo.local', { resource: RESOURCE });
    const body = {
      code: auth.code,
      code_verifier: auth.codeVerifier,
      redirect_uri: auth.redirectUri,
      nonce: auth.nonce,
    };
    const first = await exchange(body).expect(200);
    const second = await exchange(body).expect(400);
    expect(second.body.code).toBe('invalid_grant');
    expect(first.body.access_token).toEqual(expect.any(String));
  });

  it('refuses a code sent with another redirect_uri, an iss of another provider, and malformed bodies', async () => {
    const auth = await authorizeAt(fleet.idp.issuer, 'bob@demo.local', { resource: RESOURCE });
    const body = {
      code: auth.code,
      code_verifier: auth.codeVerifier,
      redirect_uri: auth.redirectUri,
      nonce: auth.nonce,
    };
    expect((await exchange({ ...body, iss: otherIdp.issuer }).expect(400)).body.code).toBe('invalid_grant');
    expect((await exchange({ ...body, redirect_uri: 'http://localhost:3100/callback' }).expect(400)).body.code).toBe(
      'invalid_grant',
    );
    const bad = await exchange({ code: 'c', code_verifier: 'short', redirect_uri: 'not a url', extra: 1 }).expect(400);
    expect(bad.body.code).toBe('validation_failed');
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'code_verifier',
      'extra',
      'redirect_uri',
    ]);
    await fleet.http.post('/api/v1/auth/oidc/refresh').send({ refresh_token: 'nope' }).expect(400);
  });

  it('refuses an access token for another audience', async () => {
    const auth = await authorizeAt(fleet.idp.issuer, 'bob@demo.local'); // no resource: the provider's default (hub-api)
    const res = await exchange({
      code: auth.code,
      code_verifier: auth.codeVerifier,
      redirect_uri: auth.redirectUri,
      nonce: auth.nonce,
    }).expect(200);
    const denied = await me(res.body.access_token).expect(401);
    expect(denied.body.code).toBe('invalid_token');
    expect(denied.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('refuses tokens of another issuer, forged, expired, or signed with a shared secret', async () => {
    const { access_token } = await otherIdp.login('bob@demo.local', {
      clientId: 'fleet-ui',
      resource: TEST_FLEET_AUDIENCE,
    });
    expect((await me(access_token).expect(401)).body.code).toBe('invalid_token');
    const claims = { sub: 'x', aud: TEST_FLEET_AUDIENCE };
    await me(await otherIdp.signToken({ ...claims, iss: fleet.idp.issuer })).expect(401); // right iss, wrong key
    await me(await fleet.idp.signToken(claims)).expect(200); // control: the configured provider's key
    await me(await fleet.idp.signToken(claims, { expiresIn: -120 })).expect(401);
    await me(await fleet.idp.signToken({ ...claims, aud: 'hub-api' })).expect(401);
    const [h, p] = (await fleet.idp.signToken(claims)).split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${p}.`;
    await me(none).expect(401);
    await me(`${h}.${p}.AAAA`).expect(401);
    await me('opaque-garbage-token').expect(401);
  });

  it('without FLEET_OIDC_AUDIENCE, accepts only tokens issued to its own client', async () => {
    const open = await startTestFleet({ idp: fleet.idp, env: { FLEET_OIDC_AUDIENCE: '' } });
    try {
      const own = await fleet.idp.login('bob@demo.local', { clientId: 'fleet-ui' }); // aud hub-api, client_id fleet-ui
      const res = await open.http.get('/api/v1/auth/me').set('Authorization', `Bearer ${own.access_token}`).expect(200);
      expect(res.body.user).toMatchObject({ email: 'bob@demo.local', auth_method: 'oidc' });
      const foreign = await fleet.idp.login('bob@demo.local', { clientId: 'hub-dashboard' });
      await open.http.get('/api/v1/auth/me').set('Authorization', `Bearer ${foreign.access_token}`).expect(401);
      // The ID token of the same sign-in is issued to fleet-ui too, but it is not an access token.
      expect(own.id_token).toEqual(expect.any(String));
      const idToken = await open.http.get('/api/v1/auth/me').set('Authorization', `Bearer ${own.id_token}`).expect(401);
      expect(idToken.body).toMatchObject({ code: 'invalid_token', detail: expect.stringMatching(/ID token/) });
      // An access token shaped like Keycloak's (no RFC 9068 typ, a `typ: Bearer` claim) is still accepted.
      const jwtTyp = { header: { typ: 'JWT' } };
      const keycloakLike = await fleet.idp.signToken(
        { sub: 'kc-user', aud: 'fleet-ui', typ: 'Bearer', azp: 'fleet-ui' },
        jwtTyp,
      );
      await open.http.get('/api/v1/auth/me').set('Authorization', `Bearer ${keycloakLike}`).expect(200);
      // Keycloak before 24 also copies the sign-in's nonce into access tokens: its typ claim still says Bearer.
      const keycloakNonce = await fleet.idp.signToken(
        { sub: 'kc-user', aud: ['fleet-api', 'account'], azp: 'fleet-ui', typ: 'Bearer', nonce: 'n-123' },
        jwtTyp,
      );
      await open.http.get('/api/v1/auth/me').set('Authorization', `Bearer ${keycloakNonce}`).expect(200);
      const keycloakId = await fleet.idp.signToken(
        { sub: 'kc-user', aud: 'fleet-ui', typ: 'ID', azp: 'fleet-ui' },
        jwtTyp,
      );
      await open.http.get('/api/v1/auth/me').set('Authorization', `Bearer ${keycloakId}`).expect(401);
    } finally {
      await open.close();
    }
  });

  it('moves "Last sign-in" of a provisioned user on each sign-in with the provider', async () => {
    const signIn = async () => {
      const auth = await authorizeAt(fleet.idp.issuer, 'bob@demo.local', { resource: RESOURCE });
      return (
        await exchange({
          code: auth.code,
          code_verifier: auth.codeVerifier,
          redirect_uri: auth.redirectUri,
          nonce: auth.nonce,
        }).expect(200)
      ).body.access_token as string;
    };
    const token = await signIn();
    const user = (await me(token).expect(200)).body.user;
    await fleet.db.query(`UPDATE fleet_users SET last_login_at = now() - interval '3 days' WHERE id = $1`, [user.id]);
    const listed = async () => {
      const res = await fleet.http.get('/api/v1/users').set('Authorization', `Bearer ${token}`).expect(200);
      return Date.parse(res.body.users.find((u: { id: string }) => u.id === user.id).last_login_at);
    };
    expect(Date.now() - (await listed())).toBeGreaterThan(2 * 86_400_000);
    await signIn();
    expect(Date.now() - (await listed())).toBeLessThan(60_000);
  });
});
