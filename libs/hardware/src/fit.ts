import type { Inventory, InventoryNode, InventoryTaint } from './inventory.js';
import { parseQuantity } from './quantity.js';

/**
 * "Will it run here?": a template's requirements against an instance's last reported inventory. The rules are
 * written down in docs/api-decisions.md ("Will it run here?"); this is the one place that applies them.
 */

export const FIT_CODES = [
  'no_inventory',
  'inventory_stale',
  'gpu_count',
  'gpu_memory',
  'gpu_memory_unknown',
  'cpu',
  'memory',
  'node_selector',
  'taints',
  'network_types',
  'tier',
  'mig_only',
  'shared_gpu',
  'unparsable_quantity',
] as const;
export type FitCode = (typeof FIT_CODES)[number];
export type FitVerdict = 'fits' | 'does_not_fit' | 'unknown';

export type FitValue = string | number | string[] | Record<string, string> | null;

export interface FitReason {
  code: FitCode;
  field: string;
  required: FitValue;
  /** The best any node offers (or what the instance has, for tier and network types). */
  available: FitValue;
  message: string;
}

export interface FitAnswer {
  verdict: FitVerdict;
  reasons: FitReason[];
  /** Nodes that hold one copy for sure; null without an inventory or when a request cannot be read. */
  nodes_that_fit: number | null;
  /** Copies the reported allocatable resources hold at once, packing node by node; null when unbounded or unknown. */
  max_copies: number | null;
  concurrent_jobs: number;
  inventory_reported_at: string | null;
}

export interface FitTemplate {
  gpu_count: number;
  vram_request: string;
  cpu_request: string;
  memory_request: string;
  node_selector: Record<string, string>;
  tolerations: { key?: string; operator?: string; value?: string; effect?: string }[];
  required_network_types: string[];
  min_tier: string;
  concurrent_jobs: number;
}

export interface FitContext {
  inventory: Inventory | null;
  reportedAt: Date | null;
  tier: string;
  now?: Date;
}

export const STALE_AFTER_MS = 7 * 24 * 3600 * 1000;
const TIERS = ['free', 'pro', 'enterprise'];

/** Kubernetes' toleration semantics (k8s.io/api/core/v1 Toleration.ToleratesTaint). */
export function tolerates(toleration: FitTemplate['tolerations'][number], taint: InventoryTaint): boolean {
  if (toleration.effect && toleration.effect !== taint.effect) return false;
  if (toleration.key && toleration.key !== taint.key) return false;
  const operator = toleration.operator ?? 'Equal';
  if (operator === 'Exists') return true;
  // An empty key with Equal matches nothing in Kubernetes (it must go with Exists).
  if (!toleration.key) return false;
  return (toleration.value ?? '') === (taint.value ?? '');
}

const taintText = (t: InventoryTaint) => `${t.key}${t.value ? `=${t.value}` : ''}:${t.effect}`;

type Request = { milli: bigint | null; text: string; bad: boolean };

/** Distinct quantities kept by parsed(): a list's fit filter reads the same few texts per template and node. */
const MAX_PARSED = 4096;
const parsedTexts = new Map<string, ReturnType<typeof parseQuantity>>();

/** parseQuantity, remembered: it is pure, and a fit list would otherwise parse each node's quantities per template. */
function parsed(text: string): ReturnType<typeof parseQuantity> {
  let result = parsedTexts.get(text);
  if (result === undefined) {
    if (parsedTexts.size >= MAX_PARSED) parsedTexts.clear();
    result = parseQuantity(text);
    parsedTexts.set(text, result);
  }
  return result;
}

function request(text: string): Request {
  if (text === '' || text === undefined || text === null) return { milli: null, text: '', bad: false };
  const result = parsed(text);
  if (!result.ok || result.milli < 0n) return { milli: null, text, bad: true };
  return { milli: result.milli === 0n ? null : result.milli, text, bad: false };
}

function amount(text: string | null): bigint | null | 'bad' {
  if (text === null) return null;
  const result = parsed(text);
  return result.ok && result.milli >= 0n ? result.milli : 'bad';
}

/** One node: the checks it fails for sure, the ones it cannot decide, and how many copies it holds. */
interface NodeOutcome {
  failed: Map<FitCode, FitReason>;
  undecided: Map<FitCode, FitReason>;
  shared: boolean;
  copies: number | null;
}

