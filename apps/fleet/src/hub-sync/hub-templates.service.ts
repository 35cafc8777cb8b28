import { Injectable } from '@nestjs/common';
import { iso, noteAudit, ProblemException, Problems } from '#lib/common';
import { type Caller, callerLabel } from '../auth/caller.js';
import type {
  DeprecatedDto,
  MirrorVersionListResponseDto,
  PinDto,
  TemplateUpdateDto,
  UpdatesListResponseDto,
} from './dto/hub-sync.dto.js';
import { HubSyncRepository, type MirrorRow } from './hub-sync.repository.js';
import type { RevisionTrust } from './trust.service.js';
import { HubError } from './hub-client.js';
import { HubSyncService } from './hub-sync.service.js';
import { classifyUpdate } from './update-class.js';
import { type SignatureView, TrustService, type ViewContext } from './trust.service.js';

type Entry = Record<string, unknown> & { revision: number };

/** The hub's deprecation of a template (its latest state), read defensively from the mirrored object. */
function deprecationOf(value: unknown): DeprecatedDto | null {
  if (typeof value !== 'object' || value === null) return null;
  const d = value as Record<string, unknown>;
  return {
    reason: typeof d.reason === 'string' ? d.reason : '',
    replacement_slug: typeof d.replacement_slug === 'string' ? d.replacement_slug : null,
    at: typeof d.at === 'string' ? d.at : '',
  };
}

const latestOf = (row: MirrorRow): number | null => (typeof row.data.revision === 'number' ? row.data.revision : null);

function pinOf(row: MirrorRow): PinDto | null {
  return row.pinned_revision === null
    ? null
    : { revision: row.pinned_revision, at: iso(row.pinned_at)!, by: row.pinned_by ?? '' };
}

/**
 * What the fleet answers from its mirror: a pinned template as its pinned revision (also while the hub is
 * down), the mirrored revisions, pins, and the updates pinned templates are missing (issue 23).
 */
@Injectable()
export class HubTemplatesService {
  constructor(
    private readonly repository: HubSyncRepository,
    private readonly sync: HubSyncService,
    private readonly trust: TrustService,
  ) {}

  async context(): Promise<ViewContext> {
    return this.trust.context(await this.sync.source());
  }

  /** The signature of the revision a mirrored template is served as (its pin, or the latest). */
  signatureOf(row: MirrorRow, context: ViewContext): SignatureView {
    return this.serve(row, context).signature as SignatureView;
  }

  /** A template as served, with the `signature` of the revision served (docs/signing.md). */
  private serve(row: MirrorRow, context: ViewContext): Record<string, unknown> {
    const pinned = pinOf(row);
    if (!pinned) {
      const latest = latestOf(row);
      const signature =
        latest === null
          ? this.trust.view(context, row.slug, 0, null)
          : this.trust.view(context, row.slug, latest, row.current_trust);
      return { ...row.data, signature };
    }
    return {
      ...(row.pinned_data ?? row.data),
      pinned,
      latest_revision: latestOf(row),
      signature: this.trust.view(context, row.slug, pinned.revision, row.pinned_trust),
    };
  }

  private async row(slug: string): Promise<MirrorRow> {
    const [row] = await this.repository.templates(slug);
    if (!row) throw Problems.notFound(`No template "${slug}" in the mirror.`);
    return row;
  }

  async list(): Promise<Record<string, unknown>[]> {
    const context = await this.context();
    return (await this.repository.templates()).map((row) => this.serve(row, context));
  }

  async get(slug: string): Promise<Record<string, unknown>> {
    return this.serve(await this.row(slug), await this.context());
  }

  async versions(slug: string): Promise<MirrorVersionListResponseDto> {
    const row = await this.row(slug);
    const context = await this.context();
    const category = typeof row.data.category_slug === 'string' ? row.data.category_slug : null;
    const versions = (await this.repository.revisions(row.id)).map((r) => ({
      revision: r.revision,
      entry: r.meta,
      held: r.held,
      signature: this.trust.view(context, slug, r.revision, r.trust),
      yank: this.trust.yank(context, slug, category, r.revision, r.meta),
    }));
    return { versions, pinned: pinOf(row), latest_revision: latestOf(row) };
  }

