import { randomUUID } from 'node:crypto';
import { startTestHub, type TestHub } from '#test/support';

const PROFILE = '/api/v1/account/profile';

/**
 * The JWT rule the hub shares with the fleet (libs/credentials/src/jwt-rules.ts, docs/api-decisions.md):
 * a `crit` header is refused, and an ID token is not an access token even when its audience is the one
 * the hub expects. Each rule from both sides: the same token without the mark is accepted.
 */
describe('hub: one JWT rule with the fleet', () => {
  let hub: TestHub;

  // The audience of the dashboard client's ID tokens, so that only the token-type rule can refuse them.
  beforeAll(async () => {
    hub = await startTestHub({ env: { HUB_OIDC_AUDIENCE: 'hub-dashboard' } });
  });
  afterAll(() => hub.close());

  const profile = (token: string) => hub.http.get(PROFILE).set('Authorization', `Bearer ${token}`);
  const claims = () => ({ sub: randomUUID(), aud: 'hub-dashboard', email_verified: false });

  it('refuses a token whose header names a critical extension, and accepts it without', async () => {
    const base = claims();
    const withCrit = await hub.idp.signToken(base, { header: { crit: ['b64'], b64: true } });
    const res = await profile(withCrit);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('invalid_token');
    expect(res.body.detail).toMatch(/critical header/);
    await profile(await hub.idp.signToken(base)).expect(200);
  });

  it("refuses the provider's own ID token though its audience is HUB_OIDC_AUDIENCE", async () => {
    const { id_token: idToken } = await hub.idp.login('bob@demo.local');
    const res = await profile(idToken);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('invalid_token');
    expect(res.body.detail).toMatch(/ID token/);
  });

  it.each(['nonce', 'at_hash'])(
    'refuses a JWT marked as an ID token by %s unless typed as an access token',
    async (claim) => {
      const base = { ...claims(), [claim]: 'abc' };
      const plain = await hub.idp.signToken(base, { header: { typ: 'JWT' } });
      expect((await profile(plain)).body.code).toBe('invalid_token');
      // RFC 9068 access tokens may carry the same claim.
      await profile(await hub.idp.signToken(base, { header: { typ: 'at+jwt' } })).expect(200);
    },
  );
});
