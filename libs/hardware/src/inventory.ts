import { MAX_QUANTITY_LENGTH, mibToMilli, formatBytes, parseQuantity, quantityFailureText } from './quantity.js';

/**
 * The hardware summary a fleet keeps of its Kubernetes nodes and reports to the hub (docs/api-decisions.md,
 * "Will it run here?"). Quantities stay Kubernetes quantity strings; a GPU whose memory is not known has
 * `memory: null`, never 0.
 */
export interface InventoryTaint {
  key: string;
  value?: string;
  effect: string;
}

export interface MigDevice {
  /** The MIG profile, e.g. `3g.20gb`; its resource is `nvidia.com/mig-<profile>`. */
  profile: string;
  count: number;
  /** Memory of one slice (a quantity such as `19968Mi`), or null when not labelled. */
  memory: string | null;
}

export interface InventoryGpus {
  /** `nvidia.com/gpu.product` (GPU Feature Discovery), or null when not labelled. */
  product: string | null;
  /** Memory of one `nvidia.com/gpu` device (`nvidia.com/gpu.memory`, MiB, as a quantity), or null when unknown. */
  memory: string | null;
  /** Allocatable `nvidia.com/gpu`: the devices a pod can request (time-sliced replicas and MIG slices included). */
  count: number;
  /** `time-slicing`, `mps`, or `none`. */
  sharing: 'none' | 'time-slicing' | 'mps';
  /** Pods that share one physical GPU (`nvidia.com/gpu.replicas`), 1 when not shared. */
  replicas: number;
  /** MIG: `nvidia.com/mig.strategy` and the MIG devices advertised as their own resources (mixed strategy). */
  mig: { strategy: 'single' | 'mixed' | null; devices: MigDevice[] } | null;
}

export interface InventoryNode {
  name: string;
  arch: string | null;
  kubelet_version: string | null;
  allocatable: { cpu: string | null; memory: string | null };
  labels: Record<string, string>;
  taints: InventoryTaint[];
  gpus: InventoryGpus | null;
}

export interface Inventory {
  network_types: string[];
  nodes: InventoryNode[];
}

export interface InventoryError {
  /** The node's name (or its index when it has none) and the field, e.g. `metadata.labels`. */
  node: string | null;
  field: string;
  message: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: InventoryError[] };

/** Limits checked before per-element work (CONTRACT §3). */
export const MAX_NODES = 2000;
export const MAX_LABELS = 256;
export const MAX_TAINTS = 64;
export const MAX_MIG_DEVICES = 32;
export const MAX_NETWORK_TYPES = 32;
const MAX_TEXT = 1024;

const GPU = 'nvidia.com/gpu';
const MIG_RESOURCE = /^nvidia\.com\/mig-(\d+g\.\d+gb(?:\+[a-z0-9]+)*)$/;
const TAINT_EFFECTS = new Set(['NoSchedule', 'PreferNoSchedule', 'NoExecute']);
const SHARING = new Set(['none', 'time-slicing', 'mps']);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

class Collector {
  readonly errors: InventoryError[] = [];
  add(node: string | null, field: string, message: string): void {
    this.errors.push({ node, field, message });
  }
}

function text(v: unknown, max = MAX_TEXT): v is string {
  return typeof v === 'string' && v.length <= max;
}

function labelsOf(raw: unknown, node: string, field: string, c: Collector): Record<string, string> {
  if (raw === undefined || raw === null) return {};
  if (!isObject(raw)) {
    c.add(node, field, 'must be an object of strings');
    return {};
  }
  const entries = Object.entries(raw);
  if (entries.length > MAX_LABELS) {
    c.add(node, field, `has ${entries.length} labels; at most ${MAX_LABELS}`);
    return {};
  }
  const labels: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (!text(key, 317) || !text(value, 255)) {
      c.add(node, `${field}.${key.slice(0, 80)}`, 'must be a string label of at most 255 characters');
      continue;
    }
    labels[key] = value;
  }
  return labels;
}

function taintsOf(raw: unknown, node: string, field: string, c: Collector): InventoryTaint[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || raw.length > MAX_TAINTS) {
    c.add(node, field, `must be an array of at most ${MAX_TAINTS} taints`);
    return [];
  }
  const taints: InventoryTaint[] = [];
  raw.forEach((t: unknown, i) => {
    if (!isObject(t) || !text(t.key, 317) || !text(t.effect) || !TAINT_EFFECTS.has(t.effect)) {
      c.add(
        node,
        `${field}[${i}]`,
        'must be {key, value?, effect} with effect NoSchedule, PreferNoSchedule or NoExecute',
      );
      return;
    }
    if (t.value !== undefined && t.value !== null && !text(t.value, 255)) {
      c.add(node, `${field}[${i}].value`, 'must be a string');
      return;
    }
    taints.push({
      key: t.key,
      ...(typeof t.value === 'string' && t.value !== '' ? { value: t.value } : {}),
      effect: t.effect,
    });
  });
  return taints;
}

