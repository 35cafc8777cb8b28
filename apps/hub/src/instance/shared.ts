import { ParseUUIDPipe } from '@nestjs/common';
import { Problems } from '#lib/common';

/** A `:id` path parameter that must be a UUID (else 400 `validation_failed`, never a database error). */
export const UuidParam = (field = 'id') =>
  new ParseUUIDPipe({
    exceptionFactory: () =>
      Problems.validation(`${field} must be a UUID.`, [{ field, message: `${field} must be a UUID` }]),
  });

export const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

const ISO_8601 = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

/** An optional ISO 8601 query value; anything else is 400. */
export function parseSince(value: string | undefined, field = 'since'): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const date = ISO_8601.test(value) ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) {
    throw Problems.validation(`${field} must be an ISO 8601 timestamp.`, [
      { field, message: `${field} must be an ISO 8601 timestamp` },
    ]);
  }
  return date;
}
