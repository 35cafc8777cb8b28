import { createPrivateKey, createPublicKey, generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage } from 'node:http';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import {
  HubFixtures,
  startTestFleet,
  startTestHub,
  type TestFleet,
  type TestHub,
  TEST_TEMP_ADMIN,
  tempAdminSession,
  TEST_FLEET_AUDIENCE,
} from '#test/support';
import type { DevIdp } from '../apps/dev-idp/src/index.js';

/**
 * Property-based fuzz over every operation of both committed OpenAPI documents: requests built from each
 * operation's documented parameters and body (well-formed, mistyped or junk), sent with every kind of
 * caller, must never be answered 5xx, every error must be a problem+json body of the documented shape, no
 * body may leak internals (stack frames, SQL, driver or class names), and every success must match its
 * documented response schema. The seed is fixed (FUZZ_SEED, default 20261124) and printed with a failure;
 * FUZZ_RUNS sets the number of requests per app.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 1500);
const ROOT = join(import.meta.dirname, '..');
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
  /** Security schemes the operation documents (empty: open). */
  schemes: string[];
}
type OpenApi = {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, Schema> };
};

/**
 * Operations left out, each for a reason: they make the server contact another server (a hub URL or an
 * OIDC issuer the fuzz would choose), which tests must never do. Their input handling is covered by
 * settings.e2e-spec.ts and hub-sync-answers.e2e-spec.ts.
 */
const EXCLUDED = new Set([
  'fleet PUT /api/v1/settings/hub',
  'fleet PUT /api/v1/settings/oidc',
  'fleet POST /api/v1/hub/sync',
]);

/** Operations whose success is an endless text/event-stream (read by `firstBytes`). */
const STREAMS = new Set(['hub GET /api/v1/catalog/events']);

/**
 * A superagent parser for an event stream: the first chunk of a 200, then the connection is closed; any other
 * answer whole (a problem+json is parsed so that its shape is checked as every other error's).
 */
function firstBytes(res: IncomingMessage, done: (err: Error | null, body?: unknown) => void): void {
  let text = '';
  let finished = false;
  const finish = (): void => {
    if (finished) return;
    finished = true;
    (res as IncomingMessage & { text?: string }).text = text;
    if ((res.statusCode ?? 0) >= 400) {
      try {
        done(null, JSON.parse(text));
      } catch {
        done(null, text);
      }
    } else done(null, text);
  };
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    text += chunk;
    if (res.statusCode === 200) {
      finish();
      res.destroy();
    }
  });
  res.on('end', finish);
  res.on('error', finish);
  res.on('close', finish);
}

/** What no error body may contain: stack frames, SQL, driver, framework or class names, connection strings. */
const LEAKS =
  /\n\s+at |node_modules|QueryFailedError|TypeORMError|EntityNotFound|\bSELECT\b.*\bFROM\b|\bINSERT INTO\b|syntax error at|duplicate key value|violates .* constraint|postgres(?:ql)?:\/\/|ECONNREFUSED|TypeError|ReferenceError|Cannot read propert/;

/**
 * OpenAPI 3.0's `nullable: true` allows null for the schema as a whole, `allOf` included (the reading
 * OpenAPI 3.1 made explicit); JSON Schema validators apply `allOf` regardless, so it is rewritten as
 * `anyOf: [null, schema]` for validation.
 */
function nullableAsAnyOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(nullableAsAnyOf);
  if (!value || typeof value !== 'object') return value;
  const { nullable, ...rest } = value as Record<string, unknown>;
  const inner = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, nullableAsAnyOf(v)]));
  return nullable === true ? { anyOf: [{ type: 'null' }, inner] } : inner;
}

function loadDocument(app: 'hub' | 'fleet'): OpenApi {
  return JSON.parse(readFileSync(join(ROOT, `apps/${app}/openapi.json`), 'utf8')) as OpenApi;
}

function operations(app: 'hub' | 'fleet', doc: OpenApi): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (EXCLUDED.has(`${app} ${method.toUpperCase()} ${path}`)) continue;
      const op = raw as {
        parameters?: Parameter[];
        security?: Record<string, string[]>[];
        requestBody?: { content?: Record<string, { schema?: Schema }> };
        responses: Operation['responses'];
      };
      out.push({
        method,
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
        responses: op.responses,
        schemes: (op.security ?? []).flatMap((requirement) => Object.keys(requirement)),
        // A counterexample names the operation, not its whole documentation.
        [fc.toStringMethod]: () => `${method.toUpperCase()} ${path}`,
      } as Operation);
    }
  }
  return out;
}