  /** The revision must be mirrored and not yanked; its object is fetched from the hub if the mirror lacks it. */
  async pin(slug: string, revision: number, caller: Caller): Promise<Record<string, unknown>> {
    const row = await this.row(slug);
    let known = await this.repository.revision(row.id, revision);
    if (!known?.meta && !known?.held) {
      // Not in the mirror's list yet (published since the last sync): ask the hub for its entry.
      await this.sync.sync().catch(() => undefined);
      known = await this.repository.revision(row.id, revision);
    }
    if (!known) throw Problems.notFound(`Template "${slug}" has no revision ${revision}.`);
    // A yank is acted on unless it is a hub-only one on a publisher's template (docs/signing.md): then it is shown.
    const context = await this.context();
    const category = typeof row.data.category_slug === 'string' ? row.data.category_slug : null;
    const refuseYanked = (entry: Record<string, unknown> | null | undefined) => {
      if (this.trust.yank(context, slug, category, revision, entry)?.acted) {
        throw Problems.conflict(`Revision ${revision} of "${slug}" is yanked and cannot be pinned.`);
      }
    };
    refuseYanked(known.meta);
    if (!known.held) {
      let raw: unknown;
      try {
        const hub = await this.sync.hub();
        raw = await hub.find('/api/v1/catalog/templates/{slug}/versions/{revision}', {
          path: { slug, revision: String(revision) },
        });
      } catch (error) {
        if (!(error instanceof HubError)) throw error;
        throw new ProblemException(
          502,
          'hub_unavailable',
          `The fleet does not hold revision ${revision} and the hub could not give it: ${error.message}.`,
        );
      }
      const data = raw as Record<string, unknown> | null;
      if (!data || data.id !== row.id) throw Problems.notFound(`Template "${slug}" has no revision ${revision}.`);
      refuseYanked(data);
      await this.repository.storeRevisionData(row.id, revision, data);
    }
    if (this.trust.enabled) {
      // Signatures (docs/signing.md): an invalid revision is never pinned, one below FLEET_REQUIRE_SIGNATURE
      // neither, and nothing new is pinned while the catalog is frozen.
      const source = await this.sync.source();
      let record: RevisionTrust | null;
      try {
        record = await this.trust.ensure(await this.sync.hub(), source, row, revision);
      } catch (error) {
        if (!(error instanceof HubError)) throw error;
        throw new ProblemException(
          502,
          'hub_unavailable',
          `The signature of revision ${revision} could not be read from the hub: ${error.message}.`,
        );
      }
      const view = this.trust.view(await this.trust.context(source), slug, revision, record);
      await this.trust.checkPin(source, slug, revision, view);
    }
    await this.repository.pin(row.id, revision, callerLabel(caller));
    noteAudit({ changes: { revision: { from: row.pinned_revision, to: revision } } });
    return this.get(slug);
  }

  async unpin(slug: string): Promise<void> {
    const row = await this.row(slug);
    // Unpinning takes the latest revision: an update, refused while the catalog is frozen.
    if (this.trust.enabled && row.pinned_revision !== null) await this.trust.checkNotFrozen(await this.sync.source());
    await this.repository.pin(row.id, null, null);
    noteAudit({ changes: { revision: { from: row.pinned_revision, to: null } } });
  }

  /**
   * Pinned templates with something to do, classed by classifyUpdate (docs/fleet-console.md, "Update classes"):
   * two statements whatever the number of pins (the mirror, unless `mirror` is the one the caller just read, and
   * the revision entries of every pinned template).
   */
  async updates(mirror?: MirrorRow[]): Promise<UpdatesListResponseDto> {
    const updates: TemplateUpdateDto[] = [];
    const rows = mirror ?? (await this.repository.templates());
    const byTemplate = new Map<string, Entry[]>();
    const trustOf = new Map<string, RevisionTrust | null>();
    if (rows.some((row) => row.pinned_revision !== null)) {
      for (const { template_id, revision, meta, trust } of await this.repository.pinnedRevisionEntries()) {
        const list = byTemplate.get(template_id) ?? [];
        list.push(meta as Entry);
        byTemplate.set(template_id, list);
        trustOf.set(`${template_id}/${revision}`, trust);
      }
    }
    const context = await this.context();
    for (const row of rows) {
      const pinned = pinOf(row);
      const latest = latestOf(row);
      if (!pinned || latest === null) continue;
      const entries = (byTemplate.get(row.id) ?? [])
        .filter((e) => e.revision <= latest)
        .sort((a, b) => a.revision - b.revision);
      const deprecation = deprecationOf(row.data.deprecated);
      // Only the yanks the fleet acts on count (a hub-only yank of a publisher's template is shown, not acted on).
      const category = typeof row.data.category_slug === 'string' ? row.data.category_slug : null;
      const yanks = new Map(
        entries.map((e) => [e.revision, this.trust.yank(context, row.slug, category, e.revision, e as never)]),
      );
      const acted = entries.map((e) => (yanks.get(e.revision)?.acted === false ? { ...e, yanked: null } : e));
      const ownYank = yanks.get(pinned.revision);
      // A hub-only yank of the pin changes nothing to do, but is shown (its reason, `hub_only`), as class `other`.
      const verdict =
        classifyUpdate(pinned.revision, acted, { deprecated: deprecation !== null }) ??
        (ownYank?.hub_only
          ? { class: 'other' as const, target: null, image_changes: false, security_revisions: [] }
          : null);
      if (!verdict) continue;
      const newer = entries.filter((e) => e.revision > pinned.revision);
      const own = entries.find((e) => e.revision === pinned.revision);
      const yanked =
        own?.yanked && ownYank
          ? {
              ...(own.yanked as Record<string, unknown>),
              hub_only: ownYank.hub_only,
              publisher: ownYank.publisher,
            }
          : null;
      updates.push({
        id: row.id,
        slug: row.slug,
        name: typeof row.data.name === 'string' ? row.data.name : row.slug,
        pinned,
        latest_revision: latest,
        target_revision: verdict.target,
        update_class: verdict.class,
        action: verdict.class === 'required' || verdict.class === 'security' ? verdict.class : 'available',
        contains_security_updates: verdict.security_revisions.length > 0,
        image_changes: verdict.image_changes,
        revisions: newer,
        pinned_yanked: yanked,
        deprecation,
        signature:
          verdict.target === null
            ? null
            : this.trust.view(context, row.slug, verdict.target, trustOf.get(`${row.id}/${verdict.target}`)),
      });
    }
    return { updates };
  }
}
