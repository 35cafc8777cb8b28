import { ParseUUIDPipe } from '@nestjs/common';
import { Problems } from '#lib/common';

/** A `:id` path parameter that must be a UUID (else 400 `validation_failed`, never a database error). */
export const UuidParam = (field = 'id') =>
  new ParseUUIDPipe({
    exceptionFactory: () =>
      Problems.validation(`${field} must be a UUID.`, [{ field, message: `${field} must be a UUID` }]),
  });
