import { Problems } from './problem.js';

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export const MAX_LIMIT = 100;

/**
 * Parses `page`/`limit` query values: integers ≥ 1 written as digits, of any length; `limit` above 100 is
 * clamped (docs/api-decisions.md). A page too large for a safe integer is read as the largest one: no table
 * holds that many rows, so it is still past the end, and the offset stays a valid SQL bigint.
 */
export function parsePaging(
  page: string | undefined,
  limit: string | undefined,
  defaultLimit = 50,
): { page: number; limit: number; offset: number } {
  const p = parsePositiveInt('page', page, 1);
  const l = Math.min(parsePositiveInt('limit', limit, defaultLimit), MAX_LIMIT);
  return { page: p, limit: l, offset: Math.min((p - 1) * l, Number.MAX_SAFE_INTEGER) };
}

function parsePositiveInt(field: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || !/[1-9]/.test(value)) {
    throw Problems.validation(`${field} must be an integer of at least 1.`, [
      { field, message: `${field} must be an integer of at least 1` },
    ]);
  }
  return Math.min(Number(value), Number.MAX_SAFE_INTEGER);
}

export function pagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: total === 0 ? 0 : Math.ceil(total / limit) };
}
