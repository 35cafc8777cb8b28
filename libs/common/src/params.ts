import { type PipeTransform, ParseUUIDPipe } from '@nestjs/common';
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

/** A template or category slug (CONTRACT §8): lowercase letters, digits and inner hyphens, 1–64 characters. */
export const SLUG_RE = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

/**
 * A path parameter that must be a slug: anything else is a 400 `validation_failed` before it is looked up or
 * forwarded (a slug of `..` or `%2e%2e` must never become a dot segment of a URL sent on to the hub).
 */
export const slugParam = (field = 'slug'): PipeTransform<string, string> => ({
  transform(value: string): string {
    if (typeof value !== 'string' || !SLUG_RE.test(value)) {
      throw Problems.validation(`${field} must be a slug (lowercase letters, digits and inner hyphens).`, [
        { field, message: `${field} must be a slug` },
      ]);
    }
    return value;
  },
});
