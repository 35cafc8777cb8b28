import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tokenCommand } from '../apps/dev-idp/src/index.js';

/**
 * `npm start` on other ports than 3000/3001/3100/3200 (the built entry, `node dist/scripts/start-all.js`, on a
 * fresh embedded data folder): the banner's URLs name the ports in use, and its token command, pasted into a
 * shell that has none of the port variables, gives a token the hub and the fleet accept. `npm run token` also
 * finds the dev IdP from the same variables as `npm start` (README, "On other ports").
 */

const ROOT = join(import.meta.dirname, '..');
/** An `npm run token` is an npm process, a build check and a sign-in: a second on a quiet machine, far more on a
 * busy one (the commands themselves are given 2 minutes). */
const NPM_TIMEOUT = 180_000;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** A shell as a user opens it: PATH and HOME, none of the variables npm start was given. */
const bareEnv = (extra: Record<string, string> = {}) => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? tmpdir(),
  ...extra,
});

function sh(command: string, env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile('sh', ['-c', command], { cwd: ROOT, env, timeout: 120_000 }, (error, stdout, stderr) =>
      done({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm start on other ports, and the token command it prints', () => {
  let dir: string;
  let child: ChildProcess;
  let banner = '';
  let stderr = '';
  const ports = { hub: 0, mcp: 0, fleet: 0, idp: 0 };

  beforeAll(async () => {
    // What `npm start` and `npm run token` run first: compiles only what changed since the last build (its output
    // is shown only when it fails).
    execFileSync(process.execPath, ['scripts/build.mjs', '--quiet'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const name of Object.keys(ports) as (keyof typeof ports)[]) ports[name] = await freePort();
    dir = mkdtempSync(join(tmpdir(), 'start-ports-'));
    child = spawn(process.execPath, ['dist/scripts/start-all.js'], {
      cwd: ROOT,
      env: bareEnv({
        HUB_PORT: String(ports.hub),
        HUB_MCP_PORT: String(ports.mcp),
        FLEET_PORT: String(ports.fleet),
        DEV_IDP_PORT: String(ports.idp),
        HUB_DATA_DIR: join(dir, 'hub'),
        FLEET_DATA_DIR: join(dir, 'fleet'),
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (banner += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const deadline = Date.now() + 120_000;
    while (!banner.includes('/api/v1/auth/login')) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not start:\n${stderr}`);
      await new Promise((done) => setTimeout(done, 100));
    }
  }, 300_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const printedTokenCommand = () => {
    const lines = banner.split('\n').map((line) => line.trim());
    return lines[lines.indexOf('Dashboard JWT of a demo user (for curl):') + 1];
  };

  it('prints the URLs of the ports in use, and a token command that names the dev IdP', () => {
    expect(banner).toContain(`http://127.0.0.1:${ports.hub}/api/v1`);
    expect(banner).toContain(`http://127.0.0.1:${ports.mcp}/mcp`);
    expect(banner).toContain(`http://127.0.0.1:${ports.fleet}/api/v1`);
    expect(banner).toContain(`http://127.0.0.1:${ports.idp}`);
    expect(printedTokenCommand()).toBe(
      `DEV_IDP_URL=http://127.0.0.1:${ports.idp} npm run -s token -- alice@demo.local`,
    );
    expect(banner).not.toMatch(/127\.0\.0\.1:(3000|3001|3100|3200)\b/);
  });

  it(
    'its token command, pasted into a shell without the port variables, gives a token the hub accepts',
    async () => {
      const { code, stdout, stderr: err } = await sh(printedTokenCommand(), bareEnv());
      expect([code, err]).toEqual([0, '']);
      const token = stdout.trim();
      expect(token.split('.')).toHaveLength(3);
      const res = await fetch(`http://127.0.0.1:${ports.hub}/api/v1/account/organizations`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
    },
    NPM_TIMEOUT,
  );

  it(
    'its curl line with the token runs as printed and answers the catalog',
    async () => {
      const line = banner
        .split('\n')
        .map((l) => l.trim())
        .find((l) => l.startsWith('curl') && l.includes('$('));
      expect(line).toContain(`DEV_IDP_URL=http://127.0.0.1:${ports.idp}`);
      const { code, stdout } = await sh(line!, bareEnv());
      expect(code).toBe(0);
      expect((JSON.parse(stdout) as { templates: unknown[] }).templates).toHaveLength(3);
    },
    NPM_TIMEOUT,
  );

  it(
    'npm run token finds the dev IdP from DEV_IDP_PORT, as in a shell with the same export line',
    async () => {
      const hub = await sh('npm run -s token -- bob@demo.local', bareEnv({ DEV_IDP_PORT: String(ports.idp) }));
      expect(hub.code).toBe(0);
      const fleet = await sh(
        'npm run -s token -- alice@demo.local --client fleet-ui',
        bareEnv({ DEV_IDP_PORT: String(ports.idp) }),
      );
      expect(fleet.code).toBe(0);
      const me = await fetch(`http://127.0.0.1:${ports.fleet}/api/v1/auth/me`, {
        headers: { authorization: `Bearer ${fleet.stdout.trim()}` },
      });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { user: { email: string } }).user.email).toBe('alice@demo.local');
      const res = await fetch(`http://127.0.0.1:${ports.hub}/api/v1/account/profile`, {
        headers: { authorization: `Bearer ${hub.stdout.trim()}` },
      });
      expect(((await res.json()) as { profile: { email: string } }).profile.email).toBe('bob@demo.local');
    },
    NPM_TIMEOUT,
  );

  it(
    'a token command pointed where no dev IdP runs fails in one line that says what to set',
    async () => {
      const closed = await freePort();
      const {
        code,
        stdout,
        stderr: err,
      } = await sh(`DEV_IDP_URL=http://127.0.0.1:${closed} npm run -s token -- alice@demo.local`, bareEnv());
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(err).toContain(`is the dev IdP running at http://127.0.0.1:${closed}?`);
      expect(err).toContain('DEV_IDP_URL');
    },
    NPM_TIMEOUT,
  );

  it('the README shows the same export line and the command the banner prints for it', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toContain('export HUB_PORT=4000 HUB_MCP_PORT=4001 FLEET_PORT=4100 DEV_IDP_PORT=4200');
    expect(readme).toContain(tokenCommand('http://127.0.0.1:4200', 'alice@demo.local'));
  });
});
