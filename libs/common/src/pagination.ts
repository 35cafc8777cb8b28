import { Problems } from './problem.js';

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export const MAX_LIMIT = 100;

/** Parses `page`/`limit` query values: integers ≥ 1; `limit` above 100 is clamped (docs/api-decisions.md). */
export function parsePaging(
  page: string | undefined,
  limit: string | undefined,
  defaultLimit = 50,
): { page: number; limit: number; offset: number } {
  const p = parsePositiveInt('page', page, 1);
  const l = Math.min(parsePositiveInt('limit', limit, defaultLimit), MAX_LIMIT);
  return { page: p, limit: l, offset: (p - 1) * l };
}

function parsePositiveInt(field: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) {
    throw Problems.validation(`${field} must be an integer of at least 1.`, [
      { field, message: `${field} must be an integer of at least 1` },
    ]);
  }
  return Number(value);
}

export function pagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: total === 0 ? 0 : Math.ceil(total / limit) };
}
