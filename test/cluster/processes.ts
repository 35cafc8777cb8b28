import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** The repository root: the cluster test runs the built entries, as production does. */
export const ROOT = join(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** One app process (`node dist/apps/<app>/src/main.js`) on its own port. */
export class AppProcess {
  child: ChildProcess | null = null;
  output = '';
  exitCode: number | null | undefined = undefined;
  exitSignal: NodeJS.Signals | null = null;

  constructor(
    readonly name: string,
    readonly app: 'hub' | 'fleet',
    readonly port: number,
    readonly env: Record<string, string>,
    /** The build it runs: this repository, or another release's tree (the upgrade test). */
    readonly root = ROOT,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  start(): void {
    this.output = '';
    this.exitCode = undefined;
    this.exitSignal = null;
    const child = spawn(process.execPath, [join(this.root, `dist/apps/${this.app}/src/main.js`)], {
      cwd: this.root,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('exit', (code, signal) => {
      this.exitCode = code;
      this.exitSignal = signal;
    });
    this.child = child;
  }

  /** Waits until /readyz answers 200 (the process listens and its database is ready). */
  async ready(timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.exitCode !== undefined) throw new Error(`${this.name} exited (${this.exitCode}):\n${this.output}`);
      try {
        const res = await fetch(`${this.url}/readyz`);
        if (res.status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${this.name} not ready within ${timeoutMs} ms:\n${this.output}`);
  }

  signal(signal: NodeJS.Signals): void {
    this.child?.kill(signal);
  }

  /** How the process ended ('0', '1', 'SIGTERM'…), or null when it is still running after the timeout. */
  async exited(timeoutMs = 15_000): Promise<string | null> {
    const deadline = Date.now() + timeoutMs;
    while (this.exitCode === undefined && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    if (this.exitCode === undefined) return null;
    return this.exitSignal ?? String(this.exitCode);
  }

  async stop(): Promise<void> {
    if (!this.child || this.exitCode !== undefined) return;
    this.signal('SIGTERM');
    if ((await this.exited()) === null) this.signal('SIGKILL');
  }
}

/** Sends each request to the next process in turn. */
export class RoundRobin<T extends { url: string }> {
  private next = 0;

  constructor(readonly members: T[]) {}

  pick(): T {
    const member = this.members[this.next % this.members.length];
    this.next += 1;
    return member;
  }
}
