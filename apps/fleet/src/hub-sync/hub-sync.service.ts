import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ProblemException } from '#lib/common';
import { FLEET_CONFIG, type FleetConfig } from '../fleet.config.js';
import { hubSourceOf, SettingsService } from '../settings/settings.service.js';
import { HubSyncRepository, type MirroredTemplate } from './hub-sync.repository.js';

export interface SyncResult {
  status: 'updated' | 'not_modified';
  upserted: number;
  removed: number;
  checked_at: string | null;
  templates: number;
}

const EPOCH = '1970-01-01T00:00:00.000Z';
const ATTEMPTS = 3;
const BACKOFF_MS = 300;
const TIMEOUT_MS = 15_000;

class HubError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Keeps the local mirror of the organization's hub catalog: pulls `catalog/templates/updates` with the
 * instance key, applies `templates` (upsert) and `removed` (delete), keeps `checked_at` as the next
 * `since`. Runs on a timer and on demand, one run at a time. A hub that is down is retried with backoff;
 * the mirror stays as it was until a sync succeeds.
 */
@Injectable()
export class HubSyncService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('HubSync');
  private running: Promise<SyncResult> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly repository: HubSyncRepository,
    private readonly settings: SettingsService,
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.syncIntervalSeconds > 0) this.schedule(1000);
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.sync().then(
        () => this.schedule(this.config.syncIntervalSeconds * 1000),
        (error: unknown) => {
          // Not configured yet is a normal state of a fresh install, not a failure worth a warning.
          const problem =
            error instanceof ProblemException ? (error.getResponse() as { code: string; detail: string }) : null;
          if (problem?.code !== 'hub_not_configured') {
            this.logger.warn(`scheduled sync failed: ${problem ? problem.detail : (error as Error).message}`);
          }
          this.schedule(this.config.syncIntervalSeconds * 1000);
        },
      );
    }, ms);
    this.timer.unref();
  }

  /** One run at a time: a call while a sync is under way gets that sync's result. */
  sync(): Promise<SyncResult> {
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  async status() {
    const [state, settings, templates] = await Promise.all([
      this.repository.state(),
      this.settings.hub(),
      this.repository.count(),
    ]);
    return {
      configured: Boolean(settings.hubUrl && settings.instanceKey),
      checked_at: state.source === hubSourceOf(settings) ? state.checked_at : null,
      last_attempt_at: state.last_attempt_at ? new Date(state.last_attempt_at).toISOString() : null,
      last_success_at: state.last_success_at ? new Date(state.last_success_at).toISOString() : null,
      last_error: state.last_error,
      templates,
    };
  }

  templates(): Promise<Record<string, unknown>[]> {
    return this.repository.templates();
  }

  private async run(): Promise<SyncResult> {
    const settings = await this.settings.hub();
    const source = hubSourceOf(settings);
    if (!source || !settings.hubUrl || !settings.instanceKey) {
      throw new ProblemException(409, 'hub_not_configured', 'Set the hub URL and instance key first (settings/hub).');
    }
    const state = await this.repository.state();
    const full = state.source !== source || !state.checked_at;
    const since = full ? EPOCH : state.checked_at!;
    const etag = full ? null : state.etag;
    let lastError: HubError | null = null;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        return await this.pull(settings.hubUrl, settings.instanceKey, since, etag, source, full);
      } catch (error) {
        lastError = error instanceof HubError ? error : new HubError((error as Error).message, false);
        if (!lastError.retryable || attempt === ATTEMPTS) break;
        await sleep(BACKOFF_MS * 2 ** (attempt - 1));
      }
    }
    const message = lastError?.message ?? 'unknown error';
    await this.repository.recordAttempt(message).catch(() => undefined);
    this.logger.warn(`sync failed: ${message}`);
    throw new ProblemException(502, 'hub_unavailable', `The hub sync failed: ${message}. The mirror is unchanged.`);
  }

  private async pull(
    hubUrl: string,
    instanceKey: string,
    since: string,
    etag: string | null,
    source: string,
    full: boolean,
  ): Promise<SyncResult> {
    const url = `${hubUrl}/api/v1/catalog/templates/updates?since=${encodeURIComponent(since)}`;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: {
          authorization: `Bearer ${instanceKey}`,
          accept: 'application/json',
          ...(etag ? { 'if-none-match': etag } : {}),
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new HubError(`the hub could not be reached (${(error as Error).message})`, true);
    }
    if (response.status === 304) {
      await response.body?.cancel();
      await this.repository.recordUnchanged();
      return {
        status: 'not_modified',
        upserted: 0,
        removed: 0,
        checked_at: since,
        templates: await this.repository.count(),
      };
    }
    if (!response.ok) {
      await response.body?.cancel();
      const retryable = response.status >= 500 || response.status === 429;
      throw new HubError(`the hub answered ${response.status}`, retryable, response.status);
    }
    let body: { templates?: unknown; removed?: unknown; checked_at?: unknown };
    try {
      body = (await response.json()) as typeof body;
    } catch {
      throw new HubError('the hub sent a body that is not JSON', true);
    }
    const templates = Array.isArray(body.templates) ? (body.templates as MirroredTemplate[]) : null;
    const removed = Array.isArray(body.removed) ? (body.removed as { id: string }[]) : [];
    if (!templates || typeof body.checked_at !== 'string' || !templates.every((t) => typeof t?.id === 'string')) {
      throw new HubError('the hub sent an unexpected body', false);
    }
    // An empty answer keeps the cursor, so the next request repeats it and can be answered 304.
    const unchanged = !full && templates.length === 0 && removed.length === 0;
    const checkedAt = unchanged ? since : body.checked_at;
    await this.repository.apply({
      templates,
      removed,
      checkedAt,
      etag: response.headers.get('etag'),
      source,
      full,
    });
    return {
      status: 'updated',
      upserted: templates.length,
      removed: removed.length,
      checked_at: checkedAt,
      templates: await this.repository.count(),
    };
  }
}
