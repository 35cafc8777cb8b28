import { Inject, Injectable } from '@nestjs/common';
import { CATALOG_SORTS, type CatalogSort, GPU_NEEDS, type GpuNeed, searchTag } from '#lib/domain';
import { type Coding, type Encoded, iso, pagination, parseIsoTimestamp, parsePaging, Problems } from '#lib/common';
import { type Caller, catalogScopeOf, scopeKey } from '../auth/caller.js';
import type {
  CatalogTemplateDto,
  CategoryListResponseDto,
  ChangesQueryDto,
  TemplateChangesResponseDto,
  TemplateRevisionDto,
  TemplateVersionListResponseDto,
  VersionListQueryDto,
  TemplateListQueryDto,
  TemplateListResponseDto,
  UpdatesResponseDto,
  SyncTemplateDto,
} from './dto/catalog.dto.js';
import type { EnvelopeDto } from '../trust/dto/trust.dto.js';
import type { CurrentSignatureRow, WithdrawalInForceRow } from './signatures.js';
import { toCatalogCategory, toCatalogTemplate, toRevisionTemplate, toTemplateVersion } from './catalog.mapper.js';
import { CatalogRepository, FACETS, type FacetName, type FacetRow, type TemplateRow } from './catalog.repository.js';
import {
  expandSynonyms,
  parseSearch,
  searchKey,
  searchText,
  type Synonyms,
  synonymsOf,
} from './search/search-query.js';
import { type FacetsDto } from './dto/catalog.dto.js';
import { CatalogSearchService } from './search/catalog-search.service.js';
import { diffSnapshots, type Snapshot } from './revisions.js';
import { etagOf, payloadBytes, withEncodings } from './http-cache.js';
import type { RequestDeadline } from '#lib/database';
import { HubCache } from '../cache/hub-cache.js';
import { HUB_CONFIG, type HubConfig } from '../hub.config.js';

/** An empty filter value (`?category=`) means the filter was not given (docs/api-decisions.md). */
function given(value: string | undefined): string | undefined {
  return value === '' ? undefined : value;
}

export interface Cached<T> {
  body: T;
  etag: string;
  /** `body` serialized as sent (UTF-8 JSON): a cache hit writes it as is. */
  payload: Buffer;
  /** A single template: its id and its payload around the download_count value, so a count can be spliced in. */
  template?: { id: string; head: Buffer; tail: Buffer };
  /** `payload` compressed (brotli, gzip), made once before the answer is stored (http-cache.ts, withEncodings). */
  encoded?: Encoded;
  /** The ETag of each representation (http-cache.ts), made on first use. */
  tags?: Record<Coding, string>;
  /** A single template as last sent with a newer download_count than `body`'s (withLatestCount), reused until it changes. */
  latest?: { count: number; result: Cached<T> };
}

/** Memory held per payload byte of a cached answer (the payload and the objects it was made from). */
const BYTES_PER_PAYLOAD_BYTE = 3;

/** What a cached answer counts against the cache's byte budget: its objects and identity payload, and its compressed forms. */
export function cachedBytes(result: Cached<unknown>): number {
  return (BYTES_PER_PAYLOAD_BYTE - 1) * result.payload.length + payloadBytes(result);
}

function serialized<T>(body: T, etag: string): Cached<T> {
  return { body, etag, payload: Buffer.from(JSON.stringify(body)) };
}

/** `facets=category,tags`: the asked facets in their canonical order, or a 400 naming an unknown one. */
function facetsOf(value: string | undefined): FacetName[] | undefined {
  if (value === undefined) return undefined;
  const asked = value
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  const unknown = asked.filter((f) => !(FACETS as readonly string[]).includes(f));
  if (unknown.length) {
    throw Problems.validation(`facets must be a comma-separated list of ${FACETS.join(', ')}.`, [
      { field: 'facets', message: `unknown facet ${unknown[0]}` },
    ]);
  }
  const facets = FACETS.filter((f) => asked.includes(f));
  return facets.length ? facets : undefined;
}

