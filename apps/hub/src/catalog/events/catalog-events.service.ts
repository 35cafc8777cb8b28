import type { ServerResponse } from 'node:http';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { Metrics } from '#lib/common';
import { databaseChanges, runWithoutDeadline } from '#lib/database';
import type { CatalogScope } from '../../auth/caller.js';
import { CHANGE_CHANNEL, HubCache } from '../../cache/hub-cache.js';
import { HUB_CONFIG, type HubConfig } from '../../hub.config.js';
import { CatalogEventsRepository, type CatalogChanges } from './catalog-events.repository.js';
import { formatCursor, judgeCursor, scopeTag, TokenBucket } from './event-cursor.js';

/** A stream of one fleet: its organization and its socket. */
interface Stream {
  orgId: string;
  res: ServerResponse;
  timer: NodeJS.Timeout;
  /** A change was written to it (its first event is then not needed). */
  rung: boolean;
}

/** Which organizations a read's changes ring: every one (a public template), or those named. */
interface Audience {
  all: boolean;
  /** With `all`: the organizations NOT rung (they kept a template everybody else lost and see no change). */
  except: Set<string>;
  orgs: Set<string>;
}

/** A stream ends after about this long (± a tenth), so its key is checked again when the fleet reconnects. */
const MAX_STREAM_MS = 30 * 60_000;
/** The `retry:` the hub suggests: 2 s plus up to 3 s of jitter, so a crowd dropped together comes back spread. */
const RETRY_BASE_MS = 2_000;
const RETRY_JITTER_MS = 3_000;
/** A read of changes since the last horizon: the rows remembered as rung are forgotten once older than it. */
const BASELINE_MS = 60_000;
const LISTEN_PING_MS = 5_000;

const HEARTBEAT = Buffer.from(':\n\n');

/**
 * The catalog's doorbell (docs/catalog-events.md). Every catalog write is heard (on this process at once through
 * the data source's change feed, from other processes by LISTEN hub_catalog, and by a read every
 * HUB_EVENTS_POLL_SECONDS whatever happened to either), and answered by ONE read of what changed since the last one,
 * whatever the number of fleets; each organization that can see a change gets one event, encoded once and written
 * as the same bytes to each of its streams (and its waiting long polls are woken).
 */
