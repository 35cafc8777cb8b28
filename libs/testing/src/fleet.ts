import 'reflect-metadata';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import request from 'supertest';
import { startDevIdp, type DevIdp } from '../../../apps/dev-idp/src/index.js';
import { startFleet } from '../../../apps/fleet/src/bootstrap.js';
import { loadFleetConfig, type FleetConfig } from '../../../apps/fleet/src/fleet.config.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export interface TestFleet {
  url: string;
  config: FleetConfig;
  db: DataSource;
  idp: DevIdp;
  /** supertest bound to the listening server. */
  http: ReturnType<typeof request>;
  close(): Promise<void>;
}

/** The audience (resource `urn:fleet-api`) test fleets expect on provider access tokens. */
export const TEST_FLEET_AUDIENCE = 'fleet-api';

/**
 * A real fleet on a fresh database (cloned from the migrated template), signing users in at a real
 * OpenID Provider on loopback (client `fleet-ui`, audience `fleet-api`). `env` overrides variables;
 * the sync timer is off unless `env` turns it on.
 */
export async function startTestFleet(options: { env?: Record<string, string>; idp?: DevIdp } = {}): Promise<TestFleet> {
  const database: TestDatabase = await createTestDatabase('fleet');
  const idp = options.idp ?? (await startDevIdp({ port: 0, host: '127.0.0.1' }));
  const config = loadFleetConfig({
    FLEET_PORT: '0',
    FLEET_HOST: '127.0.0.1',
    FLEET_DATA_DIR: database.dataDir,
    ...(database.url ? { FLEET_DATABASE_URL: database.url } : {}),
    FLEET_OIDC_ISSUER: idp.issuer,
    FLEET_OIDC_CLIENT_ID: 'fleet-ui',
    FLEET_OIDC_AUDIENCE: TEST_FLEET_AUDIENCE,
    FLEET_OIDC_REDIRECT_URI: 'http://127.0.0.1/callback',
    FLEET_MIGRATE: 'false',
    FLEET_SYNC_INTERVAL_SECONDS: '0',
    FLEET_LOG_REQUESTS: 'false',
    FLEET_DOCS_UI: 'false',
    ...options.env,
  });
  const fleet = await startFleet(config, { quiet: true });
  return {
    url: fleet.url,
    config,
    db: fleet.app.get(DataSource),
    idp,
    http: request(fleet.url),
    async close() {
      await fleet.close();
      if (!options.idp) await idp.close();
      await database.drop();
    },
  };
}

export interface AuthorizationCode {
  code: string;
  codeVerifier: string;
  redirectUri: string;
  nonce: string;
  iss: string | null;
}

/** Minimal path-aware cookie jar for the provider's interaction cookies. */
class CookieJar {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();
  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const path = attrs.find((a) => /^path=/i.test(a))?.slice(5) || '/';
      const expires = attrs.find((a) => /^expires=/i.test(a))?.slice(8);
      const key = `${name};${path}`;
      if (!value || (expires && Date.parse(expires) <= Date.now())) this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path });
    }
  }
  header(url: URL): string {
    return [...this.cookies.values()]
      .filter((c) => url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }
}

/**
 * What a browser does for the fleet's sign-in page: authorization request with a PKCE S256 challenge,
 * the provider's login form, consent, and the redirect carrying the code, which is returned (not
 * exchanged) so that the test can hand it to the fleet.
 */
export async function authorizeAt(
  issuer: string,
  email: string,
  opts: { clientId?: string; redirectUri?: string; resource?: string; scope?: string; password?: string } = {},
): Promise<AuthorizationCode> {
  const redirectUri = opts.redirectUri ?? 'http://127.0.0.1/callback';
  const codeVerifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const nonce = randomBytes(16).toString('base64url');
  const auth = new URL(`${issuer}/auth`);
  auth.search = new URLSearchParams({
    client_id: opts.clientId ?? 'fleet-ui',
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: opts.scope ?? 'openid profile email offline_access',
    code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(opts.resource ? { resource: opts.resource } : {}),
  }).toString();
  const jar = new CookieJar();
  const send = async (url: URL, form?: URLSearchParams) => {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: jar.header(url), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form,
    });
    jar.store(res);
    return res;
  };
  const target = new URL(redirectUri);
  let url = auth;
  let res = await send(url);
  for (let hops = 0; hops < 15; hops++) {
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      await res.body?.cancel();
      url = new URL(location, url);
      if (url.origin !== target.origin || url.pathname !== target.pathname) {
        res = await send(url);
        continue;
      }
      const q = url.searchParams;
      if (q.get('error'))
        throw new Error(`authorization failed: ${q.get('error')}: ${q.get('error_description') ?? ''}`);
      if (q.get('state') !== state) throw new Error('authorization response state mismatch');
      return { code: q.get('code') ?? '', codeVerifier, redirectUri, nonce, iss: q.get('iss') };
    }
    const text = await res.text();
    if (res.status === 200 && /^\/interaction\/[\w-]+$/.test(url.pathname) && text.includes('name="password"')) {
      url = new URL(`${url.pathname}/login`, url);
      res = await send(url, new URLSearchParams({ email, password: opts.password ?? 'demo' }));
      if (res.status === 401) throw new Error(`login refused for ${email}`);
      continue;
    }
    throw new Error(`unexpected response ${res.status} from ${url.pathname}: ${text.slice(0, 200)}`);
  }
  throw new Error('too many redirects');
}
