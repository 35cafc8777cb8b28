import { createPrivateKey, createPublicKey, generateKeyPairSync, type JsonWebKey, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import request from 'supertest';
import { mintToken } from '#lib/credentials';
import { createTestDatabase, HubFixtures, startTestHub, type TestHub } from '#test/support';
import { startDevIdp, type DevIdp } from '../../dev-idp/src/index.js';
import { startHub } from '../src/bootstrap.js';
import { loadHubConfig } from '../src/hub.config.js';

const CATALOG = '/api/v1/catalog/templates';
const PROFILE = '/api/v1/account/profile';
const STATS = '/api/v1/admin/stats';
/** A public endpoint, a JWT-only account endpoint and an admin endpoint: a refused JWT is 401 at each. */
const JWT_PATHS = [CATALOG, PROFILE, STATS];

function b64(obj: object): string {
  return Buffer.from(JSON.stringify(obj)).toString('base64url');
}

describe('hub authentication (docs/api-decisions.md)', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  let orgId: string;

  beforeAll(async () => {
    hub = await startTestHub({ env: { HUB_OIDC_JWKS_COOLDOWN_SECONDS: '0' } });
    fx = new HubFixtures(hub);
    orgId = (await fx.org()).id;
    const cat = await fx.category({ slug: 'c' });
    await fx.template({ category_id: cat.id, slug: 't' });
  });
  afterAll(() => hub.close());

  const call = (authorization?: string, path = CATALOG) => {
    const req = hub.http.get(path);
    return authorization === undefined ? req : req.set('Authorization', authorization);
  };

  async function expectInvalid(authorization: string, path = CATALOG) {
    const res = await call(authorization, path);
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 401, code: 'invalid_token' });
    expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(JSON.stringify(res.body)).not.toContain(authorization.replace(/^Bearer /, ''));
    return res;
  }

  /** The same refusal at the public catalog, an account endpoint and an admin endpoint. */
  async function expectInvalidEverywhere(authorization: string) {
    for (const path of JWT_PATHS) {
      const res = await call(authorization, path);
      expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 401, code: 'invalid_token' });
      expect({ path, challenge: res.headers['www-authenticate'] }).toEqual({
        path,
        challenge: 'Bearer error="invalid_token"',
      });
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(JSON.stringify(res.body)).not.toContain(authorization.replace(/^Bearer /, ''));
    }
  }

  describe('instance keys', () => {
    /** last_used_at is written off the request path: wait for it rather than race it. */
    const lastUsed = async (id: string): Promise<Date | null> => {
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const [row] = await hub.db.query('SELECT last_used_at FROM api_keys WHERE id = $1', [id]);
        if (row.last_used_at !== null) return new Date(row.last_used_at);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return null;
    };

    it('accepts an active key of an active organization, and records last use', async () => {
      const key = await fx.instanceKey(orgId);
      const before = Date.now();
      await call(`Bearer ${key.token}`).expect(200);
      expect((await lastUsed(key.id))!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    });

    it('writes last_used_at at most once a minute', async () => {
      const key = await fx.instanceKey(orgId);
      await call(`Bearer ${key.token}`).expect(200);
      expect(await lastUsed(key.id)).not.toBeNull(); // the first write has landed
      await hub.db.query(`UPDATE api_keys SET last_used_at = '2001-01-01T00:00:00Z' WHERE id = $1`, [key.id]);
      await call(`Bearer ${key.token}`).expect(200);
      await new Promise((resolve) => setTimeout(resolve, 300)); // time for a write that must not happen
      expect((await lastUsed(key.id))!.toISOString()).toBe('2001-01-01T00:00:00.000Z');
    });

    it('refuses a key with a bad checksum without finding it', async () => {
      const key = await fx.instanceKey(orgId);
      const last = key.token.at(-1) === 'A' ? 'B' : 'A';
      await expectInvalid(`Bearer ${key.token.slice(0, -1)}${last}`);
    });

    it('refuses a well-formed key the hub never issued', async () => {
      await expectInvalid(`Bearer ${mintToken('instanceKey').token}`);
    });

    it('refuses a revoked key', async () => {
      const key = await fx.instanceKey(orgId, 'revoked');
      await expectInvalid(`Bearer ${key.token}`);
    });

    it("answers 403 to a suspended organization's key", async () => {
      const suspended = await fx.org({ status: 'suspended' });
      const key = await fx.instanceKey(suspended.id);
      const res = await call(`Bearer ${key.token}`).expect(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body).toMatchObject({ type: 'about:blank', title: 'Forbidden', code: 'forbidden', status: 403 });
    });
  });

  describe('other credential kinds at REST endpoints', () => {
    it('refuses personal access tokens, even well-formed ones', async () => {
      await expectInvalid(`Bearer ${mintToken('personalAccessToken').token}`);
    });

    it('refuses fleet machine tokens', async () => {
      await expectInvalid(`Bearer ${mintToken('machineToken').token}`);
    });

    it.each(['Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'Bearer not-a-token', 'Bearer a b'])(
      'refuses the malformed header %p',
      async (header) => {
        const res = await call(header);
        expect(res.status).toBe(401);
        expect(res.body.code).toBe('invalid_token');
      },
    );
  });

  describe('dashboard JWTs', () => {
    it('accepts a token from the real provider and provisions the user from its claims', async () => {
      const { access_token } = await hub.idp.login('carol@demo.local');
      await call(`Bearer ${access_token}`).expect(200);
      const [user] = await hub.db.query(`SELECT * FROM users WHERE email = 'carol@demo.local'`);
      expect(user).toMatchObject({ issuer: hub.idp.issuer, name: 'Carol Cruz', role: 'user' });
      expect(user.subject).toBe(hub.idp.users.find((u) => u.email === 'carol@demo.local')!.sub);
    });

    it('makes HUB_SUPERADMIN_EMAILS users superadmin', async () => {
      const { access_token } = await hub.idp.login('admin@demo.local');
      await call(`Bearer ${access_token}`).expect(200);
      const [user] = await hub.db.query(`SELECT role FROM users WHERE email = 'admin@demo.local'`);
      expect(user.role).toBe('superadmin');
    });

    it('does not make a listed but unverified email superadmin (email_verified false or absent)', async () => {
      // hub.idp's demo users all have email_verified: true, so the unverified tokens are signed with its key.
      // The listed email belongs to the superadmin account already: a new identity claiming it unverified is
      // refused outright (docs/identity-providers.md), on every route, and gets no account.
      await call(`Bearer ${(await hub.idp.login('admin@demo.local')).access_token}`).expect(200);
      for (const [n, verified] of [
        [1, { email_verified: false }],
        [2, {}],
      ] as const) {
        const sub = `unverified-admin-${n}`;
        const token = await hub.idp.signToken({ sub, email: 'admin@demo.local', ...verified });
        for (const path of [PROFILE, STATS]) {
          const denied = await call(`Bearer ${token}`, path).expect(403);
          expect(denied.headers['content-type']).toContain('application/problem+json');
          expect(denied.body.code).toBe('identity_conflict');
        }
        expect(await hub.db.query('SELECT role, email FROM users WHERE subject = $1', [sub])).toEqual([]);
      }
      // An existing plain user presenting the listed email unverified stays plain too.
      const sub = 'unverified-admin-existing';
      const plain = await hub.idp.signToken({ sub, email: 'plain-before@example.test', email_verified: true });
      await call(`Bearer ${plain}`, PROFILE).expect(200);
      const unverified = await hub.idp.signToken({ sub, email: 'admin@demo.local', email_verified: false });
      await call(`Bearer ${unverified}`, STATS).expect(403);
      const [user] = await hub.db.query('SELECT role, email FROM users WHERE subject = $1', [sub]);
      expect(user).toEqual({ role: 'user', email: 'plain-before@example.test' });
    });

    const claims = (extra: Record<string, unknown> = {}) => ({
      sub: 'jwt-test-subject',
      email: 'jwt-test@demo.local',
      email_verified: true,
      ...extra,
    });

    it('accepts a provider-signed token within 60 s of expiry leeway', async () => {
      await call(`Bearer ${await hub.idp.signToken(claims(), { expiresIn: -30 })}`).expect(200);
    });

    it('accepts a provider-signed ES256 token', async () => {
      const token = await hub.idp.signToken(claims(), { alg: 'ES256' });
      expect(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString())).toMatchObject({ alg: 'ES256' });
      await call(`Bearer ${token}`).expect(200);
    });

    /** A token with valid claims for this hub, signed by `key` under header `alg` and `kid`. */
    const signWith = (key: KeyObject, alg: string, kid: string | undefined) =>
      new SignJWT(claims())
        .setProtectedHeader({ alg, kid, typ: 'at+jwt' })
        .setIssuer(hub.idp.issuer)
        .setAudience(hub.idp.audience)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key);

    it('refuses PS256 and RS384, even signed by the provider’s published RSA key', async () => {
      await expectInvalidEverywhere(`Bearer ${await hub.idp.signToken(claims(), { alg: 'PS256' })}`);
      const rsa = hub.idp.privateJwks.find((k) => k.kty === 'RSA')!;
      const key = createPrivateKey({ key: rsa as JsonWebKey, format: 'jwk' });
      await call(`Bearer ${await signWith(key, 'RS256', rsa.kid)}`).expect(200); // the same token, RS256
      await expectInvalidEverywhere(`Bearer ${await signWith(key, 'RS384', rsa.kid)}`);
    });

    it('refuses a token that is not valid yet (nbf in the future, past the leeway)', async () => {
      const now = Math.floor(Date.now() / 1000);
      await call(`Bearer ${await hub.idp.signToken(claims({ nbf: now - 10 }))}`).expect(200);
      await expectInvalidEverywhere(
        `Bearer ${await hub.idp.signToken(claims({ nbf: now + 600 }), { expiresIn: 3600 })}`,
      );
    });

    it.each([
      ['RSA', 'RS256'],
      ['EC', 'ES256'],
    ] as const)('refuses a token signed by an attacker’s %s key that names a published kid', async (kty, alg) => {
      const published = hub.idp.privateJwks.find((k) => k.kty === kty)!;
      const attacker =
        kty === 'RSA'
          ? generateKeyPairSync('rsa', { modulusLength: 2048 })
          : generateKeyPairSync('ec', { namedCurve: 'P-256' });
      await expectInvalidEverywhere(`Bearer ${await signWith(attacker.privateKey, alg, published.kid)}`);
    });

    it('refuses an expired token', async () => {
      await expectInvalidEverywhere(`Bearer ${await hub.idp.signToken(claims(), { expiresIn: -120 })}`);
    });

    it('refuses a token without exp', async () => {
      await expectInvalidEverywhere(`Bearer ${await hub.idp.signToken(claims({ exp: undefined }))}`);
    });

    it('refuses a token for another audience', async () => {
      await expectInvalidEverywhere(`Bearer ${await hub.idp.signToken(claims({ aud: 'fleet-api' }))}`);
    });

    it('refuses a token from another issuer', async () => {
      await expectInvalidEverywhere(`Bearer ${await hub.idp.signToken(claims({ iss: 'http://127.0.0.1:1/other' }))}`);
    });

    it('refuses alg none', async () => {
      const now = Math.floor(Date.now() / 1000);
      const payload = { ...claims(), iss: hub.idp.issuer, aud: hub.idp.audience, exp: now + 300, iat: now };
      await expectInvalidEverywhere(`Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`);
    });

    it("refuses HS256 signed with the provider's public key as the secret", async () => {
      const jwks = (await (await fetch(`${hub.idp.issuer}/jwks`)).json()) as { keys: { kty: string; kid: string }[] };
      const rsa = jwks.keys.find((k) => k.kty === 'RSA')!;
      const pem = createPublicKey({ key: rsa, format: 'jwk' }).export({ type: 'spki', format: 'pem' });
      const token = await new SignJWT({ ...claims() })
        .setProtectedHeader({ alg: 'HS256', kid: rsa.kid })
        .setIssuer(hub.idp.issuer)
        .setAudience(hub.idp.audience)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode(pem.toString()));
      await expectInvalidEverywhere(`Bearer ${token}`);
    });

    it('refuses a token signed with a key the issuer does not publish', async () => {
      await expectInvalidEverywhere(
        `Bearer ${await hub.idp.signToken(claims(), { header: { kid: 'not-published' } })}`,
      );
    });

    it('follows key rotation: a token signed with a new key is accepted after a JWKS refetch', async () => {
      const before = await hub.idp.login('bob@demo.local');
      await call(`Bearer ${before.access_token}`).expect(200);
      await hub.idp.rotateKeys();
      const after = await hub.idp.login('bob@demo.local');
      const kid = (t: string) => JSON.parse(Buffer.from(t.split('.')[0], 'base64url').toString()).kid as string;
      expect(kid(after.access_token)).not.toBe(kid(before.access_token));
      await call(`Bearer ${after.access_token}`).expect(200);
    });

    it('links a new identity presenting a verified email another user holds to that user, never a 409', async () => {
      await call(`Bearer ${(await hub.idp.login('carol@demo.local')).access_token}`).expect(200);
      const token = await hub.idp.signToken({
        sub: 'another-subject',
        email: 'carol@demo.local',
        email_verified: true,
      });
      await call(`Bearer ${token}`).expect(200);
      const rows = await hub.db.query(
        `SELECT i.subject FROM user_identities i JOIN users u ON u.id = i.user_id
          WHERE u.email = 'carol@demo.local' ORDER BY i.created_at`,
      );
      expect(rows).toEqual([
        { subject: hub.idp.users.find((u) => u.email === 'carol@demo.local')!.sub },
        { subject: 'another-subject' },
      ]);
    });
  });

  it('keeps health endpoints open and unauthenticated', async () => {
    await hub.http.get('/healthz').expect(200, { status: 'ok' });
    await hub.http.get('/readyz').expect(200, { status: 'ready' });
  });

  it('answers unknown routes and bad JSON with problem+json, never a 500', async () => {
    const missing = await hub.http.get('/api/v1/nope');
    expect(missing.status).toBeGreaterThanOrEqual(401);
    expect(missing.headers['content-type']).toContain('application/problem+json');
  });
});

