import { Injectable } from '@nestjs/common';
import { pagination, parsePaging, Problems } from '#lib/common';
import { type Caller, catalogScopeOf, scopeKey } from '../auth/caller.js';
import type {
  CatalogTemplateDto,
  CategoryListResponseDto,
  TemplateListQueryDto,
  TemplateListResponseDto,
  UpdatesResponseDto,
} from './dto/catalog.dto.js';
import { toCatalogCategory, toCatalogTemplate } from './catalog.mapper.js';
import { CatalogRepository } from './catalog.repository.js';
import { etagOf } from './http-cache.js';

const ISO_8601 = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

/** `2024-02-30` parses (rolling over to March); a date that does not exist is not ISO 8601. */
export function calendarDateExists(text: string): boolean {
  const [y, m, d] = text.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export interface Cached<T> {
  body: T;
  etag: string;
}

@Injectable()
export class CatalogService {
  constructor(private readonly repository: CatalogRepository) {}

  async list(caller: Caller, query: TemplateListQueryDto): Promise<Cached<TemplateListResponseDto>> {
    const { page, limit, offset } = parsePaging(query.page, query.limit);
    if (query.featured !== undefined && query.featured !== 'true' && query.featured !== 'false') {
      throw Problems.validation('featured must be true or false.', [
        { field: 'featured', message: 'featured must be true or false' },
      ]);
    }
    const tags = query.tags
      ?.split(',')
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean);
    const scope = catalogScopeOf(caller);
    const { rows, total } = await this.repository.listTemplates(scope, {
      category: query.category,
      search: query.search,
      featured: query.featured === 'true',
      tags,
      limit,
      offset,
    });
    const templates = rows.map(toCatalogTemplate);
    // download_count is left out of the validator on purpose (docs/api-decisions.md).
    const etag = etagOf('list', page, limit, total, ...templates.map((t) => `${t.id}@${t.updated_at}`));
    return { body: { templates, pagination: pagination(page, limit, total) }, etag };
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
    const row =
      caller.kind === 'instanceKey' && options.countDownload !== false
        ? await this.repository.fetchAndCount(scope, slug)
        : await this.repository.findBySlug(scope, slug);
    if (!row) throw Problems.notFound(`No template "${slug}" is visible to you.`);
    const template = toCatalogTemplate(row);
    return { body: template, etag: etagOf('template', template.id, template.updated_at) };
  }

  async updates(caller: Caller, since: string | undefined): Promise<Cached<UpdatesResponseDto>> {
    const sinceDate = since && ISO_8601.test(since) ? new Date(since) : null;
    if (!sinceDate || Number.isNaN(sinceDate.getTime()) || !calendarDateExists(since!)) {
      throw Problems.validation('since must be an ISO 8601 timestamp.', [
        { field: 'since', message: 'since must be an ISO 8601 timestamp' },
      ]);
    }
    const scope = catalogScopeOf(caller);
    const horizon = await this.repository.syncHorizon();
    const { templates, removed } = await this.repository.changesSince(scope, sinceDate);
    const body = { templates: templates.map(toCatalogTemplate), removed, checked_at: horizon.toISOString() };
    const etag = etagOf(
      'updates',
      scopeKey(scope),
      sinceDate.toISOString(),
      ...body.templates.map((t) => `${t.id}@${t.updated_at}`),
      ...removed.map((r) => `-${r.id}`),
    );
    return { body, etag };
  }

  async categories(caller: Caller): Promise<Cached<CategoryListResponseDto>> {
    const categories = (await this.repository.listCategories(catalogScopeOf(caller))).map(toCatalogCategory);
    return { body: { categories }, etag: etagOf('categories', JSON.stringify(categories)) };
  }
}
