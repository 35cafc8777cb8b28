import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { startDevIdp, type DevIdp } from '../../apps/dev-idp/src/index.js';
import { AppProcess, ROOT } from '../cluster/processes.js';
import { Balancer } from './balancer.js';
import {
  call,
  createDatabase,
  type DataSet,
  dbUrl,
  dropDatabase,
  expectStatus,
  fillDataSet,
  fleetProcess,
  HUB_KEY,
  FLEET_KEY,
  hubProcess,
  mcpInitialize,
  SESSION_SECRET,
  sleep,
  sql,
} from './harness.js';
import { buildPreviousRelease, type PreviousBuild } from './previous-release.js';

/**
 * `npm run test:upgrade` (docs/migrations.md): two hubs and a fleet of the previous release (deploy/previous-release,
 * or UPGRADE_FROM) serve on PostgreSQL behind load balancers under steady load (catalog reads with instance keys,
 * template writes by an admin, fleet syncs through the hub's balancer); the current release's migrations run while
 * they serve; then each process is replaced by one of the current release, one at a time (the new one ready before
 * the old one gets SIGTERM, as a rolling update with maxUnavailable 0 does). Counted: failed requests (0), writes
 * lost (0), keys, tokens and sessions made before that no longer work (0).
 */
const figures: Record<string, string> = {};

interface Tally {
  ok: number;
  failed: string[];
}

