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
}

export function envDatabaseBudgets(env: Env, prefix: 'HUB' | 'FLEET'): DatabaseBudgets {
  return {
    connectTimeoutMs: envInt(env, `${prefix}_DATABASE_CONNECT_TIMEOUT_MS`, 5000, 100),
    statementTimeoutMs: envInt(env, `${prefix}_DATABASE_STATEMENT_TIMEOUT_MS`, 5000, 0),
  };
}
