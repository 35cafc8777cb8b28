import { evaluateFit, type FitAnswer, type FitCode, type FitTemplate, tolerates } from './fit.js';
import { clusterOf, type RecordedNodeList } from './fixtures.js';
import { type Inventory, parseNodeList } from './inventory.js';

const NOW = new Date('2026-11-25T12:00:00Z');
const RECENT = new Date('2026-11-24T12:00:00Z');

function inventory(...names: RecordedNodeList[]): Inventory {
  const parsed = parseNodeList(clusterOf(...names));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return { network_types: ['public', 'private'], nodes: parsed.value };
}

const template = (over: Partial<FitTemplate> = {}): FitTemplate => ({
  gpu_count: 0,
  vram_request: '',
  cpu_request: '',
  memory_request: '',
  node_selector: {},
  tolerations: [],
  required_network_types: [],
  min_tier: 'free',
  concurrent_jobs: 1,
  ...over,
});

function fit(
  t: Partial<FitTemplate>,
  inv: Inventory | null,
  ctx: { tier?: string; reportedAt?: Date } = {},
): FitAnswer {
  return evaluateFit(template(t), {
    inventory: inv,
    reportedAt: ctx.reportedAt ?? RECENT,
    tier: ctx.tier ?? 'pro',
    now: NOW,
  });
}
const codes = (a: FitAnswer): FitCode[] => a.reasons.map((r) => r.code);
const reason = (a: FitAnswer, code: FitCode) => a.reasons.find((r) => r.code === code);

