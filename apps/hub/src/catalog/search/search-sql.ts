// The SQL fragments of a catalog search, beside the parser that makes their inputs (search-query.ts): how a
// tsquery matches and scores the search document (template_search), and the relevance order of a search plan.
// Fragments only: the statements are the repository's (catalog.repository.ts), the rules the search service's.
import type { SearchPlan } from './search-query.js';

/** A template's name as words (letters and digits, lowercase, one space): what exact and prefix matches compare. */
export const NAME_WORDS_SQL = "trim(regexp_replace(lower(t.name), '[^[:alnum:]]+', ' ', 'g'))";

/**
 * The two tsqueries of the tsquery text `q`: as written (`simple`), and by stems (`english`: plurals and verb
 * forms) or NULL when stemming dropped a stop word of it (a phrase such as "not public" must not turn into
 * "public"). As uncorrelated subqueries, each is computed once per statement, not once per row (to_tsquery is
 * only STABLE), and an index scan takes them as its keys.
 */
export function tsqueriesOf(q: string): { simple: string; english: string } {
  return {
    simple: `(SELECT to_tsquery('simple', ${q}))`,
    english: `(SELECT CASE WHEN numnode(e) = numnode(to_tsquery('simple', ${q})) THEN e END FROM to_tsquery('english', ${q}) e)`,
  };
}

/** Whether the search document `s.document` matches either tsquery (tsqueriesOf). */
export function matchSql(q: { simple: string; english: string }): string {
  return `(s.document @@ ${q.simple} OR s.document @@ ${q.english})`;
}

/** The text score of the search document (weights D 0.1, C 0.2, B 0.4, A 1) for both tsqueries (tsqueriesOf). */
export function rankSql(q: { simple: string; english: string }): string {
  // Without the name's joined words (search-compounds migration): a prefix `budget` must not score `budgetedge`.
  return `ts_rank(ts_delete(s.document, s.joined), coalesce(${q.english} || ${q.simple}, ${q.simple}))`;
}

/**
 * The ORDER BY keys of `sort=relevance` for a search plan (docs/search.md), binding what they read into `params`:
 * the fallback's coverage, exact and prefix name matches, where the words are, applications before model presets,
 * then the text score of the query as typed and as matched.
 */
export function relevanceKeys(plan: SearchPlan, params: unknown[]): string[] {
  const keys: string[] = [];

  if (plan.coverage) {
    // The fallback (no template holds every word): most of the words first.
    params.push(plan.coverage);
    keys.push(`(SELECT count(*) FROM unnest($${params.length}::text[]) x
                 WHERE s.document @@ to_tsquery('simple', x)
                    OR s.document @@ CASE WHEN numnode(to_tsquery('english', x)) = numnode(to_tsquery('simple', x))
                                          THEN to_tsquery('english', x) END) DESC`);
  }
  if (plan.exact.length) {
    params.push(plan.exact);
    const e = `$${params.length}::text[]`;
    params.push(plan.joined);
    keys.push(
      `(${NAME_WORDS_SQL} = ANY (${e}) OR replace(${NAME_WORDS_SQL}, ' ', '') = ANY ($${params.length}::text[])
        OR t.slug = ANY (SELECT replace(x, ' ', '-') FROM unnest(${e}) x)) DESC`,
    );
    // Then a name that starts with those words (`Jellyfin (NVIDIA)` for `jellyfin`)…
    params.push(plan.nameWords);
    const words = `${NAME_WORDS_SQL} LIKE ANY ($${params.length}::text[])`;
    keys.push(`(${words}) DESC`);
    // …then a name the last word is the start of, the shortest first (`jelly`: Jellyfin before Jellyseerr).
    params.push(plan.namePrefix);
    keys.push(
      `CASE WHEN NOT (${words}) AND ${NAME_WORDS_SQL} LIKE ANY ($${params.length}::text[]) THEN length(${NAME_WORDS_SQL}) END ASC NULLS LAST`,
    );
  }
  // Where the words are: all in the category first (the query names the kind of template: `llm` → the templates of
  // "LLM Inference", `smart home` → through its synonym those of "Home Automation"), then all in the name, else
  // all in name and tags, else with the category, else anywhere.
  for (const tier of plan.tiers) {
    params.push(tier);
    // coalesce: the `english` tsquery is NULL when stemming dropped a word, and NULL would sort first.
    keys.push(`coalesce(${matchSql(tsqueriesOf(`$${params.length}`))}, false) DESC`);
  }
  // An application before a model preset of one (`stable diffusion`: the WebUI before "Stable Diffusion 1.5").
  keys.push(`(t.kind = 'model') ASC`);
  // Scored by the query as typed (typos corrected): a template found only through a synonym comes after the
  // ones that hold the words themselves (and ts_rank would credit every word of a synonym phrase alone).
  for (const ranked of [plan.rankQuery, plan.tsquery]) {
    if (!ranked) continue;
    params.push(ranked);
    keys.push(`${rankSql(tsqueriesOf(`$${params.length}`))} DESC`);
  }
  return keys;
}
