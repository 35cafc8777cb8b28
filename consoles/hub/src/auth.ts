import * as oauth from 'oauth4webapi';
import { useSyncExternalStore } from 'react';

/**
 * Sign-in with the hub's OpenID Provider from the browser: authorization code + PKCE (S256), state and nonce
 * checked by oauth4webapi. The hub's dashboard JWT is the access token, sent as a Bearer token.
 *
 * Where things are kept: sessionStorage (docs/consoles.md). The session survives a reload and the round trip
 * to the provider, but not the tab: it is gone when the tab closes and is never shared with other tabs.
 */
export interface ConsoleConfig {
  oidc: { issuer: string; client_id: string | null; scopes: string } | null;
  mcp_url?: string | null;
}

export interface Session {
  accessToken: string;
  idToken: string | null;
  expiresAt: number;
  email: string | null;
  name: string | null;
}

const SESSION_KEY = 'hub.session';
const PENDING_KEY = 'hub.signin';

interface Pending {
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
}

let configPromise: Promise<ConsoleConfig> | null = null;
export function loadConfig(): Promise<ConsoleConfig> {
  configPromise ??= fetch('/console-config.json').then(async (r) => {
    if (!r.ok) throw new Error('The console configuration could not be loaded.');
    return (await r.json()) as ConsoleConfig;
  });
  return configPromise;
}

/** http issuers are accepted for local runs (the dev IdP); oauth4webapi refuses them otherwise. */
const insecure = (issuer: URL) => (issuer.protocol === 'http:' ? { [oauth.allowInsecureRequests]: true } : {});

let serverPromise: Promise<{
  as: oauth.AuthorizationServer;
  client: oauth.Client;
  issuer: URL;
  scopes: string;
}> | null = null;
async function provider() {
  serverPromise ??= (async () => {
    const config = await loadConfig();
    if (!config.oidc?.client_id) throw new Error('Sign-in is not configured on this hub (no OIDC issuer).');
    const issuer = new URL(config.oidc.issuer);
    let response: Response;
    try {
      response = await oauth.discoveryRequest(issuer, { algorithm: 'oidc', ...insecure(issuer) });
    } catch {
      throw new Error(`The identity provider at ${issuer.origin} could not be reached.`);
    }
    const as = await oauth.processDiscoveryResponse(issuer, response);
    return { as, client: { client_id: config.oidc.client_id }, issuer, scopes: config.oidc.scopes };
  })();
  serverPromise.catch(() => (serverPromise = null));
  return serverPromise;
}

const redirectUri = () => `${window.location.origin}/callback`;

/** Leaves for the provider's sign-in page; comes back at /callback. */
export async function signIn(returnTo = window.location.pathname + window.location.search): Promise<void> {
  const { as, client, scopes } = await provider();
  if (!as.authorization_endpoint) throw new Error('The identity provider publishes no authorization endpoint.');
  const pending: Pending = {
    state: oauth.generateRandomState(),
    nonce: oauth.generateRandomNonce(),
    verifier: oauth.generateRandomCodeVerifier(),
    returnTo: returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/',
  };
  const url = new URL(as.authorization_endpoint);
  url.searchParams.set('client_id', client.client_id);
  url.searchParams.set('redirect_uri', redirectUri());
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', scopes);
  url.searchParams.set('state', pending.state);
  url.searchParams.set('nonce', pending.nonce);
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(pending.verifier));
  url.searchParams.set('code_challenge_method', 'S256');
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  window.location.assign(url.href);
}

/**
 * At /callback: checks state (and iss), exchanges the code with the verifier, keeps the tokens. Returns the
 * page to go back to. The caller replaces the address (no code or state stays in the history).
 */
export async function completeSignIn(current: URL): Promise<string> {
  const raw = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  if (!raw) throw new Error('No sign-in was started in this tab, or it was already completed. Sign in again.');
  const pending = JSON.parse(raw) as Pending;
  const { as, client, issuer } = await provider();
  let params: URLSearchParams;
  try {
    params = oauth.validateAuthResponse(as, client, current, pending.state);
  } catch (error) {
    if (error instanceof oauth.AuthorizationResponseError) {
      throw new Error(`The identity provider refused the sign-in: ${error.error_description ?? error.error}.`);
    }
    throw new Error('The sign-in answer did not match the request (state or issuer). Sign in again.');
  }
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    client,
    oauth.None(),
    params,
    redirectUri(),
    pending.verifier,
    insecure(issuer),
  );
  let result: oauth.TokenEndpointResponse;
  try {
    result = await oauth.processAuthorizationCodeResponse(as, client, response, {
      expectedNonce: pending.nonce,
      requireIdToken: true,
    });
  } catch (error) {
    if (error instanceof oauth.ResponseBodyError) {
      throw new Error(`The code exchange failed: ${error.error_description ?? error.error}.`);
    }
    throw new Error('The code exchange failed. Sign in again.');
  }
  const claims = oauth.getValidatedIdTokenClaims(result);
  save({
    accessToken: result.access_token,
    idToken: result.id_token ?? null,
    expiresAt: Date.now() + (result.expires_in ?? 3600) * 1000,
    email: typeof claims?.email === 'string' ? claims.email : null,
    name: typeof claims?.name === 'string' ? claims.name : null,
  });
  return pending.returnTo;
}

/**
 * Ends the console's session, then the provider's when it publishes an end-session endpoint (RP-initiated
 * logout: `id_token_hint`, and `post_logout_redirect_uri` so the provider sends the user back here).
 */
export async function signOut(): Promise<void> {
  const session = current;
  save(null);
  let endSession: string | undefined;
  try {
    endSession = (await provider()).as.end_session_endpoint;
  } catch {
    endSession = undefined;
  }
  if (!endSession) return;
  const url = new URL(endSession);
  const config = await loadConfig();
  if (config.oidc?.client_id) url.searchParams.set('client_id', config.oidc.client_id);
  if (session?.idToken) url.searchParams.set('id_token_hint', session.idToken);
  url.searchParams.set('post_logout_redirect_uri', `${window.location.origin}/`);
  window.location.assign(url.href);
}

// The session store: read once from sessionStorage, observed by React through useSession().
const listeners = new Set<() => void>();
let current: Session | null = read();

function read(): Session | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null') as Session | null;
    return value && value.expiresAt > Date.now() ? value : null;
  } catch {
    return null;
  }
}

function save(session: Session | null): void {
  current = session;
  if (session) sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
  else sessionStorage.removeItem(SESSION_KEY);
  for (const listener of listeners) listener();
}

/** Forgets an expired or refused token (the API answered 401). */
export const dropSession = () => save(null);

export const getSession = (): Session | null => (current && current.expiresAt > Date.now() ? current : null);

export function useSession(): Session | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
