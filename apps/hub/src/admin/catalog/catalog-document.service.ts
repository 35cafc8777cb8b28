import { Inject, Injectable } from '@nestjs/common';
import { DEPLOYABLE_COLUMNS } from '#lib/database';
import type { TrustedRoot } from '#lib/signing';
import { type FieldError, noteAudit, ProblemException, Problems, validationDetail } from '#lib/common';
import { decryptSecret } from '#lib/credentials';
import { HUB_CONFIG, type HubConfig } from '../../hub.config.js';
import { AdminCategoriesService } from '../categories/categories.service.js';
import type { CategoryWrite } from '../categories/categories.repository.js';
import type { TemplateWrite, WriteTransaction } from '../templates/templates.repository.js';
import { AdminTemplatesService } from '../templates/templates.service.js';
import { TrustService } from '../../trust/trust.service.js';
import {
  checkPublished,
  checkSigned,
  publisherManaged,
  readSignatures,
  refuseUnused,
  type SignedRevision,
} from './catalog-signatures.js';
import {
  type CatalogCategory,
  type CatalogDocument,
  type CatalogTemplate,
  checkCatalogDocument,
  entryLabel,
} from './catalog-document.js';
import { defaultOf, isRequiredField, TEMPLATE_FIELDS, type TemplateField } from './catalog-document-fields.js';
import { CatalogDocumentRepository, type ScopeState, type ScopeTemplateRow } from './catalog-document.repository.js';
import {
  CATALOG_API_VERSION,
  CATALOG_KIND,
  CONSOLE_MANAGER,
  type CatalogApplyDto,
  type CatalogFieldChangeDto,
  type CatalogPlanDto,
  type CatalogPlanEntryDto,
  type CatalogRefusalDto,
  type CatalogTakeoversDto,
} from './dto/catalog-document.dto.js';

export interface PlanOptions {
  prune: boolean;
  force: boolean;
  /** Take over the document's templates another manager manages (else they are conflicts, left alone). */
  takeOver: boolean;
}

const CATEGORY_DEFAULTS = { description: '', icon: '', sort_order: 0, is_private: false } as const;
const CATEGORY_FIELDS = ['name', 'description', 'icon', 'sort_order', 'is_private'] as const;
type CategoryField = (typeof CATEGORY_FIELDS)[number];

const DEPLOYABLE = new Set<string>(DEPLOYABLE_COLUMNS);
const PRUNE_REASON = 'Removed from the hub catalog document.';
/** How a plan shows a write-only value (never the secret itself). */
const SECRET_SET = '(set)';

/** JSON with sorted keys: two values are the same when their canonical texts are. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** A deprecation as a document states it (the time it was set is the hub's, not the document's). */
function deprecationOf(value: unknown): { reason: string; replacement_slug?: string } | null {
  if (!value || typeof value !== 'object') return null;
  const d = value as { reason: string; replacement_slug?: string | null };
  return d.replacement_slug ? { reason: d.reason, replacement_slug: d.replacement_slug } : { reason: d.reason };
}

/** A stored template's field as a document holds it. */
function storedField(row: ScopeTemplateRow, field: TemplateField): unknown {
  if (field === 'category_slug') return row.category_slug;
  if (field === 'deprecated') return deprecationOf(row.deprecated);
  if (field === 'gpu_count' || field === 'concurrent_jobs') return Number(row[field]);
  return (row as unknown as Record<string, unknown>)[field];
}

interface DesiredTemplate {
  index: number;
  entry: CatalogTemplate;
  /** Who will manage it: the entry's `source`, else the document's, else the console. */
  manager: string;
  /** Every compared field, defaults filled in, normalised as the admin API stores it. */
  fields: Record<TemplateField, unknown>;
}

interface TemplateStep {
  desired: DesiredTemplate;
  current?: ScopeTemplateRow;
  changed: TemplateField[];
  credentials: 'keep' | 'set' | 'clear';
  publishes: boolean;
  /** The manager it is taken over from (take_over=true). */
  takesOverFrom?: string;
}

