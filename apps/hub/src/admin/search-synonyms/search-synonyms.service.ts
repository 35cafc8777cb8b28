import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { iso, Problems } from '#lib/common';
import defaults from '../../catalog/search/default-synonyms.json' with { type: 'json' };
import { normalizeSearchText } from '../../catalog/search/search-query.js';
import type { SearchSynonymDto } from './dto/search-synonym.dto.js';
import { type SearchSynonymRow, SearchSynonymsRepository } from './search-synonyms.repository.js';

function toDto(r: SearchSynonymRow): SearchSynonymDto {
  return {
    id: r.id,
    terms: r.terms,
    default_key: r.default_key,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

/** Terms as the search reads them (lowercase NFKC, single spaces), duplicates dropped; at least two distinct. */
function termsOf(terms: string[]): string[] {
  const distinct = [...new Set(terms.map(normalizeSearchText))].filter(Boolean);
  if (distinct.length < 2) {
    throw Problems.validation('terms must hold at least two different terms.', [
      { field: 'terms', message: 'terms must hold at least two different terms' },
    ]);
  }
  return distinct;
}

/** The shipped default groups (default-synonyms.json), normalised as the admin API stores terms. */
export function defaultSynonyms(): { key: string; terms: string[] }[] {
  return defaults.groups.map((g) => ({ key: g.key, terms: termsOf(g.terms) }));
}

/**
 * Synonyms of the catalog search (docs/search.md); each write is logged with the admin who made it. At start the
 * shipped defaults are applied (an administrator's edit or delete of a default group is kept).
 */
@Injectable()
export class SearchSynonymsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('SearchSynonyms');

  constructor(private readonly repository: SearchSynonymsRepository) {}

  async onApplicationBootstrap(): Promise<void> {
    const { added, updated, removed } = await this.repository.applyDefaults(defaultSynonyms());
    if (added || updated || removed) {
      this.logger.log({ action: 'search_synonym.defaults', added, updated, removed }, 'default synonyms applied');
    }
  }

  async list(): Promise<SearchSynonymDto[]> {
    return (await this.repository.list()).map(toDto);
  }

  async create(actor: string, terms: string[]): Promise<SearchSynonymDto> {
    const row = await this.repository.create(termsOf(terms));
    this.logger.log({ action: 'search_synonym.create', id: row.id, terms: row.terms, actor }, 'search synonym created');
    return toDto(row);
  }

  async update(actor: string, id: string, terms: string[]): Promise<SearchSynonymDto> {
    const row = await this.repository.update(id, termsOf(terms));
    if (!row) throw Problems.notFound('No such synonym group.');
    this.logger.log({ action: 'search_synonym.update', id, terms: row.terms, actor }, 'search synonym updated');
    return toDto(row);
  }

  async delete(actor: string, id: string): Promise<void> {
    if (!(await this.repository.delete(id))) throw Problems.notFound('No such synonym group.');
    this.logger.log({ action: 'search_synonym.delete', id, actor }, 'search synonym deleted');
  }
}
