import { Injectable } from '@nestjs/common';
import type { RequestDeadline } from '#lib/database';
import type { CatalogScope } from '../../auth/caller.js';
import { CatalogRepository, type TemplateFilter, type TemplateListRows } from '../catalog.repository.js';
import {
  corrections,
  joinCompounds,
  type SearchPlan,
  searchPlan,
  splitsOf,
  typoWords,
  withCorrections,
  withSplits,
} from './search-query.js';

/**
 * The rules of a catalog list with a search (docs/search.md): typo corrections and compound splits from the typo
 * lookup, the search plan, the fit filter's shapes, and the fallback when no template holds every word. The
 * statements are the repository's; the SQL fragments sit beside the parser (search-sql.ts).
 */
@Injectable()
export class CatalogSearchService {
  constructor(private readonly repository: CatalogRepository) {}

  /**
   * One connection checkout, under `deadline` when the caller passes one by hand (the fast path, deadline.ts): the
   * typo lookup when the search has words to correct, then the page with the exact total (window count; a second
   * statement only past the end), then the facets when asked (one statement). With `keep` (`?fits=true`), one
   * statement first reads the distinct requirement shapes of the matches and the page holds the templates of the
   * shapes `keep` returns: the fit filter costs one statement, not a scan.
   */
  list(
    scope: CatalogScope,
    filter: TemplateFilter,
    deadline?: RequestDeadline,
    keep?: (shapes: string[]) => string[],
  ): Promise<TemplateListRows> {
    return this.repository.onListConnection(deadline, async (db) => {
      let fixes = new Map<string, string[]>();
      let plan: SearchPlan | null = null;
      if (filter.search) {
        const typed = filter.typed ?? filter.search;
        const words = typoWords(typed);
        let splits = new Map<string, string[][]>();
        if (words.length) {
          const found = await db.typoLookup(scope, words, filter.typos === true);
          if (filter.typos) fixes = corrections(words, found);
          splits = splitsOf(found);
        }
        const best = new Map([...fixes].map(([word, [fix]]) => [word, fix]));
        // What filters: synonyms, corrections, then compound splits and joins (the typed word first in a clause).
        const matched = joinCompounds(withSplits(withCorrections(filter.search, fixes), splits));
        plan = searchPlan(typed, matched, withCorrections(typed, fixes), best);
      }
      let kept: string[] | undefined;
      if (keep) {
        // The requirement shapes of every match, kept or not by the caller (the fit rules); the page then holds
        // the templates of kept shapes only. No match at all: the fallback's matches, as the page would.
        let shapes = await db.shapes(scope, filter, plan);
        if (!shapes.length && plan?.fallback) {
          plan = fallbackOf(plan, plan.fallback);
          shapes = await db.shapes(scope, filter, plan);
        }
        kept = keep(shapes);
        if (!kept.length) return { rows: [], total: 0, fixes };
      }
      let found = await db.page(scope, filter, plan, kept);
      // No template holds every word: any of them, those that hold the most first.
      if (found.total === 0 && plan?.fallback && !keep) {
        plan = fallbackOf(plan, plan.fallback);
        found = await db.page(scope, filter, plan);
      }
      const facets = filter.facets?.length ? await db.facets(scope, filter, plan) : undefined;
      return { ...found, fixes, facets };
    });
  }
}

/** The plan's fallback: any of the words, ranked by how many a template holds. */
function fallbackOf(plan: SearchPlan, fallback: NonNullable<SearchPlan['fallback']>): SearchPlan {
  return { ...plan, tsquery: fallback.tsquery, coverage: fallback.clauses, fallback: null };
}
