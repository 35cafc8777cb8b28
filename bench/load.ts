/**
 * The load generator of `npm run bench`, a process of its own: runs one autocannon measurement described by
 * its JSON argument and prints the result as one JSON line. A `{n}` in the path is replaced by a counter
 * (a different search term on every request).
 */
import autocannon from 'autocannon';

interface Job {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  seconds: number;
  connections: number;
}

const job = JSON.parse(process.argv[2]) as Job;
const url = new URL(job.url);
const pathTemplate = url.pathname + url.search;
let n = 0;
const counting = pathTemplate.includes('%7Bn%7D') || pathTemplate.includes('{n}');

const result = await autocannon({
  url: `${url.protocol}//${url.host}`,
  connections: job.connections,
  duration: job.seconds,
  requests: [
    {
      method: job.method ?? 'GET',
      path: pathTemplate,
      headers: job.headers,
      body: job.body,
      ...(counting
        ? {
            setupRequest: (request: autocannon.Request) => {
              n += 1;
              return { ...request, path: pathTemplate.replace(/%7Bn%7D|\{n\}/, `q${n}x`) };
            },
          }
        : {}),
    },
  ],
});

const statuses: Record<string, number> = {};
for (const [code, stat] of Object.entries(
  (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {},
)) {
  statuses[code] = Number(stat.count);
}
process.stdout.write(
  JSON.stringify({
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    statuses,
  }) + '\n',
);
