import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startTestHub, type TestHub } from '#test/support';
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

  describe('what the document promises', () => {
    type Op = {
      security?: Record<string, string[]>[];
      responses: Record<string, { content?: Record<string, { schema?: unknown; example?: unknown }> }>;
      requestBody?: unknown;
    };
    let doc: {
      paths: Record<string, Record<string, Op>>;
      components: { securitySchemes: Record<string, Record<string, unknown>>; schemas: Record<string, unknown> };
    };
    const operations = () =>
      Object.entries(doc.paths).flatMap(([path, item]) =>
        Object.entries(item).map(([method, op]) => ({ path, method, op })),
      );

    beforeAll(async () => {
      doc = (await hub.http.get('/api/openapi.json').expect(200)).body;
    });

    it("points the sign-in scheme at the provider's real discovery document (authorization code + PKCE S256)", async () => {
      const scheme = doc.components.securitySchemes.oidc;
      expect(scheme).toMatchObject({
        type: 'openIdConnect',
        openIdConnectUrl: `${hub.idp.issuer}/.well-known/openid-configuration`,
      });
      const discovery = (await (await fetch(scheme.openIdConnectUrl as string)).json()) as Record<string, unknown>;
      expect(discovery.issuer).toBe(hub.idp.issuer);
      expect(discovery.authorization_endpoint).toEqual(expect.stringMatching(/^http/));
      expect(discovery.token_endpoint).toEqual(expect.stringMatching(/^http/));
      expect(discovery.code_challenge_methods_supported).toContain('S256');
    });

    it('gives every property of every schema an example', () => {
      const missing = Object.entries(doc.components.schemas).flatMap(([name, schema]) =>
        Object.entries((schema as { properties?: Record<string, Record<string, unknown>> }).properties ?? {})
          .filter(([, p]) => {
            const nested = '$ref' in p || 'allOf' in p || '$ref' in ((p.items as object | undefined) ?? {});
            return !nested && !('example' in p);
          })
          .map(([property]) => `${name}.${property}`),
      );
      expect(missing).toEqual([]);
    });

    it('documents the problem+json errors of every operation, and 304 on the catalog', () => {
      expect(doc.components.schemas.Problem).toBeDefined();
      for (const { path, method, op } of operations()) {
        const where = `${method.toUpperCase()} ${path}`;
        const secured = (op.security ?? []).some((r) => Object.keys(r).length > 0);
        const statuses = Object.keys(op.responses);
        const requirements = (op.security ?? []).map((r) => JSON.stringify(r));
        expect({ where, requirements }).toEqual({ where, requirements: [...new Set(requirements)] });
        expect({ where, success: statuses.some((s) => /^2\d\d$/.test(s)) }).toEqual({ where, success: true });
        if (secured) expect({ where, statuses }).toEqual({ where, statuses: expect.arrayContaining(['401', '403']) });
        if (op.requestBody)
          expect({ where, statuses }).toEqual({ where, statuses: expect.arrayContaining(['400', '413']) });
        if (path.includes('{'))
          expect({ where, statuses }).toEqual({ where, statuses: expect.arrayContaining(['414']) });
        expect({ where, statuses }).toEqual({ where, statuses: expect.arrayContaining(['500']) });
        for (const status of statuses.filter((s) => /^[45]\d\d$/.test(s))) {
          const body = op.responses[status].content?.['application/problem+json'];
          expect({ where, status, schema: body?.schema }).toEqual({
            where,
            status,
            schema: { $ref: '#/components/schemas/Problem' },
          });
          expect(body?.example).toMatchObject({ status: Number(status), type: 'about:blank' });
        }
      }
      for (const path of [
        '/api/v1/catalog/templates',
        '/api/v1/catalog/templates/{slug}',
        '/api/v1/catalog/categories',
      ]) {
        expect(Object.keys(doc.paths[path].get.responses)).toContain('304');
        // The public catalog also answers without a credential: an empty security requirement says so.
        expect(doc.paths[path].get.security).toContainEqual({});
      }
      expect(doc.paths['/api/v1/account/profile'].get.security).not.toContainEqual({});
      // A route that reads no credential says so (an operation without `security` reads as one that forgot it).
      expect(doc.paths['/api/v1/credentials/revoke'].post.security).toEqual([]);
      expect(operations().filter(({ op }) => op.security === undefined)).toEqual([]);
    });
  });
});
