import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { startDevIdp, type DevIdp } from './dev-idp.js';

describe('dev-idp (real oidc-provider over loopback HTTP)', () => {
  let idp: DevIdp;
  let jwksUri: string;

  beforeAll(async () => {
    idp = await startDevIdp({ port: 0 });
    const discovery = (await (await fetch(`${idp.issuer}/.well-known/openid-configuration`)).json()) as {
      jwks_uri: string;
    };
    jwksUri = discovery.jwks_uri;
  });

  afterAll(async () => {
    await idp.close();
  });

  it('serves a discovery document with jwks_uri and S256-only PKCE', async () => {
    const res = await fetch(`${idp.issuer}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const discovery = (await res.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(idp.issuer);
    expect(discovery.jwks_uri).toBe(`${idp.issuer}/jwks`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('issues an RS256 JWT access token for alice that verifies against the served JWKS', async () => {
    const tokens = await idp.login('alice@demo.local');
    expect(tokens.expires_in).toBeGreaterThan(0);
    expect(tokens.id_token).toEqual(expect.any(String));
    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });

    const { payload } = await jwtVerify(tokens.access_token, createRemoteJWKSet(new URL(jwksUri)), {
      issuer: idp.issuer,
      audience: 'hub-api',
    });
    expect(payload).toMatchObject({
      iss: idp.issuer,
      aud: 'hub-api',
      sub: '00000000-0000-4000-8000-000000000002',
      email: 'alice@demo.local',
      email_verified: true,
      name: 'Alice Anders',
      client_id: 'hub-dashboard',
    });
    expect(payload.exp).toEqual(expect.any(Number));
  });

  it('refuses a wrong password and an unknown user', async () => {
    await expect(idp.login('alice@demo.local', { password: 'nope' })).rejects.toThrow(/login refused/);
    await expect(idp.login('mallory@demo.local')).rejects.toThrow(/login refused/);
  });

  it('rejects an authorization request without PKCE', async () => {
    const url = new URL(`${idp.issuer}/auth`);
    url.search = new URLSearchParams({
      client_id: 'fleet-confidential',
      response_type: 'code',
      redirect_uri: 'http://127.0.0.1/callback',
      scope: 'openid',
    }).toString();
    const res = await fetch(url, { redirect: 'manual' });
    const location = new URL(res.headers.get('location') ?? '', idp.issuer);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('signs new tokens with a new kid after rotateKeys() and publishes it', async () => {
    const before = decodeProtectedHeader((await idp.login('bob@demo.local')).access_token).kid;
    const stale = (await (await fetch(jwksUri)).json()) as { keys: { kid: string }[] };
    await idp.rotateKeys();

    const after = await idp.login('bob@demo.local');
    const kid = decodeProtectedHeader(after.access_token).kid;
    expect(kid).toBeDefined();
    expect(kid).not.toBe(before);
    expect(stale.keys.map((k) => k.kid)).not.toContain(kid);

    const served = (await (await fetch(jwksUri)).json()) as { keys: { kid: string; d?: string }[] };
    expect(served.keys.map((k) => k.kid)).toEqual(expect.arrayContaining([kid, before]));
    expect(served.keys.every((k) => k.d === undefined)).toBe(true);
    await jwtVerify(after.access_token, createRemoteJWKSet(new URL(jwksUri)), { audience: 'hub-api' });

    await idp.removeOldKeys();
    const trimmed = (await (await fetch(jwksUri)).json()) as { keys: { kid: string }[] };
    expect(trimmed.keys.map((k) => k.kid)).not.toContain(before);
    expect(trimmed.keys.map((k) => k.kid)).toContain(kid);
  });

  it('issues refresh tokens to the confidential client and honours the refresh_token grant', async () => {
    const tokens = await idp.login('carol@demo.local', { clientId: 'fleet-confidential' });
    expect(tokens.refresh_token).toEqual(expect.any(String));

    const res = await fetch(`${idp.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token!,
        client_id: 'fleet-confidential',
        client_secret: 'fleet-dev-secret',
      }),
    });
    expect(res.status).toBe(200);
    const refreshed = (await res.json()) as { access_token: string };
    const { payload } = await jwtVerify(refreshed.access_token, createRemoteJWKSet(new URL(jwksUri)), {
      issuer: idp.issuer,
      audience: 'hub-api',
    });
    expect(payload).toMatchObject({ email: 'carol@demo.local', client_id: 'fleet-confidential' });

    const wrongSecret = await fetch(`${idp.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token!,
        client_id: 'fleet-confidential',
        client_secret: 'wrong',
      }),
    });
    expect(wrongSecret.status).toBe(401);
  });

  it('honours a requested resource indicator as the token audience', async () => {
    const tokens = await idp.login('bob@demo.local', { clientId: 'fleet-ui', resource: 'fleet-api' });
    const { payload } = await jwtVerify(tokens.access_token, createRemoteJWKSet(new URL(jwksUri)));
    expect(payload.aud).toBe('fleet-api');
  });

  it('issues opaque access tokens to fleet-opaque that its userinfo endpoint accepts', async () => {
    const tokens = await idp.login('bob@demo.local', { clientId: 'fleet-opaque', scope: 'openid profile email' });
    expect(tokens.access_token).not.toContain('.');
    const res = await fetch(`${idp.issuer}/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      sub: '00000000-0000-4000-8000-000000000003',
      email: 'bob@demo.local',
      email_verified: true,
      name: 'Bob Berg',
    });
  });

  it('signToken() produces tokens signed by the current published key', async () => {
    const token = await idp.signToken({ sub: 'x', exp: Math.floor(Date.now() / 1000) - 60 });
    const header = decodeProtectedHeader(token);
    const served = (await (await fetch(jwksUri)).json()) as { keys: { kid: string }[] };
    expect(served.keys.map((k) => k.kid)).toContain(header.kid);
    await expect(jwtVerify(token, createRemoteJWKSet(new URL(jwksUri)))).rejects.toThrow(/exp/);

    const es = await idp.signToken({ sub: 'x', aud: 'other' }, { alg: 'ES256' });
    const { payload, protectedHeader } = await jwtVerify(es, createRemoteJWKSet(new URL(jwksUri)));
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload.aud).toBe('other');

    const unknownKid = await idp.signToken({ sub: 'x' }, { header: { kid: 'not-published' } });
    await expect(jwtVerify(unknownKid, createRemoteJWKSet(new URL(jwksUri)))).rejects.toThrow(/no applicable key/);
  });
});
