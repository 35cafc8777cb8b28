import { randomBytes } from 'node:crypto';
import { authorizeAt, startTestFleet, type TestFleet } from '#test/support';
import { startDevIdp, type DevIdp } from '../../dev-idp/src/index.js';

const SCOPE = 'openid profile email';

describe('fleet OIDC with opaque provider access tokens (checked at the userinfo endpoint)', () => {
  let idp: DevIdp;
  let fleet: TestFleet;
  let idpOpen = true;

  beforeAll(async () => {
    idp = await startDevIdp({ port: 0, host: '127.0.0.1' });
    // The fleet's own client is the one whose tokens are opaque; an opaque token carries no audience to check.
    fleet = await startTestFleet({ idp, env: { FLEET_OIDC_CLIENT_ID: 'fleet-opaque', FLEET_OIDC_AUDIENCE: '' } });
  });
  afterAll(async () => {
    await fleet.close();
    if (idpOpen) await idp.close();
  });

  const me = (token: string) => fleet.http.get('/api/v1/auth/me').set('Authorization', `Bearer ${token}`);
  const opaqueToken = async (email: string) => {
    const { access_token } = await idp.login(email, { clientId: 'fleet-opaque', scope: SCOPE });
    expect(access_token).not.toContain('.'); // really opaque, not a JWT
    return access_token;
  };
  const providerUserinfo = (token: string) =>
    fetch(`${idp.issuer}/me`, { headers: { authorization: `Bearer ${token}` } });
  const revoke = async (token: string) => {
    const res = await fetch(`${idp.issuer}/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, client_id: 'fleet-opaque' }),
    });
    expect(res.status).toBe(200);
  };
  const expectInvalidToken = (res: Awaited<ReturnType<typeof me>>) => {
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(res.body).toMatchObject({ status: 401, code: 'invalid_token' });
  };

  it('accepts an opaque token from the provider as the user it belongs to', async () => {
    const res = await me(await opaqueToken('carol@demo.local')).expect(200);
    expect(res.body).toEqual({
      user: {
        id: expect.any(String),
        email: 'carol@demo.local',
        name: 'Carol Cruz',
        role: 'readonly',
        auth_method: 'oidc',
      },
    });
    // The same subject presented as a JWT issued to this fleet's client is the same fleet user.
    const sub = idp.users.find((u) => u.email === 'carol@demo.local')!.sub;
    const jwt = await idp.signToken({ sub, aud: 'fleet-opaque', email: 'carol@demo.local', name: 'Carol Cruz' });
    expect((await me(jwt).expect(200)).body.user.id).toBe(res.body.user.id);
  });

  it('refuses a revoked and a made-up opaque token with 401 problem+json', async () => {
    const revoked = await opaqueToken('bob@demo.local');
    await revoke(revoked);
    expectInvalidToken(await me(revoked).expect(401));
    expectInvalidToken(await me(randomBytes(32).toString('base64url')).expect(401));
  });

  it('refuses opaque tokens when an audience is configured, since userinfo cannot show the audience', async () => {
    const strict = await startTestFleet({
      idp,
      env: { FLEET_OIDC_CLIENT_ID: 'fleet-opaque', FLEET_OIDC_AUDIENCE: 'fleet-api' },
    });
    try {
      const token = await opaqueToken('carol@demo.local');
      expect((await providerUserinfo(token)).status).toBe(200); // valid at the provider
      const res = await strict.http.get('/api/v1/auth/me').set('Authorization', `Bearer ${token}`).expect(401);
      expectInvalidToken(res);
    } finally {
      await strict.close();
    }
  });

  it('asks the provider once per token within the cache window', async () => {
    const token = await opaqueToken('alice@demo.local');
    const unseen = await opaqueToken('alice@demo.local');
    expect((await me(token).expect(200)).body.user.email).toBe('alice@demo.local');

    // The provider now refuses the token, yet the fleet still accepts it: it did not ask again.
    await revoke(token);
    expect((await providerUserinfo(token)).status).toBe(401);
    expect((await me(token).expect(200)).body.user.email).toBe('alice@demo.local');

    // With the provider gone, the cached token still works while a valid one the fleet has not seen does not.
    expect((await providerUserinfo(unseen)).status).toBe(200);
    await idp.close();
    idpOpen = false;
    expect((await me(token).expect(200)).body.user.email).toBe('alice@demo.local');
    expectInvalidToken(await me(unseen).expect(401));
  });

  it('asks the provider again once the cache window (FLEET_OIDC_USERINFO_CACHE_SECONDS) has passed', async () => {
    const provider = await startDevIdp({ port: 0, host: '127.0.0.1' });
    const shortCache = await startTestFleet({
      idp: provider,
      // A window long enough that a loaded machine still asks inside it after the revocation (1 s was flaky).
      env: { FLEET_OIDC_CLIENT_ID: 'fleet-opaque', FLEET_OIDC_AUDIENCE: '', FLEET_OIDC_USERINFO_CACHE_SECONDS: '4' },
    });
    try {
      const { access_token: token } = await provider.login('alice@demo.local', {
        clientId: 'fleet-opaque',
        scope: SCOPE,
      });
      const ask = () => shortCache.http.get('/api/v1/auth/me').set('Authorization', `Bearer ${token}`);
      await ask().expect(200);
      const cachedAt = performance.now();
      const res = await fetch(`${provider.issuer}/token/revocation`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, client_id: 'fleet-opaque' }),
      });
      expect(res.status).toBe(200);
      await ask().expect(200); // still inside the window
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 4100 - (performance.now() - cachedAt))));
      expectInvalidToken(await ask().expect(401));
    } finally {
      await shortCache.close();
      await provider.close();
    }
  });
});

describe('fleet OIDC with opaque tokens and a confidential client (checked at the introspection endpoint)', () => {
  let idp: DevIdp;
  let fleet: TestFleet;

  beforeAll(async () => {
    idp = await startDevIdp({ port: 0, host: '127.0.0.1' });
    fleet = await startTestFleet({
      idp,
      env: {
        FLEET_OIDC_CLIENT_ID: 'fleet-opaque-confidential',
        FLEET_OIDC_CLIENT_SECRET: 'fleet-dev-secret',
        FLEET_OIDC_AUDIENCE: '',
        FLEET_OIDC_REDIRECT_URI: 'http://127.0.0.1/callback',
      },
    });
  });
  afterAll(async () => {
    await fleet.close();
    await idp.close();
  });

  const me = (token: string) => fleet.http.get('/api/v1/auth/me').set('Authorization', `Bearer ${token}`);

  it("accepts its own client's opaque token and refuses one the provider issued to another application", async () => {
    const auth = await authorizeAt(idp.issuer, 'bob@demo.local', { clientId: 'fleet-opaque-confidential' });
    const tokens = await fleet.http
      .post('/api/v1/auth/oidc/token')
      .send({ code: auth.code, code_verifier: auth.codeVerifier, redirect_uri: auth.redirectUri, nonce: auth.nonce })
      .expect(200);
    expect(tokens.body.access_token).not.toContain('.');
    expect((await me(tokens.body.access_token).expect(200)).body.user).toMatchObject({
      email: 'bob@demo.local',
      auth_method: 'oidc',
    });

    // Valid at the provider (its userinfo answers), but issued to the public client fleet-opaque.
    const { access_token: foreign } = await idp.login('bob@demo.local', { clientId: 'fleet-opaque', scope: SCOPE });
    expect(foreign).not.toContain('.');
    const userinfo = await fetch(`${idp.issuer}/me`, { headers: { authorization: `Bearer ${foreign}` } });
    expect(userinfo.status).toBe(200);
    const refused = await me(foreign).expect(401);
    expect(refused.body.code).toBe('invalid_token');
  });
});
