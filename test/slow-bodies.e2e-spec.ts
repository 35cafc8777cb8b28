import { connect } from 'node:net';
import {
  HubFixtures,
  startTestFleet,
  startTestHub,
  tempAdminSession,
  TEST_TEMP_ADMIN,
  type TestFleet,
  type TestHub,
} from '#test/support';
import { BODY_MIN_RATE } from '#lib/common';

/**
 * A slow link: the request deadline covers the work, not the client's upload (a small report sent at 20 B/s is
 * answered 200 though its upload takes longer than the deadline), and a body that arrives slower than the
 * documented minimum rate (BODY_MIN_RATE) is refused 408 with `Connection: close`, on both apps.
 */

const DEADLINE_MS = 1500;

/** Sends `head`, then `body` in `chunk`-byte pieces every `everyMs`; the raw answer once the server closes or ends it. */
function trickle(
  url: string,
  head: string,
  body: Buffer,
  chunk: number,
  everyMs: number,
): Promise<{ status: number; headers: string; body: string; ms: number }> {
  const { hostname, port } = new URL(url);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    let sent = 0;
    const finish = () => {
      clearInterval(timer);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return reject(new Error(`no answer: ${JSON.stringify(received.slice(0, 200))}`));
      const headers = received.slice(0, end);
      const length = Number(/content-length: *(\d+)/i.exec(headers)?.[1] ?? 0);
      resolve({
        status: Number(headers.split(' ')[1]),
        headers: headers.toLowerCase(),
        body: received.slice(end + 4, end + 4 + length),
        ms: performance.now() - started,
      });
      socket.destroy();
    };
    socket.on('data', (data) => {
      received += data.toString('utf8');
      const end = received.indexOf('\r\n\r\n');
      const length = Number(/content-length: *(\d+)/i.exec(received.slice(0, end))?.[1] ?? -1);
      if (end >= 0 && length >= 0 && Buffer.byteLength(received.slice(end + 4)) >= length) finish();
    });
    socket.on('close', () => (received ? finish() : reject(new Error('closed without an answer'))));
    socket.on('error', () => undefined);
    socket.write(head);
    const timer = setInterval(() => {
      if (sent >= body.length || socket.destroyed) return clearInterval(timer);
      socket.write(body.subarray(sent, sent + chunk));
      sent += chunk;
    }, everyMs);
  });
}

describe('bodies on slow links', () => {
  let hub: TestHub;
  let fleet: TestFleet;
  let instanceKey: string;
  let fleetSession: string;

  beforeAll(async () => {
    hub = await startTestHub({ env: { HUB_REQUEST_DEADLINE_MS: String(DEADLINE_MS) } });
    const fx = new HubFixtures(hub);
    instanceKey = (await fx.instanceKey((await fx.org()).id)).token;
    fleet = await startTestFleet({
      idp: hub.idp,
      env: { ...TEST_TEMP_ADMIN, FLEET_REQUEST_DEADLINE_MS: String(DEADLINE_MS) },
    });
    // The inventory route checks its caller before it reads a byte of the body: the slow body needs a real one.
    fleetSession = await tempAdminSession(fleet);
  });
  afterAll(async () => {
    await fleet?.close();
    await hub?.close();
  });

  const put = (url: string, path: string, authorization: string, length: number) =>
    `PUT ${path} HTTP/1.1\r\nHost: ${new URL(url).host}\r\nAuthorization: ${authorization}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

  test('the deadline starts when the body has arrived: a small report at 20 B/s is stored', async () => {
    const body = Buffer.from(JSON.stringify({ version: '1.2.3', hostname: 'slow-link.example', metadata: { a: 1 } }));
    expect(body.length * 50).toBeGreaterThan(DEADLINE_MS); // its upload takes longer than the whole deadline
    const answer = await trickle(
      hub.url,
      put(hub.url, '/api/v1/instance-info', `Bearer ${instanceKey}`, body.length),
      body,
      2,
      100,
    );
    expect(answer.status).toBe(200);
    expect(answer.ms).toBeGreaterThan(DEADLINE_MS);
    expect(JSON.parse(answer.body).instance.reported.hostname).toBe('slow-link.example');
  });

  test('a body slower than the minimum rate is refused 408, Connection: close, on both apps', async () => {
    const body = Buffer.from(JSON.stringify({ version: 'x'.repeat(200 * 1024) }));
    const [atHub, atFleet] = await Promise.all([
      trickle(hub.url, put(hub.url, '/api/v1/instance-info', `Bearer ${instanceKey}`, body.length), body, 1024, 500),
      trickle(fleet.url, put(fleet.url, '/api/v1/inventory', `Bearer ${fleetSession}`, body.length), body, 1024, 500),
    ]);
    for (const answer of [atHub, atFleet]) {
      expect(answer.status).toBe(408);
      expect(answer.headers).toContain('connection: close');
      expect(answer.headers).toContain('content-type: application/problem+json');
      expect(JSON.parse(answer.body)).toMatchObject({ status: 408, title: 'Request Timeout', code: 'request_timeout' });
      expect(answer.ms).toBeGreaterThan(BODY_MIN_RATE.graceMs);
      expect(answer.ms).toBeLessThan(BODY_MIN_RATE.graceMs + 5 * BODY_MIN_RATE.checkEveryMs);
    }
  });
});
