/**
 * The catalog search language (docs/search.md), parsed by our code into text-search queries built only from
 * sanitised lexemes: the user's text never reaches `to_tsquery` as written, so no input is a database syntax error.
 *   words          all must match (AND); the last one also as a prefix ("jelly" finds Jellyfin)
 *   "a phrase"     the words in this order; an unclosed quote runs to the end
 *   -word, -"a b"  must not match
 *   a or b         either (also `|`)
 * Words are runs of letters and digits (Unicode), lowercased after NFKC; any other character separates them, and
 * a token that holds several runs (`stable-diffusion`, `llama3.1`) is a phrase of them.
 */

/** The longest search text accepted (a longer one is a 400, TemplateListQueryDto). */
export const SEARCH_MAX_LENGTH = 200;
/** AND-ed clauses kept from one query; more are dropped (bounded query size). */
export const MAX_CLAUSES = 12;
/** Alternatives of one clause (after synonyms and corrections). */
export const MAX_ALTERNATIVES = 12;
/** Words of one phrase. */
export const MAX_PHRASE_WORDS = 8;
/** Longest word kept (longer ones are cut). */
export const MAX_WORD_LENGTH = 40;
/** Words of one query looked up for typos, and corrections kept per word: typo tolerance has a bounded cost. */
export const MAX_TYPO_WORDS = 5;
export const MAX_TYPO_CANDIDATES = 3;

export interface Term {
  /** One word, or several: a phrase. */
  words: string[];
  negated: boolean;
  /** The last word also matches as a prefix. */
  prefix: boolean;
  /**
   * A decimal number as typed (`3.1`, `10.9.2`): the words are its digit runs, and the text parser of the database
   * also keeps it as one lexeme (`Llama 3.1` holds `3.1`), so the term matches either.
   */
  decimal?: string;
}

/** Alternatives (OR); a query is an AND of clauses. */
export type Clause = Term[];

export interface ParsedQuery {
  clauses: Clause[];
}

const WORD_RUN = /[\p{L}\p{N}]+/gu;
/** A decimal number (`3.1`): ASCII digits and dots only, so the lexeme is safe in a tsquery. */
const DECIMAL = /^[0-9]{1,10}(?:\.[0-9]{1,10}){1,3}$/;

function wordsOf(token: string): string[] {
  return (token.match(WORD_RUN) ?? []).slice(0, MAX_PHRASE_WORDS).map((w) => [...w].slice(0, MAX_WORD_LENGTH).join(''));
}

/** Lowercased NFKC text, one space between tokens. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

/** Parses the search text; never throws. */
export function parseSearch(text: string): ParsedQuery {
  const source = normalizeSearchText(text);
  const raw: { term: Term | 'or' }[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    if (ch === ' ') {
      i += 1;
      continue;
    }
    let negated = false;
    if (ch === '-' && i + 1 < source.length && source[i + 1] !== ' ') {
      negated = true;
      i += 1;
    }
    let token: string;
    let quoted = false;
    if (source[i] === '"') {
      const end = source.indexOf('"', i + 1);
      token = source.slice(i + 1, end < 0 ? source.length : end);
      i = end < 0 ? source.length : end + 1;
      quoted = true;
    } else {
      let end = i;
      while (end < source.length && source[end] !== ' ' && source[end] !== '"') end += 1;
      token = source.slice(i, end);
      i = end;
    }
    if (!quoted && !negated && (token === 'or' || token === '|')) {
      raw.push({ term: 'or' });
      continue;
    }
    const words = wordsOf(token);
    const decimal = DECIMAL.exec(token)?.[0];
    if (words.length) raw.push({ term: { words, negated, prefix: false, ...(decimal ? { decimal } : {}) } });
  }
  const clauses: Clause[] = [];
  let joinNext = false;
  for (const { term } of raw) {
    if (term === 'or') {
      joinNext = clauses.length > 0;
      continue;
    }
    const last = clauses[clauses.length - 1];
    if (joinNext && last && last.length < MAX_ALTERNATIVES) last.push(term);
    else if (clauses.length < MAX_CLAUSES) clauses.push([term]);
    joinNext = false;
  }
  // Only a positive last word or phrase is still being typed.
  const lastClause = clauses[clauses.length - 1];
  const lastTerm = lastClause?.[lastClause.length - 1];
  if (lastTerm && !lastTerm.negated && /[\p{L}\p{N}]$/u.test(source)) lastTerm.prefix = true;
  return { clauses };
}

