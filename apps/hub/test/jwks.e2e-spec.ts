import { startTestHub, type TestHub } from '#test/support';
import { startDevIdp } from '../../dev-idp/src/index.js';
import { ConfigError } from '#lib/common';
import { loadHubConfig } from '../src/hub.config.js';

const PROFILE = '/api/v1/account/profile';

/**
 * Signing keys the issuer withdraws stop verifying once the cached key set is older than
 * HUB_OIDC_JWKS_MAX_AGE_SECONDS and the background refetch it starts has landed (docs/api-decisions.md), while the provider being down keeps the keys held.
 */
describe('hub JWKS cache age', () => {
  let hub: TestHub;

  beforeAll(async () => {
    // The default cooldown (10 s): only the age, not an unknown kid, can make the hub look again here.
    hub = await startTestHub({ env: { HUB_OIDC_JWKS_MAX_AGE_SECONDS: '1' } });
  });
  afterAll(() => hub.close());

  const profile = (token: string) => hub.http.get(PROFILE).set('Authorization', `Bearer ${token}`);
  const pastMaxAge = () => new Promise((resolve) => setTimeout(resolve, 1100));

  it('refuses a token whose signing key the issuer withdrew, once the key set is past its age', async () => {
    const old = (await hub.idp.login('bob@demo.local')).access_token;
    await profile(old).expect(200);

    await hub.idp.rotateKeys();
    await hub.idp.removeOldKeys();
    await pastMaxAge();

    // Stale while revalidating: the first use past the age is answered from the keys held and
    // starts a fetch in the background; the withdrawn key stops verifying once that fetch lands.
    await profile(old).expect(200);
    let res = await profile(old);
    for (let attempt = 0; res.status === 200 && attempt < 50; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      res = await profile(old);
    }
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('invalid_token');
    expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    // The control: a token signed with the key the issuer publishes now is accepted.
    await profile((await hub.idp.login('bob@demo.local')).access_token).expect(200);
  });
});

describe('hub JWKS cache age, provider down', () => {
  it('keeps verifying with the keys it holds when the refetch fails', async () => {
    const idp = await startDevIdp({ port: 0, host: '127.0.0.1' });
    const hub = await startTestHub({ idp, env: { HUB_OIDC_JWKS_MAX_AGE_SECONDS: '1' } });
    try {
      const token = (await idp.login('bob@demo.local')).access_token;
      await hub.http.get(PROFILE).set('Authorization', `Bearer ${token}`).expect(200);
      await idp.close();
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await hub.http.get(PROFILE).set('Authorization', `Bearer ${token}`).expect(200);
    } finally {
      await hub.close();
    }
  });
});

describe('HUB_OIDC_JWKS_MAX_AGE_SECONDS', () => {
  it('must be at least 1 (0 would refetch the key set on every request)', () => {
    expect(() => loadHubConfig({ HUB_OIDC_JWKS_MAX_AGE_SECONDS: '0' })).toThrow(ConfigError);
    expect(() => loadHubConfig({ HUB_OIDC_JWKS_MAX_AGE_SECONDS: '0' })).toThrow(/HUB_OIDC_JWKS_MAX_AGE_SECONDS/);
    expect(loadHubConfig({ HUB_OIDC_JWKS_MAX_AGE_SECONDS: '1' }).jwksMaxAgeMs).toBe(1000);
  });
});
