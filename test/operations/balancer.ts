import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer as the deployments have one (HAProxy in compose, a Service and an ingress in Kubernetes): it
 * health-checks each backend's `GET /readyz` every `checkMs` and sends each request to the next ready one, in turn.
 * It never retries: a request that fails at a backend fails at the client, so the test counts what users would see.
 */
export class Balancer {
  private readonly ready = new Map<string, boolean>();
  private readonly backends: string[] = [];
  private next = 0;
  private server: Server | null = null;
  private timer: NodeJS.Timeout | null = null;
  url = '';

  constructor(private readonly checkMs = 200) {}

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const ready = this.backends.filter((b) => this.ready.get(b));
      if (ready.length === 0) {
        res.writeHead(503).end('no backend ready');
        return;
      }
      const target = new URL(ready[this.next++ % ready.length]);
      const upstream = request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
          agent: false,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502).end('backend failed');
        else res.destroy();
      });
      req.pipe(upstream);
    });
    // Idle client connections are kept open for the whole test: a close racing a client's next request on a
    // kept-alive connection would be a failure of this balancer, not of the apps behind it.
    this.server.keepAliveTimeout = 600_000;
    this.server.headersTimeout = 610_000;
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    const check = async () => {
      await Promise.all(
        this.backends.map(async (backend) => {
          try {
            const res = await fetch(`${backend}/readyz`, { signal: AbortSignal.timeout(1000) });
            await res.arrayBuffer();
            this.ready.set(backend, res.status === 200);
          } catch {
            this.ready.set(backend, false);
          }
        }),
      );
      if (this.server) this.timer = setTimeout(() => void check(), this.checkMs);
    };
    await check();
  }

  /** Added unready: it gets traffic once a health check has seen it ready. */
  add(backend: string): void {
    if (!this.backends.includes(backend)) this.backends.push(backend);
  }

  remove(backend: string): void {
    const i = this.backends.indexOf(backend);
    if (i >= 0) this.backends.splice(i, 1);
    this.ready.delete(backend);
  }

  /** Waits until a health check has seen the backend ready. */
  async seenReady(backend: string, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.ready.get(backend)) {
      if (Date.now() > deadline) throw new Error(`${backend} never seen ready by the balancer`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (this.timer) clearTimeout(this.timer);
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
