#!/usr/bin/env node
/**
 * Generates the TypeScript types of the two committed OpenAPI documents (openapi-typescript):
 * apps/hub/openapi.json → libs/api-types/src/hub.openapi.ts, apps/fleet/openapi.json → fleet.openapi.ts.
 * `npm run openapi` writes them after the documents; `--check` (run by `npm run lint`) fails when a
 * committed file differs from what the committed document generates, like the documents' own drift test.
 *
 * Plain JavaScript: it runs before anything is compiled.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';

const root = new URL('..', import.meta.url).pathname;
const check = process.argv.includes('--check');
const targets = [
  { document: 'apps/hub/openapi.json', types: 'libs/api-types/src/hub.openapi.ts' },
  { document: 'apps/fleet/openapi.json', types: 'libs/api-types/src/fleet.openapi.ts' },
];

let stale = 0;
for (const { document, types } of targets) {
  const schema = JSON.parse(readFileSync(join(root, document), 'utf8'));
  const header =
    `// Generated from ${document} by scripts/openapi-types.mjs (\`npm run openapi\`). Do not edit:\n` +
    '// change the DTOs, then regenerate.\n';
  const body = astToString(await openapiTS(schema, { alphabetize: true, defaultNonNullable: false }));
  const options = await prettier.resolveConfig(join(root, types));
  const text = await prettier.format(header + body, { ...options, parser: 'typescript' });
  const file = join(root, types);
  let current = null;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    current = null;
  }
  if (current === text) continue;
  if (check) {
    process.stderr.write(`${types} is not what ${document} generates: run \`npm run openapi\`.\n`);
    stale++;
  } else {
    writeFileSync(file, text);
    process.stdout.write(`wrote ${types}\n`);
  }
}
if (stale) process.exit(1);
