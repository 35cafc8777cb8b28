/**
 * Writes the hub's OpenAPI document to apps/hub/openapi.json (`npm run openapi`). The app is created
 * without listening, on a throwaway embedded database, with the dev IdP of `npm start` as issuer.
 * Then the fleet's document (apps/fleet/openapi.json) through the fleet's own writer.
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CATALOG_SCHEMA_FILE, catalogSchemaJson } from '../apps/hub/src/admin/catalog/catalog-schema.js';
import { createHubApp } from '../apps/hub/src/bootstrap.js';
import { loadHubConfig } from '../apps/hub/src/hub.config.js';
import { buildOpenApiDocument } from '../apps/hub/src/openapi.js';
import { canonicalOpenApiJson, OPENAPI_FILE, OPENAPI_ISSUER } from '../apps/hub/src/openapi-file.js';

const dataDir = mkdtempSync(join(tmpdir(), 'hub-openapi-'));
try {
  const config = loadHubConfig({
    HUB_DATA_DIR: dataDir,
    HUB_MIGRATE: 'false',
    HUB_DOCS_UI: 'false',
    HUB_LOG_REQUESTS: 'false',
    HUB_OIDC_ISSUER: OPENAPI_ISSUER,
    HUB_OIDC_AUDIENCE: 'hub-api',
    HUB_OIDC_CLIENT_ID: 'hub-dashboard',
  });
  const app = await createHubApp(config, { quiet: true });
  try {
    const file = resolve(import.meta.dirname, '../..', OPENAPI_FILE);
    const document = buildOpenApiDocument(app, config);
    writeFileSync(file, canonicalOpenApiJson(document));
    process.stdout.write(`wrote ${OPENAPI_FILE}\n`);
    writeFileSync(resolve(import.meta.dirname, '../..', CATALOG_SCHEMA_FILE), catalogSchemaJson(document));
    process.stdout.write(`wrote ${CATALOG_SCHEMA_FILE}\n`);
  } finally {
    await app.close();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

await import('../apps/fleet/src/openapi-write.js');