function termText(term: Term): string {
  // A word `or` is quoted, or it would read as the operator; a decimal reads back as typed (it parses the same).
  const body = term.decimal
    ? term.decimal
    : term.words.length > 1 || term.words[0] === 'or'
      ? `"${term.words.join(' ')}"`
      : term.words[0];
  return term.negated ? `-${body}` : body;
}

/** The canonical text of a parsed query: the cache key's search and the base of `did_you_mean`. */
export function searchText(query: ParsedQuery, replace?: Map<string, string>): string {
  return query.clauses
    .map((clause) =>
      clause
        .map((term) => termText(replace ? { ...term, words: term.words.map((w) => replace.get(w) ?? w) } : term))
        .join(' or '),
    )
    .join(' ');
}

/** What identifies a parsed query in a cache key (the canonical text and whether the last word is a prefix). */
export function searchKey(query: ParsedQuery): string {
  const last = query.clauses[query.clauses.length - 1];
  return `${searchText(query)}${last?.[last.length - 1].prefix ? '*' : ''}`;
}

/** Whether the query asks for anything (it may be made only of operators and symbols). */
export function hasTerms(query: ParsedQuery): boolean {
  return query.clauses.length > 0;
}

/** The text of a query without operators: what an exact name or a name prefix is compared with. */
export function plainText(query: ParsedQuery): string | null {
  const simple = query.clauses.every((c) => c.length === 1 && !c[0].negated);
  return simple && query.clauses.length ? query.clauses.map((c) => c[0].words.join(' ')).join(' ') : null;
}

// ---------------------------------------------------------------- synonyms

/** Groups of equivalent terms; each term is its words (normalised like a query). */
export type Synonyms = string[][][];

/** Normalises one synonym term as a query's words are; empty when it holds no letter or digit. */
export function synonymWords(term: string): string[] {
  return wordsOf(normalizeSearchText(term));
}

export function synonymsOf(groups: string[][]): Synonyms {
  return groups.map((g) => g.map(synonymWords).filter((w) => w.length > 0)).filter((g) => g.length > 1);
}

function sameWords(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((w, i) => w === b[i]);
}

/**
 * Replaces each positive word run (or quoted phrase) equal to a synonym term with an OR of its group's terms,
 * longest term first. Clauses that already hold alternatives or negations are left as they are.
 */
export function expandSynonyms(query: ParsedQuery, synonyms: Synonyms): ParsedQuery {
  if (!synonyms.length) return query;
  const plain = (c: Clause) => c.length === 1 && !c[0].negated;
  const out: Clause[] = [];
  const clauses = query.clauses;
  let i = 0;
  while (i < clauses.length) {
    let matched: { group: string[][]; used: number } | undefined;
    if (plain(clauses[i])) {
      // A run of single plain words (or one phrase) read as one term.
      for (let n = Math.min(4, clauses.length - i); n >= 1 && !matched; n -= 1) {
        const run = clauses.slice(i, i + n);
        if (!run.every(plain) || (n > 1 && run.some((c) => c[0].words.length > 1))) continue;
        const words = run.flatMap((c) => c[0].words);
        const group = synonyms.find((g) => g.some((t) => sameWords(t, words)));
        if (group) matched = { group, used: n };
      }
    }
    if (!matched) {
      out.push(clauses[i]);
      i += 1;
      continue;
    }
    const prefix = clauses[i + matched.used - 1][0].prefix;
    const original = clauses.slice(i, i + matched.used).flatMap((c) => c[0].words);
    // The words as typed first: compound joining (joinCompounds) reads a clause's first term as what was typed.
    const group = [original, ...matched.group.filter((words) => !sameWords(words, original))];
    const alternatives = group
      .slice(0, MAX_ALTERNATIVES)
      .map((words) => ({ words, negated: false, prefix: prefix && sameWords(words, original) }));
    out.push(alternatives);
    i += matched.used;
  }
  return { clauses: out };
}

// ---------------------------------------------------------------- typos

