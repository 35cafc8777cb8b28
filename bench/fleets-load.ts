/**
 * The load generator of the fleets bench (bench/fleets.ts), a process of its own: simulated fleets, each with its
 * own instance key, `updates` cursor and ETags, polled round robin by `connections` workers over keep-alive
 * connections. A poll is what the fleet's hub client does: `updates?since=<cursor>` with If-None-Match, then
 * the first list page with If-None-Match, both asking for brotli. Runs one step per concurrency in `steps` and
 * prints one JSON line per step.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync } from 'node:zlib';

interface Job {
  url: string;
  keysFile: string;
  fleets: number;
  since: string;
  steps: number[];
  seconds: number;
  /** One unrecorded pass over every fleet first (each key checked once, each fleet gets its ETags). */
  warm: boolean;
  /** Where the fleets' cursors and ETags are kept between runs (read at start when it exists, written at the end). */
  stateFile: string;
}

interface Fleet {
  key: string;
  since: string;
  updatesTag?: string;
  listTag?: string;
}

const job = JSON.parse(process.argv[2]) as Job;
const keys = readFileSync(job.keysFile, 'utf8').split('\n').filter(Boolean).slice(0, job.fleets);
const fleets: Fleet[] = existsSync(job.stateFile)
  ? (JSON.parse(readFileSync(job.stateFile, 'utf8')) as Fleet[])
  : keys.map((key) => ({ key, since: job.since }));
const base = new URL(job.url);

function get(
  agent: Agent,
  path: string,
  fleet: Fleet,
  etag: string | undefined,
): Promise<{ status: number; etag?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        path,
        agent,
        headers: {
          authorization: `Bearer ${fleet.key}`,
          'accept-encoding': 'br',
          ...(etag ? { 'if-none-match': etag } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(raw) : raw;
          resolve({ status: res.statusCode!, etag: res.headers.etag, body });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function run(connections: number, seconds: number, recorded: boolean) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let next = 0;
  const until = performance.now() + seconds * 1000;
  const timed = async (path: string, fleet: Fleet, etag: string | undefined) => {
    const started = performance.now();
    try {
      const res = await get(agent, path, fleet, etag);
      latencies.push(performance.now() - started);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      return res;
    } catch {
      errors += 1;
      return null;
    }
  };
  const worker = async () => {
    // recorded: until time is up; the warm-up: one pass over every fleet.
    while (recorded ? performance.now() < until : next < fleets.length) {
      const fleet = fleets[next++ % fleets.length];
      const updates = await timed(
        `/api/v1/catalog/templates/updates?since=${encodeURIComponent(fleet.since)}`,
        fleet,
        fleet.updatesTag,
      );
      if (updates?.status === 200) {
        const parsed = JSON.parse(updates.body.toString()) as {
          templates: unknown[];
          removed: unknown[];
          checked_at: string;
        };
        // Like the fleet: an empty answer keeps the cursor (and so its ETag); changes move it.
        if (parsed.templates.length > 0 || parsed.removed.length > 0) fleet.since = parsed.checked_at;
        fleet.updatesTag = updates.etag;
      }
      const list = await timed('/api/v1/catalog/templates?limit=50', fleet, fleet.listTag);
      if (list?.status === 200) fleet.listTag = list.etag;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    connections,
    rps: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    total: latencies.length,
    errors,
    statuses,
  };
}

if (job.warm) {
  const warm = await run(64, 0, false);
  process.stdout.write(`${JSON.stringify({ warm: true, ...warm })}\n`);
}
for (const connections of job.steps) {
  process.stdout.write(`${JSON.stringify(await run(connections, job.seconds, true))}\n`);
}
writeFileSync(job.stateFile, JSON.stringify(fleets));