/** A plan and what apply needs to carry it out. */
interface Computed {
  plan: CatalogPlanDto;
  categoryCreates: { entry: CatalogCategory }[];
  categoryUpdates: { id: string; values: Partial<Record<CategoryField, unknown>> }[];
  categoryDeletes: string[];
  templateCreates: TemplateStep[];
  templateUpdates: TemplateStep[];
  deprecations: string[];
  deletions: string[];
}

/**
 * The catalog document's rules (docs/catalog-as-code.md): plan (what applying would do), apply (all of it in one
 * transaction through the admin services, or nothing) and export (the document of what is there).
 */
@Injectable()
export class CatalogDocumentService {
  constructor(
    private readonly repository: CatalogDocumentRepository,
    private readonly templates: AdminTemplatesService,
    private readonly categories: AdminCategoriesService,
    private readonly trust: TrustService,
    @Inject(HUB_CONFIG) private readonly config: HubConfig,
  ) {}

  async plan(raw: unknown, options: PlanOptions): Promise<CatalogPlanDto> {
    const doc = await checkCatalogDocument(raw);
    const desired = this.desired(doc);
    const org = await this.organization(doc.owner_org_slug);
    const state = await this.repository.state(
      org,
      doc.templates.map((t) => t.slug),
    );
    return this.compute(doc, desired, state, options).plan;
  }

  /** Applies a document in one transaction; `ifMatch`: the etag of the plan that was reviewed (else 412). */
  async apply(raw: unknown, options: PlanOptions, ifMatch?: string, by?: string): Promise<CatalogApplyDto> {
    const checked = await this.checked(raw);
    const signed = await this.signatures(checked.doc);
    const result = await this.repository.transaction((tx) =>
      this.applyChecked(tx, checked, signed, options, ifMatch, by),
    );
    if (result === 'missing_reference') {
      throw Problems.validation('A category or organization the document names was deleted meanwhile; plan again.');
    }
    // The admin record (admin/audit): which manager's document, in which scope, and what it did.
    noteAudit({
      target: result.source,
      changes: {
        ...result.summary,
        applied: result.applied,
        owner_org_slug: result.owner_org_slug,
        prune: result.prune,
        force: result.force,
        take_over: result.take_over,
        etag_after: result.etag_after,
      },
    });
    return result;
  }

  /**
   * apply inside the caller's transaction (the demo seed's, at start-up): the same checks, plan, refusals and
   * writes; a refusal throws, and the caller's transaction then writes nothing. `root`: the hub's current root,
   * read by the caller before its transaction (reading it here, on another connection, would wait on that
   * transaction with the embedded database's one connection); omitted, it is read here.
   */
  async applyWithin(
    tx: WriteTransaction,
    raw: unknown,
    options: PlanOptions,
    root?: TrustedRoot | null,
  ): Promise<CatalogApplyDto> {
    const checked = await this.checked(raw);
    const signed =
      root === undefined
        ? await this.signatures(checked.doc)
        : readSignatures(checked.doc.signatures, checked.doc.signatures?.length ? root : null);
    return this.applyChecked(tx, checked, signed, options);
  }

  /** The document's revision envelopes, checked against the root before the transaction (it changes only by a new version). */
  private async signatures(doc: CatalogDocument): Promise<Map<string, SignedRevision>> {
    return readSignatures(doc.signatures, doc.signatures?.length ? await this.trust.current() : null);
  }

  /** A document checked field by field and each template turned into what the admin API would store. */
  private async checked(raw: unknown): Promise<{ doc: CatalogDocument; desired: DesiredTemplate[] }> {
    const doc = await checkCatalogDocument(raw);
    return { doc, desired: this.desired(doc) };
  }

