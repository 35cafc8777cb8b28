/**
 * The limit of `npm run bench`: plain node:http answering, from memory, the exact bytes and headers the hub
 * answered for each cached case (recorded once from the hub by bench/run.ts): the most any Node server can do
 * for the same answer on this machine. No routing beyond one Map lookup, no hooks, no logging, no metrics.
 *
 * Environment: LIMIT_PORT, LIMIT_ANSWERS (a JSON file: [{path, status, headers, body (base64)}]).
 */
import { createServer, type OutgoingHttpHeaders } from 'node:http';
import { readFileSync } from 'node:fs';

interface Answer {
  path: string;
  status: number;
  headers: OutgoingHttpHeaders;
  body: string;
}

const answers = new Map<string, { status: number; headers: OutgoingHttpHeaders; body: Buffer }>();
for (const a of JSON.parse(readFileSync(process.env.LIMIT_ANSWERS!, 'utf8')) as Answer[]) {
  answers.set(a.path, { status: a.status, headers: a.headers, body: Buffer.from(a.body, 'base64') });
}

const server = createServer((req, res) => {
  const answer = answers.get(req.url ?? '');
  if (!answer) {
    res.writeHead(req.url === '/ready' ? 200 : 404).end();
    return;
  }
  res.writeHead(answer.status, answer.headers);
  res.end(answer.status === 304 ? undefined : answer.body);
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.LIMIT_PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
