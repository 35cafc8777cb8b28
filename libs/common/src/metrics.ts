import { createServer, type Server } from 'node:http';
import { type INestApplication, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { elapsedMsOf } from './http.js';

/** Route label of requests no route matched: never the raw URL (one series per scanned path would grow without bound). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * One app's Prometheus metrics: a registry of its own (tests start many apps in one process, and the
 * global default registry would mix them and refuse a second registration), with the process metrics,
 * the HTTP metrics and whatever components add. A component that wants a metric of its own takes
 * `Metrics` by injection and registers it on `registry`, once, when it is built, e.g. the hub catalog
 * cache:
 *
 *     readonly hits = new Counter({ name: 'hub_catalog_cache_hits_total', help: '…', labelNames: ['view'],
 *       registers: [metrics.registry] });
 *
 * Names start with the app's prefix (`hub_`, `fleet_`); see docs/operations.md, "Metrics".
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  readonly httpRequests: Counter<'route' | 'method' | 'status'>;
  readonly httpDuration: Histogram<'route' | 'method' | 'status'>;

  constructor(readonly prefix: string) {
    // Every series says which app it is from, so one Prometheus can scrape hubs and fleets alike.
    this.registry.setDefaultLabels({ app: prefix });
    collectDefaultMetrics({ register: this.registry });
    this.httpRequests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route pattern, method and status.',
      labelNames: ['route', 'method', 'status'],
      registers: [this.registry],
    });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to sending its answer, by route pattern, method and status.',
      labelNames: ['route', 'method', 'status'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
  }

  /** The two HTTP series of each (route, method, status), made once: prom-client hashes a label object on every call. */
  private readonly httpSeries = new Map<string, { count: { inc(): void }; time: { observe(seconds: number): void } }>();

  /** Counts one answered request and its duration. */
  recordHttp(route: string, method: string, status: number, seconds: number): void {
    const id = `${route} ${method} ${status}`;
    let series = this.httpSeries.get(id);
    if (series === undefined) {
      const labels = { route, method, status: String(status) };
      series = { count: this.httpRequests.labels(labels), time: this.httpDuration.labels(labels) };
      // Routes are patterns and methods and statuses few: this stays small (UNMATCHED_ROUTE stands for the rest).
      this.httpSeries.set(id, series);
    }
    series.count.inc();
    series.time.observe(seconds);
  }

  /** A gauge whose value is read when scraped (pool sizes, outage state). */
  gauge(name: string, help: string, read: () => number): Gauge {
    return new Gauge({
      name,
      help,
      registers: [this.registry],
      collect() {
        this.set(read());
      },
    });
  }

  counter<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[] = [],
    collect?: (this: Counter<L>) => void,
  ): Counter<L> {
    return new Counter({ name, help, labelNames, registers: [this.registry], ...(collect ? { collect } : {}) });
  }

  histogram(name: string, help: string, buckets: number[]): Histogram {
    return new Histogram({ name, help, buckets, registers: [this.registry] });
  }

  /** The Prometheus text exposition of everything registered. */
  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

/** Counts every answered request of the REST listener under its route pattern (`/api/v1/catalog/templates/:slug`). */
export function installHttpMetrics(app: INestApplication, metrics: Metrics): void {
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.recordHttp(
      request.routeOptions.url ?? UNMATCHED_ROUTE,
      request.method,
      reply.statusCode,
      elapsedMsOf(request, reply) / 1000,
    );
    done();
  });
}

/**
 * `GET /metrics` on a listener of its own (HUB_METRICS_PORT / FLEET_METRICS_PORT), not on the public REST
 * port: what it tells (traffic by route, pool and outage state) is for the operator's network, which the bind
 * address and the firewall restrict without any credential; scrapes do not count as API traffic; and it keeps
 * answering while the REST listener drains at shutdown. Closed last, when the app has shut down.
 */
@Injectable()
export class MetricsListener implements OnApplicationShutdown {
  private server: Server | null = null;

  constructor(private readonly metrics: Metrics) {}

  /** Starts listening; resolves to the base URL (port 0 resolves to a free port). */
  async listen(port: number, host: string): Promise<string> {
    const server = createServer((req, res) => {
      const path = (req.url ?? '/').split('?')[0];
      if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: GET /metrics\n');
        return;
      }
      this.metrics.render().then(
        ({ contentType, body }) => res.writeHead(200, { 'content-type': contentType }).end(body),
        () => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics unavailable\n'),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    const address = server.address();
    const bound = typeof address === 'object' && address ? address.port : port;
    const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
    return `http://${shown}:${bound}`;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }
}
