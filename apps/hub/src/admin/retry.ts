import { QueryFailedError } from 'typeorm';

const RETRYABLE = new Set(['40P01', '40001']);

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
      const code =
        error instanceof QueryFailedError ? (error.driverError as { code?: string } | undefined)?.code : undefined;
      if (!code || !RETRYABLE.has(code) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
