/**
 * `npm run bench:fleets`: many fleets polling one hub process, each with its own instance key (docs/benchmarks.md,
 * "Capacity model"). One PostgreSQL database with the demo catalog inflated like `npm run bench` (about 1,000
 * templates), BENCH_FLEETS_ORGS organizations (every third with a grant on each private category, every fourth
 * owning some templates), and the largest of BENCH_FLEETS keys spread over them round robin. For each fleet count:
 * a fresh hub process (production mode, metrics on, cache TTL long enough that every key's check stays cached
 * through the run), a load generator in its own process (bench/fleets-load.ts) that first polls every fleet
 * once, then runs one step per concurrency in BENCH_FLEETS_STEPS; reported: req/s, p50, p99 per step, the best
 * req/s with p99 ≤ 50 ms, what that makes in fleets at a 60 s poll (two requests a poll), the hub's RSS with all
 * keys' checks cached, and the cache hit rate. Not a test: nothing here asserts.
 *
 *   BENCH_FLEETS=10000,100000 BENCH_FLEETS_ORGS=50 BENCH_FLEETS_SECONDS=5 BENCH_FLEETS_STEPS=4,16,32 npm run bench:fleets
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { envInt, runMain } from '#lib/common';
import { cpuUs, INFLATE_SQL, postgresCpuUs, rssMb, sleep, startHubProcess, writeInstanceKeys } from './support.js';

/** One key for every hub of the run: they share a database, and a hub refuses to start on data another key encrypted. */
const ENCRYPTION_KEY = randomBytes(32).toString('hex');

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const hubEntry = resolve(process.env.BENCH_HUB_ENTRY ?? join(ROOT, 'dist/apps/hub/src/main.js'));
const log = (line: string) => process.stderr.write(`${line}\n`);
const list = (name: string, fallback: string) =>
  (process.env[name] ?? fallback)
    .split(',')
    .map((v) => Number(v.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);

const startHub = (env: Record<string, string>) => startHubProcess(ROOT, hubEntry, ENCRYPTION_KEY, env);

interface Step {
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  total: number;
  errors: number;
  statuses: Record<string, number>;
}

async function main(): Promise<void> {
  const counts = list('BENCH_FLEETS', '10000,100000').sort((a, b) => a - b);
  const orgs = envInt(process.env, 'BENCH_FLEETS_ORGS', 50, 1);
  const seconds = envInt(process.env, 'BENCH_FLEETS_SECONDS', 5, 1);
  const steps = list('BENCH_FLEETS_STEPS', '4,16,32');
  const name = `svc_bench_fleets_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dir = mkdtempSync(join(tmpdir(), 'bench-fleets-'));
  const db = new pg.Client({ connectionString: databaseUrl });
  const results: Record<string, unknown>[] = [];
  try {
    log('setup: hub (migrate, demo data), inflating the catalog');
    const setup = await startHub({ HUB_DATABASE_URL: databaseUrl, HUB_DATA_DIR: dir, HUB_SEED_DEMO: 'true' });
    await setup.stop();
    await db.connect();
    await db.query(INFLATE_SQL);
    const orgIds: string[] = [];
    for (let i = 0; i < orgs; i++) {
      const slug = `fleet-org-${i}`;
      const [{ id }] = (
        await db.query(
          `INSERT INTO organizations (name, slug, status, tier) VALUES ($1, $1, 'active', 'pro') RETURNING id`,
          [slug],
        )
      ).rows as { id: string }[];
      orgIds.push(id);
      if (i % 3 === 0) {
        await db.query(
          `INSERT INTO catalog_access (org_id, category_id) SELECT $1, id FROM categories WHERE is_private`,
          [id],
        );
      }
      if (i % 4 === 0) {
        await db.query(
          `UPDATE templates SET owner_org_id = $1 WHERE id IN (SELECT id FROM templates WHERE owner_org_id IS NULL ORDER BY id OFFSET $2 LIMIT 5)`,
          [id, i * 5],
        );
      }
    }
    const most = counts.at(-1)!;
    log(`setup: ${most} instance keys over ${orgs} organizations`);
    const keysFile = await writeInstanceKeys(db, orgIds, most, join(dir, 'keys.txt'));
    await sleep(3000); // past the sync margin: `updates` since now has nothing new
    const since = new Date().toISOString();

    for (const fleets of counts) {
      log(`${fleets} fleets: fresh hub`);
      const hub = await startHub({
        HUB_DATABASE_URL: databaseUrl,
        HUB_DATA_DIR: dir,
        HUB_MIGRATE: 'false',
        // Long enough that every key's check stays cached for the whole run (the default is 5 s).
        HUB_CATALOG_CACHE_TTL_SECONDS: '3600',
      });
      try {
        const load = (warm: boolean, steps: number[]) =>
          execFileSync(
            process.execPath,
            [
              join(ROOT, 'dist/bench/fleets-load.js'),
              JSON.stringify({
                url: hub.url,
                keysFile,
                fleets,
                since,
                steps,
                seconds,
                warm,
                stateFile: join(dir, `state-${fleets}.json`),
              }),
            ],
            { encoding: 'utf8', maxBuffer: 1 << 24 },
          )
            .trim()
            .split('\n')
            .map((l) => JSON.parse(l) as Step & { warm?: boolean });
        const warmed = load(true, []);
        // Hub and PostgreSQL CPU per request over the measured steps: what a poll costs whatever else the machine does.
        const [hub0, pg0] = [cpuUs(hub.pid), postgresCpuUs()];
        const lines = [...warmed, ...load(false, steps)];
        const [hub1, pg1] = [cpuUs(hub.pid), postgresCpuUs()];
        const measured = lines.filter((l) => !l.warm);
        const metrics = await (await fetch(hub.metricsUrl)).text();
        const value = (metric: string) =>
          Number(new RegExp(`^${metric}(?:\\{[^}]*\\})? (\\S+)`, 'm').exec(metrics)?.[1] ?? NaN);
        const hits = value('hub_catalog_cache_hits_total');
        const misses = value('hub_catalog_cache_misses_total');
        const best = measured.filter((s) => s.p99 <= 50).sort((a, b) => b.rps - a.rps)[0];
        const requests = measured.reduce((n, s) => n + s.total, 0);
        const hubCpuUs = (hub1 - hub0) / requests;
        const result = {
          fleets,
          warm: lines.find((l) => l.warm),
          steps: measured,
          bestRps: best?.rps ?? null,
          fleetsAt60s: best ? Math.floor((best.rps * 60) / 2) : null,
          hubCpuUs,
          postgresCpuUs: (pg1 - pg0) / requests,
          // One core's worth of hub CPU, two requests a poll, one poll a minute.
          fleetsPerCoreAt60s: Math.floor((60 * 1e6) / (2 * hubCpuUs)),
          rssMb: rssMb(hub.pid),
          peakRssMb: rssMb(hub.pid, 'VmHWM'),
          cacheMb: value('hub_catalog_cache_bytes') / 2 ** 20,
          heapUsedMb: value('nodejs_heap_size_used_bytes') / 2 ** 20,
          heapCommittedMb: value('nodejs_heap_size_total_bytes') / 2 ** 20,
          hitRate: hits / (hits + misses),
        };
        results.push(result);
        log(`${fleets} fleets: ${JSON.stringify(result)}`);
      } finally {
        await hub.stop();
      }
    }
    if (process.argv.includes('--json')) process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
    else {
      process.stdout.write(`fleets bench: ${orgs} organizations, ${seconds} s per step, one hub process\n\n`);
      for (const r of results as {
        fleets: number;
        steps: Step[];
        bestRps: number | null;
        fleetsAt60s: number | null;
        hubCpuUs: number;
        postgresCpuUs: number;
        fleetsPerCoreAt60s: number;
        rssMb: number;
        peakRssMb: number;
        cacheMb: number;
        heapUsedMb: number;
        heapCommittedMb: number;
        hitRate: number;
      }[]) {
        process.stdout.write(`${r.fleets} fleets\n`);
        for (const s of r.steps) {
          const codes = Object.entries(s.statuses)
            .map(([c, n]) => `${c}: ${n}`)
            .join(', ');
          process.stdout.write(
            `  ${String(s.connections).padStart(3)} connections: ${s.rps.toFixed(0)} req/s, p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms (${codes}${s.errors ? `, ${s.errors} errors` : ''})\n`,
          );
        }
        process.stdout.write(
          `  best req/s with p99 ≤ 50 ms: ${r.bestRps?.toFixed(0) ?? 'none'}; fleets at a 60 s poll: ${r.fleetsAt60s ?? 'n/a'}\n` +
            `  CPU per request: hub ${r.hubCpuUs.toFixed(0)} µs + PostgreSQL ${r.postgresCpuUs.toFixed(0)} µs; one hub core serves ${r.fleetsPerCoreAt60s} fleets at a 60 s poll\n` +
            `  hub RSS ${r.rssMb.toFixed(0)} MB (peak ${r.peakRssMb.toFixed(0)}; V8 heap ${r.heapUsedMb.toFixed(0)} MB used of ${r.heapCommittedMb.toFixed(0)} committed), cache ${r.cacheMb.toFixed(1)} MB (estimated), hit rate ${(100 * r.hitRate).toFixed(1)}%\n\n`,
        );
      }
    }
  } finally {
    await db.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

await runMain(main);
