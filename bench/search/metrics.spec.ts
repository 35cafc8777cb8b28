import { dcgAt, mean, ndcgAt, percentile, reciprocalRankAt, successAt } from './metrics.js';

// Gains are 2^grade − 1 (3 → 7, 2 → 3, 1 → 1); the discount of rank r is log2(r + 1).
const LOG2_3 = Math.log2(3); // 1.5849625…

describe('nDCG@k with graded gains', () => {
  it('is 1 for the ideal order and counts unjudged results as 0', () => {
    expect(ndcgAt(['a', 'b', 'c'], { a: 3, b: 2, c: 1 }, 10)).toBeCloseTo(1, 10);
    expect(ndcgAt(['a', 'x', 'b', 'c'], { a: 3, b: 2, c: 1 }, 10)).toBeLessThan(1);
  });

  it('matches a hand-computed example', () => {
    // ranked [c, a] for {a: 3, c: 1}: DCG = 1/1 + 7/log2(3) = 5.416508…; ideal [a, c]: 7/1 + 1/log2(3) = 7.630930…; 5.416508 / 7.630930 = 0.709810…
    expect(dcgAt(['c', 'a'], { a: 3, c: 1 }, 10)).toBeCloseTo(1 + 7 / LOG2_3, 10);
    expect(ndcgAt(['c', 'a'], { a: 3, c: 1 }, 10)).toBeCloseTo(0.70981, 5);
    // ranked [x, b] for {a: 3, b: 2}: DCG = 3/log2(3) = 1.892789…; ideal 7 + 3/log2(3) = 8.892789…; the ratio 0.212845…
    expect(ndcgAt(['x', 'b'], { a: 3, b: 2 }, 10)).toBeCloseTo(0.212845, 5);
  });

  it('looks at the first k results only, and the ideal at its first k judgements', () => {
    const ranked = ['x1', 'x2', 'a'];
    expect(ndcgAt(ranked, { a: 3 }, 2)).toBe(0);
    expect(ndcgAt(ranked, { a: 3 }, 3)).toBeCloseTo(7 / 2 / 7, 10); // rank 3: log2(4) = 2
    // Ten grade-1 answers and one grade-3 one: with k = 1 the ideal is the grade-3 one alone.
    expect(ndcgAt(['a'], { a: 3, b: 1, c: 1 }, 1)).toBe(1);
  });

  it('is 0 for no results, and for a query without judgements', () => {
    expect(ndcgAt([], { a: 3 }, 10)).toBe(0);
    expect(ndcgAt(['a'], {}, 10)).toBe(0);
  });
});

describe('MRR@k and Success@k: the first result of the query’s highest grade (its target)', () => {
  it('is the reciprocal rank of the first target', () => {
    expect(reciprocalRankAt(['a', 'b'], { a: 3 }, 10)).toBe(1);
    expect(reciprocalRankAt(['x', 'y', 'a'], { a: 3 }, 10)).toBeCloseTo(1 / 3, 10);
    // A grade-2 result first does not count when the query has a grade-3 target.
    expect(reciprocalRankAt(['b', 'a'], { a: 3, b: 2 }, 10)).toBe(0.5);
    // With several targets, the first of them.
    expect(reciprocalRankAt(['x', 'd', 'c'], { c: 2, d: 2 }, 10)).toBe(0.5);
  });

  it('is 0 past k, for an empty answer and for no judgements', () => {
    expect(reciprocalRankAt(['x', 'y', 'a'], { a: 3 }, 2)).toBe(0);
    expect(reciprocalRankAt([], { a: 3 }, 10)).toBe(0);
    expect(reciprocalRankAt(['a'], {}, 10)).toBe(0);
  });

  it('Success@k is 1 exactly when a target is in the first k', () => {
    const ranked = ['x1', 'x2', 'x3', 'x4', 'a', 'b'];
    expect(successAt(ranked, { a: 3, b: 1 }, 5)).toBe(1);
    expect(successAt(ranked, { a: 3, b: 1 }, 4)).toBe(0);
    expect(successAt(['b'], { a: 3, b: 1 }, 5)).toBe(0);
  });
});

describe('percentile (nearest rank) and mean', () => {
  it('matches hand-computed values', () => {
    const values = Array.from({ length: 20 }, (_, i) => 20 - i); // 20 … 1, unsorted on purpose
    expect(percentile(values, 0.5)).toBe(10);
    expect(percentile(values, 0.95)).toBe(19);
    expect(percentile(values, 1)).toBe(20);
    expect(percentile([7], 0.95)).toBe(7);
    expect(percentile([], 0.95)).toBe(0);
    expect(mean([1, 2, 6])).toBe(3);
    expect(mean([])).toBe(0);
  });
});