/** The facets answer: categories, kinds (count, then name) and the top tags as counted; GPU needs all three. */
function facetAnswer(asked: FacetName[], rows: FacetRow[]): FacetsDto {
  const of = (facet: FacetName) =>
    rows
      .filter((r) => r.facet === facet)
      .map((r) => ({ ...r, count: Number(r.count) }))
      .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const facets: FacetsDto = {};
  for (const facet of asked) {
    switch (facet) {
      case 'category':
        facets.category = of('category').map((r) => ({ slug: r.key, name: r.label ?? r.key, count: r.count }));
        break;
      case 'tags':
        facets.tags = of('tags').map((r) => ({ tag: r.key, count: r.count }));
        break;
      case 'kind':
        facets.kind = of('kind').map((r) => ({ kind: r.key, count: r.count }));
        break;
      case 'gpu': {
        const counts = new Map(of('gpu').map((r) => [r.key, r.count]));
        facets.gpu = GPU_NEEDS.map((value) => ({ value, count: counts.get(value) ?? 0 }));
        break;
      }
    }
  }
  return facets;
}

/** A whole number ≥ 1 written as digits (a revision in a path or query), else a 400 naming the field. */
function revisionNumber(field: string, value: string | undefined): number {
  if (value === undefined || !/^\d{1,9}$/.test(value) || Number(value) < 1) {
    throw Problems.validation(`${field} must be a revision number (an integer of at least 1).`, [
      { field, message: `${field} must be a revision number (an integer of at least 1)` },
    ]);
  }
  return Number(value);
}

/** Adds each template's current revision envelope and its signed withdrawals in force (the signed sync). */
function withSignatures(
  templates: SyncTemplateDto[],
  signatures: CurrentSignatureRow[],
  withdrawals: WithdrawalInForceRow[],
): void {
  const byId = new Map(signatures.map((s) => [s.template_id, s]));
  const withdrawn = new Map<string, EnvelopeDto[]>();
  for (const w of withdrawals) {
    const list = withdrawn.get(w.template_id) ?? [];
    list.push(JSON.parse(w.envelope) as EnvelopeDto);
    withdrawn.set(w.template_id, list);
  }
  for (const t of templates) {
    const s = byId.get(t.id);
    t.signature = s?.envelope ? (JSON.parse(s.envelope) as EnvelopeDto) : null;
    t.publisher = s?.publisher ?? null;
    t.hub_signed = s?.hub_signed ?? false;
    t.withdrawals = withdrawn.get(t.id) ?? [];
  }
}

function templateResult<T extends CatalogTemplateDto>(template: T): Cached<T> {
  const json = JSON.stringify(template);
  // The top-level member is the last one of that name: documentation and updated_at, both strings, follow it.
  const marker = '"download_count":';
  const at = json.lastIndexOf(marker) + marker.length;
  const end = at + String(template.download_count).length;
  return {
    body: template,
    etag: etagOf('template', template.id, template.updated_at),
    payload: Buffer.from(json),
    template: { id: template.id, head: Buffer.from(json.slice(0, at)), tail: Buffer.from(json.slice(end)) },
  };
}

function withCount<T>(result: Cached<T>, count: number): Cached<T> {
  const { head, tail } = result.template!;
  return {
    ...result,
    encoded: undefined,
    latest: undefined,
    body: { ...(result.body as CatalogTemplateDto), download_count: count } as T,
    payload: Buffer.concat([head, Buffer.from(String(count)), tail]),
  };
}

/**
 * The catalog's read paths. Answers are remembered per visibility class (scopeKey) and normalized query in the
 * HubCache, which forgets them on every catalog write (here or, through NOTIFY, on another process); a list's
 * download_count may lag by the cache TTL (HUB_CATALOG_CACHE_TTL_SECONDS). A counted fetch by slug is always
 * one atomic increment in the database, also when the template comes from the cache.
 */
/** Bound of the per-process map of the newest download counts seen (cleared when full). */
const MAX_NOTED_COUNTS = 100_000;

@Injectable()
export class CatalogService {
  /** Newest download_count this process has counted, per template id. */
  private readonly counts = new Map<string, number>();
  /** The synonym groups as read at a cache generation (synonyms()). */
  private synonymGroups?: { generation: number; groups: Synonyms };
  constructor(
    private readonly repository: CatalogRepository,
    private readonly search: CatalogSearchService,
    private readonly cache: HubCache,
    @Inject(HUB_CONFIG) private readonly config: HubConfig,
  ) {}

  /** `openEnded`: a search; its answer is stored only when the same question comes a second time. */
  private async remember<T>(key: string, compute: () => Promise<Cached<T>>, openEnded = false): Promise<Cached<T>> {
    const hit = this.cache.get<Cached<T>>(key);
    if (hit) return hit;
    const generation = this.cache.begin();
    const result = await compute();
    if (!openEnded || this.cache.seenBefore(key)) {
      await withEncodings(result);
      this.cache.set(key, generation, result, cachedBytes(result));
    }
    return result;
  }

