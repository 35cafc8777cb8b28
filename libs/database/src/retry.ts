import { QueryFailedError } from 'typeorm';

const RETRYABLE = new Set(['40P01', '40001']);

function sqlState(error: unknown): string | undefined {
  return error instanceof QueryFailedError ? (error.driverError as { code?: string } | undefined)?.code : undefined;
}

/**
 * PostgreSQL refused a duplicate (SQLSTATE 23505, unique_violation), as TypeORM passes it on from either driver;
 * with `constraint`, only a violation of that constraint (or one whose driver does not name it: PGlite).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (sqlState(error) !== '23505') return false;
  const named = ((error as QueryFailedError).driverError as { constraint?: unknown } | undefined)?.constraint;
  return constraint === undefined || named === undefined || named === constraint;
}

/**
 * Runs a write that references other rows; a foreign-key violation (SQLSTATE 23503: a referenced row was
 * deleted after the caller checked it exists) becomes 'missing_reference' for the service to explain.
 */
export async function orMissingReference<T>(run: () => Promise<T>): Promise<T | 'missing_reference'> {
  try {
    return await run();
  } catch (error) {
    if (sqlState(error) === '23503') return 'missing_reference';
    throw error;
  }
}

/**
 * Runs a write transaction again when PostgreSQL aborted it as a deadlock victim or a
 * serialization failure (nothing was committed then). Lock order is designed to avoid these;
 * this covers the rare interleavings that remain (e.g. a template moved between our read and lock).
 */
export async function retryOnConflict<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = sqlState(error);
      if (!code || !RETRYABLE.has(code) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
