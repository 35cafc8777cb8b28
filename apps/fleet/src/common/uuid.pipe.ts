import { ParseUUIDPipe } from '@nestjs/common';
import { Problems } from '#lib/common';

/** `:id` path parameters: a malformed id is a 400 problem, not a 500 from the database. */
export const uuidPipe = new ParseUUIDPipe({
  version: 'all',
  exceptionFactory: () => Problems.validation('id must be a UUID.', [{ field: 'id', message: 'id must be a UUID' }]),
});
