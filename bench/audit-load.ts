/**
 * The load generator of `npm run bench:audit`, a process of its own: sends GET requests with one bearer token at
 * a fixed rate (open loop: a request leaves on schedule whether or not earlier ones have been answered, up to
 * `maxInFlight`), each with its own `x-request-id` (`<prefix><n>`), for `seconds`; prints one JSON line with the
 * statuses, the latency percentiles overall and per window of `windowSeconds`, and how many requests were sent.
 */
import { Agent, request } from 'node:http';

interface Job {
  url: string;
  token: string;
  rate: number;
  seconds: number;
  windowSeconds: number;
  idPrefix: string;
  maxInFlight: number;
}

const job = JSON.parse(process.argv[2]) as Job;
const url = new URL(job.url);
const agent = new Agent({ keepAlive: true, maxSockets: job.maxInFlight });
const windows: number[][] = Array.from({ length: Math.ceil(job.seconds / job.windowSeconds) }, () => []);
const statuses: Record<string, number> = {};
let sent = 0;
let inFlight = 0;
let skipped = 0;
let errors = 0;

function send(n: number, windowIndex: number): Promise<void> {
  inFlight += 1;
  const started = performance.now();
  return new Promise<void>((resolve) => {
    const req = request(
      url,
      { agent, headers: { authorization: `Bearer ${job.token}`, 'x-request-id': `${job.idPrefix}${n}` } },
      (res) => {
        res.resume();
        res.on('end', () => {
          windows[windowIndex].push(performance.now() - started);
          statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1;
          inFlight -= 1;
          resolve();
        });
      },
    );
    req.on('error', () => {
      errors += 1;
      inFlight -= 1;
      resolve();
    });
    req.end();
  });
}

const percentile = (values: number[], p: number): number => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const start = performance.now();
const total = job.rate * job.seconds;
const pending: Promise<void>[] = [];
for (let n = 0; n < total; n++) {
  const due = start + (n * 1000) / job.rate;
  const wait = due - performance.now();
  if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
  // Over the in-flight cap the request is not sent (and counted): the server is not keeping up.
  if (inFlight >= job.maxInFlight) {
    skipped += 1;
    continue;
  }
  const windowIndex = Math.min(windows.length - 1, Math.floor(n / job.rate / job.windowSeconds));
  sent += 1;
  pending.push(send(n, windowIndex));
}
await Promise.all(pending);
const elapsed = (performance.now() - start) / 1000;
agent.destroy();
const all = windows.flat();
process.stdout.write(
  JSON.stringify({
    sent,
    skipped,
    errors,
    elapsedSeconds: elapsed,
    achievedRate: sent / elapsed,
    statuses,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    windows: windows.map((w) => ({ count: w.length, p50: percentile(w, 50), p99: percentile(w, 99) })),
  }) + '\n',
);
