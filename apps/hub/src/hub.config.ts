import {
  ConfigError,
  type DatabaseBudgets,
  dnsName,
  envBool,
  envDatabaseBudgets,
  envDatabaseUrls,
  envInt,
  envList,
  envLogLevel,
  envOperations,
  envPort,
  envString,
  envTrustedProxies,
  envUrl,
  hostmasterName,
  isDnsName,
  type LogLevel,
  type OperationsConfig,
  publishableAddress,
} from '#lib/common';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEncryptionKey } from '#lib/credentials';
import {
  generateSigningKey,
  type KeyPair,
  MAX_SNAPSHOT_VALIDITY_SECONDS,
  publicKeyFileText,
  readPrivateKeyFile,
  SignatureError,
  writePrivateKeyFile,
} from '#lib/signing';
import { foldEmail } from '#lib/auth';
import { normalizeOrigin } from './mcp/request-origin.js';

/** A nameserver of HUB_DNS_ZONE; one inside the zone carries its own address (glue) in the zone export. */
export interface DnsNameserver {
  /** Lowercase, without the trailing dot. */
  name: string;
  inZone: boolean;
  ipv4: string | null;
  ipv6: string | null;
}

export interface HubConfig {
  port: number;
  mcpPort: number;
  host: string;
  databaseUrl?: string;
  /** HUB_DATABASE_DIRECT_URL (docs/pgbouncer.md): LISTEN, migrations, session locks; HUB_DATABASE_URL when unset. */
  databaseDirectUrl?: string;
  dataDir: string;
  /** Waits on the database before a request answers 503 (CONTRACT §3). */
  databaseBudgets: DatabaseBudgets;
  /** Catalog and credential-check cache (docs/catalog-cache.md). */
  cache: {
    enabled: boolean;
    bytes: number;
    ttlMs: number;
    /**
     * HUB_CATALOG_CACHE_HEARTBEAT_MS: the cache serves only while this process heard, within this bound, its own
     * heartbeat NOTIFY sent through the database URL come back on the listener (docs/pgbouncer.md).
     */
    heartbeatMs: number;
  };
  /** Download increments wait for the WAL flush (HUB_DOWNLOAD_COUNT_DURABLE; default: asynchronous commit). */
  downloadCountDurable: boolean;
  /** Catalog search corrects typos in names and tags (HUB_SEARCH_TYPO_TOLERANCE, default true; docs/search.md). */
  searchTypoTolerance: boolean;
  /** Template revisions (docs/credentials-and-revisions.md): a publishing write needs an image digest. */
  requireImageDigest: boolean;
  /**
   * HUB_ONLINE_KEY_FILE: the hub's online Ed25519 key (docs/signing.md), a private key file as `hub-catalog keygen`
   * writes it. It signs snapshots (the root's `timestamp` role) and console-made revisions (`hub` role). Unset:
   * `${dataDir}/online.key` in embedded mode (made on first start, see loadOnlineKey), none with PostgreSQL.
   */
  onlineKeyFile?: string;
  /** HUB_SNAPSHOT_VALIDITY_SECONDS: how long a signed snapshot lives (at most the root's maximum and 24 h). */
  snapshotValiditySeconds: number;
  /** `strict`: a write that changes deployable fields but not `version` is a 409; `default`: marked version_reused. */
  templateVersionPolicy: 'default' | 'strict';
  migrate: boolean;
  seedDemo: boolean;
  /**
   * HUB_SEED_DEMO_TRUST_DIR: where the demo seed makes (once) a demo root key, the `demo` publisher's key and a root
   * version 1 naming the hub's online key, publishes that root and signs the demo catalog with the publisher's key
   * (seed/demo-trust.ts). Unset: the demo catalog is seeded unsigned. `npm start` sets it to ./data/trust.
   */
  seedDemoTrustDir?: string;
  oidcIssuer?: string;
  oidcAudience?: string;
  /** Public client id the OpenAPI UI uses for authorization code + PKCE. */
  oidcClientId?: string;
  /** Minimum time between two JWKS refetches triggered by an unknown `kid`. */
  jwksCooldownMs: number;
  /** Age after which the cached key set is fetched again before use, so that keys the issuer withdrew stop verifying. */
  jwksMaxAgeMs: number;
  superadminEmails: string[];
  encryptionKey: Buffer;
  /** True when HUB_ENCRYPTION_KEY is unset and the public development key is in use (warned at start). */
  devEncryptionKey: boolean;
  tokenPepper?: string;
  dnsZone: string;
  /** NS records of the zone export, the first one also the SOA MNAME (HUB_DNS_NAMESERVERS, default ns1.<zone>). */
  dnsNameservers: DnsNameserver[];
  /** The SOA RNAME, absolute, local-part dots escaped (HUB_DNS_HOSTMASTER, default hostmaster.<zone>.). */
  dnsHostmaster: string;
  trustedProxies: string[];
  /** Requests per source address per minute at the public `POST /credentials/revoke` (in memory, per process). */
  credentialRevokeRateLimit: number;
  publicUrl: string;
  mcpPublicUrl: string;
  /**
   * Origins allowed to call the MCP endpoint (HUB_MCP_ALLOWED_ORIGINS), serialized as `URL.origin`; undefined: the
   * origins of the MCP and REST public URLs (resolved by the listener, which knows the port it bound).
   */
  mcpAllowedOrigins?: string[];
  logRequests: boolean;
  /** <APP>_LOG_LEVEL: pino's level for everything the app logs (route mapping is `debug`). */
  logLevel: LogLevel;
  /** Serve the OpenAPI UI at /api/docs (the JSON at /api/openapi.json is always served). */
  docsUi: boolean;
  /** /metrics listener and shutdown drain (HUB_METRICS_PORT, HUB_METRICS_HOST, HUB_SHUTDOWN_DELAY_SECONDS). */
  operations: OperationsConfig;
  /** HUB_AUDIT_RETENTION_DAYS: addon audit events and visibility events older than this are pruned; 0 keeps all. */
  auditRetentionDays: number;
  /** HUB_AUDIT_PRUNE_INTERVAL_SECONDS: time between two retention passes. */
  auditPruneIntervalMs: number;
  /** The catalog event stream and long poll (docs/catalog-events.md). */
  events: {
    /** HUB_EVENTS_ADMIT_PER_SECOND: new streams admitted per second (token bucket, burst twice that); beyond, 503. */
    admitPerSecond: number;
    /** HUB_EVENTS_HEARTBEAT_SECONDS: a comment line on every stream this often (proxies' idle timeouts). */
    heartbeatMs: number;
    /** HUB_EVENTS_MAX_BUFFERED_BYTES: a stream whose unsent bytes pass this is closed, not buffered. */
    maxBufferedBytes: number;
    /** HUB_EVENTS_POLL_SECONDS: a read of the catalog this often even without a notification (a lost NOTIFY). */
    pollMs: number;
  };
}