interface Best {
  gpuCount: number;
  gpuMemory: bigint | null;
  gpuMemoryText: string | null;
  cpu: bigint | null;
  cpuText: string | null;
  memory: bigint | null;
  memoryText: string | null;
}

const minCopies = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));
const floorDiv = (have: bigint, need: bigint) => Number(have / need);

function evaluateNode(
  node: InventoryNode,
  t: FitTemplate,
  req: Record<'cpu' | 'memory' | 'vram', Request>,
  best: Best,
): NodeOutcome {
  const out: NodeOutcome = { failed: new Map(), undecided: new Map(), shared: false, copies: null };
  const fail = (r: FitReason) => out.failed.set(r.code, r);
  const undecided = (r: FitReason) => out.undecided.set(r.code, r);

  // The labels of the selector this node lacks (or carries with another value): named in the reason's message.
  const lacking = Object.entries(t.node_selector ?? {})
    .filter(([key, value]) => node.labels[key] !== value)
    .map(([key, value]) => `${key}=${value}`);
  if (lacking.length) {
    fail({ code: 'node_selector', field: 'node_selector', required: t.node_selector, available: lacking, message: '' });
  }
  const untolerated = node.taints.filter(
    (taint) =>
      (taint.effect === 'NoSchedule' || taint.effect === 'NoExecute') &&
      !(t.tolerations ?? []).some((tol) => tolerates(tol, taint)),
  );
  if (untolerated.length) {
    fail({ code: 'taints', field: 'tolerations', required: null, available: untolerated.map(taintText), message: '' });
  }

  for (const [key, field] of [
    ['cpu', 'cpu_request'],
    ['memory', 'memory_request'],
  ] as const) {
    const need = req[key];
    if (need.milli === null) continue;
    const have = amount(node.allocatable[key]);
    if (have === 'bad') {
      undecided({
        code: 'unparsable_quantity',
        field: `nodes.${node.name}.allocatable.${key}`,
        required: null,
        available: node.allocatable[key],
        message: '',
      });
      continue;
    }
    if (have === null || have < need.milli) {
      fail({ code: key, field, required: need.text, available: null, message: '' });
      continue;
    }
    out.copies = minCopies(out.copies, floorDiv(have, need.milli));
  }

  if (t.gpu_count > 0) {
    const gpus = node.gpus;
    const count = gpus?.count ?? 0;
    const shared = gpus !== null && (gpus.replicas > 1 || gpus.sharing !== 'none');
    if (count === 0 && gpus?.mig?.devices.length) {
      fail({
        code: 'mig_only',
        field: 'gpu_count',
        required: t.gpu_count,
        available: gpus.mig.devices.map((d) => `nvidia.com/mig-${d.profile}=${d.count}`),
        message: '',
      });
    } else if (shared && t.gpu_count > 1) {
      fail({ code: 'gpu_count', field: 'gpu_count', required: t.gpu_count, available: 1, message: '' });
    } else if (count < t.gpu_count) {
      fail({ code: 'gpu_count', field: 'gpu_count', required: t.gpu_count, available: count, message: '' });
    } else {
      out.shared = shared;
      out.copies = minCopies(out.copies, Math.floor(count / t.gpu_count));
      if (req.vram.milli !== null) {
        const memory = amount(gpus?.memory ?? null);
        if (memory === null) {
          undecided({
            code: 'gpu_memory_unknown',
            field: 'vram_request',
            required: req.vram.text,
            available: null,
            message: '',
          });
        } else if (memory === 'bad') {
          undecided({
            code: 'unparsable_quantity',
            field: `nodes.${node.name}.gpus.memory`,
            required: null,
            available: gpus?.memory ?? null,
            message: '',
          });
        } else if (memory < req.vram.milli) {
          fail({ code: 'gpu_memory', field: 'vram_request', required: req.vram.text, available: null, message: '' });
        }
      }
    }
  }
  // The best each node offers, for `available`.
  const gpus = node.gpus;
  const sharedNode = gpus !== null && (gpus.replicas > 1 || gpus.sharing !== 'none');
  best.gpuCount = Math.max(best.gpuCount, sharedNode && t.gpu_count > 1 ? Math.min(1, gpus.count) : (gpus?.count ?? 0));
  const mem = amount(node.gpus?.memory ?? null);
  if (typeof mem === 'bigint' && (best.gpuMemory === null || mem > best.gpuMemory)) {
    best.gpuMemory = mem;
    best.gpuMemoryText = node.gpus!.memory;
  }
  for (const key of ['cpu', 'memory'] as const) {
    const have = amount(node.allocatable[key]);
    if (typeof have === 'bigint' && (best[key] === null || have > best[key])) {
      best[key] = have;
      best[`${key}Text`] = node.allocatable[key];
    }
  }
  return out;
}

