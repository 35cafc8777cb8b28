import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  randomUUID,
  type JsonWebKey,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ClientMetadata, type Configuration, type JWK } from 'oidc-provider';
import { SignJWT } from 'jose';

export interface DemoUser {
  sub: string;
  email: string;
  password: string;
  name: string;
  email_verified: boolean;
  /** What the user is meant to be in the hub/fleet demo data (informational only). */
  description: string;
}

export type ClientConfig = ClientMetadata;

export interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
  scope?: string;
}

export interface LoginOptions {
  clientId?: string;
  redirectUri?: string;
  scope?: string;
  /** Resource indicator (absolute URI) or a bare audience name such as `fleet-api` (sent as `urn:fleet-api`). */
  resource?: string;
  password?: string;
}

export interface LoginAtOptions extends LoginOptions {
  /** Client registrations to pick `clientId` from (default DEV_CLIENTS). */
  clients?: readonly ClientConfig[];
}

export interface SignTokenOptions {
  /** RS256 by default; any JWS algorithm the key (`kid`) can sign with, e.g. PS256 with a published RSA key. */
  alg?: string;
  /** Signing key to use (e.g. an older one after rotation); defaults to the current key for `alg`. */
  kid?: string;
  /** Extra/overriding header parameters (e.g. `{ kid: 'unknown' }`); `alg` always matches the signature. */
  header?: Record<string, unknown>;
  /** Seconds until `exp` (default 300; negative values produce an already expired token). */
  expiresIn?: number;
}

export interface DevIdpOptions {
  port?: number;
  host?: string;
  /** Public issuer URL if it differs from `http://host:port`. */
  issuer?: string;
  users?: readonly DemoUser[];
  clients?: readonly ClientConfig[];
  /** `aud` of access tokens for the default resource (default `hub-api`). */
  audience?: string;
  accessTokenTtl?: number;
  /** The first key generation (private JWKs, RSA then EC, as `privateJwks` gives them); generated when absent. */
  keys?: readonly JWK[];
}

export interface DevIdp {
  issuer: string;
  port: number;
  audience: string;
  /** Resource indicator that maps to `audience` and is used when a client sends none. */
  resourceIndicator: string;
  users: readonly DemoUser[];
  clients: readonly ClientConfig[];
  /** Private JWKs, newest generation first (RSA then EC per generation). */
  readonly privateJwks: JWK[];
  close(): Promise<void>;
  /**
   * Adds a new RSA + EC key generation that signs everything issued from now on; the old public keys stay in
   * the served JWKS (so tokens already issued keep verifying) until `removeOldKeys()`.
   */
  rotateKeys(): Promise<void>;
  /** Drops every key generation except the current one from the keystore and the served JWKS. */
  removeOldKeys(): Promise<void>;
  /**
   * Publishes one more key in the served JWKS, after the signing keys (so the provider itself never signs
   * with it), and returns its private JWK: for tests of keys published for another algorithm (`alg`), with
   * none, or for encryption (`use: 'enc'`). `signToken(…, { kid, alg })` signs with it. Gone at the next
   * `removeOldKeys()`.
   */
  publishKey(key: { kty: 'RSA' | 'EC' | 'OKP'; crv?: string; alg?: string; use?: 'sig' | 'enc' }): Promise<JWK>;
  /** Real authorization code + PKCE (S256) flow over HTTP: /auth, login form, auto-consent, /token. */
  login(email: string, opts?: LoginOptions): Promise<TokenSet>;
  refresh(refreshToken: string, opts?: { clientId?: string; resource?: string }): Promise<TokenSet>;
  /**
   * Signs `claims` with the current private key (`kid` selects an older one). Defaults iss, aud, iat, exp
   * and jti are filled in first; a claim set to `undefined` removes the default (e.g. `{ exp: undefined }`).
   */
  signToken(claims: Record<string, unknown>, opts?: SignTokenOptions): Promise<string>;
}

/** All demo users share the password `demo`. */
export const DEMO_USERS: readonly DemoUser[] = [
  ['admin', 'Ada Admin', 'hub superadmin', '1'],
  ['alice', 'Alice Anders', 'org admin of the demo organization', '2'],
  ['bob', 'Bob Berg', 'member of the demo organization', '3'],
  ['carol', 'Carol Cruz', 'no organization', '4'],
].map(([local, name, description, n]) => ({
  sub: `00000000-0000-4000-8000-00000000000${n}`,
  email: `${local}@demo.local`,
  password: 'demo',
  name,
  email_verified: true,
  description,
}));

