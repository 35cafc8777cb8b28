import { registerDecorator, type ValidationOptions } from 'class-validator';

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

export const TEMPLATE_SLUG_RE = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;
/** `GET /api/v1/catalog/templates/updates` is the sync route, so a template by that slug could never be fetched. */
export const RESERVED_TEMPLATE_SLUGS = ['updates'];
export const RESERVED_SLUG_MESSAGE = `slug must not be one of the reserved words: ${RESERVED_TEMPLATE_SLUGS.join(', ')}`;
export const KIND_RE = /^[a-z][a-z0-9-]{0,31}$/;
/** A Docker repository path, optionally behind a registry host[:port]. */
export const IMAGE_NAME_RE =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?\/)?[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*(?:\/[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*)*$/;
export const IMAGE_TAG_RE = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;
/** A registry host[:port][/path], or an http(s) URL. */
export const REGISTRY_URL_RE =
  /^(?:https?:\/\/)?[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?(?:\/[A-Za-z0-9._\/-]*)?$/;
export const SECRET_REF_RE = /^[A-Za-z0-9](?:[A-Za-z0-9_.-]{0,251}[A-Za-z0-9])?$/;
export const NETWORK_TYPE_RE = /^[a-z][a-z0-9-]{0,31}$/;
export const TAG_RE = /^[\p{L}\p{N}][\p{L}\p{N}+#._ -]{0,49}$/u;
export const VOLUME_NAME_RE = /^[a-z0-9](?:[-a-z0-9]{0,61}[a-z0-9])?$/;
export const QUANTITY_OR_EMPTY = new RegExp(`^$|${QUANTITY_RE.source}`);
/** Real quantities are a few characters; the bound keeps absurd digit strings out of storage and clients. */
export const QUANTITY_MAX = 64;
export const QUANTITY_MESSAGE = 'must be a Kubernetes resource quantity such as 500m, 2, 16Gi (or empty for none)';
