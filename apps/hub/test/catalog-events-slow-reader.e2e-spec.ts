import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import {
  EventStreamClient,
  HubFixtures,
  parsePrometheusText,
  sampleValue,
  startTestHub,
  type TestHub,
} from '#test/support';

/**
 * Issue 41: a fleet that stops reading its event stream costs the hub a bounded buffer, then its connection.
 *
 * The slow reader is a real process (python3, the machine's: Node cannot set these socket options) that sends the
 * request and then reads nothing. On loopback the kernel would hide the problem: with its 64 KiB MSS the hub's send
 * buffer autotunes past 2 MB at the first writes (measured: 2,319,600 bytes taken before a write would block), some
 * 20,000 doorbells. So the reader's socket is what a fleet across a real network looks like: a 536-byte MSS
 * (TCP_MAXSEG) and a 2 KiB receive buffer, and the kernel then takes about 28 KB before the hub's own unsent bytes
 * grow. With HUB_EVENTS_MAX_BUFFERED_BYTES at its minimum (1 KiB) the hub must close that stream, and only that
 * one, while a reading stream beside it keeps every event.
 */
const SLOW_READER = `
import socket, sys
host, port, key = sys.argv[1], int(sys.argv[2]), sys.argv[3]
s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 2048)
s.setsockopt(socket.IPPROTO_TCP, socket.TCP_MAXSEG, 536)
s.connect((host, port))
s.sendall(("GET /api/v1/catalog/events HTTP/1.1\\r\\nHost: %s:%d\\r\\nAccept: text/event-stream\\r\\n"
           "Authorization: Bearer %s\\r\\n\\r\\n" % (host, port, key)).encode())
print("sent", flush=True)
sys.stdin.readline()  # reads nothing from the hub until told to
s.settimeout(20)
total = 0
try:
    while True:
        chunk = s.recv(65536)
        if not chunk:
            print("eof", total, flush=True)
            break
        total += len(chunk)
except socket.timeout:
    print("open", total, flush=True)
except ConnectionResetError:
    print("eof", total, flush=True)
`;

describe('catalog events: a reader that stops reading', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  let category: string;
  let key: string;
  let reader: ChildProcessWithoutNullStreams | undefined;
  let fast: EventStreamClient | undefined;

  beforeAll(async () => {
    hub = await startTestHub({ env: { HUB_EVENTS_MAX_BUFFERED_BYTES: '1024', HUB_METRICS_PORT: '0' } });
    fx = new HubFixtures(hub);
    category = (await fx.category()).id;
    key = (await fx.instanceKey((await fx.org()).id)).token;
  });
  afterAll(async () => {
    reader?.kill();
    fast?.close();
    await hub.close();
  });

  const metric = async (name: string) =>
    sampleValue(parsePrometheusText(await (await fetch(`${hub.metricsUrl}/metrics`)).text()), name) ?? NaN;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('closes the stream whose unsent bytes pass the cap, and only that one', async () => {
    const { hostname, port } = new URL(hub.url);
    reader = spawn('python3', ['-c', SLOW_READER, hostname, port, key]);
    let said = '';
    reader.stdout.setEncoding('utf8').on('data', (chunk: string) => (said += chunk));
    const heard = async (pattern: RegExp, ms: number) => {
      const deadline = Date.now() + ms;
      while (!pattern.test(said) && Date.now() < deadline) await sleep(20);
      return pattern.exec(said);
    };
    expect(await heard(/^sent$/m, 10_000)).not.toBeNull();
    fast = await EventStreamClient.open(`${hub.url}/api/v1/catalog/events`, { Authorization: `Bearer ${key}` });
    expect(fast.status).toBe(200);
    for (let i = 0; i < 200 && (await metric('hub_catalog_event_streams')) !== 2; i++) await sleep(50);
    expect(await metric('hub_catalog_event_streams')).toBe(2);

    // One public template at a time, each rung as an event of its own, until the hub gives up on the slow reader
    // (the bound: 2,000 changes, some 240 KB of doorbells, nearly ten times what the kernel takes).
    let writes = 0;
    while ((await metric('hub_catalog_event_streams_dropped')) === 0 && writes < 2000) {
      await fx.template({ category_id: category });
      writes += 1;
      await sleep(10);
    }
    expect(await metric('hub_catalog_event_streams_dropped')).toBe(1);
    expect(await metric('hub_catalog_event_streams')).toBe(1);

    // The reading stream beside it was not dropped, and hears the next change.
    const before = fast.events.length;
    await fx.template({ category_id: category });
    for (let i = 0; i < 500 && fast.events.length === before; i++) await sleep(20);
    expect(fast.closed).toBe(false);
    expect(fast.events.length).toBeGreaterThan(before);

    // The slow reader, reading at last, finds its connection closed by the hub after what the kernel held.
    reader.stdin.write('read\n');
    const end = await heard(/^(eof|open) (\d+)$/m, 30_000);
    expect(end?.[1]).toBe('eof');
    // What the kernel held (28-86 KB seen, its send buffer autotunes a little) and at most the cap: not the doorbells
    // rung after the drop, nor a hub-side buffer that grew with them.
    expect(Number(end?.[2])).toBeLessThan(160 * 1024);
  }, 120_000);
});
