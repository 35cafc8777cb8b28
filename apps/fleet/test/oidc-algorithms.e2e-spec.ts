import { createPrivateKey, type JsonWebKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { ConfigError } from '#lib/common';
import { startTestFleet, TEST_FLEET_AUDIENCE, type TestFleet } from '#test/support';
import type { DevIdp } from '../../dev-idp/src/index.js';
import { loadFleetConfig } from '../src/fleet.config.js';

const ME = '/api/v1/auth/me';
const SECRETS = '/api/v1/secrets';

/** A provider access token for this fleet, signed by the published key `kid` under header `alg` (jose). */
async function signedBy(idp: DevIdp, kid: string, alg: string) {
  const jwk = idp.privateJwks.find((k) => k.kid === kid)!;
  return new SignJWT({ sub: 'alg-test', email: 'alg@example.test' })
    .setProtectedHeader({ alg, kid, typ: 'at+jwt' })
    .setIssuer(idp.issuer)
    .setAudience(TEST_FLEET_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(createPrivateKey({ key: jwk as JsonWebKey, format: 'jwk' }));
}

/**
 * The fleet's signing-key rules (docs/api-decisions.md, RFC 8725 §3.1) against the real dev provider's JWKS on
 * loopback: FLEET_OIDC_ALGORITHMS (default RS256, ES256) names the accepted algorithms, a key published with an
 * `alg` verifies that algorithm only, a key published for encryption never verifies; and the first requests
 * after a start all wait for the one key fetch in flight.
 */
describe('fleet provider signing keys', () => {
  let fleet: TestFleet;
  let wide: TestFleet;
  const keys: Record<string, string> = {};

  beforeAll(async () => {
    fleet = await startTestFleet();
    const idp = fleet.idp;
    keys.rs256 = idp.privateJwks.find((k) => k.kty === 'RSA' && k.alg === 'RS256')!.kid!;
    keys.es256 = idp.privateJwks.find((k) => k.kty === 'EC' && k.alg === 'ES256')!.kid!;
    keys.ps256 = (await idp.publishKey({ kty: 'RSA', alg: 'PS256' })).kid!;
    keys.rsaAny = (await idp.publishKey({ kty: 'RSA' })).kid!;
    keys.eddsa = (await idp.publishKey({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' })).kid!;
    keys.es384 = (await idp.publishKey({ kty: 'EC', crv: 'P-384', alg: 'ES384' })).kid!;
    keys.enc = (await idp.publishKey({ kty: 'RSA', use: 'enc' })).kid!;
    keys.oaep = (await idp.publishKey({ kty: 'RSA', alg: 'RSA-OAEP' })).kid!;
    wide = await startTestFleet({
      idp,
      env: { FLEET_OIDC_ALGORITHMS: 'RS256, ES256, PS256, RS512, ES384, EdDSA' },
    });
  });
  afterAll(async () => {
    await wide?.close();
    await fleet?.close();
  });

  const status = async (at: TestFleet, kid: string, alg: string) => {
    const token = await signedBy(at.idp, kid, alg);
    const me = await at.http.get(ME).set('Authorization', `Bearer ${token}`);
    const secrets = await at.http.get(SECRETS).set('Authorization', `Bearer ${token}`);
    if (me.status === 401) expect(me.body.code).toBe('invalid_token');
    // Both endpoints agree: an accepted token is accepted everywhere, a refused one refused everywhere.
    expect({ alg, kid, secrets: secrets.status }).toEqual({ alg, kid, secrets: me.status === 200 ? 200 : 401 });
    return me.status;
  };

  it('by default accepts RS256 and ES256 with keys published for them, and nothing else', async () => {
    expect(await status(fleet, keys.rs256, 'RS256')).toBe(200);
    expect(await status(fleet, keys.es256, 'ES256')).toBe(200);
    expect(await status(fleet, keys.rsaAny, 'RS256')).toBe(200);
    // Asymmetric algorithms of the right key type, but not configured (PS256, RS512 were accepted before).
    for (const alg of ['PS256', 'RS384', 'RS512']) expect(await status(fleet, keys.rs256, alg)).toBe(401);
    expect(await status(fleet, keys.ps256, 'PS256')).toBe(401);
    expect(await status(fleet, keys.eddsa, 'EdDSA')).toBe(401);
    expect(await status(fleet, keys.es384, 'ES384')).toBe(401);
  });

  it('accepts each algorithm FLEET_OIDC_ALGORITHMS names, with a key published for it', async () => {
    expect(await status(wide, keys.rs256, 'RS256')).toBe(200);
    expect(await status(wide, keys.es256, 'ES256')).toBe(200);
    expect(await status(wide, keys.ps256, 'PS256')).toBe(200);
    expect(await status(wide, keys.eddsa, 'EdDSA')).toBe(200);
    expect(await status(wide, keys.es384, 'ES384')).toBe(200);
    // A key published without `alg` verifies any configured algorithm of its type.
    expect(await status(wide, keys.rsaAny, 'RS512')).toBe(200);
    expect(await status(wide, keys.rsaAny, 'PS256')).toBe(200);
    expect(await status(wide, keys.rsaAny, 'PS384')).toBe(401); // not configured
  });

  it('refuses an algorithm the published key does not name, even one that is configured', async () => {
    expect(await status(wide, keys.rs256, 'PS256')).toBe(401);
    expect(await status(wide, keys.rs256, 'RS512')).toBe(401);
    expect(await status(wide, keys.ps256, 'RS256')).toBe(401);
    expect(await status(wide, keys.ps256, 'RS512')).toBe(401);
  });

  it('never verifies a signature with a key published for encryption', async () => {
    expect(await status(wide, keys.enc, 'RS256')).toBe(401);
    expect(await status(wide, keys.enc, 'PS256')).toBe(401);
    expect(await status(wide, keys.oaep, 'RS256')).toBe(401);
  });
});

describe('fleet provider signing keys after a start (cold key cache)', () => {
  it('answers 20 concurrent first requests with a fresh provider token: all 200', async () => {
    const fleet = await startTestFleet();
    try {
      const token = await fleet.idp.signToken({ sub: 'cold-start', aud: TEST_FLEET_AUDIENCE });
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          fleet.http.get(i % 2 ? SECRETS : ME).set('Authorization', `Bearer ${token}`),
        ),
      );
      expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    } finally {
      await fleet.close();
    }
  });
});

describe('FLEET_OIDC_ALGORITHMS', () => {
  it('defaults to RS256 and ES256, like the hub', () => {
    expect(loadFleetConfig({}).oidcAlgorithms).toEqual(['RS256', 'ES256']);
    expect(loadFleetConfig({ FLEET_OIDC_ALGORITHMS: 'PS256,EdDSA' }).oidcAlgorithms).toEqual(['PS256', 'EdDSA']);
  });

  it.each(['HS256', 'none', 'RS256,HS512', ' , ', 'rs256'])('refuses %j at start, naming the variable', (value) => {
    expect(() => loadFleetConfig({ FLEET_OIDC_ALGORITHMS: value })).toThrow(ConfigError);
    expect(() => loadFleetConfig({ FLEET_OIDC_ALGORITHMS: value })).toThrow(/^FLEET_OIDC_ALGORITHMS: /);
  });
});
