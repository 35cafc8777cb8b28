import { randomBytes } from 'node:crypto';
import { existsSync, openSync, readSync, closeSync, fstatSync } from 'node:fs';
import {
  ConfigError,
  type DatabaseBudgets,
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
  type LogLevel,
  type OperationsConfig,
} from '#lib/common';
import { SIGNATURE_ALGORITHMS } from '#lib/auth';
import { parseEncryptionKey, parseToken, SCRYPT_DEFAULT_LOG2_N, SCRYPT_MIN_LOG2_N } from '#lib/credentials';
import { FLEET_ROLES, type FleetRole } from '#lib/domain';
import { loadPinnedRoot, ROOT_LIMITS, SignatureError, type TrustedRoot } from '#lib/signing';

/** OIDC provider settings; each field set here (from FLEET_OIDC_*) overrides the stored setting. */
export interface OidcOverrides {
  issuer?: string;
  clientId?: string;
  clientSecret?: string;
  audience?: string;
  scopes?: string;
  redirectUri?: string;
}

export interface FleetConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  /** FLEET_DATABASE_DIRECT_URL (docs/pgbouncer.md): migrations, session locks; FLEET_DATABASE_URL when unset. */
  databaseDirectUrl?: string;
  dataDir: string;
  /** Waits on the database before a request answers 503 (CONTRACT §3). */
  databaseBudgets: DatabaseBudgets;
  migrate: boolean;
  publicUrl: string;
  oidc: OidcOverrides;
  /** Stored role of an OIDC identity the first time it signs in. */
  oidcDefaultRole: FleetRole;
  /** FLEET_OIDC_DISPLAY_NAME: the provider's name on the sign-in button; unset, the issuer's host. */
  oidcDisplayName?: string;
  /** How long a provider's answer about an opaque access token (userinfo) is reused. */
  oidcUserinfoCacheMs: number;
  /** FLEET_OIDC_ALGORITHMS: the JWS algorithms a provider's JWT access token may be signed with. */
  oidcAlgorithms: readonly string[];
  /** FLEET_OIDC_JWKS_COOLDOWN_SECONDS: minimum time between two JWKS refetches an unknown `kid` triggers. */
  oidcJwksCooldownMs: number;
  /**
   * FLEET_PASSWORD_HASH_COST: log2 of scrypt's N for local users' passwords (default 17, OWASP's; 10–20). Stored
   * hashes name their cost, so changing it affects new passwords only. Below 17 only for tests (the fleet warns).
   */
  passwordHashCost: number;
  /** SVC_TEMP_ADMIN_USER / SVC_TEMP_ADMIN_PASSWORD, only when both are set and non-empty. */
  tempAdmin: { user: string; password: string } | null;
  hubUrl?: string;
  hubInstanceKey?: string;
  /** Off by default: authorization is flat (spec §5.3). On: `readonly` callers may only read. */
  enforceRoles: boolean;
  /** 0 turns the timer off (POST /api/v1/hub/sync still works). */
  syncIntervalSeconds: number;
  /**
   * FLEET_HUB_EVENTS (default on): listen to the hub's catalog events (a stream, else a long poll) and sync on each
   * one (docs/catalog-events.md); off, only the timer and manual syncs run.
   */
  hubEvents: boolean;
  /**
   * FLEET_KUBERNETES_INVENTORY: where the fleet reads its cluster's nodes. `in-cluster` (the pod's service
   * account), a kubeconfig path, or null (only what is sent to PUT /api/v1/inventory).
   */
  kubernetesInventory: { mode: 'in-cluster' } | { mode: 'kubeconfig'; path: string } | null;
  /** How often the nodes are read from the cluster (FLEET_KUBERNETES_INVENTORY_INTERVAL_SECONDS). */
  kubernetesInventoryIntervalMs: number;
  /**
   * FLEET_NETWORK_TYPES: the network types this instance offers, reported with the inventory; null when unset (then
   * the types stored from the console apply).
   */
  networkTypes: string[] | null;
  /** How long a manual sync waits for another process's sync to finish (the timer never waits). */
  syncLockWaitMs: number;
  /**
   * FLEET_TRUST_ROOT (docs/signing.md): the trust root the operator pinned at setup, read from its file at start;
   * null when unset (no verification: every template is `unsigned`).
   */
  trustRoot: TrustedRoot | null;
  /** FLEET_REQUIRE_SIGNATURE: the lowest signature level a revision must have to be pinned (needs FLEET_TRUST_ROOT). */
  requireSignature: SignaturePolicy;
  encryptionKey: Buffer;
  /**
   * HMAC-SHA256 key of fleet session tokens. Required in production; random per process when
   * FLEET_SESSION_SECRET is unset outside production (sessions then end at restart and only work on one process).
   */
  sessionSecret: Buffer;
  sessionSecretGenerated: boolean;
  sessionTtlSeconds: number;
  tokenPepper?: string;
  loginAccountLimit: number;
  loginIpLimit: number;
  /**
   * FLEET_TRUSTED_PROXIES: reverse proxies (addresses or CIDR ranges) whose `X-Forwarded-For` gives the
   * client address seen by the per-address login limit and the audit log. Empty: the TCP peer is the client.
   */
  trustedProxies: string[];
  loginWindowSeconds: number;
  logRequests: boolean;
  /** <APP>_LOG_LEVEL: pino's level for everything the app logs (route mapping is `debug`). */
  logLevel: LogLevel;
  docsUi: boolean;
  /** /metrics listener and shutdown drain (FLEET_METRICS_PORT, FLEET_METRICS_HOST, FLEET_SHUTDOWN_DELAY_SECONDS). */
  operations: OperationsConfig;
  /** FLEET_AUDIT_RETENTION_DAYS: machine-token audit rows older than this are pruned; 0 keeps everything. */
  auditRetentionDays: number;
  /** FLEET_AUDIT_PRUNE_INTERVAL_SECONDS: time between two retention passes. */
  auditPruneIntervalMs: number;
}

