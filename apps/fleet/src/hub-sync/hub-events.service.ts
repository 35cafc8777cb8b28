import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { FLEET_CONFIG, type FleetConfig } from '../fleet.config.js';
import { hubSourceOf, SettingsService } from '../settings/settings.service.js';
import { Backoff, EventStreamParser } from './event-stream.js';
import { HubConnectionState } from './hub-connection.state.js';
import { HubSyncRepository } from './hub-sync.repository.js';
import { HubSyncService } from './hub-sync.service.js';

/** A stream that sends nothing (not even the hub's 15 s comment) for this long is taken for dead (a lost NAT entry). */
const IDLE_MS = 45_000;
/** Stream failures in a row (each connection shorter than the backoff's healthy 60 s) before trying the long poll. */
const STREAM_FAILURES_BEFORE_LONG_POLL = 3;
/** How long the long poll is used before the stream is tried again. */
const LONG_POLL_PERIOD_MS = 5 * 60_000;
const LONG_POLL_FAILURES_BEFORE_TIMER = 3;
const LONG_POLL_WAIT_SECONDS = 55;
/** A line longer than this from the hub ends the stream (a broken peer would otherwise grow the buffer). */
const MAX_PENDING_CHARS = 64 * 1024;
/** How often the hub settings are read again while connected (a changed URL or key reconnects). */
const SETTINGS_CHECK_MS = 10_000;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });

/**
 * The fleet listens (docs/catalog-events.md): it keeps the hub's catalog event stream open with its instance key
 * and syncs from the feed on each event (a full sync on `reset`); when streams keep failing (a proxy that breaks
 * them) it long-polls `templates/updates?wait=55`, and when that fails too the timer (FLEET_SYNC_INTERVAL_SECONDS)
 * is all that is left, while it keeps trying again with full-jitter backoff, reset only after a connection lived
 * 60 s. The timer runs whatever happens here: nothing is lost while the stream is down.
 */