function resolve(doc: OpenApi, schema: Schema | undefined): Schema {
  let current = schema ?? {};
  for (let i = 0; i < 10 && typeof current.$ref === 'string'; i++) {
    current = doc.components.schemas[current.$ref.split('/').pop()!] ?? {};
  }
  return current;
}

const junk = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'null',
    'true',
    '%00',
    '../..',
    '%',
    '\u202e',
    'a'.repeat(600),
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.integer(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A string matching `pattern`; each pattern compiled once (fast-check builds a tree of arbitraries per regex). */
const matchers = new Map<string, fc.Arbitrary<string>>();
function matching(pattern: string): fc.Arbitrary<string> {
  let arbitrary = matchers.get(pattern);
  if (!arbitrary) matchers.set(pattern, (arbitrary = fc.stringMatching(new RegExp(pattern))));
  return arbitrary;
}

/** Arbitraries already built, by schema and depth: a component schema is walked once, not at every reference. */
const built = new WeakMap<Schema, Map<number, fc.Arbitrary<unknown>>>();

/** Values shaped by the schema most of the time, junk the rest. */
function fromSchema(doc: OpenApi, raw: Schema | undefined, ids: string[], depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(doc, raw);
  let byDepth = built.get(schema);
  if (!byDepth) built.set(schema, (byDepth = new Map()));
  let arbitrary = byDepth.get(depth);
  if (!arbitrary) byDepth.set(depth, (arbitrary = buildFromSchema(doc, schema, ids, depth)));
  return arbitrary;
}

function buildFromSchema(doc: OpenApi, schema: Schema, ids: string[], depth: number): fc.Arbitrary<unknown> {
  const shaped = (): fc.Arbitrary<unknown> => {
    if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
    if (Array.isArray(schema.allOf) && schema.allOf.length)
      return fromSchema(doc, schema.allOf[0] as Schema, ids, depth);
    if (Array.isArray(schema.oneOf) && schema.oneOf.length)
      return fromSchema(doc, schema.oneOf[0] as Schema, ids, depth);
    switch (schema.type) {
      case 'string':
        if (schema.format === 'uuid') return fc.oneof(fc.uuid(), fc.constantFrom(...ids));
        if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
        return fc.oneof(matching('^[a-z0-9][a-z0-9-]{0,20}$'), fc.string({ maxLength: 40 }));
      case 'integer':
      case 'number':
        return fc.oneof(fc.integer({ min: -5, max: 400 }), fc.constantFrom(1, 50, 100, 365));
      case 'boolean':
        return fc.boolean();
      case 'array':
        return depth > 3
          ? fc.constant([])
          : fc.array(fromSchema(doc, schema.items as Schema, ids, depth + 1), { maxLength: 4 });
      case 'object':
      default: {
        const properties = (schema.properties ?? {}) as Record<string, Schema>;
        if (depth > 3 || Object.keys(properties).length === 0)
          return fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 });
        const record = fc.record(
          Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, fromSchema(doc, v, ids, depth + 1)])),
          { requiredKeys: [] },
        );
        return fc
          .tuple(record, fc.option(fc.tuple(fc.string({ minLength: 1, maxLength: 8 }), junk), { freq: 6 }))
          .map(([r, extra]) => (extra ? { ...r, [extra[0]]: extra[1] } : r));
      }
    }
  };
  return fc.oneof({ weight: 5, arbitrary: shaped() }, { weight: 1, arbitrary: junk });
}

/**
 * A value of the documented type and shape only (never junk): an enum member, a uuid, a date-time, a string that
 * matches the documented pattern, the documented example, an integer within the documented bounds. Requests made
 * of such values get past validation, so that combinations of filters reach the queries they build.
 */
