/**
 * `npm start`: the dev IdP, the hub (demo data seeded) and the fleet in one process, on the embedded
 * database by default, then a banner with everything needed to try them. Environment variables win over
 * the demo defaults set here; see docs/configuration.md for each of them.
 */
import './quiet-notices.js';
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ConfigError, envPort } from '#lib/common';
import {
  DEMO_USERS,
  DEV_CLIENTS,
  startDevIdp,
  tokenCommand,
  type ClientConfig,
  type DevIdp,
} from '../apps/dev-idp/src/index.js';
import { startHub, type HubApp } from '../apps/hub/src/bootstrap.js';
import { loadHubConfig } from '../apps/hub/src/hub.config.js';
import { startFleet, type FleetApp } from '../apps/fleet/src/bootstrap.js';
import { loadFleetConfig } from '../apps/fleet/src/fleet.config.js';
import { demoInstanceKeyPath, readDemoInstanceKey } from '../apps/hub/src/seed/seed.js';
import { DEMO_PUBLISHER, DEMO_ROOT_FILE } from '../apps/hub/src/seed/demo-trust.js';
import { storeDemoInventory } from '../apps/fleet/src/inventory/demo-inventory.js';

interface Closable {
  close(): Promise<void>;
}

// Data files (the embedded databases, the demo instance key) readable by their owner only.
process.umask(0o077);

const DEMO_TEMP_PASSWORD = 'admin-demo-password';
const env: Record<string, string | undefined> = { ...process.env };
const setDefault = (name: string, value: string) => {
  if (env[name] === undefined || env[name] === '') env[name] = value;
};
const note = (message: string) => process.stderr.write(`[start] ${message}\n`);
const started: { name: string; handle: Closable }[] = [];

function withRedirects(clients: readonly ClientConfig[], hubPort: string, fleetPort: string): ClientConfig[] {
  const extra: Record<string, string[]> = {
    'hub-dashboard': ['localhost', '127.0.0.1'].flatMap((h) => [
      `http://${h}:${hubPort}/callback`,
      `http://${h}:${hubPort}/api/docs/oauth2-redirect.html`,
    ]),
    'fleet-ui': ['localhost', '127.0.0.1'].map((h) => `http://${h}:${fleetPort}/callback`),
  };
  // RP-initiated logout comes back to the console's start page.
  const afterLogout: Record<string, string[]> = {
    'hub-dashboard': ['localhost', '127.0.0.1'].map((h) => `http://${h}:${hubPort}/`),
    'fleet-ui': ['localhost', '127.0.0.1'].map((h) => `http://${h}:${fleetPort}/`),
  };
  return clients.map((c) => ({
    ...c,
    redirect_uris: [...new Set([...(c.redirect_uris ?? []), ...(extra[c.client_id] ?? [])])],
    ...(afterLogout[c.client_id]
      ? {
          post_logout_redirect_uris: [
            ...new Set([...(c.post_logout_redirect_uris ?? []), ...afterLogout[c.client_id]]),
          ],
        }
      : {}),
  }));
}

/** The banner's lines on the demo's signatures: signed (where the keys are), or why not. */
function trustLines(trustDir: string | undefined, pinned: string | undefined): string[] {
  const rel = (path: string) => relative(process.cwd(), path) || path;
  if (!pinned) {
    return [
      trustDir
        ? `  Signatures: the demo catalog is unsigned (seeded before ${rel(join(trustDir, DEMO_ROOT_FILE))} existed; delete ./data to re-seed)`
        : '  Signatures: off (no FLEET_TRUST_ROOT: the fleet verifies nothing; docs/signing.md)',
    ];
  }
  if (!trustDir || rel(pinned) !== rel(join(trustDir, DEMO_ROOT_FILE))) {
    return [`  Signatures: the fleet verifies templates against the root in ${rel(pinned)} (FLEET_TRUST_ROOT)`];
  }
  return [
    `  Signatures: the demo catalog is signed by publisher "${DEMO_PUBLISHER}"; the fleet pins ${rel(pinned)}`,
    `    (demo keys, 0600: ${rel(join(trustDir, 'root.key'))} and ${rel(join(trustDir, `${DEMO_PUBLISHER}.key`))}; docs/demo.md)`,
  ];
}

