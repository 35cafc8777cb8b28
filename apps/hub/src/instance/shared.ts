import { ParseUUIDPipe } from '@nestjs/common';
import { parseIsoTimestamp, Problems } from '#lib/common';

/** A `:id` path parameter that must be a UUID (else 400 `validation_failed`, never a database error). */
export const UuidParam = (field = 'id') =>
  new ParseUUIDPipe({
    exceptionFactory: () =>
      Problems.validation(`${field} must be a UUID.`, [{ field, message: `${field} must be a UUID` }]),
  });

export const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/**
 * An optional ISO 8601 query value; anything else is 400, also a day or time that does not exist
 * (`2024-02-30`). A value without a UTC offset is UTC.
 */
export function parseSince(value: string | undefined, field = 'since'): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const date = parseIsoTimestamp(value);
  if (!date) {
    throw Problems.validation(`${field} must be an ISO 8601 timestamp.`, [
      { field, message: `${field} must be an ISO 8601 timestamp` },
    ]);
  }
  return date;
}
