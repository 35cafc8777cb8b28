/** What `npm run bench` (run.ts) and the fleets bench (fleets.ts) share: processes, ports, memory, the inflated catalog. */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

export async function waitReady(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (exited(child)) throw new Error(`process exited (${child.exitCode ?? child.signalCode}): ${stderr()}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(100);
  }
  throw new Error(`${url} not ready after 60 s: ${stderr()}`);
}

export const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** SIGTERM (graceful shutdown), SIGKILL after 15 s. */
export async function stop(child: ChildProcess): Promise<void> {
  if (exited(child)) return;
  const done = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await done;
  clearTimeout(timer);
}

/** A process's resident memory now (VmRSS) or its peak so far (VmHWM), in MB. */
export function rssMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)![1]) / 1024;
}

/** ~26 copies of each demo template (about 1,000): the demo's mix of public, private-category and owned ones. */
export const INFLATE_SQL = `INSERT INTO templates
  SELECT (jsonb_populate_record(t, jsonb_build_object(
            'id', gen_random_uuid(), 'slug', t.slug || '-' || g, 'name', t.name || ' ' || g, 'download_count', 0))).*
    FROM templates t, generate_series(1, 26) g`;
