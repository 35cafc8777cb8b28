/**
 * `npm run bench:catalog`: plan and apply of a catalog document of BENCH_CATALOG_TEMPLATES (default 1,000)
 * generated templates (issue 32), on PostgreSQL and on the embedded database (PGlite). Separate processes: the hub
 * as production runs it (`node dist/apps/hub/src/main.js`, NODE_ENV=production) and, on PostgreSQL, a second hub
 * on the same database standing for a replica; this runner holds the identity provider (the dev IdP, signing an
 * admin's token) and sends the requests.
 *
 * Per database: plan and apply of the document on an empty catalog (all creates), the same again (all unchanged:
 * nothing written), and a document changing every template's image tag (all updates, each publishing a revision).
 * Reports each call's time and the cache flushes each apply caused, on the hub that applied it and on the replica
 * (read from their /metrics: hub_catalog_cache_flushes_total). Targets (issue 32): plan and apply of 1,000
 * templates within 10 s on PostgreSQL and 30 s on PGlite; replicas flushed once per apply. Exits 1 when an answer
 * is not what the document asks for; timings are reported, not asserted.
 *
 *   BENCH_CATALOG_TEMPLATES=1000 npm run bench:catalog [-- --json]
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { envInt, runMain } from '#lib/common';
import { startDevIdp } from '../apps/dev-idp/src/index.js';
import { cpuUs, type HubProcess, startHubProcess } from './support.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../..');
const ENTRY = join(ROOT, 'dist/apps/hub/src/main.js');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const json = process.argv.includes('--json');
const log = (line: string) => process.stderr.write(`${line}\n`);
const ENCRYPTION_KEY = randomBytes(32).toString('hex');
const ADMIN_EMAIL = 'bench-catalog-admin@example.test';

function documentOf(count: number, tag: string): unknown {
  const categories = Array.from({ length: 10 }, (_, i) => ({
    slug: `bench-cat-${i}`,
    name: `Bench ${i}`,
    sort_order: i,
  }));
  const templates = Array.from({ length: count }, (_, i) => ({
    slug: `bench-template-${String(i).padStart(5, '0')}`,
    name: `Bench template ${i}`,
    category_slug: `bench-cat-${i % 10}`,
    description: `Generated template number ${i} for the catalog benchmark.`,
    version: tag,
    image_name: `example/bench-${i}`,
    image_tag: tag,
    cpu_request: '500m',
    memory_request: '1Gi',
    env: [{ name: 'MODE', value: 'bench' }],
    env_schema: [{ name: 'TOKEN', required: false, description: 'An optional token.' }],
    ports: [{ containerPort: 8080 }],
    volume_mounts: [{ name: 'data', mountPath: '/data' }],
    tags: ['bench', `group-${i % 7}`],
  }));
  return { apiVersion: 'hub.catalog/v1', kind: 'Catalog', categories, templates };
}

async function flushes(hub: HubProcess): Promise<number> {
  const text = await (await fetch(hub.metricsUrl)).text();
  return Number(/^hub_catalog_cache_flushes_total(?:\{[^}]*\})? (\d+)/m.exec(text)?.[1] ?? NaN);
}

interface Step {
  step: string;
  ms: number;
  /** CPU time the step cost: the hub process's, plus (PostgreSQL) its database's server processes'. */
  cpu_ms: number;
  summary: Record<string, number>;
  applied?: boolean;
  flushes?: number;
  replica_flushes?: number;
}

