/**
 * Writes the fleet's OpenAPI document to apps/fleet/openapi.json:
 *   npm run build && node dist/apps/fleet/src/openapi-write.js
 * The app is created without listening, on a throwaway embedded database.
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createFleetApp } from './bootstrap.js';
import { loadFleetConfig } from './fleet.config.js';
import { buildFleetOpenApiDocument, canonicalFleetOpenApiJson, FLEET_OPENAPI_FILE } from './openapi.js';

const dataDir = mkdtempSync(join(tmpdir(), 'fleet-openapi-'));
try {
  const config = loadFleetConfig({
    FLEET_DATA_DIR: dataDir,
    FLEET_MIGRATE: 'false',
    FLEET_DOCS_UI: 'false',
    FLEET_LOG_REQUESTS: 'false',
    FLEET_SYNC_INTERVAL_SECONDS: '0',
  });
  const app = await createFleetApp(config, { quiet: true });
  try {
    const file = resolve(import.meta.dirname, '../../../..', FLEET_OPENAPI_FILE);
    writeFileSync(file, canonicalFleetOpenApiJson(buildFleetOpenApiDocument(app)));
    process.stdout.write(`wrote ${FLEET_OPENAPI_FILE}\n`);
  } finally {
    await app.close();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