function validFromSchema(doc: OpenApi, raw: Schema | undefined, ids: string[]): fc.Arbitrary<string> {
  const schema = resolve(doc, raw);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]).map(asText));
  if (Array.isArray(schema.allOf) && schema.allOf.length) return validFromSchema(doc, schema.allOf[0] as Schema, ids);
  if (Array.isArray(schema.oneOf) && schema.oneOf.length) return validFromSchema(doc, schema.oneOf[0] as Schema, ids);
  const example = schema.example === undefined ? [] : [fc.constant(asText(schema.example))];
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 1;
      const max = typeof schema.maximum === 'number' ? schema.maximum : Math.max(min, 100);
      return fc.integer({ min, max }).map(String);
    }
    case 'boolean':
      return fc.boolean().map(String);
    case 'string':
    default:
      if (schema.format === 'uuid') return fc.oneof(fc.uuid(), fc.constantFrom(...ids));
      if (schema.format === 'date-time')
        return fc
          .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
          .map((d) => d.toISOString());
      if (typeof schema.pattern === 'string') return matching(schema.pattern).filter((v) => v.length <= 200);
      return example.length
        ? fc.oneof({ weight: 3, arbitrary: example[0] }, { weight: 1, arbitrary: matching('^[a-z][a-z0-9]{0,12}$') })
        : matching('^[a-z][a-z0-9-]{0,20}[a-z0-9]$');
  }
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

interface Request {
  op: Operation;
  path: string;
  query: Record<string, string>;
  body: unknown;
  rawBody: string | undefined;
  credential: string;
}

/** A caller: the Authorization header it sends and the security scheme it satisfies ('' for none or junk). */
type Credential = [scheme: string, header: string];

/**
 * Mostly a caller the operation documents (so that requests get past the guard and reach the deeper
 * code), often any caller at all (so that every refusal is exercised too).
 */
function credentialFor(op: Operation, credentials: Credential[]): fc.Arbitrary<string> {
  const fitting = credentials.filter(([scheme]) => op.schemes.includes(scheme)).map(([, header]) => header);
  const any = fc.constantFrom(...credentials.map(([, header]) => header));
  return fitting.length
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...fitting) }, { weight: 2, arbitrary: any })
    : any;
}

function requestArbitrary(
  doc: OpenApi,
  ops: Operation[],
  credentials: Credential[],
  ids: string[],
): fc.Arbitrary<Request> {
  // Each operation's arbitrary is built once: built inside `chain`, it was rebuilt for every request (every schema
  // walked and every pattern compiled again), nine tenths of the fuzz's time. The same values, seed for seed.
  const perOperation = new Map(
    ops.map((op) => [
      op,
      fc.oneof(
        { weight: 2, arbitrary: anyRequest(doc, op, credentials, ids) },
        {
          weight: 1,
          arbitrary: combinedRequest(doc, op, credentials, ids),
        },
      ),
    ]),
  );
  return fc.constantFrom(...ops).chain((op) => perOperation.get(op)!);
}

function assemble(op: Operation, params: (string | null)[]): { path: string; query: Record<string, string> } {
  let path = op.path;
  const query: Record<string, string> = {};
  op.parameters.forEach((p, i) => {
    const value = params[i];
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(value ?? 'x') || 'x');
    else if (p.in === 'query' && value !== null) query[p.name] = value;
  });
  return { path, query };
}

/** Each parameter on its own: well-formed, mistyped or junk, or left out. */
function anyRequest(doc: OpenApi, op: Operation, credentials: Credential[], ids: string[]): fc.Arbitrary<Request> {
  return fc
    .record({
      params: fc.tuple(
        ...op.parameters.map((p) =>
          fc.option(
            fromSchema(doc, p.schema, ids).map((v) => asText(v)),
            { freq: p.required ? 20 : 3 },
          ),
        ),
      ),
      body: op.body ? fc.option(fromSchema(doc, op.body, ids), { freq: 10 }) : fc.constant(null),
      rawBody: fc.option(fc.constantFrom('{', '[]', '"x"', '{"a":', 'null', '{"__proto__":{"x":1}}', '\u0000'), {
        freq: 15,
      }),
      credential: credentialFor(op, credentials),
    })
    .map(({ params, body, rawBody, credential }) => ({
      op,
      ...assemble(op, params),
      body: body ?? undefined,
      rawBody: rawBody ?? undefined,
      credential,
    }));
}

