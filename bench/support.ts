/** What `npm run bench` (run.ts) and the fleets bench (fleets.ts) share: processes, ports, memory, the inflated catalog. */
import { type ChildProcess, execFileSync, fork, spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { mintToken } from '#lib/credentials';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * `count` active instance keys spread round-robin over `orgIds`, inserted 5,000 at a time; their tokens are written
 * one a line to `file` (for the load generator), whose path is returned.
 */
export async function writeInstanceKeys(
  db: { query(sql: string, params: unknown[]): Promise<unknown> },
  orgIds: string[],
  count: number,
  file: string,
): Promise<string> {
  const tokens: string[] = [];
  for (let start = 0; start < count; start += 5000) {
    const batch = Array.from({ length: Math.min(5000, count - start) }, (_, i) => ({
      org: orgIds[(start + i) % orgIds.length],
      minted: mintToken('instanceKey'),
    }));
    await db.query(
      `INSERT INTO api_keys (org_id, name, key_hash, key_prefix)
         SELECT o, 'fleet', h, p FROM unnest($1::uuid[], $2::text[], $3::text[]) AS t(o, h, p)`,
      [batch.map((b) => b.org), batch.map((b) => b.minted.hash), batch.map((b) => b.minted.prefix)],
    );
    tokens.push(...batch.map((b) => b.minted.token));
  }
  writeFileSync(file, `${tokens.join('\n')}\n`);
  return file;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

export async function waitReady(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (exited(child)) throw new Error(`process exited (${child.exitCode ?? child.signalCode}): ${stderr()}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(100);
  }
  throw new Error(`${url} not ready after 60 s: ${stderr()}`);
}

export const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** SIGTERM (graceful shutdown), SIGKILL after 15 s. */
export async function stop(child: ChildProcess): Promise<void> {
  if (exited(child)) return;
  const done = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await done;
  clearTimeout(timer);
}

/** A process's resident memory now (VmRSS) or its peak so far (VmHWM), in MB. */
export function rssMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)![1]) / 1024;
}

/** ~26 copies of each demo template (about 1,000): the demo's mix of public, private-category and owned ones. */
export const INFLATE_SQL = `INSERT INTO templates
  SELECT (jsonb_populate_record(t, jsonb_build_object(
            'id', gen_random_uuid(), 'slug', t.slug || '-' || g, 'name', t.name || ' ' || g, 'download_count', 0))).*
    FROM templates t, generate_series(1, 26) g`;

const TICK_US = 1e6 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim() || 100);

/** A process's /proc stat fields after the parenthesized command name (state is [0], utime [11], cutime [13]). */
function statOf(pid: number | string): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  } catch {
    return null; // gone meanwhile
  }
}

/** User and system CPU time of a process so far (µs); 0 and 0 when it is gone. */
export function userSystemUs(pid: number): [number, number] {
  const fields = statOf(pid);
  return fields ? [Number(fields[11]) * TICK_US, Number(fields[12]) * TICK_US] : [0, 0];
}

/** User + system CPU time of a process so far (µs); 0 when it is gone. */
export function cpuUs(pid: number): number {
  const fields = statOf(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) * TICK_US : 0;
}

/**
 * CPU time of this machine's PostgreSQL servers so far (µs): every live postgres process, plus what each
 * postmaster's exited children used (its cutime and cstime). Backends come and go (a pool closes idle
 * connections), and their time must not leave the sum with them.
 */
export function postgresCpuUs(): number {
  const comm = (pid: string) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    } catch {
      return '';
    }
  };
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || comm(entry) !== 'postgres') continue;
    const fields = statOf(entry);
    if (!fields) continue;
    total += Number(fields[11]) + Number(fields[12]);
    // The postmaster (its parent is not postgres) has its reaped children's time.
    if (comm(fields[1]) !== 'postgres') total += Number(fields[13]) + Number(fields[14]);
  }
  return total * TICK_US;
}

/**
 * The node flags the hub's container runs with (docker/hub.Dockerfile's NODE_OPTIONS): the benchmarks run the hub
 * as production does unless BENCH_NODE_FLAGS says otherwise (an empty value: V8's defaults).
 */
export function hubNodeFlags(root: string): string[] {
  const dockerfile = readFileSync(`${root}/docker/hub.Dockerfile`, 'utf8');
  const production = /NODE_OPTIONS=(\S+)/.exec(dockerfile)?.[1] ?? '';
  return (process.env.BENCH_NODE_FLAGS ?? production).split(' ').filter(Boolean);
}

/** A hub process of a benchmark: its REST, MCP and metrics addresses. */
export interface HubProcess {
  url: string;
  mcpUrl: string;
  metricsUrl: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts a hub build (`entry`) as production runs it (NODE_ENV=production, its image's node flags unless
 * BENCH_NODE_FLAGS: hubNodeFlags) on free loopback ports, access log and docs UI off; resolves once /readyz answers.
 */
export async function startHubProcess(
  root: string,
  entry: string,
  encryptionKey: string,
  env: Record<string, string>,
): Promise<HubProcess> {
  // A caller's HUB_PORT (a restart on the same port) wins over a fresh one: it is where the hub will listen.
  const port = env.HUB_PORT ? Number(env.HUB_PORT) : await freePort();
  const [mcpPort, metricsPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, [...hubNodeFlags(root), entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HUB_HOST: '127.0.0.1',
      HUB_PORT: String(port),
      HUB_MCP_PORT: String(mcpPort),
      HUB_METRICS_PORT: String(metricsPort),
      HUB_ENCRYPTION_KEY: encryptionKey,
      HUB_LOG_REQUESTS: 'false',
      HUB_DOCS_UI: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  // A hub that never got ready is stopped here: the caller has no handle on it to stop.
  await waitReady(`${url}/readyz`, child, () => stderr).catch(async (error: unknown) => {
    await stop(child);
    throw error;
  });
  return {
    url,
    mcpUrl: `http://127.0.0.1:${mcpPort}`,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    pid: child.pid!,
    stop: () => stop(child),
  };
}

/** Starts the raw baseline (bench/raw-server.ts, built) on `databaseUrl`; resolves once it answers. */
export async function startRawServer(
  root: string,
  databaseUrl: string,
): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const port = await freePort();
  const child = fork(`${root}/dist/bench/raw-server.js`, [], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      RAW_DATABASE_URL: databaseUrl,
      RAW_PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitReady(`${url}/get/vllm`, child, () => stderr);
  return { url, pid: child.pid!, stop: () => stop(child) };
}
