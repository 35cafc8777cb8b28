import { randomUUID } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import {
  HubFixtures,
  startTestFleet,
  startTestHub,
  type TestFleet,
  type TestHub,
  TEST_TEMP_ADMIN,
  tempAdminSession,
} from '#test/support';

/**
 * An answer sent before the request's body was read (413 over the body limit, 431, a credential refused before
 * the body) on every listener of both apps: either the answer says `Connection: close` and the server closes the
 * connection, or the server reads the rest and a second request on the same connection is answered. A kept-alive
 * client (curl, an HTTP agent, the MCP SDK) must never have its next request reset.
 */

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One raw HTTP/1.1 connection: write requests, read answers in order, see whether the server closed it. */
class Connection {
  private buffer = Buffer.alloc(0);
  private waiting: (() => void) | null = null;
  closed = false;
  readonly socket: Socket;

  constructor(url: string) {
    const { hostname, port } = new URL(url);
    this.socket = connect(Number(port), hostname);
    this.socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.waiting?.();
    });
    const end = () => {
      this.closed = true;
      this.waiting?.();
    };
    this.socket.on('end', end);
    this.socket.on('close', end);
    // A reset shows as a closed connection with no answer; the assertions say which.
    this.socket.on('error', end);
  }

  /** Writes a request; the body may be larger than the server will read (the write may then fail: ignored). */
  send(head: string, body: Buffer = Buffer.alloc(0)): void {
    this.socket.write(head);
    if (body.length) this.socket.write(body, () => undefined);
  }

  private async more(): Promise<boolean> {
    if (this.closed) return false;
    await new Promise<void>((resolve) => (this.waiting = resolve));
    this.waiting = null;
    return true;
  }

  /** The next complete answer (Content-Length framed), or null when the connection closed first. */
  async answer(): Promise<Answer | null> {
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end >= 0) {
        const [statusLine, ...lines] = this.buffer.subarray(0, end).toString('latin1').split('\r\n');
        const headers: Record<string, string> = {};
        for (const line of lines) {
          const at = line.indexOf(':');
          headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
        }
        const length = Number(headers['content-length'] ?? 0);
        if (this.buffer.length >= end + 4 + length) {
          const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8');
          this.buffer = this.buffer.subarray(end + 4 + length);
          return { status: Number(statusLine.split(' ')[1]), headers, body };
        }
      }
      if (!(await this.more())) return null;
    }
  }

  /** Whether the server closes the connection within `ms`. */
  async closesWithin(ms: number): Promise<boolean> {
    const timer = setTimeout(() => this.waiting?.(), ms);
    while (!this.closed) {
      const before = Date.now();
      await this.more();
      if (Date.now() - before >= ms - 5 && !this.closed) break;
    }
    clearTimeout(timer);
    return this.closed;
  }

  destroy(): void {
    this.socket.destroy();
  }
}

