import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * `X-Content-Type-Options: nosniff` on every answer of a listener, set on the raw response before any handler runs
 * (Fastify's routes and error answers, the catalog's fast path, answers written on a hijacked reply, the MCP
 * listener): a JSON or problem+json body is never sniffed into something a browser would run or render.
 */
export function installNosniff(server: Server): void {
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
  });
}

/**
 * How long an early answer's connection is read on (and its bytes discarded) before it is closed: at most
 * `totalMs` after the answer, and at most `idleMs` without a byte (nginx's lingering_time / lingering_timeout).
 */
export const LINGER = { totalMs: 10_000, idleMs: 5_000 } as const;

/**
 * An answer sent before the request's body was read (413, a refused credential): it says `Connection: close`, and
 * once it is sent the connection is half-closed and read on until the client has sent its body, goes quiet, or
 * LINGER passes, and only then closed. Closing at once with the body unread makes the kernel reset the connection,
 * and a client still writing gets EPIPE or ECONNRESET, often before it reads the answer (nginx's lingering close).
 * Call before writing the answer.
 */
export function closeAfterLingering(req: IncomingMessage, res: ServerResponse): void {
  const socket = req.socket;
  res.setHeader('Connection', 'close');
  if (req.complete || socket.destroyed) return;
  // Node's server ends a `Connection: close` answer with socket.destroySoon(): read on first.
  socket.destroySoon = () => {
    let idle: NodeJS.Timeout | undefined;
    const close = () => {
      clearTimeout(total);
      clearTimeout(idle);
      socket.destroy();
    };
    const total = setTimeout(close, LINGER.totalMs);
    const quiet = () => {
      clearTimeout(idle);
      idle = setTimeout(close, LINGER.idleMs);
    };
    quiet();
    socket.end();
    socket.once('close', close);
    req.once('end', close);
    req.once('error', close);
    req.on('data', quiet);
    req.resume();
  };
}
