/**
 * `npm run bench:compare -- <before main.js> [<after main.js>]`: two builds of the hub side by side in one run, on
 * the cache-miss list (a search term that changes on every request, so every request is one query), each against
 * the raw baseline (bench/raw-server.ts) on the same database. For "before and after" figures of a change to the
 * miss path: the three servers run at once, as separate processes, and each round measures all three in turn
 * (the order alternates by round), so a drift of the machine hits all of them alike. Beside req/s: the user and
 * system CPU per request of each server process, the steadiest figure on a shared machine.
 * `<after>` defaults to this checkout's build. A build from another checkout resolves its own `#lib/*` imports
 * (its own package.json), e.g. a `git worktree` of the previous commit built with `node scripts/build.mjs`.
 *
 *   BENCH_SECONDS=5 BENCH_CONCURRENCY=16 BENCH_ROUNDS=4 npm run bench:compare -- ../before/dist/apps/hub/src/main.js
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { envInt, runMain } from '#lib/common';
import { INFLATE_SQL, postgresCpuUs, startHubProcess, startRawServer, userSystemUs } from './support.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ENCRYPTION_KEY = randomBytes(32).toString('hex');
const log = (line: string) => process.stderr.write(`${line}\n`);

interface Server {
  name: string;
  url: string;
  pid: number;
  stop(): Promise<void>;
}

interface Sample {
  rps: number;
  userUs: number;
  systemUs: number;
  postgresUs: number;
  unexpected: number;
}

async function startHub(name: string, entry: string, env: Record<string, string>): Promise<Server> {
  const hub = await startHubProcess(ROOT, entry, ENCRYPTION_KEY, env);
  return { name, url: `${hub.url}/api/v1/catalog/templates?limit=50&search={n}`, pid: hub.pid, stop: hub.stop };
}

async function startRaw(databaseUrl: string): Promise<Server> {
  const raw = await startRawServer(ROOT, databaseUrl);
  return { name: 'raw', url: `${raw.url}/list?search={n}`, pid: raw.pid, stop: raw.stop };
}

function measure(server: Server, seconds: number, connections: number): Sample {
  const [user0, system0] = userSystemUs(server.pid);
  const postgres0 = postgresCpuUs();
  const out = execFileSync(
    process.execPath,
    [join(ROOT, 'dist/bench/load.js'), JSON.stringify({ url: server.url, seconds, connections })],
    { encoding: 'utf8', maxBuffer: 1 << 20 },
  );
  const [user1, system1] = userSystemUs(server.pid);
  const postgres1 = postgresCpuUs();
  const result = JSON.parse(out.trim().split('\n').at(-1)!) as {
    rps: number;
    total: number;
    errors: number;
    statuses: Record<string, number>;
  };
  const answered = Math.max(result.total, 1);
  const unexpected =
    result.errors + Object.entries(result.statuses).reduce((n, [code, c]) => (code === '200' ? n : n + c), 0);
  return {
    rps: result.rps,
    userUs: (user1 - user0) / answered,
    systemUs: (system1 - system0) / answered,
    postgresUs: (postgres1 - postgres0) / answered,
    unexpected,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
  const [beforeArg, afterArg] = process.argv.slice(2);
  if (!beforeArg) throw new Error('usage: npm run bench:compare -- <before main.js> [<after main.js>]');
  const before = resolve(beforeArg);
  const after = resolve(afterArg ?? join(ROOT, 'dist/apps/hub/src/main.js'));
  const seconds = envInt(process.env, 'BENCH_SECONDS', 5, 1);
  const connections = envInt(process.env, 'BENCH_CONCURRENCY', 16, 1);
  const rounds = envInt(process.env, 'BENCH_ROUNDS', 4, 1);
  const name = `svc_compare_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-compare-'));
  const servers: Server[] = [];
  try {
    log('starting: the "after" hub (migrates, demo data), inflating the catalog, the "before" hub, the raw baseline');
    const env = { HUB_DATABASE_URL: databaseUrl, HUB_DATA_DIR: dataDir };
    servers.push(await startHub('after', after, { ...env, HUB_SEED_DEMO: 'true' }));
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    await db.query(INFLATE_SQL);
    await db.end();
    servers.unshift(await startHub('before', before, { ...env, HUB_MIGRATE: 'false' }));
    servers.push(await startRaw(databaseUrl));
    for (const server of servers) measure(server, 2, connections); // warm-up, not recorded
    const samples = new Map<string, Sample[]>(servers.map((s) => [s.name, []]));
    for (let round = 1; round <= rounds; round++) {
      const order = round % 2 ? servers : [...servers].reverse();
      for (const server of order) samples.get(server.name)!.push(measure(server, seconds, connections));
      log(
        `round ${round}: ` +
          servers
            .map((s) => {
              const x = samples.get(s.name)!.at(-1)!;
              return `${s.name} ${x.rps.toFixed(0)} req/s, ${x.userUs.toFixed(0)} + ${x.systemUs.toFixed(0)} µs`;
            })
            .join(' | '),
      );
    }
    const raw = samples.get('raw')!;
    process.stdout.write(
      `cache-miss list (changing search), ${rounds} rounds of ${seconds} s, ${connections} connections; medians ` +
        '(÷ raw: the median of per-round ratios)\n' +
        'server    req/s   ÷ raw  user µs/req  system µs/req  PostgreSQL µs/req  unexpected\n',
    );
    for (const server of servers) {
      const s = samples.get(server.name)!;
      const cells = [
        server.name.padEnd(7),
        median(s.map((x) => x.rps))
          .toFixed(0)
          .padStart(7),
        `${median(s.map((x, i) => x.rps / raw[i].rps)).toFixed(2)}×`.padStart(7),
        median(s.map((x) => x.userUs))
          .toFixed(0)
          .padStart(12),
        median(s.map((x) => x.systemUs))
          .toFixed(0)
          .padStart(14),
        median(s.map((x) => x.postgresUs))
          .toFixed(0)
          .padStart(18),
        String(s.reduce((n, x) => n + x.unexpected, 0)).padStart(11),
      ];
      process.stdout.write(`${cells.join(' ')}\n`);
    }
  } finally {
    for (const server of servers) await server.stop().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runMain(main);