describe('an early answer never breaks a kept-alive connection', () => {
  let hub: TestHub;
  let fleet: TestFleet;
  let accessToken: string;
  let instanceKey: string;
  let fleetAdmin: string;

  beforeAll(async () => {
    hub = await startTestHub();
    const fx = new HubFixtures(hub);
    const org = await fx.org();
    const instance = await fx.instanceKey(org.id);
    instanceKey = instance.token;
    const sub = randomUUID();
    const jwt = await hub.idp.signToken({ sub, email: `early-${sub.slice(0, 8)}@example.test`, email_verified: true });
    await hub.http.get('/api/v1/catalog/categories').set('Authorization', `Bearer ${jwt}`).expect(200);
    const [user] = await hub.db.query('SELECT id FROM users WHERE subject = $1', [sub]);
    await fx.membership(org.id, user.id as string);
    const minted = await hub.http
      .post('/api/v1/account/access-tokens')
      .set('Authorization', `Bearer ${jwt}`)
      .send({ name: 'early answers', instance_id: instance.id })
      .expect(201);
    accessToken = minted.body.accessToken.token;
    fleet = await startTestFleet({ idp: hub.idp, env: { ...TEST_TEMP_ADMIN } });
    fleetAdmin = await tempAdminSession(fleet);
  });
  afterAll(async () => {
    await fleet?.close();
    await hub?.close();
  });

  const listeners = () => ({
    'hub REST': { url: hub.url, next: '/healthz' },
    'hub MCP': { url: hub.mcpUrl, next: '/.well-known/oauth-protected-resource' },
    fleet: { url: fleet.url, next: '/healthz' },
  });

  /** The first answer, then either a close announced and done, or a second request answered on the same connection. */
  async function expectConnectionUsable(
    listener: keyof ReturnType<typeof listeners>,
    head: (host: string) => string,
    body: Buffer,
    status: number,
  ): Promise<void> {
    const { url, next } = listeners()[listener];
    const host = new URL(url).host;
    const conn = new Connection(url);
    try {
      conn.send(head(host), body);
      const first = await conn.answer();
      expect(first?.status).toBe(status);
      if (first!.headers.connection?.toLowerCase() === 'close') {
        expect(await conn.closesWithin(2000)).toBe(true);
        return;
      }
      conn.send(`GET ${next} HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
      const second = await conn.answer();
      expect(second?.status).toBe(200);
    } finally {
      conn.destroy();
    }
  }

  const big = Buffer.alloc(3 * 1024 * 1024, 'a');
  const post =
    (path: string, authorization: string, length: number, type = 'application/json') =>
    (host: string) =>
      `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nAuthorization: ${authorization}\r\nContent-Type: ${type}\r\n` +
      `Accept: application/json, text/event-stream\r\nContent-Length: ${length}\r\n\r\n`;

  test('413: a body over the limit, with a valid credential', async () => {
    await expectConnectionUsable('hub MCP', post('/mcp', `Bearer ${accessToken}`, big.length), big, 413);
    await expectConnectionUsable(
      'hub REST',
      post('/api/v1/support/tickets', `Bearer ${instanceKey}`, big.length),
      big,
      413,
    );
    await expectConnectionUsable('fleet', post('/api/v1/users', `Bearer ${fleetAdmin}`, big.length), big, 413);
  });

  test('401: a credential refused before the body is read', async () => {
    // Valid JSON: a REST listener reads the body before the guard runs, the MCP listener checks the token first.
    const body = Buffer.from(JSON.stringify({ subject: 'a'.repeat(200 * 1024) }));
    await expectConnectionUsable('hub MCP', post('/mcp', 'Bearer svcp_nope', body.length), body, 401);
    await expectConnectionUsable('hub REST', post('/api/v1/support/tickets', 'Bearer nope', body.length), body, 401);
    await expectConnectionUsable('fleet', post('/api/v1/users', 'Bearer nope', body.length), body, 401);
  });

  test('415: a media type the route does not take', async () => {
    const body = Buffer.alloc(200 * 1024, '<');
    const type = 'application/xml';
    await expectConnectionUsable('hub MCP', post('/mcp', `Bearer ${accessToken}`, body.length, type), body, 415);
    await expectConnectionUsable(
      'hub REST',
      post('/api/v1/support/tickets', `Bearer ${instanceKey}`, body.length, type),
      body,
      415,
    );
    await expectConnectionUsable('fleet', post('/api/v1/users', `Bearer ${fleetAdmin}`, body.length, type), body, 415);
  });

  test('431: header fields too large', async () => {
    for (const name of ['hub REST', 'hub MCP', 'fleet'] as const) {
      const head = (host: string) => `GET /healthz HTTP/1.1\r\nHost: ${host}\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`;
      await expectConnectionUsable(name, head, Buffer.alloc(0), 431);
    }
  });
});

/**
 * Issue 42: the MCP listener answers 413 as soon as a body passes the limit, while the client is still writing it.
 * Closing the connection then (with the rest of the body unread) resets it, and a client still writing gets EPIPE
 * or ECONNRESET instead of the answer. As nginx's lingering close does, the listener reads on (and discards) for a
 * bounded time after the answer, then closes: a client writing its whole body continuously gets the 413 every time.
 */
describe('MCP: an early answer lingers while the client still writes', () => {
  let hub: TestHub;
  let accessToken: string;

  beforeAll(async () => {
    hub = await startTestHub();
    const fx = new HubFixtures(hub);
    const org = await fx.org();
    const instance = await fx.instanceKey(org.id);
    const sub = randomUUID();
    const jwt = await hub.idp.signToken({ sub, email: `linger-${sub.slice(0, 8)}@example.test`, email_verified: true });
    await hub.http.get('/api/v1/catalog/categories').set('Authorization', `Bearer ${jwt}`).expect(200);
    const [user] = await hub.db.query('SELECT id FROM users WHERE subject = $1', [sub]);
    await fx.membership(org.id, user.id as string);
    const minted = await hub.http
      .post('/api/v1/account/access-tokens')
      .set('Authorization', `Bearer ${jwt}`)
      .send({ name: 'lingering close', instance_id: instance.id })
      .expect(201);
    accessToken = minted.body.accessToken.token;
  });
  afterAll(() => hub?.close());

  /**
   * One client that writes a 4 MiB body in 64 KiB pieces, one a millisecond, reading meanwhile and writing on after
   * the server's answer and FIN (half-open, as a client busy sending does): what it received, and the first write or
   * socket error it saw (EPIPE, ECONNRESET: the server closed with the body unread).
   */
  function oversizeCall(authorization: string): Promise<{ answer: string; error: string | null }> {
    const { hostname, port } = new URL(hub.mcpUrl);
    const total = 4 * 1024 * 1024;
    const piece = Buffer.alloc(64 * 1024, 'a');
    return new Promise((resolve) => {
      const socket = connect({ port: Number(port), host: hostname, allowHalfOpen: true });
      let answer = '';
      let error: string | null = null;
      let wrote = 0;
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
      socket.on('error', (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message));
      socket.on('close', () => resolve({ answer, error }));
      socket.write(
        `POST /mcp HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: ${authorization}\r\n` +
          `Content-Type: application/json\r\nAccept: application/json, text/event-stream\r\n` +
          `Content-Length: ${total}\r\n\r\n`,
      );
      const next = () => {
        if (socket.destroyed) return;
        if (wrote >= total) {
          socket.end();
          return;
        }
        wrote += piece.length;
        socket.write(piece, (e) => {
          if (e) error ??= (e as NodeJS.ErrnoException).code ?? e.message;
          else setTimeout(next, 1);
        });
      };
      next();
    });
  }

  test('50 oversize calls, each writing its whole body: 50 answers 413, no EPIPE or reset', async () => {
    const outcomes: Record<string, number> = {};
    for (let i = 0; i < 50; i++) {
      const { answer, error } = await oversizeCall(`Bearer ${accessToken}`);
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 'none';
      const key = `${status}${error ? ` ${error}` : ''}`;
      outcomes[key] = (outcomes[key] ?? 0) + 1;
      if (status === '413') expect(answer).toMatch(/"code":"payload_too_large"/);
    }
    process.stdout.write(`\nMCP oversize calls: ${JSON.stringify(outcomes)}\n`);
    expect(outcomes).toEqual({ 413: 50 });
  }, 120_000);

  test('reading on is bounded: a client that never stops writing is closed after its answer', async () => {
    // Announces 1 GiB and writes until the server closes: it gets its 413, then the connection ends (LINGER).
    const { hostname, port } = new URL(hub.mcpUrl);
    const total = 1024 * 1024 * 1024;
    const piece = Buffer.alloc(64 * 1024, 'a');
    const outcome = await new Promise<{ answer: string; wrote: number }>((resolve) => {
      const socket = connect({ port: Number(port), host: hostname, allowHalfOpen: true });
      let answer = '';
      let wrote = 0;
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve({ answer, wrote }));
      socket.write(
        `POST /mcp HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: Bearer ${accessToken}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${total}\r\n\r\n`,
      );
      const next = () => {
        if (socket.destroyed) return;
        wrote += piece.length;
        socket.write(piece, (e) => (e ? socket.destroy() : setTimeout(next, 1)));
      };
      next();
    });
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(outcome.wrote).toBeLessThan(total);
  }, 60_000);

  test('a credential refused before the body: the 401 arrives, no reset, for a client that writes on', async () => {
    const outcomes: Record<string, number> = {};
    for (let i = 0; i < 10; i++) {
      const { answer, error } = await oversizeCall('Bearer svcp_nope');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 'none';
      const key = `${status}${error ? ` ${error}` : ''}`;
      outcomes[key] = (outcomes[key] ?? 0) + 1;
    }
    expect(outcomes).toEqual({ 401: 10 });
  }, 60_000);
});
