import { parseIsoTimestamp } from './iso-timestamp.js';
import { Problems } from './problem.js';

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