const PUBLIC_CLIENT: Partial<ClientMetadata> = {
  token_endpoint_auth_method: 'none',
  grant_types: ['authorization_code', 'refresh_token'],
};
export const DEV_CLIENTS: readonly ClientConfig[] = [
  {
    ...PUBLIC_CLIENT,
    client_id: 'hub-dashboard',
    redirect_uris: [
      'http://localhost:3000/api/docs/oauth2-redirect.html',
      'http://127.0.0.1:3000/api/docs/oauth2-redirect.html',
      'http://127.0.0.1/callback',
    ],
    post_logout_redirect_uris: ['http://localhost:3000/', 'http://127.0.0.1:3000/'],
  },
  {
    ...PUBLIC_CLIENT,
    client_id: 'fleet-ui',
    redirect_uris: ['http://localhost:3100/callback', 'http://127.0.0.1/callback'],
    post_logout_redirect_uris: ['http://localhost:3100/', 'http://127.0.0.1:3100/'],
  },
  {
    client_id: 'fleet-confidential',
    client_secret: 'fleet-dev-secret',
    token_endpoint_auth_method: 'client_secret_post',
    grant_types: ['authorization_code', 'refresh_token'],
    redirect_uris: ['http://localhost:3100/callback', 'http://127.0.0.1/callback'],
  },
  // No default resource applies to these clients, so their access tokens are opaque ones (checked at userinfo,
  // and, for the confidential one, at the introspection endpoint).
  { ...PUBLIC_CLIENT, client_id: 'fleet-opaque', redirect_uris: ['http://127.0.0.1/callback'] },
  {
    client_id: 'fleet-opaque-confidential',
    client_secret: 'fleet-dev-secret',
    token_endpoint_auth_method: 'client_secret_post',
    grant_types: ['authorization_code', 'refresh_token'],
    redirect_uris: ['http://127.0.0.1/callback'],
  },
];
const OPAQUE_TOKEN_CLIENTS = new Set(['fleet-opaque', 'fleet-opaque-confidential']);

const RS_SCOPE = 'openid profile email';
const isAbsoluteUri = (value: string): boolean => URL.canParse(value);
const toIndicator = (resource: string): string => (isAbsoluteUri(resource) ? resource : `urn:${resource}`);
// JSON rather than structuredClone: under jest's vm realms structuredClone yields foreign-realm objects that
// fail oidc-provider's `value.constructor === Object` checks.
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const esc = (s: string | undefined): string => (s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function generateKeyGeneration(): JWK[] {
  const stamp = `${new Date().toISOString().slice(0, 10)}-${randomUUID().slice(0, 8)}`;
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
  return [
    { ...rsa, kid: `rsa-${stamp}`, alg: 'RS256', use: 'sig' },
    { ...ec, kid: `ec-${stamp}`, alg: 'ES256', use: 'sig' },
  ];
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

/**
 * The provider's own pages (sign-in, sign-out, errors) in the consoles' look, self-contained: one inline style
 * sheet and the system font, nothing loaded from anywhere else (oidc-provider's defaults import a web font).
 */
const PAGE_STYLE = `:root{color-scheme:light;--fg:#1b1f24;--muted:#57606a;--panel:#f6f8fa;--line:#d0d7de;--accent:#0a58ca;
--danger:#b42318;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;line-height:1.5;color:var(--fg);background:#fff}
*{box-sizing:border-box}body{margin:0}header{padding:.75rem 1.25rem;border-bottom:1px solid var(--line);background:var(--panel);
font-weight:700}main{max-width:28rem;margin:0 auto;padding:1.25rem}h1{font-size:1.5rem;margin:.5rem 0 1rem}
label{display:block;font-weight:600;margin:.5rem 0 .25rem}input{font:inherit;width:100%;padding:.4rem .5rem;
border:1px solid var(--line);border-radius:6px}button{font:inherit;padding:.45rem .9rem;border-radius:6px;
border:1px solid var(--accent);background:var(--accent);color:#fff;cursor:pointer;margin:1rem .5rem 0 0}
button.secondary{background:#fff;color:var(--accent)}.muted{color:var(--muted)}
.error{color:var(--danger);background:#fef3f2;border:1px solid #fecdca;padding:.5rem .75rem;border-radius:6px}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}code{overflow-wrap:anywhere}`;

function devIdpPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)} · dev IdP</title>
<style>${PAGE_STYLE}</style></head><body><header>Development identity provider</header>
<main><h1>${esc(title)}</h1>${body}</main></body></html>`;
}

function loginPage(uid: string, users: readonly DemoUser[], error?: string): string {
  return devIdpPage(
    'Sign in',
    `${error ? `<p role="alert" class="error" id="login-error">${esc(error)}</p>` : ''}