  /** A list query's validated filter (400s for bad values), its paging and its parsed search. */
  private listFilter(query: TemplateListQueryDto) {
    const { page, limit, offset } = parsePaging(query.page, query.limit);
    const featured = given(query.featured);
    if (featured !== undefined && featured !== 'true' && featured !== 'false') {
      throw Problems.validation('featured must be true or false.', [
        { field: 'featured', message: 'featured must be true or false' },
      ]);
    }
    const tags = given(query.tags)?.split(',').map(searchTag).filter(Boolean);
    const sort = given(query.sort);
    if (sort !== undefined && !(CATALOG_SORTS as readonly string[]).includes(sort)) {
      throw Problems.validation(`sort must be one of ${CATALOG_SORTS.join(', ')}.`, [
        { field: 'sort', message: `sort must be one of ${CATALOG_SORTS.join(', ')}` },
      ]);
    }
    const facets = facetsOf(given(query.facets));
    const searchGiven = given(query.search);
    const parsed = searchGiven === undefined ? undefined : parseSearch(searchGiven);
    const filter = {
      category: given(query.category),
      search: parsed && searchKey(parsed),
      featured: featured === 'true',
      tags,
      kind: given(query.kind),
      gpu: given(query.gpu) as GpuNeed | undefined,
      sort: sort as CatalogSort | undefined,
      facets,
      limit,
      offset,
    };
    return { page, limit, filter, parsed };
  }

  /** `deadline`: the request's, passed by hand where the request does not run with runWithDeadline (the fast path). */
  async list(
    caller: Caller,
    query: TemplateListQueryDto,
    deadline?: RequestDeadline,
  ): Promise<Cached<TemplateListResponseDto>> {
    const { page, limit, filter, parsed } = this.listFilter(query);
    const scope = catalogScopeOf(caller);
    return this.remember(
      `list|${scopeKey(scope)}|${JSON.stringify(filter)}`,
      async () => {
        const search = parsed && expandSynonyms(parsed, await this.synonyms());
        const typos = this.config.searchTypoTolerance;
        const found = await this.search.list(scope, { ...filter, search, typed: parsed, typos }, deadline);
        const { rows, total, fixes } = found;
        const templates = rows.map(toCatalogTemplate);
        const body: TemplateListResponseDto = { templates, pagination: pagination(page, limit, total) };
        if (parsed && fixes.size && total > 0) {
          body.did_you_mean = searchText(parsed, new Map([...fixes].map(([word, [best]]) => [word, best])));
        }
        if (found.facets) body.facets = facetAnswer(filter.facets!, found.facets);
        // download_count is left out of the validator on purpose (docs/api-decisions.md).
        const etag = etagOf(
          'list',
          page,
          limit,
          total,
          ...templates.map((t) => `${t.id}@${t.updated_at}`),
          ...(body.did_you_mean === undefined && !body.facets
            ? []
            : [JSON.stringify([body.did_you_mean, body.facets])]),
        );
        return serialized(body, etag);
      },
      filter.search !== undefined,
    );
  }

  /**
   * The synonym groups (search_synonyms), kept until the cache's next flush (any catalog write, synonyms
   * included, here or on another process); read on every search while the cache is off.
   */
  private async synonyms(): Promise<Synonyms> {
    const generation = this.cache.begin();
    if (this.cache.enabled && this.synonymGroups?.generation === generation) return this.synonymGroups.groups;
    const groups = synonymsOf(await this.repository.synonymTerms());
    this.synonymGroups = { generation, groups };
    return groups;
  }

  /**
   * The list `query` restricted to the templates whose requirement shapes (FIT_SHAPE_FIELDS, JSON text) `keep`
   * returns: `?fits=true`, paged after the filter. Answers `{templates, pagination}` (no facets, no
   * did_you_mean); never cached here (the fit service caches per instance).
   */
  async listFitting(
    caller: Caller,
    query: TemplateListQueryDto,
    keep: (shapes: string[]) => string[],
  ): Promise<{ templates: CatalogTemplateDto[]; pagination: TemplateListResponseDto['pagination'] }> {
    const { page, limit, filter, parsed } = this.listFilter(query);
    const search = parsed && expandSynonyms(parsed, await this.synonyms());
    const typos = this.config.searchTypoTolerance;
    const { rows, total } = await this.search.list(
      catalogScopeOf(caller),
      { ...filter, facets: undefined, search, typed: parsed, typos },
      undefined,
      keep,
    );
    return { templates: rows.map(toCatalogTemplate), pagination: pagination(page, limit, total) };
  }

