import { type ValidationError, ValidationPipe } from '@nestjs/common';
import { Problems, type FieldError } from './problem.js';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

/** The global pipe: unknown fields and wrong types are 400 `validation_failed` with per-field errors. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    stopAtFirstError: false,
    exceptionFactory: (errors) => {
      const fieldErrors = flatten(errors);
      return Problems.validation(fieldErrors.map((e) => `${e.field}: ${e.message}`).join('; '), fieldErrors);
    },
  });
}
