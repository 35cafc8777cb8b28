import type { OpenAPIObject } from '@nestjs/swagger';

/** The committed OpenAPI document (checked for drift by apps/hub/test/openapi.e2e-spec.ts). */
export const OPENAPI_FILE = 'apps/hub/openapi.json';

/** The issuer the committed document names in its OAuth2 flow: the dev IdP of `npm start`. */
export const OPENAPI_ISSUER = 'http://127.0.0.1:3200';

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * The document as committed: keys sorted at every level (so generation order never shows as a diff) and the
 * configured issuer replaced by OPENAPI_ISSUER (so the file does not depend on where the IdP runs).
 */
export function canonicalOpenApiJson(document: OpenAPIObject | Record<string, unknown>, issuer?: string): string {
  let json = JSON.stringify(sortKeys(document), null, 2);
  if (issuer) json = json.split(issuer.replace(/\/$/, '')).join(OPENAPI_ISSUER);
  return `${json}\n`;
}
