#!/usr/bin/env node
/**
 * `npm run build` (also run by `npm install` through `prepare`, and before `npm start`): compiles the
 * servers with tsc into dist/ and the two browser consoles with Vite into dist/consoles/<name>, each only
 * when one of its sources is newer than its output, so a start on a built checkout skips both.
 * One line per step. `--force` builds everything; `--quiet` prints only what it builds.
 *
 * Plain JavaScript: it runs before anything is compiled.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const force = process.argv.includes('--force');
// `--quiet` (npm run token): say nothing when nothing needs building.
const quiet = process.argv.includes('--quiet');
const root = new URL('..', import.meta.url).pathname;
const say = (line) => process.stderr.write(`[build] ${line}\n`);

/** Newest modification time under the given files or folders (node_modules and dist skipped). */
function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry === 'node_modules' || entry === 'dist') continue;
        visit(join(path, entry));
      }
    } else {
      latest = Math.max(latest, stat.mtimeMs);
    }
  };
  for (const path of paths) visit(join(root, path));
  return latest;
}

const builtAt = (path) => (existsSync(join(root, path)) ? statSync(join(root, path)).mtimeMs : 0);

function run(label, command, args) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) {
    say(`${label}: failed`);
    process.exit(result.status ?? 1);
  }
  say(`${label}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const bin = (name) => join(root, 'node_modules', '.bin', name);

if (!existsSync(join(root, 'apps')) || !existsSync(bin('tsc'))) {
  // `npm ci` in a Docker build stage runs before the sources are copied: nothing to build yet.
  say('sources or tools not present yet: skipped');
  process.exit(0);
}

const steps = [
  {
    label: 'servers (tsc)',
    sources: ['apps', 'libs', 'scripts', 'bench', 'tsconfig.json', 'tsconfig.build.json', 'package.json'],
    output: 'dist/.tsbuildinfo',
    command: [bin('tsc'), ['-p', 'tsconfig.build.json']],
  },
  {
    label: 'embedded database templates',
    sources: ['libs/database/src/migrations', 'libs/database/src/data-source.ts', 'package-lock.json'],
    output: 'dist/data-template/.built',
    command: [process.execPath, ['dist/scripts/data-templates.js']],
    marker: true,
  },
  ...['hub', 'fleet'].map((name) => ({
    label: `${name} console (vite)`,
    sources: [`consoles/${name}`, 'consoles/shared', 'consoles/vite.shared.ts', 'package-lock.json'],
    output: `dist/consoles/${name}/index.html`,
    command: [bin('vite'), ['build', '--config', `consoles/${name}/vite.config.ts`]],
  })),
];

for (const step of steps) {
  if (!force && builtAt(step.output) >= newest(step.sources)) {
    if (!quiet) say(`${step.label}: up to date`);
    continue;
  }
  run(step.label, ...step.command);
  // tsc leaves its build info untouched when nothing it emits changed: mark the output as current.
  const now = new Date();
  if (step.marker) writeFileSync(join(root, step.output), `${now.toISOString()}\n`);
  else if (existsSync(join(root, step.output))) utimesSync(join(root, step.output), now, now);
}
