import { connect } from 'node:net';
import { HubFixtures, startTestHub } from '#test/support';

/** Graceful shutdown (docs/api-decisions.md, "Processes and configuration"): stop accepting, finish what is in flight. */
describe('hub graceful shutdown', () => {
  it('finishes a request in flight when closing, and accepts no new connection after', async () => {
    const hub = await startTestHub();
    const fx = new HubFixtures(hub);
    const key = (await fx.instanceKey((await fx.org()).id)).token;
    const { port } = new URL(hub.url);
    const body = JSON.stringify({ version: '2.0.0', hostname: 'fleet-1' });

    // A request whose body is only half sent: it is in flight when the hub starts closing.
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      `PUT /api/v1/instance-info HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${key}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n` +
        body.slice(0, 10),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));

    const closing = hub.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // No new connection is accepted while it finishes.
    const refused = await new Promise<boolean>((resolve) => {
      const probe = connect(Number(port), '127.0.0.1');
      probe.once('connect', () => {
        probe.destroy();
        resolve(false);
      });
      probe.once('error', () => resolve(true));
    });
    expect(refused).toBe(true);

    socket.write(body.slice(10));
    await ended;
    await closing;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"hostname":"fleet-1"');
  });

  it('turns /readyz 503 "shutting down" first, keeps serving for HUB_SHUTDOWN_DELAY_SECONDS, then closes', async () => {
    const hub = await startTestHub({ env: { HUB_SHUTDOWN_DELAY_SECONDS: '1' } });
    const { port } = new URL(hub.url);
    await hub.http.get('/readyz').expect(200);
    const started = Date.now();
    const closing = hub.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The load balancer's health check sees it at once, while other requests are still served.
    const ready = await hub.http.get('/readyz').expect(503);
    expect(ready.body).toMatchObject({ code: 'unavailable', detail: 'Not ready: shutting down.' });
    await hub.http.get('/api/v1/catalog/categories').expect(200);
    await closing;
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    const refused = await new Promise<boolean>((resolve) => {
      const probe = connect(Number(port), '127.0.0.1');
      probe.once('connect', () => {
        probe.destroy();
        resolve(false);
      });
      probe.once('error', () => resolve(true));
    });
    expect(refused).toBe(true);
  });
});
