import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { AuditRetention, Metrics } from '#lib/common';
import { loadHubConfig } from '../src/hub.config.js';
import { HUB_AUDIT_TRAILS, HubAuditRetention } from '../src/retention/audit-retention.js';
import { capturingLogs, HubFixtures, startTestHub, type TestHub } from '#test/support';

type AuditEvent = { id: string; occurred_at: string; addon: string; action: string; [key: string]: unknown };

const event = (values: Partial<AuditEvent> = {}): AuditEvent => ({
  id: randomUUID(),
  occurred_at: new Date(Date.now() - Math.floor(Math.random() * 3_600_000)).toISOString(),
  addon: 'backup',
  action: 'snapshot.create',
  ...values,
});

const ndjson = (text: string): AuditEvent[] =>
  text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as AuditEvent);

describe('hub audit trails: retention and the admin NDJSON export', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  let orgId: string;
  let key: { id: string; token: string };
  let adminJwt: string;

  beforeAll(async () => {
    hub = await startTestHub({
      env: { HUB_AUDIT_RETENTION_DAYS: '30', HUB_AUDIT_PRUNE_INTERVAL_SECONDS: '3600' },
    });
    fx = new HubFixtures(hub);
    orgId = (await fx.org()).id;
    key = await fx.instanceKey(orgId);
    adminJwt = (await fx.signIn('admin@demo.local')).token;
  });
  afterAll(() => hub.close());

  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const post = (events: AuditEvent[]) =>
    hub.http.post('/api/v1/addon-audit-events').set(as(key.token)).send({ events }).expect(202);
  const text = (path: string, token = adminJwt) =>
    hub.http
      .get(path)
      .set(as(token))
      .buffer(true)
      .parse((r, done) => {
        let body = '';
        r.on('data', (c: Buffer) => (body += c.toString('utf8')));
        r.on('end', () => done(null, body));
      });
  /** Addon events written straight into the table, received `daysAgo` days back. */
  const seedOld = (n: number, daysAgo: number, addon: string) =>
    hub.db.query(
      `INSERT INTO addon_audit_events (instance_id, org_id, event_id, occurred_at, addon, action, received_at)
       SELECT $1, $2, gen_random_uuid(), now() - $4::int * interval '1 day' - i * interval '1 second', $5, 'seeded',
              now() - $4::int * interval '1 day' - i * interval '1 second'
         FROM generate_series(1, $3::int) AS i`,
      [key.id, orgId, n, daysAgo, addon],
    );
  const count = async (sql: string, params: unknown[] = []): Promise<number> =>
    Number((await hub.db.query(sql, params))[0].n);

  it('reads HUB_AUDIT_RETENTION_DAYS: 90 days by default, 0 keeps everything, anything else is refused', () => {
    expect(loadHubConfig({}).auditRetentionDays).toBe(90);
    expect(loadHubConfig({ HUB_AUDIT_RETENTION_DAYS: '0' }).auditRetentionDays).toBe(0);
    expect(() => loadHubConfig({ HUB_AUDIT_RETENTION_DAYS: '1.5' })).toThrow(/HUB_AUDIT_RETENTION_DAYS/);
  });

  it('prunes addon events received and visibility events recorded before the window, nothing newer', async () => {
    await seedOld(120, 31, 'too-old');
    await seedOld(30, 29, 'kept');
    // An event the client dates long ago but the hub received today stays: retention is by reception.
    await post([event({ addon: 'backdated', occurred_at: '2001-01-01T00:00:00Z' })]);
    await hub.db.query(
      `INSERT INTO template_visibility_events (template_id, slug, lost_by_all, occurred_at)
       SELECT gen_random_uuid(), 'old-' || i, true, now() - interval '31 days' FROM generate_series(1, 15) AS i
       UNION ALL
       SELECT gen_random_uuid(), 'recent-' || i, true, now() - interval '29 days' FROM generate_series(1, 5) AS i`,
    );

    const keepAll = new AuditRetention(hub.db, new Metrics('keep_all'), {
      trails: HUB_AUDIT_TRAILS,
      retentionDays: 0,
      intervalMs: 1000,
    });
    expect(await keepAll.prune()).toEqual({});
    expect(await count(`SELECT count(*)::int AS n FROM addon_audit_events WHERE addon = 'too-old'`)).toBe(120);

    const retention = hub.app.get(HubAuditRetention);
    const passes: string[] = [];
    const logger = (retention as unknown as { logger: { log: (message: string) => void } }).logger;
    const log = logger.log.bind(logger);
    logger.log = (message: string) => passes.push(message);
    const counts = await retention.prune().finally(() => (logger.log = log));
    expect(counts).toEqual({ addon_audit_events: 120, template_visibility_events: 15 });
    expect(passes).toHaveLength(1);
    expect(passes[0]).toMatch(
      /pruned 135 rows older than 30 days .*addon_audit_events 120, template_visibility_events 15/,
    );
    expect(await count(`SELECT count(*)::int AS n FROM addon_audit_events WHERE addon = 'too-old'`)).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM addon_audit_events WHERE addon = 'kept'`)).toBe(30);
    expect(await count(`SELECT count(*)::int AS n FROM addon_audit_events WHERE addon = 'backdated'`)).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM template_visibility_events WHERE slug LIKE 'old-%'`)).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM template_visibility_events WHERE slug LIKE 'recent-%'`)).toBe(5);
    const { body: metrics } = await hub.app.get(Metrics).render();
    expect(metrics).toMatch(/^hub_audit_pruned_rows_total\{trail="addon_audit_events",app="hub"\} 120$/m);
    expect(metrics).toMatch(/^hub_audit_pruned_rows_total\{trail="template_visibility_events",app="hub"\} 15$/m);
    expect(metrics).toMatch(/^hub_audit_prune_pass_seconds_count\{app="hub"\} 1$/m);
  });

  it('prunes while instances send events: no new event is lost', async () => {
    await seedOld(2000, 45, 'backlog');
    const pruner = new AuditRetention(hub.db, new Metrics('batches'), {
      trails: HUB_AUDIT_TRAILS,
      retentionDays: 30,
      intervalMs: 1000,
      batchSize: 100,
      pauseMs: 1,
    });
    const batches = Array.from({ length: 20 }, () => Array.from({ length: 50 }, () => event({ addon: 'live' })));
    const [counts, ...results] = await Promise.all([pruner.prune(), ...batches.map((b) => post(b))]);
    expect(counts.addon_audit_events).toBe(2000);
    expect(results.reduce((n, r) => n + r.body.accepted, 0)).toBe(1000);
    expect(await count(`SELECT count(*)::int AS n FROM addon_audit_events WHERE addon = 'live'`)).toBe(1000);
    expect(await count(`SELECT count(*)::int AS n FROM addon_audit_events WHERE addon = 'backlog'`)).toBe(0);
  });

  it('exports what the admin list shows over the same range and filters, oldest first', async () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 12, minute)).toISOString();
    await post(Array.from({ length: 130 }, (_, i) => event({ addon: 'range', occurred_at: at(i % 60) })));
    const since = at(10);
    const listed: AuditEvent[] = [];
    for (let page = 1; ; page++) {
      const res = await hub.http
        .get(`/api/v1/admin/addon-audit-events?addon=range&since=${since}&limit=100&page=${page}`)
        .set(as(adminJwt))
        .expect(200);
      listed.push(...res.body.events);
      if (page >= res.body.pagination.totalPages) break;
    }
    const res = await text(`/api/v1/admin/addon-audit-events/export?addon=range&since=${since}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const exported = ndjson(res.body as string);
    expect(exported).toHaveLength(listed.length);
    // Same events, same fields; the list breaks ties of occurred_at by event id, the export by row id.
    const byId = (a: AuditEvent, b: AuditEvent) => (a.id < b.id ? -1 : 1);
    expect([...exported].sort(byId)).toEqual([...listed].sort(byId));
    const times = exported.map((e) => Date.parse(e.occurred_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // until is exclusive, and the other filters apply.
    const bounded = ndjson(
      (await text(`/api/v1/admin/addon-audit-events/export?since=${at(10)}&until=${at(20)}&instance_id=${key.id}`))
        .body as string,
    );
    expect(bounded.map((e) => e.id).sort()).toEqual(
      exported
        .filter((e) => e.occurred_at < at(20))
        .map((e) => e.id)
        .sort(),
    );
    const other = await fx.instanceKey(orgId);
    expect((await text(`/api/v1/admin/addon-audit-events/export?instance_id=${other.id}`)).body).toBe('');
  });

  it('answers the export only to admins, like the list; a bad range is 400', async () => {
    const bob = await fx.signIn('bob@demo.local');
    for (const path of ['/api/v1/admin/addon-audit-events', '/api/v1/admin/addon-audit-events/export']) {
      await hub.http.get(path).set(as(adminJwt)).expect(200);
      expect((await hub.http.get(path).set(as(bob.token)).expect(403)).body.code).toBe('forbidden');
      expect((await hub.http.get(path).set(as(key.token)).expect(401)).body.code).toBe('invalid_token');
      const anonymous = await hub.http.get(path).expect(401);
      expect(anonymous.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    for (const query of ['since=yesterday', 'until=2026-02-30', 'since=2026-02-01&until=2026-01-01', 'instance_id=x']) {
      const res = await hub.http.get(`/api/v1/admin/addon-audit-events/export?${query}`).set(as(adminJwt)).expect(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body.code).toBe('validation_failed');
    }
  });

  it('reads at the pace of the client and stops cleanly when it goes away mid-stream', async () => {
    // In parts: one statement must stay under the statement budget.
    for (let part = 0; part < 4; part++) await seedOld(50_000, 5, 'bulk');
    let batches = 0;
    const query = hub.db.query.bind(hub.db);
    hub.db.query = ((sql: string, ...rest: unknown[]) => {
      if (sql.includes('cursor_at')) batches += 1;
      return (query as (...args: unknown[]) => Promise<unknown>)(sql, ...rest);
    }) as typeof hub.db.query;
    const settled = async (): Promise<number> => {
      for (let last = -1; last !== batches;) {
        last = batches;
        await new Promise((resolve) => setTimeout(resolve, 400));
      }
      return batches;
    };
    let paused = 0;
    const url = new URL('/api/v1/admin/addon-audit-events/export?addon=bulk', hub.url);
    const { lines } = await capturingLogs(
      () =>
        new Promise<void>((resolve, reject) => {
          const req = httpRequest(url, { headers: as(adminJwt) }, (res) => {
            expect(res.statusCode).toBe(200);
            res.once('data', () => {
              res.pause();
              void settled().then((n) => {
                paused = n;
                req.destroy();
                resolve();
              });
            });
            res.on('end', () => reject(new Error('the whole export arrived before the client hung up')));
          });
          req.on('error', () => undefined);
          req.end();
        }),
    );
    const after = await settled();
    hub.db.query = query;
    expect(lines).toEqual([]);
    expect(paused).toBeGreaterThan(1);
    expect(paused).toBeLessThan(300);
    expect(after - paused).toBeLessThanOrEqual(1);
    const pool = (hub.db.driver as unknown as { master: { totalCount: number; idleCount: number } }).master;
    expect(pool.idleCount).toBe(pool.totalCount);
    await hub.http.get('/readyz').expect(200);
    const page = await hub.http
      .get('/api/v1/admin/addon-audit-events?addon=bulk&limit=1')
      .set(as(adminJwt))
      .expect(200);
    expect(page.body.pagination.total).toBe(200_000);
  });
});
