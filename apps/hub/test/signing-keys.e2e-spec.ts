import { createPrivateKey, type JsonWebKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { HubFixtures, startTestHub, type TestHub } from '#test/support';
import type { DevIdp } from '../../dev-idp/src/index.js';

const CATALOG = '/api/v1/catalog/templates';
const PROFILE = '/api/v1/account/profile';

/** A dashboard token for `sub`, signed by the published key `kid` under header `alg` (real signing, jose). */
async function signedBy(idp: DevIdp, kid: string, alg: string, sub = '00000000-0000-4000-8000-000000000003') {
  const jwk = idp.privateJwks.find((k) => k.kid === kid)!;
  return new SignJWT({ sub, email: 'bob@demo.local', email_verified: true })
    .setProtectedHeader({ alg, kid, typ: 'at+jwt' })
    .setIssuer(idp.issuer)
    .setAudience(idp.audience)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(createPrivateKey({ key: jwk as JsonWebKey, format: 'jwk' }));
}

/**
 * The hub's signing-key rules (docs/api-decisions.md, RFC 8725 §3.1), against the real dev provider serving its
 * JWKS over loopback: RS256 and ES256 only, a key published with an `alg` verifies that algorithm only, a key
 * published for encryption never verifies a signature; and the first requests after a start all wait for the
 * one key fetch in flight instead of answering 401.
 */
describe('hub signing keys', () => {
  let hub: TestHub;

  beforeAll(async () => {
    hub = await startTestHub({ env: { HUB_OIDC_JWKS_COOLDOWN_SECONDS: '0' } });
    const fx = new HubFixtures(hub);
    const category = await fx.category({ slug: 'keys' });
    await fx.template({ category_id: category.id, slug: 'keys-t' });
  });
  afterAll(() => hub.close());

  const profile = (token: string) => hub.http.get(PROFILE).set('Authorization', `Bearer ${token}`);
  async function expectRefused(token: string) {
    for (const path of [PROFILE, CATALOG]) {
      const res = await hub.http.get(path).set('Authorization', `Bearer ${token}`);
      expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 401, code: 'invalid_token' });
      expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    }
  }

  it('verifies each accepted algorithm with a key published for it', async () => {
    const rsa = hub.idp.privateJwks.find((k) => k.kty === 'RSA' && k.alg === 'RS256')!;
    const ec = hub.idp.privateJwks.find((k) => k.kty === 'EC' && k.alg === 'ES256')!;
    await profile(await signedBy(hub.idp, rsa.kid!, 'RS256')).expect(200);
    await profile(await signedBy(hub.idp, ec.kid!, 'ES256')).expect(200);
    // A key published without `alg` verifies any accepted algorithm of its type.
    const anyRsa = await hub.idp.publishKey({ kty: 'RSA' });
    await profile(await signedBy(hub.idp, anyRsa.kid!, 'RS256')).expect(200);
  });

  it('refuses an algorithm the published key does not name, even one the hub accepts', async () => {
    const rsa = hub.idp.privateJwks.find((k) => k.kty === 'RSA' && k.alg === 'RS256')!;
    for (const alg of ['PS256', 'RS384', 'RS512']) await expectRefused(await signedBy(hub.idp, rsa.kid!, alg));
    // RS256 is accepted by the hub, but this key is published for PS256 only.
    const ps = await hub.idp.publishKey({ kty: 'RSA', alg: 'PS256' });
    await expectRefused(await signedBy(hub.idp, ps.kid!, 'RS256'));
    await expectRefused(await signedBy(hub.idp, ps.kid!, 'PS256')); // not a hub algorithm
    // A key published for an encryption algorithm (no `use`) verifies nothing.
    const oaep = await hub.idp.publishKey({ kty: 'RSA', alg: 'RSA-OAEP' });
    await expectRefused(await signedBy(hub.idp, oaep.kid!, 'RS256'));
    // An EC key on another curve than ES256's.
    const p384 = await hub.idp.publishKey({ kty: 'EC', crv: 'P-384' });
    await expectRefused(await signedBy(hub.idp, p384.kid!, 'ES384'));
  });

  it('never verifies a signature with a key published for encryption (use: enc)', async () => {
    const enc = await hub.idp.publishKey({ kty: 'RSA', use: 'enc' });
    await expectRefused(await signedBy(hub.idp, enc.kid!, 'RS256'));
    const encEc = await hub.idp.publishKey({ kty: 'EC', alg: 'ES256', use: 'enc' });
    await expectRefused(await signedBy(hub.idp, encEc.kid!, 'ES256'));
    // The control: the same algorithms with the signing keys.
    await profile(await hub.idp.signToken({ sub: '00000000-0000-4000-8000-000000000003' })).expect(200);
  });
});

describe('hub signing keys after a start (cold key cache)', () => {
  it('answers 20 concurrent first requests with a fresh dashboard token: all 200, one key fetch', async () => {
    const hub = await startTestHub();
    try {
      let jwksFetches = 0;
      const served = hub.idp;
      const token = (await served.login('bob@demo.local')).access_token;
      const original = globalThis.fetch;
      // Counts the hub's requests to the provider's JWKS (the fetch itself goes through unchanged).
      globalThis.fetch = (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
        if (String(input instanceof Request ? input.url : input).endsWith('/jwks')) jwksFetches += 1;
        return original(input, init);
      };
      try {
        const responses = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            hub.http.get(i % 2 ? CATALOG : PROFILE).set('Authorization', `Bearer ${token}`),
          ),
        );
        expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
      } finally {
        globalThis.fetch = original;
      }
      expect(jwksFetches).toBe(1);
    } finally {
      await hub.close();
    }
  });
});
