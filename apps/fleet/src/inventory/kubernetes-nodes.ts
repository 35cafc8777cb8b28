import type { CoreV1Api } from '@kubernetes/client-node';
import { MAX_NODES } from '#lib/hardware';
import type { FleetConfig } from '../fleet.config.js';

/**
 * Reads the cluster's NodeList with the official client (@kubernetes/client-node): in a pod through its service
 * account (`in-cluster`), otherwise through a kubeconfig file. At most MAX_NODES + 1 nodes are fetched: one more
 * than that is enough to refuse the list.
 *
 * The client is loaded only by a fleet that reads a cluster: its module graph (about 950 files) took 1-2.5 s to
 * load, which every fleet start (and every test file that starts a fleet) paid for nothing otherwise.
 */
export class KubernetesNodes {
  private constructor(private readonly api: CoreV1Api) {}

  static async open(source: NonNullable<FleetConfig['kubernetesInventory']>): Promise<KubernetesNodes> {
    const { CoreV1Api, KubeConfig } = await import('@kubernetes/client-node');
    const config = new KubeConfig();
    if (source.mode === 'in-cluster') config.loadFromCluster();
    else config.loadFromFile(source.path);
    return new KubernetesNodes(config.makeApiClient(CoreV1Api));
  }

  async list(): Promise<unknown> {
    const list = await this.api.listNode({ limit: MAX_NODES + 1 });
    // The client's typed objects carry the API's own field names; plain JSON is what the parser reads.
    return JSON.parse(JSON.stringify({ kind: 'NodeList', items: list.items ?? [] }));
  }
}
