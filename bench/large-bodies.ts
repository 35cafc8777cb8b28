/**
 * `npm run bench:large-bodies`: does a 31 MiB cluster inventory hold the hub's event loop? One hub process as
 * production runs it (PostgreSQL at BENCH_DATABASE_URL, a fresh database, one organization and one instance key),
 * `/healthz` asked every BENCH_PROBE_MS (10) over one kept-alive connection, first alone for BENCH_IDLE_SECONDS
 * (3), then during BENCH_UPLOAD_ROUNDS (3) rounds of three concurrent `PUT /api/v1/instance-info` of 2,000 nodes
 * (about 31 MiB each, every upload a different inventory, from the one instance key). Reported: /healthz p50,
 * p99 and max alone and during the uploads, the uploads' statuses and seconds. BENCH_HUB_ENTRY runs another build
 * (a before/after comparison); BENCH_STATEMENT_TIMEOUT_MS the hub's statement timeout. Not a test: nothing here asserts timings (docs/benchmarks.md, "Large bodies").
 *
 *   BENCH_UPLOAD_ROUNDS=3 npm run bench:large-bodies [-- --json]
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { envInt, runMain } from '#lib/common';
import { mintToken } from '#lib/credentials';
import { sleep, startHubProcess } from './support.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const hubEntry = resolve(process.env.BENCH_HUB_ENTRY ?? join(ROOT, 'dist/apps/hub/src/main.js'));
const log = (line: string) => process.stderr.write(`${line}\n`);

/** A 2,000-node inventory of about 31 MiB: 200 GPU Feature Discovery-like labels a node; `salt` makes it new. */
export function largeInventoryBody(salt: string): Buffer {
  const labels: Record<string, string> = {};
  for (let i = 0; i < 200; i++)
    labels[`feature.node.kubernetes.io/label-number-${i}`] = `value-${i}-${salt}-0123456789-abcdefgh`;
  const node = {
    arch: 'amd64',
    kubelet_version: 'v1.30.4',
    allocatable: { cpu: '96', memory: '1056Gi' },
    labels,
    taints: [{ key: 'nvidia.com/gpu', effect: 'NoSchedule' }],
    gpus: { product: 'NVIDIA-L4', memory: '23034Mi', count: 4, sharing: 'none', replicas: 1, mig: null },
  };
  const nodes = Array.from({ length: 2000 }, (_, i) => ({ name: `gpu-${salt}-${i}`, ...node }));
  return Buffer.from(JSON.stringify({ version: 'bench', inventory: { network_types: ['10g'], nodes } }));
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : NaN;

function summary(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: +percentile(sorted, 50).toFixed(1),
    p99: +percentile(sorted, 99).toFixed(1),
    max: +(sorted.at(-1) ?? NaN).toFixed(1),
  };
}

/** One HTTP request, answered in full: status and milliseconds. */
function send(
  url: string,
  agent: Agent,
  method: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolveAnswer, reject) => {
    const req = request(url, { method, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolveAnswer({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** /healthz every probeMs until `until` resolves: the latencies. */
async function probe(url: string, probeMs: number, until: Promise<unknown>): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let done = false;
  void until.finally(() => (done = true));
  const latencies: number[] = [];
  while (!done) {
    const { ms } = await send(`${url}/healthz`, agent, 'GET', {});
    latencies.push(ms);
    await sleep(probeMs);
  }
  agent.destroy();
  return latencies;
}

async function main(): Promise<void> {
  const rounds = envInt(process.env, 'BENCH_UPLOAD_ROUNDS', 3, 1);
  const probeMs = envInt(process.env, 'BENCH_PROBE_MS', 10, 1);
  const idleSeconds = envInt(process.env, 'BENCH_IDLE_SECONDS', 3, 1);
  const name = `svc_bench_large_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dir = mkdtempSync(join(tmpdir(), 'bench-large-'));
  const db = new pg.Client({ connectionString: databaseUrl });
  let hub: Awaited<ReturnType<typeof startHubProcess>> | undefined;
  try {
    hub = await startHubProcess(ROOT, hubEntry, randomBytes(32).toString('hex'), {
      HUB_DATABASE_URL: databaseUrl,
      HUB_DATA_DIR: dir,
      // A shared, busy database server may need more than the 5-s default to store 31 MiB of jsonb.
      ...(process.env.BENCH_STATEMENT_TIMEOUT_MS
        ? { HUB_DATABASE_STATEMENT_TIMEOUT_MS: process.env.BENCH_STATEMENT_TIMEOUT_MS }
        : {}),
    });
    await db.connect();
    const [{ id: orgId }] = (
      await db.query(
        `INSERT INTO organizations (name, slug, status, tier) VALUES ('bench', 'bench', 'active', 'pro') RETURNING id`,
      )
    ).rows as { id: string }[];
    const minted = mintToken('instanceKey');
    await db.query(`INSERT INTO api_keys (org_id, name, key_hash, key_prefix) VALUES ($1, 'fleet', $2, $3)`, [
      orgId,
      minted.hash,
      minted.prefix,
    ]);
    const headers = { authorization: `Bearer ${minted.token}`, 'content-type': 'application/json' };
    const bodies = Array.from({ length: 3 * rounds }, (_, i) => largeInventoryBody(`r${i}`));
    log(`${bodies.length} bodies of ${(bodies[0].length / 1024 / 1024).toFixed(1)} MiB`);

    const idle = await probe(hub.url, probeMs, sleep(idleSeconds * 1000));
    const uploads: { status: number; ms: number }[] = [];
    const during: number[] = [];
    for (let r = 0; r < rounds; r++) {
      const agent = new Agent({ keepAlive: false });
      const round = Promise.all(
        [0, 1, 2].map((k) =>
          send(`${hub!.url}/api/v1/instance-info`, agent, 'PUT', headers, bodies[r * 3 + k]).catch(() => ({
            status: 0,
            ms: NaN,
          })),
        ),
      );
      during.push(...(await probe(hub.url, probeMs, round)));
      uploads.push(...(await round));
      log(
        `round ${r + 1}/${rounds}: ${(await round).map((u) => `${u.status} in ${(u.ms / 1000).toFixed(1)} s`).join(', ')}`,
      );
    }
    const result = {
      node: process.version,
      hub: hubEntry,
      body_mib: +(bodies[0].length / 1024 / 1024).toFixed(1),
      healthz_idle_ms: summary(idle),
      healthz_during_uploads_ms: summary(during),
      uploads: uploads.map((u) => ({ status: u.status, s: +(u.ms / 1000).toFixed(2) })),
    };
    if (process.argv.includes('--json')) process.stdout.write(`${JSON.stringify(result)}\n`);
    else {
      const line = (label: string, s: ReturnType<typeof summary>) =>
        `${label.padEnd(28)} n=${String(s.n).padStart(5)}  p50 ${s.p50} ms  p99 ${s.p99} ms  max ${s.max} ms`;
      process.stdout.write(
        `${line('/healthz alone', result.healthz_idle_ms)}\n` +
          `${line('/healthz during uploads', result.healthz_during_uploads_ms)}\n` +
          `uploads: ${result.uploads.map((u) => `${u.status} ${u.s} s`).join(', ')}\n`,
      );
    }
  } finally {
    await hub?.stop();
    await db.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

void runMain(main);