/**
 * Several optional parameters set together (issue 42: filters of two kinds with a time bound were a 500 that one
 * parameter at a time never reached), every one with a valid value of its documented type, by a caller the
 * operation documents: the required parameters and a subset of at least two of the optional ones, often all.
 */
function combinedRequest(doc: OpenApi, op: Operation, credentials: Credential[], ids: string[]): fc.Arbitrary<Request> {
  const optional = op.parameters.map((p, i) => [p, i] as const).filter(([p]) => !p.required && p.in !== 'path');
  const fitting = credentials.filter(([scheme]) => op.schemes.includes(scheme)).map(([, header]) => header);
  const chosen =
    optional.length < 2
      ? fc.constant(optional.map(([, i]) => i))
      : fc.oneof(
          fc.constant(optional.map(([, i]) => i)),
          fc.subarray(
            optional.map(([, i]) => i),
            { minLength: 2 },
          ),
        );
  return fc
    .record({
      values: fc.tuple(...op.parameters.map((p) => validFromSchema(doc, p.schema, ids))),
      chosen,
      body: op.body ? fc.option(fromSchema(doc, op.body, ids), { freq: 10 }) : fc.constant(null),
      credential: fitting.length ? fc.constantFrom(...fitting) : credentialFor(op, credentials),
    })
    .map(({ values, chosen, body, credential }) => {
      const params = op.parameters.map((p, i) =>
        p.required || p.in === 'path' || chosen.includes(i) ? values[i] : null,
      );
      return { op, ...assemble(op, params), body: body ?? undefined, rawBody: undefined, credential };
    });
}