  /**
   * By slug; an instance key's REST fetch counts as a download (whether or not it ends in a 304).
   * MCP reads pass `countDownload: false` (docs/api-decisions.md).
   */
  async get(
    caller: Caller,
    slug: string,
    options: { countDownload?: boolean } = {},
  ): Promise<Cached<CatalogTemplateDto>> {
    const scope = catalogScopeOf(caller);
    const key = `get|${scopeKey(scope)}|${slug}`;
    const notFound = () => Problems.notFound(`No template "${slug}" is visible to you.`);
    if (caller.kind !== 'instanceKey' || options.countDownload === false) {
      return this.withLatestCount(
        await this.remember(key, async () => {
          const row = await this.repository.findBySlug(scope, slug);
          if (!row) throw notFound();
          return templateResult(toCatalogTemplate(row));
        }),
      );
    }
    const hit = this.cache.get<Cached<CatalogTemplateDto>>(key);
    const counted = hit && (await this.countDownload(hit));
    if (counted) return counted;
    const generation = this.cache.begin();
    const row = await this.repository.fetchAndCount(scope, slug, this.config.downloadCountDurable);
    if (!row) throw notFound();
    const result = templateResult(toCatalogTemplate(row));
    this.noteCount(result.body.id, result.body.download_count);
    await withEncodings(result);
    this.cache.set(key, generation, result, cachedBytes(result));
    return result;
  }

  private noteCount(id: string, count: number): void {
    if (this.counts.size >= MAX_NOTED_COUNTS) this.counts.clear();
    if ((this.counts.get(id) ?? -1) < count) this.counts.set(id, count);
  }

  /**
   * A cached single template with the newest download_count this process has counted: its own counted fetches
   * show at once in its reads by slug; other processes' ones within the cache TTL.
   */
  withLatestCount<T>(result: Cached<T>): Cached<T> {
    if (!result.template) return result;
    const latest = this.counts.get(result.template.id);
    const body = result.body as CatalogTemplateDto;
    if (latest === undefined || latest <= body.download_count) return result;
    // Until the count moves again, every read sends the same bytes: made (and compressed) once.
    if (result.latest?.count === latest) return result.latest.result;
    const updated = withCount(result, latest);
    result.latest = { count: latest, result: updated };
    void withEncodings(updated).catch(() => undefined);
    return updated;
  }

  /**
   * A cached template (visible to this caller: the cache is flushed by any write that could change that) with
   * its download counted by one atomic increment; null when the template is gone meanwhile.
   */
  async countDownload(hit: Cached<CatalogTemplateDto>): Promise<Cached<CatalogTemplateDto> | null> {
    if (!hit.template) return null;
    const count = await this.repository.countDownload(hit.template.id, this.config.downloadCountDurable);
    if (count === null) return null;
    this.noteCount(hit.template.id, count);
    return withCount(hit, count);
  }

  /** The template by slug as this caller sees it (uncounted), or the 404 of get-by-slug. */
  private async visibleTemplate(caller: Caller, slug: string): Promise<TemplateRow> {
    const row = await this.repository.findBySlug(catalogScopeOf(caller), slug);
    if (!row) throw Problems.notFound(`No template "${slug}" is visible to you.`);
    return row;
  }

  /** `GET …/:slug/versions`: newest first, paged like the list. */
  async versions(
    caller: Caller,
    slug: string,
    query: VersionListQueryDto,
  ): Promise<Cached<TemplateVersionListResponseDto>> {
    const { page, limit, offset } = parsePaging(query.page, query.limit);
    return this.remember(`versions|${scopeKey(catalogScopeOf(caller))}|${slug}|${page}|${limit}`, async () => {
      const template = await this.visibleTemplate(caller, slug);
      const { rows, total } = await this.repository.listRevisions(template.id, limit, offset);
      const versions = rows.map(toTemplateVersion);
      const etag = etagOf('versions', template.id, iso(template.updated_at), page, limit, total);
      return serialized({ versions, pagination: pagination(page, limit, total) }, etag);
    });
  }

