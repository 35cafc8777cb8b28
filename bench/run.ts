/**
 * `npm run bench`: throughput of the hub's hot catalog paths against a raw baseline (node:http + pg,
 * the same SQL, no framework), on PostgreSQL (BENCH_DATABASE_URL, default the local server) with the
 * demo catalog. Prints requests/second and the ratio to the baseline. Loopback only, bounded in time.
 *
 *   BENCH_SECONDS=5 BENCH_CONCURRENCY=32 npm run bench
 */
import 'reflect-metadata';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { envInt, runMain } from '#lib/common';
import { startHub } from '../apps/hub/src/bootstrap.js';
import { loadHubConfig } from '../apps/hub/src/hub.config.js';
import { TEMPLATE_COLUMNS } from '../apps/hub/src/catalog/catalog.repository.js';

/** How long each case runs and how many clients it runs with (BENCH_SECONDS, BENCH_CONCURRENCY). */
interface Settings {
  seconds: number;
  concurrency: number;
}
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function load(
  { seconds, concurrency }: Settings,
  url: string,
  headers: Record<string, string>,
): Promise<{ rps: number; p50: number; p99: number }> {
  const deadline = Date.now() + seconds * 1000;
  const latencies: number[] = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) {
        const start = performance.now();
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        if (res.status !== 200) errors += 1;
        latencies.push(performance.now() - start);
      }
    }),
  );
  if (errors) throw new Error(`${url}: ${errors} non-200 answers`);
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p50: latencies[Math.floor(latencies.length * 0.5)],
    p99: latencies[Math.floor(latencies.length * 0.99)],
  };
}

async function main(settings: Settings): Promise<void> {
  const name = `svc_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
  const hub = await startHub(
    loadHubConfig({
      ...process.env,
      HUB_DATABASE_URL: url.toString(),
      HUB_DATA_DIR: dataDir,
      HUB_PORT: '0',
      HUB_MCP_PORT: '0',
      HUB_HOST: '127.0.0.1',
      HUB_SEED_DEMO: 'true',
      HUB_LOG_REQUESTS: 'false',
    }),
    { quiet: true },
  );
  const key = readFileSync(join(dataDir, 'demo-instance-key.txt'), 'utf8').trim();

  // The baseline: the same list SQL through pg and node:http, serialized with JSON.stringify.
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
  const raw = createServer((req, res) => {
    const sql = req.url?.startsWith('/get')
      ? `SELECT ${TEMPLATE_COLUMNS} FROM templates t JOIN categories c ON c.id = t.category_id WHERE t.slug = 'vllm' AND t.is_public AND NOT c.is_private`
      : `SELECT ${TEMPLATE_COLUMNS}, count(*) OVER () AS total FROM templates t JOIN categories c ON c.id = t.category_id
          WHERE t.is_public AND NOT c.is_private ORDER BY lower(t.name), t.id LIMIT 50`;
    pool.query(sql).then(
      (r) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(req.url?.startsWith('/get') ? r.rows[0] : { templates: r.rows }));
      },
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((r) => raw.listen(0, '127.0.0.1', r));
  const rawPort = (raw.address() as { port: number }).port;

  const rows: string[][] = [];
  const baselineList = await load(settings, `http://127.0.0.1:${rawPort}/list`, {});
  const baselineGet = await load(settings, `http://127.0.0.1:${rawPort}/get`, {});
  const cases: [string, string, Record<string, string>, typeof baselineList][] = [
    ['list, anonymous', `${hub.url}/api/v1/catalog/templates`, {}, baselineList],
    ['list, instance key', `${hub.url}/api/v1/catalog/templates`, { authorization: `Bearer ${key}` }, baselineList],
    ['get by slug, anonymous', `${hub.url}/api/v1/catalog/templates/vllm`, {}, baselineGet],
    [
      'get by slug, instance key (counts)',
      `${hub.url}/api/v1/catalog/templates/vllm`,
      { authorization: `Bearer ${key}` },
      baselineGet,
    ],
    ['categories, anonymous', `${hub.url}/api/v1/catalog/categories`, {}, baselineList],
    [
      'updates, instance key',
      `${hub.url}/api/v1/catalog/templates/updates?since=2000-01-01T00:00:00Z`,
      { authorization: `Bearer ${key}` },
      baselineList,
    ],
  ];
  rows.push([
    'raw baseline list',
    baselineList.rps.toFixed(0),
    baselineList.p50.toFixed(2),
    baselineList.p99.toFixed(2),
    '1.00',
  ]);
  rows.push([
    'raw baseline get',
    baselineGet.rps.toFixed(0),
    baselineGet.p50.toFixed(2),
    baselineGet.p99.toFixed(2),
    '1.00',
  ]);
  for (const [label, target, headers, baseline] of cases) {
    const r = await load(settings, target, headers);
    rows.push([label, r.rps.toFixed(0), r.p50.toFixed(2), r.p99.toFixed(2), (r.rps / baseline.rps).toFixed(2)]);
  }
  process.stdout.write(
    `hub catalog benchmark: ${settings.seconds}s per case, ${settings.concurrency} concurrent clients, PostgreSQL\n`,
  );
  process.stdout.write(['case', 'req/s', 'p50 ms', 'p99 ms', 'vs raw'].join('\t') + '\n');
  for (const r of rows) process.stdout.write(r.join('\t') + '\n');

  raw.close();
  await pool.end();
  await hub.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}

await runMain(() =>
  main({
    seconds: envInt(process.env, 'BENCH_SECONDS', 5, 1),
    concurrency: envInt(process.env, 'BENCH_CONCURRENCY', 32, 1),
  }),
);
