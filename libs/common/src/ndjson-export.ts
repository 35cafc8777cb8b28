import { Readable } from 'node:stream';
import { Logger, StreamableFile } from '@nestjs/common';
import { Problems } from './problem.js';
import { parseSince } from './since.js';

/** Rows fetched by one keyset query of an export. */
export const EXPORT_BATCH = 500;

/** A keyset position: the time column as the database wrote it (text, microseconds kept) and the row id. */
export interface ExportCursor {
  at: string;
  id: string;
}

/** One batch of an export, each row with the position that follows it. */
export type ExportBatch<T> = { row: T; cursor: ExportCursor }[];

/** `since` (inclusive) and `until` (exclusive) of an export; bad values and `until` before `since` are 400. */
export function parseExportRange(since: string | undefined, until: string | undefined): { since?: Date; until?: Date } {
  const range = { since: parseSince(since, 'since'), until: parseSince(until, 'until') };
  if (range.since && range.until && range.until < range.since) {
    throw Problems.validation('until must not be before since.', [
      { field: 'until', message: 'until must not be before since' },
    ]);
  }
  return range;
}

/**
 * Streams rows as NDJSON (one JSON object per line) in keyset batches: each batch is one short query on a
 * connection that goes back to the pool before the batch is written, and the next batch is read only when
 * the response has taken the previous one (the stream's backpressure), so memory stays at one batch whatever
 * the range. The first batch is read before the answer starts, so a database outage is still a 503. When the
 * client goes away, Fastify destroys the stream: the generator ends at its next step and no query is left
 * running or holding a connection.
 */
export async function ndjsonExport<T>(
  read: (after: ExportCursor | null) => Promise<ExportBatch<T>>,
  line: (row: T) => unknown,
  filename: string,
): Promise<StreamableFile> {
  const first = await read(null);
  async function* lines(): AsyncGenerator<string> {
    let batch = first;
    while (batch.length) {
      yield batch.map(({ row }) => `${JSON.stringify(line(row))}\n`).join('');
      if (batch.length < EXPORT_BATCH) return;
      batch = await read(batch[batch.length - 1].cursor);
    }
  }
  const logger = new Logger('Export');
  return new StreamableFile(Readable.from(lines(), { objectMode: false, highWaterMark: 1 }), {
    type: 'application/x-ndjson; charset=utf-8',
    disposition: `attachment; filename="${filename}"`,
  }).setErrorLogger((error: Error) => logger.warn(`export ended early: ${error.message}`));
}
