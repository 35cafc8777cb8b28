import { request as httpRequest } from 'node:http';
import { AuditRetention, Metrics } from '#lib/common';
import { FleetAuditRetention } from '../src/audit/audit-retention.js';
import { AUDIT_TRAIL } from '../src/audit/audit.repository.js';
import { AuditWriter } from '../src/audit/audit.writer.js';
import { loadFleetConfig } from '../src/fleet.config.js';
import { capturingLogs, startTestFleet, type TestFleet, TEST_TEMP_ADMIN, tempAdminSession } from '#test/support';

type Entry = { id: string; token_id: string | null; path: string; status: number; at: string; request_id: string };

/** Old rows written straight into the table, `at` spread over the day `daysAgo` days back. */
async function seedOld(fleet: TestFleet, n: number, daysAgo: number, path = '/seeded'): Promise<void> {
  await fleet.db.query(
    `INSERT INTO machine_token_audit_log (token_id, token_prefix, method, path, status, at)
     SELECT NULL, 'svcm_seeded0', 'GET', $2, 200, now() - $3::int * interval '1 day' - i * interval '1 second'
       FROM generate_series(1, $1::int) AS i`,
    [n, path, daysAgo],
  );
}

const countRows = async (fleet: TestFleet, where = 'true', params: unknown[] = []): Promise<number> =>
  Number((await fleet.db.query(`SELECT count(*)::int AS n FROM machine_token_audit_log WHERE ${where}`, params))[0].n);

