import { envPort } from '#lib/common';

type Env = Record<string, string | undefined>;

/**
 * Where the dev IdP is, worked out from the variables `npm start` and `npm run start:dev-idp` read:
 * DEV_IDP_ISSUER, else `http://<DEV_IDP_HOST>:<DEV_IDP_PORT>` (127.0.0.1:3200 by default), as startDevIdp names it.
 */
export function devIdpIssuer(env: Env): string {
  const issuer = env.DEV_IDP_ISSUER?.trim();
  if (issuer) return issuer.replace(/\/$/, '');
  const host = env.DEV_IDP_HOST?.trim() || '127.0.0.1';
  return `http://${host.includes(':') ? `[${host}]` : host}:${envPort(env, 'DEV_IDP_PORT', 3200)}`;
}

/** Where `npm run token` asks for a token: DEV_IDP_URL, else where `npm start` put the dev IdP with this environment. */
export function devIdpUrl(env: Env): string {
  const url = env.DEV_IDP_URL?.trim();
  return url ? url.replace(/\/$/, '') : devIdpIssuer(env);
}

const shellWord = (value: string) => (/^[\w@%+=:,./[\]-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`);

/**
 * The `npm run token` command for a dev IdP at `issuer`, to paste into any shell: it names the IdP with
 * DEV_IDP_URL unless `npm run token` finds it there without any variable (the default 127.0.0.1:3200).
 */
export function tokenCommand(issuer: string, args: string): string {
  const prefix = issuer === devIdpUrl({}) ? '' : `DEV_IDP_URL=${shellWord(issuer)} `;
  return `${prefix}npm run -s token -- ${args}`;
}
