import { type ArgumentMetadata, type ValidationError, ValidationPipe } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
// The storage the decorators of `class-transformer` write to (the package's CommonJS build, as Nest loads it).
import { defaultMetadataStorage } from 'class-transformer/cjs/storage.js';
import { getMetadataStorage, validate, type ValidatorOptions } from 'class-validator';
import { LARGE_VALUES } from './large-body.js';
import { MAX_FIELD_ERRORS, ProblemException, Problems, type FieldError } from './problem.js';
import { memoizeValidatorMetadata } from './validator-metadata.js';

memoizeValidatorMetadata();

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

/** Elements of a nested array validated per turn of the event loop: no request holds the loop for long. */
const ELEMENTS_PER_TURN = 25;

const VALIDATOR_OPTIONS: ValidatorOptions = { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: false };

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
const nestedArrayTypes = new WeakMap<Function, [string, Function][]>();

/** Fields of a DTO declared as arrays of nested DTOs (`@ValidateNested({ each: true })` with `@Type`). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
function nestedArrays(type: Function): [string, Function][] {
  let fields = nestedArrayTypes.get(type);
  if (!fields) {
    const nested = getMetadataStorage()
      .getTargetValidationMetadatas(type, '', true, false)
      .filter((m) => m.type === 'nestedValidation' && m.each)
      .map((m) => m.propertyName);
    fields = [...new Set(nested)].flatMap((field) => {
      const typeFn = (
        defaultMetadataStorage as {
          // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
          findTypeMetadata(target: Function, property: string): { typeFunction?: () => Function } | undefined;
        }
      ).findTypeMetadata(type, field)?.typeFunction;
      // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
      return typeFn ? [[field, typeFn()] as [string, Function]] : [];
    });
    nestedArrayTypes.set(type, fields);
  }
  return fields;
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
const objectOnly = new WeakMap<Function, string[]>();

/** Fields of a DTO whose only check is `@IsObject()` (besides `@IsOptional()`): nothing inside them is validated. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
function objectOnlyFields(type: Function): string[] {
  let fields = objectOnly.get(type);
  if (!fields) {
    const byField = new Map<string, { type: string; name?: string }[]>();
    for (const m of getMetadataStorage().getTargetValidationMetadatas(type, '', true, false)) {
      byField.set(m.propertyName, [...(byField.get(m.propertyName) ?? []), { type: m.type, name: m.name }]);
    }
    fields = [...byField]
      .filter(
        ([, checks]) =>
          checks.some((c) => c.name === 'isObject') &&
          checks.every((c) => c.type === 'conditionalValidation' || c.name === 'isObject'),
      )
      .map(([field]) => field);
    objectOnly.set(type, fields);
  }
  return fields;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

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
        return this.keepingLargeObjects(value as Record<string, unknown>, type, (head) =>
          this.transformInTurns(head, metadata, type),
        );
      }
    }
    return super.transform(value, metadata);
  }

  /**
   * A field declared only as an object (`@IsObject()`, no nested DTO) whose value the large-body parser put
   * together (a 32 MiB cluster inventory) is validated as `{}` and given back as it came: class-transformer would
   * otherwise copy it member by member in one synchronous pass. The service checks such a value itself.
   */
  private async keepingLargeObjects(
    value: Record<string, unknown>,
    // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
    type: Function,
    transform: (head: Record<string, unknown>) => Promise<unknown>,
  ): Promise<unknown> {
    const kept = objectOnlyFields(type).filter((field) => {
      const member = value[field];
      return typeof member === 'object' && member !== null && !Array.isArray(member) && LARGE_VALUES.has(member);
    });
    if (kept.length === 0) return transform(value);
    const head = { ...value };
    for (const field of kept) head[field] = {};
    const result = (await transform(head)) as Record<string, unknown>;
    for (const field of kept) result[field] = value[field];
    return result;
  }

  /**
   * A long array of nested DTOs (500 audit events, 200 env entries…) is transformed and validated
   * ELEMENTS_PER_TURN elements at a time, yielding between, instead of in one synchronous pass; the rest
   * of the body goes through the normal pipe with the array's first element standing in for it.
   */
  private async transformInTurns(
    value: Record<string, unknown>,
    metadata: ArgumentMetadata,
    // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
    type: Function,
  ): Promise<unknown> {
    const long = nestedArrays(type).filter(([field]) => {
      const items = value[field];
      return Array.isArray(items) && items.length > ELEMENTS_PER_TURN;
    });
    if (long.length === 0) return super.transform(value, metadata);
    const errors: FieldError[] = [];
    const converted = new Map<string, unknown[]>();
    for (const [field, elementType] of long) {
      const items = value[field] as unknown[];
      const out: unknown[] = [];
      for (let start = 1; start < items.length; start += ELEMENTS_PER_TURN) {
        await nextTurn();
        for (let i = start; i < Math.min(items.length, start + ELEMENTS_PER_TURN); i++) {
          const item = items[i];
          if (item === null || typeof item !== 'object' || Array.isArray(item)) {
            errors.push({ field: `${field}.${i}`, message: `each value in ${field} must be an object` });
            continue;
          }
          const instance = plainToInstance(elementType as new () => object, item, {
            enableImplicitConversion: false,
          });
          errors.push(...flatten(await validate(instance, VALIDATOR_OPTIONS), `${field}.${i}`));
          out.push(instance);
        }
      }
      converted.set(field, out);
    }
    const head = { ...value };
    for (const [field] of long) head[field] = (value[field] as unknown[]).slice(0, 1);
    let result: Record<string, unknown>;
    try {
      result = (await super.transform(head, metadata)) as Record<string, unknown>;
    } catch (error) {
      const own = error instanceof ProblemException ? error.extra.errors : undefined;
      if (!own) throw error;
      errors.unshift(...own);
      result = {};
    }
    if (errors.length) throw Problems.validation(validationDetail(errors), errors);
    for (const [field, rest] of converted) result[field] = [...(result[field] as unknown[]), ...rest];
    return result;
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