<form method="post" action="/interaction/${esc(uid)}/login">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" autofocus required${
      error ? ' aria-describedby="login-error"' : ''
    }>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form>
<p class="muted">Demo users (password <code>demo</code>): ${users.map((u) => esc(u.email)).join(', ')}</p>`,
  );
}

/** Minimal path-aware cookie jar, enough to carry oidc-provider's session/interaction cookies. */
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

async function tokenRequestAt(issuer: string, client: ClientConfig, params: Record<string, string>): Promise<TokenSet> {
  const body = new URLSearchParams({ ...params, client_id: client.client_id });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (client.client_secret && client.token_endpoint_auth_method === 'client_secret_post') {
    body.set('client_secret', client.client_secret);
  } else if (client.client_secret) {
    const basic = `${encodeURIComponent(client.client_id)}:${encodeURIComponent(client.client_secret)}`;
    headers.authorization = `Basic ${Buffer.from(basic).toString('base64')}`;
  }
  const res = await fetch(`${issuer}/token`, { method: 'POST', headers, body });
  const json = (await res.json()) as TokenSet & { error?: string; error_description?: string };
  if (!res.ok) throw new Error(`token request failed: ${json.error}: ${json.error_description ?? ''}`);
  return json;
}

export interface AuthorizationCode {
  code: string;
  codeVerifier: string;
  redirectUri: string;
  nonce: string;
  /** The `iss` parameter of the authorization response (RFC 9207). */
  iss: string | null;
  client: ClientConfig;
}

/**
 * What a browser does at a running dev IdP: the authorization request with a PKCE S256 challenge,
 * the login form, auto-consent, and the redirect carrying the code, which is returned unexchanged.
 */
export async function authorizeAt(
  issuer: string,
  email: string,
  opts: LoginAtOptions = {},
): Promise<AuthorizationCode> {
  const clientId = opts.clientId ?? 'hub-dashboard';
  const client = (opts.clients ?? DEV_CLIENTS).find((c) => c.client_id === clientId);
  if (!client) throw new Error(`unknown client ${clientId}`);
  const redirectUri =
    opts.redirectUri ?? client.redirect_uris?.find((u) => u.endsWith('/callback')) ?? client.redirect_uris?.[0];
  if (!redirectUri) throw new Error(`client ${client.client_id} has no redirect_uri`);
  const codeVerifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const nonce = randomBytes(16).toString('base64url');
  const auth = new URL(`${issuer}/auth`);
  auth.search = new URLSearchParams({
    client_id: client.client_id,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: opts.scope ?? 'openid profile email offline_access',
    code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(opts.resource ? { resource: toIndicator(opts.resource) } : {}),
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
      return { code: q.get('code') ?? '', codeVerifier, redirectUri, nonce, iss: q.get('iss'), client };
    }
    const text = await res.text();
    if (res.status === 200 && /^\/interaction\/[\w-]+$/.test(url.pathname) && text.includes('name="password"')) {
      const form = new URLSearchParams({ email, password: opts.password ?? 'demo' });
      url = new URL(`${url.pathname}/login`, url);
      res = await send(url, form);
      if (res.status === 401) throw new Error(`login refused for ${email}`);
      continue;
    }
    throw new Error(`unexpected response ${res.status} from ${url.pathname}: ${text.slice(0, 200)}`);
  }
  throw new Error('too many redirects');
}

/**
 * Real authorization code + PKCE (S256) flow over HTTP against a running dev IdP at `issuer`: /auth, the
 * login form, auto-consent, /token. Usable from another process (`npm run token`).
 */
export async function loginAt(issuer: string, email: string, opts: LoginAtOptions = {}): Promise<TokenSet> {
  const auth = await authorizeAt(issuer, email, opts);
  if (auth.iss !== issuer) throw new Error('authorization response mismatch');
  return tokenRequestAt(issuer, auth.client, {
    grant_type: 'authorization_code',
    code: auth.code,
    redirect_uri: auth.redirectUri,
    code_verifier: auth.codeVerifier,
  });
}

export async function startDevIdp(options: DevIdpOptions = {}): Promise<DevIdp> {
  const host = options.host ?? '127.0.0.1';
  const users = options.users ?? DEMO_USERS;
  const clients = options.clients ?? DEV_CLIENTS;
  const audience = options.audience ?? 'hub-api';
  const resourceIndicator = toIndicator(audience);
  // `urn:<name>` indicators map to audience `<name>`; any other absolute URI is its own audience.
  const audienceFor = (indicator: string): string =>
    indicator === resourceIndicator ? audience : (/^urn:([^:]+)$/.exec(indicator)?.[1] ?? indicator);
  const userBySub = (sub: string) => users.find((u) => u.sub === sub);
  let keyring: JWK[] = options.keys ? clone([...options.keys]) : generateKeyGeneration();
  /** publishKey(): served in the JWKS beside the keyring, unknown to oidc-provider (which refuses keys it cannot use). */
  let published: JWK[] = [];

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  const issuer = (options.issuer ?? `http://${urlHost}:${port}`).replace(/\/$/, '');

  const configuration: Configuration = {
    clients: clients.map((c) => clone(c)),
    cookies: { keys: ['dev-idp-cookie-key-not-secret'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    responseTypes: ['code'],
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    clientBasedCORS: () => true,
    features: {
      devInteractions: { enabled: false },
      // RP-initiated logout: a client's `post_logout_redirect_uris` take the user back after the sign-out.
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = devIdpPage(
            'Sign out',
            `<p>Sign out of the development identity provider at ${esc(ctx.host)}?</p>${form}
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button>
<button class="secondary" type="submit" form="op.logoutForm">No, stay signed in</button>`,
          );
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = devIdpPage('Signed out', '<p>You are signed out of the development identity provider.</p>');
        },
      },
      revocation: { enabled: true },
      introspection: { enabled: true },
      // Machines (a CI job running hub-catalog) get tokens with the client credentials grant; only clients that
      // list `client_credentials` in their grant_types may use it (none of DEV_CLIENTS do).
      clientCredentials: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: (_ctx, client, oneOf) =>
          oneOf ?? (OPAQUE_TOKEN_CLIENTS.has(client.clientId) ? undefined : resourceIndicator),
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => ({
          scope: RS_SCOPE,
          audience: audienceFor(indicator),
          accessTokenTTL: options.accessTokenTtl ?? 3600,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    findAccount: (_ctx, sub) => {
      const user = userBySub(sub);
      if (!user) return undefined;
      const { email, email_verified, name } = user;
      return { accountId: sub, claims: () => ({ sub, email, email_verified, name }) };
    },
    extraTokenClaims: (_ctx, token) => {
      const user = 'accountId' in token && token.accountId ? userBySub(token.accountId) : undefined;
      return user ? { email: user.email, email_verified: user.email_verified, name: user.name } : undefined;
    },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = devIdpPage('Sign-in error', `<p class="error">${esc(out.error)}: ${esc(out.error_description)}</p>`);
    },
    ttl: {
      AccessToken: options.accessTokenTtl ?? 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      RefreshToken: 14 * 86400,
      Interaction: 600,
      Session: 86400,
      Grant: 14 * 86400,
    },
  };

  // The keystore is fixed at construction, so rotation builds a new Provider; state survives because the
  // default memory adapter's storage is module-wide and the cookie keys are constant.
  let provider!: Provider;
  let callback!: ReturnType<Provider['callback']>;
  const build = () => {
    provider = new Provider(issuer, { ...configuration, jwks: { keys: clone(keyring) } });
    callback = provider.callback();
  };
  try {
    build();
  } catch (error) {
    server.close();
    throw error;
  }

  /** The public halves of the keyring and of the keys publishKey() added, as oidc-provider serves its own. */
  function serveJwks(res: ServerResponse): void {
    const keys = [...keyring, ...published].map(({ kid, alg, use, ...jwk }) => ({
      ...(createPublicKey(createPrivateKey({ key: jwk as JsonWebKey, format: 'jwk' })).export({
        format: 'jwk',
      }) as JWK),
      kid,
      ...(alg ? { alg } : {}),
      ...(use ? { use } : {}),
    }));
    res.writeHead(200, { 'content-type': 'application/jwk-set+json; charset=utf-8' }).end(JSON.stringify({ keys }));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const current = provider;
    const pathname = new URL(req.url ?? '/', issuer).pathname;
    if (published.length && pathname === '/jwks' && req.method === 'GET') return serveJwks(res);
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(pathname);
    if (!match) return callback(req, res);
    try {
      const details = await current.interactionDetails(req, res);
      if (details.uid !== match[1]) throw new Error('interaction mismatch');
      const html = (status: number, body: string) => {
        res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(body);
      };
      if (details.prompt.name === 'login') {
        if (!match[2] || req.method !== 'POST') return html(200, loginPage(details.uid, users));
        const form = await readForm(req);
        const email = form.get('email')?.trim().toLowerCase();
        const user = users.find((u) => u.email === email && u.password === form.get('password'));
        if (!user) return html(401, loginPage(details.uid, users, 'Invalid email or password.'));
        return await current.interactionFinished(
          req,
          res,
          { login: { accountId: user.sub } },
          { mergeWithLastSubmission: false },
        );
      }
      // Consent is granted automatically for everything requested (scopes, claims, resource scopes).
      const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = details.prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      const grant = details.grantId
        ? await current.Grant.find(details.grantId)
        : new current.Grant({ accountId: details.session?.accountId, clientId: String(details.params.client_id) });
      if (!grant) throw new Error('grant not found');
      if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
      if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
      for (const [indicator, scopes] of Object.entries(missingResourceScopes ?? {})) {
        grant.addResourceScope(indicator, scopes.join(' '));
      }
      const grantId = await grant.save();
      await current.interactionFinished(
        req,
        res,
        { consent: details.grantId ? {} : { grantId } },
        { mergeWithLastSubmission: true },
      );
    } catch (error) {
      if (!res.headersSent) {
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        const { message, error_description: detail } = error as { message?: string; error_description?: string };
        res.end(`interaction failed: ${message ?? 'unknown error'}${detail ? ` (${detail})` : ''}`);
      }
    }
  }

  const findClient = (clientId: string): ClientConfig => {
    const client = clients.find((c) => c.client_id === clientId);
    if (!client) throw new Error(`unknown client ${clientId}`);
    return client;
  };

  const tokenRequest = (client: ClientConfig, params: Record<string, string>) => tokenRequestAt(issuer, client, params);

  async function signToken(claims: Record<string, unknown>, opts: SignTokenOptions = {}): Promise<string> {
    const alg = opts.alg ?? 'RS256';
    const kty = alg.startsWith('ES') ? 'EC' : alg === 'EdDSA' ? 'OKP' : 'RSA';
    const jwk = keyring.find((k) => (opts.kid ? k.kid === opts.kid : k.kty === kty));
    if (!jwk) throw new Error(`no signing key for ${opts.kid ?? alg}`);
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      iss: issuer,
      aud: audience,
      iat: now,
      exp: now + (opts.expiresIn ?? 300),
      jti: randomUUID(),
      ...claims,
    };
    return new SignJWT(payload)
      .setProtectedHeader({ typ: 'at+jwt', kid: jwk.kid, ...opts.header, alg })
      .sign(createPrivateKey({ key: jwk as JsonWebKey, format: 'jwk' }));
  }

  return {
    issuer,
    port,
    audience,
    resourceIndicator,
    users,
    clients,
    get privateJwks() {
      return clone([...keyring, ...published]);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
    // New keys go first (oidc-provider signs with the first matching key); old public keys stay published.
    rotateKeys: async () => {
      keyring = [...generateKeyGeneration(), ...keyring];
      build();
    },
    removeOldKeys: async () => {
      keyring = keyring.slice(0, 2);
      published = [];
      build();
    },
    publishKey: async ({ kty, crv, alg, use }) => {
      const pair =
        kty === 'RSA'
          ? generateKeyPairSync('rsa', { modulusLength: 2048 })
          : kty === 'EC'
            ? generateKeyPairSync('ec', { namedCurve: crv ?? 'P-256' })
            : crv === 'Ed448'
              ? generateKeyPairSync('ed448')
              : generateKeyPairSync('ed25519');
      const jwk: JWK = {
        ...(pair.privateKey.export({ format: 'jwk' }) as JWK),
        kid: `${kty.toLowerCase()}-${alg ?? 'any'}-${use ?? 'sig'}-${randomUUID().slice(0, 8)}`,
        ...(alg ? { alg } : {}),
        ...(use ? { use } : {}),
      };
      published = [...published, jwk];
      return clone(jwk);
    },
    login: (email, opts) => loginAt(issuer, email, { ...opts, clients }),
    refresh: (refreshToken, opts = {}) =>
      tokenRequest(findClient(opts.clientId ?? 'hub-dashboard'), {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        ...(opts.resource ? { resource: toIndicator(opts.resource) } : {}),
      }),
    signToken,
  };
}
