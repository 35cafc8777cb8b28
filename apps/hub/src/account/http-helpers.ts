import { Problems } from '#lib/common';

/** `DELETE` takes the id from the body or from `?id=` (some proxies drop DELETE bodies; docs/api-decisions.md). */
export function idFromBodyOrQuery(body: { id?: string } | undefined, query: { id?: string } | undefined): string {
  const fromBody = body?.id;
  const fromQuery = query?.id;
  if (fromBody && fromQuery && fromBody !== fromQuery) {
    throw Problems.validation('id in the body and in the query differ.', [
      { field: 'id', message: 'id in the body and in the query differ' },
    ]);
  }
  const id = fromBody ?? fromQuery;
  if (!id)
    throw Problems.validation('id is required (in the body or as ?id=).', [{ field: 'id', message: 'id is required' }]);
  return id;
}

/**
 * Rows of an `UPDATE`/`DELETE … RETURNING` run through DataSource/EntityManager.query, which
 * TypeORM answers as `[rows, affectedCount]` for those commands (and as plain rows otherwise).
 */
export function returnedRows<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as T[];
  }
  return result as T[];
}
