import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../cluster/processes.js';
import { previousRelease } from '../migrations/expand-only.js';

/**
 * The previous release, built beside this checkout: its tree from git (`git archive`, so CI's clone needs the
 * history, not a second checkout), its dependencies, and its servers and consoles compiled. Kept in
 * .cache/upgrade/<commit>, so a second run costs nothing.
 *
 * Dependencies: when every production package the previous release locked is locked at the same version here, it
 * runs on this checkout's node_modules (a symlink); otherwise `npm ci --prefer-offline` installs its own lockfile
 * (from npm's cache, which this checkout's install filled).
 */
export interface PreviousBuild {
  commit: string;
  root: string;
  dependencies: 'shared' | 'installed';
  /** What preparing it cost this time (0 when cached). */
  seconds: number;
}

type Lock = { packages: Record<string, { version?: string; dev?: boolean }> };

function productionPackages(lock: Lock): Map<string, string | undefined> {
  return new Map(
    Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && !entry.dev)
      .map(([path, entry]) => [path, entry.version]),
  );
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}

export function buildPreviousRelease(): PreviousBuild {
  const commit = previousRelease();
  const root = join(ROOT, '.cache/upgrade', commit);
  const marker = join(root, 'dist/.upgrade-built');
  if (existsSync(marker)) {
    const dependencies = readFileSync(marker, 'utf8').trim() as PreviousBuild['dependencies'];
    return { commit, root, dependencies, seconds: 0 };
  }
  const started = performance.now();
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', commit], { cwd: ROOT, maxBuffer: 256 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', root], { input: archive });

  const theirs = productionPackages(JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as Lock);
  const ours = productionPackages(JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as Lock);
  const same = [...theirs].every(([path, version]) => ours.get(path) === version);
  let dependencies: PreviousBuild['dependencies'];
  if (same) {
    symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
    dependencies = 'shared';
  } else {
    run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], root);
    dependencies = 'installed';
  }
  // Emit only (the previous release was type-checked when it was made); the consoles, which the apps serve.
  const bin = (name: string) => join(root, 'node_modules/.bin', name);
  run(bin('tsc'), ['-p', 'tsconfig.build.json', '--noCheck'], root);
  for (const name of ['hub', 'fleet']) run(bin('vite'), ['build', '--config', `consoles/${name}/vite.config.ts`], root);
  writeFileSync(marker, `${dependencies}\n`);
  return { commit, root, dependencies, seconds: (performance.now() - started) / 1000 };
}