// A fixed development key: used only when FLEET_ENCRYPTION_KEY is unset outside production.
const DEV_ENCRYPTION_KEY = '202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** http is allowed for an OIDC issuer on loopback only (the dev provider); anything else must be https. */
export function isLoopbackHttp(url: string): boolean {
  const parsed = new URL(url);
  return parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname);
}

export function checkIssuerUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'must be a URL';
  }
  if (parsed.protocol === 'https:' || isLoopbackHttp(url)) return null;
  return 'must use https (http is accepted on loopback only)';
}

/** The hub's algorithms (CONTRACT §1); a provider that signs with another one is enabled by naming it. */
const DEFAULT_OIDC_ALGORITHMS = ['RS256', 'ES256'];

/** A comma list of asymmetric JWS algorithms (RS*, PS*, ES*, EdDSA); `none` and HS* are refused. */
function envPasswordHashCost(env: Record<string, string | undefined>, name: string): number {
  const cost = envInt(env, name, SCRYPT_DEFAULT_LOG2_N, SCRYPT_MIN_LOG2_N);
  if (cost > 20) throw new ConfigError(name, `must be an integer from ${SCRYPT_MIN_LOG2_N} to 20, got "${cost}"`);
  return cost;
}

function envSignatureAlgorithms(env: Record<string, string | undefined>, name: string): readonly string[] {
  const listed = envList(env, name);
  if (envString(env, name) === undefined) return DEFAULT_OIDC_ALGORITHMS;
  const unknown = listed.filter((alg) => !Object.hasOwn(SIGNATURE_ALGORITHMS, alg));
  if (unknown.length || !listed.length) {
    throw new ConfigError(
      name,
      `must be a comma list of ${Object.keys(SIGNATURE_ALGORITHMS).join(', ')}` +
        (unknown.length ? ` (not accepted: ${unknown.join(', ')})` : ''),
    );
  }
  return [...new Set(listed)];
}

/** A network type's name (FLEET_NETWORK_TYPES and the stored setting). */
export const NETWORK_TYPE = /^[a-z0-9][a-z0-9._-]{0,63}$/i;

export const SIGNATURE_POLICIES = ['publisher', 'hub', 'off'] as const;
export type SignaturePolicy = (typeof SIGNATURE_POLICIES)[number];

/** Reads a file of at most `max` bytes (a larger one is refused without reading it all). */
function readCapped(path: string, max: number): Buffer {
  const fd = openSync(path, 'r');
  try {
    if (!fstatSync(fd).isFile()) throw new Error('not a file');
    const buffer = Buffer.alloc(max + 1);
    let length = 0;
    for (;;) {
      const n = readSync(fd, buffer, length, buffer.length - length, null);
      if (n === 0) break;
      length += n;
      if (length > max) throw new Error(`larger than ${max} bytes`);
    }
    return buffer.subarray(0, length);
  } finally {
    closeSync(fd);
  }
}

/** FLEET_TRUST_ROOT: a root envelope file that satisfies its own root role (docs/signing.md, "The root"). */
function envTrustRoot(env: Record<string, string | undefined>, name: string): TrustedRoot | null {
  const path = envString(env, name);
  if (!path) return null;
  let bytes: Buffer;
  try {
    bytes = readCapped(path, ROOT_LIMITS.maxBytes);
  } catch (error) {
    throw new ConfigError(name, `cannot be read as a root envelope file (${(error as Error).message})`);
  }
  try {
    return loadPinnedRoot(bytes);
  } catch (error) {
    if (!(error instanceof SignatureError)) throw error;
    throw new ConfigError(name, `is not a valid trust root: ${error.message}`);
  }
}

