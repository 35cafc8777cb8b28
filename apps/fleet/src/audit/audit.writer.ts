import { Injectable, Logger } from '@nestjs/common';
import { logUnlessUnavailable } from '#lib/database';
import { AuditRepository, type AuditEntry } from './audit.repository.js';

const BATCH = 500;
const MAX_QUEUE = 100_000;
const RETRY_MS = 500;

/**
 * Write-behind queue of audit rows: requests only enqueue (at response finish), one drain loop inserts
 * batches, so 500 concurrent requests cost a handful of statements and none is lost. A failed insert
 * is retried; `flush()` waits until everything enqueued so far is stored (reads and shutdown call it).
 */
@Injectable()
export class AuditWriter {
  private readonly logger = new Logger('Audit');
  private queue: AuditEntry[] = [];
  private draining: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  /** Rows still waiting for what they record (which token it was): `flush()` waits for them too. */
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly repository: AuditRepository) {}

  enqueue(entry: AuditEntry): void {
    if (this.queue.length >= MAX_QUEUE) {
      this.logger.error('audit queue full; the database is not accepting audit rows');
      return;
    }
    this.queue.push(entry);
    void this.drain();
  }

  /** A row whose content is still being looked up; it counts as enqueued for `flush()` from now on. */
  enqueueWhenReady(entry: Promise<AuditEntry>): void {
    const waiting: Promise<void> = entry
      .then(
        (row) => this.enqueue(row),
        (error: unknown) => this.logger.error(`could not record an audit row: ${(error as Error).message}`),
      )
      .finally(() => this.pending.delete(waiting));
    this.pending.add(waiting);
  }

  private drain(): Promise<void> {
    this.draining ??= this.run().finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  private async run(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    let failures = 0;
    while (this.queue.length) {
      const batch = this.queue.splice(0, BATCH);
      try {
        await this.repository.insertMany(batch);
        failures = 0;
      } catch (error) {
        this.queue.unshift(...batch);
        failures += 1;
        // An outage is logged once by the database monitor; the rows wait in the queue until it ends.
        logUnlessUnavailable((line) => this.logger.error(line), `could not store ${batch.length} audit rows`, error);
        if (failures >= 5) {
          this.retryLater();
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS * failures));
      }
    }
  }

  /** Tries again later even if no request comes to enqueue more, so rows held through an outage are stored. */
  private retryLater(): void {
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.drain();
    }, RETRY_MS * 4);
    this.retryTimer.unref();
  }

  async flush(): Promise<void> {
    await Promise.allSettled([...this.pending]);
    for (let round = 0; round < 10 && (this.queue.length || this.draining); round++) await this.drain();
  }
}
