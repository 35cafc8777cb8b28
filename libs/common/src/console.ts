import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { preferredCoding } from './compression.js';

/**
 * The browser consoles (docs/consoles.md): single-page apps built by `npm run build` into
 * `dist/consoles/<name>` and served by their app at `/`. Every file is read once at start (a few hundred
 * KiB), so serving one is a Map lookup. GET paths no route serves, outside the API, that are not files
 * fall back to `index.html`: the SPA's router decides (`/callback`, `/templates/<slug>`…).
 */
export interface ConsoleOptions {
  /** `hub` or `fleet`: the folder under dist/consoles. */
  name: string;
  /** Served as `/console-config.json`: what the SPA needs before it calls the API (OIDC issuer, client id). */
  config: Record<string, unknown>;
  /** Origins the SPA may fetch besides its own (the OIDC provider's discovery and token endpoints). */
  connectOrigins?: string[];
  /** Folder override (tests). */
  dir?: string;
}

interface StaticFile {
  body: Buffer;
  type: string;
  immutable: boolean;
  /** Made at build time beside the file (`<name>.br`, `<name>.gz`: consoles/vite.shared.ts), sent as they are. */
  br?: Buffer;
  gzip?: Buffer;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Paths the SPA never owns: they stay the API's 404s. */
const NOT_CONSOLE = /^\/(api|healthz|readyz|metrics|mcp|\.well-known)(\/|$)/;

/** `dist/consoles/<name>`, found from this module both when built (dist/libs/…) and from sources (jest). */
export function consoleDir(name: string): string {
  const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
  return basename(root) === 'dist' ? join(root, 'consoles', name) : join(root, 'dist', 'consoles', name);
}

/** No inline script or style, no framing, no plugins; fetches only to the app and the named origins. */
export function consoleCsp(connectOrigins: string[] = []): string {
  const connect = ["'self'", ...new Set(connectOrigins)].join(' ');
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const PRECOMPRESSED = /\.(br|gz)$/;

function readTree(dir: string, prefix = ''): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    const path = `${prefix}/${entry}`;
    if (statSync(full).isDirectory()) {
      for (const [p, f] of readTree(full, path)) files.set(p, f);
    } else if (!PRECOMPRESSED.test(entry)) {
      const sibling = (suffix: string) =>
        existsSync(`${full}${suffix}`) ? readFileSync(`${full}${suffix}`) : undefined;
      files.set(path, {
        body: readFileSync(full),
        type: TYPES[extname(entry)] ?? 'application/octet-stream',
        // Vite names assets by content hash: they never change under their name.
        immutable: path.startsWith('/assets/'),
        br: sibling('.br'),
        gzip: sibling('.gz'),
      });
    }
  }
  return files;
}

/** The file's body in the coding the client prefers among those built for it, and that coding. */
function bodyFor(request: FastifyRequest, file: StaticFile): { body: Buffer; coding?: 'br' | 'gzip' } {
  if (!file.br && !file.gzip) return { body: file.body };
  const available = ([file.br && 'br', file.gzip && 'gzip'] as const).filter((c) => c !== undefined);
  const coding = preferredCoding(request.headers['accept-encoding'], available);
  if (coding === 'br' && file.br) return { body: file.br, coding };
  if (coding === 'gzip' && file.gzip) return { body: file.gzip, coding };
  return { body: file.body };
}

/**
 * Serves the console on the app's Fastify instance. Returns false (and serves nothing) when the console
 * was not built, so an API-only deployment or a test without a build keeps its 404s.
 */
export function installConsole(fastify: FastifyInstance, options: ConsoleOptions): boolean {
  const dir = options.dir ?? consoleDir(options.name);
  if (!existsSync(join(dir, 'index.html'))) return false;
  const files = readTree(dir);
  files.set('/console-config.json', {
    body: Buffer.from(JSON.stringify(options.config)),
    type: TYPES['.json'],
    immutable: false,
  });
  const index = files.get('/index.html')!;
  const csp = consoleCsp(options.connectOrigins);
  const send = (request: FastifyRequest, reply: FastifyReply, file: StaticFile) => {
    const { body, coding } = bodyFor(request, file);
    if (file.br || file.gzip) void reply.header('vary', 'Accept-Encoding');
    if (coding) void reply.header('content-encoding', coding);
    return reply
      .header('content-type', file.type)
      .header('cache-control', file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      .header('content-security-policy', csp)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .header('x-frame-options', 'DENY')
      .send(body);
  };
  // A hook on requests no route matched (not a catch-all route: that would take over the router's own
  // answers under /api, such as 414 for an over-long path parameter).
  fastify.addHook('onRequest', async (request, reply) => {
    if (!request.is404 || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    const path = decodeURIComponentSafe(request.url.split('?')[0]);
    if (path === null || NOT_CONSOLE.test(path)) return;
    const file = files.get(path === '/' ? '/index.html' : path);
    // A missing file (an old asset name, a typo'd .js) stays a 404, not the SPA's page.
    if (!file && extname(path) !== '') return;
    return send(request, reply, file ?? index);
  });
  return true;
}

function decodeURIComponentSafe(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
