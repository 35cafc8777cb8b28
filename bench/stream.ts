/**
 * `npm run bench:stream` (docs/benchmarks.md, "Catalog event streams"): BENCH_STREAMS (20,000, or the open-files
 * limit less 100) concurrent catalog event streams into ONE hub process on PostgreSQL, from BENCH_STREAM_PROCS
 * client processes (bench/stream-clients.ts) spread over the source addresses 127.0.0.2–127.0.0.9, over BENCH_STREAM_ORGS organizations. Reported:
 * - publish-to-delivered p50 / p99 over every stream of BENCH_STREAM_CHANGES public template writes (from the
 *   write's commit to the event's arrival at the client);
 * - the hub's resident memory per connection, its CPU while idle with heartbeats (HUB_EVENTS_HEARTBEAT_SECONDS), and
 *   its change reads per change (hub_catalog_event_reads);
 * - `kill -9` of the hub, a change while it is down, a restart on the same port: the time until every stream is
 *   open again, streams that got an id twice or ids out of order, 503s of the admission control, and the resume
 *   reads it made;
 * - today's timer for comparison: the staleness a 300 s timer gives (uniform: median 150 s), and the request rate a
 *   poll at the same freshness would cost.
 * Not a test: nothing here asserts. Run it under `flock /tmp/bench.lock`; raise `ulimit -n` first.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { envInt, runMain } from '#lib/common';
import { cpuUs, rssMb, sleep, startHubProcess, type HubProcess, writeInstanceKeys } from './support.js';

const ENCRYPTION_KEY = randomBytes(32).toString('hex');
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const hubEntry = join(ROOT, 'dist/apps/hub/src/main.js');
const log = (line: string) => process.stderr.write(`${line}\n`);
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** This process's limit of open files (/proc/self/limits), which the hub it starts inherits. */
function openFilesLimit(): number {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  const soft = Number(line?.split(/\s{2,}/)[1]);
  return Number.isFinite(soft) && soft > 0 ? soft : 20_100;
}

async function metric(hub: HubProcess, name: string): Promise<number> {
  const text = await (await fetch(hub.metricsUrl)).text();
  // Every series carries the app's default label (`name{app="hub"} 12`).
  const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
  return line ? Number(line.split(' ')[1]) : NaN;
}

function ask<T>(child: ChildProcess, message: Record<string, unknown>): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (value) => resolve(value as T));
    child.send(message);
  });
}