function banner(idp: DevIdp, hub: HubApp, fleet: FleetApp, key: string | undefined, keyFile: string, trust: string[]) {
  const users = DEMO_USERS.map((u) => `    ${u.email.padEnd(18)} ${u.description}`).join('\n');
  const rel = relative(process.cwd(), keyFile) || keyFile;
  const tempUser = env.SVC_TEMP_ADMIN_USER ?? '';
  const tempPassword =
    env.SVC_TEMP_ADMIN_PASSWORD === DEMO_TEMP_PASSWORD ? DEMO_TEMP_PASSWORD : '<SVC_TEMP_ADMIN_PASSWORD>';
  // The token command names the dev IdP unless `npm run token` finds it with no variable set (another shell).
  const token = tokenCommand(idp.issuer, 'alice@demo.local');
  const lines = [
    '',
    '  Hub + fleet demo is running. Stop with Ctrl+C.',
    '',
    `  Hub console    ${hub.url}/          (catalog; sign in as a demo user below)`,
    `  Fleet console  ${fleet.url}/          (sign in with the dev IdP or the temporary administrator)`,
    '',
    `  Hub API        ${hub.url}/api/v1`,
    `  OpenAPI UI     ${hub.url}/api/docs   ("Authorize" → oidc → sign in as a demo user)`,
    `  OpenAPI JSON   ${hub.url}/api/openapi.json`,
    `  MCP            ${hub.mcpUrl}/mcp      (personal access tokens, svcp_…)`,
    `  Fleet API      ${fleet.url}/api/v1   (OpenAPI UI: ${fleet.url}/api/docs)`,
    `  Dev IdP        ${idp.issuer}   (discovery: ${idp.issuer}/.well-known/openid-configuration)`,
    '',
    `  Demo users (password "demo"):`,
    users,
    '',
    `  Fleet temporary administrator: ${tempUser} / ${tempPassword}`,
    '',
    ...trust,
    '',
    '  Dashboard JWT of a demo user (for curl):',
    `    ${token}`,
    '',
    key
      ? `  Demo instance key of demo-org (also in ${rel}):\n    ${key}`
      : `  Demo instance key: not found in ${rel} (delete ./data to re-seed)`,
    '',
    '  Try:',
    `    curl -s '${hub.url}/api/v1/catalog/templates?limit=3'`,
    ...(key ? [`    curl -s -H 'Authorization: Bearer ${key}' '${hub.url}/api/v1/catalog/categories'`] : []),
    `    curl -s -H "Authorization: Bearer $(${token})" '${hub.url}/api/v1/catalog/templates?limit=3'`,
    `    curl -s -X POST -H 'content-type: application/json' -d '{"email":"${tempUser}","password":"${tempPassword}"}' '${fleet.url}/api/v1/auth/login'`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

let stopping: Promise<void> | undefined;
/** Closes what started, newest first; whatever is still open after 4 s is ended with the process. */
function stop(code: number): Promise<void> {
  stopping ??= (async () => {
    const force = setTimeout(() => process.exit(code || 1), 4_000);
    force.unref();
    if (started.length) note('stopping…');
    for (const { name, handle } of started.reverse()) {
      try {
        await handle.close();
      } catch (error) {
        note(`${name} did not close cleanly: ${(error as Error).message}`);
      }
    }
    process.exit(code);
  })();
  return stopping;
}

/** A start-up failure already explained in one line (a busy port): no stack trace follows it. */
class StartError extends Error {}

/** The port variables of each service, with the defaults `npm start` uses, to name the one that is busy. */
const PORT_VARIABLES: Record<string, [string, string | undefined][]> = {
  'dev IdP': [['DEV_IDP_PORT', '3200']],
  hub: [
    ['HUB_PORT', '3000'],
    ['HUB_MCP_PORT', '3001'],
    ['HUB_METRICS_PORT', undefined],
  ],
  fleet: [
    ['FLEET_PORT', '3100'],
    ['FLEET_METRICS_PORT', undefined],
  ],
};

/** Runs one start-up step and prints one line when it is done, or one line saying why it failed. */
async function step<T>(service: string, fn: () => Promise<T>, done: (value: T) => string): Promise<T> {
  const began = performance.now();
  try {
    const value = await fn();
    note(`${done(value)} (${((performance.now() - began) / 1000).toFixed(1)} s)`);
    return value;
  } catch (error) {
    const { code, port } = error as { code?: string; port?: number };
    if ((code === 'EADDRINUSE' || code === 'EACCES') && port !== undefined) {
      const variable =
        PORT_VARIABLES[service]?.find(([name, fallback]) => Number(env[name] || fallback) === port)?.[0] ??
        `${service} port`;
      const why = code === 'EADDRINUSE' ? 'is already in use' : 'may not be opened by this user';
      throw new StartError(`${service}: port ${port} ${why}; set ${variable} to another port.`);
    }
    throw error;
  }
}

/**
 * One full garbage collection once everything has started: what the migrations, the seed and Nest's start-up left
 * behind is freed and V8 gives the pages back, instead of the heap idling at its start-up size (docs/benchmarks.md,
 * "First run"). `gc` made available for this one call, without starting node with --expose-gc.
 */
function releaseStartupGarbage(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as unknown;
  if (typeof gc === 'function') (gc as () => void)();
}

async function main(): Promise<void> {
  const idpPort = envPort(env, 'DEV_IDP_PORT', 3200);
  const hubPort = env.HUB_PORT || '3000';
  const fleetPort = env.FLEET_PORT || '3100';
  // A demo on one machine: reachable from this machine only (the fleet's demo password is in the README),
  // quiet request logs, warnings and errors only. Each can be changed with its variable (docs/configuration.md).
  setDefault('HUB_HOST', '127.0.0.1');
  setDefault('FLEET_HOST', '127.0.0.1');
  setDefault('HUB_LOG_REQUESTS', 'false');
  setDefault('FLEET_LOG_REQUESTS', 'false');
  setDefault('HUB_LOG_LEVEL', 'warn');
  setDefault('FLEET_LOG_LEVEL', 'warn');

  const idp = await step(
    'dev IdP',
    () =>
      startDevIdp({
        port: idpPort,
        host: env.DEV_IDP_HOST || '127.0.0.1',
        issuer: env.DEV_IDP_ISSUER || undefined,
        clients: withRedirects(DEV_CLIENTS, hubPort, fleetPort),
      }),
    (started) => `dev IdP ready at ${started.issuer}`,
  );
  started.push({ name: 'dev IdP', handle: idp });

  setDefault('HUB_OIDC_ISSUER', idp.issuer);
  setDefault('HUB_OIDC_AUDIENCE', idp.audience);
  setDefault('HUB_OIDC_CLIENT_ID', 'hub-dashboard');
  setDefault('HUB_SUPERADMIN_EMAILS', 'admin@demo.local');
  setDefault('HUB_SEED_DEMO', 'true');
  // The addresses the banner prints (links in the MCP resource metadata use them).
  setDefault('HUB_PUBLIC_URL', `http://127.0.0.1:${hubPort}`);
  setDefault('HUB_MCP_PUBLIC_URL', `http://127.0.0.1:${env.HUB_MCP_PORT || '3001'}`);
  // The demo zone's nameserver ns1.<zone> needs an address for the zone export (a documentation address).
  if (!env.HUB_DNS_NAMESERVERS) setDefault('HUB_DNS_NAMESERVER_IPV4', '192.0.2.53');
  // A signed demo (docs/demo.md): on the embedded database (whose hub makes its online key), the seed makes a demo
  // root and publisher key under ./data/trust, publishes the root and signs the demo catalog; the fleet pins it.
  // Beside the hub's data folder (./data/hub → ./data/trust), so that a demo on other data has keys of its own.
  // Set empty, the demo stays unsigned (its templates' deployable fields stay editable in the hub console).
  if (!env.HUB_DATABASE_URL && env.HUB_SEED_DEMO_TRUST_DIR === undefined) {
    env.HUB_SEED_DEMO_TRUST_DIR = join(dirname(env.HUB_DATA_DIR || './data/hub'), 'trust');
  }
  const hubConfig = loadHubConfig(env);
  const hub = await step(
    'hub',
    () => startHub(hubConfig),
    (started) => `hub ready at ${started.url} (database ${hubConfig.databaseUrl ? 'PostgreSQL' : hubConfig.dataDir})`,
  );
  started.push({ name: 'hub', handle: hub });
  const key = readDemoInstanceKey(hubConfig.dataDir);

  setDefault('FLEET_OIDC_ISSUER', idp.issuer);
  setDefault('FLEET_OIDC_CLIENT_ID', 'fleet-ui');
  setDefault('FLEET_HUB_URL', hub.url);
  // The OIDC redirect (<FLEET_PUBLIC_URL>/callback) must land on the origin the console was opened at.
  setDefault('FLEET_PUBLIC_URL', `http://127.0.0.1:${fleetPort}`);
  if (key) setDefault('FLEET_HUB_INSTANCE_KEY', key);
  setDefault('SVC_TEMP_ADMIN_USER', 'admin');
  setDefault('SVC_TEMP_ADMIN_PASSWORD', DEMO_TEMP_PASSWORD);
  // The demo root the seed wrote (this start or an earlier one): the fleet verifies the catalog against it.
  const trustDir = hubConfig.seedDemoTrustDir;
  if (trustDir && existsSync(join(trustDir, DEMO_ROOT_FILE)))
    setDefault('FLEET_TRUST_ROOT', join(trustDir, DEMO_ROOT_FILE));
  const fleetConfig = loadFleetConfig(env);
  const fleet = await step(
    'fleet',
    () => startFleet(fleetConfig),
    (started) =>
      `fleet ready at ${started.url} (database ${fleetConfig.databaseUrl ? 'PostgreSQL' : fleetConfig.dataDir})`,
  );
  started.push({ name: 'fleet', handle: fleet });
  // What the fit answers need (FLEET_DEMO_INVENTORY=false leaves the fleet without): stored once, then the operator's.
  if (env.FLEET_DEMO_INVENTORY !== 'false') {
    const stored = await storeDemoInventory(fleet.app).catch((error: unknown) => {
      note(`fleet: the demo inventory could not be stored: ${(error as Error).message}`);
      return null;
    });
    if (stored) note(stored);
  }

  releaseStartupGarbage();
  banner(idp, hub, fleet, key, demoInstanceKeyPath(hubConfig.dataDir), trustLines(trustDir, env.FLEET_TRUST_ROOT));
}

// Ctrl+C or `kill` (also of the npm process, which passes the signal on): stop everything; a second one ends at once.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => (stopping ? process.exit(1) : void stop(0)));
}

try {
  await main();
} catch (error) {
  if (error instanceof ConfigError) note(`invalid configuration: ${error.message}`);
  else if (error instanceof StartError) note(error.message);
  else note(`start failed: ${(error as Error).stack ?? String(error)}`);
  await stop(1);
}
