import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { iso, parseIsoTimestamp, ProblemException } from '#lib/common';
import { runWithoutDeadline } from '#lib/database';
import { FLEET_CONFIG, type FleetConfig } from '../fleet.config.js';
import { hubSourceOf, SettingsService } from '../settings/settings.service.js';
import { HubConnectionState } from './hub-connection.state.js';
import { HubSyncMetrics } from './hub-sync.metrics.js';
import {
  HubClient,
  HubError,
  type HubRemoved,
  type HubRevision,
  type HubTemplate,
  type HubUpdates,
  type HubVersion,
  type HubVersionList,
} from './hub-client.js';
import { HubSyncRepository, type SyncCursor } from './hub-sync.repository.js';
import { TrustService } from './trust.service.js';

export interface SyncResult {
  status: 'updated' | 'not_modified';
  upserted: number;
  removed: number;
  checked_at: string | null;
  templates: number;
}

const EPOCH = '1970-01-01T00:00:00.000Z';
/** Bounds of one sync's revision refresh (the rest waits for the next sync). */
const MAX_REVISION_LISTS_PER_SYNC = 200;
const MAX_VERSION_PAGES = 10;
const ATTEMPTS = 3;
const BACKOFF_MS = 300;
/**
 * After this long without a successful sync, the next one starts over (a full sync). The hub prunes the
 * visibility events that `removed` is made of after HUB_AUDIT_RETENTION_DAYS (at least a day). A removal that
 * concerns us moves the cursor at the next sync, so while syncs succeed every day, every removal after the
 * cursor is still held by the hub; after a longer gap one might have been pruned (23 hours: an hour of margin).
 */
const SYNC_GAP_MAX_MS = 23 * 3600 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// The hub's checked_at: an RFC 3339 instant with an offset (it becomes our next `since`).
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

/** A JSON object whose fields are named as in T but not checked yet; null when it is not an object. */
const unchecked = <T>(value: unknown): { [K in keyof T]?: unknown } | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null;

/**
 * A full date-time with an explicit offset that the hub's own `since` parser accepts: a cursor the hub
 * would refuse (`2024-02-30T…`, year 0000) would break every later sync.
 */
const isInstant = (value: unknown): value is string =>
  typeof value === 'string' && INSTANT.test(value) && parseIsoTimestamp(value) !== null;

/**
 * Checks the shape of a `catalog/templates/updates` answer before anything touches the mirror: a hub
 * that sends garbage fails that sync (the mirror and the cursor stay as they were) instead of
 * storing a cursor that breaks every later sync.
 */
