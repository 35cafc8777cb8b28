import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A free loopback port (bound then released). */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > end) throw new Error(`nothing listens on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A proxy of Debian's (haproxy, nginx) run in the foreground on a loopback port with a config of the test's own. */
export class ForegroundProxy {
  private constructor(
    readonly url: string,
    private readonly child: ChildProcess,
    private readonly dir: string,
  ) {}

  /** haproxy with Debian's default timeouts (/etc/haproxy/haproxy.cfg: client and server 50 s) before `backends`. */
  static async haproxy(backends: string[]): Promise<ForegroundProxy> {
    const port = await freeLoopbackPort();
    const dir = mkdtempSync(join(tmpdir(), 'haproxy-'));
    const file = join(dir, 'haproxy.cfg');
    writeFileSync(
      file,
      [
        'global',
        '  maxconn 4096',
        'defaults',
        '  mode http',
        '  option httplog',
        '  timeout connect 5000',
        '  timeout client 50000',
        '  timeout server 50000',
        'frontend hub',
        `  bind 127.0.0.1:${port}`,
        '  default_backend hubs',
        'backend hubs',
        '  balance roundrobin',
        ...backends.map((b, i) => `  server hub${i} ${new URL(b).host}`),
        '',
      ].join('\n'),
    );
    const child = spawn('haproxy', ['-f', file, '-db'], { stdio: 'ignore' });
    await waitForPort(port);
    return new ForegroundProxy(`http://127.0.0.1:${port}`, child, dir);
  }

  /** nginx with its default proxy settings: only `proxy_pass` (buffering on, HTTP/1.0 upstream, 60 s read timeout). */
  static async nginx(backend: string): Promise<ForegroundProxy> {
    const port = await freeLoopbackPort();
    const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
    const file = join(dir, 'nginx.conf');
    writeFileSync(
      file,
      [
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log;`,
        ...(process.getuid?.() === 0 ? ['user root;'] : []),
        'events {}',
        'http {',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};`),
        '  server {',
        `    listen 127.0.0.1:${port};`,
        `    location / { proxy_pass ${backend}; }`,
        '  }',
        '}',
        '',
      ].join('\n'),
    );
    const child = spawn('nginx', ['-p', dir, '-c', file, '-g', 'daemon off;'], { stdio: 'ignore' });
    await waitForPort(port);
    return new ForegroundProxy(`http://127.0.0.1:${port}`, child, dir);
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.kill('SIGTERM');
      await exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