  private async applyChecked(
    tx: WriteTransaction,
    { doc, desired }: { doc: CatalogDocument; desired: DesiredTemplate[] },
    signed: Map<string, SignedRevision>,
    options: PlanOptions,
    ifMatch?: string,
    by?: string,
  ): Promise<CatalogApplyDto> {
    await this.repository.lock(tx);
    const org = await this.organization(doc.owner_org_slug, tx);
    const state = await this.repository.state(
      org,
      doc.templates.map((t) => t.slug),
      tx,
    );
    if (ifMatch !== undefined && !etagMatches(ifMatch, state.etag)) {
      throw new ProblemException(
        412,
        'precondition_failed',
        `The catalog changed since the plan (its etag is now ${state.etag}): plan again and review.`,
      );
    }
    const computed = this.compute(doc, desired, state, options);
    const { plan } = computed;
    if (plan.refusals.length) {
      const errors = plan.refusals.map((r) => ({ field: refusalField(r), message: r.message }));
      throw Problems.validation(`The document cannot be applied: ${validationDetail(errors)}`, errors);
    }
    const publisherOf = this.checkSignatures(computed, signed);
    const writes = plan.summary.create + plan.summary.update + plan.summary.delete;
    if (writes === 0) return { ...plan, applied: false, etag_after: state.etag };
    await this.repository.oneNotification(tx);
    if (signed.size) await this.repository.declareSignedWrite(tx);
    const created = await this.write(tx, computed, state, org, by ?? null);
    if (signed.size) {
      // What was written, as fleets will deploy it, against what was signed; then stored beside each revision.
      const ids = [...created, ...computed.templateUpdates.filter((u) => u.publishes).map((u) => u.current!.id)];
      const published = await this.repository.publishedRevisions(tx, ids);
      checkPublished(published, signed);
      await this.repository.storeSignatures(
        tx,
        published.map((row) => ({
          template_id: row.id,
          revision: Number(row.revision),
          envelope: JSON.stringify(signed.get(row.slug)!.envelope),
          publisher: publisherOf.get(row.slug)!,
        })),
      );
    }
    const after = await this.repository.state(org, [], tx);
    return { ...plan, applied: true, etag_after: after.etag };
  }

