import { randomUUID } from 'node:crypto';
import { HubFixtures, startTestHub, type TestHub } from '#test/support';

type AuditEvent = { id: string; occurred_at: string; addon: string; action: string; [key: string]: unknown };

function event(values: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: randomUUID(),
    occurred_at: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(Math.random() * 3600))).toISOString(),
    addon: 'backup',
    action: 'snapshot.create',
    ...values,
  };
}

/** Addon audit events (docs/api-decisions.md): batched, idempotent by client event id, paged reads. */
describe('addon audit events', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  let orgId: string;
  let adminJwt: string;

  beforeAll(async () => {
    hub = await startTestHub();
    fx = new HubFixtures(hub);
    orgId = (await fx.org()).id;
    adminJwt = (await fx.signIn('admin@demo.local')).token;
  });
  afterAll(() => hub.close());

  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const post = (token: string, events: unknown) =>
    hub.http.post('/api/v1/addon-audit-events').set(as(token)).send({ events });

  it('accepts a batch (202) and counts repeats, in the batch and later, as duplicates', async () => {
    const k = await fx.instanceKey(orgId);
    const a = event({ actor: 'alice', target: 'vol-1', outcome: 'success', metadata: { size_gb: 12 } });
    const b = event();
    const first = await post(k.token, [a, b, a]).expect(202);
    expect(first.body).toEqual({ accepted: 2, duplicates: 1 });
    const again = await post(k.token, [b, event()]).expect(202);
    expect(again.body).toEqual({ accepted: 1, duplicates: 1 });
    const list = await hub.http.get('/api/v1/addon-audit-events').set(as(k.token)).expect(200);
    expect(list.body.pagination).toEqual({ page: 1, limit: 50, total: 3, totalPages: 1 });
    expect(list.body.events.find((e: AuditEvent) => e.id === a.id)).toEqual({
      ...a,
      instance_id: k.id,
      org_id: orgId,
      received_at: expect.any(String),
    });
  });

  it('event ids are unique per instance: the same id from another instance is stored for it', async () => {
    const k1 = await fx.instanceKey(orgId);
    const k2 = await fx.instanceKey(orgId);
    const e = event();
    expect((await post(k1.token, [e]).expect(202)).body).toEqual({ accepted: 1, duplicates: 0 });
    expect((await post(k2.token, [e]).expect(202)).body).toEqual({ accepted: 1, duplicates: 0 });
  });

  it('validates batches: 1–500 events, each well-formed', async () => {
    const k = await fx.instanceKey(orgId);
    const cases: unknown[] = [
      [],
      Array.from({ length: 501 }, () => event()),
      [event({ id: 'not-a-uuid' })],
      [event({ occurred_at: 'yesterday' })],
      [{ ...event(), addon: undefined }],
      [event({ addon: '' })],
      [event({ metadata: 'text' })],
      [event({ unknown_field: 1 })],
      'not-an-array',
    ];
    for (const events of cases) {
      const res = await post(k.token, events);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 'validation_failed' });
    }
    const max = await post(
      k.token,
      Array.from({ length: 500 }, () => event()),
    ).expect(202);
    expect(max.body).toEqual({ accepted: 500, duplicates: 0 });
    const [{ count }] = await hub.db.query(
      'SELECT count(*)::int AS count FROM addon_audit_events WHERE instance_id = $1',
      [k.id],
    );
    expect(count).toBe(500);
  });

  it('lists oldest first, filtered by since and addon, paged', async () => {
    const k = await fx.instanceKey(orgId);
    const at = (minute: number) => new Date(Date.UTC(2026, 1, 1, 12, minute)).toISOString();
    await post(k.token, [
      event({ occurred_at: at(3), addon: 'vpn' }),
      event({ occurred_at: at(1), addon: 'backup' }),
      event({ occurred_at: at(2), addon: 'backup' }),
      event({ occurred_at: at(4), addon: 'backup' }),
    ]).expect(202);
    const all = await hub.http.get('/api/v1/addon-audit-events').set(as(k.token)).expect(200);
    expect(all.body.events.map((e: AuditEvent) => e.occurred_at)).toEqual([at(1), at(2), at(3), at(4)]);
    const since = await hub.http
      .get(`/api/v1/addon-audit-events?since=${at(2)}&addon=backup`)
      .set(as(k.token))
      .expect(200);
    expect(since.body.events.map((e: AuditEvent) => e.occurred_at)).toEqual([at(2), at(4)]);
    // Without an offset, since is UTC.
    const local = await hub.http
      .get('/api/v1/addon-audit-events?since=2026-02-01T12:02&addon=backup')
      .set(as(k.token))
      .expect(200);
    expect(local.body.events.map((e: AuditEvent) => e.occurred_at)).toEqual([at(2), at(4)]);
    const page2 = await hub.http.get('/api/v1/addon-audit-events?page=2&limit=3').set(as(k.token)).expect(200);
    expect(page2.body.events.map((e: AuditEvent) => e.occurred_at)).toEqual([at(4)]);
    expect(page2.body.pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });
    const clamped = await hub.http.get('/api/v1/addon-audit-events?limit=1000').set(as(k.token)).expect(200);
    expect(clamped.body.pagination.limit).toBe(100);
    // Days and times that do not exist are refused, not rolled over (2026-02-30 is not March 2).
    for (const q of [
      'since=yesterday',
      'since=2026-02-30',
      'since=2026-02-29T00:00Z',
      'since=2026-02-01T25:00',
      'since=2026-02-01T12:00%2B24:00',
      'page=0',
      'limit=-1',
      'page=x',
    ]) {
      const res = await hub.http.get(`/api/v1/addon-audit-events?${q}`).set(as(k.token));
      expect({ q, status: res.status, code: res.body.code }).toEqual({ q, status: 400, code: 'validation_failed' });
    }
    // Another instance of the same organization sees only its own events.
    const other = await fx.instanceKey(orgId);
    const none = await hub.http.get('/api/v1/addon-audit-events').set(as(other.token)).expect(200);
    expect(none.body).toEqual({ events: [], pagination: { page: 1, limit: 50, total: 0, totalPages: 0 } });
  });

  it('admins read every instance’s events; others cannot', async () => {
    const k = await fx.instanceKey(orgId);
    const e = event({ addon: 'admin-visible' });
    await post(k.token, [e]).expect(202);
    const res = await hub.http
      .get(`/api/v1/admin/addon-audit-events?instance_id=${k.id}`)
      .set(as(adminJwt))
      .expect(200);
    expect(res.body.events.map((x: AuditEvent) => x.id)).toEqual([e.id]);
    const byAddon = await hub.http
      .get('/api/v1/admin/addon-audit-events?addon=admin-visible')
      .set(as(adminJwt))
      .expect(200);
    expect(byAddon.body.pagination.total).toBe(1);
    await hub.http.get('/api/v1/admin/addon-audit-events?instance_id=nope').set(as(adminJwt)).expect(400);
    const bob = await fx.signIn('bob@demo.local');
    await hub.http.get('/api/v1/admin/addon-audit-events').set(as(bob.token)).expect(403);
    await hub.http.get('/api/v1/admin/addon-audit-events').set(as(k.token)).expect(401);
    await hub.http.get('/api/v1/addon-audit-events').set(as(adminJwt)).expect(401);
    await hub.http
      .post('/api/v1/addon-audit-events')
      .send({ events: [event()] })
      .expect(401);
  });

  it('10,000 events in 20 concurrent batches with 10% re-sent → exactly 10,000 stored', async () => {
    const k = await fx.instanceKey(orgId);
    const events = Array.from({ length: 10_000 }, () => event());
    const batches = Array.from({ length: 20 }, (_, i) => events.slice(i * 500, i * 500 + 500));
    // 10% re-sent (a client retrying): 50 events of each batch again, in flight at the same time as the originals.
    const resends = batches.map((_, i) => batches[(i + 7) % 20].slice(100, 150));
    const results = await Promise.all([...batches, ...resends].map((b) => post(k.token, b)));
    for (const res of results) expect(res.status).toBe(202);
    const accepted = results.reduce((n, r) => n + r.body.accepted, 0);
    const duplicates = results.reduce((n, r) => n + r.body.duplicates, 0);
    expect({ accepted, duplicates }).toEqual({ accepted: 10_000, duplicates: 1_000 });
    const [{ count, distinct }] = await hub.db.query(
      'SELECT count(*)::int AS count, count(DISTINCT event_id)::int AS distinct FROM addon_audit_events WHERE instance_id = $1',
      [k.id],
    );
    expect({ count, distinct }).toEqual({ count: 10_000, distinct: 10_000 });
  });
});