/** Edits tolerated in a word of this many letters: none below 4, one from 4, two from 8. */
export function typoBudget(word: string): number {
  const length = [...word].length;
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/** A word to look up in the vocabulary for typos: a plain positive word of a clause that has no alternatives. */
export interface TypoWord {
  word: string;
  edits: number;
  prefix: boolean;
}

export function typoWords(query: ParsedQuery): TypoWord[] {
  const seen = new Map<string, TypoWord>();
  for (const clause of query.clauses) {
    if (clause.length !== 1 || clause[0].negated) continue;
    for (const word of clause[0].words) {
      const edits = typoBudget(word);
      if (edits === 0 || /\p{N}/u.test(word)) continue;
      const prefix = clause[0].prefix && word === clause[0].words[clause[0].words.length - 1];
      if (!seen.has(word)) seen.set(word, { word, edits, prefix });
      if (seen.size >= MAX_TYPO_WORDS) return [...seen.values()];
    }
  }
  return [...seen.values()];
}

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transposition as one edit: "stabel" is one edit
 * from "stable", as people count typos). The database finds candidates by Levenshtein within one more edit;
 * this decides.
 */
export function typoDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  const d: number[][] = Array.from({ length: s.length + 1 }, (_, i) => [i, ...new Array<number>(t.length).fill(0)]);
  for (let j = 0; j <= t.length; j += 1) d[0][j] = j;
  for (let i = 1; i <= s.length; i += 1) {
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[s.length][t.length];
}

/** What the vocabulary lookup found for one TypoWord. */
export interface TypoLookup {
  word: string;
  /** Some visible template's document holds the word (or, for a prefix word, a word it starts). */
  known: boolean;
  /** Vocabulary words within one more Levenshtein edit than the budget, best first. */
  candidates: string[];
  /** For an unknown word: the two-word splits some visible template holds side by side (`pi hole`). */
  splits?: string[][];
}

/** Splits kept per word (the lookup returns the first ones, the most even first). */
export const MAX_SPLITS = 2;

/** The splits to apply, per unknown word. */
export function splitsOf(found: TypoLookup[]): Map<string, string[][]> {
  const out = new Map<string, string[][]>();
  for (const f of found) if (!f.known && f.splits?.length) out.set(f.word, f.splits.slice(0, MAX_SPLITS));
  return out;
}

/** The corrections to apply: per unknown word, its candidates within the budget (typoDistance), best first. */
export function corrections(words: TypoWord[], found: TypoLookup[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const { word, edits } of words) {
    const lookup = found.find((f) => f.word === word);
    if (!lookup || lookup.known) continue;
    const first = [...word][0];
    const kept = lookup.candidates
      .filter((c) => [...c][0] === first && typoDistance(word, c) <= edits)
      .map((c) => ({ c, d: typoDistance(word, c) }))
      .sort((x, y) => x.d - y.d)
      .slice(0, MAX_TYPO_CANDIDATES)
      .map((x) => x.c);
    if (kept.length) out.set(word, kept);
  }
  return out;
}

/** The query with each corrected word also matching its corrections (the word itself is kept). */
export function withCorrections(query: ParsedQuery, fixes: Map<string, string[]>): ParsedQuery {
  if (!fixes.size) return query;
  return {
    clauses: query.clauses.map((clause) => {
      if (clause.length !== 1 || clause[0].negated) return clause;
      const term = clause[0];
      const alternatives: Clause = [term];
      for (const [i, word] of term.words.entries()) {
        for (const fix of fixes.get(word) ?? []) {
          if (alternatives.length >= MAX_ALTERNATIVES) break;
          const words = term.words.map((w, j) => (j === i ? fix : w));
          alternatives.push({ words, negated: false, prefix: false });
        }
      }
      return alternatives;
    }),
  };
}

// ---------------------------------------------------------------- compound words

/** Adjacent typed words joined into one (`pi hole` also finds `pihole`): pairs and triples. */
export const MAX_JOINED_WORDS = 3;
/** Parts of a split word (`pihole` also finds `pi hole`, `Pi-hole`): each at least this long. */
export const MIN_SPLIT_PART = 2;

const LETTERS_ONLY = /^\p{L}+$/u;

