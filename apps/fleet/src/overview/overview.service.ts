import { Injectable } from '@nestjs/common';
import { type InventoryNode, quantityValue } from '#lib/hardware';
import { HubError } from '../hub-sync/hub-client.js';
import { HubSyncService } from '../hub-sync/hub-sync.service.js';
import { HubTemplatesService } from '../hub-sync/hub-templates.service.js';
import { UPDATE_CLASSES } from '../hub-sync/update-class.js';
import { InventoryService } from '../inventory/inventory.service.js';
import { MachineTokensService } from '../machine-tokens/machine-tokens.service.js';
import type { OverviewClusterDto, OverviewDto } from './dto/overview.dto.js';

/** Machine tokens that expire within this many days are shown on the overview. */
export const TOKEN_EXPIRY_WARNING_DAYS = 14;
const DAY_MS = 86_400_000;
const GIB = 1024 ** 3;

const gib = (bytes: number) => Math.round((bytes / GIB) * 10) / 10;

function clusterOf(nodes: InventoryNode[], takenAt: string | null): OverviewClusterDto {
  const products = new Map<string, { product: string | null; count: number; memory_gib: number | null }>();
  let memory = 0;
  for (const node of nodes) {
    const bytes = node.allocatable.memory ? quantityValue(node.allocatable.memory) : null;
    if (bytes !== null) memory += Number(bytes);
    if (!node.gpus || node.gpus.count === 0) continue;
    const device = node.gpus.memory ? quantityValue(node.gpus.memory) : null;
    const memoryGib = device === null ? null : gib(Number(device));
    const key = `${node.gpus.product ?? ''}\u0000${memoryGib ?? ''}`;
    const entry = products.get(key) ?? { product: node.gpus.product, count: 0, memory_gib: memoryGib };
    entry.count += node.gpus.count;
    products.set(key, entry);
  }
  return {
    nodes: nodes.length,
    gpu_nodes: nodes.filter((n) => n.gpus && n.gpus.count > 0).length,
    gpus: nodes.reduce((sum, n) => sum + (n.gpus?.count ?? 0), 0),
    gpus_by_product: [...products.values()].sort(
      (a, b) => b.count - a.count || (a.product ?? '').localeCompare(b.product ?? ''),
    ),
    memory_gib: gib(memory),
    taken_at: takenAt,
  };
}

/**
 * The fleet console's landing page in one answer (docs/fleet-console.md, "Overview"): the cluster, the updates
 * waiting, the machine tokens about to expire, the hub sync, and how many templates fit — the one part asked of
 * the hub (its list with `fits=true`, one item), `unknown` when the hub is not configured or does not answer.
 */
@Injectable()
export class OverviewService {
  constructor(
    private readonly inventory: InventoryService,
    private readonly sync: HubSyncService,
    private readonly mirror: HubTemplatesService,
    private readonly tokens: MachineTokensService,
  ) {}

  async overview(): Promise<OverviewDto> {
    const [inventory, status, updates, tokens] = await Promise.all([
      this.inventory.view(),
      this.sync.status(),
      this.mirror.updates(),
      this.tokens.list(),
    ]);
    const fit = status.configured ? await this.fits() : null;
    const fits = fit?.fits ?? null;
    const rank = (c: string) => UPDATE_CLASSES.indexOf(c as (typeof UPDATE_CLASSES)[number]);
    const horizon = Date.now() + TOKEN_EXPIRY_WARNING_DAYS * DAY_MS;
    return {
      cluster: clusterOf(inventory.nodes as InventoryNode[], inventory.taken_at),
      updates: {
        total: updates.updates.length,
        updates: updates.updates
          .map((u) => ({
            slug: u.slug,
            name: u.name,
            update_class: u.update_class,
            target_revision: u.target_revision,
          }))
          .sort((a, b) => rank(a.update_class) - rank(b.update_class) || a.name.localeCompare(b.name)),
      },
      tokens: {
        within_days: TOKEN_EXPIRY_WARNING_DAYS,
        expiring: tokens
          .filter((t) => t.status === 'active' && t.expires_at !== null && Date.parse(t.expires_at) <= horizon)
          .sort((a, b) => Date.parse(a.expires_at!) - Date.parse(b.expires_at!))
          .map((t) => ({ id: t.id, name: t.name, expires_at: t.expires_at! })),
      },
      hub: {
        configured: status.configured,
        reachable: status.configured ? fits !== null : null,
        last_success_at: status.last_success_at,
        last_attempt_at: status.last_attempt_at,
        last_error: status.last_error,
        connection: status.connection,
      },
      // Both numbers about one set: the hub's templates this instance sees, asked with the fit question at once
      // (the mirror may hold fewer or more until the next sync); the mirror's count only when the hub is silent.
      fit: { status: fit === null ? 'unknown' : 'known', fits, templates: fit?.templates ?? status.templates },
    };
  }

  /**
   * The hub's count of the templates that fit this instance's last inventory, and of all the templates it sees,
   * asked together; null when it cannot say.
   */
  private async fits(): Promise<{ fits: number; templates: number } | null> {
    try {
      const hub = await this.sync.hub();
      const [fitting, all] = await Promise.all([
        hub.get('/api/v1/catalog/templates', { query: { fits: 'true', limit: '1' } }),
        hub.get('/api/v1/catalog/templates', { query: { limit: '1' } }),
      ]);
      if (fitting.status !== 'ok' || all.status !== 'ok') return null;
      return { fits: fitting.body.pagination.total, templates: all.body.pagination.total };
    } catch (error) {
      if (error instanceof HubError) return null;
      throw error;
    }
  }
}