describe('fuzz: every operation of both OpenAPI documents', () => {
  let hub: TestHub;
  let fleet: TestFleet;
  const ajv = addFormats(new Ajv({ strict: false, allErrors: false, validateFormats: true }));
  const hubDoc = loadDocument('hub');
  const fleetDoc = loadDocument('fleet');
  ajv.addSchema(nullableAsAnyOf({ components: hubDoc.components }) as Schema, 'hub');
  ajv.addSchema(nullableAsAnyOf({ components: fleetDoc.components }) as Schema, 'fleet');
  const hubProblem = ajv.getSchema('hub#/components/schemas/Problem')!;
  // The fleet's document declares no Problem schema: the hub's shape, with the fleet's own codes
  // (invalid_credentials, invalid_grant, hub_unavailable…) as snake_case words.
  const fleetProblemSchema = JSON.parse(JSON.stringify(hubDoc.components.schemas.Problem)) as {
    properties: { code: Record<string, unknown> };
  };
  fleetProblemSchema.properties.code = { type: 'string', pattern: '^[a-z][a-z_]*[a-z]$' };
  const fleetProblem = ajv.compile(fleetProblemSchema);
  const compiled = new Map<Schema, ValidateFunction>();

  const hubCredentials: Credential[] = [
    ['', ''],
    ['', 'Bearer not-a-token'],
    ['', 'Basic YTpi'],
    ['', 'Bearer svch_0000000000000000000000000000000000000000000000000'],
  ];
  const fleetCredentials: Credential[] = [
    ['', ''],
    ['', 'Bearer not-a-token'],
    ['', 'Bearer svcm_0000000000000000000000000000000000000000000000000'],
  ];
  const ids: string[] = [];

  beforeAll(async () => {
    hub = await startTestHub();
    const fx = new HubFixtures(hub);
    const org = await fx.org();
    const category = await fx.category({ is_private: true });
    const template = await fx.template({ category_id: category.id, owner_org_id: org.id });
    const key = await fx.instanceKey(org.id);
    const admin = await fx.signIn('admin@demo.local');
    const member = await fx.signIn('bob@demo.local');
    await fx.membership(org.id, member.userId, 'admin');
    const pat = await hub.http
      .post('/api/v1/account/access-tokens')
      .set('Authorization', `Bearer ${member.token}`)
      .send({ name: 'fuzz', instance_id: key.id })
      .expect(201);
    hubCredentials.push(
      ['instance-key', `Bearer ${key.token}`],
      ['dashboard-jwt', `Bearer ${admin.token}`],
      ['dashboard-jwt', `Bearer ${member.token}`],
      ['', `Bearer ${pat.body.accessToken.token}`],
    );
    ids.push(org.id, category.id, template.id, key.id, member.userId);

    fleet = await startTestFleet({ idp: hub.idp, env: { ...TEST_TEMP_ADMIN } });
    const session = await tempAdminSession(fleet);
    const machine = await fleet.http
      .post('/api/v1/machine-tokens')
      .set('Authorization', `Bearer ${session}`)
      .send({ name: 'fuzz', role: 'admin' })
      .expect(201);
    fleetCredentials.push(
      ['session', `Bearer ${session}`],
      ['machine-token', `Bearer ${machine.body.machineToken.token}`],
    );
    ids.push(machine.body.machineToken.id);
  }, 60_000);
  afterAll(async () => {
    await fleet?.close();
    await hub?.close();
  });

  function validatorFor(app: 'hub' | 'fleet', doc: OpenApi, schema: Schema): ValidateFunction {
    let validate = compiled.get(schema);
    if (!validate) {
      // Resolve component references against the document the schema came from.
      const withBase = JSON.parse(
        JSON.stringify(schema).replaceAll('"#/components/', `"${app}#/components/`),
      ) as Schema;
      validate = ajv.compile(withBase);
      compiled.set(schema, validate);
    }
    void doc;
    return validate;
  }

  async function run(app: 'hub' | 'fleet', doc: OpenApi, credentials: Credential[]): Promise<void> {
    const target = app === 'hub' ? hub.http : fleet.http;
    const statuses: Record<string, number> = {};
    const property = fc.asyncProperty(requestArbitrary(doc, operations(app, doc), credentials, ids), async (r) => {
      // A long poll's `wait` is kept to 0 or 1 s so that one run stays within its time (its bounds, 0 to huge and
      // garbage, are catalog-events.e2e-spec.ts's); anything not a plain number is sent as generated.
      if (/^\d+$/.test(r.query.wait ?? '')) r.query.wait = String(Number(r.query.wait) % 2);
      let req = target[r.op.method as 'get'](r.path).query(r.query);
      if (r.credential) req = req.set('Authorization', r.credential);
      // An event stream never ends: its answer is read up to the first bytes after its head (the `retry:` line),
      // then the connection is closed; an error answer is read whole, as every other.
      if (STREAMS.has(`${app} ${r.op.method.toUpperCase()} ${r.op.path}`))
        req = req.buffer(true).parse(firstBytes as unknown as Parameters<typeof req.parse>[0]);
      if (r.rawBody !== undefined) req = req.set('Content-Type', 'application/json').send(r.rawBody);
      else if (r.body !== undefined) req = req.set('Content-Type', 'application/json').send(JSON.stringify(r.body));
      const res = await req;
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      const where = `${r.op.method.toUpperCase()} ${r.path}?${new URLSearchParams(r.query).toString()} → ${res.status}`;
      expect({ where, status: res.status < 500 }).toEqual({ where, status: true });
      expect({ where, leak: LEAKS.test(res.text) ? res.text.slice(0, 300) : null }).toEqual({ where, leak: null });
      if (res.status >= 400) {
        expect({ where, type: res.headers['content-type'] }).toEqual({
          where,
          type: expect.stringMatching(/^application\/problem\+json/),
        });
        const problem = app === 'hub' ? hubProblem : fleetProblem;
        const problemErrors = problem(res.body)
          ? null
          : `${JSON.stringify(problem.errors)} in ${res.text.slice(0, 300)}`;
        expect({ where, problemErrors }).toEqual({ where, problemErrors: null });
        expect(res.body.status).toBe(res.status);
      } else if (res.status < 300 && res.status !== 204) {
        // An answer in another documented media type (the catalog export's YAML) is not a JSON body to validate.
        const type = String(res.headers['content-type'] ?? 'application/json')
          .split(';')[0]
          .trim();
        const content = r.op.responses[String(res.status)]?.content;
        if (type !== 'application/json') {
          expect({ where, type, documented: content?.[type] !== undefined }).toEqual({ where, type, documented: true });
        }
        const schema = type === 'application/json' ? content?.['application/json']?.schema : undefined;
        if (schema) {
          const validate = validatorFor(app, doc, schema);
          const valid = validate(res.body);
          const errors = valid ? null : JSON.stringify(validate.errors?.slice(0, 3));
          expect({ where, errors }).toEqual({ where, errors: null });
        }
      }
    });
    await fc.assert(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
    process.stdout.write(`\nfuzz ${app}: ${RUNS} requests (seed ${SEED}), statuses ${JSON.stringify(statuses)}\n`);
  }

  test(
    'hub: no 5xx, problem+json errors, nothing leaked, successes as documented',
    () => run('hub', hubDoc, hubCredentials),
    240_000,
  );
  test(
    'fleet: no 5xx, problem+json errors, nothing leaked, successes as documented',
    () => run('fleet', fleetDoc, fleetCredentials),
    240_000,
  );
});

/** What the forged-token fuzz signs with: a key the provider publishes (as `published` says), or an attacker's. */
interface ForgeKey {
  label: string;
  jwk: JsonWebKey & { kid: string };
  /** How the provider publishes it; null: not published (an attacker's key naming a published `kid`). */
  published: { alg?: string; use?: string } | null;
}

const FORGE_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'HS256',
  'none',
] as const;

