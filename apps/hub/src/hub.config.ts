import { ConfigError, envBool, envInt, envList, envPort, envString, envUrl } from '#lib/common';
import { parseEncryptionKey } from '#lib/credentials';
import { trustedProxyList } from './instance/dns/dns.rules.js';

export interface HubConfig {
  port: number;
  mcpPort: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  migrate: boolean;
  seedDemo: boolean;
  oidcIssuer?: string;
  oidcAudience?: string;
  /** Public client id the OpenAPI UI uses for authorization code + PKCE. */
  oidcClientId?: string;
  /** Minimum time between two JWKS refetches triggered by an unknown `kid`. */
  jwksCooldownMs: number;
  superadminEmails: string[];
  encryptionKey: Buffer;
  /** True when HUB_ENCRYPTION_KEY is unset and the public development key is in use (warned at start). */
  devEncryptionKey: boolean;
  tokenPepper?: string;
  dnsZone: string;
  trustedProxies: string[];
  publicUrl: string;
  mcpPublicUrl: string;
  logRequests: boolean;
  /** Serve the OpenAPI UI at /api/docs (the JSON at /api/openapi.json is always served). */
  docsUi: boolean;
}

// A fixed development key: used only when HUB_ENCRYPTION_KEY is unset outside production.
const DEV_ENCRYPTION_KEY = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

export function loadHubConfig(env: Record<string, string | undefined> = process.env): HubConfig {
  const port = envPort(env, 'HUB_PORT', 3000);
  const mcpPort = envPort(env, 'HUB_MCP_PORT', 3001);
  const production = env.NODE_ENV === 'production';
  const rawKey = envString(env, 'HUB_ENCRYPTION_KEY', production ? undefined : DEV_ENCRYPTION_KEY);
  if (rawKey === undefined) throw new ConfigError('HUB_ENCRYPTION_KEY', 'is required when NODE_ENV=production');
  let encryptionKey: Buffer;
  try {
    encryptionKey = parseEncryptionKey(rawKey);
  } catch {
    throw new ConfigError('HUB_ENCRYPTION_KEY', 'must be 32 bytes as 64 hex characters or base64');
  }
  const host = envString(env, 'HUB_HOST', '0.0.0.0')!;
  const dnsZone = envString(env, 'HUB_DNS_ZONE', 'instances.example.test')!.toLowerCase();
  if (!/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/.test(dnsZone)) {
    throw new ConfigError('HUB_DNS_ZONE', 'must be a DNS name such as instances.example.com');
  }
  return {
    port,
    mcpPort,
    host,
    databaseUrl: envUrl(env, 'HUB_DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir: envString(env, 'HUB_DATA_DIR', './data/hub')!,
    migrate: envBool(env, 'HUB_MIGRATE', true),
    seedDemo: envBool(env, 'HUB_SEED_DEMO', false),
    oidcIssuer: envUrl(env, 'HUB_OIDC_ISSUER', ['http:', 'https:']),
    oidcAudience: envString(env, 'HUB_OIDC_AUDIENCE'),
    oidcClientId: envString(env, 'HUB_OIDC_CLIENT_ID'),
    jwksCooldownMs: envInt(env, 'HUB_OIDC_JWKS_COOLDOWN_SECONDS', 10) * 1000,
    superadminEmails: envList(env, 'HUB_SUPERADMIN_EMAILS').map((e) => e.toLowerCase()),
    encryptionKey,
    devEncryptionKey: envString(env, 'HUB_ENCRYPTION_KEY') === undefined,
    tokenPepper: envString(env, 'HUB_TOKEN_PEPPER'),
    dnsZone,
    trustedProxies: trustedProxies(env),
    publicUrl: envUrl(env, 'HUB_PUBLIC_URL', ['http:', 'https:'], `http://localhost:${port}`)!,
    mcpPublicUrl: envUrl(env, 'HUB_MCP_PUBLIC_URL', ['http:', 'https:'], `http://localhost:${mcpPort}`)!,
    logRequests: envBool(env, 'HUB_LOG_REQUESTS', true),
    docsUi: envBool(env, 'HUB_DOCS_UI', true),
  };
}

export const HUB_CONFIG = Symbol('HUB_CONFIG');

function trustedProxies(env: Record<string, string | undefined>): string[] {
  const entries = envList(env, 'HUB_TRUSTED_PROXIES');
  const { invalid } = trustedProxyList(entries);
  if (invalid.length)
    throw new ConfigError('HUB_TRUSTED_PROXIES', `not an address or CIDR range: ${invalid.join(', ')}`);
  return entries;
}
