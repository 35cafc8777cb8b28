import { ApiError, request } from '../../shared/api.js';

/**
 * The fleet console's credentials. They live in sessionStorage: a reload keeps the operator signed in, the
 * PKCE verifier and state survive the round trip to the provider, and everything ends with the tab (not
 * shared with other tabs, never written to disk by a long-lived store, never sent automatically like a
 * cookie, so no CSRF). Nothing else on the page can load script (CSP script-src 'self'), which is what
 * keeps any storage the page can read safe.
 */

export interface OidcConfig {
  enabled: boolean;
  issuer: string | null;
  client_id: string | null;
  scopes: string;
  redirect_uri: string;
  audience: string | null;
  code_challenge_method: 'S256';
  authorization_endpoint: string | null;
  /** RP-initiated logout at the provider, when its discovery document names an end-session endpoint. */
  end_session_endpoint?: string | null;
  /** The provider's name for the sign-in button (FLEET_OIDC_DISPLAY_NAME, else the issuer's host). */
  display_name?: string | null;
}

export interface AuthConfig {
  oidc: OidcConfig;
  local_login: boolean;
  temp_admin_active: boolean;
  roles_enforced: boolean;
}

export interface Session {
  kind: 'session' | 'oidc';
  access_token: string;
  refresh_token?: string | null;
  /** The provider's ID token, sent as `id_token_hint` when signing out at the provider. */
  id_token?: string | null;
  /** Epoch milliseconds; null when the server did not say. */
  expires_at: number | null;
}

interface ProviderTokens {
  access_token: string;
  refresh_token: string | null;
  id_token: string | null;
  expires_in: number | null;
  token_type: string;
}

interface SessionToken {
  access_token: string;
  token_type: string;
  expires_in: number;
}

const SESSION_KEY = 'fleet.session';
const PENDING_KEY = 'fleet.oidc.pending';

type Listener = (session: Session | null) => void;

/** Why the console last signed out on its own (a refused or expired credential), for the sign-in page. */
let endedNote: string | null = null;
export function takeEndedNote(): string | null {
  const note = endedNote;
  endedNote = null;
  return note;
}
const listeners = new Set<Listener>();

export function currentSession(): Session | null {
  try {
    const raw = sessionStorage.getItem(SESSION_KEY);
    return raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    return null;
  }
}