/** The key type (and curve) an algorithm signs with: the test's own table, not the one under test. */
function fitsKey(alg: string, jwk: JsonWebKey): boolean {
  if (/^(RS|PS)\d{3}$/.test(alg)) return jwk.kty === 'RSA';
  if (alg === 'ES256') return jwk.kty === 'EC' && jwk.crv === 'P-256';
  if (alg === 'ES384') return jwk.kty === 'EC' && jwk.crv === 'P-384';
  if (alg === 'ES512') return jwk.kty === 'EC' && jwk.crv === 'P-521';
  if (alg === 'EdDSA') return jwk.kty === 'OKP';
  return false;
}

/**
 * A token with valid claims for both apps, under header `alg` and the key's `kid`: really signed when the key
 * can make that signature, HS256 with the key's public half as the shared secret (the confusion attack),
 * unsigned for `none`, else signed with the key's own algorithm and relabelled (a signature that cannot verify).
 */
async function forge(idp: DevIdp, key: ForgeKey, alg: string): Promise<{ token: string; genuine: boolean }> {
  const payload = {
    sub: '00000000-0000-4000-8000-000000000003',
    email: 'bob@demo.local',
    email_verified: true,
    iss: idp.issuer,
    aud: [idp.audience, TEST_FLEET_AUDIENCE],
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 300,
  };
  const header = { alg, kid: key.jwk.kid, typ: 'at+jwt' };
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  if (alg === 'none') return { token: `${b64(header)}.${b64(payload)}.`, genuine: false };
  const privateKey = createPrivateKey({ key: key.jwk, format: 'jwk' });
  if (alg === 'HS256') {
    const secret = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' });
    return { token: await new SignJWT(payload).setProtectedHeader(header).sign(Buffer.from(secret)), genuine: false };
  }
  if (fitsKey(alg, key.jwk)) {
    return { token: await new SignJWT(payload).setProtectedHeader(header).sign(privateKey), genuine: true };
  }
  const own =
    key.jwk.kty === 'RSA' ? 'RS256' : key.jwk.kty === 'OKP' ? 'EdDSA' : key.jwk.crv === 'P-384' ? 'ES384' : 'ES256';
  const signed = await new SignJWT(payload).setProtectedHeader({ ...header, alg: own }).sign(privateKey);
  return { token: `${b64(header)}.${signed.split('.').slice(1).join('.')}`, genuine: false };
}

/**
 * Forged-algorithm tokens (RFC 8725 §3.1) at both apps, against the real dev provider's JWKS: every pairing of a
 * header `alg` with a key the provider publishes with an `alg`, without one, for encryption (`use: enc`), or an
 * attacker's key naming a published `kid`. A token is accepted exactly when the app accepts the algorithm
 * (hub: RS256, ES256; this fleet: FLEET_OIDC_ALGORITHMS wider than the default), the key is a published signing
 * key of the algorithm's type, and the key's published `alg`, if any, is the header's; anything else is 401.
 */