/** A quantity string from a resource list (null when absent); an unparsable one is an error naming the field. */
function quantityOf(raw: unknown, node: string, field: string, c: Collector): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw === 'number' && Number.isFinite(raw)) raw = String(raw);
  if (typeof raw !== 'string') {
    c.add(node, field, 'must be a Kubernetes quantity string');
    return null;
  }
  const parsed = parseQuantity(raw);
  if (!parsed.ok) {
    c.add(node, field, `"${raw.slice(0, MAX_QUANTITY_LENGTH)}" ${quantityFailureText(parsed.reason)}`);
    return null;
  }
  if (parsed.milli < 0n) {
    c.add(node, field, 'must not be negative');
    return null;
  }
  return raw;
}

/** A whole, non-negative count from a quantity (`4`, `0`); null when absent. */
function countOf(raw: unknown, node: string, field: string, c: Collector): number | null {
  const quantity = quantityOf(raw, node, field, c);
  if (quantity === null) return null;
  const parsed = parseQuantity(quantity);
  if (!parsed.ok || parsed.milli % 1000n !== 0n || parsed.milli > 1_000_000_000n) {
    c.add(node, field, 'must be a whole number of devices');
    return null;
  }
  return Number(parsed.milli / 1000n);
}

/** A label holding a whole number (GFD writes counts and MiB as decimal integers); null when absent or not one. */
function intLabel(labels: Record<string, string>, key: string): number | null {
  const v = labels[key];
  if (v === undefined || !/^\d{1,9}$/.test(v)) return null;
  return Number(v);
}

function memoryLabel(labels: Record<string, string>, key: string): string | null {
  const mib = intLabel(labels, key);
  return mib === null || mib === 0 ? null : formatBytes(mibToMilli(mib));
}

/** What GPU Feature Discovery and the device plugin say about a node's GPUs; null when it has none. */
function gpusOf(
  labels: Record<string, string>,
  allocatable: Record<string, unknown>,
  node: string,
  c: Collector,
): InventoryGpus | null {
  const count = countOf(allocatable[GPU], node, `status.allocatable["${GPU}"]`, c) ?? 0;
  const devices: MigDevice[] = [];
  for (const [resource, raw] of Object.entries(allocatable)) {
    const mig = MIG_RESOURCE.exec(resource);
    if (!mig) continue;
    const n = countOf(raw, node, `status.allocatable["${resource}"]`, c);
    if (!n) continue;
    if (devices.length >= MAX_MIG_DEVICES) break;
    devices.push({ profile: mig[1], count: n, memory: memoryLabel(labels, `nvidia.com/mig-${mig[1]}.memory`) });
  }
  const product = labels['nvidia.com/gpu.product'] ?? null;
  if (count === 0 && devices.length === 0) return null;
  const strategy = labels['nvidia.com/mig.strategy'];
  const replicas = intLabel(labels, 'nvidia.com/gpu.replicas') ?? 1;
  const sharingLabel = labels['nvidia.com/gpu.sharing-strategy'];
  const sharing =
    sharingLabel && SHARING.has(sharingLabel)
      ? (sharingLabel as InventoryGpus['sharing'])
      : replicas > 1
        ? 'time-slicing'
        : 'none';
  return {
    product,
    memory: memoryLabel(labels, 'nvidia.com/gpu.memory'),
    count,
    sharing,
    replicas: Math.max(1, replicas),
    mig:
      strategy === 'single' || strategy === 'mixed' || devices.length
        ? { strategy: strategy === 'single' || strategy === 'mixed' ? strategy : null, devices }
        : null,
  };
}

/**
 * A `NodeList` as `kubectl get nodes -o json` prints it (or the API's `/api/v1/nodes` answers) → the node
 * summaries. Every problem names the node and the field; more than MAX_NODES nodes is refused before any node is read.
 */
export function parseNodeList(doc: unknown): Parsed<InventoryNode[]> {
  const head = nodeListHead(doc);
  if (!head.ok) return head;
  const { c, items } = head;
  const nodes: InventoryNode[] = [];
  const seen = new Set<string>();
  items.forEach((item, i) => nodeListItemInto(nodes, seen, item, i, c));
  return c.errors.length ? { ok: false, errors: c.errors } : { ok: true, value: nodes };
}

/**
 * parseNodeList for a large NodeList (2,000 nodes, tens of MiB: the fleet's PUT /api/v1/inventory): the same
 * checks and result, with `pause()` awaited between nodes, as parseInventoryInTurns does at the hub.
 */