function templateVersionPolicy(env: Record<string, string | undefined>): 'default' | 'strict' {
  const value = envString(env, 'HUB_TEMPLATE_VERSION_POLICY', 'default');
  if (value !== 'default' && value !== 'strict') {
    throw new ConfigError('HUB_TEMPLATE_VERSION_POLICY', 'must be default or strict');
  }
  return value;
}

function cacheHeartbeatMs(env: Record<string, string | undefined>): number {
  const ms = envInt(env, 'HUB_CATALOG_CACHE_HEARTBEAT_MS', 2000, 1);
  if (ms < 200 || ms > 60_000) {
    throw new ConfigError('HUB_CATALOG_CACHE_HEARTBEAT_MS', `must be between 200 and 60000 (ms), got ${ms}`);
  }
  return ms;
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
  if (!isDnsName(dnsZone)) {
    throw new ConfigError('HUB_DNS_ZONE', 'must be a DNS name such as instances.example.com');
  }
  const databaseUrls = envDatabaseUrls(env, 'HUB');
  return {
    port,
    mcpPort,
    host,
    databaseUrl: databaseUrls.url,
    databaseDirectUrl: databaseUrls.directUrl,
    databaseBudgets: envDatabaseBudgets(env, 'HUB'),
    cache: {
      enabled: envBool(env, 'HUB_CATALOG_CACHE', true),
      bytes: envInt(env, 'HUB_CATALOG_CACHE_BYTES', 64 * 1024 * 1024, 0),
      ttlMs: envInt(env, 'HUB_CATALOG_CACHE_TTL_SECONDS', 5, 1) * 1000,
      heartbeatMs: cacheHeartbeatMs(env),
    },
    downloadCountDurable: envBool(env, 'HUB_DOWNLOAD_COUNT_DURABLE', false),
    searchTypoTolerance: envBool(env, 'HUB_SEARCH_TYPO_TOLERANCE', true),
    requireImageDigest: envBool(env, 'HUB_REQUIRE_IMAGE_DIGEST', false),
    templateVersionPolicy: templateVersionPolicy(env),
    onlineKeyFile: envString(env, 'HUB_ONLINE_KEY_FILE'),
    snapshotValiditySeconds: snapshotValiditySeconds(env),
    dataDir: envString(env, 'HUB_DATA_DIR', './data/hub')!,
    migrate: envBool(env, 'HUB_MIGRATE', true),
    seedDemo: envBool(env, 'HUB_SEED_DEMO', false),
    seedDemoTrustDir: envString(env, 'HUB_SEED_DEMO_TRUST_DIR'),
    oidcIssuer: envUrl(env, 'HUB_OIDC_ISSUER', ['http:', 'https:']),
    oidcAudience: envString(env, 'HUB_OIDC_AUDIENCE'),
    oidcClientId: envString(env, 'HUB_OIDC_CLIENT_ID'),
    jwksCooldownMs: envInt(env, 'HUB_OIDC_JWKS_COOLDOWN_SECONDS', 10) * 1000,
    jwksMaxAgeMs: envInt(env, 'HUB_OIDC_JWKS_MAX_AGE_SECONDS', 600, 1) * 1000,
    // Compared with a token's email after the same ASCII-only fold (docs/identity-providers.md, "Emails").
    superadminEmails: envList(env, 'HUB_SUPERADMIN_EMAILS').map(foldEmail),
    encryptionKey,
    devEncryptionKey: envString(env, 'HUB_ENCRYPTION_KEY') === undefined,
    tokenPepper: envString(env, 'HUB_TOKEN_PEPPER'),
    dnsZone,
    dnsNameservers: dnsNameservers(env, dnsZone),
    dnsHostmaster: dnsHostmaster(env, dnsZone),
    trustedProxies: envTrustedProxies(env, 'HUB_TRUSTED_PROXIES'),
    credentialRevokeRateLimit: envInt(env, 'HUB_CREDENTIAL_REVOKE_RATE_LIMIT', 10, 1),
    publicUrl: envUrl(env, 'HUB_PUBLIC_URL', ['http:', 'https:'], `http://localhost:${port}`)!,
    mcpPublicUrl: envUrl(env, 'HUB_MCP_PUBLIC_URL', ['http:', 'https:'], `http://localhost:${mcpPort}`)!,
    mcpAllowedOrigins: mcpAllowedOrigins(env),
    logRequests: envBool(env, 'HUB_LOG_REQUESTS', true),
    logLevel: envLogLevel(env, 'HUB_LOG_LEVEL'),
    docsUi: envBool(env, 'HUB_DOCS_UI', true),
    operations: envOperations(env, 'HUB', [port, mcpPort]),
    auditRetentionDays: envInt(env, 'HUB_AUDIT_RETENTION_DAYS', 90, 0),
    auditPruneIntervalMs: envInt(env, 'HUB_AUDIT_PRUNE_INTERVAL_SECONDS', 600, 1) * 1000,
    events: {
      admitPerSecond: envInt(env, 'HUB_EVENTS_ADMIT_PER_SECOND', 1000, 1),
      heartbeatMs: envInt(env, 'HUB_EVENTS_HEARTBEAT_SECONDS', 15, 1) * 1000,
      maxBufferedBytes: envInt(env, 'HUB_EVENTS_MAX_BUFFERED_BYTES', 65_536, 1024),
      pollMs: envInt(env, 'HUB_EVENTS_POLL_SECONDS', 5, 1) * 1000,
    },
  };
}