/** A reason's value in a sentence. */
function text(value: FitValue): string {
  if (value === null) return 'none';
  if (Array.isArray(value)) return value.length ? value.join(', ') : 'none';
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([k, v]) => `${k}=${v}`)
      .join(', ');
  }
  return String(value);
}

const MESSAGES: Record<FitCode, (r: FitReason, nodes: number, total: number) => string> = {
  no_inventory: () =>
    'This instance has not reported any node of its cluster (the fleet sends its inventory with PUT /api/v1/instance-info).',
  inventory_stale: (r) =>
    `The inventory was reported at ${text(r.available)}, more than 7 days ago: the cluster may have changed.`,
  gpu_count: (r, n, all) =>
    `Needs ${text(r.required)} GPU(s) on one node; the most any node offers is ${text(r.available)} (${n} of ${all} nodes too few).`,
  gpu_memory: (r, n, all) =>
    `Needs ${text(r.required)} of memory on each GPU; the most any node's GPUs have is ${text(r.available)} (${n} of ${all} nodes too little).`,
  gpu_memory_unknown: (r, n, all) =>
    `Needs ${text(r.required)} on each GPU, but ${n} of ${all} nodes do not report their GPU memory (nvidia.com/gpu.memory).`,
  cpu: (r, n, all) =>
    `Needs ${text(r.required)} CPU; the most any node can allocate is ${text(r.available)} (${n} of ${all} nodes too little).`,
  memory: (r, n, all) =>
    `Needs ${text(r.required)} of memory; the most any node can allocate is ${text(r.available)} (${n} of ${all} nodes too little).`,
  node_selector: (r, n, all) =>
    `Needs the node label ${text(r.available)} (node selector); ${n} of ${all} nodes do not carry it.`,
  taints: (r, n, all) =>
    `${n} of ${all} nodes have NoSchedule/NoExecute taints the template does not tolerate (${text(r.available)}).`,
  network_types: (r) => `Needs network types ${text(r.required)}; the instance reports ${text(r.available)}.`,
  tier: (r) => `Needs the ${text(r.required)} tier; the organization is on ${text(r.available)}.`,
  mig_only: (_r, n, all) =>
    `${n} of ${all} nodes offer their GPUs only as MIG slices (nvidia.com/mig-*), which a request for nvidia.com/gpu cannot use.`,
  shared_gpu: (_r, n) =>
    `Fits on ${n} node(s) whose GPUs are time-sliced: the GPU and its memory are shared with other pods.`,
  unparsable_quantity: (r) =>
    `${r.field} "${text(r.required ?? r.available)}" is not a Kubernetes quantity: the hub cannot decide.`,
};

function withMessage(r: FitReason, nodes = 0, total = 0): FitReason {
  return { ...r, message: MESSAGES[r.code](r, nodes, total) };
}