export function parseUpdates(
  raw: unknown,
): { templates: HubTemplate[]; removed: { id: string }[]; checkedAt: string } | null {
  // Read through the document's field names: a field renamed in the hub's DTOs fails the type check here.
  const answer = unchecked<HubUpdates>(raw);
  if (!answer || !Array.isArray(answer.templates) || !isInstant(answer.checked_at)) return null;
  const removedRaw = answer.removed ?? [];
  if (!Array.isArray(removedRaw)) return null;
  const templates = answer.templates as unknown[];
  const valid = templates.every((item) => {
    const t = unchecked<HubTemplate>(item);
    return (
      t !== null &&
      typeof t.id === 'string' &&
      UUID.test(t.id) &&
      typeof t.slug === 'string' &&
      t.slug.length > 0 &&
      typeof t.name === 'string' &&
      (t.updated_at === undefined || t.updated_at === null || isInstant(t.updated_at))
    );
  });
  const removed = (removedRaw as unknown[]).map((item) => unchecked<HubRemoved>(item)?.id);
  if (!valid || !removed.every((id) => typeof id === 'string' && UUID.test(id))) return null;
  return {
    templates: templates as HubTemplate[],
    removed: (removed as string[]).map((id) => ({ id })),
    checkedAt: answer.checked_at,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const syncInProgress = (detail: string) =>
  new ProblemException(409, 'sync_in_progress', detail, { headers: { 'Retry-After': '5' } });
const hubNotConfigured = () =>
  new ProblemException(409, 'hub_not_configured', 'Set the hub URL and instance key first (settings/hub).');

/**
 * Whether an error is this fleet's own "no hub configured" state: told by its code, never by its status (a 409
 * `sync_in_progress`, or a conflict the hub itself answered, is not that state).
 */
export function isHubNotConfigured(error: unknown): boolean {
  return error instanceof ProblemException && error.code === 'hub_not_configured';
}

/**
 * Keeps the local mirror of the organization's hub catalog: pulls `catalog/templates/updates` with the
 * instance key, applies `templates` (upsert) and `removed` (delete), keeps `checked_at` as the next
 * `since`. Runs on a timer and on demand, one run at a time: within a process by sharing the run under
 * way, across the fleet processes of one database by an advisory lock (the timer skips its tick while
 * another process syncs; a manual sync waits for it, up to FLEET_SYNC_LOCK_WAIT_SECONDS). A hub that is
 * down is retried with backoff; the mirror stays as it was until a sync succeeds.
 */
@Injectable()
export class HubSyncService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('HubSync');
  private running: Promise<SyncResult | null> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly repository: HubSyncRepository,
    private readonly settings: SettingsService,
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
    private readonly metrics: HubSyncMetrics,
    private readonly connection: HubConnectionState,
    private readonly trust: TrustService,
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
      this.tick().then(
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

  /**
   * A manual sync. A call while this process syncs gets that sync's result; while another process syncs,
   * it waits for that one to finish (bounded), then runs (usually finding nothing new), else 409.
   */
  async sync(): Promise<SyncResult> {
    const joined = this.running ? await this.running : null;
    if (joined) return joined;
    const result = await this.start(this.config.syncLockWaitMs);
    if (!result) throw syncInProgress('Another fleet process is syncing with the hub; try again shortly.');
    return result;
  }

  /** A timer tick: null (skipped) when another process is syncing. */
  async tick(): Promise<SyncResult | null> {
    const result = await this.start(0);
    if (!result) this.logger.debug('another fleet process is syncing; this tick is skipped');
    return result;
  }

  /**
   * A sync asked for by a hub event (hub-events.service.ts): one that starts after the event, never one under way
   * (which may have read the feed before the change). `full` after a `reset`. Waits for another process's sync
   * like a manual one; null when that wait ran out (that process's sync then covers the change, or the next event).
   */
  async syncAfterEvent(full: boolean): Promise<SyncResult | null> {
    while (this.running) await this.running.catch(() => null);
    return this.start(this.config.syncLockWaitMs, full);
  }

  private start(lockWaitMs: number, full = false): Promise<SyncResult | null> {
    // A sync is a job of the process, which a manual call joins: it is not bound by that call's deadline
    // (FLEET_REQUEST_DEADLINE_MS), only by its own budgets (lock wait, hub timeouts, statement timeouts).
    this.running ??= runWithoutDeadline(() => this.startJob(lockWaitMs, full));
    return this.running;
  }

  private startJob(lockWaitMs: number, forceFull: boolean): Promise<SyncResult | null> {
    return this.repository
      .withSyncLock(lockWaitMs, () =>
        this.run(forceFull).then(
          (result) => {
            this.metrics.succeeded(result.status);
            return result;
          },
          (error: unknown) => {
            this.metrics.failed(error);
            throw error;
          },
        ),
      )
      .then((held) => {
        if (!held) this.metrics.skipped();
        return held ? held.value : null;
      })
      .finally(() => {
        this.running = null;
      });
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
      last_attempt_at: iso(state.last_attempt_at),
      last_success_at: iso(state.last_success_at),
      last_error: state.last_error,
      templates,
      connection: this.connection.snapshot(),
      trust: await this.trust.summary(hubSourceOf(settings)),
    };
  }

  /** Which hub URL and key the mirror belongs to (its trust state is kept per source). */
  async source(): Promise<string | null> {
    return hubSourceOf(await this.settings.hub());
  }

  /** The hub's API with the configured URL and instance key (for the pin reads outside a sync). */
  async hub(): Promise<HubClient> {
    const settings = await this.settings.hub();
    if (!settings.hubUrl || !settings.instanceKey) throw hubNotConfigured();
    return new HubClient(settings.hubUrl, settings.instanceKey);
  }

  /**
   * Brings the mirrored revision lists up to date with the templates that changed (a new revision, a yank, a
   * rollback), and fetches the object of any pinned revision the mirror lacks. Best effort: what fails is
   * retried at the next sync, and the sync itself has succeeded.
   */
  private async refreshRevisions(hub: HubClient): Promise<void> {
    try {
      for (const t of await this.repository.staleRevisionLists(MAX_REVISION_LISTS_PER_SYNC)) {
        const entries: { revision: number }[] = [];
        for (let page = 1; page <= MAX_VERSION_PAGES; page++) {
          const list = unchecked<HubVersionList>(
            await hub.find('/api/v1/catalog/templates/{slug}/versions', {
              path: { slug: t.slug },
              query: { limit: '100', page: String(page) },
            }),
          );
          if (!list || !Array.isArray(list.versions)) break;
          const versions = (list.versions as unknown[]).filter((v): v is { revision: number } => {
            const revision = unchecked<HubVersion>(v)?.revision;
            return Number.isInteger(revision) && (revision as number) > 0;
          });
          entries.push(...versions);
          if (list.versions.length < 100) break;
        }
        await this.repository.storeRevisionList(t.id, t.hub_updated_at, entries);
      }
      for (const pin of await this.repository.pinsWithoutData()) {
        const revision = unchecked<HubRevision>(
          await hub.find('/api/v1/catalog/templates/{slug}/versions/{revision}', {
            path: { slug: pin.slug, revision: String(pin.revision) },
          }),
        );
        if (revision?.id === pin.id) await this.repository.storeRevisionData(pin.id, pin.revision, revision);
      }
    } catch (error) {
      const message = error instanceof HubError ? error.message : 'the revision mirror could not be updated';
      this.logger.warn(`revision refresh failed (retried at the next sync): ${message}`);
    }
  }

  private async run(forceFull = false): Promise<SyncResult> {
    const settings = await this.settings.hub();
    const source = hubSourceOf(settings);
    if (!source || !settings.hubUrl || !settings.instanceKey) throw hubNotConfigured();
    const hub = new HubClient(settings.hubUrl, settings.instanceKey);
    const state = await this.repository.state();
    const stale =
      state.last_success_at !== null && Date.now() - new Date(state.last_success_at).getTime() > SYNC_GAP_MAX_MS;
    const full = forceFull || state.source !== source || !state.checked_at || stale;
    const since = full ? EPOCH : state.checked_at!;
    const etag = full ? null : state.etag;
    const from = { checked_at: state.checked_at, source: state.source };
    let lastError: HubError | null = null;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        const result = await this.pull(hub, since, etag, source, full, from);
        await this.refreshRevisions(hub);
        // Signatures and freshness (docs/signing.md): refusals are kept in the trust state, never fail the sync.
        await this.trust.syncTrust(hub, source).catch((error: unknown) => {
          this.logger.warn(`trust check failed (retried at the next sync): ${(error as Error).name}`);
        });
        return result;
      } catch (error) {
        if (error instanceof ProblemException) throw error;
        if (!(error instanceof HubError)) this.logger.error(`sync could not be applied: ${(error as Error).message}`);
        // Only our own fixed messages reach the caller and the stored state, never a driver's text.
        lastError = error instanceof HubError ? error : new HubError('the mirror could not be updated', false);
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
    hub: HubClient,
    since: string,
    etag: string | null,
    source: string,
    full: boolean,
    from: SyncCursor,
  ): Promise<SyncResult> {
    const answer = await hub.get('/api/v1/catalog/templates/updates', { query: { since }, etag });
    if (answer.status === 'not_modified') {
      await this.repository.recordUnchanged();
      return {
        status: 'not_modified',
        upserted: 0,
        removed: 0,
        checked_at: since,
        templates: await this.repository.count(),
      };
    }
    const parsed = parseUpdates(answer.body);
    if (!parsed) throw new HubError('the hub sent an unexpected body', false);
    const { templates, removed } = parsed;
    // An empty answer keeps the cursor, so the next request repeats it and can be answered 304.
    const unchanged = !full && templates.length === 0 && removed.length === 0;
    const checkedAt = unchanged ? since : parsed.checkedAt;
    const applied = await this.repository.apply({
      templates,
      removed,
      checkedAt,
      etag: answer.etag,
      source,
      full,
      from,
    });
    // Only if this process lost its lock (its connection dropped) and another one synced meanwhile.
    if (!applied) throw syncInProgress('Another fleet process updated the mirror during this sync; it is current.');
    return {
      status: 'updated',
      upserted: templates.length,
      removed: removed.length,
      checked_at: checkedAt,
      templates: await this.repository.count(),
    };
  }
}
