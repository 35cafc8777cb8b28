import pg from 'pg';
import type { DevIdp } from '../../apps/dev-idp/src/index.js';
import { AppProcess, freePort, ROOT } from '../cluster/processes.js';

/**
 * What the restore and upgrade tests share: databases of their own on the PostgreSQL server, app processes of a
 * build (this one or a previous release's), and a data set written through the API that they later prove intact.
 */
export const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const HUB_KEY = '4a'.repeat(32);
export const FLEET_KEY = '5b'.repeat(32);
export const SESSION_SECRET = 'operations-test-session-secret-0123456789abcdef';
export const TEMP = { SVC_TEMP_ADMIN_USER: 'ops-admin', SVC_TEMP_ADMIN_PASSWORD: 'ops-Passw0rd-1' };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function dbUrl(name: string): string {
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function sql<T extends pg.QueryResultRow = Record<string, unknown>>(
  database: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: dbUrl(database) });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export const createDatabase = (name: string) => sql('postgres', `CREATE DATABASE ${name}`);
export const dropDatabase = (name: string) => sql('postgres', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

export interface Answer {
  status: number;
  text: string;
  body: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  etag: string | null;
}

export async function call(
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    // Generous: a loaded CI machine is slow; a request that fails does so with a status or a closed connection.
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = {};
  }
  return { status: res.status, text, body: parsed, etag: res.headers.get('etag') };
}

/** Fails with the answer when its status is not the expected one. */
export function expectStatus(answer: Answer, status: number, what: string): Answer {
  if (answer.status !== status) throw new Error(`${what}: expected ${status}, got ${answer.status}: ${answer.text}`);
  return answer;
}

/** A hub process of a build on a database, with the MCP listener on `mcpPort`. */
export async function hubProcess(
  name: string,
  database: string,
  idp: DevIdp,
  options: { root?: string; port?: number; mcpPort?: number; key?: string; migrate?: boolean } = {},
): Promise<AppProcess> {
  const port = options.port ?? (await freePort());
  const mcpPort = options.mcpPort ?? (await freePort());
  return new AppProcess(
    name,
    'hub',
    port,
    {
      HUB_PORT: String(port),
      HUB_HOST: '127.0.0.1',
      HUB_MCP_PORT: String(mcpPort),
      HUB_MCP_PUBLIC_URL: `http://127.0.0.1:${mcpPort}`,
      HUB_DATABASE_URL: dbUrl(database),
      HUB_MIGRATE: String(options.migrate ?? false),
      HUB_ENCRYPTION_KEY: options.key ?? HUB_KEY,
      HUB_TOKEN_PEPPER: 'operations-test-hub-pepper',
      HUB_OIDC_ISSUER: idp.issuer,
      HUB_OIDC_AUDIENCE: idp.audience,
      HUB_SUPERADMIN_EMAILS: 'admin@demo.local',
      HUB_LOG_REQUESTS: 'false',
      HUB_DOCS_UI: 'false',
      // Longer than the balancer needs to see /readyz fail on a loaded machine (checks every 200 ms).
      HUB_SHUTDOWN_DELAY_SECONDS: '2',
    },
    options.root ?? ROOT,
  );
}

export async function fleetProcess(
  name: string,
  database: string,
  options: { root?: string; port?: number; key?: string; migrate?: boolean } = {},
): Promise<AppProcess> {
  const port = options.port ?? (await freePort());
  return new AppProcess(
    name,
    'fleet',
    port,
    {
      FLEET_PORT: String(port),
      FLEET_HOST: '127.0.0.1',
      FLEET_DATABASE_URL: dbUrl(database),
      FLEET_MIGRATE: String(options.migrate ?? false),
      FLEET_ENCRYPTION_KEY: options.key ?? FLEET_KEY,
      FLEET_SESSION_SECRET: SESSION_SECRET,
      FLEET_TOKEN_PEPPER: 'operations-test-fleet-pepper',
      // The fleet reaches the hub only when a test asks it to: its timer and its event stream are off (a stream
      // opened at start would use the stored instance key and write its last-used time before a test reads it).
      FLEET_SYNC_INTERVAL_SECONDS: '0',
      FLEET_HUB_EVENTS: 'false',
      FLEET_LOG_REQUESTS: 'false',
      FLEET_DOCS_UI: 'false',
      FLEET_SHUTDOWN_DELAY_SECONDS: '2',
      ...TEMP,
    },
    options.root ?? ROOT,
  );
}

