import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { changedFields, iso, noteAudit, ProblemException, Problems, WorkSlices } from '#lib/common';
import { type InventoryError, type InventoryNode, parseNodeListInTurns } from '#lib/hardware';
import { FLEET_CONFIG, type FleetConfig } from '../fleet.config.js';
import { SettingsService } from '../settings/settings.service.js';
import type { InventoryDto } from './dto/inventory.dto.js';
import { InventoryRepository } from './inventory.repository.js';
import { KubernetesNodes } from './kubernetes-nodes.js';

const HUB_TIMEOUT_MS = 15_000;

const digestOf = (nodes: InventoryNode[]) => createHash('sha256').update(JSON.stringify(nodes)).digest('hex');

/** What the hub has when it has this report: the nodes and the network types (a change of either is sent). */
const reportDigestOf = (nodesDigest: string, networkTypes: string[]) =>
  createHash('sha256')
    .update(`${nodesDigest}\u0000${JSON.stringify(networkTypes)}`)
    .digest('hex');

const summaryOf = (nodes: InventoryNode[]) => ({
  nodes: nodes.length,
  gpus: nodes.reduce((sum, n) => sum + (n.gpus?.count ?? 0), 0),
});

export function invalidNodeList(errors: InventoryError[]): ProblemException {
  const [first] = errors;
  return Problems.validation(
    `The NodeList is not valid: ${first.node ? `node ${first.node}: ` : ''}${first.field} ${first.message}.`,
    errors.map((e) => ({ field: e.field, message: e.node ? `node ${e.node}: ${e.message}` : e.message })),
  );
}

/**
 * The cluster's hardware as Kubernetes describes it (docs/api-decisions.md, "Will it run here?"): a NodeList sent
 * to PUT /api/v1/inventory, or read from the cluster every FLEET_KUBERNETES_INVENTORY_INTERVAL_SECONDS when
 * FLEET_KUBERNETES_INVENTORY is set. The summary goes to the hub (PUT /api/v1/instance-info, `inventory`) after
 * each change and every FLEET_SYNC_INTERVAL_SECONDS with the catalog sync's cadence.
 */
