import { startTestFleet, type TestFleet } from '#lib/testing';
import { loadFleetConfig } from '../src/fleet.config.js';

/**
 * Behind a reverse proxy every client arrives from the proxy's address: FLEET_TRUSTED_PROXIES makes the
 * per-address login limit count the client named in X-Forwarded-For, and only when a trusted proxy says so.
 */
describe('fleet login limits behind a trusted proxy', () => {
  const LIMITS = { FLEET_LOGIN_IP_LIMIT: '3', FLEET_LOGIN_ACCOUNT_LIMIT: '1000' };
  let behindProxy: TestFleet;
  let direct: TestFleet;

  beforeAll(async () => {
    // The test client connects from 127.0.0.1, standing in for the proxy.
    behindProxy = await startTestFleet({ env: { ...LIMITS, FLEET_TRUSTED_PROXIES: '127.0.0.1,10.0.0.0/8' } });
    direct = await startTestFleet({ env: LIMITS });
  });
  afterAll(async () => {
    await behindProxy.close();
    await direct.close();
  });

  const fail = (fleet: TestFleet, client: string, n: number) =>
    fleet.http
      .post('/api/v1/auth/login')
      .set('X-Forwarded-For', client)
      .send({ email: `nobody-${n}@example.test`, password: 'wrong-password-1' });

  it('limits each forwarded client on its own when the proxy is trusted', async () => {
    for (let n = 0; n < 3; n += 1) await fail(behindProxy, '203.0.113.10', n).expect(401);
    const limited = await fail(behindProxy, '203.0.113.10', 3).expect(429);
    expect(limited.body.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client behind the same proxy is not locked out by the first one's failures.
    await fail(behindProxy, '203.0.113.11', 4).expect(401);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    for (let n = 0; n < 3; n += 1) await fail(direct, `198.51.100.${n}`, n).expect(401);
    // A new forwarded address each time does not help: the peer itself is counted.
    await fail(direct, '198.51.100.99', 3).expect(429);
  });

  it('refuses a FLEET_TRUSTED_PROXIES entry that is not an address or CIDR range, naming the variable', () => {
    for (const bad of ['proxy.internal', '10.0.0.0/33', '10.0.0.1/8/1', 'fd00::/129']) {
      expect(() => loadFleetConfig({ FLEET_TRUSTED_PROXIES: bad })).toThrow(/FLEET_TRUSTED_PROXIES/);
    }
    expect(loadFleetConfig({ FLEET_TRUSTED_PROXIES: '10.0.0.1, fd00::/8' }).trustedProxies).toEqual([
      '10.0.0.1',
      'fd00::/8',
    ]);
  });
});