  /** The document of what a scope holds, in a stable order (categories by sort_order then slug, templates by slug). */
  async export(ownerOrgSlug?: string, source?: string): Promise<CatalogDocument> {
    const org = await this.organization(ownerOrgSlug);
    const state = await this.repository.state(org, []);
    // One manager's document (`source`), or the whole scope with each template not the console's naming its own.
    const manager = source ?? CONSOLE_MANAGER;
    if (source !== undefined) state.templates = state.templates.filter((t) => t.manager === source);
    const used = new Set(state.templates.map((t) => t.category_slug));
    const categories = state.categories
      .filter((c) => !org || used.has(c.slug))
      .sort((a, b) => a.sort_order - b.sort_order || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0))
      .map((c) => {
        const entry: Record<string, unknown> = { slug: c.slug, name: c.name };
        for (const f of ['description', 'icon', 'sort_order', 'is_private'] as const) {
          if (!same(c[f], CATEGORY_DEFAULTS[f])) entry[f] = c[f];
        }
        return entry as unknown as CatalogCategory;
      });
    const templates = state.templates.map((row) => {
      const entry: Record<string, unknown> = { slug: row.slug };
      if (row.manager !== manager) entry.source = row.manager;
      for (const f of TEMPLATE_FIELDS) {
        const value = storedField(row, f);
        if (isRequiredField(f) || !same(value, defaultOf(f))) entry[f] = value;
      }
      return entry as unknown as CatalogTemplate;
    });
    return {
      apiVersion: CATALOG_API_VERSION,
      kind: CATALOG_KIND,
      ...(org ? { owner_org_slug: org.slug } : {}),
      ...(source !== undefined ? { source } : {}),
      categories,
      templates,
    };
  }

  /** The record of takeovers, newest first. */
  async takeovers(slug?: string): Promise<CatalogTakeoversDto> {
    const rows = await this.repository.takeovers(slug, 500);
    return { takeovers: rows.map((r) => ({ ...r, taken_at: new Date(r.taken_at).toISOString() })) };
  }

  private async organization(slug: string | undefined, tx?: WriteTransaction) {
    if (slug === undefined) return null;
    const org = await this.repository.organization(slug, tx);
    if (!org) {
      throw Problems.validation(`owner_org_slug: no organization has the slug "${slug}".`, [
        { field: 'owner_org_slug', message: `no organization has the slug "${slug}"` },
      ]);
    }
    return org;
  }

  /** Each template's fields as the admin API would store them (its rules beyond single fields: a 400 naming the entry). */
  private desired(doc: CatalogDocument): DesiredTemplate[] {
    const errors: FieldError[] = [];
    const desired: DesiredTemplate[] = [];
    for (const [index, entry] of doc.templates.entries()) {
      const { category_slug, registry_credentials: _credentials, source: _source, ...body } = entry;
      let values: TemplateWrite;
      try {
        values = this.templates.toWrite(body);
      } catch (error) {
        const problem = error instanceof ProblemException ? (error.getResponse() as { errors?: FieldError[] }) : null;
        if (!problem?.errors) throw error;
        const at = entryLabel('templates', index, entry);
        errors.push(...problem.errors.map((e) => ({ field: `${at}.${e.field}`, message: e.message })));
        continue;
      }
      const fields = {} as Record<TemplateField, unknown>;
      for (const f of TEMPLATE_FIELDS) {
        if (f === 'category_slug') fields[f] = category_slug;
        else if (f === 'deprecated') fields[f] = deprecationOf(values.deprecated);
        else fields[f] = values[f] !== undefined ? values[f] : defaultOf(f);
      }
      desired.push({ index, entry, fields, manager: entry.source ?? doc.source ?? CONSOLE_MANAGER });
    }
    if (errors.length) throw Problems.validation(`The document is refused: ${validationDetail(errors)}`, errors);
    return desired;
  }

  private compute(doc: CatalogDocument, desired: DesiredTemplate[], state: ScopeState, options: PlanOptions): Computed {
    const prune = options.prune;
    const force = prune && options.force;
    const takeOver = options.takeOver;
    const source = doc.source ?? CONSOLE_MANAGER;
    const refusals: CatalogRefusalDto[] = [];
    const computed: Computed = {
      plan: {
        etag: state.etag,
        owner_org_slug: state.org?.slug ?? null,
        source,
        prune,
        force,
        take_over: takeOver,
        categories: [],
        templates: [],
        refusals,
        summary: { create: 0, update: 0, unchanged: 0, delete: 0, conflict: 0, refused: 0 },
      },
      categoryCreates: [],
      categoryUpdates: [],
      categoryDeletes: [],
      templateCreates: [],
      templateUpdates: [],
      deprecations: [],
      deletions: [],
    };
    const { plan } = computed;
    const count = (entry: CatalogPlanEntryDto) => {
      plan.summary[entry.action] += 1;
      return entry;
    };

    // Categories: created or updated from the document; pruned (hub scope only) when no template will use them.
    const stored = new Map(state.categories.map((c) => [c.slug, c]));
    const named = new Set(doc.categories.map((c) => c.slug));
    for (const [index, entry] of doc.categories.entries()) {
      const current = stored.get(entry.slug);
      const wanted: Record<CategoryField, unknown> = {
        name: entry.name.trim(),
        description: entry.description ?? CATEGORY_DEFAULTS.description,
        icon: entry.icon ?? CATEGORY_DEFAULTS.icon,
        sort_order: entry.sort_order ?? CATEGORY_DEFAULTS.sort_order,
        is_private: entry.is_private ?? CATEGORY_DEFAULTS.is_private,
      };
      if (!current) {
        computed.categoryCreates.push({ entry });
        plan.categories.push(count({ action: 'create', slug: entry.slug, index }));
        continue;
      }
      const changes = CATEGORY_FIELDS.filter((f) => !same(current[f], wanted[f])).map((f) => ({
        field: f,
        old: current[f],
        new: wanted[f],
      }));
      if (!changes.length) {
        plan.categories.push(count({ action: 'unchanged', slug: entry.slug, index }));
        continue;
      }
      computed.categoryUpdates.push({
        id: current.id,
        values: Object.fromEntries(changes.map((c) => [c.field, c.new])),
      });
      plan.categories.push(count({ action: 'update', slug: entry.slug, index, changes }));
    }

    // Templates.
    const inScope = new Map(state.templates.map((t) => [t.slug, t]));
    const listed = new Set(desired.map((d) => d.entry.slug));
    const refuse = (d: DesiredTemplate, field: string, message: string) =>
      refusals.push({ entry: 'template', index: d.index, slug: d.entry.slug, field, message });
    for (const d of desired) {
      const { entry } = d;
      const refusedBefore = refusals.length;
      if (!named.has(entry.category_slug) && !stored.has(entry.category_slug)) {
        refuse(d, 'category_slug', `no category "${entry.category_slug}" in the document or on the hub`);
      }
      const current = inScope.get(entry.slug);
      if (!current) {
        if (state.foreignSlugs.has(entry.slug)) {
          const owner = state.foreignSlugs.get(entry.slug);
          refuse(
            d,
            'slug',
            `slug "${entry.slug}" is taken by a template ${owner ? `of organization "${owner}"` : 'owned by the hub'}, outside this document's scope`,
          );
        }
        if (this.config.requireImageDigest && !d.fields.image_digest) {
          refuse(d, 'image_digest', 'image_digest is required to publish a revision (HUB_REQUIRE_IMAGE_DIGEST=true)');
        }
        if (refusals.length === refusedBefore) {
          computed.templateCreates.push({ desired: d, changed: [], credentials: 'set', publishes: true });
        }
        plan.templates.push(count({ action: 'create', slug: entry.slug, index: d.index, revision: 1 }));
        continue;
      }
      const changed = TEMPLATE_FIELDS.filter((f) => !same(storedField(current, f), d.fields[f]));
      const credentials = this.credentialsChange(entry, current);
      const changes: CatalogFieldChangeDto[] = changed.map((f) => ({
        field: f,
        old: storedField(current, f),
        new: d.fields[f],
      }));
      if (credentials !== 'keep') {
        changes.push({
          field: 'registry_credentials',
          old: current.registry_credentials_enc ? SECRET_SET : null,
          new: credentials === 'set' ? SECRET_SET : null,
        });
      }
      // Ownership: another manager's template is a conflict, left alone unless the request takes it over.
      const foreign = current.manager !== d.manager ? current.manager : undefined;
      const publisher = current.publisher ? { publisher: current.publisher } : {};
      if (!changes.length && (!foreign || !takeOver)) {
        const note = foreign ? `managed by "${foreign}"; nothing would change` : undefined;
        plan.templates.push(
          count({
            action: 'unchanged',
            slug: entry.slug,
            index: d.index,
            ...(foreign ? { manager: foreign, note } : {}),
            ...publisher,
          }),
        );
        continue;
      }
      if (foreign && !takeOver) {
        plan.templates.push(
          count({
            action: 'conflict',
            slug: entry.slug,
            index: d.index,
            manager: foreign,
            changes,
            note: `managed by "${foreign}": apply leaves it unless it takes it over (take_over=true)`,
            ...publisher,
          }),
        );
        continue;
      }
      const publishes = changed.some((f) => DEPLOYABLE.has(f));
      if (publishes && this.config.requireImageDigest && !d.fields.image_digest) {
        refuse(d, 'image_digest', 'image_digest is required to publish a revision (HUB_REQUIRE_IMAGE_DIGEST=true)');
      }
      if (publishes && this.config.templateVersionPolicy === 'strict' && !changed.includes('version')) {
        refuse(
          d,
          'version',
          'this change publishes a revision: set a new version (HUB_TEMPLATE_VERSION_POLICY=strict)',
        );
      }
      computed.templateUpdates.push({ desired: d, current, changed, credentials, publishes, takesOverFrom: foreign });
      plan.templates.push(
        count({
          action: 'update',
          slug: entry.slug,
          index: d.index,
          changes,
          publishes_revision: publishes,
          ...(publishes ? { revision: Number(current.revision) + 1 } : {}),
          ...(foreign ? { manager: foreign, takes_over_from: foreign } : {}),
          ...publisher,
        }),
      );
    }

    if (prune) {
      const stays = new Set<string>(desired.map((d) => d.entry.category_slug));
      for (const row of state.templates) {
        if (listed.has(row.slug)) continue;
        // Prune and force touch only what the document's own manager manages.
        if (row.manager !== source) {
          stays.add(row.category_slug);
          continue;
        }
        if (force) {
          computed.deletions.push(row.id);
          plan.templates.push(count({ action: 'delete', slug: row.slug, index: null, prune: 'delete' }));
          continue;
        }
        stays.add(row.category_slug);
        if (row.deprecated) {
          plan.templates.push(
            count({
              action: 'unchanged',
              slug: row.slug,
              index: null,
              note: 'left out of the document; already deprecated',
            }),
          );
          continue;
        }
        computed.deprecations.push(row.id);
        plan.templates.push(count({ action: 'delete', slug: row.slug, index: null, prune: 'deprecate' }));
      }
      // Categories are the hub's: only a hub-scoped document prunes them, and only those no template will use.
      if (!state.org) {
        for (const c of state.categories) {
          if (named.has(c.slug)) continue;
          if (Number(c.foreign_uses) > 0 || stays.has(c.slug)) {
            plan.categories.push(
              count({
                action: 'unchanged',
                slug: c.slug,
                index: null,
                note: 'left out of the document; templates still use it',
              }),
            );
            continue;
          }
          computed.categoryDeletes.push(c.id);
          plan.categories.push(count({ action: 'delete', slug: c.slug, index: null }));
        }
      }
    }
    plan.summary.refused = refusals.length;
    return computed;
  }

  /**
   * The publisher rule (docs/signing.md) on what the apply publishes: unsigned, a publisher-managed template's
   * revision → 409 `publisher_managed`; signed, every revision it publishes needs its envelope (signed by the
   * publisher the root gives the template, for the revision number and category the plan computed), and every
   * envelope must sign a revision it publishes. The publisher of each signed template, by slug.
   */
  private checkSignatures(computed: Computed, signed: Map<string, SignedRevision>): Map<string, string> {
    const publishing = [
      ...computed.templateCreates.map((step) => ({ step, revision: 1, publisher: null as string | null })),
      ...computed.templateUpdates
        .filter((step) => step.publishes)
        .map((step) => ({ step, revision: Number(step.current!.revision) + 1, publisher: step.current!.publisher })),
    ];
    const publisherOf = new Map<string, string>();
    if (!signed.size) {
      const managed = publishing.find((p) => p.publisher);
      if (managed) {
        throw publisherManaged(
          managed.step.desired.entry.slug,
          managed.publisher!,
          'an unsigned apply cannot publish a revision of it (hub-catalog apply --sign-with its key).',
        );
      }
      return publisherOf;
    }
    refuseUnused(signed, new Set(publishing.map((p) => p.step.desired.entry.slug)));
    for (const { step, revision, publisher } of publishing) {
      const { slug, category_slug } = step.desired.entry;
      const s = signed.get(slug);
      if (!s) {
        throw new ProblemException(
          400,
          'signature_missing',
          `The document is signed, but not ${slug}, whose revision ${revision} this apply publishes: sign every ` +
            'revision the apply publishes (plan again and sign).',
          { errors: [{ field: 'signatures', message: `no signature for ${slug}` }] },
        );
      }
      const verdict = checkSigned(s, { slug, revision, category_slug, publisher });
      publisherOf.set(slug, verdict.publisher!);
    }
    return publisherOf;
  }

  /** Write-only credentials: a document that leaves them out keeps what is stored; equal ones are no change. */
  private credentialsChange(entry: CatalogTemplate, current: ScopeTemplateRow): 'keep' | 'set' | 'clear' {
    const wanted = entry.registry_credentials;
    if (wanted === undefined) return 'keep';
    if (wanted === null) return current.registry_credentials_enc ? 'clear' : 'keep';
    if (!current.registry_credentials_enc) return 'set';
    try {
      const stored = JSON.parse(decryptSecret(current.registry_credentials_enc, this.config.encryptionKey)) as {
        username: string;
        password: string;
      };
      return stored.username === wanted.username && stored.password === wanted.password ? 'keep' : 'set';
    } catch {
      return 'set';
    }
  }

  /**
   * The plan's writes, through the admin services (their rules, revisions and notes), visibility tracked once;
   * templates in batches (createManyWithin, updateManyWithin, deleteManyWithin), a statement per few hundred.
   */
  private async write(
    tx: WriteTransaction,
    computed: Computed,
    state: ScopeState,
    org: { id: string } | null,
    by: string | null,
  ): Promise<string[]> {
    const affected = {
      templateIds: [
        ...computed.templateUpdates.map((u) => u.current!.id),
        ...computed.deprecations,
        ...computed.deletions,
      ],
      categoryIds: [...computed.categoryUpdates.map((u) => u.id), ...computed.categoryDeletes],
    };
    return this.repository.tracked(tx, affected, async () => {
      const categoryIds = new Map(state.categories.map((c) => [c.slug, c.id]));
      for (const { entry } of computed.categoryCreates) {
        categoryIds.set(entry.slug, await this.categories.createWithin(tx, entry));
      }
      for (const { id, values } of computed.categoryUpdates)
        await this.categories.updateWithin(tx, id, values as CategoryWrite);
      // Templates in a few multi-row statements (not one write per template): the admin writes' rules on each.
      const created = await this.templates.createManyWithin(
        tx,
        computed.templateCreates.map(({ desired }) => {
          const { category_slug, source: _source, ...fields } = desired.entry;
          return { ...fields, category_id: categoryIds.get(category_slug)!, owner_org_id: org?.id ?? null };
        }),
      );
      // A new template is the console's by the column's default; a source's and a takeover are set here.
      const takeovers = computed.templateUpdates.filter((step) => step.takesOverFrom !== undefined);
      await this.repository.setManagers(tx, [
        ...computed.templateCreates
          .map((step, i) => ({ id: created[i], manager: step.desired.manager }))
          .filter((m) => m.manager !== CONSOLE_MANAGER),
        ...takeovers.map((step) => ({ id: step.current!.id, manager: step.desired.manager })),
      ]);
      await this.repository.recordTakeovers(
        tx,
        takeovers.map((step) => ({
          template_id: step.current!.id,
          template_slug: step.current!.slug,
          from_manager: step.takesOverFrom!,
          to_manager: step.desired.manager,
        })),
        by,
      );
      const written = computed.templateUpdates.filter((step) => step.changed.length || step.credentials !== 'keep');
      const updates = written.map((step) => {
        const { entry } = step.desired;
        const body: Record<string, unknown> = {};
        for (const f of step.changed) {
          if (f === 'category_slug') body.category_id = categoryIds.get(entry.category_slug);
          else body[f] = entry[f as keyof CatalogTemplate] ?? defaultOf(f);
        }
        if (step.credentials !== 'keep') body.registry_credentials = entry.registry_credentials ?? null;
        if (step.publishes) {
          if (entry.changes !== undefined) body.changes = entry.changes;
          if (entry.contains_security_updates !== undefined) {
            body.contains_security_updates = entry.contains_security_updates;
          }
        }
        return { id: step.current!.id, fields: body };
      });
      for (const id of computed.deprecations) {
        updates.push({ id, fields: { deprecated: { reason: PRUNE_REASON, replacement_slug: null } } });
      }
      await this.templates.updateManyWithin(tx, updates);
      await this.templates.deleteManyWithin(tx, computed.deletions);
      for (const id of computed.categoryDeletes) await this.categories.deleteWithin(tx, id);
      return created;
    });
  }
}

/**
 * An If-Match value (a list of entity tags, quoted or not, or `*`) against the current etag, by the strong
 * comparison RFC 9110 §13.1.1 requires: a weak tag (`W/"…"`) never matches, whatever its value.
 */
export function etagMatches(header: string, etag: string): boolean {
  const bare = (v: string) => v.replace(/^"|"$/g, '');
  return header.split(',').some((raw) => {
    const v = raw.trim();
    if (v === '*') return true;
    if (/^W\//i.test(v)) return false;
    return bare(v) === bare(etag);
  });
}

function refusalField(r: CatalogRefusalDto): string {
  if (r.index === null) return r.field;
  const list = r.entry === 'category' ? 'categories' : 'templates';
  return `${list}.${r.index}${r.slug ? ` (${r.slug})` : ''}.${r.field}`;
}
