import { recordedNodeList as nodeList } from './fixtures.js';
import { MAX_NODES, parseInventory, parseNodeList, type InventoryNode } from './inventory.js';

function only(name: Parameters<typeof nodeList>[0]): InventoryNode {
  const parsed = parseNodeList(nodeList(name));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  expect(parsed.value).toHaveLength(1);
  return parsed.value[0];
}

describe('parseNodeList on the recorded documents', () => {
  it('8 × H100 80 GB', () => {
    expect(only('h100-8x80gb')).toEqual({
      name: 'gpu-h100-0',
      arch: 'amd64',
      kubelet_version: 'v1.30.4',
      allocatable: { cpu: '191450m', memory: '2084569088Ki' },
      labels: expect.objectContaining({ 'nvidia.com/gpu.product': 'NVIDIA-H100-80GB-HBM3' }),
      taints: [],
      gpus: { product: 'NVIDIA-H100-80GB-HBM3', memory: '81559Mi', count: 8, sharing: 'none', replicas: 1, mig: null },
    });
  });

  it('4 × L4 24 GB', () => {
    expect(only('l4-4x24gb').gpus).toEqual({
      product: 'NVIDIA-L4',
      memory: '23034Mi',
      count: 4,
      sharing: 'none',
      replicas: 1,
      mig: null,
    });
  });

  it('A100 MIG single: the slices are nvidia.com/gpu of the slice memory', () => {
    expect(only('a100-mig-single').gpus).toEqual({
      product: 'NVIDIA-A100-SXM4-80GB-MIG-3g.40gb',
      memory: '40192Mi',
      count: 4,
      sharing: 'none',
      replicas: 1,
      mig: { strategy: 'single', devices: [] },
    });
  });

  it('A100 MIG mixed: the slices are their own resources', () => {
    expect(only('a100-mig-mixed').gpus).toEqual({
      product: 'NVIDIA-A100-SXM4-40GB',
      memory: '40Gi',
      count: 0,
      sharing: 'none',
      replicas: 1,
      mig: {
        strategy: 'mixed',
        devices: [
          { profile: '1g.5gb', count: 2, memory: '4864Mi' },
          { profile: '3g.20gb', count: 1, memory: '20096Mi' },
        ],
      },
    });
  });

  it('T4 time-sliced into 4 replicas', () => {
    expect(only('t4-time-sliced').gpus).toEqual({
      product: 'Tesla-T4-SHARED',
      memory: '15Gi',
      count: 4,
      sharing: 'time-slicing',
      replicas: 4,
      mig: null,
    });
  });

  it('CPU only: no gpus', () => {
    const node = only('cpu-only');
    expect(node.gpus).toBeNull();
    expect(node.allocatable).toEqual({ cpu: '15890m', memory: '63380468Ki' });
  });

  it('a tainted GPU node keeps its taints', () => {
    expect(only('tainted-gpu').taints).toEqual([
      { key: 'nvidia.com/gpu', value: 'present', effect: 'NoSchedule' },
      { key: 'dedicated', value: 'ml', effect: 'NoExecute' },
      { key: 'spot', effect: 'PreferNoSchedule' },
    ]);
  });

  it('an unknown GPU: product and memory stay null, never 0', () => {
    const node = only('unknown-gpu');
    expect(node.arch).toBe('arm64');
    expect(node.kubelet_version).toBe('v1.29.8');
    expect(node.gpus).toEqual({ product: null, memory: null, count: 2, sharing: 'none', replicas: 1, mig: null });
  });

  it('the mixed cluster: every node', () => {
    const parsed = parseNodeList(nodeList('mixed-cluster'));
    expect(parsed.ok && parsed.value.map((n) => n.name)).toEqual([
      'gpu-h100-0',
      'gpu-l4-0',
      'gpu-a100-mig-single',
      'gpu-a100-mig-mixed',
      'gpu-t4-shared',
      'cpu-0',
      'gpu-a10g-tainted',
      'gpu-unlabelled',
    ]);
  });

  it('a GPU memory label that is not a whole number of MiB is unknown, not 0', () => {
    const doc = nodeList('l4-4x24gb');
    (doc.items[0].metadata as { labels: Record<string, string> }).labels['nvidia.com/gpu.memory'] = '24GB';
    const parsed = parseNodeList(doc);
    expect(parsed.ok && parsed.value[0].gpus?.memory).toBeNull();
  });
});

