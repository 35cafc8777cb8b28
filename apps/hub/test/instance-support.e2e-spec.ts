import { HubFixtures, startTestHub, type TestHub } from '#test/support';

/**
 * The instance-key support surface (docs/api-decisions.md "Instance
 * surface"): instance info and support tickets, each rule from both sides.
 */
describe('instance info and support tickets', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  let orgA: { id: string; slug: string };
  let keyA: { id: string; token: string };
  let keyA2: { id: string; token: string };
  let keyB: { id: string; token: string };
  let adminJwt: string;
  let memberJwt: string;

  beforeAll(async () => {
    hub = await startTestHub();
    fx = new HubFixtures(hub);
    orgA = await fx.org({ name: 'Org A', tier: 'pro' });
    const orgB = await fx.org();
    keyA = await fx.instanceKey(orgA.id);
    keyA2 = await fx.instanceKey(orgA.id);
    keyB = await fx.instanceKey(orgB.id);
    adminJwt = (await fx.signIn('admin@demo.local')).token;
    const bob = await fx.signIn('bob@demo.local');
    await fx.membership(orgA.id, bob.userId, 'admin');
    memberJwt = bob.token;
  });
  afterAll(() => hub.close());

  const as = (token: string) => ({ Authorization: `Bearer ${token}` });

  describe('GET/PUT /api/v1/instance-info', () => {
    it('describes the instance (= its key) and its organization', async () => {
      const res = await hub.http.get('/api/v1/instance-info').set(as(keyA.token)).expect(200);
      expect(res.body.instance).toMatchObject({
        id: keyA.id,
        key_prefix: keyA.token.slice(0, 12),
        organization: { id: orgA.id, name: 'Org A', slug: orgA.slug, tier: 'pro', status: 'active' },
        reported: null,
      });
      expect(Date.parse(res.body.instance.created_at)).not.toBeNaN();
      expect(Object.keys(res.body.instance).sort()).toEqual(
        ['created_at', 'id', 'key_prefix', 'last_used_at', 'name', 'organization', 'reported'].sort(),
      );
    });

    it('stores what the fleet reports; fields not sent keep their values', async () => {
      const first = await hub.http
        .put('/api/v1/instance-info')
        .set(as(keyA.token))
        .send({ version: '1.2.3', hostname: 'fleet-1.internal', metadata: { nodes: 3, gpu: true } })
        .expect(200);
      expect(first.body.instance.reported).toMatchObject({
        version: '1.2.3',
        hostname: 'fleet-1.internal',
        metadata: { nodes: 3, gpu: true },
      });
      const second = await hub.http
        .put('/api/v1/instance-info')
        .set(as(keyA.token))
        .send({ version: '1.3.0' })
        .expect(200);
      expect(second.body.instance.reported).toMatchObject({ version: '1.3.0', hostname: 'fleet-1.internal' });
      const read = await hub.http.get('/api/v1/instance-info').set(as(keyA.token)).expect(200);
      expect(read.body.instance.reported.version).toBe('1.3.0');
      // Another instance of the same organization has its own report.
      const other = await hub.http.get('/api/v1/instance-info').set(as(keyA2.token)).expect(200);
      expect(other.body.instance.reported).toBeNull();
    });

    it('accepts metadata of 16 KiB and refuses more with 400', async () => {
      const fits = { blob: 'x'.repeat(16 * 1024 - 12) }; // {"blob":"…"} is 11 bytes of framing
      expect(Buffer.byteLength(JSON.stringify(fits))).toBeLessThanOrEqual(16 * 1024);
      await hub.http.put('/api/v1/instance-info').set(as(keyA.token)).send({ metadata: fits }).expect(200);
      const res = await hub.http
        .put('/api/v1/instance-info')
        .set(as(keyA.token))
        .send({ metadata: { blob: 'x'.repeat(16 * 1024) } })
        .expect(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.headers['content-type']).toContain('application/problem+json');
    });

    it('refuses wrong types and unknown fields with 400', async () => {
      for (const body of [{ version: 5 }, { metadata: [1, 2] }, { metadata: 'x' }, { colour: 'red' }]) {
        const res = await hub.http.put('/api/v1/instance-info').set(as(keyA.token)).send(body);
        expect({ body, status: res.status, code: res.body.code }).toEqual({
          body,
          status: 400,
          code: 'validation_failed',
        });
      }
    });

    it('re-issuing the instance key keeps the instance: same id, same report; the old secret stops', async () => {
      const key = await fx.instanceKey(orgA.id);
      await hub.http.put('/api/v1/instance-info').set(as(key.token)).send({ version: '2.0.0' }).expect(200);
      const before = await hub.http.get('/api/v1/instance-info').set(as(key.token)).expect(200);
      // bob (memberJwt) is an admin of org A.
      const reissued = await hub.http
        .put('/api/v1/account/api-keys')
        .set(as(memberJwt))
        .send({ id: key.id })
        .expect(200);
      const secret: string = reissued.body.apiKey.key;
      expect(secret).not.toBe(key.token);
      const after = await hub.http.get('/api/v1/instance-info').set(as(secret)).expect(200);
      expect(after.body.instance).toMatchObject({
        id: key.id,
        name: before.body.instance.name,
        created_at: before.body.instance.created_at,
        organization: { id: orgA.id },
        reported: { version: '2.0.0' },
      });
      expect(after.body.instance.key_prefix).toBe(secret.slice(0, 12));
      const old = await hub.http.get('/api/v1/instance-info').set(as(key.token)).expect(401);
      expect(old.body.code).toBe('invalid_token');
    });

    it('needs an instance key: none → 401, a JWT → 401 invalid_token, suspended organization → 403', async () => {
      const none = await hub.http.get('/api/v1/instance-info').expect(401);
      expect(none.body.code).toBe('unauthenticated');
      const jwt = await hub.http.get('/api/v1/instance-info').set(as(memberJwt)).expect(401);
      expect(jwt.body.code).toBe('invalid_token');
      const suspended = await fx.org({ status: 'suspended' });
      const key = await fx.instanceKey(suspended.id);
      await hub.http.get('/api/v1/instance-info').set(as(key.token)).expect(403);
      const revoked = await fx.instanceKey(orgA.id, 'revoked');
      await hub.http.get('/api/v1/instance-info').set(as(revoked.token)).expect(401);
    });
  });

  describe('support tickets', () => {
    let ticketId: string;

    it('creates a ticket with its first message', async () => {
      const res = await hub.http
        .post('/api/v1/support/tickets')
        .set(as(keyA.token))
        .send({ subject: 'GPU node down', message: 'Node gpu-2 stopped reporting.', severity: 'high' })
        .expect(201);
      expect(res.body.ticket).toMatchObject({
        subject: 'GPU node down',
        severity: 'high',
        status: 'open',
        org_id: orgA.id,
        instance_id: keyA.id,
        message_count: 1,
        messages: [{ author_type: 'instance', message: 'Node gpu-2 stopped reporting.' }],
      });
      ticketId = res.body.ticket.id;
    });

    it('validates the ticket: severity enum, required fields, unknown fields', async () => {
      for (const body of [
        { subject: 'x', message: 'y', severity: 'critical' },
        { subject: '', message: 'y' },
        { message: 'y' },
        { subject: 'x', message: 'y', status: 'closed' },
      ]) {
        const res = await hub.http.post('/api/v1/support/tickets').set(as(keyA.token)).send(body);
        expect({ body, status: res.status }).toEqual({ body, status: 400 });
      }
      const dflt = await hub.http
        .post('/api/v1/support/tickets')
        .set(as(keyA.token))
        .send({ subject: 'defaults', message: 'm' })
        .expect(201);
      expect(dflt.body.ticket.severity).toBe('normal');
    });

    it('validates subject and messages after trimming: blank is 400, never stored as ""', async () => {
      for (const body of [
        { subject: '   ', message: 'y' },
        { subject: '\t\n ', message: 'y' },
        { subject: 'x', message: '   ' },
        { subject: 'x', message: '' },
        { subject: ' '.repeat(10) + 'x'.repeat(201), message: 'y' },
      ]) {
        const res = await hub.http.post('/api/v1/support/tickets').set(as(keyA.token)).send(body);
        expect({ body, status: res.status, code: res.body.code }).toEqual({
          body,
          status: 400,
          code: 'validation_failed',
        });
      }
      const created = await hub.http
        .post('/api/v1/support/tickets')
        .set(as(keyA.token))
        .send({ subject: '  Disk full  ', message: '  df -h\n  /dev/sda1 100%' })
        .expect(201);
      expect(created.body.ticket.subject).toBe('Disk full');
      // Messages keep their whitespace (indented output), they just may not be blank.
      expect(created.body.ticket.messages[0].message).toBe('  df -h\n  /dev/sda1 100%');
      const id = created.body.ticket.id;
      await hub.http
        .post(`/api/v1/support/tickets/${id}/messages`)
        .set(as(keyA.token))
        .send({ message: ' \n ' })
        .expect(400);
      await hub.http
        .post(`/api/v1/admin/support/tickets/${id}/messages`)
        .set(as(adminJwt))
        .send({ message: '   ' })
        .expect(400);
      const [{ count }] = await hub.db.query(
        `SELECT count(*)::int AS count FROM support_tickets WHERE org_id = $1 AND btrim(subject) = ''`,
        [orgA.id],
      );
      expect(count).toBe(0);
    });

    it("lists the organization's tickets to every instance of it, and no other organization's", async () => {
      const fromA2 = await hub.http.get('/api/v1/support/tickets').set(as(keyA2.token)).expect(200);
      expect(fromA2.body.tickets.map((t: { id: string }) => t.id)).toContain(ticketId);
      const fromB = await hub.http.get('/api/v1/support/tickets').set(as(keyB.token)).expect(200);
      expect(fromB.body.tickets).toEqual([]);
    });

    it("gets one with its messages; another organization's ticket is 404; a bad id is 400", async () => {
      const res = await hub.http.get(`/api/v1/support/tickets/${ticketId}`).set(as(keyA2.token)).expect(200);
      expect(res.body.ticket.messages).toHaveLength(1);
      const other = await hub.http.get(`/api/v1/support/tickets/${ticketId}`).set(as(keyB.token)).expect(404);
      expect(other.body.code).toBe('not_found');
      await hub.http
        .post(`/api/v1/support/tickets/${ticketId}/messages`)
        .set(as(keyB.token))
        .send({ message: 'hijack' })
        .expect(404);
      await hub.http.get('/api/v1/support/tickets/not-a-uuid').set(as(keyA.token)).expect(400);
      await hub.http
        .get('/api/v1/support/tickets/00000000-0000-4000-8000-000000000000')
        .set(as(keyA.token))
        .expect(404);
    });

    it('admins list all tickets, reply (→ answered) and set the status; instance replies reopen', async () => {
      const list = await hub.http.get('/api/v1/admin/support/tickets').set(as(adminJwt)).expect(200);
      expect(list.body.tickets.find((t: { id: string }) => t.id === ticketId)).toMatchObject({ org_slug: orgA.slug });
      const reply = await hub.http
        .post(`/api/v1/admin/support/tickets/${ticketId}/messages`)
        .set(as(adminJwt))
        .send({ message: 'We are looking into it.' })
        .expect(201);
      expect(reply.body.ticket.status).toBe('answered');
      expect(reply.body.ticket.messages.map((m: { author_type: string }) => m.author_type)).toEqual([
        'instance',
        'admin',
      ]);
      const seen = await hub.http.get(`/api/v1/support/tickets/${ticketId}`).set(as(keyA.token)).expect(200);
      expect(seen.body.ticket.status).toBe('answered');
      expect(seen.body.ticket.messages[1].message).toBe('We are looking into it.');

      const back = await hub.http
        .post(`/api/v1/support/tickets/${ticketId}/messages`)
        .set(as(keyA.token))
        .send({ message: 'Still down.' })
        .expect(201);
      expect(back.body.ticket).toMatchObject({ status: 'open', message_count: 3 });

      const closed = await hub.http
        .put('/api/v1/admin/support/tickets')
        .set(as(adminJwt))
        .send({ id: ticketId, status: 'closed' })
        .expect(200);
      expect(closed.body.ticket.status).toBe('closed');
      const onlyClosed = await hub.http
        .get('/api/v1/admin/support/tickets?status=closed')
        .set(as(adminJwt))
        .expect(200);
      expect(onlyClosed.body.tickets.map((t: { id: string }) => t.id)).toEqual([ticketId]);
      await hub.http
        .put('/api/v1/admin/support/tickets')
        .set(as(adminJwt))
        .send({ id: ticketId, status: 'resolved' })
        .expect(400);
      await hub.http
        .put('/api/v1/admin/support/tickets')
        .set(as(adminJwt))
        .send({ id: '00000000-0000-4000-8000-000000000000', status: 'closed' })
        .expect(404);
    });

    it('admin routes refuse non-admin JWTs (403) and instance keys (401)', async () => {
      await hub.http.get('/api/v1/admin/support/tickets').set(as(memberJwt)).expect(403);
      await hub.http.get('/api/v1/admin/support/tickets').set(as(keyA.token)).expect(401);
      await hub.http
        .post(`/api/v1/admin/support/tickets/${ticketId}/messages`)
        .set(as(memberJwt))
        .send({ message: 'x' })
        .expect(403);
      await hub.http
        .put('/api/v1/admin/support/tickets')
        .set(as(memberJwt))
        .send({ id: ticketId, status: 'open' })
        .expect(403);
      // Instance routes refuse JWTs, admin ones included.
      await hub.http.get('/api/v1/support/tickets').set(as(adminJwt)).expect(401);
    });
  });
});
