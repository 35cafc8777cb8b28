import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Glewlwyd (Debian's `glewlwyd` 2.7.5) as a second OpenID Provider for tests (docs/identity-providers.md). This
 * module installs nothing: it expects the daemon where Debian puts it (GLEWLWYD_BIN overrides) and the package's
 * SQLite schema; `.ci/run` installs the package. Each instance gets its own temporary SQLite database and config on
 * a free loopback port, is provisioned over Glewlwyd's own admin API (the OIDC plugin with an RSA key, users, public
 * clients) and is stopped, its directory removed, by `close()`.
 */
export const GLEWLWYD_BIN = process.env.GLEWLWYD_BIN ?? '/usr/bin/glewlwyd';
const SCHEMA = '/usr/share/doc/glewlwyd/database/init.sqlite3.sql.gz';
/** The administrator the package's schema creates. */
const ADMIN = { username: 'admin', password: 'password' };

export interface GlewlwydUser {
  username: string;
  password: string;
  name: string;
  email: string;
  /** Published as `email_verified` (see the plugin's claims below); default true. */
  emailVerified?: boolean;
}

export interface GlewlwydClient {
  clientId: string;
  redirectUris: string[];
  /** The RFC 8707 resources this client may ask for (Glewlwyd then refuses the others with `invalid_target`). */
  resources?: string[];
}

export interface GlewlwydOptions {
  users?: GlewlwydUser[];
  clients?: GlewlwydClient[];
  /** RFC 8707 resources the `openid` scope may ask for: the access token's `aud` when the request names one. */
  resources?: string[];
}

export interface GlewlwydAuthorization {
  code: string;
  codeVerifier: string;
  nonce: string;
  state: string;
  redirectUri: string;
  /** The query of the redirect back to the client (Glewlwyd sends no `iss` there). */
  callback: URLSearchParams;
}

export interface Glewlwyd {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** `<url>/api/oidc`: what FLEET_OIDC_ISSUER / HUB_OIDC_ISSUER name. */
  issuer: string;
  users: GlewlwydUser[];
  /** The `kid` Glewlwyd signs with now. */
  currentKid: string;
  /**
   * What a browser does: the authorization request (code + PKCE S256, a nonce), the login (`POST /api/auth/`), the
   * consent (`PUT /api/auth/grant/<client>`), then the login page's callback with `g_continue`; returns the code.
   */
  authorize(
    username: string,
    opts?: {
      clientId?: string;
      redirectUri?: string;
      scope?: string;
      resource?: string;
      password?: string;
    },
  ): Promise<GlewlwydAuthorization>;
  /** The token endpoint, as a public client would call it (the fleet does this in production). */
  token(params: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }>;
  /**
   * A new RSA signing key, published first in the JWKS; `keep` previous keys stay published (and verify the tokens
   * they signed), the others are dropped. Takes effect at once (`PUT /api/mod/plugin/oidc/reset`).
   */
  rotateKey(opts?: { keep?: number }): Promise<string>;
  /** Glewlwyd's output so far (for failure messages). */
  logs(): string;
  close(): Promise<void>;
}