export async function parseNodeListInTurns(doc: unknown, pause: () => Promise<void>): Promise<Parsed<InventoryNode[]>> {
  const head = nodeListHead(doc);
  if (!head.ok) return head;
  const { c, items } = head;
  const nodes: InventoryNode[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < items.length; i++) {
    nodeListItemInto(nodes, seen, items[i], i, c);
    await pause();
  }
  return c.errors.length ? { ok: false, errors: c.errors } : { ok: true, value: nodes };
}

function nodeListHead(
  doc: unknown,
): { ok: true; c: Collector; items: unknown[] } | { ok: false; errors: InventoryError[] } {
  if (!isObject(doc) || !Array.isArray(doc.items)) {
    return {
      ok: false,
      errors: [{ node: null, field: 'items', message: 'expected a NodeList: {"kind": "NodeList", "items": [...]}' }],
    };
  }
  if (doc.kind !== undefined && doc.kind !== 'NodeList' && doc.kind !== 'List') {
    return { ok: false, errors: [{ node: null, field: 'kind', message: 'must be NodeList' }] };
  }
  if (doc.items.length > MAX_NODES) {
    return {
      ok: false,
      errors: [{ node: null, field: 'items', message: `${doc.items.length} nodes; at most ${MAX_NODES} are accepted` }],
    };
  }
  return { ok: true, c: new Collector(), items: doc.items as unknown[] };
}

function nodeListItemInto(nodes: InventoryNode[], seen: Set<string>, item: unknown, i: number, c: Collector): void {
  const metadata = isObject(item) && isObject(item.metadata) ? item.metadata : null;
  const name = metadata && text(metadata.name, 253) && metadata.name !== '' ? metadata.name : null;
  if (!isObject(item) || !metadata || !name) {
    c.add(`items[${i}]`, 'metadata.name', 'every node needs a name');
    return;
  }
  if (item.kind !== undefined && item.kind !== 'Node') c.add(name, 'kind', 'must be Node');
  if (seen.has(name)) c.add(name, 'metadata.name', 'appears twice');
  seen.add(name);
  const status = isObject(item.status) ? item.status : {};
  const spec = isObject(item.spec) ? item.spec : {};
  const nodeInfo = isObject(status.nodeInfo) ? status.nodeInfo : {};
  const allocatable = status.allocatable === undefined ? {} : status.allocatable;
  if (!isObject(allocatable)) {
    c.add(name, 'status.allocatable', 'must be an object of quantities');
    return;
  }
  const labels = labelsOf(metadata.labels, name, 'metadata.labels', c);
  const arch = text(nodeInfo.architecture, 64) ? nodeInfo.architecture : (labels['kubernetes.io/arch'] ?? null);
  nodes.push({
    name,
    arch,
    kubelet_version: text(nodeInfo.kubeletVersion, 64) ? nodeInfo.kubeletVersion : null,
    allocatable: {
      cpu: quantityOf(allocatable.cpu, name, 'status.allocatable.cpu', c),
      memory: quantityOf(allocatable.memory, name, 'status.allocatable.memory', c),
    },
    labels,
    taints: taintsOf(spec.taints, name, 'spec.taints', c),
    gpus: gpusOf(labels, allocatable, name, c),
  });
}

/**
 * A summary as the fleet sends it to the hub (`PUT /api/v1/instance-info`, field `inventory`), checked field by
 * field: the hub stores only what it can read back.
 */
export function parseInventory(raw: unknown): Parsed<Inventory> {
  const checked = inventoryHead(raw);
  if (!checked.ok) return checked;
  const { c, nodes: rawNodes, networkTypes } = checked;
  const nodes: InventoryNode[] = [];
  rawNodes.forEach((n, i) => nodeSummaryInto(nodes, n, i, c));
  if (c.errors.length) return { ok: false, errors: c.errors };
  return { ok: true, value: { network_types: networkTypes, nodes } };
}

/**
 * parseInventory for a large inventory (2,000 nodes, tens of MiB): the same checks and result, with
 * `pause()` awaited between nodes; the caller's pause gives the event loop back when a slice of work is done.
 */
export async function parseInventoryInTurns(raw: unknown, pause: () => Promise<void>): Promise<Parsed<Inventory>> {
  const checked = inventoryHead(raw);
  if (!checked.ok) return checked;
  const { c, nodes: rawNodes, networkTypes } = checked;
  const nodes: InventoryNode[] = [];
  for (let i = 0; i < rawNodes.length; i++) {
    nodeSummaryInto(nodes, rawNodes[i], i, c);
    await pause();
  }
  if (c.errors.length) return { ok: false, errors: c.errors };
  return { ok: true, value: { network_types: networkTypes, nodes } };
}

