import { Injectable } from '@nestjs/common';
import { pagination, parseIsoTimestamp, parsePaging, Problems } from '#lib/common';
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

/** An empty filter value (`?category=`) means the filter was not given (docs/api-decisions.md). */
function given(value: string | undefined): string | undefined {
  return value === '' ? undefined : value;
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
    const featured = given(query.featured);
    if (featured !== undefined && featured !== 'true' && featured !== 'false') {
      throw Problems.validation('featured must be true or false.', [
        { field: 'featured', message: 'featured must be true or false' },
      ]);
    }
    const tags = given(query.tags)
      ?.split(',')
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean);
    const scope = catalogScopeOf(caller);
    const { rows, total } = await this.repository.listTemplates(scope, {
      category: given(query.category),
      search: given(query.search),
      featured: featured === 'true',
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
    const sinceDate = since === undefined ? null : parseIsoTimestamp(since);
    if (!sinceDate) {
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
