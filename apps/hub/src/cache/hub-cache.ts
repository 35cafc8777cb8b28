import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import pg from 'pg';
import { Histogram } from 'prom-client';
import type { DataSource } from 'typeorm';
import { Metrics, Readiness } from '#lib/common';
import { databaseChanges, onPooledConnection } from '#lib/database';
import { HUB_CONFIG, type HubConfig } from '../hub.config.js';

/** The channel the catalog-notify migration's triggers send on. */
export const CHANGE_CHANNEL = 'hub_catalog';
/** The channel of the cache's own heartbeats (see HubCache): payload "<process's random id> <performance.now()>". */
export const HEARTBEAT_CHANNEL = 'hub_cache_heartbeat';
/** Rough per-entry overhead (Map slot, entry object, key) counted against the byte budget. */
const ENTRY_OVERHEAD = 160;
/** Period of the listener's `SELECT 1`, which ends a connection lost without an error (a partition). */
const PING_MS = 5_000;
/** Heartbeats sent per bound (HUB_CATALOG_CACHE_HEARTBEAT_MS): one late or lost heartbeat does not flip the cache. */
const HEARTBEATS_PER_BOUND = 4;
/** Bound of the set of keys asked for once (cleared when full). */
const MAX_SEEN_ONCE = 10_000;

interface Entry {
  value: unknown;
  bytes: number;
  expires: number;
}

/**
 * What this process remembers of catalog answers and credential checks, in memory, within a byte budget
 * (HUB_CATALOG_CACHE_BYTES; the oldest entries go first) and for at most HUB_CATALOG_CACHE_TTL_SECONDS.
 *
 * Correctness rests on three rules:
 * - every change to a watched table flushes everything: changes made through this process's data source when
 *   the write (or its COMMIT) returns, changes made by other processes when their NOTIFY arrives on a dedicated
 *   LISTEN connection;
 * - a generation counter, bumped by every flush: a value computed from a read that began before a flush is
 *   never stored (`begin()` before reading, `set(key, generation, …)` after);
 * - while the LISTEN connection is down (PostgreSQL mode), nothing is served from or stored in the cache; once
 *   it listens again, the cache is flushed and used again;
 * - LISTEN is trusted only while it is heard to work: this process NOTIFYs a heartbeat through its pooled data
 *   source every HUB_CATALOG_CACHE_HEARTBEAT_MS / 4, and the cache serves only until HUB_CATALOG_CACHE_HEARTBEAT_MS
 *   after the send of the last heartbeat that came back on the listener. PostgreSQL delivers a listener's
 *   notifications in commit order, so every write committed before that send has flushed the cache: an answer is
 *   never staler than the bound, whatever happens to the listener (a transaction pooler in its path, which takes
 *   LISTEN and never delivers; a listener on another database than the writes). docs/pgbouncer.md.
 * Embedded mode (PGlite) has one process per database, so in-process invalidation is all it needs.
 */
