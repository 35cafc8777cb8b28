import { HubFixtures, startTestHub, type TestHub } from '#lib/testing';

/** Dynamic DNS (docs/api-decisions.md) and the zone export. */
describe('dynamic DNS', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  let orgId: string;
  let adminJwt: string;

  beforeAll(async () => {
    hub = await startTestHub({ env: { HUB_DNS_ZONE: 'fleet.example.net' } });
    fx = new HubFixtures(hub);
    orgId = (await fx.org()).id;
    adminJwt = (await fx.signIn('admin@demo.local')).token;
  });
  afterAll(() => hub.close());

  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const put = (token: string, body: object, headers: Record<string, string> = {}) =>
    hub.http.put('/api/v1/dns').set(as(token)).set(headers).send(body);

  it('has no record at first (404), then PUT creates it with the fqdn under HUB_DNS_ZONE', async () => {
    const key = await fx.instanceKey(orgId);
    await hub.http.get('/api/v1/dns').set(as(key.token)).expect(404);
    const res = await put(key.token, { hostname: 'Acme-Lab', ipv4: '203.0.113.7', ipv6: '2001:DB8::7' }).expect(200);
    expect(res.body).toEqual({
      record: {
        hostname: 'acme-lab',
        fqdn: 'acme-lab.fleet.example.net',
        ipv4: '203.0.113.7',
        ipv6: '2001:db8::7',
        updated_at: expect.any(String),
      },
    });
    const read = await hub.http.get('/api/v1/dns').set(as(key.token)).expect(200);
    expect(read.body).toEqual(res.body);
  });

  it('replaces the record: an address not given is cleared', async () => {
    const key = await fx.instanceKey(orgId);
    await put(key.token, { hostname: 'replace-me', ipv4: '198.51.100.1', ipv6: '2001:db8::1' }).expect(200);
    const res = await put(key.token, { hostname: 'replaced', ipv6: '2001:db8::2' }).expect(200);
    expect(res.body.record).toMatchObject({ hostname: 'replaced', ipv4: null, ipv6: '2001:db8::2' });
    // The old name is free again.
    const other = await fx.instanceKey(orgId);
    await put(other.token, { hostname: 'replace-me', ipv4: '198.51.100.3' }).expect(200);
  });

  it("uses the caller's source address when no address is given, ignoring X-Forwarded-For from untrusted peers", async () => {
    const key = await fx.instanceKey(orgId);
    const res = await put(key.token, { hostname: 'from-source' }, { 'X-Forwarded-For': '203.0.113.99' }).expect(200);
    expect(res.body.record).toMatchObject({ ipv4: '127.0.0.1', ipv6: null });
    const nulls = await put(key.token, { hostname: 'from-source', ipv4: null, ipv6: null }).expect(200);
    expect(nulls.body.record.ipv4).toBe('127.0.0.1');
  });

  it('validates the hostname: one RFC 1123 label of 3–63 characters, not reserved', async () => {
    const key = await fx.instanceKey(orgId);
    const bad = ['ab', 'a'.repeat(64), '-lead', 'trail-', 'has_underscore', 'two.labels', 'spa ce', 'ünï', ''];
    for (const hostname of [...bad, 'www', 'API', 'ns1', 'mcp', 'localhost', 'support']) {
      const res = await put(key.token, { hostname, ipv4: '192.0.2.1' });
      expect({ hostname, status: res.status, code: res.body.code }).toEqual({
        hostname,
        status: 400,
        code: 'validation_failed',
      });
    }
    for (const hostname of ['abc', 'a'.repeat(63), 'x-1-y', '123']) {
      await put(key.token, { hostname, ipv4: '192.0.2.1' }).expect(200);
    }
    await hub.http.get('/api/v1/dns').set(as(key.token)).expect(200);
  });

  it('validates the addresses with IPv4/IPv6 syntax', async () => {
    const key = await fx.instanceKey(orgId);
    for (const body of [
      { ipv4: '256.1.1.1' },
      { ipv4: '1.2.3' },
      { ipv4: '2001:db8::1' },
      { ipv6: '192.0.2.1' },
      { ipv6: '2001:db8:::1' },
      { ipv6: 'fe80::1%eth0' },
      { ipv4: 17 },
    ]) {
      const res = await put(key.token, { hostname: 'addr-check', ...body });
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
    }
    await put(key.token, { hostname: 'addr-check', ipv4: '192.0.2.10', ipv6: '::ffff:192.0.2.10' }).expect(200);
  });

  it('keeps hostnames unique across the hub, also under a race (409)', async () => {
    const a = await fx.instanceKey(orgId);
    const otherOrg = await fx.org();
    const b = await fx.instanceKey(otherOrg.id);
    await put(a.token, { hostname: 'taken', ipv4: '192.0.2.1' }).expect(200);
    const res = await put(b.token, { hostname: 'TAKEN', ipv4: '192.0.2.2' }).expect(409);
    expect(res.body.code).toBe('conflict');
    // The owner may PUT its own name again.
    await put(a.token, { hostname: 'taken', ipv4: '192.0.2.3' }).expect(200);

    const racers = await Promise.all(Array.from({ length: 8 }, () => fx.instanceKey(orgId)));
    const results = await Promise.all(racers.map((k) => put(k.token, { hostname: 'contested', ipv4: '192.0.2.9' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const [{ count }] = await hub.db.query(
      `SELECT count(*)::int AS count FROM dns_records WHERE hostname = 'contested'`,
    );
    expect(count).toBe(1);
  });

  it('DELETE removes the record (then 404)', async () => {
    const key = await fx.instanceKey(orgId);
    await hub.http.delete('/api/v1/dns').set(as(key.token)).expect(404);
    await put(key.token, { hostname: 'short-lived', ipv4: '192.0.2.5' }).expect(200);
    const res = await hub.http.delete('/api/v1/dns').set(as(key.token)).expect(200);
    expect(res.body.record.hostname).toBe('short-lived');
    await hub.http.get('/api/v1/dns').set(as(key.token)).expect(404);
  });

  it('is for instance keys only', async () => {
    await hub.http.get('/api/v1/dns').expect(401);
    await hub.http.get('/api/v1/dns').set(as(adminJwt)).expect(401);
    const suspended = await fx.org({ status: 'suspended' });
    const key = await fx.instanceKey(suspended.id);
    await put(key.token, { hostname: 'suspended-org', ipv4: '192.0.2.1' }).expect(403);
  });

  it('exports an RFC 1035 zone file for admins only', async () => {
    const key = await fx.instanceKey(orgId);
    await put(key.token, { hostname: 'zone-both', ipv4: '192.0.2.44', ipv6: '2001:db8::44' }).expect(200);
    const revokedKey = await fx.instanceKey(orgId);
    await put(revokedKey.token, { hostname: 'zone-revoked', ipv4: '192.0.2.45' }).expect(200);
    await hub.db.query(`UPDATE api_keys SET status = 'revoked' WHERE id = $1`, [revokedKey.id]);

    const res = await hub.http.get('/api/v1/admin/dns/zone').set(as(adminJwt)).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.text.split('\n');
    expect(lines).toContain('$ORIGIN fleet.example.net.');
    expect(lines.some((l) => /^\$TTL \d+$/.test(l))).toBe(true);
    expect(res.text).toMatch(
      /^@\s+IN\s+SOA\s+ns1\.fleet\.example\.net\. hostmaster\.fleet\.example\.net\. \d+ \d+ \d+ \d+ \d+$/m,
    );
    expect(res.text).toMatch(/^@\s+IN\s+NS\s+ns1\.fleet\.example\.net\.$/m);
    expect(lines).toContain('zone-both\tIN\tA\t192.0.2.44');
    expect(lines).toContain('zone-both\tIN\tAAAA\t2001:db8::44');
    expect(res.text).not.toContain('zone-revoked');
    // Every record line is `label IN A|AAAA address`: nothing else gets in.
    for (const line of lines.filter((l) => l && !l.startsWith(';') && !l.startsWith('$') && !l.startsWith('@'))) {
      expect(line).toMatch(/^[a-z0-9-]{3,63}\tIN\t(A|AAAA)\t[0-9a-f.:]+$/);
    }

    const bob = await fx.signIn('bob@demo.local');
    await hub.http.get('/api/v1/admin/dns/zone').set(as(bob.token)).expect(403);
    await hub.http.get('/api/v1/admin/dns/zone').set(as(key.token)).expect(401);
  });
});

describe('dynamic DNS behind a trusted proxy', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  let token: string;

  beforeAll(async () => {
    hub = await startTestHub({ env: { HUB_TRUSTED_PROXIES: '10.0.0.0/8,127.0.0.1' } });
    fx = new HubFixtures(hub);
    token = (await fx.instanceKey((await fx.org()).id)).token;
  });
  afterAll(() => hub.close());

  const put = (xff?: string) => {
    const req = hub.http.put('/api/v1/dns').set('Authorization', `Bearer ${token}`);
    return (xff === undefined ? req : req.set('X-Forwarded-For', xff)).send({ hostname: 'proxied' });
  };

  it('takes the client address from X-Forwarded-For, skipping trusted hops from the right', async () => {
    expect((await put('203.0.113.50').expect(200)).body.record).toMatchObject({ ipv4: '203.0.113.50', ipv6: null });
    expect((await put('198.51.100.1, 203.0.113.51, 10.1.2.3').expect(200)).body.record.ipv4).toBe('203.0.113.51');
    expect((await put('2001:db8::51').expect(200)).body.record).toMatchObject({ ipv4: null, ipv6: '2001:db8::51' });
    expect((await put().expect(200)).body.record.ipv4).toBe('127.0.0.1');
    // A forged entry left of a garbage hop is not believed.
    expect((await put('203.0.113.1, not-an-ip').expect(200)).body.record.ipv4).toBe('127.0.0.1');
  });
});
