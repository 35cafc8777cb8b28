import type { DataSource } from 'typeorm';
import { unavailableReason } from './unavailable.js';

export interface MonitorLogger {
  warn(message: string): void;
  log(message: string): void;
}

/**
 * What one process knows of its database's availability, from the queries it runs: an outage is logged
 * once when it starts (with its reason) and once when it ends (with how long it lasted and how many
 * queries and connection attempts failed meanwhile), never once per request.
 */
export class DatabaseMonitor {
  private downSince: number | null = null;
  private failures = 0;
  private reason = '';
  private retries = 0;

  constructor(private logger: MonitorLogger = { warn: console.warn, log: console.log }) {}

  setLogger(logger: MonitorLogger): void {
    this.logger = logger;
  }

  get available(): boolean {
    return this.downSince === null;
  }

  /** Why the database is unavailable, or null. */
  get unavailableBecause(): string | null {
    return this.downSince === null ? null : this.reason;
  }

  /** Reads retried once on a fresh connection after their connection was lost (for tests and metrics). */
  get retriedReads(): number {
    return this.retries;
  }

  failed(error: unknown): void {
    if (this.downSince === null) {
      this.downSince = Date.now();
      this.failures = 0;
      this.reason = unavailableReason(error);
      this.logger.warn(`database unavailable (${this.reason}); answering 503 until it is back`);
    }
    this.failures += 1;
  }

  succeeded(): void {
    if (this.downSince === null) return;
    const seconds = ((Date.now() - this.downSince) / 1000).toFixed(1);
    this.logger.log(
      `database available again after ${seconds} s (${this.failures} failed queries or connection attempts)`,
    );
    this.downSince = null;
  }

  retried(): void {
    this.retries += 1;
  }
}

/** The embedded database is in the process: it cannot become unreachable. */
const EMBEDDED = new DatabaseMonitor();

/** The monitor of a data source opened by buildDataSourceOptions (it rides on the resilient driver). */
export function databaseMonitor(dataSource: DataSource): DatabaseMonitor {
  const driver = (dataSource.options as { driver?: { monitor?: unknown } }).driver;
  return driver?.monitor instanceof DatabaseMonitor ? driver.monitor : EMBEDDED;
}

const inFlight = new WeakMap<DataSource, Promise<string | null>>();

/**
 * Readiness within `budgetMs` whatever the database does: null when a `SELECT 1` came back in time, else
 * why not (secret-free). Concurrent probes share one query, so a flood of probes cannot exhaust the pool.
 */
export function databaseReadiness(dataSource: DataSource, budgetMs = 900): Promise<string | null> {
  let probe = inFlight.get(dataSource);
  if (!probe) {
    probe = dataSource.query('SELECT 1').then(
      () => null,
      (error: unknown) => `database not reachable (${unavailableReason(error)})`,
    );
    const settled = probe.finally(() => inFlight.delete(dataSource));
    void settled;
    inFlight.set(dataSource, probe);
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`database did not answer within ${budgetMs} ms`), budgetMs);
  });
  return Promise.race([probe, timeout]).finally(() => clearTimeout(timer));
}
