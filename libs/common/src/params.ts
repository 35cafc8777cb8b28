import { ParseUUIDPipe } from '@nestjs/common';
import { Problems } from './problem.js';

/** A path parameter that must be a UUID: a malformed one is a 400 `validation_failed`, never a database error. */
export const uuidParam = (field = 'id') =>
  new ParseUUIDPipe({
    version: 'all',
    exceptionFactory: () =>
      Problems.validation(`${field} must be a UUID.`, [{ field, message: `${field} must be a UUID` }]),
  });

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
