import { createHash } from 'node:crypto';
import { HubFixtures, startTestHub, type TestHub } from '#test/support';

/**
 * The largest inventory a fleet reports (2,000 nodes, about 31 MiB) at PUT /api/v1/instance-info: taken and stored
 * as it is read in slices (libs/common/src/large-body.ts; that it gives the event loop back is shown in
 * large-body.spec.ts, the /healthz latency during three such uploads in bench/large-bodies.ts), and refused with a
 * 400 naming the node and the field when one node deep inside it is wrong.
 */

/** `count` nodes with 200 labels each: about 31 MiB for 2,000. */
function inventory(count: number, salt: string) {
  const labels: Record<string, string> = {};
  for (let i = 0; i < 200; i++)
    labels[`feature.node.kubernetes.io/label-number-${i}`] = `value-${i}-${salt}-0123456789-abcdefgh`;
  return {
    network_types: ['10g'],
    nodes: Array.from({ length: count }, (_, i) => ({
      name: `gpu-${salt}-${i}`,
      arch: 'amd64',
      kubelet_version: 'v1.30.4',
      allocatable: { cpu: '96', memory: '1056Gi' },
      labels,
      taints: [{ key: 'nvidia.com/gpu', effect: 'NoSchedule' }],
      gpus: { product: 'NVIDIA-L4', memory: '23034Mi', count: 4, sharing: 'none', replicas: 1, mig: null },
    })),
  };
}

describe('a 2,000-node inventory of 31 MiB', () => {
  let hub: TestHub;
  let fx: HubFixtures;
  let key: { id: string; token: string };

  const put = (body: string, token = key.token) =>
    hub.http
      .put('/api/v1/instance-info')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'application/json')
      .send(body);

  beforeAll(async () => {
    // Storing 31 MiB of jsonb takes PostgreSQL about a second; a shared test server under load may need more than
    // the 5-s statement timeout.
    hub = await startTestHub({ env: { HUB_DATABASE_STATEMENT_TIMEOUT_MS: '60000' } });
    fx = new HubFixtures(hub);
    const org = await fx.org({ tier: 'pro' });
    key = await fx.instanceKey(org.id);
  });
  afterAll(() => hub?.close());

  it('is stored as sent, its digest that of its JSON', async () => {
    const sent = inventory(2000, 'a');
    const body = JSON.stringify({ version: '2.0.0', inventory: sent });
    expect(body.length).toBeGreaterThan(30 * 1024 * 1024);
    const res = await put(body).expect(200);
    expect(res.body.instance.reported.version).toBe('2.0.0');
    const [row] = await hub.db.query(
      `SELECT jsonb_array_length(inventory->'nodes') AS n, inventory->'nodes'->1999->>'name' AS last, digest
         FROM instance_inventories WHERE instance_id = $1`,
      [key.id],
    );
    expect(row).toMatchObject({ n: 2000, last: sent.nodes[1999].name });
    expect(row.digest).toBe(createHash('sha256').update(JSON.stringify(sent)).digest('hex'));
  });

  it('refuses a wrong field of the last node with a 400 naming the node and the field', async () => {
    const bad = inventory(2000, 'bad');
    (bad.nodes[1999].allocatable as { memory: string }).memory = '64 GB';
    bad.nodes[1500].gpus = { ...bad.nodes[1500].gpus, count: -1 };
    const res = await put(JSON.stringify({ inventory: bad })).expect(400);
    expect(res.body).toMatchObject({ code: 'validation_failed' });
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'inventory.nodes[1500].gpus.count', message: expect.stringContaining('node gpu-bad-1500') },
        { field: 'inventory.nodes[1999].allocatable.memory', message: expect.stringContaining('node gpu-bad-1999') },
      ]),
    );
    // Nothing of it was stored: the last good inventory stays.
    const [row] = await hub.db.query(
      `SELECT inventory->'nodes'->0->>'name' AS first FROM instance_inventories WHERE instance_id = $1`,
      [key.id],
    );
    expect(row.first).not.toContain('bad');
  });

  it('refuses what the input checks refuse, deep inside a large body, and bad JSON', async () => {
    const body = JSON.stringify({ inventory: inventory(300, 'x') });
    const nul = body.replace('value-7-x', 'value-7-\\u0000');
    expect((await put(nul).expect(400)).body.detail).toMatch(/NUL/);
    const proto = body.replace('"arch"', '"__proto__":{"polluted":true},"arch"');
    expect((await put(proto).expect(400)).body.detail).toBe('Unknown field: __proto__.');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const broken = `${body.slice(0, -2)},}`;
    expect((await put(broken).expect(400)).body.detail).toBe('The request body is not valid JSON.');
    const metadata = JSON.stringify({ metadata: { text: 'm'.repeat(20 * 1024) }, inventory: inventory(300, 'm') });
    expect((await put(metadata).expect(400)).body.errors).toEqual([
      { field: 'metadata', message: 'metadata must be at most 16 KiB of JSON' },
    ]);
    const unknown = JSON.stringify({ surprise: 1, inventory: inventory(300, 'u') });
    expect((await put(unknown).expect(400)).body.code).toBe('validation_failed');
  });

  it('takes it only with an instance key', async () => {
    const body = JSON.stringify({ inventory: inventory(300, 'anon') });
    await hub.http.put('/api/v1/instance-info').set('Content-Type', 'application/json').send(body).expect(401);
    await put(body, 'svch_not-a-real-key').expect(401);
  });
});
