import fc from 'fast-check';
import {
  corrections,
  expandSynonyms,
  MAX_CLAUSES,
  MAX_TYPO_WORDS,
  parseSearch,
  plainText,
  SEARCH_MAX_LENGTH,
  searchKey,
  searchPlan,
  searchText,
  synonymsOf,
  tsqueryText,
  typoBudget,
  typoDistance,
  typoWords,
  withCorrections,
} from './search-query.js';

const ts = (text: string) => tsqueryText(parseSearch(text));

describe('parseSearch and tsqueryText', () => {
  it('ANDs words and makes the last one a prefix', () => {
    expect(ts('Jelly')).toBe(`('jelly':*)`);
    expect(ts('stable  diff')).toBe(`('stable') & ('diff':*)`);
  });

  it('reads quoted phrases, -word and or', () => {
    expect(ts('"image generation" -comfyui')).toBe(`('image' <-> 'generation') & (!('comfyui'))`);
    expect(ts('jellyfin or nextcloud')).toBe(`('jellyfin' | 'nextcloud':*)`);
    expect(ts('a OR b | c')).toBe(`('a' | 'b' | 'c':*)`);
    expect(ts('-"a b"')).toBe(`(!('a' <-> 'b'))`);
  });

  it('makes a token of several runs a phrase and drops symbols', () => {
    expect(ts('stable-diffusion')).toBe(`('stable' <-> 'diffusion':*)`);
    expect(ts("it's")).toBe(`('it' <-> 's':*)`);
    expect(ts('%$#@!')).toBeNull();
  });

  it('answers operators alone and unbalanced quotes without terms or with what they hold', () => {
    for (const text of ['-', '"', 'or', 'OR', '|', '""', '-"', 'or or', '- - -']) expect(ts(text)).toBeNull();
    expect(ts('"unbalanced quote')).toBe(`('unbalanced' <-> 'quote':*)`);
    expect(ts('redis -')).toBe(`('redis')`);
  });

  it('makes only a word typed last, not quoted, a prefix', () => {
    expect(ts('"jelly"')).toBe(`('jelly')`);
    expect(ts('-jelly')).toBe(`(!('jelly'))`);
  });

  it('bounds the number of clauses', () => {
    expect(parseSearch('w '.repeat(100)).clauses).toHaveLength(MAX_CLAUSES);
  });

  it('writes a canonical text for the cache key', () => {
    expect(searchText(parseSearch('  Stable   DIFFUSION  '))).toBe('stable diffusion');
    expect(searchText(parseSearch('"a  b" -c OR d'))).toBe('"a b" -c or d');
    expect(plainText(parseSearch('Stable Diffusion'))).toBe('stable diffusion');
    expect(plainText(parseSearch('a -b'))).toBeNull();
  });

  it('turns any text of up to 200 characters into safe parameters, never throwing', () => {
    const safe = /^[\p{L}\p{N}'&|!()<\->:*. ]*$/u;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: SEARCH_MAX_LENGTH }),
          fc.string({ unit: 'grapheme', maxLength: SEARCH_MAX_LENGTH }),
          fc
            .array(fc.constantFrom('"', '-', 'or', '|', ' ', "'", '\\', ':*', '!', '&', 'word', 'é', '(', ')'), {
              maxLength: 60,
            })
            .map((parts) => parts.join('').slice(0, SEARCH_MAX_LENGTH)),
        ),
        (text) => {
          const parsed = parseSearch(text);
          const tsquery = tsqueryText(parsed);
          if (tsquery !== null) expect(tsquery).toMatch(safe);
          const plan = searchPlan(parsed);
          for (const value of [plan.tsquery, ...plan.namePrefix, ...plan.nameWords, ...plan.exact, ...plan.tiers]) {
            expect(value === null || typeof value === 'string').toBe(true);
          }
          for (const value of [plan.fallback?.tsquery, ...(plan.fallback?.clauses ?? []), ...plan.tiers])
            if (value !== undefined) expect(value).toMatch(safe);
          expect(typoWords(parsed).length).toBeLessThanOrEqual(MAX_TYPO_WORDS);
          // The canonical text parses to the same query, but for the prefix its key keeps.
          const again = parseSearch(searchText(parsed));
          expect(tsqueryText(again)?.replace(/:\*/g, '')).toBe(tsquery?.replace(/:\*/g, ''));
          expect(searchKey(parsed).endsWith('*')).toBe(tsquery?.endsWith(':*)') ?? false);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('searchPlan', () => {
  it('matches a decimal as typed or as its digit runs', () => {
    expect(ts('llama 3.1 8b')).toBe("('llama') & (('3' <-> '1' | '3.1')) & ('8b':*)");
    expect(searchText(parseSearch('llama 3.1'))).toBe('llama 3.1');
    expect(ts('v3.1')).toBe("('v3' <-> '1':*)");
    expect(ts('"3.1.2.4.5"')).toBe("('3' <-> '1' <-> '2' <-> '4' <-> '5')");
  });

  it('names the query as typed, corrected, and by the synonyms of a whole-query term', () => {
    const typed = parseSearch('nextclod');
    const fixes = new Map([['nextclod', ['nextcloud']]]);
    const plan = searchPlan(
      typed,
      withCorrections(typed, fixes),
      withCorrections(typed, fixes),
      new Map([['nextclod', 'nextcloud']]),
    );
    expect(plan.exact).toEqual(['nextclod', 'nextcloud']);
    expect(plan.nameWords).toEqual(['nextclod %', 'nextcloud %']);
    expect(plan.namePrefix).toEqual(['nextclod%', 'nextcloud%']);
    const pg = parseSearch('pg');
    const synonyms = synonymsOf([['postgres', 'postgresql', 'pg']]);
    expect(searchPlan(pg, expandSynonyms(pg, synonyms)).exact).toEqual(['pg', 'postgres', 'postgresql']);
    // Not the whole query: no synonym names.
    const two = parseSearch('pg backup');
    expect(searchPlan(two, expandSynonyms(two, synonyms)).exact).toEqual(['pg backup']);
    // Operators: no names at all.
    expect(searchPlan(parseSearch('pg -x')).exact).toEqual([]);
    // LIKE wildcards typed are literal.
    expect(searchPlan(parseSearch('"a_b"')).namePrefix).toEqual(['a b%']);
  });

  it('restricts the tiers to category, name, tags and category, and falls back to any positive clause', () => {
    const plan = searchPlan(parseSearch('monitor uptime -kuma'));
    expect(plan.tiers).toEqual([
      "('monitor':C) & ('uptime':C) & (!('kuma':C))",
      "('monitor':A) & ('uptime':A) & (!('kuma':A))",
      "('monitor':AB) & ('uptime':AB) & (!('kuma':AB))",
      "('monitor':ABC) & ('uptime':ABC) & (!('kuma':ABC))",
    ]);
    expect(plan.fallback).toEqual({
      tsquery: "('monitor' | 'uptime') & (!('kuma'))",
      clauses: ["('monitor')", "('uptime')"],
    });
    expect(searchPlan(parseSearch('uptime')).fallback).toBeNull();
    expect(searchPlan(parseSearch('"uptime monitor"')).fallback).toBeNull();
    expect(searchPlan(parseSearch('jelly')).tiers.slice(0, 2)).toEqual(["('jelly':*C)", "('jelly':*A)"]);
  });
});

describe('synonyms', () => {
  const synonyms = synonymsOf([
    ['postgres', 'postgresql', 'pg'],
    ['tts', 'text to speech'],
  ]);

  // A group's terms come in the expander's own stable order (multi-word runs first): the alternatives' order does not
  // change what matches.
  it('expands a word or a run of words into its group', () => {
    expect(tsqueryText(expandSynonyms(parseSearch('pg backup'), synonyms))).toBe(
      `('pg' | 'postgres' | 'postgresql') & ('backup':*)`,
    );
    expect(tsqueryText(expandSynonyms(parseSearch('text to speech'), synonyms))).toBe(
      `('text' <-> 'to' <-> 'speech':* | 'tts')`,
    );
    expect(tsqueryText(expandSynonyms(parseSearch('"text to speech"'), synonyms))).toBe(
      `('text' <-> 'to' <-> 'speech' | 'tts')`,
    );
  });

  it('leaves negations and alternatives alone', () => {
    expect(tsqueryText(expandSynonyms(parseSearch('-pg'), synonyms))).toBe(`(!('pg'))`);
    expect(tsqueryText(expandSynonyms(parseSearch('pg or mysql'), synonyms))).toBe(`('pg' | 'mysql':*)`);
  });
});

describe('typos', () => {
  it('budgets one edit from 4 letters and two from 8', () => {
    expect(['abc', 'abcd', 'abcdefg', 'abcdefgh'].map(typoBudget)).toEqual([0, 1, 1, 2]);
  });

  it('counts a transposition as one edit', () => {
    expect(typoDistance('stabel', 'stable')).toBe(1);
    expect(typoDistance('jupiter', 'jupyter')).toBe(1);
    expect(typoDistance('nexcluod', 'nextcloud')).toBe(2);
    expect(typoDistance('', 'abc')).toBe(3);
  });

  it('keeps the first letter and the budget, and corrects only unknown words', () => {
    const words = typoWords(parseSearch('stabel kellyfin known'));
    expect(words.map((w) => [w.word, w.edits, w.prefix])).toEqual([
      ['stabel', 1, false],
      ['kellyfin', 2, false],
      ['known', 1, true],
    ]);
    const fixes = corrections(words, [
      { word: 'stabel', known: false, candidates: ['stable', 'stabler', 'sable'] },
      { word: 'kellyfin', known: false, candidates: ['jellyfin'] },
      { word: 'known', known: true, candidates: ['knows'] },
    ]);
    expect([...fixes]).toEqual([['stabel', ['stable']]]);
    expect(tsqueryText(withCorrections(parseSearch('stabel diffusion'), new Map([['stabel', ['stable']]])))).toBe(
      `('stabel' | 'stable') & ('diffusion':*)`,
    );
  });

  it('does not look up words with digits or short words', () => {
    expect(typoWords(parseSearch('gpt4 abc llama'))).toEqual([{ word: 'llama', edits: 1, prefix: true }]);
  });
});