/** The word a clause was typed as, when it can be joined with its neighbours (a positive word of letters). */
function joinableWord(clause: Clause): Term | null {
  const term = clause[0];
  if (!term || term.negated || term.words.length !== 1 || term.decimal) return null;
  return LETTERS_ONLY.test(term.words[0]) ? term : null;
}

/**
 * Compound joining (as Meilisearch does): each run of two or three adjacent typed words also matches as one joined
 * word (`word press` finds WordPress, `open web ui` Open WebUI). The joined word is added to every clause it
 * covers, so `(a | ab) & (b | ab)` holds exactly when `a & b` or `ab` does; the last word's prefix carries over.
 */
export function joinCompounds(query: ParsedQuery): ParsedQuery {
  const clauses = query.clauses.map((c) => [...c]);
  const words = query.clauses.map(joinableWord);
  for (let start = 0; start < clauses.length; start += 1) {
    for (let n = 2; n <= MAX_JOINED_WORDS && start + n <= clauses.length; n += 1) {
      const run = words.slice(start, start + n);
      if (run.some((t) => t === null)) break;
      const joined = run.map((t) => t!.words[0]).join('');
      if ([...joined].length > MAX_WORD_LENGTH) break;
      const term: Term = { words: [joined], negated: false, prefix: run[n - 1]!.prefix };
      for (let i = start; i < start + n; i += 1) {
        if (clauses[i].length < MAX_ALTERNATIVES) clauses[i].push(term);
      }
    }
  }
  return { clauses };
}

/** The ways to split a word in two parts of MIN_SPLIT_PART letters or more (`pihole` → `pi hole`, `pih ole`…). */
export function splitPoints(word: string): number[] {
  const length = [...word].length;
  const out: number[] = [];
  for (let i = MIN_SPLIT_PART; i <= length - MIN_SPLIT_PART; i += 1) out.push(i);
  return out;
}

/**
 * Compound splitting: a word no visible template holds also matches as the two words it splits into, next to each
 * other (`selfhosted` finds "self-hosted", `pihole` "Pi-hole"), for the splits the lookup found in a document.
 */
export function withSplits(query: ParsedQuery, splits: Map<string, string[][]>): ParsedQuery {
  if (!splits.size) return query;
  return {
    clauses: query.clauses.map((clause) => {
      const typed = joinableWord(clause);
      const found = typed && splits.get(typed.words[0]);
      if (!found) return clause;
      const added = found.map((words) => ({ words, negated: false, prefix: typed.prefix }));
      return [...clause, ...added].slice(0, MAX_ALTERNATIVES);
    }),
  };
}

// ---------------------------------------------------------------- tsquery text

function lexeme(word: string, prefix: boolean): string {
  // Letters and digits only (wordsOf): nothing in it is tsquery syntax; quoted all the same.
  return `'${word}'${prefix ? ':*' : ''}`;
}

function lexemeIn(word: string, prefix: boolean, weights: string): string {
  return `${lexeme(word, prefix)}${prefix ? weights : weights ? `:${weights}` : ''}`;
}

function termQuery(term: Term, weights = ''): string {
  let body = term.words.map((w, i) => lexemeIn(w, term.prefix && i === term.words.length - 1, weights)).join(' <-> ');
  if (term.decimal) body = `(${body} | ${lexemeIn(term.decimal, false, weights)})`;
  return term.negated ? `!(${body})` : body;
}

/**
 * The tsquery text of a query (for `to_tsquery(config, …)`), or null when it has no terms. `weights` (`A`, `AB`…)
 * restricts every lexeme to those parts of the document (name A, tags B, category C, description D).
 */
export function tsqueryText(query: ParsedQuery, weights = ''): string | null {
  if (!hasTerms(query)) return null;
  return query.clauses.map((clause) => `(${clause.map((t) => termQuery(t, weights)).join(' | ')})`).join(' & ');
}

/**
 * The tsquery texts of a query's clauses one by one (only positive clauses): the fallback of a search whose words
 * are not all found in one template ranks by how many of them a template holds.
 */
export function clauseQueries(query: ParsedQuery): string[] {
  return query.clauses
    .filter((clause) => clause.every((t) => !t.negated))
    .map((clause) => `(${clause.map((t) => termQuery(t)).join(' | ')})`);
}

