import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Envelope, type KeyPair } from '#lib/signing';

/**
 * The envelope `hub-catalog apply --sign-with` makes for one template entry of a catalog document (the deployable
 * fields normalised by the hub's own write rules, defaults filled in), so that a test can apply signed documents
 * over HTTP as the CLI does (POST admin/catalog/apply with `signatures`).
 */
export async function signCatalogEntry(
  entry: Record<string, unknown> & { slug: string; category_slug: string },
  revision: number,
  signers: KeyPair[],
): Promise<Envelope> {
  const { signEntryRevision } = await import('../../apps/hub/src/admin/catalog/signed-entry.js');
  return signEntryRevision(entry, revision, signers);
}

export type ProxyHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface HubProxy {
  url: string;
  /** Answers `GET …/catalog/trust/snapshot` (the hub route a fleet reads its snapshot from). */
  snapshot: ProxyHandler;
  /** Rewrites the JSON of a passed-through answer (by path), e.g. a revision's envelope. */
  rewrite: Map<string, (body: Record<string, unknown>) => Record<string, unknown>>;
  close(): Promise<void>;
}

/**
 * A real HTTP server on loopback between a fleet and a hub: it answers the snapshot route itself (signed by the
 * test's timestamp key) and passes the rest through to the hub, rewriting what the test asks for.
 */
export async function startHubProxy(hubUrl: string): Promise<HubProxy> {
  const proxy: HubProxy = {
    url: '',
    snapshot: (_req, res) => {
      res.writeHead(404, { 'content-type': 'application/problem+json' }).end('{"code":"not_found"}');
    },
    rewrite: new Map(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '/').split('?')[0];
      if (path === '/api/v1/catalog/trust/snapshot') return proxy.snapshot(req, res);
      const headers: Record<string, string> = {};
      for (const name of ['authorization', 'accept', 'if-none-match']) {
        const value = req.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const upstream = await fetch(`${hubUrl}${req.url}`, { method: req.method, headers });
      let body = Buffer.from(await upstream.arrayBuffer());
      const edit = proxy.rewrite.get(path);
      if (edit && upstream.ok) body = Buffer.from(JSON.stringify(edit(JSON.parse(body.toString('utf8')))));
      const out: Record<string, string> = {
        'content-type': upstream.headers.get('content-type') ?? 'application/json',
      };
      const etag = upstream.headers.get('etag');
      if (etag) out.etag = etag;
      res.writeHead(upstream.status, out).end(body);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = proxy.close;
  proxy.close = () => {
    server.closeAllConnections();
    return close();
  };
  return proxy;
}