describe('evaluateFit: each code, produced and not', () => {
  it('no_inventory', () => {
    const none = fit({ gpu_count: 1 }, null, { reportedAt: undefined });
    expect(none).toMatchObject({ verdict: 'unknown', nodes_that_fit: null, max_copies: null });
    expect(codes(none)).toEqual(['no_inventory']);
    expect(codes(fit({ gpu_count: 1 }, inventory('l4-4x24gb')))).not.toContain('no_inventory');
  });

  it('inventory_stale: a warning beside a verdict still computed', () => {
    const old = new Date(NOW.getTime() - 8 * 24 * 3600 * 1000);
    const stale = fit({ gpu_count: 1, vram_request: '20Gi' }, inventory('l4-4x24gb'), { reportedAt: old });
    expect(stale.verdict).toBe('fits');
    expect(reason(stale, 'inventory_stale')).toMatchObject({ available: old.toISOString() });
    const sixDays = new Date(NOW.getTime() - 6 * 24 * 3600 * 1000);
    expect(codes(fit({ gpu_count: 1 }, inventory('l4-4x24gb'), { reportedAt: sixDays }))).toEqual([]);
  });

  it('gpu_count: all GPUs on one node', () => {
    const inv = inventory('l4-4x24gb', 'cpu-only');
    const five = fit({ gpu_count: 5 }, inv);
    expect(five.verdict).toBe('does_not_fit');
    expect(reason(five, 'gpu_count')).toMatchObject({ required: 5, available: 4, field: 'gpu_count' });
    expect(fit({ gpu_count: 4 }, inv)).toMatchObject({ verdict: 'fits', reasons: [], nodes_that_fit: 1 });
  });

  it('gpu_memory: 2 × 80 GiB does not fit 24 GiB GPUs; 2 × 20 GiB does', () => {
    const inv = inventory('l4-4x24gb');
    const big = fit({ gpu_count: 2, vram_request: '80Gi' }, inv);
    expect(big.verdict).toBe('does_not_fit');
    expect(reason(big, 'gpu_memory')).toMatchObject({ required: '80Gi', available: '23034Mi' });
    expect(fit({ gpu_count: 2, vram_request: '20Gi' }, inv).verdict).toBe('fits');
    // G is decimal: 80G (74.5 GiB) fits an H100's 81559 MiB, and 80Gi (81920 MiB) does not.
    expect(fit({ gpu_count: 1, vram_request: '80G' }, inventory('h100-8x80gb')).verdict).toBe('fits');
    expect(fit({ gpu_count: 1, vram_request: '80Gi' }, inventory('h100-8x80gb')).verdict).toBe('does_not_fit');
  });

  it('gpu_memory_unknown: never fits, never 0', () => {
    const unknown = fit({ gpu_count: 1, vram_request: '8Gi' }, inventory('unknown-gpu'));
    expect(unknown).toMatchObject({ verdict: 'unknown', nodes_that_fit: 0 });
    expect(codes(unknown)).toEqual(['gpu_memory_unknown']);
    // Without a VRAM request the count is all that matters.
    expect(fit({ gpu_count: 2 }, inventory('unknown-gpu')).verdict).toBe('fits');
  });

  it('cpu and memory must sit on the node that holds the GPUs', () => {
    const inv = inventory('l4-4x24gb', 'cpu-only');
    const cpu = fit({ gpu_count: 1, cpu_request: '64' }, inv);
    expect(cpu.verdict).toBe('does_not_fit');
    expect(reason(cpu, 'cpu')).toMatchObject({ required: '64', available: '47810m' });
    expect(fit({ gpu_count: 1, cpu_request: '47' }, inv).verdict).toBe('fits');
    const memory = fit({ gpu_count: 1, memory_request: '200Gi' }, inv);
    expect(reason(memory, 'memory')).toMatchObject({ required: '200Gi', available: '186146140Ki' });
    expect(fit({ gpu_count: 1, memory_request: '170Gi' }, inv).verdict).toBe('fits');
    // The CPU-only node has 60 GiB, but no GPU: CPU and memory on one node, GPUs on another, is not a fit.
    expect(fit({ gpu_count: 1, memory_request: '190Gi' }, inventory('l4-4x24gb', 'h100-8x80gb')).nodes_that_fit).toBe(
      1,
    );
  });

  it('node_selector', () => {
    const inv = inventory('l4-4x24gb', 'h100-8x80gb');
    const a10 = fit({ node_selector: { 'nvidia.com/gpu.product': 'NVIDIA-A10G' } }, inv);
    expect(a10.verdict).toBe('does_not_fit');
    expect(codes(a10)).toEqual(['node_selector']);
    // The refusal names the label (issue 39), and only the ones the nodes lack.
    const [reason] = a10.reasons;
    expect(reason.message).toBe(
      'Needs the node label nvidia.com/gpu.product=NVIDIA-A10G (node selector); 2 of 2 nodes do not carry it.',
    );
    expect(reason.available).toBeNull();
    const two = fit({ node_selector: { 'nvidia.com/gpu.present': 'true', zone: 'eu-1' } }, inv);
    expect(two.reasons[0].message).toContain('zone=eu-1');
    expect(two.reasons[0].message).not.toContain('gpu.present');
    expect(fit({ node_selector: { 'nvidia.com/gpu.product': 'NVIDIA-L4' } }, inv)).toMatchObject({
      verdict: 'fits',
      nodes_that_fit: 1,
    });
  });

  it('taints: NoSchedule and NoExecute must be tolerated, PreferNoSchedule need not be', () => {
    const inv = inventory('tainted-gpu');
    const plain = fit({ gpu_count: 1 }, inv);
    expect(plain.verdict).toBe('does_not_fit');
    expect(reason(plain, 'taints')?.available).toEqual(['nvidia.com/gpu=present:NoSchedule', 'dedicated=ml:NoExecute']);
    const half = fit(
      { gpu_count: 1, tolerations: [{ key: 'nvidia.com/gpu', operator: 'Exists', effect: 'NoSchedule' }] },
      inv,
    );
    expect(reason(half, 'taints')?.available).toEqual(['dedicated=ml:NoExecute']);
    const both = fit(
      {
        gpu_count: 1,
        tolerations: [
          { key: 'nvidia.com/gpu', operator: 'Exists' },
          { key: 'dedicated', operator: 'Equal', value: 'ml', effect: 'NoExecute' },
        ],
      },
      inv,
    );
    expect(both).toMatchObject({ verdict: 'fits', reasons: [] });
    expect(fit({ gpu_count: 1, tolerations: [{ operator: 'Exists' }] }, inv).verdict).toBe('fits');
  });

  it("tolerates: Kubernetes' semantics", () => {
    const taint = { key: 'k', value: 'v', effect: 'NoSchedule' };
    expect(tolerates({ key: 'k', value: 'v' }, taint)).toBe(true);
    expect(tolerates({ key: 'k', operator: 'Equal', value: 'w' }, taint)).toBe(false);
    expect(tolerates({ key: 'k', operator: 'Exists', effect: 'NoExecute' }, taint)).toBe(false);
    expect(tolerates({ operator: 'Exists' }, taint)).toBe(true);
    expect(tolerates({ operator: 'Equal', value: 'v' }, taint)).toBe(false);
    expect(tolerates({ key: 'k' }, { key: 'k', effect: 'NoSchedule' })).toBe(true);
  });

  it('network_types: all must be reported', () => {
    const inv = inventory('cpu-only');
    const missing = fit({ required_network_types: ['public', 'gpu-direct'] }, inv);
    expect(missing.verdict).toBe('does_not_fit');
    expect(reason(missing, 'network_types')).toMatchObject({ available: ['public', 'private'] });
    expect(fit({ required_network_types: ['public', 'private'] }, inv).verdict).toBe('fits');
  });

  it('tier: free < pro < enterprise', () => {
    const inv = inventory('cpu-only');
    expect(reason(fit({ min_tier: 'enterprise' }, inv, { tier: 'pro' }), 'tier')).toMatchObject({
      required: 'enterprise',
      available: 'pro',
    });
    expect(fit({ min_tier: 'pro' }, inv, { tier: 'pro' }).verdict).toBe('fits');
    expect(fit({ min_tier: 'pro' }, inv, { tier: 'free' }).verdict).toBe('does_not_fit');
  });

  it('mig_only: MIG resources are not nvidia.com/gpu', () => {
    const mixed = fit({ gpu_count: 1 }, inventory('a100-mig-mixed'));
    expect(mixed.verdict).toBe('does_not_fit');
    expect(reason(mixed, 'mig_only')?.available).toEqual(['nvidia.com/mig-1g.5gb=2', 'nvidia.com/mig-3g.20gb=1']);
    // MIG single: the slices are GPUs of the slice's memory.
    expect(fit({ gpu_count: 2, vram_request: '39Gi' }, inventory('a100-mig-single'))).toMatchObject({
      verdict: 'fits',
      reasons: [],
      max_copies: 2,
    });
    expect(
      reason(fit({ gpu_count: 1, vram_request: '41Gi' }, inventory('a100-mig-single')), 'gpu_memory'),
    ).toBeDefined();
  });

  it('shared_gpu: a time-sliced GPU fits a one-GPU template and says so; never two', () => {
    const inv = inventory('t4-time-sliced');
    const one = fit({ gpu_count: 1, vram_request: '8Gi' }, inv);
    expect(one).toMatchObject({ verdict: 'fits', max_copies: 4 });
    expect(codes(one)).toEqual(['shared_gpu']);
    const two = fit({ gpu_count: 2 }, inv);
    expect(two.verdict).toBe('does_not_fit');
    expect(reason(two, 'gpu_count')).toMatchObject({ required: 2, available: 1 });
    expect(codes(fit({ gpu_count: 1 }, inventory('l4-4x24gb')))).not.toContain('shared_gpu');
  });

  it('unparsable_quantity: unknown, never fits', () => {
    const bad = fit({ cpu_request: 'four' }, inventory('cpu-only'));
    expect(bad).toMatchObject({ verdict: 'unknown', nodes_that_fit: null, max_copies: null });
    expect(reason(bad, 'unparsable_quantity')).toMatchObject({ field: 'cpu_request', required: 'four' });
    const node = inventory('cpu-only');
    node.nodes[0].allocatable.memory = '64 GB';
    const stored = fit({ memory_request: '1Gi' }, node);
    expect(stored.verdict).toBe('unknown');
    expect(reason(stored, 'unparsable_quantity')).toMatchObject({ field: 'nodes.cpu-0.allocatable.memory' });
    expect(codes(fit({ cpu_request: '4' }, inventory('cpu-only')))).toEqual([]);
  });

  it('gpu_count 0 skips every GPU check', () => {
    expect(fit({ gpu_count: 0, vram_request: '900Gi' }, inventory('cpu-only')).verdict).toBe('fits');
  });
});