  /**
   * `GET …/:slug/versions/:revision`: that snapshot as a template object, yanked or not. An instance key's REST
   * fetch counts as a download, as a fetch by slug does.
   */
  async version(
    caller: Caller,
    slug: string,
    revision: string,
    options: { countDownload?: boolean } = {},
  ): Promise<Cached<TemplateRevisionDto>> {
    const number = revisionNumber('revision', revision);
    const result = await this.remember(`version|${scopeKey(catalogScopeOf(caller))}|${slug}|${number}`, async () => {
      const template = await this.visibleTemplate(caller, slug);
      const [row] = await this.repository.revisionRange(template.id, number, number);
      if (!row) throw Problems.notFound(`Template "${slug}" has no revision ${number}.`);
      const body = toRevisionTemplate(template, row);
      const answer = templateResult(body);
      return { ...answer, etag: etagOf('version', body.id, number, body.updated_at, body.yanked?.at ?? '') };
    });
    if (caller.kind === 'instanceKey' && options.countDownload !== false) {
      const counted = await this.countDownload(result);
      if (!counted) throw Problems.notFound(`No template "${slug}" is visible to you.`);
      return counted as Cached<TemplateRevisionDto>;
    }
    return this.withLatestCount(result);
  }

  /** `GET …/:slug/changes?from&to`: what changed in (from, to], with the diff of the two snapshots. */
  async changes(caller: Caller, slug: string, query: ChangesQueryDto): Promise<Cached<TemplateChangesResponseDto>> {
    const from = revisionNumber('from', query.from);
    const to = query.to === undefined || query.to === '' ? undefined : revisionNumber('to', query.to);
    const scope = scopeKey(catalogScopeOf(caller));
    return this.remember(`changes|${scope}|${slug}|${from}|${to ?? ''}`, async () => {
      const template = await this.visibleTemplate(caller, slug);
      const end = to ?? template.revision;
      const errors = [];
      if (from > template.revision)
        errors.push({ field: 'from', message: `from must be at most ${template.revision}` });
      if (end > template.revision) errors.push({ field: 'to', message: `to must be at most ${template.revision}` });
      if (from > end) errors.push({ field: 'from', message: 'from must not be after to' });
      if (errors.length) throw Problems.validation(errors.map((e) => e.message).join('; ') + '.', errors);
      const rows = await this.repository.revisionRange(template.id, from, end);
      const first = rows[0];
      const last = rows[rows.length - 1];
      const range = rows.slice(1).map(toTemplateVersion);
      const body: TemplateChangesResponseDto = {
        from,
        to: end,
        revisions: range,
        contains_security_updates: range.some((r) => r.contains_security_updates),
        yanked: range.filter((r) => r.yanked).map((r) => ({ revision: r.revision, ...r.yanked! })),
        diff: diffSnapshots(first.snapshot as unknown as Snapshot, last.snapshot as unknown as Snapshot),
      };
      return serialized(body, etagOf('changes', template.id, iso(template.updated_at), from, end));
    });
  }

  async updates(caller: Caller, since: string | undefined): Promise<Cached<UpdatesResponseDto>> {
    const sinceDate = since === undefined ? null : parseIsoTimestamp(since);
    if (!sinceDate) {
      throw Problems.validation('since must be an ISO 8601 timestamp.', [
        { field: 'since', message: 'since must be an ISO 8601 timestamp' },
      ]);
    }
    const scope = catalogScopeOf(caller);
    // A remembered answer keeps its checked_at: an earlier horizon is always safe (the client asks again from
    // there), and any write that could add to the answer flushes it.
    // Signed-in callers and instance keys get each template's envelopes (the fleet verifies them); the anonymous
    // answer stays as it was (its cache and fast path). scopeKey already separates the two.
    const signed = scopeKey(scope) !== 'anon';
    return this.remember(`updates|${scopeKey(scope)}|${sinceDate.toISOString()}`, async () => {
      const horizon = await this.repository.syncHorizon();
      const changes = await this.repository.changesSince(scope, sinceDate, signed);
      const { removed } = changes;
      const templates: SyncTemplateDto[] = changes.templates.map(toCatalogTemplate);
      if (signed) withSignatures(templates, changes.signatures ?? [], changes.withdrawals ?? []);
      const body = { templates, removed, checked_at: horizon.toISOString() };
      const etag = etagOf(
        'updates',
        scopeKey(scope),
        sinceDate.toISOString(),
        ...body.templates.map((t) => `${t.id}@${t.updated_at}`),
        ...removed.map((r) => `-${r.id}`),
      );
      return serialized(body, etag);
    });
  }

  async categories(caller: Caller): Promise<Cached<CategoryListResponseDto>> {
    const scope = catalogScopeOf(caller);
    return this.remember(`categories|${scopeKey(scope)}`, async () => {
      const categories = (await this.repository.listCategories(scope)).map(toCatalogCategory);
      return serialized({ categories }, etagOf('categories', JSON.stringify(categories)));
    });
  }
}
