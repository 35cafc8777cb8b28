#!/usr/bin/env node
/**
 * `npm run lint`: the generated API types, the OpenAPI documents under Redocly, ESLint, Prettier and both type
 * checks. The checks are independent and each is single-threaded, so they run side by side, as many at once as the
 * machine has cores (the two type checks and ESLint, the longest, first). Every check runs to its end; each one's
 * output is printed in one piece when it ends, with its name and time; the exit code is 1 when any failed.
 *
 * Plain JavaScript: it runs before anything is compiled.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => `${root}node_modules/.bin/${name}`;
const FORMATTED = [
  '{apps,libs,test,scripts,bench,consoles}/**/*.{ts,tsx}',
  'playwright.config.ts',
  'README.md',
  'docs/**/*.md',
];

/** Longest first (measured on a quiet 2-core machine: tsc about 35 s, ESLint 30 s, the consoles' tsc 10 s). */
const CHECKS = [
  { name: 'tsc (servers, libs, tests)', command: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] },
  { name: 'eslint', command: bin('eslint'), args: ['.'] },
  { name: 'tsc (consoles)', command: bin('tsc'), args: ['-p', 'consoles/tsconfig.json'] },
  { name: 'prettier', command: bin('prettier'), args: ['--check', ...FORMATTED] },
  {
    name: 'API types match the OpenAPI documents',
    command: process.execPath,
    args: ['scripts/openapi-types.mjs', '--check'],
  },
  {
    name: 'redocly (OpenAPI documents)',
    command: bin('redocly'),
    args: ['lint', '--format=summary'],
    env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
];

function run(check) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(check.command, check.args, {
      cwd: root,
      env: { ...process.env, ...check.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const done = (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const text = Buffer.concat(output).toString('utf8').trimEnd();
      process.stdout.write(`\n--- ${check.name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds} s\n`);
      if (text) process.stdout.write(`${text}\n`);
      resolve(code === 0);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(String(error)));
      done(127);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 128 : 1)));
  });
}

const pending = [...CHECKS];
let failed = 0;
const worker = async () => {
  for (let check = pending.shift(); check; check = pending.shift()) if (!(await run(check))) failed += 1;
};
const width = Math.max(1, Math.min(availableParallelism(), CHECKS.length));
await Promise.all(Array.from({ length: width }, worker));
if (failed > 0) {
  process.stdout.write(`\nlint: ${failed} of ${CHECKS.length} checks failed\n`);
  process.exit(1);
}
process.stdout.write(`\nlint: all ${CHECKS.length} checks passed\n`);