describe('fleet audit log: retention and NDJSON export', () => {
  let fleet: TestFleet;
  let admin: string;
  let machine: { id: string; token: string };

  beforeAll(async () => {
    // A long interval: the passes of these tests are run by hand (the timer's first pass is harmless too).
    fleet = await startTestFleet({
      env: { ...TEST_TEMP_ADMIN, FLEET_AUDIT_RETENTION_DAYS: '30', FLEET_AUDIT_PRUNE_INTERVAL_SECONDS: '3600' },
    });
    admin = await tempAdminSession(fleet);
    machine = (
      await fleet.http
        .post('/api/v1/machine-tokens')
        .set('Authorization', `Bearer ${admin}`)
        .send({ name: 'exporter', role: 'readonly' })
        .expect(201)
    ).body.machineToken;
  });
  afterAll(() => fleet.close());

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const ndjson = (text: string): Entry[] =>
    text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Entry);

  it('reads the retention settings: 90 days by default, 0 keeps everything, anything else is refused', () => {
    expect(loadFleetConfig({}).auditRetentionDays).toBe(90);
    expect(loadFleetConfig({ FLEET_AUDIT_RETENTION_DAYS: '0' }).auditRetentionDays).toBe(0);
    expect(() => loadFleetConfig({ FLEET_AUDIT_RETENTION_DAYS: '-1' })).toThrow(/FLEET_AUDIT_RETENTION_DAYS/);
    expect(() => loadFleetConfig({ FLEET_AUDIT_PRUNE_INTERVAL_SECONDS: '0' })).toThrow(
      /FLEET_AUDIT_PRUNE_INTERVAL_SECONDS/,
    );
  });

  it('prunes only rows older than the window; with 0 days nothing is pruned', async () => {
    await fleet.db.query('DELETE FROM machine_token_audit_log');
    await seedOld(fleet, 250, 31, '/too-old');
    await seedOld(fleet, 40, 29, '/kept');
    await fleet.http.get('/api/v1/auth/me').set(bearer(machine.token)).expect(200);
    // Its audit row is written behind the answer (AuditWriter): wait until it is stored, before the pass runs.
    const writer = fleet.app.get(AuditWriter);
    for (let waited = 0; (await countRows(fleet, 'token_id = $1', [machine.id])) === 0 && waited < 5000; waited += 50) {
      await writer.flush();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    // Retention 0: a pass does nothing at all.
    const keepAll = new AuditRetention(fleet.db, new Metrics('keep_all'), {
      trails: [AUDIT_TRAIL],
      retentionDays: 0,
      intervalMs: 1000,
    });
    expect(await keepAll.prune()).toEqual({});
    expect(await countRows(fleet, "path = '/too-old'")).toBe(250);

    const retention = fleet.app.get(FleetAuditRetention);
    // What the pass logs (test apps log errors only), observed on its logger.
    const passes: string[] = [];
    const logger = (retention as unknown as { logger: { log: (message: string) => void } }).logger;
    const log = logger.log.bind(logger);
    logger.log = (message: string) => passes.push(message);
    const { result: counts, lines } = await capturingLogs(() => retention.prune()).finally(() => (logger.log = log));
    expect(lines).toEqual([]);
    // People's actions are a trail of their own, pruned by the same pass (none is old here).
    expect(counts).toEqual({ machine_token_audit_log: 250, person_audit_log: 0 });
    // One line per pass, and the metrics.
    expect(passes).toHaveLength(1);
    expect(passes[0]).toMatch(/pruned 250 rows older than 30 days .* machine_token_audit_log 250/);
    const { body: metrics } = await fleet.app.get(Metrics).render();
    expect(metrics).toMatch(/^fleet_audit_pruned_rows_total\{trail="machine_token_audit_log",app="fleet"\} 250$/m);
    expect(metrics).toMatch(/^fleet_audit_prune_pass_seconds_count\{app="fleet"\} 1$/m);
    expect(await countRows(fleet, "path = '/too-old'")).toBe(0);
    expect(await countRows(fleet, "path = '/kept'")).toBe(40);
    expect(await countRows(fleet, 'token_id = $1', [machine.id])).toBeGreaterThanOrEqual(1);
    // A second pass finds nothing more.
    expect(await retention.prune()).toEqual({ machine_token_audit_log: 0, person_audit_log: 0 });
  });

  it('prunes in batches while machine-token requests write: every request keeps exactly one row', async () => {
    await seedOld(fleet, 3000, 40, '/backlog');
    // Small batches, so that the pass interleaves with the writes below.
    const pruner = new AuditRetention(fleet.db, new Metrics('batches'), {
      trails: [AUDIT_TRAIL],
      retentionDays: 30,
      intervalMs: 1000,
      batchSize: 100,
      pauseMs: 1,
    });
    const requests = Array.from({ length: 120 }, (_, i) =>
      fleet.http
        .get(`/api/v1/secrets?n=${i}`)
        .set(bearer(machine.token))
        .set('x-request-id', `writer-${i}`)
        .expect(200),
    );
    const [counts] = await Promise.all([pruner.prune(), ...requests]);
    expect(counts).toEqual({ machine_token_audit_log: 3000 });
    // The list flushes the write-behind queue first.
    await fleet.http.get('/api/v1/audit-log?limit=1').set(bearer(admin)).expect(200);
    const rows: { request_id: string; n: number }[] = await fleet.db.query(
      `SELECT request_id, count(*)::int AS n FROM machine_token_audit_log
        WHERE request_id LIKE 'writer-%' GROUP BY request_id`,
    );
    expect(rows).toHaveLength(120);
    expect(rows.every((r) => Number(r.n) === 1)).toBe(true);
    expect(await countRows(fleet, "path = '/backlog'")).toBe(0);
  });

  it('exports exactly what the list shows over the same range, oldest first, as NDJSON', async () => {
    for (let i = 0; i < 7; i++) await fleet.http.get('/api/v1/auth/me').set(bearer(machine.token)).expect(200);
    const since = new Date(Date.now() - 29.5 * 86_400_000).toISOString();
    const listed: Entry[] = [];
    for (let page = 1; ; page++) {
      const res = await fleet.http
        .get(`/api/v1/audit-log?since=${encodeURIComponent(since)}&limit=100&page=${page}`)
        .set(bearer(admin))
        .expect(200);
      listed.push(...res.body.entries);
      if (page >= res.body.pagination.totalPages) break;
    }
    expect(listed.length).toBeGreaterThan(150);
    const res = await fleet.http
      .get(`/api/v1/audit-log/export?since=${encodeURIComponent(since)}`)
      .set(bearer(admin))
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.setEncoding('utf8');
        r.on('data', (c: string) => (text += c));
        r.on('end', () => done(null, text));
      })
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const exported = ndjson(res.body as string);
    // The list is newest first; the export oldest first, by (at, id).
    expect(exported).toEqual([...listed].reverse());
    const times = exported.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    // `until` is exclusive; `since` inclusive.
    const middle = exported[Math.floor(exported.length / 2)];
    const bounded = await fleet.http
      .get(`/api/v1/audit-log/export?since=${encodeURIComponent(since)}&until=${encodeURIComponent(middle.at)}`)
      .set(bearer(admin))
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.on('data', (c: Buffer) => (text += c.toString('utf8')));
        r.on('end', () => done(null, text));
      })
      .expect(200);
    const before = ndjson(bounded.body as string);
    expect(before).toEqual(exported.filter((e) => Date.parse(e.at) < Date.parse(middle.at)));
  });

  it('answers the export with the same authorization as the list, and refuses a bad range with 400', async () => {
    for (const path of ['/api/v1/audit-log', '/api/v1/audit-log/export']) {
      const missing = await fleet.http.get(path).expect(401);
      expect(missing.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(missing.body.code).toBe('unauthenticated');
      expect((await fleet.http.get(path).set(bearer('svcm_notAToken')).expect(401)).body.code).toBe('invalid_token');
      await fleet.http.get(path).set(bearer(admin)).expect(200);
      // Every authenticated caller may read the audit log (flat authorization), a machine token too.
      await fleet.http.get(path).set(bearer(machine.token)).expect(200);
    }
    for (const query of ['since=yesterday', 'until=2024-02-30T00:00:00Z', 'since=2026-02-01&until=2026-01-01']) {
      const res = await fleet.http.get(`/api/v1/audit-log/export?${query}`).set(bearer(admin)).expect(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body.code).toBe('validation_failed');
    }
    await fleet.http.get('/api/v1/audit-log/export?page=2').set(bearer(admin)).expect(400);
  });

  it('reads at the pace of the client and stops cleanly when it goes away mid-stream', async () => {
    // 200 000 rows, ~50 MB of NDJSON, 400 batches.
    // In parts: one statement must stay under the statement budget.
    for (let part = 0; part < 4; part++) await seedOld(fleet, 50_000, 10, '/large-export');
    const url = new URL('/api/v1/audit-log/export', fleet.url);
    // Counts the export's batch queries (observed, not replaced): the stream must stop reading when the client goes.
    let batches = 0;
    const query = fleet.db.query.bind(fleet.db);
    fleet.db.query = ((sql: string, ...rest: unknown[]) => {
      if (sql.includes('cursor_at')) batches += 1;
      return (query as (...args: unknown[]) => Promise<unknown>)(sql, ...rest);
    }) as typeof fleet.db.query;
    const settled = async (): Promise<number> => {
      for (let last = -1; last !== batches;) {
        last = batches;
        await new Promise((resolve) => setTimeout(resolve, 400));
      }
      return batches;
    };
    let paused = 0;
    const { result: received, lines } = await capturingLogs(
      () =>
        new Promise<number>((resolve, reject) => {
          const req = httpRequest(url, { headers: bearer(admin) }, (res) => {
            expect(res.statusCode).toBe(200);
            res.once('data', (chunk: Buffer) => {
              // The client stops reading: once the socket buffers are full, so does the export.
              res.pause();
              void settled().then((n) => {
                paused = n;
                req.destroy();
                resolve(chunk.length);
              });
            });
            res.on('end', () => reject(new Error('the whole export arrived before the client hung up')));
          });
          req.on('error', () => undefined);
          req.end();
        }),
    );
    const after = await settled();
    fleet.db.query = query;
    expect(received).toBeGreaterThan(0);
    expect(lines).toEqual([]);
    // Backpressure: a paused client holds the export at what the socket buffers take, far from the 400 batches.
    expect(paused).toBeGreaterThan(1);
    expect(paused).toBeLessThan(300);
    // And once it has gone, no further batch is read.
    expect(after - paused).toBeLessThanOrEqual(1);
    const pool = (fleet.db.driver as unknown as { master: { totalCount: number; idleCount: number } }).master;
    expect(pool.idleCount).toBe(pool.totalCount);
    // The app still answers, reads included (on PGlite the one session would otherwise still be taken).
    await fleet.http.get('/readyz').expect(200);
    const page = await fleet.http.get('/api/v1/audit-log?limit=1').set(bearer(admin)).expect(200);
    expect(page.body.pagination.total).toBeGreaterThanOrEqual(200_000);
  });
});
