import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { Test } from 'supertest';

/**
 * A PostgreSQL server owned by the fault tests: a second cluster (FAULT_PG_CLUSTER, default `svc_faults`,
 * on FAULT_PG_PORT, default 5433), created when missing. Only this one is ever stopped; the shared
 * cluster on 5432 is never touched.
 */
export class OwnCluster {
  readonly version = readdirSync('/etc/postgresql')
    .sort((a, b) => Number(a) - Number(b))
    .at(-1)!;
  readonly name = process.env.FAULT_PG_CLUSTER ?? 'svc_faults';
  readonly port = Number(process.env.FAULT_PG_PORT ?? 5433);
  readonly url = `postgres://postgres@127.0.0.1:${this.port}/postgres`;

  private ctl(action: 'start' | 'stop'): void {
    execFileSync(
      'pg_ctlcluster',
      ['--skip-systemctl-redirect', this.version, this.name, action, ...(action === 'stop' ? ['-m', 'fast'] : [])],
      {
        stdio: 'pipe',
      },
    );
  }

  ensure(): void {
    const clusters = execFileSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' });
    const line = clusters.split('\n').find((l) => l.split(/\s+/)[1] === this.name);
    if (!line) {
      execFileSync(
        'pg_createcluster',
        [this.version, this.name, '--port', String(this.port), '--', '--auth-local=trust', '--auth-host=trust'],
        { stdio: 'pipe' },
      );
    }
    if (!line || !line.includes('online')) this.ctl('start');
  }

  stop(): void {
    this.ctl('stop');
  }

  start(): void {
    if (!this.online()) this.ctl('start');
  }

  online(): boolean {
    const clusters = execFileSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' });
    return clusters.split('\n').some((l) => l.split(/\s+/)[1] === this.name && l.includes('online'));
  }

  async createDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
    const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await withClient(this.url, (c) => c.query(`CREATE DATABASE ${name}`));
    const url = new URL(this.url);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      drop: () =>
        withClient(this.url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
    };
  }
}

export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Ends every session of a database (what an administrator, a failover or a pooler restart does). */
export async function terminateSessions(adminUrl: string, databaseUrl: string): Promise<number> {
  const name = new URL(databaseUrl).pathname.slice(1);
  return withClient(adminUrl, async (c) => {
    const { rows } = await c.query<{ n: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [name],
    );
    return rows[0].n;
  });
}

/**
 * A TCP proxy in front of a database that can stop forwarding without closing anything: what a
 * partition looks like to the app (packets vanish; no reset, no error, until a timeout says so).
 */
export class PartitionProxy {
  private server: Server | null = null;
  private paused = false;
  private readonly held: (() => void)[] = [];
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async listen(): Promise<void> {
    this.server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  private accept(client: Socket): void {
    client.on('error', () => client.destroy());
    const open = () => {
      const upstream = connect(this.targetPort, this.targetHost);
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      this.forward(client, upstream);
      this.forward(upstream, client);
    };
    if (this.paused) this.held.push(open);
    else open();
  }

  private forward(from: Socket, to: Socket): void {
    from.on('data', (chunk: Buffer) => {
      if (!this.paused) {
        to.write(chunk);
        return;
      }
      this.held.push(() => to.write(chunk));
    });
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
    for (const release of this.held.splice(0)) release();
  }

  async close(): Promise<void> {
    this.resume();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

export interface Tally {
  statuses: Record<string, number>;
  total: number;
  maxMs: number;
  bad: string[];
}

export function newTally(): Tally {
  return { statuses: {}, total: 0, maxMs: 0, bad: [] };
}

/**
 * Sends requests in `concurrency` loops until `running()` is false, counting statuses. Anything but 200,
 * 304 and a 503 problem+json with Retry-After is recorded in `bad`.
 */
export async function load(
  tally: Tally,
  concurrency: number,
  running: () => boolean,
  request: (i: number) => Test,
  onResult?: (status: number, at: number) => void,
): Promise<void> {
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let i = worker; running(); i += concurrency) {
        const started = performance.now();
        let status: number;
        let res: Awaited<Test> | null = null;
        try {
          res = await request(i).timeout(30_000);
          status = res.status;
        } catch (error) {
          status = (error as { status?: number }).status ?? 0;
        }
        const ms = performance.now() - started;
        tally.total += 1;
        tally.maxMs = Math.max(tally.maxMs, ms);
        tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
        onResult?.(status, performance.now());
        const ok503 =
          status === 503 &&
          res?.headers['retry-after'] === '2' &&
          /^application\/problem\+json/.test(String(res.headers['content-type'])) &&
          res.body?.code === 'unavailable';
        if (status !== 200 && status !== 304 && !ok503 && tally.bad.length < 10) {
          tally.bad.push(`${status} ${res?.text?.slice(0, 200) ?? ''}`);
        }
      }
    }),
  );
}

/** Lines the apps wrote at error level while `fn` ran (Nest's JSON logger writes them to stderr/stdout). */
export async function errorLines<T>(fn: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
  const lines: string[] = [];
  const streams = [process.stdout, process.stderr];
  const originals = streams.map((s) => s.write.bind(s));
  streams.forEach((stream, i) => {
    stream.write = (chunk: unknown, ...rest: unknown[]) => {
      const text = String(chunk);
      if (text.includes('"level":"error"')) lines.push(text);
      return (originals[i] as (...args: unknown[]) => boolean)(chunk, ...rest);
    };
  });
  try {
    return { result: await fn(), lines };
  } finally {
    streams.forEach((stream, i) => {
      stream.write = originals[i];
    });
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