function inventoryHead(
  raw: unknown,
): { ok: true; c: Collector; nodes: unknown[]; networkTypes: string[] } | { ok: false; errors: InventoryError[] } {
  const c = new Collector();
  if (!isObject(raw)) return { ok: false, errors: [{ node: null, field: 'inventory', message: 'must be an object' }] };
  const networkTypes = raw.network_types ?? [];
  if (
    !Array.isArray(networkTypes) ||
    networkTypes.length > MAX_NETWORK_TYPES ||
    !networkTypes.every((t) => text(t, 64) && t !== '')
  ) {
    c.add(null, 'inventory.network_types', `must be an array of at most ${MAX_NETWORK_TYPES} names`);
  }
  if (!Array.isArray(raw.nodes)) {
    c.add(null, 'inventory.nodes', 'must be an array');
    return { ok: false, errors: c.errors };
  }
  if (raw.nodes.length > MAX_NODES) {
    c.add(null, 'inventory.nodes', `${raw.nodes.length} nodes; at most ${MAX_NODES} are accepted`);
    return { ok: false, errors: c.errors };
  }
  return { ok: true, c, nodes: raw.nodes as unknown[], networkTypes: networkTypes as string[] };
}

function nodeSummaryInto(nodes: InventoryNode[], n: unknown, i: number, c: Collector): void {
  const at = `inventory.nodes[${i}]`;
  if (!isObject(n) || !text(n.name, 253) || n.name === '') {
    c.add(`nodes[${i}]`, `${at}.name`, 'every node needs a name');
    return;
  }
  const name = n.name;
  const allocatable = isObject(n.allocatable) ? n.allocatable : {};
  const gpus = n.gpus === undefined || n.gpus === null ? null : gpuSummaryOf(n.gpus, name, `${at}.gpus`, c);
  nodes.push({
    name,
    arch: text(n.arch, 64) ? n.arch : null,
    kubelet_version: text(n.kubelet_version, 64) ? n.kubelet_version : null,
    allocatable: {
      cpu: quantityOf(allocatable.cpu, name, `${at}.allocatable.cpu`, c),
      memory: quantityOf(allocatable.memory, name, `${at}.allocatable.memory`, c),
    },
    labels: labelsOf(n.labels, name, `${at}.labels`, c),
    taints: taintsOf(n.taints, name, `${at}.taints`, c),
    gpus,
  });
}

function gpuSummaryOf(raw: unknown, node: string, at: string, c: Collector): InventoryGpus | null {
  if (!isObject(raw)) {
    c.add(node, at, 'must be an object or null');
    return null;
  }
  const wholeNumber = (v: unknown, min: number) => Number.isInteger(v) && (v as number) >= min && (v as number) <= 1e9;
  if (!wholeNumber(raw.count, 0)) c.add(node, `${at}.count`, 'must be a whole number');
  const replicas = raw.replicas ?? 1;
  if (!wholeNumber(replicas, 1)) c.add(node, `${at}.replicas`, 'must be a whole number ≥ 1');
  const sharing = raw.sharing ?? 'none';
  if (typeof sharing !== 'string' || !SHARING.has(sharing))
    c.add(node, `${at}.sharing`, 'must be none, time-slicing or mps');
  if (raw.product !== undefined && raw.product !== null && !text(raw.product, 255))
    c.add(node, `${at}.product`, 'must be a string or null');
  // Memory stays a quantity string, or null when unknown: a value that does not parse is refused, never read as 0.
  const memory = quantityOf(raw.memory, node, `${at}.memory`, c);
  let mig: InventoryGpus['mig'] = null;
  if (raw.mig !== undefined && raw.mig !== null) {
    const m = raw.mig;
    if (!isObject(m) || !Array.isArray(m.devices ?? []) || ((m.devices ?? []) as unknown[]).length > MAX_MIG_DEVICES) {
      c.add(node, `${at}.mig`, `must be {strategy, devices[≤ ${MAX_MIG_DEVICES}]}`);
    } else {
      const devices: MigDevice[] = [];
      ((m.devices ?? []) as unknown[]).forEach((d, i) => {
        if (!isObject(d) || !text(d.profile, 64) || !wholeNumber(d.count, 0)) {
          c.add(node, `${at}.mig.devices[${i}]`, 'must be {profile, count, memory}');
          return;
        }
        devices.push({
          profile: d.profile,
          count: d.count as number,
          memory: quantityOf(d.memory, node, `${at}.mig.devices[${i}].memory`, c),
        });
      });
      const strategy = m.strategy === 'single' || m.strategy === 'mixed' ? m.strategy : null;
      mig = { strategy, devices };
    }
  }
  return {
    product: typeof raw.product === 'string' ? raw.product : null,
    memory,
    count: wholeNumber(raw.count, 0) ? (raw.count as number) : 0,
    sharing: (typeof sharing === 'string' && SHARING.has(sharing) ? sharing : 'none') as InventoryGpus['sharing'],
    replicas: wholeNumber(replicas, 1) ? (replicas as number) : 1,
    mig,
  };
}
