import { Injectable } from '@nestjs/common';
import { iso, pagination, parsePaging, ProblemException, Problems } from '#lib/common';
import { searchTag } from '#lib/domain';
import type {
  CatalogFacetsDto,
  CatalogFitDto,
  CatalogItemDto,
  CatalogQueryDto,
  CatalogResponseDto,
  TemplateChangesDto,
} from './dto/hub-catalog.dto.js';
import { HubError, type HubTemplate } from './hub-client.js';
import { HubSyncRepository, type MirrorRow } from './hub-sync.repository.js';
import { HubSyncService, isHubNotConfigured } from './hub-sync.service.js';
import { HubTemplatesService } from './hub-templates.service.js';
import type { ViewContext } from './trust.service.js';

const TOP_TAGS = 20;
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function fitOf(value: unknown): CatalogFitDto | null {
  if (typeof value !== 'object' || value === null) return null;
  const fit = value as Record<string, unknown>;
  const verdict = fit.verdict;
  if (verdict !== 'fits' && verdict !== 'does_not_fit' && verdict !== 'unknown') return null;
  const reasons = Array.isArray(fit.reasons) ? (fit.reasons as Record<string, unknown>[]) : [];
  return {
    verdict,
    reasons: reasons.map((r) => ({ code: str(r.code), field: str(r.field), message: str(r.message) })),
    nodes_that_fit: typeof fit.nodes_that_fit === 'number' ? fit.nodes_that_fit : null,
    max_copies: typeof fit.max_copies === 'number' ? fit.max_copies : null,
  };
}

/**
 * The fleet's Catalog page (issue 33, item 1): the hub's ranked search, facets and fit verdicts, asked with the
 * instance key (which never leaves the fleet), joined with what the fleet serves (pins, updates). When the hub
 * does not answer, a plain filter over the mirror says so (`ranking: local`). The revision diff is the hub's.
 */
@Injectable()
export class HubCatalogService {
  constructor(
    private readonly sync: HubSyncService,
    private readonly mirror: HubTemplatesService,
    private readonly repository: HubSyncRepository,
  ) {}

  async search(query: CatalogQueryDto): Promise<CatalogResponseDto> {
    const rows = await this.repository.templates();
    let hubError: string;
    try {
      return await this.fromHub(query, rows);
    } catch (error) {
      if (error instanceof HubError) hubError = error.message;
      else if (isHubNotConfigured(error)) hubError = 'no hub is configured';
      else throw error;
    }
    return this.local(query, rows, hubError);
  }

  private async fromHub(query: CatalogQueryDto, rows: MirrorRow[]): Promise<CatalogResponseDto> {
    const hub = await this.sync.hub();
    const fitsOnly = query.fits === 'true';
    const base = {
      search: query.search || undefined,
      category: query.category || undefined,
      tags: query.tag || undefined,
      sort: query.sort || undefined,
    };
    const list = await hub.get('/api/v1/catalog/templates', {
      query: {
        ...base,
        include: 'fit',
        fits: fitsOnly ? 'true' : undefined,
        facets: fitsOnly ? undefined : 'category,tags',
        page: query.page,
        limit: query.limit,
      },
    });
    if (list.status !== 'ok') throw new HubError('the hub answered 304 without a cached copy', true);
    let { facets, did_you_mean: didYouMean } = list.body;
    if (fitsOnly) {
      // The hub's `fits=true` list pages after its fit filter and answers no facets: ask for them beside it.
      const counts = await hub.get('/api/v1/catalog/templates', {
        query: { ...base, facets: 'category,tags', limit: '1' },
      });
      if (counts.status === 'ok') ({ facets, did_you_mean: didYouMean } = counts.body);
    }
    const byId = new Map(rows.map((row) => [row.id, row]));
    const updates = await this.updatesBySlug(rows);
    const context = await this.mirror.context();
    const templates = list.body.templates.map((t) =>
      this.item(t as HubTemplate & { fit?: unknown }, byId.get(t.id), updates, context),
    );
    // A pinned row describes its pinned revision: the hub's verdict for that revision, asked beside the list (one
    // request per pinned row of this page whose pin is not the latest; the hub caches each answer).
    await Promise.all(
      templates.map(async (item) => {
        if (item.pinned === null || item.pinned.revision === item.revision) return;
        try {
          const fit = await hub.find('/api/v1/catalog/templates/{slug}/fit', {
            path: { slug: item.slug },
            query: { revision: String(item.pinned.revision) },
          });
          item.fit = fitOf(fit);
        } catch (error) {
          if (!(error instanceof HubError)) throw error;
          item.fit = null;
        }
      }),
    );
    return {
      ranking: 'hub',
      hub_error: null,
      templates,
      pagination: list.body.pagination,
      did_you_mean: didYouMean ?? null,
      facets: { category: facets?.category ?? [], tags: facets?.tags ?? [] },
    };
  }