function setSession(session: Session | null): void {
  if (session) sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
  else sessionStorage.removeItem(SESSION_KEY);
  for (const listener of listeners) listener(session);
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const expiresAt = (seconds: number | null | undefined): number | null =>
  typeof seconds === 'number' ? Date.now() + seconds * 1000 : null;

export const providerName = (oidc: OidcConfig): string => {
  if (oidc.display_name) return oidc.display_name;
  if (!oidc.issuer) return 'your provider';
  try {
    return new URL(oidc.issuer).host;
  } catch {
    return oidc.issuer;
  }
};

/** The login form: a local user or the temporary administrator. */
export async function signInWithPassword(email: string, password: string): Promise<void> {
  const token = await request<SessionToken>('/api/v1/auth/login', { method: 'POST', body: { email, password } });
  setSession({ kind: 'session', access_token: token.access_token, expires_at: expiresAt(token.expires_in) });
}

/**
 * Ends a fleet session at the server, then forgets the credentials here whatever the answer. Provider tokens
 * are not fleet sessions (the API refuses them at /auth/logout): they are forgotten, and the provider's own
 * session is ended by RP-initiated logout when it publishes an end-session endpoint (`id_token_hint`,
 * `post_logout_redirect_uri` back to this console), so the next "Sign in with …" asks again. Returns true
 * when the page is leaving for the provider. A failure to reach the fleet is said on the sign-in page.
 */
export async function signOut(oidc?: OidcConfig | null): Promise<boolean> {
  const session = currentSession();
  if (session?.kind === 'session') {
    try {
      await request('/api/v1/auth/logout', { method: 'POST', token: session.access_token });
    } catch (error) {
      // Already ended (401) is what was wanted.
      if (!(error instanceof ApiError && error.status === 401)) {
        endedNote = `Signed out in this browser, but the fleet did not confirm it: ${error instanceof Error ? error.message : 'unknown error'}`;
      }
    }
  }
  setSession(null);
  if (session?.kind !== 'oidc' || !oidc?.end_session_endpoint) return false;
  const url = new URL(oidc.end_session_endpoint);
  if (oidc.client_id) url.searchParams.set('client_id', oidc.client_id);
  if (session.id_token) url.searchParams.set('id_token_hint', session.id_token);
  url.searchParams.set('post_logout_redirect_uri', `${window.location.origin}/`);
  window.location.assign(url.toString());
  return true;
}

// ---- OIDC: authorization code + PKCE (S256) ----

interface Pending {
  state: string;
  nonce: string;
  verifier: string;
  redirect_uri: string;
  issuer: string | null;
  return_to: string;
}

const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const random = (size = 32): string => base64url(crypto.getRandomValues(new Uint8Array(size)));

async function challengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** RFC 8707 wants an absolute URI; a bare audience name is sent as `urn:<name>` (as the fleet's tests do). */
const resourceIndicator = (audience: string): string => (URL.canParse(audience) ? audience : `urn:${audience}`);

/**
 * Starts the sign-in at the provider. The state is kept in this origin's sessionStorage, so the page must
 * be on the redirect URI's origin first (localhost vs 127.0.0.1): when it is not, it goes there and starts
 * again (`/?signin=oidc`).
 */
export async function startOidcSignIn(oidc: OidcConfig, returnTo: string): Promise<void> {
  if (!oidc.enabled || !oidc.authorization_endpoint || !oidc.client_id) {
    throw new Error('Sign-in with a provider is not configured on this fleet.');
  }
  const callbackOrigin = new URL(oidc.redirect_uri).origin;
  if (callbackOrigin !== window.location.origin) {
    window.location.assign(`${callbackOrigin}/?signin=oidc`);
    return;
  }
  const pending: Pending = {
    state: random(),
    nonce: random(),
    verifier: random(48),
    redirect_uri: oidc.redirect_uri,
    issuer: oidc.issuer,
    return_to: returnTo,
  };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const url = new URL(oidc.authorization_endpoint);
  const params: Record<string, string> = {
    response_type: 'code',
    client_id: oidc.client_id,
    redirect_uri: oidc.redirect_uri,
    scope: oidc.scopes,
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await challengeOf(pending.verifier),
    code_challenge_method: 'S256',
  };
  if (oidc.audience) {
    params.resource = resourceIndicator(oidc.audience);
    // Providers that name the API with an `audience` parameter instead (Auth0 and the like).
    params.audience = oidc.audience;
  }
  // `offline_access` is only honoured with a consent prompt (OIDC Core §11).
  if (oidc.scopes.split(' ').includes('offline_access')) params.prompt = 'consent';
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  window.location.assign(url.toString());
}

let completing: Promise<string> | null = null;

/**
 * The provider's redirect to /callback: checks the state, exchanges the code through the fleet's API, and
 * returns the path to go to next. Runs once per page load even if React calls it twice.
 */
export function completeOidcSignIn(search: URLSearchParams): Promise<string> {
  completing ??= complete(search);
  return completing;
}

async function complete(search: URLSearchParams): Promise<string> {
  const raw = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  const pending = raw ? (JSON.parse(raw) as Pending) : null;
  const error = search.get('error');
  if (error) {
    throw new Error(`The provider refused the sign-in: ${search.get('error_description') ?? error}.`);
  }
  const code = search.get('code');
  const state = search.get('state');
  if (!pending || !code || !state || state !== pending.state) {
    throw new Error('This sign-in answer does not match a sign-in started here. Start again.');
  }
  const iss = search.get('iss');
  const tokens = await request<ProviderTokens>('/api/v1/auth/oidc/token', {
    method: 'POST',
    body: {
      code,
      code_verifier: pending.verifier,
      redirect_uri: pending.redirect_uri,
      nonce: pending.nonce,
      ...(iss ? { iss } : {}),
    },
  });
  setSession({
    kind: 'oidc',
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    id_token: tokens.id_token,
    expires_at: expiresAt(tokens.expires_in),
  });
  return pending.return_to.startsWith('/') && !pending.return_to.startsWith('//') ? pending.return_to : '/';
}

let refreshing: Promise<boolean> | null = null;

/** Renews provider tokens with the refresh token (one attempt at a time); false when that is not possible. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const session = currentSession();
    if (session?.kind !== 'oidc' || !session.refresh_token) return false;
    try {
      const tokens = await request<ProviderTokens>('/api/v1/auth/oidc/refresh', {
        method: 'POST',
        body: { refresh_token: session.refresh_token },
      });
      setSession({
        kind: 'oidc',
        access_token: tokens.access_token,
        refresh_token: tokens.refresh_token ?? session.refresh_token,
        id_token: tokens.id_token ?? session.id_token,
        expires_at: expiresAt(tokens.expires_in),
      });
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Calls the fleet API as the signed-in operator; a refused credential is refreshed once, else signed out. */
export async function api<T>(url: string, options: { method?: string; body?: unknown } = {}): Promise<T> {
  const session = currentSession();
  try {
    return await request<T>(url, { ...options, token: session?.access_token });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    if (await refreshSession()) return request<T>(url, { ...options, token: currentSession()?.access_token });
    if (currentSession()) {
      endedNote = `Your session has ended (${error.message}). Sign in again.`;
      setSession(null);
    }
    throw error;
  }
}
