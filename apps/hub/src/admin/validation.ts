import { registerDecorator, ValidateIf, type ValidationOptions } from 'class-validator';

/** The field may be left out, but not sent as null (class-validator's IsOptional lets null through). */
export const Optional = () => ValidateIf((_object, value) => value !== undefined);

/** The field may be left out or sent as null (null clears it). */
export const Nullable = () => ValidateIf((_object, value) => value !== undefined && value !== null);

/** Kubernetes resource quantity (`500m`, `2`, `16Gi`, `1.5`, `1e3`), non-negative. */
export const QUANTITY_RE = /^(?:\d+(?:\.\d*)?|\.\d+)(?:[KMGTPE]i|[numkMGTPE]|[eE][+-]?\d+)?$/;
/** Environment variable names (POSIX-style, as Kubernetes accepts them without surprises). */
export const ENV_NAME_RE = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Kubernetes label key: optional DNS-subdomain prefix, then a name of up to 63 characters. */
export const LABEL_KEY_RE =
  /^(?:[a-z0-9](?:[-a-z0-9]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-a-z0-9]{0,61}[a-z0-9])?)*\/)?[A-Za-z0-9](?:[-A-Za-z0-9_.]{0,61}[A-Za-z0-9])?$/;
export const LABEL_VALUE_RE = /^(?:[A-Za-z0-9](?:[-A-Za-z0-9_.]{0,61}[A-Za-z0-9])?)?$/;

/** A plain object of string → string whose keys are label keys and whose values are label values. */
export function IsLabelMap(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isLabelMap',
      target: object.constructor,
      propertyName,
      options: {
        message: `${propertyName} must be an object of Kubernetes label keys to label values (at most 64 entries)`,
        ...options,
      },
      validator: {
        validate(value: unknown) {
          if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
          const entries = Object.entries(value);
          return (
            entries.length <= 64 &&
            entries.every(
              ([k, v]) => k.length <= 253 && LABEL_KEY_RE.test(k) && typeof v === 'string' && LABEL_VALUE_RE.test(v),
            )
          );
        },
      },
    });
}
