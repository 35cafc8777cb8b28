import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevIdp, type DevIdp } from '../../apps/dev-idp/src/index.js';
import type { AppProcess } from '../cluster/processes.js';
import {
  call,
  createDatabase,
  type DataSet,
  dbUrl,
  dropDatabase,
  expectStatus,
  fillDataSet,
  fleetProcess,
  hubProcess,
  mcpInitialize,
  tableContents,
} from './harness.js';

/**
 * `npm run test:restore` (docs/operations.md): both databases filled through the API, backed up with `pg_dump`,
 * restored into fresh databases with `pg_restore`, and the apps started on the copies: every key and token still
 * authenticates, fleet secrets decrypt, every row of every table is there, the catalog answers byte for byte as
 * before. Started with another encryption key, each app stops at once with one clear line.
 */
const figures: Record<string, string> = {};

describe('backup and restore of both databases', () => {
  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const db = {
    hub: `svc_restore_hub_${suffix}`,
    fleet: `svc_restore_fleet_${suffix}`,
    hubCopy: `svc_restore_hub_copy_${suffix}`,
    fleetCopy: `svc_restore_fleet_copy_${suffix}`,
  };
  const dir = mkdtempSync(join(tmpdir(), 'svc-restore-'));
  let idp: DevIdp;
  const processes: AppProcess[] = [];
  let data: DataSet;
  const before: Record<string, string> = {};
  let rowsBefore: { hub: Record<string, string[]>; fleet: Record<string, string[]> };
  let hubPorts: { port: number; mcpPort: number };

  /** What the apps answer that must not change: catalog bytes, audit rows, lists, secrets. */
  async function answers(hub: AppProcess, fleet: AppProcess): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    const get = async (name: string, base: string, path: string, token: string) => {
      const answer = expectStatus(await call(base, 'GET', path, token), 200, name);
      out[name] = answer.text;
      if (answer.etag) out[`${name} etag`] = answer.etag;
    };
    // First, before a key is used: a process writes a key's last-used time on its first use (docs/deployment.md).
    await get('api keys', hub.url, '/api/v1/account/api-keys', data.aliceToken);
    await get('access tokens', hub.url, '/api/v1/account/access-tokens', data.aliceToken);
    await get('catalog list (instance key)', hub.url, '/api/v1/catalog/templates?limit=100', data.keys[0]);
    await get('catalog categories (instance key)', hub.url, '/api/v1/catalog/categories', data.keys[0]);
    await get('catalog list (admin)', hub.url, '/api/v1/admin/templates?limit=100', data.adminToken);
    await get('addon audit events', hub.url, '/api/v1/admin/addon-audit-events?limit=100', data.adminToken);
    await get('fleet audit log', fleet.url, '/api/v1/audit-log?limit=100', data.fleetSession);
    await get('fleet machine tokens', fleet.url, '/api/v1/machine-tokens', data.fleetSession);
    await get('fleet hub templates', fleet.url, '/api/v1/hub/templates', data.fleetSession);
    await get('fleet users', fleet.url, '/api/v1/users', data.fleetSession);
    for (const name of Object.keys(data.secrets)) {
      await get(`fleet secret ${name}`, fleet.url, `/api/v1/secrets/${name}`, data.fleetSession);
    }
    return out;
  }

  beforeAll(async () => {
    for (const name of [db.hub, db.fleet, db.hubCopy, db.fleetCopy]) await createDatabase(name);
    idp = await startDevIdp({ port: 0, host: '127.0.0.1' });
  }, 60_000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await idp?.close();
    for (const name of Object.values(db)) await dropDatabase(name);
    rmSync(dir, { recursive: true, force: true });
    process.stdout.write(
      `\nrestore figures:\n${Object.entries(figures)
        .map(([k, v]) => `  ${k}: ${v}`)
        .join('\n')}\n`,
    );
  });

  test('fill both databases through the API, then back them up with pg_dump', async () => {
    const hub = await hubProcess('hub', db.hub, idp, { migrate: true });
    const fleet = await fleetProcess('fleet', db.fleet, { migrate: true });
    processes.push(hub, fleet);
    hub.start();
    fleet.start();
    await Promise.all([hub.ready(), fleet.ready()]);
    hubPorts = { port: hub.port, mcpPort: Number(hub.env.HUB_MCP_PORT) };
    data = await fillDataSet(hub, fleet, idp, 'restore');
    Object.assign(before, await answers(hub, fleet));
    // Stopped first so that what the apps write behind (audit queues, last-used times) is in the dump; a dump of a
    // running database is consistent too, it would just miss what was still queued in memory.
    await Promise.all([hub.stop(), fleet.stop()]);
    rowsBefore = { hub: await tableContents(db.hub), fleet: await tableContents(db.fleet) };
    const started = performance.now();
    for (const app of ['hub', 'fleet'] as const) {
      execFileSync('pg_dump', ['--format=custom', `--file=${join(dir, `${app}.dump`)}`, dbUrl(db[app])]);
    }
    figures['pg_dump of both (ms)'] = String(Math.round(performance.now() - started));
    figures['dump sizes (bytes)'] = ['hub', 'fleet'].map((a) => statSync(join(dir, `${a}.dump`)).size).join(', ');
    figures['rows (hub, fleet)'] = [rowsBefore.hub, rowsBefore.fleet]
      .map((t) => Object.values(t).reduce((n, rows) => n + rows.length, 0))
      .join(', ');
    // The data set is not trivial: every kind of row the issue names is there.
    for (const table of ['api_keys', 'personal_access_tokens', 'catalog_access', 'addon_audit_events', 'templates'])
      expect([table, rowsBefore.hub[table].length > 0]).toEqual([table, true]);
    for (const table of ['secrets', 'machine_tokens', 'machine_token_audit_log', 'hub_templates', 'fleet_users'])
      expect([table, rowsBefore.fleet[table].length > 0]).toEqual([table, true]);
  }, 180_000);

  test('pg_restore into fresh databases gives back every row of every table', async () => {
    const started = performance.now();
    for (const [app, copy] of [
      ['hub', db.hubCopy],
      ['fleet', db.fleetCopy],
    ] as const) {
      execFileSync('pg_restore', [
        '--exit-on-error',
        '--no-owner',
        `--dbname=${dbUrl(copy)}`,
        join(dir, `${app}.dump`),
      ]);
    }
    figures['pg_restore of both (ms)'] = String(Math.round(performance.now() - started));
    expect(await tableContents(db.hubCopy)).toEqual(rowsBefore.hub);
    expect(await tableContents(db.fleetCopy)).toEqual(rowsBefore.fleet);
  }, 60_000);

  test.each([
    ['hub', 'HUB_ENCRYPTION_KEY'],
    ['fleet', 'FLEET_ENCRYPTION_KEY'],
  ] as const)(
    'a %s started on the copy with another encryption key stops at start, naming it',
    async (app, variable) => {
      const wrongKey = 'c7'.repeat(32);
      const process =
        app === 'hub'
          ? await hubProcess('hub (wrong key)', db.hubCopy, idp, { key: wrongKey })
          : await fleetProcess('fleet (wrong key)', db.fleetCopy, { key: wrongKey });
      processes.push(process);
      const started = performance.now();
      process.start();
      const ended = await process.exited(60_000);
      figures[`${app} with the wrong key: ended by, after (ms)`] =
        `${ended}, ${Math.round(performance.now() - started)}`;
      figures[`${app} with the wrong key: what it said`] = process.output.trim().split('\n').pop()!.slice(0, 400);
      expect(ended).not.toBeNull();
      expect(ended).not.toBe('0');
      expect(process.output).toContain(`${variable} does not decrypt the`);
      // Refused before it listened: nothing was served with a key that cannot read the data.
      await expect(fetch(`${process.url}/healthz`)).rejects.toThrow();
    },
    90_000,
  );

  test('the apps started on the copies: every key, token and session authenticates, secrets decrypt, answers are byte for byte the same', async () => {
    // The hub on the same address as before: the fleet's stored hub settings name it.
    const hub = await hubProcess('hub (restored)', db.hubCopy, idp, hubPorts);
    const fleet = await fleetProcess('fleet (restored)', db.fleetCopy);
    processes.push(hub, fleet);
    hub.start();
    fleet.start();
    await Promise.all([hub.ready(), fleet.ready()]);
    const after = await answers(hub, fleet);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const name of Object.keys(before)) expect([name, after[name]]).toEqual([name, before[name]]);
    for (const [name, value] of Object.entries(data.secrets)) {
      const secret = await call(fleet.url, 'GET', `/api/v1/secrets/${name}`, data.fleetSession);
      expect([name, secret.body.secret?.value]).toEqual([name, value]);
    }
    const statuses = {
      keys: await Promise.all(
        data.keys.map(async (k) => (await call(hub.url, 'GET', '/api/v1/instance-info', k)).status),
      ),
      revoked: await Promise.all(
        data.revokedKeys.map(async (k) => (await call(hub.url, 'GET', '/api/v1/instance-info', k)).status),
      ),
      tokens: await Promise.all(data.tokens.map((t) => mcpInitialize(hub, t))),
      machineTokens: await Promise.all(
        data.machineTokens.map(async (t) => (await call(fleet.url, 'GET', '/api/v1/auth/me', t)).status),
      ),
      session: (await call(fleet.url, 'GET', '/api/v1/auth/me', data.fleetSession)).status,
      dashboard: (await call(hub.url, 'GET', '/api/v1/account/profile', data.aliceToken)).status,
    };
    figures['statuses after the restore'] = JSON.stringify(statuses);
    expect(statuses).toEqual({
      keys: data.keys.map(() => 200),
      revoked: [401],
      tokens: data.tokens.map(() => 200),
      machineTokens: data.machineTokens.map(() => 200),
      session: 200,
      dashboard: 200,
    });
    // The fleet's stored (encrypted) instance key still opens the hub: a sync from the restored hub works.
    const sync = await call(fleet.url, 'POST', '/api/v1/hub/sync', data.fleetSession);
    expect(sync.status).toBe(200);
  }, 120_000);
});