@Injectable()
export class CatalogEvents implements OnModuleInit, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('CatalogEvents');
  private readonly streams = new Map<string, Set<Stream>>();
  private readonly waiters = new Map<string, Set<() => void>>();
  /** Rows already rung (`<id>@<updated_at>`, visibility events `e<id>`) → their time (ms), forgotten past `since`. */
  private readonly rung = new Map<string, number>();
  /** The last read's horizon: the next read asks for what was written at or after it. */
  private since = 0;
  /** The ms part of the last id issued (ids only grow on this process). */
  private lastMs = 0;
  private reading: Promise<void> | null = null;
  private again = false;
  private ready: Promise<void>;
  private markReady!: () => void;
  /** Per organization: the newest change it can see (lastVisibleChange), until a change rings it. */
  private readonly lastSeen = new Map<string, { value: Promise<number>; generation: number }>();
  private generation = 0;
  private readonly bucket: TokenBucket;
  private readonly tagKey: Buffer;
  private closed = false;
  private heartbeat: NodeJS.Timeout | undefined;
  private poll: NodeJS.Timeout | undefined;
  private listener: pg.Client | null = null;
  private listenLoop: Promise<void> | null = null;
  private wakeListener: (() => void) | null = null;
  private unsubscribe: (() => void) | null = null;
  /** Counters (metrics, tests and the bench). */
  reads = 0;
  resumeReads = 0;
  dropped = 0;
  refused = 0;
  delivered = 0;

  constructor(
    @Inject(HUB_CONFIG) private readonly config: HubConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly repository: CatalogEventsRepository,
    private readonly cache: HubCache,
    metrics: Metrics,
  ) {
    this.bucket = new TokenBucket(config.events.admitPerSecond);
    this.tagKey = config.encryptionKey;
    this.ready = new Promise((resolve) => (this.markReady = resolve));
    metrics.gauge('hub_catalog_event_streams', 'Open catalog event streams on this process.', () => this.streamCount);
    metrics.gauge('hub_catalog_event_reads', 'Reads of catalog changes made for the event streams.', () => this.reads);
    metrics.gauge(
      'hub_catalog_event_streams_refused',
      'Streams answered 503 by the admission control (HUB_EVENTS_ADMIT_PER_SECOND).',
      () => this.refused,
    );
    metrics.gauge(
      'hub_catalog_event_streams_dropped',
      'Streams closed because their unsent bytes passed HUB_EVENTS_MAX_BUFFERED_BYTES.',
      () => this.dropped,
    );
  }

  onModuleInit(): void {
    this.unsubscribe = databaseChanges(this.db).subscribe(() => this.changed());
    if (this.config.databaseUrl)
      this.listenLoop = this.listen(this.config.databaseDirectUrl ?? this.config.databaseUrl);
    this.heartbeat = setInterval(() => this.beat(), this.config.events.heartbeatMs).unref();
    this.poll = setInterval(() => this.changed(), this.config.events.pollMs).unref();
    this.changed();
  }

  /** Ends every stream before the HTTP server closes (it waits for open connections). */
  beforeApplicationShutdown(): void {
    this.closed = true;
    for (const set of this.streams.values()) for (const stream of set) stream.res.end();
    for (const set of this.waiters.values()) for (const wake of set) wake();
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    clearInterval(this.heartbeat);
    clearInterval(this.poll);
    this.unsubscribe?.();
    this.wakeListener?.();
    await this.listener?.end().catch(() => undefined);
    await this.listenLoop;
    await this.reading?.catch(() => undefined);
  }

  get streamCount(): number {
    let n = 0;
    for (const set of this.streams.values()) n += set.size;
    return n;
  }

  /** Admission of a new stream (the token bucket): null when admitted, else the seconds to wait. */
  admit(): number | null {
    if (this.bucket.take()) return null;
    this.refused += 1;
    return this.bucket.retryAfterSeconds();
  }

  tagOf(orgId: string): string {
    return scopeTag(this.tagKey, `org:${orgId}`);
  }

  /** Something may have changed: one read, now or right after the one under way. */
  changed(): void {
    if (this.closed) return;
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = runWithoutDeadline(() => this.readLoop());
  }

  private async readLoop(): Promise<void> {
    try {
      do {
        this.again = false;
        try {
          await this.read();
        } catch (error) {
          // The poll tries again; a database that is down is the readiness probe's business.
          this.logger.debug(`catalog change read failed: ${(error as Error).message}`);
          break;
        }
      } while (this.again && !this.closed);
    } finally {
      this.reading = null;
    }
  }

  private async read(): Promise<void> {
    const first = this.since === 0;
    const changes = await this.repository.changesSince(first ? Date.now() - BASELINE_MS : this.since);
    this.reads += 1;
    const { audience, newest } = this.audienceOf(changes);
    this.since = Math.max(this.since, changes.horizon);
    for (const [key, at] of this.rung) if (at < this.since - 1) this.rung.delete(key);
    if (first) {
      this.lastMs = Math.max(changes.horizon, newest);
      this.markReady();
      return;
    }
    if (!audience.all && audience.orgs.size === 0) return;
    this.generation += 1;
    this.lastSeen.clear();
    // The cache's own listener may hear this write after us: a fleet rung now must not sync from a stale answer.
    this.cache.invalidate();
    // An instant: the horizon, or just after the newest write rung, whichever is later; never an id issued before.
    this.lastMs = Math.max(this.lastMs + 1, changes.horizon, newest);
    const at = new Date().toISOString();
    const ring = (orgId: string) => {
      const set = this.streams.get(orgId);
      if (set?.size) {
        const bytes = this.encode('change', orgId, this.lastMs, at);
        for (const stream of set) {
          stream.rung = true;
          this.write(stream, bytes);
        }
      }
      this.wake(`org:${orgId}`);
    };
    this.wake('all');
    if (audience.all) {
      this.wake('anon');
      const orgs = new Set(this.streams.keys());
      for (const key of this.waiters.keys()) if (key.startsWith('org:')) orgs.add(key.slice(4));
      for (const orgId of orgs) if (!audience.except.has(orgId)) ring(orgId);
    } else {
      for (const orgId of audience.orgs) ring(orgId);
    }
  }

  private wake(scope: string): void {
    const waiting = this.waiters.get(scope);
    if (waiting) for (const wake of [...waiting]) wake();
  }

  /** Who the rows not rung yet concern, and the instant just after the newest of them (0 when none). */
  private audienceOf(changes: CatalogChanges): { audience: Audience; newest: number } {
    const audience: Audience = { all: false, except: new Set(), orgs: new Set() };
    let everyoneExceptKept: Set<string> | null = null;
    let newest = 0;
    for (const t of changes.templates) {
      const key = `${t.id}@${t.updated_at}`;
      const at = new Date(t.updated_at).getTime();
      if (this.rung.has(key)) continue;
      this.rung.set(key, at);
      newest = Math.max(newest, at + 1);
      if (t.everyone) audience.all = true;
      for (const org of t.orgs ?? []) audience.orgs.add(String(org));
    }
    for (const e of changes.events) {
      const key = `e${e.id}`;
      if (this.rung.has(key)) continue;
      this.rung.set(key, changes.horizon);
      if (e.lost_by_all) {
        // Everyone lost it but the organizations that kept it; several such events: the intersection is spared.
        const kept = new Set<string>((e.kept_org_ids ?? []).map(String));
        const before: Set<string> | null = everyoneExceptKept;
        everyoneExceptKept = before ? new Set([...before].filter((o: string) => kept.has(o))) : kept;
      }
      for (const org of e.lost_org_ids ?? []) audience.orgs.add(String(org));
    }
    if (everyoneExceptKept) {
      if (!audience.all) {
        audience.all = true;
        for (const org of everyoneExceptKept) if (!audience.orgs.has(org)) audience.except.add(org);
      }
    }
    return { audience, newest };
  }

  private encode(event: 'change' | 'reset', orgId: string, ms: number, at: string): Buffer {
    const id = formatCursor(ms, this.tagOf(orgId));
    // `snapshot_version` joins `data` once the signed snapshot (issue 40) exists; until then it is absent.
    return Buffer.from(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify({ cursor: id, at })}\n\n`);
  }

  /** Writes `bytes`; a stream whose unsent bytes pass the cap is closed (the fleet resumes from its last id). */
  private write(stream: Stream, bytes: Buffer): void {
    const res = stream.res;
    if (res.destroyed || res.writableEnded) return;
    if (res.writableLength + bytes.length > this.config.events.maxBufferedBytes) {
      this.dropped += 1;
      res.destroy();
      return;
    }
    res.write(bytes);
    this.delivered += 1;
  }

  private beat(): void {
    for (const set of this.streams.values()) for (const stream of set) this.write(stream, HEARTBEAT);
  }

  /**
   * Serves one fleet's stream on `res` (headers not sent yet): the headers and `retry:`, then at once what its
   * `Last-Event-ID` calls for (a `reset`, a `change` if its organization saw one since, nothing if it is current),
   * then an event whenever its organization sees a change, and a comment line every HUB_EVENTS_HEARTBEAT_SECONDS.
   */
  async open(orgId: string, lastEventId: string | string[] | undefined, res: ServerResponse): Promise<void> {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    });
    res.socket?.setNoDelay(true);
    res.socket?.setKeepAlive(true, 30_000);
    const retry = RETRY_BASE_MS + Math.floor(Math.random() * RETRY_JITTER_MS);
    res.write(`retry: ${retry}\n: connected\n\n`);
    const lifetime = MAX_STREAM_MS * (0.9 + Math.random() * 0.2);
    const stream: Stream = { orgId, res, timer: setTimeout(() => res.end(), lifetime).unref(), rung: false };
    let set = this.streams.get(orgId);
    if (!set) this.streams.set(orgId, (set = new Set()));
    set.add(stream);
    const close = () => {
      clearTimeout(stream.timer);
      const own = this.streams.get(orgId);
      own?.delete(stream);
      if (own?.size === 0) this.streams.delete(orgId);
    };
    res.once('close', close);
    // Registered first, then judged: a change committed meanwhile is rung by the next read.
    try {
      await this.firstEvent(orgId, lastEventId, stream);
    } catch {
      // The database could not say whether it missed something: a reset makes it sync (the feed says the rest).
      this.write(stream, this.encode('reset', orgId, this.lastMs, new Date().toISOString()));
    }
  }

  private async firstEvent(orgId: string, lastEventId: string | string[] | undefined, stream: Stream): Promise<void> {
    const now = Date.now();
    const retainedMs = this.config.auditRetentionDays > 0 ? this.config.auditRetentionDays * 86_400_000 : null;
    const verdict = judgeCursor(lastEventId, this.tagOf(orgId), now, retainedMs);
    await this.ready;
    const at = new Date().toISOString();
    if (verdict.kind === 'reset') {
      this.write(stream, this.encode('reset', orgId, this.lastMs, at));
      return;
    }
    if (verdict.kind === 'resume') {
      // A read under way (a write just committed) rings this stream, registered already: judged after it, the
      // cursor handed out is past that write, and a fleet resuming from it is current (not rung for it twice).
      await this.reading;
      if (stream.rung) return;
      const last = await this.lastVisibleChange(orgId);
      if (last < verdict.ms) return;
      // The database may show the change before this process's read rings it: the id still comes after the cursor.
      this.lastMs = Math.max(this.lastMs, verdict.ms + 1);
    }
    this.write(stream, this.encode('change', orgId, this.lastMs, at));
  }

  /** The newest change the organization can see: one read per organization between two changes, shared. */
  private lastVisibleChange(orgId: string): Promise<number> {
    const known = this.lastSeen.get(orgId);
    if (known && known.generation === this.generation) return known.value;
    const scope: CatalogScope = { all: false, orgId };
    const value = runWithoutDeadline(() => this.repository.lastVisibleChange(scope));
    this.resumeReads += 1;
    const entry = { value, generation: this.generation };
    this.lastSeen.set(orgId, entry);
    value.catch(() => {
      if (this.lastSeen.get(orgId) === entry) this.lastSeen.delete(orgId);
    });
    return value;
  }

  /**
   * The long poll's wait: resolves true when a change the organization sees is rung, false after `ms` or when
   * `signal` aborts (the client left). Registered before the caller's read, so nothing falls in between.
   */
  waiter(scope: string): { wait(ms: number, signal?: AbortSignal): Promise<boolean>; cancel(): void } {
    const key = scope;
    let woken = false;
    let wakeUp: (() => void) | null = null;
    const wake = () => {
      woken = true;
      wakeUp?.();
    };
    let set = this.waiters.get(key);
    if (!set) this.waiters.set(key, (set = new Set()));
    set.add(wake);
    const cancel = () => {
      const own = this.waiters.get(key);
      own?.delete(wake);
      if (own?.size === 0) this.waiters.delete(key);
    };
    return {
      cancel,
      wait: (ms, signal) =>
        new Promise<boolean>((resolve) => {
          if (woken || this.closed) {
            const was = woken;
            woken = false;
            return resolve(was);
          }
          const done = (value: boolean) => {
            clearTimeout(timer);
            signal?.removeEventListener('abort', onAbort);
            wakeUp = null;
            resolve(value);
          };
          const onAbort = () => done(false);
          const timer = setTimeout(() => done(false), ms);
          signal?.addEventListener('abort', onAbort);
          wakeUp = () => {
            woken = false;
            done(true);
          };
        }),
    };
  }

  /** LISTEN hub_catalog on a connection of its own; reconnects with backoff and reads on every (re)connection. */
  private async listen(url: string): Promise<void> {
    let delay = 100;
    while (!this.closed) {
      const client = new pg.Client({
        connectionString: url,
        application_name: `hub-events-listener:${process.pid}`,
        connectionTimeoutMillis: 5_000,
        query_timeout: 3_000,
        keepAlive: true,
      });
      this.listener = client;
      let ping: NodeJS.Timeout | undefined;
      try {
        const lost = new Promise<void>((resolve) => {
          client.on('error', () => resolve());
          client.on('end', () => resolve());
          this.wakeListener = resolve;
        });
        client.on('notification', () => this.changed());
        await client.connect();
        await client.query(`LISTEN ${CHANGE_CHANNEL}`);
        ping = setInterval(() => {
          client.query('SELECT 1').catch(() => void client.end().catch(() => undefined));
        }, LISTEN_PING_MS).unref();
        // Whatever was written while not listening.
        this.changed();
        delay = 100;
        await lost;
      } catch {
        // Not connected: again below.
      } finally {
        clearInterval(ping);
        this.wakeListener = null;
      }
      await client.end().catch(() => undefined);
      if (this.closed) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay).unref();
        this.wakeListener = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      delay = Math.min(delay * 2, 2_000);
    }
  }
}
