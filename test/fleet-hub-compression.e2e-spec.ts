import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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
 * The fleet asks the hub for compressed answers and reads them, and answers its own callers compressed: a
 * recording proxy between the two sees the bytes that cross the network.
 */
describe('fleet ↔ hub: compressed answers', () => {
  let hub: TestHub;
  let fleet: TestFleet;
  let proxy: Server;
  let fleetAdmin: string;
  const seen: { path?: string; accept?: string; coding?: string; bytes: number }[] = [];

  beforeAll(async () => {
    hub = await startTestHub();
    const fx = new HubFixtures(hub);
    const org = await fx.org();
    const instanceKey = (await fx.instanceKey(org.id)).token;
    const category = await fx.category();
    for (let i = 0; i < 20; i++) {
      await fx.template({ category_id: category.id, description: `Mirrored with compression, ${i}. `.repeat(10) });
    }
    const target = new URL(hub.url);
    proxy = createServer((req, res) => {
      const upstream = httpRequest(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (c: Buffer) => chunks.push(c));
          answer.on('end', () => {
            const body = Buffer.concat(chunks);
            seen.push({
              path: req.url,
              accept: req.headers['accept-encoding'],
              coding: answer.headers['content-encoding'],
              bytes: body.length,
            });
            res.writeHead(answer.statusCode!, answer.headers).end(body);
          });
        },
      );
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    fleet = await startTestFleet({
      idp: hub.idp,
      env: {
        ...TEST_TEMP_ADMIN,
        FLEET_HUB_URL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
        FLEET_HUB_INSTANCE_KEY: instanceKey,
      },
    });
    fleetAdmin = await tempAdminSession(fleet);
  });

  afterAll(async () => {
    await fleet?.close();
    await new Promise((resolve) => proxy?.close(resolve));
    await hub?.close();
  });

  it('syncs with brotli from the hub and mirrors every template', async () => {
    const res = await fleet.http.post('/api/v1/hub/sync').set('Authorization', `Bearer ${fleetAdmin}`).expect(200);
    expect(res.body.sync.upserted).toBe(20);
    // Every request to the hub asks for compression: the sync's `updates` and the revision lists read after it.
    expect(seen.length).toBeGreaterThan(1);
    for (const s of seen) expect(s.accept).toBe('br, gzip');
    // The `updates` answer (20 templates, well over 1 KiB) comes back in brotli; a revision list of one entry is
    // under 1 KiB and comes as it is.
    const updates = seen.filter((s) => s.path?.startsWith('/api/v1/catalog/templates/updates') && s.bytes > 0);
    expect(updates.length).toBeGreaterThan(0);
    for (const s of updates) expect(s.coding).toBe('br');
    const mirror = await fleet.http.get('/api/v1/hub/templates').set('Authorization', `Bearer ${fleetAdmin}`);
    expect(mirror.body.templates).toHaveLength(20);
  });

  it("compresses the fleet's own JSON answers over 1 KiB", async () => {
    const get = (accept: string) =>
      new Promise<{ coding?: string; vary?: string; body: Buffer }>((resolve, reject) => {
        httpRequest(
          `${fleet.url}/api/v1/hub/templates`,
          { headers: { authorization: `Bearer ${fleetAdmin}`, 'accept-encoding': accept } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                coding: res.headers['content-encoding'],
                vary: res.headers.vary,
                body: Buffer.concat(chunks),
              }),
            );
          },
        )
          .on('error', reject)
          .end();
      });
    const [plain, br, gzip] = [await get('identity'), await get('br'), await get('gzip')];
    expect(plain.coding).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(br.coding).toBe('br');
    expect(gzip.coding).toBe('gzip');
    expect(br.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });
});
