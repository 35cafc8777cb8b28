import { type ArgumentMetadata, type ValidationError, ValidationPipe } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { MAX_FIELD_ERRORS, Problems, type FieldError } from './problem.js';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

/** The detail of a validation 400: the first field errors, and how many more there were. */
export function validationDetail(errors: FieldError[]): string {
  const listed = errors
    .slice(0, MAX_FIELD_ERRORS)
    .map((e) => `${e.field}: ${e.message}`)
    .join('; ');
  const more = errors.length - MAX_FIELD_ERRORS;
  return more > 0 ? `${listed}; and ${more} more` : listed;
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
const declaredMaxima = new WeakMap<Function, [string, number][]>();

/** The `@ArrayMaxSize` of each field of a DTO class, read once from class-validator's metadata. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
function arrayMaxima(type: Function): [string, number][] {
  let maxima = declaredMaxima.get(type);
  if (!maxima) {
    maxima = getMetadataStorage()
      .getTargetValidationMetadatas(type, '', true, false)
      .filter((m) => m.name === 'arrayMaxSize' && typeof m.constraints?.[0] === 'number')
      .map((m) => [m.propertyName, m.constraints[0] as number]);
    declaredMaxima.set(type, maxima);
  }
  return maxima;
}

/**
 * Field sizes checked before class-transformer and class-validator touch a single element: a body that
 * is an array where an object is declared, or a field over its `@ArrayMaxSize`, is refused at once.
 */
class BoundedValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const type = metadata.metatype;
    if (type && metadata.type !== 'custom' && ![String, Boolean, Number, Array, Object].includes(type as never)) {
      if (Array.isArray(value)) {
        throw Problems.validation(`The ${metadata.type} must be a JSON object, not an array.`, [
          { field: metadata.type, message: `${metadata.type} must be an object` },
        ]);
      }
      if (value && typeof value === 'object') {
        const errors: FieldError[] = [];
        for (const [field, max] of arrayMaxima(type)) {
          const items = (value as Record<string, unknown>)[field];
          if (Array.isArray(items) && items.length > max) {
            errors.push({ field, message: `${field} must contain no more than ${max} elements` });
          }
        }
        if (errors.length) throw Problems.validation(validationDetail(errors), errors);
      }
    }
    return super.transform(value, metadata);
  }
}

/** The global pipe: unknown fields and wrong types are 400 `validation_failed` with per-field errors. */
export function createValidationPipe(): ValidationPipe {
  return new BoundedValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    stopAtFirstError: false,
    exceptionFactory: (errors) => {
      const fieldErrors = flatten(errors);
      return Problems.validation(validationDetail(fieldErrors), fieldErrors);
    },
  });
}