/**
 * HUB_SUPERADMIN_EMAILS is read at start, so naming an existing user there is a restart with the new list on the same
 * database. Its own block, after the one above has closed its hub: passport's strategy registry is process-wide, so
 * hubs running side by side in one process would verify each other's JWTs with the last one's configuration.
 */
describe('HUB_SUPERADMIN_EMAILS changed between two runs of the hub', () => {
  let idp: DevIdp;
  beforeAll(async () => {
    idp = await startDevIdp({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => idp.close());

  it('makes an existing plain user superadmin at the next verified request once the list names them', async () => {
    // HUB_SUPERADMIN_EMAILS is read at start, so adding an email is a restart with the new list, on the same database.
    const database = await createTestDatabase('hub');
    const start = (superadminEmails: string) =>
      startHub(
        loadHubConfig({
          HUB_PORT: '0',
          HUB_MCP_PORT: '0',
          HUB_HOST: '127.0.0.1',
          HUB_DATA_DIR: database.dataDir,
          ...(database.url ? { HUB_DATABASE_URL: database.url } : {}),
          HUB_OIDC_ISSUER: idp.issuer,
          HUB_OIDC_AUDIENCE: idp.audience,
          HUB_SUPERADMIN_EMAILS: superadminEmails,
          HUB_MIGRATE: 'false',
          HUB_LOG_REQUESTS: 'false',
          HUB_DOCS_UI: 'false',
        }),
        { quiet: true },
      );
    const sub = 'promoted-later';
    const verified = () => idp.signToken({ sub, email: 'Promoted@Example.test', email_verified: true });
    const get = (url: string, path: string, token: string) =>
      request(url).get(path).set('Authorization', `Bearer ${token}`);
    try {
      const before = await start('admin@demo.local');
      try {
        const profile = await get(before.url, PROFILE, await verified()).expect(200);
        expect(profile.body.profile.role).toBe('user');
        await get(before.url, STATS, await verified()).expect(403);
      } finally {
        await before.close();
      }
      const after = await start('admin@demo.local, promoted@example.test');
      try {
        // An unverified token of the same user does not promote them.
        const unverified = await idp.signToken({ sub, email: 'promoted@example.test', email_verified: false });
        await get(after.url, STATS, unverified).expect(403);
        // The next request with a verified token does, and that very request is already a superadmin's.
        const stats = await get(after.url, STATS, await verified()).expect(200);
        expect(stats.body.stats.users).toBeGreaterThanOrEqual(1);
        const profile = await get(after.url, PROFILE, await verified()).expect(200);
        expect(profile.body.profile.role).toBe('superadmin');
      } finally {
        await after.close();
      }
    } finally {
      await database.drop();
    }
  });
});
