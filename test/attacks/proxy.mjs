// The attack harness's man in the middle (docs/signing.md, "The attack harness"): a separate Node process on
// loopback between a fleet and a hub. It passes every request through to the hub, except where the harness set a
// rule (PUT /__attack/rules, a JSON array): answer a path with fixed bytes (a replayed or forged document), with an
// endless body (`inflate` bytes, sent with back-pressure, counted in GET /__attack/stats), or rewrite the JSON of a
// passed-through answer (`set`: fields to set on the item of `templates` whose slug matches, or on the answer itself
// when no slug is given, e.g. a revision's envelope).
// It holds no key: it can only replay, swap or inflate what it is given or sees.
// Usage: node test/attacks/proxy.mjs HUB_URL PORT
import { createServer } from 'node:http';

const [hubUrl, port] = process.argv.slice(2);
let rules = [];
const stats = { inflated_bytes: 0, requests: 0 };

const readBody = (req) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

function inflate(res, total) {
  res.writeHead(200, { 'content-type': 'application/json' });
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  let sent = 0;
  const pump = () => {
    while (sent < total && !res.destroyed) {
      sent += chunk.length;
      stats.inflated_bytes += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    res.end();
  };
  res.on('close', () => {
    sent = total;
  });
  pump();
}

const server = createServer((req, res) => {
  void (async () => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/__attack/rules' && req.method === 'PUT') {
      rules = JSON.parse((await readBody(req)).toString('utf8'));
      return void res.writeHead(204).end();
    }
    if (path === '/__attack/stats') {
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(stats));
    }
    stats.requests += 1;
    const rule = rules.find((r) => r.path === path);
    if (rule?.inflate) return inflate(res, rule.inflate);
    if (rule?.body !== undefined) {
      const type = (rule.status ?? 200) >= 400 ? 'application/problem+json' : 'application/json';
      return void res.writeHead(rule.status ?? 200, { 'content-type': type }).end(rule.body);
    }
    const headers = {};
    for (const name of ['authorization', 'accept', 'if-none-match', 'content-type']) {
      if (typeof req.headers[name] === 'string') headers[name] = req.headers[name];
    }
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
    const upstream = await fetch(`${hubUrl}${req.url}`, { method: req.method, headers, body });
    let out = Buffer.from(await upstream.arrayBuffer());
    if (rule?.set && upstream.ok) {
      const json = JSON.parse(out.toString('utf8'));
      for (const item of Array.isArray(json.templates) ? json.templates : [json]) {
        if (item && (rule.set.slug === undefined || item.slug === rule.set.slug)) Object.assign(item, rule.set.fields);
      }
      out = Buffer.from(JSON.stringify(json));
    }
    const outHeaders = { 'content-type': upstream.headers.get('content-type') ?? 'application/json' };
    if (upstream.headers.get('etag') && !rule?.set) outHeaders.etag = upstream.headers.get('etag');
    res.writeHead(upstream.status, outHeaders).end(out);
  })().catch((error) => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end(String(error));
  });
});
server.keepAliveTimeout = 1000;
server.listen(Number(port), '127.0.0.1', () => process.stdout.write(`proxy listening on ${port}\n`));
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
