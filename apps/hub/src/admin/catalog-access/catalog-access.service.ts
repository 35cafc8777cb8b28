import { Injectable } from '@nestjs/common';
import { type FieldError, iso, Problems } from '#lib/common';
import type { GrantDto, GrantListQueryDto, GrantSelectorDto } from './dto/catalog-access.dto.js';
import { CatalogAccessRepository, type GrantRow } from './catalog-access.repository.js';

function toGrant(r: GrantRow): GrantDto {
  return {
    id: r.id,
    org_id: r.org_id,
    org_name: r.org_name,
    org_slug: r.org_slug,
    category_id: r.category_id,
    category_name: r.category_name,
    category_slug: r.category_slug,
    created_at: iso(r.created_at),
  };
}

const SELECTOR_FIELDS = ['id', 'org_id', 'category_id'] as const;

function mergeSelector(body: GrantSelectorDto, query: GrantSelectorDto): GrantSelectorDto {
  const merged: GrantSelectorDto = {};
  const errors: FieldError[] = [];
  for (const field of SELECTOR_FIELDS) {
    const a = body[field];
    const b = query[field];
    if (a !== undefined && b !== undefined && a !== b) {
      errors.push({ field, message: `${field} in the body and in the query differ` });
    }
    merged[field] = a ?? b;
  }
  if (errors.length) throw Problems.validation(errors.map((e) => e.message).join('; '), errors);
  return merged;
}

@Injectable()
export class CatalogAccessService {
  constructor(private readonly repository: CatalogAccessRepository) {}

  async list(query: GrantListQueryDto): Promise<GrantDto[]> {
    return (await this.repository.list({ orgId: query.org_id, categoryId: query.category_id })).map(toGrant);
  }

  async grant(orgId: string, categoryId: string): Promise<GrantDto> {
    const result = await this.repository.create(orgId, categoryId);
    switch (result) {
      case 'no_category':
        throw Problems.notFound('No such category.');
      case 'no_organization':
        throw Problems.notFound('No such organization.');
      case 'not_private':
        throw Problems.validation('Grants apply to private categories only; this category is public.', [
          { field: 'category_id', message: 'category_id must be a private category' },
        ]);
      case 'duplicate':
        throw Problems.conflict('This organization already holds a grant on this category.');
      default:
        return toGrant(result);
    }
  }

  /**
   * `id`, or `org_id` with `category_id`, from the body, the query or both; a field given both ways with
   * different values is refused (400), as `idFromBodyOrQuery` does elsewhere.
   */
  async revoke(body: GrantSelectorDto | undefined, query: GrantSelectorDto | undefined): Promise<void> {
    const s = mergeSelector(body ?? {}, query ?? {});
    let found: boolean;
    if (s.id && !s.org_id && !s.category_id) found = await this.repository.delete({ id: s.id });
    else if (!s.id && s.org_id && s.category_id) {
      found = await this.repository.delete({ orgId: s.org_id, categoryId: s.category_id });
    } else {
      throw Problems.validation('Give either id, or org_id together with category_id.', [
        { field: 'id', message: 'give either id, or org_id together with category_id' },
      ]);
    }
    if (!found) throw Problems.notFound('No such grant.');
  }
}