@Injectable()
export class HubEventsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('HubEvents');
  private readonly stop = new AbortController();
  private loop: Promise<void> | null = null;
  private lastEventId: string | null = null;
  private syncing = false;
  private pending: { full: boolean } | null = null;
  private readonly backoff = new Backoff();

  constructor(
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
    private readonly settings: SettingsService,
    private readonly sync: HubSyncService,
    private readonly repository: HubSyncRepository,
    private readonly state: HubConnectionState,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.hubEvents) {
      this.state.set(this.config.syncIntervalSeconds > 0 ? 'timer' : 'off');
      return;
    }
    this.loop = this.run().catch((error: unknown) =>
      this.logger.error(`listener stopped: ${(error as Error).message}`),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    this.stop.abort();
    await this.loop;
  }

  private fallback(): void {
    this.state.set(this.config.syncIntervalSeconds > 0 ? 'timer' : 'off');
  }

  private async run(): Promise<void> {
    let streamFailures = 0;
    let longPollFailures = 0;
    let longPollUntil = 0;
    while (!this.stop.signal.aborted) {
      const settings = await this.settings.hub().catch(() => null);
      if (!settings?.hubUrl || !settings.instanceKey) {
        this.fallback();
        await sleep(SETTINGS_CHECK_MS, this.stop.signal);
        continue;
      }
      const target = { url: settings.hubUrl, key: settings.instanceKey, source: hubSourceOf(settings) };
      const startedAt = Date.now();
      let retryAfterMs = 0;
      if (Date.now() < longPollUntil && longPollFailures < LONG_POLL_FAILURES_BEFORE_TIMER) {
        const ok = await this.longPoll(target);
        longPollFailures = ok ? 0 : longPollFailures + 1;
        if (ok) continue;
      } else {
        const outcome = await this.stream(target);
        retryAfterMs = outcome.retryAfterMs;
        const lived = Date.now() - startedAt;
        if (lived >= this.backoff.healthyMs) streamFailures = 0;
        else if (!outcome.admitted) streamFailures += 1;
        if (streamFailures >= STREAM_FAILURES_BEFORE_LONG_POLL) {
          streamFailures = 0;
          longPollFailures = 0;
          longPollUntil = Date.now() + LONG_POLL_PERIOD_MS;
          this.logger.warn('the catalog event stream keeps failing; long-polling the hub for a while');
        }
      }
      if (this.stop.signal.aborted) break;
      if (longPollFailures >= LONG_POLL_FAILURES_BEFORE_TIMER) this.fallback();
      const delay = Math.max(this.backoff.next(Date.now() - startedAt), retryAfterMs);
      await sleep(delay, this.stop.signal);
      if (longPollFailures >= LONG_POLL_FAILURES_BEFORE_TIMER && Date.now() >= longPollUntil) longPollFailures = 0;
    }
    this.state.set('off');
  }

  /**
   * One stream connection, until it ends. `admitted` when the hub answered 200 with an event stream; `retryAfterMs`
   * from a 503's Retry-After (with jitter, so a crowd refused together does not return together).
   */
  private async stream(target: {
    url: string;
    key: string;
    source: string | null;
  }): Promise<{ admitted: boolean; retryAfterMs: number }> {
    const abort = new AbortController();
    const onStop = () => abort.abort();
    this.stop.signal.addEventListener('abort', onStop);
    let idle: NodeJS.Timeout | undefined;
    const settingsCheck = setInterval(() => {
      void this.settings.hub().then(
        (now) => {
          if (hubSourceOf(now) !== target.source) abort.abort();
        },
        () => undefined,
      );
    }, SETTINGS_CHECK_MS);
    try {
      const response = await fetch(`${target.url}/api/v1/catalog/events`, {
        headers: {
          authorization: `Bearer ${target.key}`,
          accept: 'text/event-stream',
          'accept-encoding': 'identity',
          'cache-control': 'no-cache',
          ...(this.lastEventId ? { 'last-event-id': this.lastEventId } : {}),
        },
        signal: abort.signal,
      });
      const type = response.headers.get('content-type') ?? '';
      if (response.status !== 200 || !type.startsWith('text/event-stream') || !response.body) {
        await response.body?.cancel().catch(() => undefined);
        const retryAfter = Number(response.headers.get('retry-after'));
        const retryAfterMs =
          response.status === 503 && Number.isFinite(retryAfter) && retryAfter > 0
            ? retryAfter * 1000 * (0.5 + Math.random())
            : 0;
        if (response.status === 401 || response.status === 403) {
          this.logger.warn(`the hub refused the instance key for the event stream (${response.status})`);
        }
        return { admitted: false, retryAfterMs };
      }
      this.state.set('stream', new Date());
      const parser = new EventStreamParser((event) => {
        if (event.id !== undefined) this.lastEventId = event.id;
        if (event.event !== 'change' && event.event !== 'reset') return;
        this.state.heard(event.id ?? null);
        this.ring(event.event === 'reset');
      });
      const decoder = new TextDecoder();
      const resetIdle = () => {
        clearTimeout(idle);
        idle = setTimeout(() => abort.abort(), IDLE_MS);
      };
      resetIdle();
      for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
        resetIdle();
        parser.feed(decoder.decode(chunk, { stream: true }));
        if (parser.pending > MAX_PENDING_CHARS) break;
      }
      return { admitted: true, retryAfterMs: 0 };
    } catch {
      return { admitted: false, retryAfterMs: 0 };
    } finally {
      clearTimeout(idle);
      clearInterval(settingsCheck);
      this.stop.signal.removeEventListener('abort', onStop);
      abort.abort();
    }
  }

  /** One long poll of the feed from the mirror's cursor: true when the hub answered (a change or the empty answer). */
  private async longPoll(target: { url: string; key: string; source: string | null }): Promise<boolean> {
    const state = await this.repository.state().catch(() => null);
    if (!state?.checked_at || state.source !== target.source) {
      // No cursor of this hub yet: a sync first makes one.
      await this.sync.syncAfterEvent(false).catch(() => null);
      return true;
    }
    this.state.set('long_poll', new Date());
    const url = new URL(`${target.url}/api/v1/catalog/templates/updates`);
    url.searchParams.set('since', state.checked_at);
    url.searchParams.set('wait', String(LONG_POLL_WAIT_SECONDS));
    try {
      const response = await fetch(url, {
        headers: { authorization: `Bearer ${target.key}`, accept: 'application/json' },
        signal: AbortSignal.any([this.stop.signal, AbortSignal.timeout((LONG_POLL_WAIT_SECONDS + 15) * 1000)]),
      });
      if (response.status !== 200) {
        await response.body?.cancel().catch(() => undefined);
        return false;
      }
      const body = (await response.json()) as { templates?: unknown[]; removed?: unknown[] };
      if ((body.templates?.length ?? 0) + (body.removed?.length ?? 0) > 0) {
        this.state.heard(null);
        this.ring(false);
      }
      return true;
    } catch {
      return false;
    }
  }

  /** A sync after the event (a full one after a reset); events during a sync make one more, not one each. */
  private ring(full: boolean): void {
    this.pending = { full: full || (this.pending?.full ?? false) };
    if (this.syncing) return;
    this.syncing = true;
    void (async () => {
      try {
        while (this.pending && !this.stop.signal.aborted) {
          const { full: asFull } = this.pending;
          this.pending = null;
          await this.sync.syncAfterEvent(asFull).catch((error: unknown) => {
            this.logger.warn(`sync after a hub event failed: ${(error as Error).message}`);
          });
        }
      } finally {
        this.syncing = false;
      }
    })();
  }
}