export const HUB_CONFIG = Symbol('HUB_CONFIG');

function snapshotValiditySeconds(env: Record<string, string | undefined>): number {
  const seconds = envInt(env, 'HUB_SNAPSHOT_VALIDITY_SECONDS', 21_600, 1);
  if (seconds < 60 || seconds > MAX_SNAPSHOT_VALIDITY_SECONDS) {
    throw new ConfigError(
      'HUB_SNAPSHOT_VALIDITY_SECONDS',
      `must be between 60 and ${MAX_SNAPSHOT_VALIDITY_SECONDS} (seconds), got ${seconds}`,
    );
  }
  return seconds;
}

/** The hub's online signing key and where it came from (never logged or served: only its id and path). */
export interface OnlineKey {
  pair: KeyPair;
  path: string;
  /** Made on this start (embedded mode's default file did not exist yet). */
  generated: boolean;
}

/**
 * Reads the online key (HUB_ONLINE_KEY_FILE), or in embedded mode (no HUB_DATABASE_URL) the default
 * `${HUB_DATA_DIR}/online.key`, generated on first start with its `.pub` (mode 0600, never over an existing file).
 * With PostgreSQL and no file set: null (the hub signs no snapshot). A file that cannot be read, is readable by
 * others or is not an Ed25519 private key: a ConfigError naming the variable, never the key.
 */