/** True when the daemon and its schema are installed (`.ci/run` installs them; see docs/identity-providers.md). */
export function glewlwydInstalled(): boolean {
  return existsSync(GLEWLWYD_BIN) && existsSync(SCHEMA);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

const base64url = (bytes: Buffer) => bytes.toString('base64url');

export async function startGlewlwyd(options: GlewlwydOptions = {}): Promise<Glewlwyd> {
  if (!glewlwydInstalled()) {
    throw new Error(
      `Glewlwyd is not installed (${GLEWLWYD_BIN}, ${SCHEMA}): see docs/identity-providers.md ("Testing against Glewlwyd").`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'glewlwyd-'));
  const database = join(dir, 'glewlwyd.db');
  execFileSync('/bin/sh', ['-c', `zcat '${SCHEMA}' | sqlite3 '${database}'`], { stdio: 'ignore' });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const issuer = `${url}/api/oidc`;
  // No `use_secure_connection` line at all: even `=false` stops it (docs/toolchain notes).
  writeFileSync(
    join(dir, 'glewlwyd.conf'),
    `port=${port}
bind_address="127.0.0.1"
external_url="${url}"
login_url="login.html"
api_prefix="api"
static_files_path="/usr/share/glewlwyd/webapp/"
allow_origin="*"
log_mode="console"
log_level="WARNING"
cookie_secure=0
session_expiration=3600
session_key="GLEWLWYD2_SESSION_ID"
admin_scope="g_admin"
profile_scope="g_profile"
user_module_path="/usr/lib/glewlwyd/user"
client_module_path="/usr/lib/glewlwyd/client"
user_auth_scheme_module_path="/usr/lib/glewlwyd/scheme"
plugin_module_path="/usr/lib/glewlwyd/plugin"
hash_algorithm = "SHA512"
database =
{
  type = "sqlite3"
  path = "${database}"
};
`,
  );
  let output = '';
  const child: ChildProcess = spawn(GLEWLWYD_BIN, ['-c', join(dir, 'glewlwyd.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    // The administrator's session: the admin API takes its cookie.
    let adminCookie = '';
    const deadline = Date.now() + 15_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`glewlwyd exited (${child.exitCode}): ${output}`);
      const res = await fetch(`${url}/api/auth/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      }).catch(() => null);
      if (res?.status === 200) {
        adminCookie = cookiesOf(res);
        break;
      }
      if (Date.now() > deadline) throw new Error(`glewlwyd did not start: ${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const admin = async (method: string, path: string, body?: unknown): Promise<unknown> => {
      const res = await fetch(`${url}/api${path}`, {
        method,
        headers: { cookie: adminCookie, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`glewlwyd ${method} ${path}: ${res.status} ${text}`);
      return text ? JSON.parse(text) : null;
    };

    // The database user module stores only the properties its data-format names: email_verified is one more.
    const userModule = (await admin('GET', '/mod/user/database')) as {
      parameters: { 'data-format': Record<string, unknown> };
    };
    userModule.parameters['data-format'].email_verified = {
      multiple: false,
      read: true,
      write: true,
      'profile-read': true,
      'profile-write': false,
    };
    await admin('PUT', '/mod/user/database', userModule);
    await admin('PUT', '/mod/user/database/reset');

    let keyNumber = 0;
    let keys: Record<string, unknown>[] = [];
    const newKey = () => {
      keyNumber += 1;
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      return { ...privateKey.export({ format: 'jwk' }), kid: `glewlwyd-key-${keyNumber}`, alg: 'RS256', use: 'sig' };
    };
    keys = [newKey()];
    const resources = options.resources ?? [];
    const plugin = {
      module: 'oidc',
      name: 'oidc',
      display_name: 'OpenID Connect',
      enabled: true,
      parameters: {
        iss: issuer,
        'jwt-type': 'rsa',
        'jwt-key-size': '256',
        // Keys as a private JWKS, first one signs (several keys: a rotation with overlap).
        'jwks-private': JSON.stringify({ keys }),
        'default-kid': '',
        key: '',
        cert: '',
        'jwks-show': true,
        'access-token-duration': 3600,
        'refresh-token-duration': 86400,
        'code-duration': 600,
        'refresh-token-rolling': false,
        'allow-non-oidc': false,
        'auth-type-code-enabled': true,
        'auth-type-refresh-enabled': true,
        'auth-type-token-enabled': false,
        'auth-type-id-token-enabled': false,
        'auth-type-none-enabled': false,
        'auth-type-password-enabled': false,
        'auth-type-client-enabled': false,
        'auth-type-device-enabled': false,
        'secret-type': 'public',
        scope: [],
        // Glewlwyd's access tokens carry no email unless told to: the same user properties as the ID token.
        'additional-parameters': [
          { 'user-parameter': 'email', 'token-parameter': 'email' },
          { 'user-parameter': 'email_verified', 'token-parameter': 'email_verified' },
        ],
        claims: [
          {
            name: 'email_verified',
            'user-property': 'email_verified',
            type: 'boolean',
            'boolean-value-true': 'true',
            'boolean-value-false': 'false',
            mandatory: true,
            'on-demand': false,
            scope: [],
          },
        ],
        'name-claim': 'mandatory',
        'email-claim': 'mandatory',
        'scope-claim': 'no',
        'address-claim': { type: 'no', mandatory: false },
        'allowed-scope': ['openid'],
        'pkce-allowed': true,
        'pkce-method-plain-allowed': false,
        'introspection-revocation-allowed': false,
        'register-client-allowed': false,
        'session-management-allowed': false,
        'request-parameter-allow': false,
        'resource-allowed': resources.length > 0,
        'resource-scope': resources.length > 0 ? { openid: resources } : {},
        // A resource must be listed for the scope and for the client (the client's `resource` property).
        'resource-client-property': 'resource',
        'resource-scope-and-client-property': true,
        'resource-change-allowed': false,
      },
    };
    await admin('POST', '/mod/plugin/', plugin);

    const users = options.users ?? [];
    for (const user of users) {
      await admin('POST', '/user/?source=database', {
        username: user.username,
        password: user.password,
        name: user.name,
        email: user.email,
        email_verified: user.emailVerified === false ? 'false' : 'true',
        scope: ['openid'],
        enabled: true,
      });
    }
    for (const client of options.clients ?? []) {
      await admin('POST', '/client/?source=database', {
        client_id: client.clientId,
        name: client.clientId,
        confidential: false,
        redirect_uri: client.redirectUris,
        authorization_type: ['code', 'refresh_token'],
        scope: ['openid'],
        enabled: true,
        resource: client.resources ?? [],
      });
    }

    const token = async (params: Record<string, string>) => {
      const res = await fetch(`${issuer}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(params),
      });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
    };

    const instance: Glewlwyd = {
      url,
      issuer,
      users,
      currentKid: String(keys[0].kid),
      async authorize(username, opts = {}) {
        const user = users.find((u) => u.username === username);
        const clientId = opts.clientId ?? options.clients?.[0]?.clientId ?? '';
        const redirectUri =
          opts.redirectUri ?? options.clients?.find((c) => c.clientId === clientId)?.redirectUris[0] ?? '';
        const codeVerifier = base64url(randomBytes(32));
        const nonce = base64url(randomBytes(16));
        const state = base64url(randomBytes(16));
        const query = new URLSearchParams({
          response_type: 'code',
          client_id: clientId,
          redirect_uri: redirectUri,
          scope: opts.scope ?? 'openid',
          state,
          nonce,
          code_challenge: base64url(createHash('sha256').update(codeVerifier).digest()),
          code_challenge_method: 'S256',
        });
        if (opts.resource) query.set('resource', opts.resource);
        const first = await fetch(`${issuer}/auth?${query.toString()}`, { redirect: 'manual' });
        const login = first.headers.get('location');
        if (first.status !== 302 || !login) throw new Error(`authorization request refused: ${first.status}`);
        const callbackUrl = new URL(login, url).searchParams.get('callback_url');
        if (!callbackUrl) {
          throw new Error(`authorization request refused: ${login}`);
        }
        const signIn = await fetch(`${url}/api/auth/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password: opts.password ?? user?.password }),
        });
        if (signIn.status !== 200) throw new Error(`login refused for ${username}: ${signIn.status}`);
        const cookie = cookiesOf(signIn);
        const grant = await fetch(`${url}/api/auth/grant/${encodeURIComponent(clientId)}`, {
          method: 'PUT',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ scope: opts.scope ?? 'openid' }),
        });
        if (grant.status !== 200) throw new Error(`grant refused: ${grant.status}`);
        const back = await fetch(`${callbackUrl}&g_continue`, { redirect: 'manual', headers: { cookie } });
        const location = back.headers.get('location');
        if (back.status !== 302 || !location) throw new Error(`no redirect back to the client: ${back.status}`);
        const callback = new URL(location).searchParams;
        const code = callback.get('code');
        if (!code) throw new Error(`no code in the redirect back: ${location}`);
        return { code, codeVerifier, nonce, state, redirectUri, callback };
      },
      token,
      async rotateKey(opts = {}) {
        keys = [newKey(), ...keys.slice(0, opts.keep ?? 0)];
        plugin.parameters['jwks-private'] = JSON.stringify({ keys });
        await admin('PUT', '/mod/plugin/oidc', plugin);
        await admin('PUT', '/mod/plugin/oidc/reset');
        instance.currentKid = String(keys[0].kid);
        return instance.currentKid;
      },
      logs: () => output,
      close,
    };
    return instance;
  } catch (error) {
    await close();
    throw error;
  }
}
