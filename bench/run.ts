/**
 * `npm run bench`: the hub's catalog read paths under load, against what a user would write instead, in three
 * kinds of processes on one machine:
 * - the hub as production runs it (`node dist/apps/hub/src/main.js`, NODE_ENV=production), with its cache on,
 *   and a second one with HUB_CATALOG_CACHE=false (the reference for categories, `updates` and MCP);
 * - the raw baseline (bench/raw-server.ts: Fastify + pg, the hub's own catalog SQL, no framework);
 * - the load generator (bench/load.ts: autocannon), a new process per measurement.
 * One PostgreSQL database (BENCH_DATABASE_URL) with the demo catalog inflated to about 1,000 templates, 50-row
 * pages; BENCH_ROUNDS interleaved rounds (each hub case is followed by its baseline case, and the ratio is
 * taken per round; which side goes first alternates by round), after an unrecorded warm-up of both sides of
 * every case; then the list cases once more on the embedded database (PGlite). Beside each measurement: the CPU
 * time per request of the server process and of PostgreSQL (where a case's time goes), and after the run the
 * hub's RSS, peak RSS and V8 heap spaces (what holds its memory). `--json` prints the whole result as JSON. Not a
 * test: nothing here asserts timings.
 *
 *   BENCH_SECONDS=5 BENCH_WARMUP_SECONDS=2 BENCH_CONCURRENCY=32 BENCH_ROUNDS=3 npm run bench [-- --json]
 *   BENCH_CASES=miss,slug BENCH_EMBEDDED=false BENCH_NODE_FLAGS=--max-semi-space-size=8 npm run bench
 */