@Injectable()
export class HubCache implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('HubCache');
  private readonly entries = new Map<string, Entry>();
  private readonly seenOnce = new Set<string>();
  private bytes = 0;
  private gen = 0;
  private listening: boolean;
  /** PostgreSQL mode: the cache depends on the listener (and its heartbeat). */
  private readonly listened: boolean;
  /** performance.now() until which the listener is trusted (the last own heartbeat heard, sent then + bound). */
  private trustedUntil = 0;
  /** Whether the cache was trusted when last looked at (to flush and log on each edge). */
  private trusted = false;
  private readonly instance = randomUUID();
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private heartbeatInFlight = false;
  private readonly startedAt = performance.now();
  private closed = false;
  private listener: pg.Client | null = null;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  /** Flushes and evictions so far (tests and metrics). */
  flushes = 0;
  evictions = 0;
  hits = 0;
  misses = 0;
  private readonly invalidationDelay: Histogram;
  /** Told once the channel first listened: from then on, a replica that lost it says so at /readyz. */
  private readiness: Readiness | null;

  constructor(
    @Inject(HUB_CONFIG) private readonly config: HubConfig,
    @InjectDataSource() private readonly db: DataSource,
    metrics: Metrics,
    readiness: Readiness,
  ) {
    this.listened = Boolean(config.databaseUrl);
    this.listening = !this.listened;
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- read by prom-client's collect callbacks
    const cacheRef = this;
    // docs/operations.md, "Metrics": what an operator of N replicas watches of the cache.
    metrics.counter(
      'hub_catalog_cache_hits_total',
      'Catalog answers and credential checks served from the cache.',
      [],
      function () {
        this.reset();
        this.inc(cacheRef.hits);
      },
    );
    metrics.counter('hub_catalog_cache_misses_total', 'Cache lookups that went to the database.', [], function () {
      this.reset();
      this.inc(cacheRef.misses);
    });
    metrics.counter(
      'hub_catalog_cache_flushes_total',
      'Invalidations (a write here, or a notification from another process).',
      [],
      function () {
        this.reset();
        this.inc(cacheRef.flushes);
      },
    );
    metrics.gauge(
      'hub_catalog_cache_bytes',
      'Bytes the cache holds (budget HUB_CATALOG_CACHE_BYTES).',
      () => this.bytes,
    );
    metrics.gauge(
      'hub_catalog_cache_listening',
      '1 while the cache is usable (listening for changes, or embedded).',
      () => (this.enabled ? 1 : 0),
    );
    this.invalidationDelay = new Histogram({
      name: 'hub_catalog_invalidation_delay_seconds',
      help: 'From the write statement on any hub process to this process flushing its cache (LISTEN/NOTIFY).',
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2, 5],
      registers: [metrics.registry],
    });
    this.readiness = config.cache.enabled && config.databaseUrl ? readiness : null;
  }

  onModuleInit(): void {
    if (!this.config.cache.enabled) return;
    databaseChanges(this.db).subscribe(() => this.flush());
    if (!this.listened) return;
    // The listener needs a session of its own: the direct URL (a transaction pooler takes LISTEN and never delivers).
    this.loop = this.listenLoop(this.config.databaseDirectUrl ?? this.config.databaseUrl!);
    const bound = this.config.cache.heartbeatMs;
    this.heartbeatTimer = setInterval(() => this.sendHeartbeat(), Math.max(50, bound / HEARTBEATS_PER_BOUND));
    this.heartbeatTimer.unref();
    // After one bound from the start (the first heartbeat's time to come back), an untrusted cache is a reason.
    this.readiness?.register('notification channel', () => {
      if (this.closed || this.enabled || performance.now() - this.startedAt < bound) return null;
      return this.listening
        ? `catalog cache degraded: its heartbeat did not come back on the change listener within ${bound} ms ` +
            '(serving uncached; behind a transaction pooler, set HUB_DATABASE_DIRECT_URL)'
        : 'catalog change notifications lost (serving uncached, reconnecting)';
    });
    this.readiness = null;
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    clearInterval(this.heartbeatTimer);
    this.wake?.();
    await this.listener?.end().catch(() => undefined);
    await this.loop;
  }

  /** Whether answers may be served from and stored in the cache right now. */
  get enabled(): boolean {
    if (!this.config.cache.enabled || !this.listening) return false;
    if (!this.listened) return true;
    if (performance.now() <= this.trustedUntil) return true;
    if (this.trusted) {
      // The bound passed without a heartbeat: nothing stored before is trusted any more.
      this.trusted = false;
      this.flush();
      if (!this.closed) this.logger.warn('catalog cache heartbeat late; serving uncached until it comes back');
    }
    return false;
  }

  /**
   * NOTIFYs a heartbeat through the pooled data source, the way writes travel. Its send time is taken once a
   * connection is checked out, before the statement: every write committed before then commits before it.
   */
  private sendHeartbeat(): void {
    if (this.heartbeatInFlight || this.closed) return;
    this.heartbeatInFlight = true;
    void onPooledConnection(this.db, undefined, (query) =>
      query('SELECT pg_notify($1, $2)', [HEARTBEAT_CHANNEL, `${this.instance} ${performance.now()}`]),
    )
      .catch(() => undefined)
      .finally(() => {
        this.heartbeatInFlight = false;
      });
  }

  /** A heartbeat heard on the listener: this process's own extends the trust to its send time + the bound. */
  private heard(payload: string | undefined): void {
    const [instance, sent] = (payload ?? '').split(' ');
    const sentAt = Number(sent);
    if (instance !== this.instance || !Number.isFinite(sentAt) || !this.listening) return;
    const until = sentAt + this.config.cache.heartbeatMs;
    if (until <= performance.now()) return;
    if (!this.trusted) {
      // Flushed on this edge too: nothing read while untrusted is kept.
      this.flush();
      this.trusted = true;
    }
    this.trustedUntil = Math.max(this.trustedUntil, until);
  }

  get usedBytes(): number {
    return this.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The generation to pass to set() for a value about to be read from the database. */
  begin(): number {
    return this.gen;
  }

  get<T>(key: string): T | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) {
      this.misses += 1;
      return undefined;
    }
    if (entry.expires <= Date.now()) {
      this.remove(key, entry);
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    return entry.value as T;
  }

  /**
   * The value stored under `key`, or undefined, counting neither a hit nor a miss (countHit() once it is used):
   * the node:http fast path looks first and may hand the request to Fastify, whose own lookup then counts.
   */
  peek<T>(key: string): T | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (entry === undefined || entry.expires <= Date.now()) return undefined;
    return entry.value as T;
  }

  countHit(): void {
    this.hits += 1;
  }

  /**
   * Whether `key` was asked for before (since the set was last cleared); the first call notes it. A caller stores
   * answers to open-ended questions (a search term) only on their second asking: a term typed once is not worth
   * the memory, nor the garbage collector's time for an entry that dies unread.
   */
  seenBefore(key: string): boolean {
    if (this.seenOnce.has(key)) return true;
    if (this.seenOnce.size >= MAX_SEEN_ONCE) this.seenOnce.clear();
    this.seenOnce.add(key);
    return false;
  }

  /** Stores `value` unless a flush happened since `generation` was taken; `bytes` is its size in memory. */
  set(key: string, generation: number, value: unknown, bytes: number, ttlMs = this.config.cache.ttlMs): void {
    if (!this.enabled || generation !== this.gen) return;
    const size = bytes + key.length * 2 + ENTRY_OVERHEAD;
    const budget = this.config.cache.bytes;
    if (size > budget / 4) return;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    // Map iteration order is insertion order: the first entries are the oldest. Expired ones at the front go
    // first, whatever the budget: a stream of one-off keys (a search term that changes on every request) would
    // otherwise hold the whole budget in dead entries until it filled.
    const now = Date.now();
    for (const [oldestKey, oldest] of this.entries) {
      const expired = oldest.expires <= now;
      if (!expired && this.bytes + size <= budget) break;
      this.remove(oldestKey, oldest);
      if (!expired) this.evictions += 1;
    }
    this.entries.set(key, { value, bytes: size, expires: Date.now() + Math.min(ttlMs, this.config.cache.ttlMs) });
    this.bytes += size;
  }

  /**
   * A change heard by another listener first (the catalog events): answers computed before now are not stored, and
   * stored ones are dropped. A flush only when something is stored: the cache's own listener has usually emptied it
   * already, and an empty cache has nothing to flush.
   */
  invalidate(): void {
    if (this.entries.size > 0) this.flush();
    else this.gen += 1;
  }

  flush(): void {
    this.gen += 1;
    this.flushes += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private setListening(on: boolean): void {
    // Flush on both edges: nothing stored before the outage survives it, and nothing read during it is kept.
    this.flush();
    this.listening = on;
    this.trusted = false;
    this.trustedUntil = 0;
  }

  /** One dedicated connection that LISTENs; reconnects with backoff, the cache off meanwhile. */
  private async listenLoop(url: string): Promise<void> {
    let delay = 100;
    while (!this.closed) {
      const client = new pg.Client({
        connectionString: url,
        application_name: `hub-cache-listener:${process.pid}`,
        connectionTimeoutMillis: 5_000,
        query_timeout: 3_000,
        keepAlive: true,
        keepAliveInitialDelayMillis: 5_000,
      });
      this.listener = client;
      let heartbeat: NodeJS.Timeout | undefined;
      try {
        const lost = new Promise<void>((resolve) => {
          client.on('error', () => resolve());
          client.on('end', () => resolve());
          this.wake = resolve;
        });
        client.on('notification', (message) => {
          if (message.channel === HEARTBEAT_CHANNEL) {
            this.heard(message.payload);
            return;
          }
          this.flush();
          // The payload is "<table> <epoch ms of the write statement>" (catalog-notify migration).
          const sentAt = Number(message.payload?.split(' ')[1]);
          if (Number.isFinite(sentAt)) this.invalidationDelay.observe(Math.max(0, Date.now() - sentAt) / 1000);
        });
        await client.connect();
        await client.query(`LISTEN ${CHANGE_CHANNEL}; LISTEN ${HEARTBEAT_CHANNEL}`);
        // A partition sends no error: a ping that does not come back in time ends the connection.
        heartbeat = setInterval(() => {
          client.query('SELECT 1').catch(() => void client.end().catch(() => undefined));
        }, PING_MS).unref();
        if (this.closed) break;
        this.setListening(true);
        this.sendHeartbeat();
        if (delay > 100) this.logger.log('listening for catalog changes again; cache on');
        delay = 100;
        await lost;
      } catch {
        // Not connected: try again below.
      } finally {
        clearInterval(heartbeat);
        this.wake = null;
      }
      if (this.listening) {
        this.setListening(false);
        if (!this.closed) this.logger.warn('catalog change notifications lost; serving uncached until listening again');
      }
      await client.end().catch(() => undefined);
      if (this.closed) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay).unref();
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      delay = Math.min(delay * 2, 2_000);
    }
    this.listening = false;
  }
}
