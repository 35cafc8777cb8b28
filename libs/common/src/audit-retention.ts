import { Logger } from '@nestjs/common';
import type { Counter, Histogram } from 'prom-client';
import type { DataSource } from 'typeorm';
import { isDatabaseUnavailable, returnedRows } from '#lib/database';
import type { Metrics } from './metrics.js';

/** One append-only table whose rows leave after the retention window, by a time column with an index on it. */
export interface AuditTrail {
  /** The metric label and the name in the log line. */
  name: string;
  table: string;
  column: string;
}

export interface AuditRetentionOptions {
  trails: AuditTrail[];
  /** HUB_AUDIT_RETENTION_DAYS / FLEET_AUDIT_RETENTION_DAYS; 0 keeps everything (no pass ever runs). */
  retentionDays: number;
  /** Time between the end of one pass and the start of the next. */
  intervalMs: number;
  /** Rows deleted by one statement. */
  batchSize?: number;
  /** Pause between two batches of one pass, so that writers (and, on PGlite, every request) get the session. */
  pauseMs?: number;
}

const DEFAULT_BATCH = 1000;
const DEFAULT_PAUSE_MS = 10;

/**
 * Prunes audit trails in the background: small batches, each one short statement of its own (no long
 * transaction, no table lock), `ctid = ANY(ARRAY(… LIMIT n FOR UPDATE SKIP LOCKED))` over the time column's
 * index, so writers never wait behind a pass and replicas pruning the same table at once take disjoint rows.
 * One log line and one observation of each metric per pass (docs/api-decisions.md, "Audit retention").
 */
export class AuditRetention {
  private readonly logger = new Logger('AuditRetention');
  private readonly pruned: Counter<'trail'>;
  private readonly duration: Histogram;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<Record<string, number>> | null = null;
  private stopped = false;

  constructor(
    private readonly db: DataSource,
    metrics: Metrics,
    private readonly options: AuditRetentionOptions,
  ) {
    this.pruned = metrics.counter(
      `${metrics.prefix}_audit_pruned_rows_total`,
      'Audit rows deleted by the retention passes of this process, by trail.',
      ['trail'],
    );
    this.duration = metrics.histogram(
      `${metrics.prefix}_audit_prune_pass_seconds`,
      'Duration of each audit retention pass of this process (all trails).',
      [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
    );
  }

  get enabled(): boolean {
    return this.options.retentionDays > 0;
  }

  start(): void {
    if (!this.enabled || this.stopped) return;
    // The first pass one interval after start: a restart does not compete with the start-up work, and replicas
    // started together do not all prune at once at every deployment.
    this.schedule(this.options.intervalMs);
  }

  /** Stops the timer and waits for a running pass to finish its current batch (before the pool closes). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** Runs one pass now (or joins the running one); answers the rows deleted per trail. */
  prune(): Promise<Record<string, number>> {
    if (!this.enabled) return Promise.resolve({});
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      this.prune()
        .catch((error: unknown) => {
          // An outage is logged once by the database monitor; the next pass catches up.
          if (!isDatabaseUnavailable(error))
            this.logger.warn(`audit retention pass failed: ${(error as Error).message}`);
        })
        .finally(() => {
          if (!this.stopped) this.schedule(this.options.intervalMs);
        });
    }, delayMs);
    this.timer.unref();
  }

  private async pass(): Promise<Record<string, number>> {
    const started = performance.now();
    const batch = this.options.batchSize ?? DEFAULT_BATCH;
    const pause = this.options.pauseMs ?? DEFAULT_PAUSE_MS;
    // One cutoff for the whole pass, from the database clock (replicas with skewed clocks agree).
    const [{ cutoff }]: { cutoff: Date }[] = await this.db.query(
      `SELECT now() - $1::int * interval '1 day' AS cutoff`,
      [this.options.retentionDays],
    );
    const counts: Record<string, number> = {};
    for (const trail of this.options.trails) {
      counts[trail.name] = 0;
      // Keyset over the time column's index: each batch starts where the previous one ended, so no batch walks
      // over the index entries and heap tuples its predecessors deleted (not vacuumed yet).
      let from: string | null = null;
      while (!this.stopped) {
        const batchStarted = performance.now();
        const deleted: { at: string }[] = returnedRows<{ at: string }>(
          await this.db.query(
            `DELETE FROM ${trail.table} WHERE ctid = ANY(ARRAY(
               SELECT ctid FROM ${trail.table}
                WHERE ${trail.column} < $1 AND ($2::timestamptz IS NULL OR ${trail.column} >= $2::timestamptz)
                ORDER BY ${trail.column} LIMIT ${batch} FOR UPDATE SKIP LOCKED))
             RETURNING to_char(${trail.column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at`,
            [cutoff, from],
          ),
        );
        counts[trail.name] += deleted.length;
        this.pruned.inc({ trail: trail.name }, deleted.length);
        if (deleted.length < batch) break;
        // Fixed-width UTC text compares in time order and keeps the microseconds a Date would drop.
        from = deleted.reduce((max: string, row) => (row.at > max ? row.at : max), deleted[0].at);
        // At most a third of one connection's time: the pause is twice what the batch took (and at least pauseMs).
        await new Promise((resolve) => setTimeout(resolve, Math.max(pause, 2 * (performance.now() - batchStarted))));
      }
    }
    const seconds = (performance.now() - started) / 1000;
    this.duration.observe(seconds);
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    const detail = Object.entries(counts)
      .map(([name, n]) => `${name} ${n}`)
      .join(', ');
    this.logger.log(
      `audit retention: pruned ${total} rows older than ${this.options.retentionDays} days ` +
        `(before ${new Date(cutoff).toISOString()}) in ${Math.round(seconds * 1000)} ms: ${detail}`,
    );
    return counts;
  }
}
