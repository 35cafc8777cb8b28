import pg from 'pg';
import { isIPv4, isIPv6 } from 'node:net';
import { HubFixtures, lockWaiters, startTestHub, type TestHub } from '#test/support';
import { RESERVED_HOSTNAMES } from '../src/instance/dns/dns.rules.js';

interface ZoneRecord {
  owner: string;
  type: string;
  rdata: string[];
}

/**
 * A structural reading of an exported master file, strict enough that what passes loads in BIND or NSD
 * (named-checkzone is not part of CI): printable ASCII only, `$ORIGIN`/`$TTL`, then one `owner IN type rdata`
 * record per line with no parentheses, quotes or trailing comments.
 */
function parseZone(text: string): { origin: string; ttl: number; records: ZoneRecord[] } {
  expect(text).toMatch(/^[\t\n\x20-\x7e]*\n$/);
  let origin = '';
  let ttl = NaN;
  const records: ZoneRecord[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith(';')) continue;
    if (line.startsWith('$')) {
      const [directive, value, ...rest] = line.split(' ');
      expect({ line, rest }).toEqual({ line, rest: [] });
      if (directive === '$ORIGIN') origin = value;
      else if (directive === '$TTL') ttl = Number(value);
      else throw new Error(`unexpected directive: ${line}`);
      continue;
    }
    expect(line).not.toMatch(/[()";]|^\s/);
    const [owner, cls, type, ...rdata] = line.split('\t');
    expect({ line, cls }).toEqual({ line, cls: 'IN' });
    expect(owner).toMatch(/^(@|[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*)$/);
    const fields = rdata.join('\t').split(' ');
    for (const field of fields) expect(field).toMatch(/^\S+$/);
    records.push({ owner, type, rdata: fields });
  }
  return { origin, ttl, records };
}

/** Checks every record's data; answers the zone's records by type. */
function checkZone(text: string, zone: string, now: number) {
  const { origin, ttl, records } = parseZone(text);
  expect(origin).toBe(`${zone}.`);
  expect(Number.isInteger(ttl) && ttl > 0).toBe(true);
  const byType = (type: string) => records.filter((r) => r.type === type);
  expect(records.every((r) => ['SOA', 'NS', 'A', 'AAAA'].includes(r.type))).toBe(true);
  // One owner never holds two records of a type: no instance shadows a nameserver's glue.
  const pairs = records.filter((r) => r.type !== 'NS').map((r) => `${r.owner} ${r.type}`);
  expect(new Set(pairs).size).toBe(pairs.length);

  const soa = byType('SOA');
  expect(soa).toHaveLength(1);
  expect(soa[0].owner).toBe('@');
  const [mname, rname, ...timers] = soa[0].rdata;
  expect(timers).toHaveLength(5);
  for (const t of timers) expect(t).toMatch(/^\d+$/);
  const serial = Number(timers[0]);
  expect(serial).toBeLessThan(2 ** 32);
  expect(Math.abs(serial - now / 1000)).toBeLessThan(60);
  // A mailbox as a name: absolute, the local part's dots escaped (`\.`), no other escapes.
  expect(rname).toMatch(/^(?:[a-z0-9_+-]|\\\.)+(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+\.$/);

  const ns = byType('NS');
  expect(ns.length).toBeGreaterThan(0);
  const targets = ns.map((r) => {
    expect(r.owner).toBe('@');
    expect(r.rdata).toHaveLength(1);
    expect(r.rdata[0]).toMatch(/^[a-z0-9.-]+\.$/);
    return r.rdata[0];
  });
  expect(targets).toContain(mname);
  for (const target of targets) {
    if (target !== origin && !target.endsWith(`.${origin}`)) continue;
    const owner = target === origin ? '@' : target.slice(0, -(origin.length + 1));
    const glue = records.filter((r) => r.owner === owner && (r.type === 'A' || r.type === 'AAAA'));
    expect({ target, glue: glue.length > 0 }).toEqual({ target, glue: true });
  }
  for (const r of byType('A')) expect({ r, ok: r.rdata.length === 1 && isIPv4(r.rdata[0]) }).toEqual({ r, ok: true });
  for (const r of byType('AAAA')) {
    const [address] = r.rdata;
    const canonical = isIPv6(address) && new URL(`http://[${address}]/`).hostname === `[${address}]`;
    expect({ r, ok: r.rdata.length === 1 && canonical }).toEqual({ r, ok: true });
  }
  return { soa: soa[0].rdata, ns: targets, records };
}

/** Dynamic DNS (docs/api-decisions.md) and the zone export. */
describe('dynamic DNS', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  let orgId: string;
  let adminJwt: string;

  beforeAll(async () => {
    hub = await startTestHub({
      env: {
        HUB_DNS_ZONE: 'fleet.example.net',
        HUB_DNS_NAMESERVERS: 'ns-a.fleet.example.net,ns.provider.example',
        HUB_DNS_NAMESERVER_IPV4: '192.0.2.53',
        HUB_DNS_NAMESERVER_IPV6: '2001:db8::53',
        HUB_DNS_HOSTMASTER: 'dns.admin@example.org',
      },
    });
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

  it('without an address, refuses a source address that cannot be published (here loopback) and asks for one', async () => {
    const key = await fx.instanceKey(orgId);
    await put(key.token, { hostname: 'from-source', ipv4: '203.0.113.98' }).expect(200);
    // X-Forwarded-For from an untrusted peer is ignored: the loopback peer is the source.
    for (const body of [{ hostname: 'from-source' }, { hostname: 'from-source', ipv4: null, ipv6: null }]) {
      const res = await put(key.token, body, { 'X-Forwarded-For': '203.0.113.99' }).expect(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.detail).toMatch(/source address 127\.0\.0\.1 .*loopback.*Send ipv4 or ipv6 explicitly/);
    }
    const read = await hub.http.get('/api/v1/dns').set(as(key.token)).expect(200);
    expect(read.body.record).toMatchObject({ hostname: 'from-source', ipv4: '203.0.113.98', ipv6: null });
  });

  it('validates the hostname: one RFC 1123 label of 3–63 characters, not reserved', async () => {
    const key = await fx.instanceKey(orgId);
    const bad = ['ab', 'a'.repeat(64), '-lead', 'trail-', 'has_underscore', 'two.labels', 'spa ce', 'ünï', ''];
    // `ns-a` names an in-zone nameserver (HUB_DNS_NAMESERVERS): its glue must never be shadowed.
    for (const hostname of [...bad, 'www', 'API', 'ns1', 'mcp', 'localhost', 'support', 'ns-a', 'NS-A']) {
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

  it('refuses every reserved hostname, in any case, and stores nothing', async () => {
    const key = await fx.instanceKey(orgId);
    expect(RESERVED_HOSTNAMES.size).toBe(16);
    for (const name of RESERVED_HOSTNAMES) {
      for (const hostname of [name, name.toUpperCase()]) {
        const res = await put(key.token, { hostname, ipv4: '192.0.2.1' });
        // Two-letter `ns` is already too short for a label; every other name is refused as reserved.
        const message = name.length < 3 ? expect.stringMatching(/one DNS label/) : `hostname "${name}" is reserved`;
        expect({ hostname, status: res.status, code: res.body.code, errors: res.body.errors }).toEqual({
          hostname,
          status: 400,
          code: 'validation_failed',
          errors: [{ field: 'hostname', message }],
        });
      }
    }
    await hub.http.get('/api/v1/dns').set(as(key.token)).expect(404);
    // The same key may take a name that is not reserved.
    await put(key.token, { hostname: 'www-2', ipv4: '192.0.2.1' }).expect(200);
  });

  it('leaves the records of a suspended organization out of the zone, and puts them back once it is active', async () => {
    const org = await fx.org();
    const key = await fx.instanceKey(org.id);
    await put(key.token, { hostname: 'paused-org', ipv4: '192.0.2.81', ipv6: '2001:db8::81' }).expect(200);
    const control = await fx.instanceKey(orgId);
    await put(control.token, { hostname: 'still-here', ipv4: '192.0.2.82' }).expect(200);
    const zone = async () => {
      const res = await hub.http.get('/api/v1/admin/dns/zone').set(as(adminJwt)).expect(200);
      checkZone(res.text, 'fleet.example.net', Date.now());
      return res.text.split('\n');
    };
    const setStatus = (status: string) =>
      hub.http.put('/api/v1/admin/organizations').set(as(adminJwt)).send({ id: org.id, status }).expect(200);

    let lines = await zone();
    expect(lines).toEqual(
      expect.arrayContaining(['paused-org\tIN\tA\t192.0.2.81', 'paused-org\tIN\tAAAA\t2001:db8::81']),
    );

    expect((await setStatus('suspended')).body.organization.status).toBe('suspended');
    lines = await zone();
    expect(lines.filter((l) => l.includes('paused-org') || l.includes('192.0.2.81'))).toEqual([]);
    expect(lines).toContain('still-here\tIN\tA\t192.0.2.82');
    // The record itself is kept (its key gets 403 meanwhile), only the zone leaves it out.
    await hub.http.get('/api/v1/dns').set(as(key.token)).expect(403);

    await setStatus('active');
    lines = await zone();
    expect(lines).toEqual(
      expect.arrayContaining(['paused-org\tIN\tA\t192.0.2.81', 'paused-org\tIN\tAAAA\t2001:db8::81']),
    );
    expect((await hub.http.get('/api/v1/dns').set(as(key.token)).expect(200)).body.record).toMatchObject({
      hostname: 'paused-org',
      ipv4: '192.0.2.81',
    });
  });

  it('validates the addresses: syntax, no zone id, only global or private unicast', async () => {
    const key = await fx.instanceKey(orgId);
    for (const body of [
      { ipv4: '256.1.1.1' },
      { ipv4: '1.2.3' },
      { ipv4: '2001:db8::1' },
      { ipv4: '' },
      { ipv4: 17 },
      { ipv4: '127.0.0.1' },
      { ipv4: '0.0.0.0' },
      { ipv4: '169.254.1.1' },
      { ipv4: '224.0.0.251' },
      { ipv4: '255.255.255.255' },
      { ipv6: '' },
      { ipv6: '192.0.2.1' },
      { ipv6: '2001:db8:::1' },
      { ipv6: 'fe80::1%eth0' },
      { ipv6: '2001:db8::1%1' },
      { ipv6: 'fe80::1' },
      { ipv6: '::1' },
      { ipv6: '::' },
      { ipv6: 'ff02::1' },
      { ipv6: '::ffff:192.0.2.10' },
      { ipv4: '192.0.2.10', ipv6: '' },
    ]) {
      const res = await put(key.token, { hostname: 'addr-check', ...body });
      expect({ body, status: res.status, code: res.body.code }).toEqual({
        body,
        status: 400,
        code: 'validation_failed',
      });
    }
    const scoped = await put(key.token, { hostname: 'addr-check', ipv6: 'fe80::1%eth0' }).expect(400);
    expect(scoped.body.errors).toEqual([{ field: 'ipv6', message: expect.stringMatching(/zone id/) }]);
    await hub.http.get('/api/v1/dns').set(as(key.token)).expect(404);
    // Private ranges are fine for internal DNS; IPv6 is stored in RFC 5952 form.
    const ok = await put(key.token, { hostname: 'addr-check', ipv4: '10.1.2.3', ipv6: '2001:0DB8:0:0:0:0:0:0A' });
    expect(ok.status).toBe(200);
    expect(ok.body.record).toMatchObject({ ipv4: '10.1.2.3', ipv6: '2001:db8::a' });
    const ula = await put(key.token, { hostname: 'addr-check', ipv6: 'FD00:0:0:1::7' }).expect(200);
    expect(ula.body.record).toMatchObject({ ipv4: null, ipv6: 'fd00:0:0:1::7' });
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

  it("releases a key's hostname when the key is revoked, by its org admin or by a hub admin", async () => {
    const org = await fx.org();
    const orgAdmin = await fx.signIn('alice@demo.local');
    await fx.membership(org.id, orgAdmin.userId, 'admin');
    const first = await fx.instanceKey(org.id);
    const second = await fx.instanceKey(org.id);
    const third = await fx.instanceKey(org.id);
    await put(first.token, { hostname: 'handed-over', ipv4: '192.0.2.61' }).expect(200);
    await put(second.token, { hostname: 'handed-over', ipv4: '192.0.2.62' }).expect(409);

    await hub.http.delete(`/api/v1/account/api-keys?id=${first.id}`).set(as(orgAdmin.token)).expect(200);
    // The revoked key can no longer use or delete its record; the name is free for the next instance.
    await hub.http.delete('/api/v1/dns').set(as(first.token)).expect(401);
    await put(second.token, { hostname: 'handed-over', ipv4: '192.0.2.62' }).expect(200);

    await hub.http.delete('/api/v1/admin/api-keys').set(as(adminJwt)).send({ id: second.id }).expect(200);
    await put(third.token, { hostname: 'handed-over', ipv4: '192.0.2.63' }).expect(200);
    const rows = await hub.db.query(`SELECT instance_id FROM dns_records WHERE hostname = 'handed-over'`);
    expect(rows).toEqual([{ instance_id: third.id }]);
  });

  // Server mode only: the interleaving is forced with a lock held from a second connection.
  const serverMode = process.env.TEST_DATABASE !== 'pglite' && Boolean(process.env.TEST_DATABASE_URL);
  (serverMode ? [it] : []).forEach((test) =>
    test('deletes a record whose write was still in flight when its key was revoked', async () => {
      const key = await fx.instanceKey(orgId);
      const other = await fx.instanceKey(orgId);
      const blocker = new pg.Client({ connectionString: hub.config.databaseUrl });
      await blocker.connect();
      try {
        // An uncommitted record with the same hostname makes the PUT wait at the unique index, after it has
        // checked its key: the revocation then comes in while the PUT's write is not committed.
        await blocker.query('BEGIN');
        await blocker.query(
          `INSERT INTO dns_records (instance_id, hostname, ipv4) VALUES ($1, 'in-flight', '192.0.2.70')`,
          [other.id],
        );
        const putting = put(key.token, { hostname: 'in-flight', ipv4: '192.0.2.71' }).then((r) => r);
        await lockWaiters(blocker, 1);
        let revokedAt = 0;
        const revoking = hub.http
          .delete('/api/v1/admin/api-keys')
          .set(as(adminJwt))
          .send({ id: key.id })
          .then((r) => {
            revokedAt = Date.now();
            return r;
          });
        await Promise.race([lockWaiters(blocker, 2), revoking]);
        const finishedBeforeWrite = revokedAt !== 0;
        await blocker.query('ROLLBACK');
        const [written, revoked] = await Promise.all([putting, revoking]);
        expect({ finishedBeforeWrite, revoked: revoked.status, written: written.status }).toEqual({
          finishedBeforeWrite: false,
          revoked: 200,
          written: 200,
        });
        const rows = await hub.db.query('SELECT hostname FROM dns_records WHERE instance_id = $1', [key.id]);
        expect(rows).toEqual([]);
      } finally {
        await blocker.end();
      }
    }),
  );

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
    const { soa, ns, records } = checkZone(res.text, 'fleet.example.net', Date.now());
    expect(soa.slice(0, 2)).toEqual(['ns-a.fleet.example.net.', 'dns\\.admin.example.org.']);
    expect(soa.slice(3)).toEqual(['3600', '600', '604800', '60']);
    expect(ns).toEqual(['ns-a.fleet.example.net.', 'ns.provider.example.']);
    const lines = res.text.split('\n');
    expect(lines).toContain('ns-a\tIN\tA\t192.0.2.53');
    expect(lines).toContain('ns-a\tIN\tAAAA\t2001:db8::53');
    expect(lines).toContain('zone-both\tIN\tA\t192.0.2.44');
    expect(lines).toContain('zone-both\tIN\tAAAA\t2001:db8::44');
    expect(res.text).not.toContain('zone-revoked');
    // The nameserver outside the zone gets no glue (it would be out-of-zone data).
    expect(records.map((r) => r.owner)).not.toContain('ns.provider.example.');
    expect(res.text).not.toMatch(/^ns\.provider/m);

    const bob = await fx.signIn('bob@demo.local');
    await hub.http.get('/api/v1/admin/dns/zone').set(as(bob.token)).expect(403);
    await hub.http.get('/api/v1/admin/dns/zone').set(as(key.token)).expect(401);
  });

  it('leaves out stored rows that cannot be published, so the zone still loads', async () => {
    // Rows the API refuses today, written directly as older versions could have stored them.
    for (const [hostname, ipv4, ipv6] of [
      ['legacy-scoped', null, 'fe80::1%eth0'],
      ['legacy-loop', '127.0.0.1', '2001:db8::45'],
      ['ns-a', '192.0.2.66', null],
    ]) {
      const key = await fx.instanceKey(orgId);
      await hub.db.query(`INSERT INTO dns_records (instance_id, hostname, ipv4, ipv6) VALUES ($1, $2, $3, $4)`, [
        key.id,
        hostname,
        ipv4,
        ipv6,
      ]);
    }
    const res = await hub.http.get('/api/v1/admin/dns/zone').set(as(adminJwt)).expect(200);
    const { records } = checkZone(res.text, 'fleet.example.net', Date.now());
    expect(res.text).not.toMatch(/legacy-scoped|127\.0\.0\.1|192\.0\.2\.66|%/);
    expect(records.filter((r) => r.owner === 'legacy-loop')).toEqual([
      { owner: 'legacy-loop', type: 'AAAA', rdata: ['2001:db8::45'] },
    ]);
  });
});

describe('dynamic DNS zone export without a nameserver address', () => {
  let hub: TestHub;

  beforeAll(async () => {
    hub = await startTestHub({ env: { HUB_DNS_ZONE: 'bare.example.net' } });
  });
  afterAll(() => hub.close());

  it('refuses the export (409) rather than write NS ns1.<zone> without glue, naming the variables to set', async () => {
    const { token } = await new HubFixtures(hub).signIn('admin@demo.local');
    const res = await hub.http.get('/api/v1/admin/dns/zone').set('Authorization', `Bearer ${token}`).expect(409);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ code: 'conflict', status: 409 });
    expect(res.body.detail).toMatch(/ns1\.bare\.example\.net.*HUB_DNS_NAMESERVER_IPV4.*HUB_DNS_NAMESERVERS/);
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
    expect((await put('2001:DB8:0::51').expect(200)).body.record).toMatchObject({ ipv4: null, ipv6: '2001:db8::51' });
    // Without a forwarded address the source is the loopback proxy itself: never published.
    expect((await put().expect(400)).body.detail).toMatch(/source address 127\.0\.0\.1 .*Send ipv4 or ipv6/);
    // A forged entry left of a garbage hop is not believed (the walk stops at the proxy).
    await put('203.0.113.1, not-an-ip').expect(400);
  });

  it('refuses a forwarded scoped or link-local address with 400, asking for an explicit address', async () => {
    await put('203.0.113.60').expect(200);
    for (const xff of ['fe80::1%eth0', '198.51.100.1, fe80::1%eth0', 'fe80::1', '169.254.7.7', '::1']) {
      const res = await put(xff);
      expect({ xff, status: res.status, code: res.body.code }).toEqual({ xff, status: 400, code: 'validation_failed' });
      expect(res.body.detail).toMatch(/cannot be published.*Send ipv4 or ipv6 explicitly/);
    }
    const read = await hub.http.get('/api/v1/dns').set('Authorization', `Bearer ${token}`).expect(200);
    expect(read.body.record).toMatchObject({ ipv4: '203.0.113.60', ipv6: null });
  });
});
