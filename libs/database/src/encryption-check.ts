import type { DataSource } from 'typeorm';
import { decryptSecret } from '#lib/credentials';

/** One kind of encrypted value a database holds: a query answering `value` (and what `context` needs) of one row. */
export interface EncryptedSample {
  what: string;
  sql: string;
  /** The authenticated context the value was encrypted with, from the row. */
  context?: (row: Record<string, string>) => string;
}

/** The encryption key does not open what the database holds (a restore started with another key, say). */
export class EncryptionKeyMismatchError extends Error {
  constructor(
    readonly variable: string,
    what: string,
  ) {
    super(
      `${variable} does not decrypt the ${what} stored in this database (restored or pointed at with another ` +
        `key?): start with the key that wrote them`,
    );
  }
}

/**
 * Decrypts one stored value of each kind with the configured key, at start: a database restored under another key
 * then stops the process with one clear line, instead of failing on the first secret read. A database that holds
 * no such value (or whose tables are not there yet: a replica that waits for the migration run) has nothing to
 * check. Answers how many values were checked.
 */
export async function checkEncryptionKey(
  dataSource: DataSource,
  key: Buffer,
  variable: string,
  samples: EncryptedSample[],
): Promise<number> {
  let checked = 0;
  for (const sample of samples) {
    let rows: Record<string, string>[];
    try {
      rows = await dataSource.query<Record<string, string>[]>(sample.sql);
    } catch (error) {
      if ((error as { code?: string }).code === '42P01') continue; // undefined_table: not migrated yet
      throw error;
    }
    for (const row of rows) {
      if (!row.value) continue;
      try {
        decryptSecret(row.value, key, sample.context?.(row));
      } catch {
        throw new EncryptionKeyMismatchError(variable, sample.what);
      }
      checked += 1;
    }
  }
  return checked;
}