describe('parseNodeList refuses bad input naming the node and the field', () => {
  it('an unparsable allocatable quantity', () => {
    const doc = nodeList('cpu-only');
    (doc.items[0].status as { allocatable: Record<string, string> }).allocatable.memory = '64 GB';
    expect(parseNodeList(doc)).toEqual({
      ok: false,
      errors: [
        {
          node: 'cpu-0',
          field: 'status.allocatable.memory',
          message: expect.stringContaining('"64 GB" is not a Kubernetes quantity'),
        },
      ],
    });
  });

  it('a fractional GPU count, a bad taint, a missing name, a duplicate', () => {
    const doc = nodeList('mixed-cluster');
    (doc.items[0].status as { allocatable: Record<string, string> }).allocatable['nvidia.com/gpu'] = '1.5';
    (doc.items[1].spec as { taints: unknown[] }).taints = [{ key: 'x', effect: 'Sometimes' }];
    delete (doc.items[2].metadata as { name?: string }).name;
    (doc.items[4].metadata as { name: string }).name = 'cpu-0';
    const parsed = parseNodeList(doc);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.errors.map((e) => `${e.node} ${e.field}`)).toEqual([
      'gpu-h100-0 status.allocatable["nvidia.com/gpu"]',
      'gpu-l4-0 spec.taints[0]',
      'items[2] metadata.name',
      'cpu-0 metadata.name',
    ]);
  });

  it('not a NodeList', () => {
    expect(parseNodeList({ kind: 'PodList', items: [] }).ok).toBe(false);
    expect(parseNodeList([]).ok).toBe(false);
    expect(parseNodeList({ items: {} }).ok).toBe(false);
  });

  it(`more than ${MAX_NODES} nodes is refused before any node is read`, () => {
    const items = Array.from({ length: MAX_NODES + 1 }, () => null);
    expect(parseNodeList({ kind: 'NodeList', items })).toEqual({
      ok: false,
      errors: [{ node: null, field: 'items', message: `${MAX_NODES + 1} nodes; at most ${MAX_NODES} are accepted` }],
    });
    const at = Array.from({ length: MAX_NODES }, (_, i) => ({ metadata: { name: `n${i}` } }));
    expect(parseNodeList({ kind: 'NodeList', items: at }).ok).toBe(true);
  });
});

describe('parseInventory (the summary the hub receives)', () => {
  it('reads back what parseNodeList made', () => {
    const parsed = parseNodeList(nodeList('mixed-cluster'));
    if (!parsed.ok) throw new Error('fixture');
    const summary = { network_types: ['public'], nodes: parsed.value };
    expect(parseInventory(JSON.parse(JSON.stringify(summary)))).toEqual({ ok: true, value: summary });
  });

  it('refuses an unparsable memory, naming node and field', () => {
    const parsed = parseInventory({
      network_types: [],
      nodes: [{ name: 'a', allocatable: { cpu: '4', memory: '1' }, gpus: { count: 1, memory: 'eighty gigs' } }],
    });
    expect(!parsed.ok && parsed.errors).toEqual([
      { node: 'a', field: 'inventory.nodes[0].gpus.memory', message: expect.stringContaining('eighty gigs') },
    ]);
  });

  it('refuses more than 2000 nodes and bad network types', () => {
    expect(parseInventory({ nodes: Array.from({ length: MAX_NODES + 1 }, () => ({ name: 'x' })) }).ok).toBe(false);
    expect(parseInventory({ network_types: [1], nodes: [] }).ok).toBe(false);
  });
});
