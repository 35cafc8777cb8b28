/**
 * `npm run bench:audit`: machine-token requests against the fleet at a fixed rate while the audit retention
 * pass prunes a large backlog (issue 27). Three processes: the fleet as production runs it
 * (`node dist/apps/fleet/src/main.js`, NODE_ENV=production, PostgreSQL), the load generator
 * (bench/audit-load.ts, open loop) and this runner, which samples the fleet's /metrics while the load runs.
 *
 * 1. A fresh database on BENCH_DATABASE_URL's server; a first fleet start migrates it and a machine token is made.
 * 2. BENCH_AUDIT_SEED_ROWS audit rows dated two days back (to be pruned) and 10,000 dated 12 hours back (to be
 *    kept) are written straight into the table.
 * 3. Two runs of GET /api/v1/auth/me with the machine token at BENCH_AUDIT_RATE requests/s for BENCH_AUDIT_SECONDS,
 *    each request with its own request id, each after an unrecorded warm-up (BENCH_AUDIT_WARMUP_SECONDS) at the
 *    same rate: the reference with FLEET_AUDIT_RETENTION_DAYS=0 (the backlog stays), then with
 *    FLEET_AUDIT_RETENTION_DAYS=1 and a pass every BENCH_AUDIT_PRUNE_INTERVAL_SECONDS, so that the backlog is
 *    being pruned while the load runs.
 * 4. Checks: every request sent (warm-up included) has exactly one audit row (by request id), the rows of the last
 *    12 hours are all still there, the pass pruned old rows. Reports the request latency (the path that writes the
 *    audit row) overall and per 10-second window beside the rows pruned in that window and the table's size,
 *    the ratio of the last window's p99 to the first's, and the p99 with pruning over the reference's. Exits 1 when
 *    a check fails; timings are reported, not asserted.
 *
 *   BENCH_AUDIT_RATE=500 BENCH_AUDIT_SECONDS=60 BENCH_AUDIT_SEED_ROWS=1000000 npm run bench:audit [-- --json]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { envInt, runMain } from '#lib/common';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../..');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const json = process.argv.includes('--json');
const log = (line: string) => process.stderr.write(`${line}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const WINDOW_SECONDS = 10;
const KEPT_ROWS = 10_000;
const ADMIN = { email: 'bench-admin', password: randomBytes(16).toString('hex') };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

interface Fleet {
  url: string;
  metricsUrl: string;
  stop(): Promise<void>;
}

async function startFleet(databaseUrl: string, env: Record<string, string>): Promise<Fleet> {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, [join(ROOT, 'dist/apps/fleet/src/main.js')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      FLEET_HOST: '127.0.0.1',
      FLEET_PORT: String(port),
      FLEET_METRICS_PORT: String(metricsPort),
      FLEET_DATABASE_URL: databaseUrl,
      FLEET_ENCRYPTION_KEY: '202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f',
      FLEET_SESSION_SECRET: 'bench-session-secret-of-at-least-32-characters',
      FLEET_LOG_REQUESTS: 'false',
      FLEET_DOCS_UI: 'false',
      FLEET_SYNC_INTERVAL_SECONDS: '0',
      SVC_TEMP_ADMIN_USER: ADMIN.email,
      SVC_TEMP_ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (exited(child)) throw new Error(`fleet exited (${child.exitCode ?? child.signalCode}): ${output}`);
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 600) throw new Error(`fleet not ready after 60 s: ${output}`);
    await sleep(100);
  }
  return {
    url,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    async stop() {
      if (exited(child)) return;
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await done;
      clearTimeout(timer);
    },
  };
}

async function call<T>(url: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const res = await fetch(url, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Rows pruned so far and passes run, from the fleet's /metrics. */
async function pruneCounters(metricsUrl: string): Promise<{ pruned: number; passes: number }> {
  const text = await (await fetch(metricsUrl)).text();
  const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? 0);
  return {
    pruned: value(/^fleet_audit_pruned_rows_total\{[^}]*\} (\d+)/m),
    passes: value(/^fleet_audit_prune_pass_seconds_count\{[^}]*\} (\d+)/m),
  };
}

interface LoadResult {
  sent: number;
  skipped: number;
  errors: number;
  achievedRate: number;
  statuses: Record<string, number>;
  p50: number;
  p99: number;
  windows: { count: number; p50: number; p99: number }[];
}

interface Phase {
  pruning: boolean;
  achievedRate: number;
  sent: number;
  skipped: number;
  statuses: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
  windows: { count: number; p50: number; p99: number; pruned: number; tableRows: number }[];
  lastToFirstP99: number;
  auditRows: number;
  distinctRequestIds: number;
  everyRequestExactlyOneRow: boolean;
  oldLeft: number;
  keptRowsIntact: boolean;
  prunedRows: number;
  passes: number;
}

