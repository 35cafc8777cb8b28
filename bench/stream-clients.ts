/**
 * A process of `npm run bench:stream`'s clients (bench/stream.ts): opens its share of catalog event streams, spread
 * over several loopback source addresses, resumes each with Last-Event-ID, and answers the parent's questions over
 * IPC. Each stream waits between connections as the fleet does (apps/fleet/src/hub-sync/hub-events.service.ts):
 * the fleet's full-jitter Backoff (reset only after a connection lived 60 s), and at least a 503's Retry-After with
 * jitter. (Before, a bench client retried every 1-3 s whatever happened: 19,000 of them kept some 10,000
 * connections a second on a restarting hub, a storm no fleet makes.)
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { Backoff } from '../apps/fleet/src/hub-sync/event-stream.js';

interface Args {
  url: string;
  keysFile: string;
  from: number;
  count: number;
  addresses: string[];
  /** This process's first connections a second. */
  startPerSecond: number;
}
interface Stream {
  key: string;
  lastId: string | null;
  ids: string[];
  received: number[];
  open: boolean;
  connects: number;
  connectedAt: number;
  refused: number;
  backoff: Backoff;
  /** When the connection being made or held began (what the backoff's "lived" is measured from). */
  startedAt: number;
}

const args = JSON.parse(process.argv[2]) as Args;
const keys = readFileSync(args.keysFile, 'utf8')
  .split('\n')
  .filter(Boolean)
  .slice(args.from, args.from + args.count);
const streams: Stream[] = keys.map((key) => ({
  key,
  lastId: null,
  ids: [],
  received: [],
  open: false,
  connects: 0,
  connectedAt: 0,
  refused: 0,
  backoff: new Backoff(),
  startedAt: 0,
}));
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/** The next connection after this one ended: the fleet's backoff, and at least `retryAfterMs` (jittered). */
function again(stream: Stream, n: number, retryAfterMs = 0): void {
  const delay = Math.max(stream.backoff.next(Date.now() - stream.startedAt), retryAfterMs * (0.5 + Math.random()));
  setTimeout(() => connect(stream, n), delay);
}

function connect(stream: Stream, n: number): void {
  stream.startedAt = Date.now();
  const url = new URL(`${args.url}/api/v1/catalog/events`);
  const req = http.get(
    {
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      agent,
      localAddress: args.addresses[n % args.addresses.length],
      headers: {
        authorization: `Bearer ${stream.key}`,
        accept: 'text/event-stream',
        ...(stream.lastId ? { 'last-event-id': stream.lastId } : {}),
      },
    },
    (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        if (res.statusCode === 503) stream.refused += 1;
        const after = Number(res.headers['retry-after'] ?? 1);
        again(stream, n, Number.isFinite(after) ? after * 1000 : 1000);
        return;
      }
      stream.open = true;
      stream.connects += 1;
      stream.connectedAt = Date.now();
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = /^id: (.*)$/m.exec(block)?.[1];
          if (id && /^event: (change|reset)$/m.test(block)) {
            stream.lastId = id;
            stream.ids.push(id);
            stream.received.push(Date.now());
          }
        }
      });
      res.on('close', () => {
        stream.open = false;
        again(stream, n);
      });
    },
  );
  req.on('error', () => {
    stream.open = false;
    again(stream, n);
  });
}

// The first connections spread at this process's share of the admission rate.
streams.forEach((s, i) => setTimeout(() => connect(s, args.from + i), (i / args.startPerSecond) * 1000));

process.on('message', (message: { cmd: string; since?: number; timeoutMs?: number }) => {
  const reply = (value: unknown) => process.send!(value);
  if (message.cmd === 'status') {
    reply({ open: streams.filter((s) => s.open).length, refused: streams.reduce((a, s) => a + s.refused, 0) });
  } else if (message.cmd === 'wait') {
    const since = message.since!;
    const deadline = Date.now() + (message.timeoutMs ?? 30_000);
    const check = () => {
      const latencies = streams.map((s) => s.received.find((t) => t >= since));
      if (latencies.every((t) => t !== undefined) || Date.now() > deadline) {
        reply({
          latencies: latencies.filter((t): t is number => t !== undefined).map((t) => t - since),
          missing: latencies.filter((t) => t === undefined).length,
        });
      } else setTimeout(check, 20);
    };
    check();
  } else if (message.cmd === 'verify') {
    let duplicated = 0;
    let nonIncreasing = 0;
    for (const s of streams) {
      if (new Set(s.ids).size !== s.ids.length) duplicated += 1;
      const ms = s.ids.map((id) => Number(id.split('.')[0]));
      if (ms.some((v, i) => i > 0 && v <= ms[i - 1])) nonIncreasing += 1;
    }
    const resumedAt = streams.map((s) => s.connectedAt);
    reply({ duplicated, nonIncreasing, resumedAt, open: streams.filter((s) => s.open).length });
  } else if (message.cmd === 'exit') {
    process.exit(0);
  }
});