async function main(): Promise<void> {
  // 20,000 (issue 41), or as many as one process may hold here: a descriptor per stream, 100 kept for the hub's own.
  const total = envInt(process.env, 'BENCH_STREAMS', Math.min(20_000, openFilesLimit() - 100), 1);
  const procs = envInt(process.env, 'BENCH_STREAM_PROCS', 4, 1);
  const orgs = envInt(process.env, 'BENCH_STREAM_ORGS', 100, 1);
  const changes = envInt(process.env, 'BENCH_STREAM_CHANGES', 10, 1);
  const idleSeconds = envInt(process.env, 'BENCH_STREAM_IDLE_SECONDS', 30, 1);
  const name = `svc_bench_stream_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dir = mkdtempSync(join(tmpdir(), 'bench-stream-'));
  const db = new pg.Client({ connectionString: databaseUrl });
  const clients: ChildProcess[] = [];
  let hub: HubProcess | null = null;
  const figures: Record<string, unknown> = { streams: total, client_processes: procs, organizations: orgs };
  try {
    const hubEnv = {
      HUB_DATABASE_URL: databaseUrl,
      HUB_DATA_DIR: dir,
      HUB_CATALOG_CACHE_TTL_SECONDS: '3600',
      HUB_EVENTS_ADMIT_PER_SECOND: process.env.BENCH_STREAM_ADMIT ?? '1000',
    };
    hub = await startHubProcess(ROOT, hubEntry, ENCRYPTION_KEY, { ...hubEnv, HUB_SEED_DEMO: 'true' });
    await db.connect();
    const orgIds: string[] = [];
    for (let i = 0; i < orgs; i++) {
      const { rows } = await db.query(
        `INSERT INTO organizations (name, slug, status, tier) VALUES ($1, $1, 'active', 'pro') RETURNING id`,
        [`stream-org-${i}`],
      );
      orgIds.push(rows[0].id as string);
    }
    const keysFile = await writeInstanceKeys(db, orgIds, total, join(dir, 'keys.txt'));
    const [{ id: categoryId }] = (await db.query('SELECT id FROM categories WHERE NOT is_private LIMIT 1')).rows;
    const publish = async (i: number) => {
      await db.query(
        `INSERT INTO templates (name, slug, description, category_id, image_name, is_public)
         VALUES ($1, $1, '', $2, 'bench/stream', true)`,
        [`stream-bench-${i}-${process.pid}`, categoryId],
      );
      return Date.now();
    };

    const rssBefore = rssMb(hub.pid);
    const addresses = Array.from({ length: 8 }, (_, i) => `127.0.0.${i + 2}`);
    const per = Math.ceil(total / procs);
    for (let p = 0; p < procs; p++) {
      clients.push(
        fork(
          join(ROOT, 'dist/bench/stream-clients.js'),
          [
            JSON.stringify({
              url: hub.url,
              keysFile,
              from: p * per,
              count: Math.min(per, total - p * per),
              addresses,
              // Together the processes first connect at the admission rate (fleets do not all start in one second).
              startPerSecond: Math.max(1, Number(hubEnv.HUB_EVENTS_ADMIT_PER_SECOND) / procs),
            }),
          ],
          { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
        ),
      );
    }
    const allOpen = async (limitMs: number) => {
      const started = Date.now();
      for (;;) {
        const states = await Promise.all(
          clients.map((c) => ask<{ open: number; refused: number }>(c, { cmd: 'status' })),
        );
        const open = states.reduce((a, s) => a + s.open, 0);
        if (open >= total || Date.now() - started > limitMs) {
          return { open, ms: Date.now() - started, refused: states.reduce((a, s) => a + s.refused, 0) };
        }
        await sleep(250);
      }
    };
    const opened = await allOpen(180_000);
    log(`open: ${opened.open}/${total} after ${opened.ms} ms (${opened.refused} refused 503)`);
    figures.connect = opened;
    await sleep(3000);
    const rssOpen = rssMb(hub.pid);
    figures.rss_mb = { before: rssBefore, with_streams: rssOpen };
    figures.rss_kib_per_connection = Math.round(((rssOpen - rssBefore) * 1024) / Math.max(1, opened.open));

    // Idle: heartbeats only.
    const cpu0 = cpuUs(hub.pid);
    await sleep(idleSeconds * 1000);
    figures.idle_cpu_percent = Math.round(((cpuUs(hub.pid) - cpu0) / (idleSeconds * 1e6)) * 1000) / 10;
    log(
      `rss ${JSON.stringify(figures.rss_mb)} (${String(figures.rss_kib_per_connection)} KiB/connection), idle cpu ${String(figures.idle_cpu_percent)} %`,
    );

    // Publish-to-delivered.
    const readsBefore = await metric(hub, 'hub_catalog_event_reads');
    const latencies: number[] = [];
    let missing = 0;
    for (let i = 0; i < changes; i++) {
      const at = await publish(i);
      const answers = await Promise.all(
        clients.map((c) =>
          ask<{ latencies: number[]; missing: number }>(c, { cmd: 'wait', since: at, timeoutMs: 30_000 }),
        ),
      );
      for (const a of answers) {
        latencies.push(...a.latencies);
        missing += a.missing;
      }
      await sleep(500);
    }
    latencies.sort((a, b) => a - b);
    const readsAfter = await metric(hub, 'hub_catalog_event_reads');
    figures.delivery_ms = { p50: pct(latencies, 50), p99: pct(latencies, 99), max: latencies.at(-1), missing };
    // Reads include the 5 s safety poll (HUB_EVENTS_POLL_SECONDS) made meanwhile; the rest is per change.
    figures.db_change_reads = { total: readsAfter - readsBefore, changes };
    log(`delivery p50 ${pct(latencies, 50)} ms, p99 ${pct(latencies, 99)} ms, missing ${missing}`);
    log(`change reads ${JSON.stringify(figures.db_change_reads)}`);

    // kill -9, a change while down, restart on the same port.
    const port = new URL(hub.url).port;
    process.kill(hub.pid, 'SIGKILL');
    await sleep(1000);
    const downAt = await publish(changes + 1);
    const restartedAt = Date.now();
    // Restarted without the reconnecting crowd's wait counted against it: its readiness probe may be slow to answer.
    hub = await startHubProcess(ROOT, hubEntry, ENCRYPTION_KEY, { ...hubEnv, HUB_MIGRATE: 'false', HUB_PORT: port });
    log(`restarted after ${Date.now() - restartedAt} ms`);
    const reopened = await allOpen(120_000);
    const answers = await Promise.all(
      clients.map((c) =>
        ask<{ latencies: number[]; missing: number }>(c, { cmd: 'wait', since: downAt, timeoutMs: 60_000 }),
      ),
    );
    const verify = await Promise.all(
      clients.map((c) =>
        ask<{ duplicated: number; nonIncreasing: number; open: number; resumedAt: number[] }>(c, { cmd: 'verify' }),
      ),
    );
    const resumed = verify.flatMap((v) => v.resumedAt).map((t) => t - restartedAt);
    resumed.sort((a, b) => a - b);
    figures.restart = {
      all_open_after_ms: reopened.ms,
      open: reopened.open,
      refused_503: reopened.refused,
      last_stream_resumed_ms: resumed.at(-1),
      missed_change_while_down: answers.reduce((a, x) => a + x.missing, 0),
      streams_with_an_id_twice: verify.reduce((a, v) => a + v.duplicated, 0),
      streams_with_ids_out_of_order: verify.reduce((a, v) => a + v.nonIncreasing, 0),
      resume_reads: await metric(hub, 'hub_catalog_event_reads'),
    };
    figures.timer_today = {
      interval_s: 300,
      median_staleness_s: 150,
      requests_per_second_for_20000_fleets_at_60s_poll: Math.round(20_000 / 60),
    };
    log(JSON.stringify(figures, null, 2));
    process.stdout.write(`${JSON.stringify(figures)}\n`);
  } finally {
    for (const c of clients) c.kill();
    await hub?.stop().catch(() => undefined);
    await db.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

void runMain(main);