/** The load generator, a process of its own. */
function runLoad(url: string, token: string, rate: number, seconds: number, idPrefix: string): Promise<LoadResult> {
  return new Promise<LoadResult>((resolveLoad, reject) => {
    const job = { url: `${url}/api/v1/auth/me`, token, rate, seconds, windowSeconds: WINDOW_SECONDS, idPrefix };
    const child = spawn(
      process.execPath,
      [join(ROOT, 'dist/bench/audit-load.js'), JSON.stringify({ ...job, maxInFlight: 512 })],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolveLoad(JSON.parse(out.trim().split('\n').at(-1)!)) : reject(new Error(`load: ${code}`)),
    );
  });
}

async function main(): Promise<void> {
  const rate = envInt(process.env, 'BENCH_AUDIT_RATE', 500, 1);
  const seconds = envInt(process.env, 'BENCH_AUDIT_SECONDS', 60, WINDOW_SECONDS);
  const seedRows = envInt(process.env, 'BENCH_AUDIT_SEED_ROWS', 1_000_000, 0);
  const interval = envInt(process.env, 'BENCH_AUDIT_PRUNE_INTERVAL_SECONDS', 5, 1);
  const warmup = envInt(process.env, 'BENCH_AUDIT_WARMUP_SECONDS', 15, 0);
  const database = `bench_audit_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${database}`;
  const db = new pg.Client({ connectionString: databaseUrl.toString() });
  let fleet: Fleet | null = null;
  let failed = false;
  try {
    log(`bench:audit: database ${database}; migrating and making a machine token`);
    fleet = await startFleet(databaseUrl.toString(), { FLEET_AUDIT_RETENTION_DAYS: '0' });
    const session = (
      await call<{ access_token: string }>(`${fleet.url}/api/v1/auth/login`, {
        method: 'POST',
        body: JSON.stringify(ADMIN),
      })
    ).access_token;
    const { machineToken } = await call<{ machineToken: { id: string; token: string } }>(
      `${fleet.url}/api/v1/machine-tokens`,
      { method: 'POST', token: session, body: JSON.stringify({ name: 'bench', role: 'readonly' }) },
    );
    await fleet.stop();
    fleet = null;

    await db.connect();
    log(`bench:audit: seeding ${seedRows} rows two days old and ${KEPT_ROWS} twelve hours old`);
    const seed = async (n: number, age: string, path: string) => {
      for (let done = 0; done < n; done += 100_000) {
        await db.query(
          `INSERT INTO machine_token_audit_log (token_id, token_prefix, method, path, status, at, request_id)
           SELECT $1, 'svcm_seeded0', 'GET', $3, 200, now() - $4::interval - i * interval '1 millisecond', 'seed-' || i
             FROM generate_series(1, $2::int) AS i`,
          [machineToken.id, Math.min(100_000, n - done), path, age],
        );
      }
    };
    await seed(seedRows, '2 days', '/seeded-old');
    await seed(KEPT_ROWS, '12 hours', '/seeded-kept');
    await db.query('ANALYZE machine_token_audit_log');

    const phase = async (pruning: boolean): Promise<Phase> => {
      fleet = await startFleet(databaseUrl.toString(), {
        FLEET_AUDIT_RETENTION_DAYS: pruning ? '1' : '0',
        FLEET_AUDIT_PRUNE_INTERVAL_SECONDS: String(interval),
      });
      const idPrefix = `bench-${randomBytes(3).toString('hex')}-`;
      // An unrecorded warm-up at the same rate (JIT, pools, PostgreSQL's cache); the retention pass starts meanwhile.
      let warm = { sent: 0, errors: 0 };
      if (warmup > 0) {
        log(`bench:audit: warm-up, ${rate} req/s for ${warmup} s, pruning ${pruning ? 'on' : 'off'}`);
        warm = await runLoad(fleet.url, machineToken.token, rate, warmup, `${idPrefix}w`);
      }
      log(`bench:audit: ${rate} req/s for ${seconds} s, pruning ${pruning ? 'on' : 'off (the reference)'}`);
      const samples: { at: number; pruned: number; passes: number; rows: number }[] = [];
      const started = Date.now();
      const load = runLoad(fleet.url, machineToken.token, rate, seconds, `${idPrefix}m`);
      let running = true;
      void load.finally(() => (running = false)).catch(() => undefined);
      // Every second: rows pruned so far (the fleet's /metrics) and the table's size.
      while (running) {
        // The exact size every 10 s (an index-only count, which costs the server a little), the last one between.
        const rows =
          samples.length % WINDOW_SECONDS === 0
            ? Number((await db.query('SELECT count(*)::int AS n FROM machine_token_audit_log')).rows[0].n)
            : samples.at(-1)!.rows;
        samples.push({
          at: (Date.now() - started) / 1000,
          ...(await pruneCounters(fleet.metricsUrl)),
          rows: Number(rows),
        });
        await Promise.race([load.catch(() => undefined), sleep(1000)]);
      }
      const result = await load;
      // The list waits for the write-behind queue.
      await call(`${fleet.url}/api/v1/audit-log?limit=1`, { token: session });
      // Every request, warm-up included, has exactly one row (by request id).
      const [check] = (
        await db.query(
          `SELECT count(*) FILTER (WHERE request_id LIKE $1)::int AS rows,
                  count(DISTINCT request_id) FILTER (WHERE request_id LIKE $1)::int AS ids,
                  count(*) FILTER (WHERE request_id LIKE $2)::int AS warm_rows,
                  count(DISTINCT request_id) FILTER (WHERE request_id LIKE $2)::int AS warm_ids
             FROM machine_token_audit_log WHERE request_id LIKE $3`,
          [`${idPrefix}m%`, `${idPrefix}w%`, `${idPrefix}%`],
        )
      ).rows;
      const [left] = (
        await db.query(
          `SELECT count(*) FILTER (WHERE path = '/seeded-old')::int AS old,
                  count(*) FILTER (WHERE path = '/seeded-kept')::int AS kept FROM machine_token_audit_log`,
        )
      ).rows;
      const counters = await pruneCounters(fleet.metricsUrl);
      await fleet.stop();
      fleet = null;
      const windows = result.windows.map((w, i) => {
        const from = samples.filter((x) => x.at <= i * WINDOW_SECONDS).at(-1) ?? samples[0];
        const to = samples.filter((x) => x.at <= (i + 1) * WINDOW_SECONDS).at(-1);
        return { ...w, pruned: to && from ? to.pruned - from.pruned : 0, tableRows: to?.rows ?? 0 };
      });
      return {
        pruning,
        achievedRate: result.achievedRate,
        sent: result.sent,
        skipped: result.skipped,
        statuses: result.statuses,
        p50Ms: result.p50,
        p99Ms: result.p99,
        windows,
        lastToFirstP99: windows.at(-1)!.p99 / Math.max(windows[0].p99, 0.001),
        auditRows: check.rows,
        distinctRequestIds: check.ids,
        everyRequestExactlyOneRow:
          check.rows === result.sent &&
          check.ids === result.sent &&
          result.errors === 0 &&
          check.warm_rows === warm.sent &&
          check.warm_ids === warm.sent &&
          warm.errors === 0,
        oldLeft: left.old,
        keptRowsIntact: left.kept === KEPT_ROWS,
        prunedRows: counters.pruned,
        passes: counters.passes,
      };
    };
    // The reference first (the backlog is there, nothing prunes it), then the same load while it is pruned.
    const reference = await phase(false);
    const measured = await phase(true);
    failed =
      [reference, measured].some((x) => !x.everyRequestExactlyOneRow || !x.keptRowsIntact) || measured.prunedRows === 0;
    const report = {
      rate,
      seconds,
      seededOld: seedRows,
      reference,
      pruning: measured,
      p99PruningToReference: measured.p99Ms / Math.max(reference.p99Ms, 0.001),
    };
    if (json) {
      process.stdout.write(`${JSON.stringify(report)}\n`);
    } else {
      const ms = (v: number) => `${v.toFixed(1)} ms`;
      for (const x of [reference, measured]) {
        console.log(
          `\nmachine-token requests at ${rate}/s for ${seconds} s, pruning ${x.pruning ? 'ON' : 'off'} ` +
            `(achieved ${x.achievedRate.toFixed(0)}/s; statuses ${JSON.stringify(x.statuses)}; ` +
            `not sent, over 512 in flight: ${x.skipped})`,
        );
        console.log(`request latency (the path that writes the audit row): p50 ${ms(x.p50Ms)}, p99 ${ms(x.p99Ms)}`);
        console.log('window   requests   p50        p99        rows pruned   table rows');
        x.windows.forEach((w, i) =>
          console.log(
            `${String(i * WINDOW_SECONDS).padStart(3)}-${String((i + 1) * WINDOW_SECONDS).padEnd(4)} ` +
              `${String(w.count).padStart(8)}   ${ms(w.p50).padStart(8)}   ${ms(w.p99).padStart(8)}   ` +
              `${String(w.pruned).padStart(11)}   ${w.tableRows}`,
          ),
        );
        console.log(`p99 last window / first window: ${x.lastToFirstP99.toFixed(2)}`);
        console.log(
          `audit rows: ${x.auditRows} for ${x.sent} requests sent (${x.distinctRequestIds} distinct request ids): ` +
            (x.everyRequestExactlyOneRow ? 'exactly one each' : 'MISMATCH'),
        );
        console.log(
          `pruning: ${x.prunedRows} rows (${x.passes} passes finished); ${x.oldLeft} of ${seedRows} old rows left; ` +
            `rows of the last 12 hours ${x.keptRowsIntact ? 'all kept' : 'MISSING'}`,
        );
      }
      console.log(`\np99 with pruning / p99 of the reference: ${report.p99PruningToReference.toFixed(2)}`);
    }
  } finally {
    await fleet?.stop();
    await db.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
  if (failed) process.exitCode = 1;
}

void runMain(main);
