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

  it('says who may call each operation (`security: []` on the public ones) and documents its problem+json errors', () => {
    type Operation = { security?: Record<string, string[]>[]; responses: Record<string, { content?: object }> };
    const doc = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../..', FLEET_OPENAPI_FILE), 'utf8')) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const publicOperations: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect({ where, security: Array.isArray(op.security) }).toEqual({ where, security: true });
        if (op.security!.length === 0) publicOperations.push(where);
        else
          expect({ where, statuses: Object.keys(op.responses) }).toEqual({
            where,
            statuses: expect.arrayContaining(['401']),
          });
        for (const status of Object.keys(op.responses).filter((s) => /^[45]\d\d$/.test(s))) {
          expect({ where, status, content: Object.keys(op.responses[status].content ?? {}) }).toEqual({
            where,
            status,
            content: ['application/problem+json'],
          });
        }
      }
    }
    expect(publicOperations.sort()).toEqual([
      'GET /api/v1/auth/config',
      'POST /api/v1/auth/login',
      'POST /api/v1/auth/oidc/refresh',
      'POST /api/v1/auth/oidc/token',
    ]);
  });
});
