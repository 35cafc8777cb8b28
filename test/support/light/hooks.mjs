// Module hooks for the test runner (jest-light-runner, plain Node workers): TypeScript sources load natively.
// - `#lib/NAME` and `#test/support` resolve to their TypeScript sources (package.json's `imports` point the
//   runtime at dist/, which the tests do not use), and a relative `./x.js` written in a .ts file resolves to
//   `./x.ts` when that file exists (the same mapping as jest.config.js's moduleNameMapper).
// - A .ts file is transpiled with TypeScript's transpileModule (no type check: `npm run lint` runs tsc), with
//   decorator metadata, as ts-jest with `isolatedModules` did. The output is cached on disk by a hash of the
//   source and the options, so a second leg or worker reads it instead of transpiling again.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const cacheDir = join(root, '.cache', 'ts-light');
const compilerOptions = {
  target: ts.ScriptTarget.ES2023,
  module: ts.ModuleKind.ESNext,
  experimentalDecorators: true,
  emitDecoratorMetadata: true,
  useDefineForClassFields: false,
  esModuleInterop: true,
  isolatedModules: true,
  inlineSourceMap: true,
  inlineSources: false,
};
const optionsKey = createHash('sha256')
  .update(ts.version)
  .update(JSON.stringify(compilerOptions))
  .digest('hex')
  .slice(0, 16);

function libUrl(name) {
  return pathToFileURL(join(root, 'libs', name, 'src', 'index.ts')).href;
}

export async function resolve(specifier, context, nextResolve) {
  // Only TypeScript importers are redirected: a built entry the tests spawn (dist/…) resolves as it does in
  // production. The runner imports each test file with a query (`?<time>`), so that is cut off first.
  const parent = context.parentURL?.split('?')[0];
  if (!parent?.endsWith('.ts')) return nextResolve(specifier, context);
  if (specifier.startsWith('#lib/')) return { url: libUrl(specifier.slice(5)), shortCircuit: true };
  if (specifier === '#test/support') {
    return { url: pathToFileURL(join(root, 'test', 'support', 'index.ts')).href, shortCircuit: true };
  }
  if (specifier.endsWith('.js') && (specifier.startsWith('./') || specifier.startsWith('../'))) {
    const candidate = new URL(specifier.slice(0, -3) + '.ts', parent);
    if (existsSync(fileURLToPath(candidate))) return { url: candidate.href, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:')) return nextLoad(url, context);
  const path = fileURLToPath(url.split('?')[0]);
  if (!path.endsWith('.ts') || path.includes('/node_modules/')) return nextLoad(url, context);
  const source = readFileSync(path, 'utf8');
  const key = createHash('sha256').update(optionsKey).update(path).update(source).digest('hex');
  const cached = join(cacheDir, key.slice(0, 2), `${key}.js`);
  let output;
  try {
    output = readFileSync(cached, 'utf8');
  } catch {
    output = ts.transpileModule(source, { compilerOptions, fileName: path }).outputText;
    mkdirSync(dirname(cached), { recursive: true });
    const temporary = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(temporary, output);
    renameSync(temporary, cached);
  }
  return { format: 'module', source: output, shortCircuit: true };
}
