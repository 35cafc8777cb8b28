import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  HubFixtures,
  startTestFleet,
  startTestHub,
  type TestFleet,
  type TestHub,
  TEST_TEMP_ADMIN,
  tempAdminSession,
} from '#test/support';
import { loadFleetConfig } from '../apps/fleet/src/fleet.config.js';
import { clusterOf, recordedNodeList } from '../libs/hardware/src/fixtures.js';

const TEMP = TEST_TEMP_ADMIN;

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

/**
 * The fleet's hardware inventory (docs/api-decisions.md, "Will it run here?"): a NodeList sent to
 * PUT /api/v1/inventory or read from the cluster with @kubernetes/client-node, and the summary reported to the
 * real hub, whose fit answers then follow it.
 */
describe('fleet inventory', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  let instanceKey: string;
  let fleet: TestFleet;
  let admin: string;
  let slug: string;

  const fitOnHub = () =>
    hub.http
      .get(`/api/v1/catalog/templates/${slug}/fit`)
      .set('Authorization', `Bearer ${instanceKey}`)
      .expect(200)
      .then((res) => res.body as { verdict: string; nodes_that_fit: number | null });

  beforeAll(async () => {
    hub = await startTestHub();
    fx = new HubFixtures(hub);
    const org = await fx.org({ tier: 'pro' });
    instanceKey = (await fx.instanceKey(org.id)).token;
    const category = await fx.category();
    const template = await fx.template({ category_id: category.id });
    slug = template.slug;
    await hub.db.query(`UPDATE templates SET gpu_count = 2, vram_request = '40Gi' WHERE id = $1`, [template.id]);
    fleet = await startTestFleet({
      idp: hub.idp,
      env: {
        ...TEMP,
        FLEET_HUB_URL: hub.url,
        FLEET_HUB_INSTANCE_KEY: instanceKey,
        FLEET_NETWORK_TYPES: 'public,private',
        FLEET_SYNC_INTERVAL_SECONDS: '0',
      },
    });
    admin = await tempAdminSession(fleet);
  });
  afterAll(async () => {
    await fleet?.close();
    await hub?.close();
  });

  const put = (body: unknown, token = admin) =>
    fleet.http
      .put('/api/v1/inventory')
      .set('Authorization', `Bearer ${token}`)
      .send(body as object);

  it('checks its configuration at start, naming the variable', () => {
    expect(() => loadFleetConfig({ FLEET_KUBERNETES_INVENTORY: '/nonexistent/kubeconfig' })).toThrow(
      /FLEET_KUBERNETES_INVENTORY/,
    );
    expect(() => loadFleetConfig({ FLEET_KUBERNETES_INVENTORY: 'in-cluster' })).toThrow(/KUBERNETES_SERVICE_HOST/);
    expect(
      loadFleetConfig({ FLEET_KUBERNETES_INVENTORY: 'in-cluster', KUBERNETES_SERVICE_HOST: '10.0.0.1' })
        .kubernetesInventory,
    ).toEqual({ mode: 'in-cluster' });
    expect(() => loadFleetConfig({ FLEET_NETWORK_TYPES: 'public,no spaces' })).toThrow(/FLEET_NETWORK_TYPES/);
    expect(() => loadFleetConfig({ FLEET_KUBERNETES_INVENTORY_INTERVAL_SECONDS: '1' })).toThrow(
      /FLEET_KUBERNETES_INVENTORY_INTERVAL_SECONDS/,
    );
    expect(loadFleetConfig({ FLEET_NETWORK_TYPES: ' public , private ' }).networkTypes).toEqual(['public', 'private']);
  });

  it('needs a signed-in caller', async () => {
    await fleet.http.get('/api/v1/inventory').expect(401);
    await fleet.http.put('/api/v1/inventory').send(recordedNodeList('cpu-only')).expect(401);
  });

  it('starts empty, takes `kubectl get nodes -o json`, and tells the hub', async () => {
    const empty = await fleet.http.get('/api/v1/inventory').set('Authorization', `Bearer ${admin}`).expect(200);
    expect(empty.body.inventory).toMatchObject({ source: null, taken_at: null, nodes: [], totals: { nodes: 0 } });
    expect((await fitOnHub()).verdict).toBe('unknown');

    const res = await put(clusterOf('l4-4x24gb', 'cpu-only')).expect(200);
    expect(res.body.inventory).toMatchObject({
      source: 'api',
      network_types: ['public', 'private'],
      totals: { nodes: 2, gpu_nodes: 1, gpus: 4, unknown_gpu_memory_nodes: 0 },
      kubernetes: { mode: 'api' },
    });
    expect(res.body.inventory.nodes[0]).toMatchObject({
      name: 'gpu-l4-0',
      gpus: { product: 'NVIDIA-L4', memory: '23034Mi', count: 4 },
    });
    // The hub hears of the change at once: 2 × 40 GiB does not fit 24 GiB GPUs.
    expect((await eventually(fitOnHub, (b) => b.verdict !== 'unknown')).verdict).toBe('does_not_fit');
    const view = await eventually(
      () => fleet.http.get('/api/v1/inventory').set('Authorization', `Bearer ${admin}`),
      (r) => r.body.inventory.hub.up_to_date === true,
    );
    expect(view.body.inventory.hub).toMatchObject({ up_to_date: true, last_error: null });

    await put(clusterOf('h100-8x80gb')).expect(200);
    expect((await eventually(fitOnHub, (b) => b.verdict === 'fits')).verdict).toBe('fits');
  });

  it('refuses bad input with a 400 naming the node and the field, and more than 2,000 nodes', async () => {
    const doc = clusterOf('cpu-only', 'tainted-gpu');
    (doc.items[1].status as { allocatable: Record<string, string> }).allocatable.cpu = 'eight';
    const bad = await put(doc).expect(400);
    expect(bad.body).toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'status.allocatable.cpu', message: expect.stringContaining('node gpu-a10g-tainted') }],
    });
    expect(bad.body.detail).toContain('gpu-a10g-tainted');
    await put({ kind: 'PodList', items: [] }).expect(400);
    await put([]).expect(400);
    const many = { kind: 'NodeList', items: Array.from({ length: 2001 }, (_, i) => ({ metadata: { name: `n${i}` } })) };
    expect((await put(many).expect(400)).body.errors[0]).toMatchObject({ field: 'items' });
    // 2,000 nodes of a real size (megabytes) are taken.
    const node = recordedNodeList('l4-4x24gb').items[0];
    const items = Array.from({ length: 2000 }, (_, i) => ({
      ...node,
      metadata: { ...(node.metadata as object), name: `l4-${i}` },
    }));
    const full = await put({ kind: 'NodeList', items }).expect(200);
    expect(full.body.inventory.totals).toMatchObject({ nodes: 2000, gpus: 8000 });
    // The hub has all 2,000 (none fits 2 × 40 GiB on 24 GiB GPUs).
    const stored = (): Promise<{ n: number }[]> =>
      hub.db.query(`SELECT jsonb_array_length(inventory->'nodes') AS n FROM instance_inventories`);
    expect((await eventually(stored, (rows) => rows[0]?.n === 2000))[0].n).toBe(2000);
    expect(await fitOnHub()).toMatchObject({ verdict: 'does_not_fit', nodes_that_fit: 0 });
  });

  describe('read from the cluster with @kubernetes/client-node', () => {
    let api: Server;
    let requests: IncomingMessage[] = [];
    let served: unknown = recordedNodeList('mixed-cluster');
    let dir: string;
    let clusterFleet: TestFleet;

    beforeAll(async () => {
      // A loopback API server replaying the recorded NodeList, as the real client library reads it.
      api = createServer((req, res) => {
        requests.push(req);
        if (req.headers.authorization !== 'Bearer replay-token') {
          res.writeHead(401, { 'content-type': 'application/json' }).end('{"kind":"Status","code":401}');
          return;
        }
        if (new URL(req.url ?? '/', 'http://x').pathname !== '/api/v1/nodes') {
          res.writeHead(404, { 'content-type': 'application/json' }).end('{"kind":"Status","code":404}');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(served));
      });
      await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
      const port = (api.address() as AddressInfo).port;
      dir = mkdtempSync(join(tmpdir(), 'kubeconfig-'));
      const kubeconfig = join(dir, 'config');
      writeFileSync(
        kubeconfig,
        [
          'apiVersion: v1',
          'kind: Config',
          'clusters:',
          '- name: replay',
          '  cluster:',
          // Plain HTTP on loopback: the client accepts it only with TLS verification off.
          '    insecure-skip-tls-verify: true',
          `    server: http://127.0.0.1:${port}`,
          'users:',
          '- name: fleet',
          '  user:',
          '    token: replay-token',
          'contexts:',
          '- name: replay',
          '  context:',
          '    cluster: replay',
          '    user: fleet',
          'current-context: replay',
          '',
        ].join('\n'),
      );
      clusterFleet = await startTestFleet({
        idp: hub.idp,
        env: {
          ...TEMP,
          FLEET_KUBERNETES_INVENTORY: kubeconfig,
          FLEET_KUBERNETES_INVENTORY_INTERVAL_SECONDS: '5',
          FLEET_SYNC_INTERVAL_SECONDS: '0',
        },
      });
    });
    afterAll(async () => {
      await clusterFleet?.close();
      await new Promise((resolve) => api.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    });

    it('reads the nodes through the kubeconfig, refreshes them, and refuses PUT meanwhile', async () => {
      const token = await tempAdminSession(clusterFleet);
      const get = () => clusterFleet.http.get('/api/v1/inventory').set('Authorization', `Bearer ${token}`);
      const first = await eventually(get, (r) => r.body.inventory.totals.nodes > 0);
      expect(first.body.inventory).toMatchObject({
        source: 'kubeconfig',
        kubernetes: { mode: 'kubeconfig', last_error: null },
        totals: { nodes: 8, unknown_gpu_memory_nodes: 1 },
      });
      expect(first.body.inventory.nodes.map((n: { name: string }) => n.name)).toContain('gpu-a100-mig-mixed');
      const mixed = first.body.inventory.nodes.find((n: { name: string }) => n.name === 'gpu-a100-mig-mixed');
      expect(mixed.gpus.mig.devices).toEqual([
        { profile: '1g.5gb', count: 2, memory: '4864Mi' },
        { profile: '3g.20gb', count: 1, memory: '20096Mi' },
      ]);
      const list = requests.find((r) => r.url?.startsWith('/api/v1/nodes'));
      expect(new URL(list!.url!, 'http://x').searchParams.get('limit')).toBe('2001');

      const conflict = await clusterFleet.http
        .put('/api/v1/inventory')
        .set('Authorization', `Bearer ${token}`)
        .send(recordedNodeList('cpu-only'))
        .expect(409);
      expect(conflict.body.code).toBe('inventory_from_cluster');

      served = recordedNodeList('cpu-only');
      requests = [];
      const next = await eventually(get, (r) => r.body.inventory.totals.nodes === 1, 15_000);
      expect(next.body.inventory.nodes[0].name).toBe('cpu-0');
    }, 30_000);
  });
});
