import { isIP } from 'node:net';

/** Configuration errors stop the process at start with one line naming the variable (docs/api-decisions.md). */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
  }
}

type Env = Record<string, string | undefined>;

export function envString(env: Env, name: string, fallback?: string): string | undefined {
  const value = env[name];
  return value === undefined || value === '' ? fallback : value;
}

export function envRequired(env: Env, name: string): string {
  const value = envString(env, name);
  if (value === undefined) throw new ConfigError(name, 'is required');
  return value;
}

export function envPort(env: Env, name: string, fallback: number): number {
  const raw = envString(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > 65535) throw new ConfigError(name, `must be a port number, got "${raw}"`);
  return Number(raw);
}

export function envInt(env: Env, name: string, fallback: number, min = 0): number {
  const raw = envString(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min) throw new ConfigError(name, `must be an integer ≥ ${min}, got "${raw}"`);
  return Number(raw);
}

export function envBool(env: Env, name: string, fallback: boolean): boolean {
  const raw = envString(env, name);
  if (raw === undefined) return fallback;
  if (['true', '1', 'yes'].includes(raw.toLowerCase())) return true;
  if (['false', '0', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(name, `must be true or false, got "${raw}"`);
}

export function envUrl(env: Env, name: string, protocols: string[], fallback?: string): string | undefined {
  const raw = envString(env, name, fallback);
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, 'must be a URL');
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(name, `must use ${protocols.map((p) => p.replace(':', '')).join(' or ')}`);
  }
  return raw;
}

/**
 * `<PREFIX>_DATABASE_URL` and `<PREFIX>_DATABASE_DIRECT_URL` (docs/pgbouncer.md): the URL every request uses (a
 * pooler's, possibly), and the same database without a transaction pooler, for LISTEN, migrations and session
 * locks; unset, the database URL. A direct URL without a database URL is refused (embedded mode has no server).
 */
export function envDatabaseUrls(env: Env, prefix: 'HUB' | 'FLEET'): { url?: string; directUrl?: string } {
  const protocols = ['postgres:', 'postgresql:'];
  const url = envUrl(env, `${prefix}_DATABASE_URL`, protocols);
  const directUrl = envUrl(env, `${prefix}_DATABASE_DIRECT_URL`, protocols);
  if (directUrl !== undefined && url === undefined) {
    throw new ConfigError(
      `${prefix}_DATABASE_DIRECT_URL`,
      `needs ${prefix}_DATABASE_URL too (without it the database is the embedded one, which has no pooler)`,
    );
  }
  return { url, directUrl: directUrl ?? url };
}

export function envList(env: Env, name: string): string[] {
  return (envString(env, name) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Runs `main`; a ConfigError becomes one line on stderr and exit code 1, not a stack trace. */
export async function runMain(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Invalid configuration: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** How long a request may wait on the database: `<PREFIX>_DATABASE_CONNECT_TIMEOUT_MS` and `…_STATEMENT_TIMEOUT_MS`. */
export interface DatabaseBudgets {
  /** A connection, new or from the pool (default 5000 ms, at least 100). */
  connectTimeoutMs: number;
  /** One statement (default 5000 ms; 0 turns the budget off). */
  statementTimeoutMs: number;
  /**
   * `<PREFIX>_REQUEST_DEADLINE_MS`: everything one request waits on the database (connecting, a pooled
   * connection, each statement, a read retry) together (default 5000 ms, at least 100); then 503.
   */
  requestDeadlineMs: number;
}

export function envDatabaseBudgets(env: Env, prefix: 'HUB' | 'FLEET'): DatabaseBudgets {
  return {
    connectTimeoutMs: envInt(env, `${prefix}_DATABASE_CONNECT_TIMEOUT_MS`, 5000, 100),
    statementTimeoutMs: envInt(env, `${prefix}_DATABASE_STATEMENT_TIMEOUT_MS`, 5000, 0),
    requestDeadlineMs: envInt(env, `${prefix}_REQUEST_DEADLINE_MS`, 5000, 100),
  };
}

/** Where `/metrics` is served and how long a shutdown lets the load balancer notice: `<PREFIX>_METRICS_*`, `…_SHUTDOWN_DELAY_SECONDS`. */
export interface OperationsConfig {
  /** `<PREFIX>_METRICS_PORT`: the metrics listener's port; undefined (unset): no metrics listener. */
  metricsPort?: number;
  /** `<PREFIX>_METRICS_HOST`: its bind address, 127.0.0.1 unless set. */
  metricsHost: string;
  /** `<PREFIX>_SHUTDOWN_DELAY_SECONDS`, in ms: how long /readyz answers 503 before the listener closes. */
  shutdownDelayMs: number;
}

export function envOperations(env: Env, prefix: 'HUB' | 'FLEET', otherPorts: number[]): OperationsConfig {
  const portName = `${prefix}_METRICS_PORT`;
  const metricsPort = envString(env, portName) === undefined ? undefined : envPort(env, portName, 0);
  if (metricsPort !== undefined && metricsPort !== 0 && otherPorts.includes(metricsPort)) {
    throw new ConfigError(portName, `must differ from the app's other ports (${metricsPort} is taken)`);
  }
  const hostName = `${prefix}_METRICS_HOST`;
  const metricsHost = envString(env, hostName, '127.0.0.1')!;
  if (isIP(metricsHost) === 0 && metricsHost !== 'localhost') {
    throw new ConfigError(hostName, `must be an IP address or localhost, got "${metricsHost}"`);
  }
  const delaySeconds = envInt(env, `${prefix}_SHUTDOWN_DELAY_SECONDS`, 0, 0);
  if (delaySeconds > 300) throw new ConfigError(`${prefix}_SHUTDOWN_DELAY_SECONDS`, 'must be at most 300');
  return { metricsPort, metricsHost, shutdownDelayMs: delaySeconds * 1000 };
}
