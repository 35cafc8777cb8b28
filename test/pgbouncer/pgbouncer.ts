import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:net';

/**
 * A PgBouncer of the test's own (Debian's `pgbouncer`, docs/pgbouncer.md) in front of one PostgreSQL server, in
 * transaction pooling with two server connections per database and the reset query after every transaction, so
 * that anything that relies on a session (a startup parameter, SET, LISTEN, a session lock, a named prepared
 * statement) fails every time rather than now and then. It runs as the `postgres` user (PgBouncer refuses root)
 * from a private folder, and is stopped by the PID in its pidfile.
 */
export class PgBouncer {
  private readonly dir = mkdtempSync(join(tmpdir(), 'svc-pgbouncer-'));

  constructor(
    readonly port: number,
    private readonly server: URL,
  ) {}

  /** `url` (a database on the server) as reached through this pooler. */
  pooled(url: string): string {
    const pooled = new URL(url);
    pooled.hostname = '127.0.0.1';
    pooled.port = String(this.port);
    return pooled.toString();
  }

  get logfile(): string {
    return join(this.dir, 'pgbouncer.log');
  }

  log(): string {
    return existsSync(this.logfile) ? readFileSync(this.logfile, 'utf8') : '';
  }

  async start(): Promise<void> {
    const user = decodeURIComponent(this.server.username || 'postgres');
    const ini = join(this.dir, 'pgbouncer.ini');
    writeFileSync(join(this.dir, 'userlist.txt'), `"${user}" ""\n`);
    writeFileSync(
      ini,
      [
        '[databases]',
        `* = host=${this.server.hostname} port=${this.server.port || 5432}`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${this.port}`,
        'unix_socket_dir =',
        'auth_type = trust',
        `auth_file = ${join(this.dir, 'userlist.txt')}`,
        'pool_mode = transaction',
        'default_pool_size = 2',
        'min_pool_size = 0',
        'reserve_pool_size = 0',
        'server_reset_query_always = 1',
        'max_client_conn = 1000',
        // No ignore_startup_parameters: a client that sends statement_timeout & co. at connect is refused.
        `pidfile = ${join(this.dir, 'pgbouncer.pid')}`,
        `logfile = ${this.logfile}`,
        'log_connections = 0',
        'log_disconnections = 0',
        '',
      ].join('\n'),
    );
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chmodSync(this.dir, 0o700);
    for (const file of ['', 'pgbouncer.ini', 'userlist.txt']) chownSync(join(this.dir, file), uid, gid);
    const binary = existsSync('/usr/sbin/pgbouncer') ? '/usr/sbin/pgbouncer' : 'pgbouncer';
    execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', `${binary} -d ${ini}`], { stdio: 'pipe' });
    const deadline = Date.now() + 10_000;
    while (!(await this.answers())) {
      if (Date.now() > deadline) throw new Error(`pgbouncer did not listen on ${this.port}:\n${this.log()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  private answers(): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = connect(this.port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  }

  /** Whether the process is still running (a failure's cause, when not). */
  running(): boolean {
    const pidfile = join(this.dir, 'pgbouncer.pid');
    if (!existsSync(pidfile)) return false;
    return alive(Number(readFileSync(pidfile, 'utf8').trim()));
  }

  /** Stops this instance by its PID (and nothing else), then removes its folder. */
  async stop(): Promise<void> {
    const pidfile = join(this.dir, 'pgbouncer.pid');
    if (existsSync(pidfile)) {
      const pid = Number(readFileSync(pidfile, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0) {
        try {
          process.kill(pid, 'SIGINT');
        } catch {
          // already gone
        }
        const deadline = Date.now() + 5000;
        while (Date.now() < deadline && alive(pid)) await new Promise((resolve) => setTimeout(resolve, 50));
        if (alive(pid)) process.kill(pid, 'SIGKILL');
      }
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