  /** The mirror filtered as plainly as can be: every word in name, slug, description, category or tags. */
  private async local(query: CatalogQueryDto, rows: MirrorRow[], hubError: string): Promise<CatalogResponseDto> {
    const words = (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const tag = query.tag ? searchTag(query.tag) : null;
    const textOf = (d: Record<string, unknown>) =>
      [d.name, d.slug, d.description, d.category_name, ...(Array.isArray(d.tags) ? d.tags : [])]
        .map(str)
        .join(' ')
        .toLowerCase();
    const tagsOf = (d: Record<string, unknown>) => (Array.isArray(d.tags) ? d.tags.map((x) => searchTag(str(x))) : []);
    const matches = rows.filter((row) => words.every((w) => textOf(row.data).includes(w)));
    const inCategory = (row: MirrorRow) => !query.category || row.data.category_slug === query.category;
    const withTag = (row: MirrorRow) => !tag || tagsOf(row.data).includes(tag);
    const found = matches.filter((row) => inCategory(row) && withTag(row));

    // Each facet counted with the other filter applied but not its own, as the hub counts them.
    const categories = new Map<string, { slug: string; name: string; count: number }>();
    for (const row of matches.filter(withTag)) {
      const slug = str(row.data.category_slug);
      if (!slug) continue;
      const entry = categories.get(slug) ?? { slug, name: str(row.data.category_name), count: 0 };
      entry.count++;
      categories.set(slug, entry);
    }
    const tags = new Map<string, number>();
    for (const row of matches.filter(inCategory)) {
      for (const t of new Set(tagsOf(row.data))) tags.set(t, (tags.get(t) ?? 0) + 1);
    }
    const facets: CatalogFacetsDto = {
      category: [...categories.values()].sort((a, b) => b.count - a.count || a.slug.localeCompare(b.slug)),
      tags: [...tags.entries()]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, TOP_TAGS)
        .map(([t, count]) => ({ tag: t, count })),
    };
    const { page, limit, offset } = parsePaging(query.page, query.limit);
    const updates = await this.updatesBySlug(rows);
    const context = await this.mirror.context();
    return {
      ranking: 'local',
      hub_error: hubError,
      templates: found
        .slice(offset, offset + limit)
        .map((row) => this.item(row.data as HubTemplate, row, updates, context)),
      pagination: pagination(page, limit, found.length),
      did_you_mean: null,
      facets,
    };
  }

  /** The updates waiting, from the mirror `rows` this search read (one more statement, whatever the pins). */
  private async updatesBySlug(rows: MirrorRow[]): Promise<Map<string, CatalogItemDto['update']>> {
    const { updates } = await this.mirror.updates(rows);
    return new Map(updates.map((u) => [u.slug, { update_class: u.update_class, target_revision: u.target_revision }]));
  }

  private item(
    t: HubTemplate & { fit?: unknown },
    row: MirrorRow | undefined,
    updates: Map<string, CatalogItemDto['update']>,
    context: ViewContext,
  ): CatalogItemDto {
    const pinned =
      row && row.pinned_revision !== null
        ? { revision: row.pinned_revision, at: iso(row.pinned_at)!, by: row.pinned_by ?? '' }
        : null;
    const latest = typeof row?.data.revision === 'number' ? row.data.revision : null;
    // What the fleet deploys of it: a pinned template's needs are those of its pinned revision (when mirrored).
    const served = pinned && row?.pinned_data ? (row.pinned_data as Partial<HubTemplate>) : t;
    return {
      id: t.id,
      slug: t.slug,
      name: t.name,
      description: str(t.description),
      version: str(t.version),
      revision: typeof t.revision === 'number' ? t.revision : null,
      category_slug: str(t.category_slug),
      category_name: str(t.category_name),
      tags: Array.isArray(t.tags) ? t.tags.map(str) : [],
      cpu_request: str(served.cpu_request),
      memory_request: str(served.memory_request),
      gpu_count: typeof served.gpu_count === 'number' ? served.gpu_count : 0,
      vram_request: str(served.vram_request),
      needs_revision: pinned && row?.pinned_data ? pinned.revision : typeof t.revision === 'number' ? t.revision : null,
      deprecated: t.deprecated ?? null,
      fit: fitOf(t.fit),
      mirrored: row !== undefined,
      serving_revision: pinned ? pinned.revision : latest,
      pinned,
      update: updates.get(t.slug) ?? null,
      signature: row ? this.mirror.signatureOf(row, context) : null,
    };
  }

  /** The hub's diff between two revisions; 404 when the hub has no such template or revision for us. */
  async changes(slug: string, from: string, to: string | undefined): Promise<TemplateChangesDto> {
    let answer: unknown;
    try {
      const hub = await this.sync.hub();
      answer = await hub.find('/api/v1/catalog/templates/{slug}/changes', { path: { slug }, query: { from, to } });
    } catch (error) {
      if (!(error instanceof HubError)) throw error;
      if (error.status === 400) throw Problems.validation(`The hub refused revisions ${from} to ${to ?? 'latest'}.`);
      throw new ProblemException(502, 'hub_unavailable', `The hub could not give the changes: ${error.message}.`);
    }
    if (!answer) throw Problems.notFound(`The hub has no changes of "${slug}" from revision ${from}.`);
    return answer as TemplateChangesDto;
  }
}