describe('rolling upgrade from the previous release under load', () => {
  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const hubDb = `svc_upgrade_hub_${suffix}`;
  const fleetDb = `svc_upgrade_fleet_${suffix}`;
  let previous: PreviousBuild;
  let idp: DevIdp;
  const hubLb = new Balancer();
  const fleetLb = new Balancer();
  const processes: AppProcess[] = [];
  let data: DataSet;

  beforeAll(async () => {
    previous = buildPreviousRelease();
    figures['previous release'] = `${previous.commit.slice(0, 12)} (dependencies ${previous.dependencies})`;
    figures['previous release prepared in (s)'] = previous.seconds.toFixed(1);
    await createDatabase(hubDb);
    await createDatabase(fleetDb);
    idp = await startDevIdp({ port: 0, host: '127.0.0.1' });
    await hubLb.start();
    await fleetLb.start();
  }, 300_000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await hubLb.stop();
    await fleetLb.stop();
    await idp?.close();
    await dropDatabase(hubDb);
    await dropDatabase(fleetDb);
    process.stdout.write(
      `\nupgrade figures:\n${Object.entries(figures)
        .map(([k, v]) => `  ${k}: ${v}`)
        .join('\n')}\n`,
    );
  });

  /** Starts a process and puts it behind its balancer once ready. */
  async function bringUp(p: AppProcess, lb: Balancer): Promise<void> {
    processes.push(p);
    p.start();
    await p.ready();
    lb.add(p.url);
    await lb.seenReady(p.url);
  }

  /** SIGTERM: /readyz turns 503, the balancer stops sending, in-flight requests finish, the process exits. */
  async function takeDown(p: AppProcess, lb: Balancer): Promise<void> {
    p.signal('SIGTERM');
    const ended = await p.exited(30_000);
    if (ended === null) throw new Error(`${p.name} did not stop:\n${p.output}`);
    lb.remove(p.url);
  }

  test('two hubs and a fleet of the previous release, replaced one by one under load after the migrations', async () => {
    const old = {
      hub1: await hubProcess('hub 1 (previous)', hubDb, idp, { root: previous.root, migrate: true }),
      hub2: await hubProcess('hub 2 (previous)', hubDb, idp, { root: previous.root }),
      fleet: await fleetProcess('fleet (previous)', fleetDb, { root: previous.root, migrate: true }),
    };
    // The previous release migrates its own schema (hub 1, the fleet), then hub 2 joins.
    await bringUp(old.hub1, hubLb);
    await bringUp(old.hub2, hubLb);
    await bringUp(old.fleet, fleetLb);
    data = await fillDataSet({ url: hubLb.url } as AppProcess, { url: fleetLb.url } as AppProcess, idp, 'upgrade');
    // fillDataSet gave the fleet the hubs' balancer as its hub address: it syncs through it.
    const categoryId = (await sql<{ id: string }>(hubDb, `SELECT id FROM categories ORDER BY sort_order LIMIT 1`))[0]
      .id;
    // Steady load through the balancers until told to stop.
    let running = true;
    const tallies: Record<string, Tally> = {
      'catalog reads (instance keys)': { ok: 0, failed: [] },
      'template writes (admin)': { ok: 0, failed: [] },
      'fleet syncs': { ok: 0, failed: [] },
      'fleet secret reads (machine token)': { ok: 0, failed: [] },
    };
    const written: string[] = [];
    const loop = async (name: string, once: (i: number) => Promise<void>) => {
      for (let i = 0; running; i++) {
        try {
          await once(i);
          tallies[name].ok += 1;
        } catch (error) {
          const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
          const why = cause ? ` (${cause.code ?? ''} ${cause.message ?? ''})` : '';
          tallies[name].failed.push(`${(error as Error).message}${why}`.slice(0, 300));
        }
      }
    };
    const expectOk = async (answer: Promise<{ status: number; text: string }>, ...statuses: number[]) => {
      const { status, text } = await answer;
      if (!statuses.includes(status)) throw new Error(`${status} ${text}`);
    };
    const load = Promise.all([
      ...[0, 1, 2].map((n) =>
        loop('catalog reads (instance keys)', (i) =>
          expectOk(call(hubLb.url, 'GET', '/api/v1/catalog/templates', data.keys[(i + n) % data.keys.length]), 200),
        ),
      ),
      loop('template writes (admin)', async (i) => {
        const slug = `written-${i}`;
        const created = await call(hubLb.url, 'POST', '/api/v1/admin/templates', data.adminToken, {
          name: `Written ${i}`,
          slug,
          category_id: categoryId,
          image_name: 'example/written',
        });
        if (created.status !== 201) throw new Error(`${created.status} ${created.text}`);
        written.push(slug);
        await sleep(50);
      }),
      loop('fleet syncs', async () => {
        await expectOk(call(fleetLb.url, 'POST', '/api/v1/hub/sync', data.fleetSession), 200);
        await sleep(100);
      }),
      loop('fleet secret reads (machine token)', (i) =>
        expectOk(call(fleetLb.url, 'GET', '/api/v1/secrets', data.machineTokens[i % data.machineTokens.length]), 200),
      ),
    ]);

    const steps: string[] = [];
    const step = async (what: string, action: () => Promise<void>) => {
      const started = performance.now();
      await action();
      steps.push(`${what} ${((performance.now() - started) / 1000).toFixed(1)} s`);
    };
    try {
      await sleep(1000);
      // The current release's migration runs while the previous release serves (the Job / hub-migrate service).
      await step('migrations', async () => {
        for (const app of ['hub', 'fleet'] as const) {
          const env = {
            PATH: process.env.PATH ?? '',
            NODE_ENV: 'production',
            HUB_DATABASE_URL: dbUrl(hubDb),
            HUB_ENCRYPTION_KEY: HUB_KEY,
            FLEET_DATABASE_URL: dbUrl(fleetDb),
            FLEET_ENCRYPTION_KEY: FLEET_KEY,
            FLEET_SESSION_SECRET: SESSION_SECRET,
          };
          const out = execFileSync(process.execPath, [join(ROOT, `dist/apps/${app}/src/migrate.js`)], {
            env,
            encoding: 'utf8',
          });
          figures[`${app} migrations applied under load`] = JSON.stringify(
            (JSON.parse(out.trim().split('\n').pop()!) as { applied: string[] }).applied,
          );
        }
      });
      await sleep(1000);
      // One at a time: the new process is ready behind the balancer before the old one is told to stop.
      for (const [name, oldProcess, lb] of [
        ['hub 1', old.hub1, hubLb],
        ['hub 2', old.hub2, hubLb],
        ['fleet', old.fleet, fleetLb],
      ] as const) {
        await step(`${name} replaced`, async () => {
          const next =
            oldProcess.app === 'hub'
              ? await hubProcess(`${name} (current)`, hubDb, idp)
              : await fleetProcess(`${name} (current)`, fleetDb);
          await bringUp(next, lb);
          await takeDown(oldProcess, lb);
        });
        await sleep(500);
      }
      await sleep(1000);
    } finally {
      running = false;
      await load;
    }
    figures.steps = steps.join(', ');
    figures['failures'] = JSON.stringify(Object.fromEntries(Object.entries(tallies).map(([k, t]) => [k, t.failed])));
    figures['requests (ok / failed)'] = Object.entries(tallies)
      .map(([k, t]) => `${k} ${t.ok}/${t.failed.length}`)
      .join(', ');

    // 0 failed requests, and there was load on every path all along.
    for (const [name, tally] of Object.entries(tallies)) {
      expect({ name, failed: tally.failed }).toEqual({ name, failed: [] });
      expect([name, tally.ok > 5]).toEqual([name, true]);
    }
    // 0 lost writes: every template the admin was told was created is there, served by the current release.
    const stored = await sql<{ slug: string }>(hubDb, `SELECT slug FROM templates WHERE slug LIKE 'written-%'`);
    expect(stored.map((r) => r.slug).sort()).toEqual([...written].sort());
    figures['templates written under load, all found'] = String(written.length);
    // The fleet's copy of the catalog has them too (the last sync ran on the current release).
    expectStatus(await call(fleetLb.url, 'POST', '/api/v1/hub/sync', data.fleetSession), 200, 'final sync');
    const synced = await call(fleetLb.url, 'GET', '/api/v1/hub/templates', data.fleetSession);
    const syncedSlugs = new Set((synced.body.templates as { slug: string }[]).map((t) => t.slug));
    expect(written.filter((s) => !syncedSlugs.has(s))).toEqual([]);

    // Every key, token and session made on the previous release is valid on the current one.
    const hubs = processes.filter((p) => p.app === 'hub' && p.exitCode === undefined);
    const fleet = processes.find((p) => p.app === 'fleet' && p.exitCode === undefined)!;
    expect(hubs.map((h) => h.root)).toEqual([ROOT, ROOT]);
    const statuses = {
      keys: await Promise.all(
        data.keys.map(async (k) => (await call(hubLb.url, 'GET', '/api/v1/instance-info', k)).status),
      ),
      revoked: await Promise.all(
        data.revokedKeys.map(async (k) => (await call(hubLb.url, 'GET', '/api/v1/instance-info', k)).status),
      ),
      tokens: await Promise.all(data.tokens.map((t) => mcpInitialize(hubs[0], t))),
      machineTokens: await Promise.all(
        data.machineTokens.map(async (t) => (await call(fleet.url, 'GET', '/api/v1/auth/me', t)).status),
      ),
      session: (await call(fleet.url, 'GET', '/api/v1/auth/me', data.fleetSession)).status,
      secrets: await Promise.all(
        Object.entries(data.secrets).map(
          async ([name, value]) =>
            (await call(fleet.url, 'GET', `/api/v1/secrets/${name}`, data.fleetSession)).body.secret?.value === value,
        ),
      ),
    };
    figures['statuses on the current release'] = JSON.stringify(statuses);
    expect(statuses).toEqual({
      keys: data.keys.map(() => 200),
      revoked: [401],
      tokens: data.tokens.map(() => 200),
      machineTokens: data.machineTokens.map(() => 200),
      session: 200,
      secrets: Object.keys(data.secrets).map(() => true),
    });
  }, 300_000);
});