async function measure(
  name: string,
  env: Record<string, string>,
  token: string,
  withReplica: boolean,
  count: number,
  database?: { admin: pg.Client; name: string },
): Promise<Step[]> {
  const hub = await startHubProcess(ROOT, ENTRY, ENCRYPTION_KEY, env);
  const replica = withReplica
    ? await startHubProcess(ROOT, ENTRY, ENCRYPTION_KEY, { ...env, HUB_MIGRATE: 'false' })
    : null;
  const steps: Step[] = [];
  // On a shared machine wall times stretch with others' load; CPU time says what the step itself cost.
  const cpu = async () => {
    let total = cpuUs(hub.pid);
    if (database) {
      const backends: { pid: number }[] = (
        await database.admin.query('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
          database.name,
        ])
      ).rows;
      for (const b of backends) total += cpuUs(b.pid);
    }
    return total;
  };
  try {
    const call = async (route: 'plan' | 'apply', body: string, step: string, expect: Record<string, number>) => {
      const before = [await flushes(hub), replica ? await flushes(replica) : 0];
      const cpuBefore = await cpu();
      const started = performance.now();
      const res = await fetch(`${hub.url}/api/v1/admin/catalog/${route}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body,
      });
      const answer = (await res.json()) as { summary: Record<string, number>; applied?: boolean };
      const ms = performance.now() - started;
      const cpuMs = Math.round(((await cpu()) - cpuBefore) / 1000);
      if (res.status !== 200) throw new Error(`${name} ${step}: ${res.status} ${JSON.stringify(answer)}`);
      for (const [k, v] of Object.entries(expect)) {
        if (answer.summary[k] !== v) throw new Error(`${name} ${step}: ${k} ${answer.summary[k]}, expected ${v}`);
      }
      // Replicas hear of a write through NOTIFY: give it a moment before reading their counter.
      await new Promise((r) => setTimeout(r, route === 'apply' ? 500 : 0));
      const after = [await flushes(hub), replica ? await flushes(replica) : 0];
      const result: Step = { step, ms: Math.round(ms), cpu_ms: cpuMs, summary: answer.summary };
      if (route === 'apply') {
        result.applied = answer.applied;
        result.flushes = after[0] - before[0];
        if (replica) result.replica_flushes = after[1] - before[1];
      }
      steps.push(result);
      log(
        `${name}: ${step} ${result.ms} ms (CPU ${result.cpu_ms} ms) ${JSON.stringify(answer.summary)}${route === 'apply' ? ` flushes ${result.flushes}${replica ? `, replica ${result.replica_flushes}` : ''}` : ''}`,
      );
    };
    const first = JSON.stringify(documentOf(count, 'v1'));
    const second = JSON.stringify(documentOf(count, 'v2'));
    await call('plan', first, 'plan (all create)', { create: count + 10 });
    await call('apply', first, 'apply (all create)', { create: count + 10 });
    await call('plan', first, 'plan (all unchanged)', { unchanged: count + 10 });
    await call('apply', first, 'apply (all unchanged)', { unchanged: count + 10 });
    await call('plan', second, 'plan (all update)', { update: count });
    await call('apply', second, 'apply (all update)', { update: count });
  } finally {
    await replica?.stop();
    await hub.stop();
  }
  return steps;
}

await runMain(async () => {
  const count = envInt(process.env, 'BENCH_CATALOG_TEMPLATES', 1000, 1);
  const idp = await startDevIdp({ port: 0, host: '127.0.0.1' });
  const token = await idp.signToken(
    { sub: 'bench-catalog-admin', email: ADMIN_EMAIL, email_verified: true, name: 'Bench' },
    { expiresIn: 3600 },
  );
  const identity = {
    HUB_OIDC_ISSUER: idp.issuer,
    HUB_OIDC_AUDIENCE: idp.audience,
    HUB_SUPERADMIN_EMAILS: ADMIN_EMAIL,
  };
  const results: Record<string, Step[]> = {};
  const name = `bench_catalog_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-catalog-'));
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    results.postgresql = await measure(
      'PostgreSQL',
      { ...identity, HUB_DATABASE_URL: url.toString(), HUB_DATA_DIR: join(dataDir, 'pg') },
      token,
      true,
      count,
      { admin, name },
    );
    results.pglite = await measure(
      'PGlite',
      { ...identity, HUB_DATA_DIR: join(dataDir, 'pglite') },
      token,
      false,
      count,
    );
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
    await idp.close();
  }
  if (json) {
    process.stdout.write(`${JSON.stringify({ templates: count, results }, null, 2)}\n`);
    return;
  }
  const lines = [
    `Catalog document of ${count} templates and 10 categories (times in ms; CPU: the hub's, plus PostgreSQL's for it):`,
    '',
  ];
  lines.push(
    '| step | PostgreSQL | CPU | flushes (hub / replica) | PGlite | CPU | flushes |',
    '|---|---:|---:|---:|---:|---:|---:|',
  );
  for (const [i, step] of results.postgresql.entries()) {
    const lite = results.pglite[i];
    const f = (s: Step, replica: boolean) =>
      s.flushes === undefined ? '' : replica ? `${s.flushes} / ${s.replica_flushes}` : String(s.flushes);
    lines.push(
      `| ${step.step} | ${step.ms} | ${step.cpu_ms} | ${f(step, true)} | ${lite.ms} | ${lite.cpu_ms} | ${f(lite, false)} |`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
});