/**
 * The query a search falls back on when all its words together find nothing: any of its positive clauses (a
 * negated one still excludes). Null when that would not widen it (fewer than two positive clauses).
 */
export function anyOfQuery(query: ParsedQuery): string | null {
  const positive = query.clauses.filter((clause) => clause.every((t) => !t.negated));
  if (positive.length < 2) return null;
  const negated = query.clauses.filter((clause) => !clause.every((t) => !t.negated));
  const any = `(${positive.flatMap((clause) => clause.map((t) => termQuery(t))).join(' | ')})`;
  return [any, ...negated.map((clause) => `(${clause.map((t) => termQuery(t)).join(' | ')})`)].join(' & ');
}

/** A word's own tsquery text (the typo lookup's "is it known" check). */
export function wordQuery(word: TypoWord): string {
  return lexeme(word.word, word.prefix);
}

/** The tsquery text of a word split at `at` (letters): the two parts side by side, the last a prefix if typed so. */
export function splitQuery(word: TypoWord, at: number): string {
  const letters = [...word.word];
  return `${lexeme(letters.slice(0, at).join(''), false)} <-> ${lexeme(letters.slice(at).join(''), word.prefix)}`;
}

/** `%`, `_` and `\` match themselves in LIKE. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** What the list statement needs of a search: all plain strings, passed as parameters. */
export interface SearchPlan {
  /** tsquery text; null: the text held no word (operators or symbols only), so nothing filters. */
  tsquery: string | null;
  /** tsquery text of the query as typed (corrections, no synonyms): the text score. */
  rankQuery: string | null;
  /**
   * Texts an exact name (or slug) match is compared with: the query as typed, with its typos corrected, and when
   * the whole query is one synonym term, each term of its group (a synonym of a whole name ranks as that name).
   */
  exact: string[];
  /** `exact` without spaces: compared with a name's words joined (`pihole` names Pi-hole, `word press` WordPress). */
  joined: string[];
  /** LIKE patterns of names that start with one of `exact` as whole words (`Jellyfin (NVIDIA)` for `jellyfin`). */
  nameWords: string[];
  /** LIKE patterns of a name prefix as typed or corrected (over the name's words, see NAME_WORDS_SQL). */
  namePrefix: string[];
  /**
   * The synonym-expanded query restricted to the category (C: the query names what the template is), then to
   * name (A), to name and tags (AB), and to those and the category (ABC).
   */
  tiers: string[];
  /** When all words together find nothing: any of them (anyOfQuery), ranked by how many (clauseQueries). */
  fallback: { tsquery: string; clauses: string[] } | null;
  /** Set on the fallback: the clauses a template is ranked by how many of it holds. */
  coverage?: string[];
}

/**
 * `typed`: the query as typed; `matched`: with synonyms and corrections (what filters); `ranked`: with
 * corrections only (what scores).
 */
export function searchPlan(
  typed: ParsedQuery,
  matched: ParsedQuery = typed,
  ranked: ParsedQuery = typed,
  best: Map<string, string> = new Map(),
): SearchPlan {
  const plain = plainText(typed);
  const texts = new Set<string>();
  const prefixes = new Set<string>();
  if (plain) {
    const corrected = searchText(typed, best).replace(/"/g, '');
    for (const text of [plain, corrected]) {
      texts.add(text);
      prefixes.add(`${likeEscape(text)}%`);
    }
    // The whole query is one clause after synonyms: each alternative (a synonym term, a correction) names alike.
    if (matched.clauses.length === 1) {
      for (const term of matched.clauses[0]) if (!term.negated) texts.add(term.words.join(' '));
    }
  }
  const tiers = ['C', 'A', 'AB', 'ABC'].map((w) => tsqueryText(matched, w)).filter((t): t is string => t !== null);
  const any = anyOfQuery(matched);
  return {
    tsquery: tsqueryText(matched),
    rankQuery: tsqueryText(ranked),
    exact: [...texts],
    joined: [...new Set([...texts].map((text) => text.replace(/ /g, '')))],
    nameWords: [...texts].map((text) => `${likeEscape(text)} %`),
    namePrefix: [...prefixes],
    tiers,
    fallback: any ? { tsquery: any, clauses: clauseQueries(matched) } : null,
  };
}
