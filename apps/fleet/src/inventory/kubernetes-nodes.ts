import { CoreV1Api, KubeConfig } from '@kubernetes/client-node';
import { MAX_NODES } from '#lib/hardware';
import type { FleetConfig } from '../fleet.config.js';

/**
 * Reads the cluster's NodeList with the official client (@kubernetes/client-node): in a pod through its service
 * account (`in-cluster`), otherwise through a kubeconfig file. At most MAX_NODES + 1 nodes are fetched: one more
 * than that is enough to refuse the list.
 */
export class KubernetesNodes {
  private readonly api: CoreV1Api;

  constructor(source: NonNullable<FleetConfig['kubernetesInventory']>) {
    const config = new KubeConfig();
    if (source.mode === 'in-cluster') config.loadFromCluster();
    else config.loadFromFile(source.path);
    this.api = config.makeApiClient(CoreV1Api);
  }

  async list(): Promise<unknown> {
    const list = await this.api.listNode({ limit: MAX_NODES + 1 });
    // The client's typed objects carry the API's own field names; plain JSON is what the parser reads.
    return JSON.parse(JSON.stringify({ kind: 'NodeList', items: list.items ?? [] }));
  }
}
