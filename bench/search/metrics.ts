/**
 * Ranking metrics of the search benchmark, over a ranked list of slugs and a query's graded judgements
 * (slug → 1–3; unjudged = 0). The query's "target" is any judged slug of its highest grade.
 *
 * - nDCG@k: DCG = Σ (2^grade − 1) / log2(rank + 1) over the first k results, divided by the DCG of the ideal
 *   order of the judgements (graded gains: a grade-3 answer counts 7, a grade-2 one 3, a grade-1 one 1).
 * - MRR@k (reciprocal rank): 1 / the rank of the first target within the first k results, else 0.
 * - Success@k: 1 when a target is within the first k results, else 0.
 */

export type Judgements = Readonly<Record<string, number>>;

const gain = (grade: number) => 2 ** grade - 1;
const discount = (rank: number) => Math.log2(rank + 1); // rank is 1-based

function topGrade(judgements: Judgements): number {
  return Math.max(0, ...Object.values(judgements));
}

export function dcgAt(ranked: readonly string[], judgements: Judgements, k: number): number {
  let sum = 0;
  ranked.slice(0, k).forEach((slug, i) => (sum += gain(judgements[slug] ?? 0) / discount(i + 1)));
  return sum;
}

export function ndcgAt(ranked: readonly string[], judgements: Judgements, k: number): number {
  const ideal = Object.values(judgements)
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((sum, grade, i) => sum + gain(grade) / discount(i + 1), 0);
  return ideal === 0 ? 0 : dcgAt(ranked, judgements, k) / ideal;
}

export function reciprocalRankAt(ranked: readonly string[], judgements: Judgements, k: number): number {
  const top = topGrade(judgements);
  if (top === 0) return 0;
  const i = ranked.slice(0, k).findIndex((slug) => judgements[slug] === top);
  return i < 0 ? 0 : 1 / (i + 1);
}

export function successAt(ranked: readonly string[], judgements: Judgements, k: number): number {
  return reciprocalRankAt(ranked, judgements, k) > 0 ? 1 : 0;
}

/** The value below which `p` of the sorted values fall (nearest rank), 0 for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

export const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
