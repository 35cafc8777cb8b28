/** "1 request", "2 requests", "0 requests": a count with its noun in the right number. */
export const counted = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/**
 * What a pager says: "Page 2 of 5 · 93 templates"; with nothing to page through, only the count ("0 templates",
 * never "Page 0 of 0"); on a page past the end (an old link), that it is past the end, never "Page 99 of 3".
 */
export function pageText(
  { page, totalPages, total }: { page: number; totalPages: number; total: number },
  one: string,
  many?: string,
): string {
  const count = counted(total, one, many);
  if (total === 0 || totalPages === 0) return count;
  if (page > totalPages) return `Past the last page (${counted(totalPages, 'page')}) · ${count}`;
  return `Page ${page} of ${totalPages} · ${count}`;
}
