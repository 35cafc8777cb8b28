/**
 * `npm run bench:import`: the catalog importers' speed and yield (issue 32), in a process of their own.
 *
 * Without arguments: a generated Portainer v3 file of about 600 KB (containers with env, ports, volumes and HTML
 * notes, a few stacks) is converted once cold and then BENCH_IMPORT_RUNS times (default 5); the target is ≤ 2 s.
 * With arguments, `--format portainer|casaos PATH…` converts each file (a CasaOS folder: its `*​/docker-compose.yml`
 * files as one store) and prints entries, mapped, partial, skipped and the time, for trying the importers on
 * real collections kept outside the repository.
 *
 * Either way every produced template is checked by the admin API's create DTO through the global validation pipe
 * (the demo catalog's loader), and the run exits 1 when one is refused. Timings are reported, not asserted.
 */
import 'reflect-metadata';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { envInt, runMain } from '#lib/common';
import { importCatalog, type ImportFormat, type ImportResult } from '../apps/hub/src/admin/catalog/import/index.js';
import { checkCatalogDocument } from '../apps/hub/src/admin/catalog/catalog-document.js';

/** A Portainer v3 file of about `bytes` bytes, shaped like the public collections. */
export function generatePortainer(bytes: number): string {
  const templates: unknown[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const stack = i % 7 === 6;
    const template = stack
      ? {
          type: 3,
          title: `Stack ${i}`,
          description: 'A compose stack of several services.',
          categories: ['Stacks'],
          platform: 'linux',
          repository: { url: 'https://github.com/example/stacks', stackfile: `stack-${i}/docker-compose.yml` },
        }
      : {
          type: 1,
          title: `App ${i}`,
          name: `app-${i}`,
          description: `App number ${i}: a web application with a database, a cache and an admin interface. `.repeat(3),
          categories: ['Tools', `Group ${i % 20}`, 'Self-hosted'],
          platform: 'linux',
          logo: `https://cdn.example.com/icons/app-${i}.png`,
          image: `ghcr.io/example/app-${i}:1.${i % 10}.0`,
          note: `<b>App ${i}</b><br>Docs: <a href="https://example.com/app-${i}" target="_blank">example.com</a><br><ul><li>First run: open the UI</li><li>Default user <code>admin</code></li></ul>`,
          env: [
            { name: 'PUID', label: 'PUID', default: '1000' },
            { name: 'PGID', label: 'PGID', default: '1000' },
            { name: 'TZ', label: 'Time zone', default: 'Europe/London', description: 'The container time zone.' },
            {
              name: 'MODE',
              label: 'Mode',
              select: [
                { text: 'Fast', value: 'fast', default: true },
                { text: 'Safe', value: 'safe' },
              ],
            },
            { name: 'APP_ID', label: 'App id', default: `app-${i}`, preset: true },
          ],
          ports: [`${8000 + (i % 1000)}:80/tcp`, '443/tcp', '53:53/udp'],
          volumes: [{ container: '/config', bind: `/portainer/Files/AppData/app-${i}/config` }, { container: '/data' }],
          restart_policy: 'unless-stopped',
        };
    templates.push(template);
    size += JSON.stringify(template).length + 1;
  }
  return JSON.stringify({ version: '3', templates });
}

/** A CasaOS AppStore folder's apps (`Apps/<name>/docker-compose.yml`, or `<name>/docker-compose.yml`) as a store. */
function storeOf(dir: string): string {
  const apps = existsSync(join(dir, 'Apps')) ? join(dir, 'Apps') : dir;
  const store: Record<string, string> = {};
  for (const name of readdirSync(apps).sort()) {
    const file = join(apps, name, 'docker-compose.yml');
    if (existsSync(file)) store[name] = readFileSync(file, 'utf8');
  }
  return JSON.stringify(store);
}

interface Figures {
  input: string;
  kb: number;
  entries: number;
  mapped: number;
  partial: number;
  skipped: number;
  ms: number;
  /** This process's CPU time for the same run (wall time stretches on a shared machine; this does not). */
  cpu_ms: number;
  refused: number;
}

async function measure(label: string, format: ImportFormat, text: string, runs = 1): Promise<Figures> {
  let result: ImportResult | undefined;
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    result = await importCatalog(format, text);
    times.push(performance.now() - start);
    const cpu = process.cpuUsage(cpuStart);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
  }
  const { document, report } = result!;
  const count = (status: string) => report.filter((e) => e.status === status).length;
  let refused = 0;
  try {
    await checkCatalogDocument(document);
  } catch (error) {
    const errors = (error as { getResponse?: () => { errors?: unknown[] } }).getResponse?.().errors ?? [error];
    refused = errors.length;
    console.error(`${label}: the admin API would refuse:`, JSON.stringify(errors.slice(0, 10)));
  }
  return {
    input: label,
    kb: Math.round(Buffer.byteLength(text) / 1024),
    entries: report.length,
    mapped: count('mapped'),
    partial: count('partial'),
    skipped: count('skipped'),
    ms: Math.round(Math.min(...times) * 10) / 10,
    cpu_ms: Math.round(Math.min(...cpuTimes) * 10) / 10,
    refused,
  };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const rows: Figures[] = [];
  if (args.length === 0) {
    const text = generatePortainer(600 * 1024);
    rows.push(await measure('generated Portainer v3 (cold)', 'portainer', text));
    rows.push(
      await measure(
        'generated Portainer v3 (best of runs)',
        'portainer',
        text,
        envInt(process.env, 'BENCH_IMPORT_RUNS', 5, 1),
      ),
    );
  } else {
    let format: ImportFormat = 'portainer';
    for (let i = 0; i < args.length; i++) {
      if (args[i] === '--format') {
        format = args[++i] as ImportFormat;
        continue;
      }
      const path = args[i];
      const text = statSync(path).isDirectory() ? storeOf(path) : readFileSync(path, 'utf8');
      rows.push(await measure(path, format, text));
    }
  }
  console.table(rows);
  if (rows.some((r) => r.refused > 0)) process.exitCode = 1;
}

void runMain(main);
