/**
 * `npm run bench:first-run`: what a new user waits for and what `npm start` holds, measured on the built
 * checkout as separate processes. Each round runs the real command (`npm start`, so npm's own process and its
 * pre-start build check are counted) on a new data folder (the first run: the embedded databases are created
 * and the demo data loaded), then again on that folder (a later run), and reports for each:
 * - seconds from the command to its banner;
 * - the resident memory of the whole process tree (npm and node) after BENCH_IDLE_SECONDS idle;
 * - seconds from SIGTERM to the npm process until no process of the tree is left;
 * and the time `npm run token` takes against the running dev IdP. Rounds interleave first and later runs;
 * medians are printed. Not a test: nothing here asserts timings.
 *
 *   BENCH_ROUNDS=3 BENCH_IDLE_SECONDS=5 npm run bench:first-run [-- --json]
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { envInt, runMain } from '#lib/common';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PORTS = { HUB_PORT: '3800', HUB_MCP_PORT: '3801', FLEET_PORT: '3810', DEV_IDP_PORT: '3820' };
const log = (line: string) => process.stderr.write(`${line}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seconds = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e9;

/** Every process of the tree under `pid` (children of children included), by reading `ps` once. */
function tree(pid: number): number[] {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found = [pid];
  for (let i = 0; i < found.length; i++) {
    for (const [child, parent] of rows) if (parent === found[i]) found.push(child);
  }
  return found;
}

function rssMb(pids: number[]): number {
  const out = execFileSync('ps', ['-o', 'rss=', '-p', pids.join(',')], { encoding: 'utf8' });
  return out
    .trim()
    .split('\n')
    .reduce((sum, line) => sum + Number(line.trim()) / 1024, 0);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

interface Sample {
  bannerS: number;
  rssMb: number;
  stopS: number;
  tokenS: number;
}

async function startOnce(dataDir: string, idleSeconds: number): Promise<Sample> {
  const began = process.hrtime.bigint();
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...PORTS,
      HUB_DATA_DIR: join(dataDir, 'hub'),
      FLEET_DATA_DIR: join(dataDir, 'fleet'),
      HUB_DATABASE_URL: '',
      FLEET_DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  await new Promise<void>((resolveBanner, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Stop with Ctrl+C')) resolveBanner();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm start ended (${code}) before its banner:\n${output}`)));
  });
  const bannerS = seconds(began);
  await sleep(idleSeconds * 1000);
  const pids = tree(child.pid!);
  const rss = rssMb(pids);
  const tokenBegan = process.hrtime.bigint();
  execFileSync('npm', ['run', '-s', 'token', '--', 'alice@demo.local'], {
    cwd: ROOT,
    env: { ...process.env, ...PORTS },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  const tokenS = seconds(tokenBegan);
  const stopBegan = process.hrtime.bigint();
  process.kill(child.pid!, 'SIGTERM');
  while (pids.some(alive)) {
    if (seconds(stopBegan) > 30) {
      for (const pid of pids) if (alive(pid)) process.kill(pid, 'SIGKILL');
      throw new Error('processes were still running 30 s after SIGTERM');
    }
    await sleep(20);
  }
  return { bannerS, rssMb: rss, stopS: seconds(stopBegan), tokenS };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

await runMain(async () => {
  const rounds = envInt(process.env, 'BENCH_ROUNDS', 3, 1);
  const idle = envInt(process.env, 'BENCH_IDLE_SECONDS', 5, 1);
  const first: Sample[] = [];
  const later: Sample[] = [];
  for (let round = 1; round <= rounds; round++) {
    const dir = mkdtempSync(join(tmpdir(), 'svc-first-run-'));
    try {
      first.push(await startOnce(dir, idle));
      later.push(await startOnce(dir, idle));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    log(`round ${round}/${rounds} done`);
  }
  const summary = (samples: Sample[]) => ({
    banner_s: median(samples.map((s) => s.bannerS)),
    idle_rss_mb: median(samples.map((s) => s.rssMb)),
    stop_after_sigterm_s: median(samples.map((s) => s.stopS)),
    token_s: median(samples.map((s) => s.tokenS)),
  });
  const result = { rounds, idle_seconds: idle, first_run: summary(first), later_run: summary(later) };
  if (process.argv.includes('--json')) {
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return;
  }
  const row = (name: string, s: ReturnType<typeof summary>) =>
    `${name.padEnd(10)} ${s.banner_s.toFixed(2).padStart(8)} ${s.idle_rss_mb.toFixed(0).padStart(9)} ` +
    `${s.stop_after_sigterm_s.toFixed(2).padStart(8)} ${s.token_s.toFixed(2).padStart(8)}`;
  process.stdout.write(
    [
      `npm start, medians of ${rounds} rounds (idle ${idle} s)`,
      'run        banner s  idle MB   stop s  token s',
      row('first', result.first_run),
      row('later', result.later_run),
      '',
    ].join('\n'),
  );
});
