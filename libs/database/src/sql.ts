/**
 * Rows of an `UPDATE`/`DELETE … RETURNING` run through DataSource/EntityManager.query, which TypeORM's postgres
 * driver answers as `[rows, affectedCount]` for those commands (and as plain rows otherwise).
 */
export function returnedRows<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as T[];
  }
  return result as T[];
}
