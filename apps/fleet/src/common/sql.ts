/**
 * TypeORM's postgres driver answers UPDATE and DELETE with `[rows, rowCount]` and everything else with
 * `rows`; this gives the rows of a `… RETURNING` statement either way.
 */
export function returned<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as T[];
  }
  return result as T[];
}