describe('fuzz: forged-algorithm tokens at both apps', () => {
  const FLEET_ALGORITHMS = ['RS256', 'ES256', 'PS256', 'RS512', 'ES384', 'EdDSA'];
  let hub: TestHub;
  let fleet: TestFleet;
  const keys: ForgeKey[] = [];

  beforeAll(async () => {
    hub = await startTestHub();
    const idp = hub.idp;
    const jwkOf = (kid: string) => idp.privateJwks.find((k) => k.kid === kid)! as ForgeKey['jwk'];
    for (const k of idp.privateJwks)
      keys.push({ label: `published ${k.alg}`, jwk: jwkOf(k.kid!), published: { alg: k.alg, use: k.use } });
    // Published before either app fetches the key set, so no cooldown hides a key from the first requests.
    const extra: { label: string; kty: 'RSA' | 'EC' | 'OKP'; crv?: string; alg?: string; use?: 'sig' | 'enc' }[] = [
      { label: 'RSA published PS256', kty: 'RSA', alg: 'PS256' },
      { label: 'RSA published without alg', kty: 'RSA' },
      { label: 'RSA published for encryption', kty: 'RSA', use: 'enc' },
      { label: 'RSA published RSA-OAEP', kty: 'RSA', alg: 'RSA-OAEP' },
      { label: 'EC P-256 published for encryption', kty: 'EC', alg: 'ES256', use: 'enc' },
      { label: 'EC P-384 published without alg', kty: 'EC', crv: 'P-384' },
      { label: 'Ed25519 published EdDSA', kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' },
    ];
    for (const { label, ...spec } of extra) {
      const jwk = await idp.publishKey(spec);
      keys.push({ label, jwk: jwk as ForgeKey['jwk'], published: { alg: spec.alg, use: spec.use } });
    }
    const rsaKid = keys.find((k) => k.published?.alg === 'RS256')!.jwk.kid;
    const attacker = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
    keys.push({ label: 'attacker RSA naming a published kid', jwk: { ...attacker, kid: rsaKid }, published: null });
    fleet = await startTestFleet({ idp, env: { FLEET_OIDC_ALGORITHMS: FLEET_ALGORITHMS.join(',') } });
  }, 60_000);
  afterAll(async () => {
    await fleet?.close();
    await hub?.close();
  });

  const accepted = (key: ForgeKey, alg: string, algorithms: readonly string[], genuine: boolean) =>
    genuine &&
    algorithms.includes(alg) &&
    key.published !== null &&
    key.published.use !== 'enc' &&
    (key.published.alg === undefined || key.published.alg === alg) &&
    fitsKey(alg, key.jwk);

  test('every alg/key pairing: accepted exactly where the app and the published key allow it', async () => {
    const tally = { hub: { 200: 0, 401: 0 }, fleet: { 200: 0, 401: 0 } } as Record<string, Record<number, number>>;
    const property = fc.asyncProperty(
      // A counterexample names the key, never prints its private half.
      fc.constantFrom(...keys.map((key) => Object.assign(key, { [fc.toStringMethod]: () => key.label }))),
      fc.constantFrom(...FORGE_ALGORITHMS),
      async (key, alg) => {
        const { token, genuine } = await forge(hub.idp, key, alg);
        const checks = [
          ['hub', hub.http, ['/api/v1/account/profile', '/api/v1/catalog/templates'], ['RS256', 'ES256']],
          ['fleet', fleet.http, ['/api/v1/auth/me', '/api/v1/secrets'], FLEET_ALGORITHMS],
        ] as const;
        for (const [app, http, paths, algorithms] of checks) {
          const expected = accepted(key, alg, algorithms, genuine) ? 200 : 401;
          for (const path of paths) {
            const res = await http.get(path).set('Authorization', `Bearer ${token}`);
            const where = `${app} ${path}: ${alg} with ${key.label}`;
            expect({ where, status: res.status }).toEqual({ where, status: expected });
            if (expected === 401) expect({ where, code: res.body.code }).toEqual({ where, code: 'invalid_token' });
            tally[app][res.status] = (tally[app][res.status] ?? 0) + 1;
          }
        }
      },
    );
    await fc.assert(property, { seed: SEED, numRuns: Math.min(RUNS, 300), endOnFailure: true });
    process.stdout.write(`\nfuzz forged-algorithm tokens (seed ${SEED}): ${JSON.stringify(tally)}\n`);
    // Both outcomes were exercised at both apps.
    for (const app of ['hub', 'fleet']) {
      expect(tally[app][200]).toBeGreaterThan(0);
      expect(tally[app][401]).toBeGreaterThan(0);
    }
  }, 240_000);
});