@Injectable()
export class InventoryService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Inventory');
  private readonly timers: NodeJS.Timeout[] = [];
  private cluster: KubernetesNodes | null = null;
  private stopped = false;
  private clusterError: string | null = null;
  private clusterReadAt: Date | null = null;
  private hubError: string | null = null;
  private reporting: Promise<void> | null = null;
  private again: Promise<void> | null = null;

  constructor(
    private readonly repository: InventoryRepository,
    private readonly settings: SettingsService,
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.kubernetesInventory) {
      this.cluster = await KubernetesNodes.open(this.config.kubernetesInventory);
      this.every(this.config.kubernetesInventoryIntervalMs, () => this.refresh(), 0);
    }
    if (this.config.syncIntervalSeconds > 0) {
      this.every(this.config.syncIntervalSeconds * 1000, () => this.reportToHub(), 2_000);
    }
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
  }

  private every(ms: number, run: () => Promise<unknown>, first: number): void {
    const tick = (delay: number) => {
      if (this.stopped) return;
      const timer = setTimeout(() => {
        run()
          .catch((error: unknown) => this.logger.warn(`inventory: ${(error as Error).message}`))
          .finally(() => tick(ms));
      }, delay);
      timer.unref();
      this.timers.push(timer);
      if (this.timers.length > 8) this.timers.splice(0, this.timers.length - 8);
    };
    tick(first);
  }

  /** Reads the nodes from the cluster now (FLEET_KUBERNETES_INVENTORY). */
  async refresh(): Promise<void> {
    if (!this.cluster || !this.config.kubernetesInventory) return;
    let list: unknown;
    try {
      list = await this.cluster.list();
    } catch (error) {
      // Our own words only: a client error may carry the API server's answer.
      this.clusterError = `the Kubernetes API could not be read (${(error as Error).name})`;
      this.logger.warn(`inventory: ${this.clusterError}`);
      return;
    }
    const parsed = await parseNodeListInTurns(list, new WorkSlices().pause);
    if (!parsed.ok) {
      const first = parsed.errors[0];
      this.clusterError = `the cluster's NodeList was refused: ${first.node ?? ''} ${first.field} ${first.message}`;
      this.logger.warn(`inventory: ${this.clusterError}`);
      return;
    }
    this.clusterError = null;
    this.clusterReadAt = new Date();
    await this.store(parsed.value, this.config.kubernetesInventory.mode);
  }

  /** PUT /api/v1/inventory: a NodeList as `kubectl get nodes -o json` prints it. */
  async put(body: unknown): Promise<InventoryDto> {
    if (this.config.kubernetesInventory) {
      throw new ProblemException(
        409,
        'inventory_from_cluster',
        'This fleet reads its nodes from the cluster (FLEET_KUBERNETES_INVENTORY); a NodeList sent here would be replaced at the next read.',
      );
    }
    // Up to 2,000 nodes (32 MiB, parsed in slices by the body parser, large-body.ts): read in slices too.
    const parsed = await parseNodeListInTurns(body, new WorkSlices().pause);
    if (!parsed.ok) throw invalidNodeList(parsed.errors);
    const before = ((await this.repository.get())?.nodes ?? []) as InventoryNode[];
    await this.store(parsed.value, 'api');
    noteAudit({
      target: 'inventory',
      changes: changedFields(summaryOf(before), summaryOf(parsed.value), ['nodes', 'gpus']),
    });
    return this.view();
  }

  /** The network types the console sets (FLEET_NETWORK_TYPES, when set, still wins); the hub hears at once. */
  async setNetworkTypes(types: string[]): Promise<InventoryDto> {
    await this.settings.updateNetworkTypes(types);
    void this.reportToHub().catch((error: unknown) => this.logger.warn(`inventory: ${(error as Error).message}`));
    return this.view();
  }

  private async store(nodes: InventoryNode[], source: string): Promise<void> {
    const digest = digestOf(nodes);
    const changed = await this.repository.store(nodes, source, digest);
    if (changed) {
      // The hub hears of a change at once; a failure is retried with the next regular report.
      void this.reportToHub().catch((error: unknown) => this.logger.warn(`inventory: ${(error as Error).message}`));
    }
  }

  /** Sends the summary to the hub (one report at a time); nothing without a hub or an inventory. */
  reportToHub(): Promise<void> {
    if (this.reporting) {
      // A change during a report (new network types) is sent by one more report after it.
      this.again ??= this.reporting
        .catch(() => undefined)
        .then(() => {
          this.again = null;
          return this.reportToHub();
        });
      return this.again;
    }
    this.reporting = this.report().finally(() => {
      this.reporting = null;
    });
    return this.reporting;
  }

  private async report(): Promise<void> {
    const [settings, row, network] = await Promise.all([
      this.settings.hub(),
      this.repository.get(),
      this.settings.networkTypes(),
    ]);
    if (!settings.hubUrl || !settings.instanceKey || !row) return;
    let response: Response;
    try {
      response = await fetch(`${settings.hubUrl}/api/v1/instance-info`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${settings.instanceKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ inventory: { network_types: network.types, nodes: row.nodes } }),
        signal: AbortSignal.timeout(HUB_TIMEOUT_MS),
      });
    } catch (error) {
      this.hubError = `the hub could not be reached (${(error as Error).name})`;
      throw new Error(this.hubError);
    }
    await response.body?.cancel().catch(() => undefined);
    if (!response.ok) {
      this.hubError = `the hub answered ${response.status} to the inventory report`;
      throw new Error(this.hubError);
    }
    this.hubError = null;
    await this.repository.reported(reportDigestOf(row.digest, network.types));
  }

  async view(): Promise<InventoryDto> {
    const [row, network] = await Promise.all([this.repository.get(), this.settings.networkTypes()]);
    const nodes = (row?.nodes ?? []) as InventoryNode[];
    const source = this.config.kubernetesInventory;
    return {
      source: row?.source ?? null,
      taken_at: iso(row?.taken_at ?? null),
      network_types: network.types,
      network_types_from_env: network.fromEnv,
      stored_network_types: network.stored,
      totals: {
        nodes: nodes.length,
        gpu_nodes: nodes.filter((n) => n.gpus).length,
        gpus: nodes.reduce((sum, n) => sum + (n.gpus?.count ?? 0), 0),
        unknown_gpu_memory_nodes: nodes.filter((n) => n.gpus && n.gpus.memory === null && n.gpus.count > 0).length,
      },
      nodes,
      kubernetes: source
        ? { mode: source.mode, read_at: iso(this.clusterReadAt), last_error: this.clusterError }
        : { mode: 'api', read_at: null, last_error: null },
      hub: {
        reported_at: iso(row?.reported_at ?? null),
        up_to_date: Boolean(row && row.reported_digest === reportDigestOf(row.digest, network.types)),
        last_error: this.hubError,
      },
    };
  }
}
