import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The conformance suite's test fixture: the suite cannot send credentials to a server, so it talks to this proxy,
 * which forwards every request to the MCP listener unchanged (method, path, body and every header, Host and
 * Origin included, so the dns-rebinding scenario reaches the hub's checks) with `Authorization: Bearer <token>`
 * added.
 */
export async function startAuthProxy(options: {
  target: URL;
  /** Read per request: the proxy starts (and so has its URL) before the hub that mints the token. */
  token: () => string;
  port?: number;
}): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const upstream = request(
      {
        host: options.target.hostname,
        port: options.target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, authorization: `Bearer ${options.token()}` },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end(`proxy: ${error.message}`);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
