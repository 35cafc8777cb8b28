import {
  type Glewlwyd,
  startGlewlwyd,
  startTestFleet,
  startTestHub,
  type TestFleet,
  type TestHub,
} from '#test/support';

/**
 * The fleet and the hub against Glewlwyd, an OpenID Provider written by someone else (docs/identity-providers.md),
 * configured the way an operator would: FLEET_OIDC_* and HUB_OIDC_* name its issuer, its public clients and the
 * RFC 8707 resources its access tokens are issued for.
 */
const FLEET_RESOURCE = 'https://fleet.example.test/api';
const HUB_RESOURCE = 'https://hub.example.test/api';
const FLEET_REDIRECT = 'http://127.0.0.1/callback';
const HUB_REDIRECT = 'http://127.0.0.1/hub-callback';

const kidOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[0], 'base64url').toString()).kid as string;
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('Glewlwyd as the OpenID Provider', () => {
  let glewlwyd: Glewlwyd;
  let fleet: TestFleet;
  let hub: TestHub;

  beforeAll(async () => {
    glewlwyd = await startGlewlwyd({
      users: [
        { username: 'alice', password: 'alice-Passw0rd', name: 'Alice Anders', email: 'alice@example.test' },
        {
          username: 'bob',
          password: 'bob-Passw0rd',
          name: 'Bob Berg',
          email: 'bob@example.test',
          emailVerified: false,
        },
      ],
      clients: [
        { clientId: 'fleet-ui', redirectUris: [FLEET_REDIRECT], resources: [FLEET_RESOURCE] },
        { clientId: 'hub-dashboard', redirectUris: [HUB_REDIRECT], resources: [HUB_RESOURCE] },
      ],
      resources: [FLEET_RESOURCE, HUB_RESOURCE],
    });
    fleet = await startTestFleet({
      env: {
        FLEET_OIDC_ISSUER: glewlwyd.issuer,
        FLEET_OIDC_CLIENT_ID: 'fleet-ui',
        FLEET_OIDC_AUDIENCE: FLEET_RESOURCE,
        FLEET_OIDC_REDIRECT_URI: FLEET_REDIRECT,
        FLEET_OIDC_SCOPES: 'openid',
        FLEET_OIDC_JWKS_COOLDOWN_SECONDS: '0',
      },
    });
    hub = await startTestHub({
      env: {
        HUB_OIDC_ISSUER: glewlwyd.issuer,
        HUB_OIDC_AUDIENCE: HUB_RESOURCE,
        HUB_OIDC_JWKS_COOLDOWN_SECONDS: '0',
      },
    });
  });
  afterAll(async () => {
    await hub?.close();
    await fleet?.close();
    await glewlwyd?.close();
  });

  /** Authorization code + PKCE at Glewlwyd, the code exchanged by the fleet (POST /auth/oidc/token). */
  async function fleetSignIn(username = 'alice'): Promise<Record<string, string>> {
    const auth = await glewlwyd.authorize(username, { clientId: 'fleet-ui', resource: FLEET_RESOURCE });
    const res = await fleet.http
      .post('/api/v1/auth/oidc/token')
      .send({ code: auth.code, code_verifier: auth.codeVerifier, redirect_uri: auth.redirectUri, nonce: auth.nonce });
    if (res.status !== 200) throw new Error(`exchange: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  /** A dashboard sign-in at Glewlwyd (client hub-dashboard), the code exchanged by the client itself. */
  async function hubToken(resource: string | null = HUB_RESOURCE): Promise<string> {
    const auth = await glewlwyd.authorize('alice', { clientId: 'hub-dashboard', resource: resource ?? undefined });
    const res = await glewlwyd.token({
      grant_type: 'authorization_code',
      code: auth.code,
      client_id: 'hub-dashboard',
      redirect_uri: auth.redirectUri,
      code_verifier: auth.codeVerifier,
    });
    if (res.status !== 200) throw new Error(`token: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.access_token as string;
  }

  describe('the fleet: authorization code + PKCE sign-in', () => {
    it('publishes Glewlwyd on its sign-in configuration', async () => {
      const res = await fleet.http.get('/api/v1/auth/config').expect(200);
      expect(res.body.oidc).toMatchObject({
        enabled: true,
        issuer: glewlwyd.issuer,
        client_id: 'fleet-ui',
        audience: FLEET_RESOURCE,
        code_challenge_method: 'S256',
        authorization_endpoint: `${glewlwyd.issuer}/auth`,
      });
    });

    it('signs a user in: code + PKCE, no `iss` in the redirect, `auth_time` 0 in the ID token, then /auth/me and refresh', async () => {
      const auth = await glewlwyd.authorize('alice', { clientId: 'fleet-ui', resource: FLEET_RESOURCE });
      // Glewlwyd's readings, which the fleet copes with (docs/identity-providers.md).
      expect(auth.callback.get('iss')).toBeNull();
      const res = await fleet.http
        .post('/api/v1/auth/oidc/token')
        .send({ code: auth.code, code_verifier: auth.codeVerifier, redirect_uri: auth.redirectUri, nonce: auth.nonce })
        .expect(200);
      expect(claimsOf(res.body.id_token).auth_time).toBe(0);
      expect(claimsOf(res.body.access_token)).toMatchObject({ aud: FLEET_RESOURCE, iss: glewlwyd.issuer });
      const me = await fleet.http.get('/api/v1/auth/me').set(bearer(res.body.access_token)).expect(200);
      expect(me.body.user).toMatchObject({ email: 'alice@example.test', name: '', auth_method: 'oidc' });
      const again = await fleetSignIn('alice');
      expect((await fleet.http.get('/api/v1/auth/me').set(bearer(again.access_token)).expect(200)).body.user.id).toBe(
        me.body.user.id,
      );
      const refreshed = await fleet.http
        .post('/api/v1/auth/oidc/refresh')
        .send({ refresh_token: res.body.refresh_token })
        .expect(200);
      expect(refreshed.body.access_token).not.toBe(res.body.access_token);
      await fleet.http.get('/api/v1/auth/me').set(bearer(refreshed.body.access_token)).expect(200);
    });

    it('refuses a wrong PKCE verifier (Glewlwyd answers 403 invalid_code; the fleet says 400 invalid_grant)', async () => {
      const auth = await glewlwyd.authorize('alice', { clientId: 'fleet-ui', resource: FLEET_RESOURCE });
      const res = await fleet.http
        .post('/api/v1/auth/oidc/token')
        .send({ code: auth.code, code_verifier: 'x'.repeat(43), redirect_uri: auth.redirectUri, nonce: auth.nonce })
        .expect(400);
      expect(res.body).toMatchObject({ code: 'invalid_grant' });
      expect(res.body.detail).toContain('invalid_code');
      expect(res.headers['content-type']).toContain('application/problem+json');
    });

    it('refuses a foreign redirect URI: at Glewlwyd (403, no redirect), and at the exchange', async () => {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: 'fleet-ui',
        redirect_uri: 'https://evil.example.test/callback',
        scope: 'openid',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      });
      const res = await fetch(`${glewlwyd.issuer}/auth?${query.toString()}`, { redirect: 'manual' });
      expect(res.status).toBe(403);
      expect(res.headers.get('location') ?? '').not.toContain('evil.example.test');
      const auth = await glewlwyd.authorize('alice', { clientId: 'fleet-ui', resource: FLEET_RESOURCE });
      const exchange = await fleet.http
        .post('/api/v1/auth/oidc/token')
        .send({
          code: auth.code,
          code_verifier: auth.codeVerifier,
          redirect_uri: 'https://evil.example.test/callback',
          nonce: auth.nonce,
        })
        .expect(400);
      expect(exchange.body.code).toBe('invalid_grant');
    });

    it("refuses access tokens for another audience: none (`aud` is then the scope), the hub's, the ID token", async () => {
      const noResource = await glewlwyd.authorize('alice', { clientId: 'fleet-ui' });
      const res = await fleet.http
        .post('/api/v1/auth/oidc/token')
        .send({
          code: noResource.code,
          code_verifier: noResource.codeVerifier,
          redirect_uri: noResource.redirectUri,
          nonce: noResource.nonce,
        })
        .expect(200);
      expect(claimsOf(res.body.access_token).aud).toBe('openid');
      const hubs = await hubToken();
      for (const token of [res.body.access_token, hubs, res.body.id_token]) {
        const refused = await fleet.http.get('/api/v1/auth/me').set(bearer(token)).expect(401);
        expect(refused.body.code).toBe('invalid_token');
      }
    });

    it("is refused by Glewlwyd a resource its client is not registered for (the operator's per-client list)", async () => {
      await expect(glewlwyd.authorize('alice', { clientId: 'fleet-ui', resource: HUB_RESOURCE })).rejects.toThrow(
        /invalid_target/,
      );
    });

    it("refuses tokens of another issuer (the dev provider's, signed for the fleet's audience)", async () => {
      const foreign = await fleet.idp.signToken({ sub: 'someone', aud: FLEET_RESOURCE, email: 'alice@example.test' });
      await fleet.http.get('/api/v1/auth/me').set(bearer(foreign)).expect(401);
    });
  });

  describe("the hub: Glewlwyd's access tokens as dashboard JWTs", () => {
    it('accepts a token issued for HUB_OIDC_AUDIENCE (RFC 8707 resource) and provisions the user', async () => {
      const token = await hubToken();
      expect(claimsOf(token)).toMatchObject({ aud: HUB_RESOURCE, email_verified: 'true' });
      const res = await hub.http.get('/api/v1/account/profile').set(bearer(token)).expect(200);
      // Glewlwyd's additional token values are strings: "true" is its `email_verified`.
      expect(res.body.profile).toMatchObject({ email: 'alice@example.test', role: 'user' });
    });

    it('refuses a token without a resource (its `aud` is then the scope, "openid") and one for the fleet', async () => {
      const noResource = await hubToken(null);
      expect(claimsOf(noResource).aud).toBe('openid');
      const forFleet = (await fleetSignIn()).access_token;
      expect(claimsOf(forFleet).aud).toBe(FLEET_RESOURCE);
      for (const token of [noResource, forFleet]) {
        const res = await hub.http.get('/api/v1/account/profile').set(bearer(token)).expect(401);
        expect(res.body.code).toBe('invalid_token');
      }
    });

    it('refuses a token of another issuer', async () => {
      const foreign = await hub.idp.signToken({ sub: 'someone', aud: HUB_RESOURCE });
      await hub.http.get('/api/v1/account/profile').set(bearer(foreign)).expect(401);
    });
  });

  describe('a signing-key rotation at Glewlwyd', () => {
    it('with overlap: new tokens verify (JWKS refetched on the unknown kid), old ones too while still published', async () => {
      const oldHub = await hubToken();
      const oldFleet = (await fleetSignIn()).access_token;
      await hub.http.get('/api/v1/account/profile').set(bearer(oldHub)).expect(200);
      await fleet.http.get('/api/v1/auth/me').set(bearer(oldFleet)).expect(200);
      const kid = await glewlwyd.rotateKey({ keep: 1 });
      const newHub = await hubToken();
      const newFleet = (await fleetSignIn()).access_token;
      expect(kidOf(newHub)).toBe(kid);
      expect(kidOf(oldHub)).not.toBe(kid);
      for (const token of [newHub, oldHub])
        await hub.http.get('/api/v1/account/profile').set(bearer(token)).expect(200);
      for (const token of [newFleet, oldFleet]) await fleet.http.get('/api/v1/auth/me').set(bearer(token)).expect(200);
    });

    it('without overlap: once the apps have seen the new key set, tokens of the dropped keys are refused', async () => {
      const oldHub = await hubToken();
      const oldFleet = (await fleetSignIn()).access_token;
      await hub.http.get('/api/v1/account/profile').set(bearer(oldHub)).expect(200);
      await fleet.http.get('/api/v1/auth/me').set(bearer(oldFleet)).expect(200);
      const kid = await glewlwyd.rotateKey({ keep: 0 });
      const newHub = await hubToken();
      const newFleet = (await fleetSignIn()).access_token;
      expect(kidOf(newFleet)).toBe(kid);
      // The new kid is unknown to both apps: each refetches the JWKS, which no longer has the old key.
      await hub.http.get('/api/v1/account/profile').set(bearer(newHub)).expect(200);
      await fleet.http.get('/api/v1/auth/me').set(bearer(newFleet)).expect(200);
      expect((await hub.http.get('/api/v1/account/profile').set(bearer(oldHub)).expect(401)).body.code).toBe(
        'invalid_token',
      );
      expect((await fleet.http.get('/api/v1/auth/me').set(bearer(oldFleet)).expect(401)).body.code).toBe(
        'invalid_token',
      );
    });
  });
});