import { execFileSync, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { envInt, runMain } from '#lib/common';
import { mintToken } from '#lib/credentials';
import { openPglite } from '#lib/database';
import {
  cpuUs,
  freePort,
  INFLATE_SQL,
  postgresCpuUs,
  rssMb,
  sleep,
  startHubProcess,
  startRawServer,
  stop,
  waitReady,
} from './support.js';

/** One key for every hub of the run: they share a database, and a hub refuses to start on data another key encrypted. */
const ENCRYPTION_KEY = randomBytes(32).toString('hex');

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../..');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const json = process.argv.includes('--json');
/** BENCH_EMBEDDED=false: PostgreSQL only (quicker, for a look at one case). */
const withEmbedded = process.env.BENCH_EMBEDDED !== 'false';
/** The hub build under test (BENCH_HUB_ENTRY: another build's main.js, e.g. to measure a previous version). */
const hubEntry = resolve(process.env.BENCH_HUB_ENTRY ?? join(ROOT, 'dist/apps/hub/src/main.js'));
const log = (line: string) => process.stderr.write(`${line}\n`);

interface Settings {
  seconds: number;
  /** Unrecorded warm-up measurement of each side of each case before the first round (0: none). */
  warmupSeconds: number;
  connections: number;
  rounds: number;
}

interface Measurement {
  rps: number;
  total: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: Record<string, number>;
  /** CPU time per answered request (µs): the server process measured, and every local PostgreSQL process. */
  serverCpuUs: number;
  postgresCpuUs: number;
}

interface Target {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  status: number;
}

interface Case {
  name: string;
  hub: Target;
  baseline: Target;
  baselineName: string;
  target: string;
  /** Minimum median ratio (and, for the cache-miss case, maximum p99 ratio). */
  minRatio: number;
  maxP99Ratio?: number;
}

interface Proc {
  url: string;
  mcpUrl: string;
  /** The hub's /metrics listener (memory breakdown after the run). */
  metricsUrl?: string;
  pid: number;
  stop(): Promise<void>;
}

async function startHub(env: Record<string, string>): Promise<Proc> {
  const hub = await startHubProcess(ROOT, hubEntry, ENCRYPTION_KEY, env);
  serverPids.set(hub.url, hub.pid).set(hub.mcpUrl, hub.pid);
  return hub;
}

async function startRaw(databaseUrl: string): Promise<Proc> {
  const raw = await startRawServer(ROOT, databaseUrl);
  serverPids.set(raw.url, raw.pid);
  return { ...raw, mcpUrl: '' };
}

/** A recorded answer: status, the headers as the hub sent them (hop-by-hop ones and Date left out), the body's bytes. */
interface Recorded {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** One request with node:http: the bytes as they came over the wire (fetch would decode them). */
function record(target: Target): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(target.url, { method: target.method ?? 'GET', headers: target.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (value === undefined || ['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) continue;
          headers[name] = value;
        }
        resolve({ status: res.statusCode!, headers, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(target.body);
  });
}

/** bench/limit-server.ts answering each recorded answer at `/case/<i>`. */
async function startLimit(answers: Recorded[], dir: string): Promise<Proc> {
  const port = await freePort();
  const file = join(dir, 'limit-answers.json');
  writeFileSync(
    file,
    JSON.stringify(
      answers.map((a, i) => ({
        path: `/case/${i}`,
        status: a.status,
        headers: a.headers,
        body: a.body.toString('base64'),
      })),
    ),
  );
  const child = fork(join(ROOT, 'dist/bench/limit-server.js'), [], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', LIMIT_PORT: String(port), LIMIT_ANSWERS: file },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitReady(`${url}/ready`, child, () => stderr);
  serverPids.set(url, child.pid!);
  return { url, mcpUrl: '', pid: child.pid!, stop: () => stop(child) };
}

/**
 * The cached cases against the limit (bench/limit-server.ts), each uncompressed and with brotli on both sides:
 * the hub's answer is recorded once (after a warm-up request, so it is the cached one) and the limit answers
 * exactly those bytes and headers. Targets from issue 25; p99 within 3× the limit's in the same round.
 */
async function limitCases(hub: Proc, key: string, dir: string, procs: Proc[]): Promise<Case[]> {
  const list = `${hub.url}/api/v1/catalog/templates?limit=50`;
  const slug = `${hub.url}/api/v1/catalog/templates/vllm`;
  const auth = { authorization: `Bearer ${key}` };
  const shapes: { name: string; url: string; headers?: Record<string, string>; conditional?: boolean; min: number }[] =
    [
      { name: 'list, anonymous, 304', url: list, conditional: true, min: 0.6 },
      { name: 'list, anonymous, 200', url: list, min: 0.75 },
      { name: 'list, instance key, 200', url: list, headers: auth, min: 0.7 },
      { name: 'get by slug, anonymous', url: slug, min: 0.75 },
    ];
  const hubTargets: { name: string; target: Target; min: number }[] = [];
  for (const shape of shapes) {
    for (const coding of ['identity', 'br'] as const) {
      const headers: Record<string, string> = {
        ...shape.headers,
        ...(coding === 'br' ? { 'accept-encoding': 'br' } : {}),
      };
      await record({ url: shape.url, headers, status: 200 });
      if (shape.conditional) headers['if-none-match'] = await etagOf({ url: shape.url, headers, status: 200 });
      hubTargets.push({
        name: `limit: ${shape.name}, ${coding}`,
        target: { url: shape.url, headers, status: shape.conditional ? 304 : 200 },
        min: shape.min,
      });
    }
  }
  const recorded = await Promise.all(hubTargets.map((t) => record(t.target)));
  const limit = await startLimit(recorded, dir);
  procs.push(limit);
  return hubTargets.map((t, i) => ({
    name: t.name,
    hub: t.target,
    baseline: { url: `${limit.url}/case/${i}`, headers: t.target.headers, status: t.target.status },
    baselineName: 'node:http, same bytes',
    target: `≥ ${t.min}×, p99 ≤ 3×`,
    minRatio: t.min,
    maxP99Ratio: 3,
  }));
}

/**
 * Compression's cost in throughput: the same request with and without `Accept-Encoding: br`, cached (the stored
 * compressed form is sent) and on the hub with its cache off (every answer read, serialized and compressed on
 * the thread pool).
 */
function compressionCases(hub: Proc, hubOff: Proc, key: string): Case[] {
  const path = '/api/v1/catalog/templates?limit=50';
  const auth = { authorization: `Bearer ${key}` };
  const br = { 'accept-encoding': 'br' };
  return [
    {
      name: 'brotli vs identity: list, anonymous, cached',
      hub: { url: `${hub.url}${path}`, headers: br, status: 200 },
      baseline: { url: `${hub.url}${path}`, status: 200 },
      baselineName: 'same, identity',
      target: '≥ 0.9×',
      minRatio: 0.9,
    },
    {
      name: 'brotli vs identity: list, instance key, cached',
      hub: { url: `${hub.url}${path}`, headers: { ...auth, ...br }, status: 200 },
      baseline: { url: `${hub.url}${path}`, headers: auth, status: 200 },
      baselineName: 'same, identity',
      target: '≥ 0.9×',
      minRatio: 0.9,
    },
    {
      name: 'brotli vs identity: list, anonymous, cache off (every answer compressed)',
      hub: { url: `${hubOff.url}${path}`, headers: br, status: 200 },
      baseline: { url: `${hubOff.url}${path}`, status: 200 },
      baselineName: 'same, identity',
      target: '≥ 0.8×',
      minRatio: 0.8,
    },
  ];
}

/** Bytes of the body on the wire for each coding (what a fleet or a console downloads per request). */
async function wireBytes(
  hub: Proc,
  key: string,
): Promise<{ answer: string; identity: number; gzip: number; br: number }[]> {
  const auth = { authorization: `Bearer ${key}` };
  const answers = [
    { answer: 'list page (50 templates, anonymous)', url: '/api/v1/catalog/templates?limit=50', headers: {} },
    { answer: 'one template by slug (anonymous)', url: '/api/v1/catalog/templates/vllm', headers: {} },
    {
      answer: 'updates since the beginning (first sync, instance key)',
      url: '/api/v1/catalog/templates/updates?since=1970-01-01T00:00:00Z',
      headers: auth,
    },
    { answer: 'categories (anonymous)', url: '/api/v1/catalog/categories', headers: {} },
  ];
  const rows = [];
  for (const a of answers) {
    const size = async (coding?: string) =>
      (
        await record({
          url: `${hub.url}${a.url}`,
          headers: { ...a.headers, ...(coding ? { 'accept-encoding': coding } : {}) },
          status: 200,
        })
      ).body.length;
    rows.push({ answer: a.answer, identity: await size(), gzip: await size('gzip'), br: await size('br') });
  }
  return rows;
}

/** The process behind each server origin (the CPU of a measurement is that process's). */
const serverPids = new Map<string, number>();
function measure(target: Target, settings: Settings): Measurement {
  const pid = serverPids.get(new URL(target.url).origin);
  const [server0, postgres0] = [pid ? cpuUs(pid) : 0, postgresCpuUs()];
  const out = execFileSync(
    process.execPath,
    [
      join(ROOT, 'dist/bench/load.js'),
      JSON.stringify({ ...target, seconds: settings.seconds, connections: settings.connections }),
    ],
    { encoding: 'utf8', maxBuffer: 1 << 20 },
  );
  const [server1, postgres1] = [pid ? cpuUs(pid) : 0, postgresCpuUs()];
  const result = JSON.parse(out.trim().split('\n').at(-1)!) as Omit<Measurement, 'serverCpuUs' | 'postgresCpuUs'>;
  const answered = Math.max(result.total, 1);
  return { ...result, serverCpuUs: (server1 - server0) / answered, postgresCpuUs: (postgres1 - postgres0) / answered };
}

/** Where a hub's memory is, from its /metrics (MB): V8's heap spaces as committed, buffers, the cache's own count. */
async function memoryOf(proc: Proc): Promise<Record<string, number>> {
  const text = await (await fetch(proc.metricsUrl!)).text();
  const value = (name: string) =>
    Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)`, 'm').exec(text)?.[1] ?? NaN) / 2 ** 20;
  const spaces = Object.fromEntries(
    [...text.matchAll(/^nodejs_heap_space_size_total_bytes\{space="(\w+)"[^}]*\} (\S+)/gm)].map(([, space, bytes]) => [
      `heap ${space.replace(/_space$/, '').replace(/_/g, ' ')}`,
      Number(bytes) / 2 ** 20,
    ]),
  );
  return {
    'peak rss': rssMb(proc.pid, 'VmHWM'),
    'heap committed': value('nodejs_heap_size_total_bytes'),
    'heap used': value('nodejs_heap_size_used_bytes'),
    ...spaces,
    'external (buffers)': value('nodejs_external_memory_bytes'),
    'cache (estimated)': value('hub_catalog_cache_bytes'),
  };
}

const memoryLine = (memory: Record<string, number>) =>
  Object.entries(memory)
    .filter(([, mb]) => Number.isFinite(mb) && mb >= 0.5)
    .map(([name, mb]) => `${name} ${mb.toFixed(0)}`)
    .join(', ');

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function etagOf(target: Target): Promise<string> {
  const res = await fetch(target.url, { headers: target.headers });
  await res.arrayBuffer();
  const etag = res.headers.get('etag');
  if (!etag) throw new Error(`${target.url}: no ETag`);
  return etag;
}

/** A personal access token for the demo organization's instance key, minted by a member made for the bench. */
async function mcpToken(query: (sql: string, p?: unknown[]) => Promise<unknown[]>): Promise<string> {
  const [key] = (await query(
    `SELECT k.id, k.org_id FROM api_keys k JOIN organizations o ON o.id = k.org_id
      WHERE o.slug = 'demo-org' AND k.status = 'active' LIMIT 1`,
  )) as { id: string; org_id: string }[];
  const [user] = (await query(
    `INSERT INTO users (issuer, subject, email, name, role) VALUES ('bench', 'bench', 'bench@example.test', 'bench', 'user')
     RETURNING id`,
  )) as { id: string }[];
  await query(`INSERT INTO organization_memberships (org_id, user_id, role) VALUES ($1, $2, 'member')`, [
    key.org_id,
    user.id,
  ]);
  const minted = mintToken('personalAccessToken', undefined);
  await query(
    `INSERT INTO personal_access_tokens (user_id, instance_id, name, token_hash, token_prefix) VALUES ($1, $2, 'bench', $3, $4)`,
    [user.id, key.id, minted.hash, minted.prefix],
  );
  return minted.token;
}

function mcpTarget(mcpUrl: string, token: string): Target {
  return {
    url: `${mcpUrl}/mcp`,
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'search_templates', arguments: { limit: 50 } },
    }),
    status: 200,
  };
}

async function listCases(hub: Proc, raw: Proc, key: string, rawKey = key): Promise<Case[]> {
  const auth = { authorization: `Bearer ${key}` };
  const list = `${hub.url}/api/v1/catalog/templates?limit=50`;
  const anon: Target = { url: list, status: 200 };
  const keyed: Target = { url: list, headers: auth, status: 200 };
  const rawAnon: Target = { url: `${raw.url}/list`, status: 200 };
  const rawKeyed: Target = { url: `${raw.url}/list-key`, headers: { authorization: `Bearer ${rawKey}` }, status: 200 };
  const cond = async (t: Target): Promise<Target> => ({
    ...t,
    headers: { ...t.headers, 'if-none-match': await etagOf(t) },
    status: 304,
  });
  return [
    {
      name: 'list, anonymous, 200',
      hub: anon,
      baseline: rawAnon,
      baselineName: 'raw list',
      target: '≥ 15×',
      minRatio: 15,
    },
    {
      name: 'list, anonymous, 304',
      hub: await cond(anon),
      baseline: await cond(rawAnon),
      baselineName: 'raw list 304',
      target: '≥ 20×',
      minRatio: 20,
    },
    {
      name: 'list, instance key, 200',
      hub: keyed,
      baseline: rawKeyed,
      baselineName: 'raw key lookup + list',
      target: '≥ 10×',
      minRatio: 10,
    },
    {
      name: 'list, instance key, 304',
      hub: await cond(keyed),
      baseline: await cond(rawKeyed),
      baselineName: 'raw key lookup + list 304',
      target: '≥ 12×',
      minRatio: 12,
    },
    {
      name: 'list, changing search (cache miss)',
      hub: { url: `${list}&search={n}`, status: 200 },
      baseline: { url: `${raw.url}/list?search={n}`, status: 200 },
      baselineName: 'raw list, same search',
      target: '≥ 0.9×, p99 ≤ 1.3×',
      minRatio: 0.9,
      maxP99Ratio: 1.3,
    },
  ];
}

interface Summary {
  rps: number;
  p50: number;
  p99: number;
  serverCpuUs: number;
  postgresCpuUs: number;
}

interface Row {
  case: string;
  baseline: string;
  target: string;
  rounds: { hub: Measurement; baseline: Measurement; ratio: number; p99Ratio: number }[];
  hub: Summary;
  base: Summary;
  ratio: number;
  p99Ratio: number;
  /**
   * The baseline's server CPU per request ÷ the hub's (median of rounds): the throughput ratio both would have
   * if each had the same CPU to itself. Steadier than req/s on a machine shared with other work.
   */
  cpuRatio: number;
  met: boolean;
  unexpected: number;
}

function unexpectedOf(m: Measurement, status: number): number {
  return m.errors + Object.entries(m.statuses).reduce((n, [code, c]) => (Number(code) === status ? n : n + c), 0);
}

/** BENCH_CASES: a comma list of words; only the cases whose name contains one of them run. */
const only = (process.env.BENCH_CASES ?? '')
  .split(',')
  .map((w) => w.trim())
  .filter(Boolean);

function runCases(all: Case[], settings: Settings, rounds: number, label: string): Row[] {
  const cases = only.length ? all.filter((c) => only.some((w) => c.name.includes(w))) : all;
  log(`${label}: ${rounds} round(s) × ${cases.length} case(s)`);
  const results = cases.map(() => [] as Row['rounds']);
  // Warm-up, not recorded: both sides of every case once, so neither pays for JIT compilation or a cold
  // PostgreSQL cache that the other side of the same case then finds warm.
  const warmUp = { ...settings, seconds: settings.warmupSeconds };
  if (warmUp.seconds > 0) for (const c of cases) [c.hub, c.baseline].forEach((t) => measure(t, warmUp));
  for (let round = 1; round <= rounds; round++) {
    cases.forEach((c, i) => {
      // Which side goes first alternates by round: a drift within a round (autovacuum, a neighbour's load)
      // does not always fall on the same side.
      const measured = {} as Record<'hub' | 'baseline', Measurement>;
      for (const side of round % 2 ? (['hub', 'baseline'] as const) : (['baseline', 'hub'] as const)) {
        measured[side] = measure(c[side], settings);
      }
      const { hub, baseline } = measured;
      results[i].push({ hub, baseline, ratio: hub.rps / baseline.rps, p99Ratio: hub.p99 / Math.max(baseline.p99, 1) });
      log(
        `${label} round ${round}: ${c.name}: ${hub.rps.toFixed(0)} req/s vs ${baseline.rps.toFixed(0)} (${(hub.rps / baseline.rps).toFixed(2)}×)`,
      );
    });
  }
  return cases.map((c, i) => {
    const r = results[i];
    const ratio = median(r.map((x) => x.ratio));
    const p99Ratio = median(r.map((x) => x.p99Ratio));
    const cpuRatio = median(r.map((x) => x.baseline.serverCpuUs / Math.max(x.hub.serverCpuUs, 0.001)));
    const pick = (side: 'hub' | 'baseline'): Summary => ({
      rps: median(r.map((x) => x[side].rps)),
      p50: median(r.map((x) => x[side].p50)),
      p99: median(r.map((x) => x[side].p99)),
      serverCpuUs: median(r.map((x) => x[side].serverCpuUs)),
      postgresCpuUs: median(r.map((x) => x[side].postgresCpuUs)),
    });
    return {
      case: c.name,
      baseline: c.baselineName,
      target: c.target,
      rounds: r,
      hub: pick('hub'),
      base: pick('baseline'),
      ratio,
      p99Ratio,
      cpuRatio,
      met: ratio >= c.minRatio && (c.maxP99Ratio === undefined || p99Ratio <= c.maxP99Ratio),
      unexpected: r.reduce(
        (n, x) => n + unexpectedOf(x.hub, c.hub.status) + unexpectedOf(x.baseline, c.baseline.status),
        0,
      ),
    };
  });
}

function table(title: string, rows: Row[]): string {
  const head = [
    'case',
    'req/s',
    'p50 ms',
    'p99 ms',
    'cpu µs/req',
    'baseline',
    'base req/s',
    'base p99',
    'base cpu µs/req',
    'ratio',
    'target',
    'met',
  ];
  // CPU per request: the server process, then (after +) PostgreSQL's.
  const cpu = (s: Summary) => `${s.serverCpuUs.toFixed(0)} + ${s.postgresCpuUs.toFixed(0)}`;
  const lines = rows.map((r) => [
    r.case,
    r.hub.rps.toFixed(0),
    r.hub.p50.toFixed(1),
    r.hub.p99.toFixed(1),
    cpu(r.hub),
    r.baseline,
    r.base.rps.toFixed(0),
    r.base.p99.toFixed(1),
    cpu(r.base),
    `${r.ratio.toFixed(2)}×${r.case.includes('cache miss') || r.case.startsWith('limit') ? ` (p99 ${r.p99Ratio.toFixed(2)}×)` : ''}${r.case.startsWith('limit') ? ` [cpu ${r.cpuRatio.toFixed(2)}×]` : ''}`,
    r.target,
    r.met ? 'yes' : 'no',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  const warnings = rows.filter((r) => r.unexpected).map((r) => `  ! ${r.case}: ${r.unexpected} unexpected answers`);
  return [title, fmt(head), ...lines.map(fmt), ...warnings].join('\n');
}

/** The list cases once more, on a hub over the embedded database (PGlite), inflated the same way. */
async function runEmbedded(
  embeddedDir: string,
  raw: Proc,
  key: string,
  settings: Settings,
  procs: Proc[],
): Promise<{ rows: Row[]; rssMb: number }> {
  log('embedded: hub on PGlite (demo data), inflated the same way');
  let embedded = await startHub({ HUB_DATA_DIR: embeddedDir, HUB_SEED_DEMO: 'true' });
  await embedded.stop();
  log('embedded: seeded; inflating');
  const lite = await openPglite(embeddedDir);
  await lite.query(INFLATE_SQL);
  await lite.close();
  log('embedded: inflated; starting the hub again');
  embedded = await startHub({ HUB_DATA_DIR: embeddedDir, HUB_MIGRATE: 'false' });
  procs.push(embedded);
  const embeddedKey = readFileSync(join(embeddedDir, 'demo-instance-key.txt'), 'utf8').trim();
  const rows = runCases(await listCases(embedded, raw, embeddedKey, key), settings, 1, 'embedded');
  return { rows, rssMb: rssMb(embedded.pid) };
}

async function main(settings: Settings): Promise<void> {
  const name = `svc_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
  const embeddedDir = mkdtempSync(join(tmpdir(), 'bench-embedded-'));
  const procs: Proc[] = [];
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    log('starting: hub (migrate, demo data), inflating the catalog, hub with cache off, raw baseline');
    const hub = await startHub({ HUB_DATABASE_URL: databaseUrl, HUB_DATA_DIR: dataDir, HUB_SEED_DEMO: 'true' });
    procs.push(hub);
    await db.connect();
    await db.query(INFLATE_SQL);
    const [{ total, anonymous }] = (
      await db.query(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE t.is_public AND NOT c.is_private)::int AS anonymous
           FROM templates t JOIN categories c ON c.id = t.category_id`,
      )
    ).rows;
    const key = readFileSync(join(dataDir, 'demo-instance-key.txt'), 'utf8').trim();
    const pat = await mcpToken(async (sql, p) => (await db.query(sql, p)).rows);
    const hubOff = await startHub({
      HUB_DATABASE_URL: databaseUrl,
      HUB_DATA_DIR: dataDir,
      HUB_MIGRATE: 'false',
      HUB_CATALOG_CACHE: 'false',
    });
    procs.push(hubOff);
    const raw = await startRaw(databaseUrl);
    procs.push(raw);
    await sleep(3000); // past the sync margin: `updates` since now has nothing new
    const since = new Date().toISOString();
    const auth = { authorization: `Bearer ${key}` };
    const slug = 'vllm';
    const cases: Case[] = [
      ...(await listCases(hub, raw, key)),
      {
        name: 'get by slug, anonymous',
        hub: { url: `${hub.url}/api/v1/catalog/templates/${slug}`, status: 200 },
        baseline: { url: `${raw.url}/get/${slug}`, status: 200 },
        baselineName: 'raw visible-slug select',
        target: '≥ 3×',
        minRatio: 3,
      },
      {
        name: 'get by slug, instance key (counts)',
        hub: { url: `${hub.url}/api/v1/catalog/templates/${slug}`, headers: auth, status: 200 },
        baseline: { url: `${raw.url}/get-key/${slug}`, headers: auth, status: 200 },
        baselineName: 'raw key + select + increment',
        target: '≥ 1.5×',
        minRatio: 1.5,
      },
      {
        name: 'categories, anonymous',
        hub: { url: `${hub.url}/api/v1/catalog/categories`, status: 200 },
        baseline: { url: `${hubOff.url}/api/v1/catalog/categories`, status: 200 },
        baselineName: 'hub, cache off',
        target: '≥ 10×',
        minRatio: 10,
      },
      {
        name: 'updates, nothing new, instance key',
        hub: { url: `${hub.url}/api/v1/catalog/templates/updates?since=${since}`, headers: auth, status: 200 },
        baseline: { url: `${hubOff.url}/api/v1/catalog/templates/updates?since=${since}`, headers: auth, status: 200 },
        baselineName: 'hub, cache off',
        target: '≥ 10×',
        minRatio: 10,
      },
      {
        name: 'MCP search_templates',
        hub: mcpTarget(hub.mcpUrl, pat),
        baseline: mcpTarget(hubOff.mcpUrl, pat),
        baselineName: 'hub, cache off',
        target: '(none)',
        minRatio: 0,
      },
    ];
    cases.push(...compressionCases(hub, hubOff, key), ...(await limitCases(hub, key, dataDir, procs)));
    const wire = await wireBytes(hub, key);
    log(`catalog: ${total} templates (${anonymous} anonymous-visible)`);
    const postgres = runCases(cases, settings, settings.rounds, 'postgres');
    const hubRssMb = rssMb(hub.pid);
    const hubMemory = await memoryOf(hub);
    await hubOff.stop();
    await hub.stop();

    const embedded = withEmbedded ? await runEmbedded(embeddedDir, raw, key, settings, procs) : null;

    const result = {
      settings: { ...settings, database: 'postgres', templates: total, anonymousVisible: anonymous, pageSize: 50 },
      postgres,
      wire,
      hubRssMb,
      hubMemory,
      embedded: embedded?.rows ?? null,
      embeddedRssMb: embedded?.rssMb ?? null,
    };
    if (json) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    else {
      process.stdout.write(
        `hub catalog benchmark: ${settings.rounds} rounds, ${settings.seconds} s per measurement, ${settings.connections} connections, ${total} templates\n\n`,
      );
      process.stdout.write(`${table('PostgreSQL (ratio: median of per-round ratios)', postgres)}\n\n`);
      process.stdout.write('bytes of the body on the wire (identity / gzip / br):\n');
      for (const w of wire) {
        process.stdout.write(
          `  ${w.answer}: ${w.identity} / ${w.gzip} (${(w.identity / w.gzip).toFixed(1)}×) / ${w.br} (${(w.identity / w.br).toFixed(1)}×)\n`,
        );
      }
      process.stdout.write('\n');
      process.stdout.write(`hub RSS after the run: ${hubRssMb.toFixed(0)} MB (target ≤ 250 MB)\n`);
      process.stdout.write(`  of which (MB): ${memoryLine(hubMemory)}\n\n`);
      if (embedded) {
        process.stdout.write(
          `${table('embedded PGlite, one round (baseline: the raw server on PostgreSQL)', embedded.rows)}\n`,
        );
        process.stdout.write(`embedded hub RSS: ${embedded.rssMb.toFixed(0)} MB\n`);
      }
    }
  } finally {
    for (const p of procs.reverse()) await p.stop().catch(() => undefined);
    await db.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(embeddedDir, { recursive: true, force: true });
  }
}

await runMain(() =>
  main({
    seconds: envInt(process.env, 'BENCH_SECONDS', 5, 1),
    warmupSeconds: envInt(process.env, 'BENCH_WARMUP_SECONDS', 2, 0),
    connections: envInt(process.env, 'BENCH_CONCURRENCY', 32, 1),
    rounds: envInt(process.env, 'BENCH_ROUNDS', 3, 1),
  }),
);