export function evaluateFit(t: FitTemplate, ctx: FitContext): FitAnswer {
  const now = ctx.now ?? new Date();
  const base = { concurrent_jobs: t.concurrent_jobs, inventory_reported_at: ctx.reportedAt?.toISOString() ?? null };
  if (!ctx.inventory || ctx.inventory.nodes.length === 0) {
    return {
      verdict: 'unknown',
      reasons: [
        withMessage({ code: 'no_inventory', field: 'inventory', required: null, available: null, message: '' }),
      ],
      nodes_that_fit: null,
      max_copies: null,
      ...base,
    };
  }
  const reasons: FitReason[] = [];
  const warnings: FitReason[] = [];
  if (ctx.reportedAt && now.getTime() - ctx.reportedAt.getTime() > STALE_AFTER_MS) {
    warnings.push(
      withMessage({
        code: 'inventory_stale',
        field: 'inventory_reported_at',
        required: '7 days',
        available: ctx.reportedAt.toISOString(),
        message: '',
      }),
    );
  }
  let globalFail = false;
  const missing = (t.required_network_types ?? []).filter((n) => !ctx.inventory!.network_types.includes(n));
  if (missing.length) {
    globalFail = true;
    reasons.push(
      withMessage({
        code: 'network_types',
        field: 'required_network_types',
        required: t.required_network_types,
        available: ctx.inventory.network_types,
        message: '',
      }),
    );
  }
  const needTier = TIERS.indexOf(t.min_tier);
  if (needTier > TIERS.indexOf(ctx.tier)) {
    globalFail = true;
    reasons.push(
      withMessage({ code: 'tier', field: 'min_tier', required: t.min_tier, available: ctx.tier, message: '' }),
    );
  }
  const req = {
    cpu: request(t.cpu_request),
    memory: request(t.memory_request),
    vram: request(t.gpu_count > 0 ? t.vram_request : ''),
  };
  const badRequest = (['cpu', 'memory', 'vram'] as const).find((k) => req[k].bad);
  if (badRequest) {
    const field = { cpu: 'cpu_request', memory: 'memory_request', vram: 'vram_request' }[badRequest];
    reasons.push(
      withMessage({ code: 'unparsable_quantity', field, required: req[badRequest].text, available: null, message: '' }),
    );
    return {
      verdict: globalFail ? 'does_not_fit' : 'unknown',
      reasons: [...reasons, ...warnings],
      nodes_that_fit: null,
      max_copies: null,
      ...base,
    };
  }

  const best: Best = {
    gpuCount: 0,
    gpuMemory: null,
    gpuMemoryText: null,
    cpu: null,
    cpuText: null,
    memory: null,
    memoryText: null,
  };
  const nodes = ctx.inventory.nodes;
  const outcomes = nodes.map((n) => evaluateNode(n, t, req, best));
  const fitting = outcomes.filter((o) => o.failed.size === 0 && o.undecided.size === 0);
  const undecidedNodes = outcomes.filter((o) => o.failed.size === 0 && o.undecided.size > 0);
  const unbounded = fitting.some((o) => o.copies === null);
  const maxCopies = unbounded ? null : fitting.reduce((sum, o) => sum + (o.copies ?? 0), 0);
  const verdict: FitVerdict = globalFail
    ? 'does_not_fit'
    : fitting.length
      ? 'fits'
      : undecidedNodes.length
        ? 'unknown'
        : 'does_not_fit';

  if (verdict === 'fits') {
    const shared = fitting.filter((o) => o.shared).length;
    if (shared) {
      reasons.push(
        withMessage(
          { code: 'shared_gpu', field: 'gpu_count', required: t.gpu_count, available: 'time-slicing', message: '' },
          shared,
          nodes.length,
        ),
      );
    }
  } else if (fitting.length === 0) {
    // No node fits: every check that ruled a node out (or left it undecided), once, with the best any node
    // offers. (When nodes fit and only a cluster-wide check fails, that check alone is the reason.)
    const counts = new Map<FitCode, { reason: FitReason; nodes: number; taints: Set<string>; labels: Set<string> }>();
    for (const o of outcomes) {
      for (const r of [...o.failed.values(), ...o.undecided.values()]) {
        const seen = counts.get(r.code) ?? {
          reason: r,
          nodes: 0,
          taints: new Set<string>(),
          labels: new Set<string>(),
        };
        seen.nodes += 1;
        if (r.code === 'taints') for (const text of r.available as string[]) seen.taints.add(text);
        if (r.code === 'node_selector') for (const text of r.available as string[]) seen.labels.add(text);
        counts.set(r.code, seen);
      }
    }
    for (const { reason, nodes: n, taints, labels } of counts.values()) {
      if (reason.code === 'node_selector') {
        // The message names the labels the nodes lack; `available` stays null (no node offers them).
        const named = withMessage({ ...reason, available: [...labels].slice(0, 20) }, n, nodes.length);
        reasons.push({ ...named, available: null });
        continue;
      }
      const available: FitValue =
        reason.code === 'gpu_count'
          ? best.gpuCount
          : reason.code === 'gpu_memory'
            ? best.gpuMemoryText
            : reason.code === 'cpu'
              ? best.cpuText
              : reason.code === 'memory'
                ? best.memoryText
                : reason.code === 'taints'
                  ? [...taints].slice(0, 20)
                  : reason.available;
      reasons.push(withMessage({ ...reason, available }, n, nodes.length));
    }
  }
  return {
    verdict,
    reasons: [...reasons, ...warnings],
    nodes_that_fit: fitting.length,
    max_copies: maxCopies,
    ...base,
  };
}
