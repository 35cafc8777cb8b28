import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startTestFleet, type TestFleet } from '#test/support';
import { canonicalFleetOpenApiJson, FLEET_OPENAPI_FILE } from '../src/openapi.js';

describe('fleet OpenAPI document', () => {
  let fleet: TestFleet;
  beforeAll(async () => {
    fleet = await startTestFleet();
  });
  afterAll(() => fleet.close());

  it('served at /api/openapi.json equals the committed apps/fleet/openapi.json', async () => {
    const res = await fleet.http.get('/api/openapi.json').expect(200);
    const committed = readFileSync(resolve(import.meta.dirname, '../../..', FLEET_OPENAPI_FILE), 'utf8');
    if (canonicalFleetOpenApiJson(res.body) !== committed) {
      throw new Error(
        `${FLEET_OPENAPI_FILE} is out of date: run npm run build && node dist/apps/fleet/src/openapi-write.js`,
      );
    }
  });
});