export function loadOnlineKey(config: Pick<HubConfig, 'onlineKeyFile' | 'databaseUrl' | 'dataDir'>): OnlineKey | null {
  const variable = 'HUB_ONLINE_KEY_FILE';
  const read = (path: string): KeyPair => {
    try {
      return readPrivateKeyFile(path);
    } catch (error) {
      if (error instanceof SignatureError) throw new ConfigError(variable, error.message);
      const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
      throw new ConfigError(variable, `cannot read ${path} (${code})`);
    }
  };
  if (config.onlineKeyFile !== undefined) {
    return { pair: read(config.onlineKeyFile), path: config.onlineKeyFile, generated: false };
  }
  if (config.databaseUrl) return null;
  const path = join(config.dataDir, 'online.key');
  if (existsSync(path)) return { pair: read(path), path, generated: false };
  mkdirSync(config.dataDir, { recursive: true });
  const pair = generateSigningKey();
  writePrivateKeyFile(path, pair.privateKey);
  writeFileSync(`${path}.pub`, publicKeyFileText(pair), { mode: 0o644 });
  return { pair, path, generated: true };
}

function mcpAllowedOrigins(env: Record<string, string | undefined>): string[] | undefined {
  const entries = envList(env, 'HUB_MCP_ALLOWED_ORIGINS');
  if (entries.length === 0) return undefined;
  return [
    ...new Set(
      entries.map((entry) => {
        const origin = normalizeOrigin(entry);
        if (origin === null) {
          throw new ConfigError(
            'HUB_MCP_ALLOWED_ORIGINS',
            `not an http(s) origin such as https://app.example.com: ${entry}`,
          );
        }
        return origin;
      }),
    ),
  ];
}

/**
 * HUB_DNS_NAMESERVERS (default `ns1.<zone>`) with the glue of those inside the zone: HUB_DNS_NAMESERVER_IPV4
 * and HUB_DNS_NAMESERVER_IPV6 hold one address per in-zone nameserver, in the order listed. When
 * HUB_DNS_NAMESERVERS is set, an in-zone nameserver without an address is a start-up error (the operator
 * means to serve the zone); with the default, the zone export answers 409 until one is configured.
 */
function dnsNameservers(env: Record<string, string | undefined>, zone: string): DnsNameserver[] {
  const explicit = envList(env, 'HUB_DNS_NAMESERVERS');
  const names: string[] = [];
  for (const entry of explicit.length > 0 ? explicit : [`ns1.${zone}`]) {
    const name = dnsName(entry);
    if (!name && explicit.length === 0) {
      throw new ConfigError('HUB_DNS_ZONE', `too long for the default nameserver ${entry}; set HUB_DNS_NAMESERVERS`);
    }
    if (!name) throw new ConfigError('HUB_DNS_NAMESERVERS', `not a DNS name: ${entry}`);
    if (!names.includes(name)) names.push(name);
  }
  const inZone = names.filter((name) => name === zone || name.endsWith(`.${zone}`));
  const glue = (variable: string, family: 'ipv4' | 'ipv6'): string[] => {
    const entries = envList(env, variable);
    if (entries.length === 0) return [];
    if (inZone.length === 0) {
      throw new ConfigError(
        variable,
        'no nameserver of HUB_DNS_NAMESERVERS is inside HUB_DNS_ZONE, so none needs glue',
      );
    }
    if (entries.length !== inZone.length) {
      throw new ConfigError(
        variable,
        `needs one address per nameserver inside HUB_DNS_ZONE, in order (${inZone.join(', ')}); got ${entries.length}`,
      );
    }
    return entries.map((entry) => {
      const { address, problem } = publishableAddress(entry, family);
      if (problem !== undefined) throw new ConfigError(variable, `${entry} ${problem}`);
      return address;
    });
  };
  const ipv4 = glue('HUB_DNS_NAMESERVER_IPV4', 'ipv4');
  const ipv6 = glue('HUB_DNS_NAMESERVER_IPV6', 'ipv6');
  if (explicit.length > 0 && inZone.length > 0 && ipv4.length === 0 && ipv6.length === 0) {
    throw new ConfigError(
      'HUB_DNS_NAMESERVER_IPV4',
      `(or HUB_DNS_NAMESERVER_IPV6) is required for the nameservers inside HUB_DNS_ZONE: ${inZone.join(', ')}`,
    );
  }
  return names.map((name) => {
    const i = inZone.indexOf(name);
    return { name, inZone: i !== -1, ipv4: ipv4[i] ?? null, ipv6: ipv6[i] ?? null };
  });
}

function dnsHostmaster(env: Record<string, string | undefined>, zone: string): string {
  const raw = envString(env, 'HUB_DNS_HOSTMASTER', `hostmaster@${zone}`)!;
  const name = hostmasterName(raw);
  if (!name && envString(env, 'HUB_DNS_HOSTMASTER') === undefined) {
    throw new ConfigError('HUB_DNS_ZONE', `too long for the default hostmaster ${raw}; set HUB_DNS_HOSTMASTER`);
  }
  if (!name) throw new ConfigError('HUB_DNS_HOSTMASTER', 'must be an email address such as hostmaster@example.com');
  return name;
}