export function loadFleetConfig(env: Record<string, string | undefined> = process.env): FleetConfig {
  const port = envPort(env, 'FLEET_PORT', 3100);
  const production = env.NODE_ENV === 'production';
  const rawKey = envString(env, 'FLEET_ENCRYPTION_KEY', production ? undefined : DEV_ENCRYPTION_KEY);
  if (rawKey === undefined) throw new ConfigError('FLEET_ENCRYPTION_KEY', 'is required when NODE_ENV=production');
  let encryptionKey: Buffer;
  try {
    encryptionKey = parseEncryptionKey(rawKey);
  } catch {
    throw new ConfigError('FLEET_ENCRYPTION_KEY', 'must be 32 bytes as 64 hex characters or base64');
  }
  const rawSession = envString(env, 'FLEET_SESSION_SECRET');
  // A random per-process key would make each replica refuse the others' sessions and end them at restart.
  if (rawSession === undefined && production) {
    throw new ConfigError(
      'FLEET_SESSION_SECRET',
      'is required when NODE_ENV=production (at least 32 characters, the same on every fleet process)',
    );
  }
  if (rawSession !== undefined && rawSession.length < 32) {
    throw new ConfigError('FLEET_SESSION_SECRET', 'must be at least 32 characters');
  }
  const issuer = envString(env, 'FLEET_OIDC_ISSUER');
  if (issuer !== undefined) {
    const problem = checkIssuerUrl(issuer);
    if (problem) throw new ConfigError('FLEET_OIDC_ISSUER', problem);
  }
  const defaultRole = envString(env, 'FLEET_OIDC_DEFAULT_ROLE', 'readonly')!;
  if (!(FLEET_ROLES as readonly string[]).includes(defaultRole)) {
    throw new ConfigError('FLEET_OIDC_DEFAULT_ROLE', 'must be admin or readonly');
  }
  const hubInstanceKey = envString(env, 'FLEET_HUB_INSTANCE_KEY');
  if (hubInstanceKey !== undefined && parseToken(hubInstanceKey)?.kind !== 'instanceKey') {
    throw new ConfigError('FLEET_HUB_INSTANCE_KEY', 'must be a hub instance key (svch_…)');
  }
  // A secret from the environment is only ever sent where the environment says: were the URL it goes to
  // stored through the API, any signed-in caller could point it at a server of theirs.
  if (hubInstanceKey !== undefined && envString(env, 'FLEET_HUB_URL') === undefined) {
    throw new ConfigError('FLEET_HUB_URL', 'is required when FLEET_HUB_INSTANCE_KEY is set');
  }
  if (envString(env, 'FLEET_OIDC_CLIENT_SECRET') !== undefined && issuer === undefined) {
    throw new ConfigError('FLEET_OIDC_ISSUER', 'is required when FLEET_OIDC_CLIENT_SECRET is set');
  }
  const tempUser = envString(env, 'SVC_TEMP_ADMIN_USER')?.trim();
  const tempPassword = envString(env, 'SVC_TEMP_ADMIN_PASSWORD');
  const publicUrl = envUrl(env, 'FLEET_PUBLIC_URL', ['http:', 'https:'], `http://localhost:${port}`)!.replace(
    /\/$/,
    '',
  );
  const kubernetes = envString(env, 'FLEET_KUBERNETES_INVENTORY')?.trim();
  if (kubernetes === 'in-cluster' && !env.KUBERNETES_SERVICE_HOST) {
    throw new ConfigError('FLEET_KUBERNETES_INVENTORY', 'in-cluster needs a pod (KUBERNETES_SERVICE_HOST is not set)');
  }
  if (kubernetes && kubernetes !== 'in-cluster' && !existsSync(kubernetes)) {
    throw new ConfigError(
      'FLEET_KUBERNETES_INVENTORY',
      `must be in-cluster or a kubeconfig file; ${kubernetes} does not exist`,
    );
  }
  const networkTypes = (envString(env, 'FLEET_NETWORK_TYPES') ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  if (networkTypes.length > 32 || networkTypes.some((t) => !NETWORK_TYPE.test(t))) {
    throw new ConfigError('FLEET_NETWORK_TYPES', 'must be a comma list of at most 32 names (letters, digits, . _ -)');
  }
  const databaseUrls = envDatabaseUrls(env, 'FLEET');
  const trustRoot = envTrustRoot(env, 'FLEET_TRUST_ROOT');
  const requireSignature = envString(env, 'FLEET_REQUIRE_SIGNATURE', 'off')!;
  if (!SIGNATURE_POLICIES.includes(requireSignature as SignaturePolicy)) {
    throw new ConfigError('FLEET_REQUIRE_SIGNATURE', 'must be publisher, hub or off');
  }
  if (requireSignature !== 'off' && !trustRoot) {
    throw new ConfigError('FLEET_REQUIRE_SIGNATURE', `=${requireSignature} needs FLEET_TRUST_ROOT (a pinned root)`);
  }
  return {
    port,
    host: envString(env, 'FLEET_HOST', '0.0.0.0')!,
    databaseUrl: databaseUrls.url,
    databaseDirectUrl: databaseUrls.directUrl,
    databaseBudgets: envDatabaseBudgets(env, 'FLEET'),
    dataDir: envString(env, 'FLEET_DATA_DIR', './data/fleet')!,
    migrate: envBool(env, 'FLEET_MIGRATE', true),
    publicUrl,
    oidc: {
      issuer: issuer?.replace(/\/$/, ''),
      clientId: envString(env, 'FLEET_OIDC_CLIENT_ID'),
      clientSecret: envString(env, 'FLEET_OIDC_CLIENT_SECRET'),
      audience: envString(env, 'FLEET_OIDC_AUDIENCE'),
      scopes: envString(env, 'FLEET_OIDC_SCOPES'),
      redirectUri: envUrl(env, 'FLEET_OIDC_REDIRECT_URI', ['http:', 'https:']),
    },
    oidcDefaultRole: defaultRole as FleetRole,
    oidcDisplayName: envString(env, 'FLEET_OIDC_DISPLAY_NAME'),
    oidcUserinfoCacheMs: envInt(env, 'FLEET_OIDC_USERINFO_CACHE_SECONDS', 60) * 1000,
    oidcAlgorithms: envSignatureAlgorithms(env, 'FLEET_OIDC_ALGORITHMS'),
    oidcJwksCooldownMs: envInt(env, 'FLEET_OIDC_JWKS_COOLDOWN_SECONDS', 10) * 1000,
    tempAdmin: tempUser && tempPassword ? { user: tempUser, password: tempPassword } : null,
    hubUrl: envUrl(env, 'FLEET_HUB_URL', ['http:', 'https:'])?.replace(/\/$/, ''),
    hubInstanceKey,
    enforceRoles: envBool(env, 'FLEET_ENFORCE_ROLES', false),
    syncIntervalSeconds: envInt(env, 'FLEET_SYNC_INTERVAL_SECONDS', 300),
    hubEvents: envBool(env, 'FLEET_HUB_EVENTS', true),
    syncLockWaitMs: envInt(env, 'FLEET_SYNC_LOCK_WAIT_SECONDS', 20, 0) * 1000,
    trustRoot,
    requireSignature: requireSignature as SignaturePolicy,
    kubernetesInventory: !kubernetes
      ? null
      : kubernetes === 'in-cluster'
        ? { mode: 'in-cluster' }
        : { mode: 'kubeconfig', path: kubernetes },
    kubernetesInventoryIntervalMs: envInt(env, 'FLEET_KUBERNETES_INVENTORY_INTERVAL_SECONDS', 300, 5) * 1000,
    networkTypes: networkTypes.length ? networkTypes : null,
    encryptionKey,
    sessionSecret: rawSession ? Buffer.from(rawSession, 'utf8') : randomBytes(32),
    sessionSecretGenerated: rawSession === undefined,
    sessionTtlSeconds: envInt(env, 'FLEET_SESSION_TTL_SECONDS', 8 * 3600, 60),
    tokenPepper: envString(env, 'FLEET_TOKEN_PEPPER'),
    passwordHashCost: envPasswordHashCost(env, 'FLEET_PASSWORD_HASH_COST'),
    loginAccountLimit: envInt(env, 'FLEET_LOGIN_ACCOUNT_LIMIT', 10, 1),
    loginIpLimit: envInt(env, 'FLEET_LOGIN_IP_LIMIT', 100, 1),
    trustedProxies: envTrustedProxies(env, 'FLEET_TRUSTED_PROXIES'),
    loginWindowSeconds: envInt(env, 'FLEET_LOGIN_WINDOW_SECONDS', 15 * 60, 1),
    logRequests: envBool(env, 'FLEET_LOG_REQUESTS', true),
    logLevel: envLogLevel(env, 'FLEET_LOG_LEVEL'),
    docsUi: envBool(env, 'FLEET_DOCS_UI', true),
    operations: envOperations(env, 'FLEET', [port]),
    auditRetentionDays: envInt(env, 'FLEET_AUDIT_RETENTION_DAYS', 90, 0),
    auditPruneIntervalMs: envInt(env, 'FLEET_AUDIT_PRUNE_INTERVAL_SECONDS', 600, 1) * 1000,
  };
}

export const FLEET_CONFIG = Symbol('FLEET_CONFIG');