describe('evaluateFit: clusters', () => {
  it('a mixed cluster where only one node fits', () => {
    const all = inventory('mixed-cluster');
    const answer = fit({ gpu_count: 8, vram_request: '80G', cpu_request: '32', memory_request: '256Gi' }, all);
    expect(answer).toMatchObject({ verdict: 'fits', nodes_that_fit: 1, max_copies: 1, reasons: [] });
    const unknown = fit({ gpu_count: 2, vram_request: '30Gi' }, all);
    // The H100 fits for sure; the unlabelled GPUs do not change that.
    expect(unknown).toMatchObject({ verdict: 'fits', nodes_that_fit: 2 });
  });

  it('max_copies packs node by node', () => {
    const inv = inventory('h100-8x80gb', 'l4-4x24gb', 'cpu-only', 't4-time-sliced');
    // H100 node: 8 GPUs → 4 copies of 2; L4: 4 → 2; the T4 is shared (2 GPUs refused); CPU-only has none.
    expect(fit({ gpu_count: 2, vram_request: '16Gi', cpu_request: '4', memory_request: '16Gi' }, inv)).toMatchObject({
      verdict: 'fits',
      nodes_that_fit: 2,
      max_copies: 6,
    });
    // CPU bound: 15.89 cores / 4 = 3 on the CPU-only node, 47 on the H100 node, 11 on the L4, 0 on the T4.
    expect(fit({ cpu_request: '4' }, inv)).toMatchObject({ nodes_that_fit: 3, max_copies: 47 + 11 + 3 });
    // No request at all: unbounded.
    expect(fit({}, inv)).toMatchObject({ verdict: 'fits', max_copies: null, nodes_that_fit: 4 });
  });

  it('concurrent_jobs is shown beside max_copies', () => {
    expect(fit({ concurrent_jobs: 3 }, inventory('cpu-only')).concurrent_jobs).toBe(3);
  });
});
