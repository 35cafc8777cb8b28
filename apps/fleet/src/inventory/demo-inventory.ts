import type { INestApplicationContext } from '@nestjs/common';
import { SettingsService } from '../settings/settings.service.js';
import { InventoryService } from './inventory.service.js';

/** A Node as `kubectl get nodes -o json` prints it, with the fields the fleet reads (GPU Feature Discovery labels). */
function node(
  name: string,
  resources: { cpu: string; memory: string; gpus?: number },
  gpu?: { product: string; memoryMiB: number },
  taints: { key: string; value?: string; effect: string }[] = [],
): Record<string, unknown> {
  const labels: Record<string, string> = {
    'kubernetes.io/arch': 'amd64',
    'kubernetes.io/os': 'linux',
    'kubernetes.io/hostname': name,
  };
  if (gpu) {
    Object.assign(labels, {
      'nvidia.com/gpu.present': 'true',
      'nvidia.com/gpu.product': gpu.product,
      'nvidia.com/gpu.memory': String(gpu.memoryMiB),
      'nvidia.com/gpu.count': String(resources.gpus),
      'nvidia.com/gpu.replicas': '1',
      'nvidia.com/gpu.sharing-strategy': 'none',
      'nvidia.com/mig.capable': 'false',
    });
  }
  const allocatable: Record<string, string> = { cpu: resources.cpu, memory: resources.memory, pods: '110' };
  if (resources.gpus) allocatable['nvidia.com/gpu'] = String(resources.gpus);
  return {
    apiVersion: 'v1',
    kind: 'Node',
    metadata: { name, labels },
    spec: taints.length ? { taints } : {},
    status: { allocatable, capacity: allocatable },
  };
}

/**
 * The cluster `npm start` describes to the hub (issue 33): a CPU node, a node with 2 × L4 24 GB, and 4 × A100 80 GB
 * tainted `nvidia.com/gpu=present:NoSchedule` (a template must tolerate it), on a `public` network. Most demo
 * templates fit; some are refused for each kind of reason the check gives (docs/fleet-console.md lists where).
 */
export const DEMO_NODE_LIST = {
  apiVersion: 'v1',
  kind: 'NodeList',
  items: [
    node('cpu-0', { cpu: '15890m', memory: '63221568Ki' }),
    node('gpu-l4-0', { cpu: '23870m', memory: '94294320Ki', gpus: 2 }, { product: 'NVIDIA-L4', memoryMiB: 23034 }),
    node(
      'gpu-a100-0',
      { cpu: '95500m', memory: '1031043312Ki', gpus: 4 },
      { product: 'NVIDIA-A100-SXM4-80GB', memoryMiB: 81920 },
      [{ key: 'nvidia.com/gpu', value: 'present', effect: 'NoSchedule' }],
    ),
  ],
};

export const DEMO_NETWORK_TYPES = ['public'];

/**
 * Stores the demo inventory and network types in a fleet that has none yet (a later start keeps what the operator
 * set), which sends them to the hub. Returns what it did, for the start banner.
 */
export async function storeDemoInventory(app: INestApplicationContext): Promise<string | null> {
  const inventory = app.get(InventoryService);
  const settings = app.get(SettingsService);
  const done: string[] = [];
  if ((await inventory.view()).source !== null) return null;
  // The types first: the inventory's report to the hub then carries them.
  const network = await settings.networkTypes();
  if (!network.fromEnv && network.stored.length === 0) {
    await settings.updateNetworkTypes(DEMO_NETWORK_TYPES);
    done.push('network type `public`');
  }
  await inventory.put(DEMO_NODE_LIST);
  done.unshift('a demo inventory (a CPU node, 2 × L4, 4 × A100 80 GB tainted)');
  return done.length ? `fleet: stored ${done.join(' and ')}; change them on the Hardware page` : null;
}
