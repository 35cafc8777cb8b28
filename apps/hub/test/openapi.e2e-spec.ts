import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startTestHub, type TestHub } from '#lib/testing';
import { canonicalOpenApiJson, OPENAPI_FILE } from '../src/openapi-file.js';

describe('OpenAPI document', () => {
  let hub: TestHub;
  beforeAll(async () => {
    hub = await startTestHub();
  });
  afterAll(() => hub.close());

  it('served at /api/openapi.json equals the committed apps/hub/openapi.json', async () => {
    const res = await hub.http.get('/api/openapi.json').expect(200);
    const served = canonicalOpenApiJson(res.body, hub.idp.issuer);
    const committed = readFileSync(resolve(import.meta.dirname, '../../..', OPENAPI_FILE), 'utf8');
    if (served !== committed) {
      throw new Error(`${OPENAPI_FILE} is out of date with the code: run npm run openapi and commit the result`);
    }
  });
});
