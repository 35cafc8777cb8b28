import { startTestFleet, type TestFleet, TEST_TEMP_ADMIN, tempAdminSession } from '#test/support';
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
    behindProxy = await startTestFleet({
      env: { ...LIMITS, ...TEST_TEMP_ADMIN, FLEET_TRUSTED_PROXIES: '127.0.0.1,10.0.0.0/8' },
    });
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

  it('records the forwarded client in the machine-token audit log, router errors (400, 414) included', async () => {
    const admin = await tempAdminSession(behindProxy);
    const created = await behindProxy.http
      .post('/api/v1/machine-tokens')
      .set('Authorization', `Bearer ${admin}`)
      .send({ name: 'behind proxy', role: 'admin' })
      .expect(201);
    const { id, token } = created.body.machineToken;
    const viaProxy = (path: string) =>
      behindProxy.http.get(path).set('Authorization', `Bearer ${token}`).set('X-Forwarded-For', '203.0.113.77');
    await viaProxy('/api/v1/secrets').expect(200);
    await viaProxy('/api/v1/no-such-route').expect(404);
    await viaProxy('/api/v1/secrets/%E0%A4%A').expect(400);
    await viaProxy(`/api/v1/secrets/${'A'.repeat(600)}`).expect(414);
    let entries: { status: number; source_address: string }[] = [];
    for (let i = 0; i < 100 && entries.length < 4; i++) {
      const res = await behindProxy.http
        .get(`/api/v1/audit-log?token_id=${id}`)
        .set('Authorization', `Bearer ${admin}`);
      entries = res.body.entries;
      if (entries.length < 4) await new Promise((r) => setTimeout(r, 50));
    }
    expect(entries.map((e) => [e.status, e.source_address]).reverse()).toEqual([
      [200, '203.0.113.77'],
      [404, '203.0.113.77'],
      [400, '203.0.113.77'],
      [414, '203.0.113.77'],
    ]);
  });

  it('refuses a FLEET_TRUSTED_PROXIES entry that is not an address or CIDR range, naming the variable', () => {
    const refused = [
      'proxy.internal',
      '10.0.0.0/33',
      '10.0.0.1/8/1',
      'fd00::/129',
      '0.0.0.0/0',
      '::/0',
      'fe80::1%eth0',
    ];
    for (const bad of refused) {
      expect(() => loadFleetConfig({ FLEET_TRUSTED_PROXIES: bad })).toThrow(/FLEET_TRUSTED_PROXIES/);
    }
    expect(loadFleetConfig({ FLEET_TRUSTED_PROXIES: '10.0.0.1, fd00::/8' }).trustedProxies).toEqual([
      '10.0.0.1',
      'fd00::/8',
    ]);
  });
});