/** The MCP `initialize` call a personal access token makes (PATs are accepted at the MCP endpoint only). */
export async function mcpInitialize(hub: AppProcess, token: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${hub.env.HUB_MCP_PORT}/mcp`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 'operations-test', version: '1' },
      },
    }),
    signal: AbortSignal.timeout(10_000),
  });
  await res.arrayBuffer();
  return res.status;
}

/** The credentials a data set holds: each must still authenticate (or still be refused) afterwards. */
export interface DataSet {
  adminToken: string;
  aliceToken: string;
  orgId: string;
  /** Instance keys that must authenticate: current secrets and previous ones inside their grace window. */
  keys: string[];
  revokedKeys: string[];
  /** Personal access tokens (MCP), current and previous-in-grace. */
  tokens: string[];
  templateSlugs: string[];
  fleetSession: string;
  machineTokens: string[];
  secrets: Record<string, string>;
}

/**
 * Writes a data set through the API: categories and templates (one with registry credentials, one private), an
 * organization with a grant, instance keys (one re-issued with a grace window, one revoked), personal access tokens
 * (one rotated with a grace window), add-on audit events and a support ticket; in the fleet: secrets, machine tokens
 * (used, so the audit log has rows), a local user, the hub settings with the instance key, and a catalog sync.
 */
export async function fillDataSet(hub: AppProcess, fleet: AppProcess, idp: DevIdp, tag: string): Promise<DataSet> {
  const adminToken = (await idp.login('admin@demo.local')).access_token;
  const aliceToken = (await idp.login('alice@demo.local')).access_token;
  const post = async (path: string, token: string, body: unknown, status = 201) =>
    expectStatus(await call(hub.url, 'POST', path, token, body), status, `POST ${path}`).body;
  const pub = await post('/api/v1/admin/categories', adminToken, {
    name: `Public ${tag}`,
    slug: `public-${tag}`,
    description: '',
    icon: 'box',
    sort_order: 1,
    is_private: false,
  });
  const priv = await post('/api/v1/admin/categories', adminToken, {
    name: `Private ${tag}`,
    slug: `private-${tag}`,
    description: '',
    icon: 'lock',
    sort_order: 2,
    is_private: true,
  });
  const templateSlugs: string[] = [];
  for (let i = 0; i < 4; i++) {
    const slug = `app-${tag}-${i}`;
    await post('/api/v1/admin/templates', adminToken, {
      name: `App ${tag} ${i}`,
      slug,
      category_id: i === 3 ? priv.category.id : pub.category.id,
      image_name: `example/app-${i}`,
      image_tag: `1.${i}`,
      description: `Template ${i} of the ${tag} data set`,
      tags: ['ops', `n${i}`],
      is_public: true,
      ...(i === 1
        ? {
            registry_url: 'registry.example.test',
            registry_credentials: { username: 'puller', password: 'pull-secret' },
          }
        : {}),
    });
    templateSlugs.push(slug);
  }
  // One organization per user: a second data set (the upgrade test writes several) reuses it.
  const org = await call(hub.url, 'POST', '/api/v1/account/organizations', aliceToken, {
    name: `Org ${tag}`,
    slug: `org-${tag}`,
  });
  const orgId = (
    org.status === 409
      ? expectStatus(await call(hub.url, 'GET', '/api/v1/account/organizations', aliceToken), 200, 'org').body
      : expectStatus(org, 201, 'org').body
  ).organization.id as string;
  await post('/api/v1/admin/catalog-access', adminToken, { org_id: orgId, category_id: priv.category.id });
  const keys: string[] = [];
  const created: { id: string; key: string }[] = [];
  for (let i = 0; i < 3; i++) {
    created.push((await post('/api/v1/account/api-keys', aliceToken, { name: `key ${tag} ${i}` })).apiKey);
  }
  keys.push(created[0].key, created[2].key);
  // Re-issued with a grace window: the previous secret keeps working for an hour.
  const reissued = expectStatus(
    await call(hub.url, 'PUT', '/api/v1/account/api-keys', aliceToken, { id: created[1].id, grace_seconds: 3600 }),
    200,
    'reissue',
  ).body.apiKey;
  keys.push(reissued.key, created[1].key);
  const revoked = (await post('/api/v1/account/api-keys', aliceToken, { name: `revoked ${tag}` })).apiKey;
  expectStatus(
    await call(hub.url, 'DELETE', `/api/v1/account/api-keys?id=${revoked.id}`, aliceToken),
    200,
    'revoke key',
  );
  const tokens: string[] = [];
  const pat = (
    await post('/api/v1/account/access-tokens', aliceToken, { name: `pat ${tag}`, instance_id: created[0].id })
  ).accessToken;
  const rotated = expectStatus(
    await call(hub.url, 'PUT', '/api/v1/account/access-tokens', aliceToken, { id: pat.id, grace_seconds: 3600 }),
    200,
    'rotate token',
  ).body.accessToken;
  tokens.push(rotated.token, pat.token);
  tokens.push(
    (await post('/api/v1/account/access-tokens', aliceToken, { name: `pat2 ${tag}`, instance_id: created[2].id }))
      .accessToken.token,
  );
  const events = Array.from({ length: 5 }, (_, i) => ({
    id: crypto.randomUUID(),
    occurred_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
    addon: 'backup',
    action: 'snapshot.create',
    actor: `ops-${tag}@example.com`,
    outcome: 'success',
    metadata: { n: i },
  }));
  expectStatus(
    await call(hub.url, 'POST', '/api/v1/addon-audit-events', created[0].key, { events }),
    202,
    'addon audit events',
  );
  await post('/api/v1/support/tickets', created[0].key, { subject: `Ticket ${tag}`, message: 'Restore me' });

  const login = expectStatus(
    await call(fleet.url, 'POST', '/api/v1/auth/login', undefined, {
      email: TEMP.SVC_TEMP_ADMIN_USER,
      password: TEMP.SVC_TEMP_ADMIN_PASSWORD,
    }),
    200,
    'fleet login',
  );
  const fleetSession = login.body.access_token as string;
  const secrets: Record<string, string> = {};
  for (let i = 0; i < 3; i++) {
    const name = `secret-${tag}-${i}`;
    secrets[name] = `value ${i} of ${tag} ${crypto.randomUUID()}`;
    expectStatus(
      await call(fleet.url, 'PUT', `/api/v1/secrets/${name}`, fleetSession, { value: secrets[name] }),
      200,
      'put secret',
    );
  }
  const machineTokens: string[] = [];
  for (let i = 0; i < 2; i++) {
    const created = expectStatus(
      await call(fleet.url, 'POST', '/api/v1/machine-tokens', fleetSession, { name: `mt ${tag} ${i}`, role: 'admin' }),
      201,
      'machine token',
    ).body.machineToken;
    machineTokens.push(created.token);
    // Used: the audit log gets rows.
    expectStatus(await call(fleet.url, 'GET', '/api/v1/secrets', created.token), 200, 'machine token use');
  }
  expectStatus(
    await call(fleet.url, 'POST', '/api/v1/users', fleetSession, {
      email: `operator-${tag}@example.com`,
      name: 'Operator',
      password: 'correct-Horse-battery-1',
      role: 'readonly',
    }),
    201,
    'fleet user',
  );
  expectStatus(
    await call(fleet.url, 'PUT', '/api/v1/settings/hub', fleetSession, { hub_url: hub.url, instance_key: keys[0] }),
    200,
    'hub settings',
  );
  expectStatus(await call(fleet.url, 'POST', '/api/v1/hub/sync', fleetSession), 200, 'hub sync');
  return {
    adminToken,
    aliceToken,
    orgId,
    keys,
    revokedKeys: [revoked.key],
    tokens,
    templateSlugs,
    fleetSession,
    machineTokens,
    secrets,
  };
}

/** Every row of every table of a database, ordered, as text: equal text = nothing lost, nothing changed. */
export async function tableContents(database: string): Promise<Record<string, string[]>> {
  const tables = await sql<{ table_name: string }>(
    database,
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
      ORDER BY table_name`,
  );
  const out: Record<string, string[]> = {};
  for (const { table_name } of tables) {
    const rows = await sql<{ row: string }>(database, `SELECT t::text AS row FROM "${table_name}" t ORDER BY 1`);
    out[table_name] = rows.map((r) => r.row);
  }
  return out;
}
