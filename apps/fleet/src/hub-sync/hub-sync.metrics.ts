import { Injectable } from '@nestjs/common';
import { Metrics, ProblemException } from '#lib/common';
import type { Counter } from 'prom-client';

/** Hub-sync runs of this process (timer and POST /hub/sync), by outcome; docs/operations.md, "Metrics". */
@Injectable()
export class HubSyncMetrics {
  private readonly runs: Counter<'outcome'>;

  constructor(metrics: Metrics) {
    this.runs = metrics.counter(
      'fleet_hub_sync_runs_total',
      'Hub catalog syncs run by this process, by outcome: updated, not_modified, failed, not_configured, skipped (another process held the lock).',
      ['outcome'],
    );
  }

  succeeded(status: string): void {
    this.runs.inc({ outcome: status });
  }

  /** Another fleet process held the sync lock: this run did not happen. */
  skipped(): void {
    this.runs.inc({ outcome: 'skipped' });
  }

  failed(error: unknown): void {
    const code = error instanceof ProblemException ? error.code : null;
    this.runs.inc({ outcome: code === 'hub_not_configured' ? 'not_configured' : 'failed' });
  }
}
