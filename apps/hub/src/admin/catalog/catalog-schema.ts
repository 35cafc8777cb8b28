// The catalog document's JSON Schema (draft 2020-12), derived from the OpenAPI components the hub generates from
// the admin DTOs (class-validator and swagger metadata): one source, so the schema cannot drift from the rules.
// Written to apps/hub/catalog.schema.json by `npm run openapi`, served at GET /api/v1/admin/catalog/schema.
import { Injectable } from '@nestjs/common';

/** The committed schema (checked for drift by apps/hub/test/catalog-document.e2e-spec.ts). */
export const CATALOG_SCHEMA_FILE = 'apps/hub/catalog.schema.json';
const ROOT = 'CatalogDocumentDto';

type Schema = Record<string, unknown>;

/** OpenAPI 3.0 schema → JSON Schema 2020-12: `$ref`s to `$defs`, `nullable` to a null type, `example` to `examples`. */
function convert(node: unknown, reach: (name: string) => string): unknown {
  if (Array.isArray(node)) return node.map((n) => convert(n, reach));
  if (!node || typeof node !== 'object') return node;
  const source = node as Schema;
  if (typeof source.$ref === 'string') return { $ref: reach(source.$ref.split('/').pop()!) };
  const out: Schema = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === 'nullable' || key === 'example') continue;
    out[key] =
      key === 'properties'
        ? Object.fromEntries(Object.entries(value as Schema).map(([k, v]) => [k, convert(v, reach)]))
        : convert(value, reach);
  }
  if (source.example !== undefined) out.examples = [source.example];
  if (out.type === 'object' && out.properties && out.additionalProperties === undefined) {
    // The validation pipe refuses fields a DTO does not declare.
    out.additionalProperties = false;
  }
  if (source.nullable === true) {
    const combined = out.allOf ?? out.oneOf ?? out.anyOf;
    if (typeof out.type === 'string' && !combined) {
      out.type = [out.type, 'null'];
      if (Array.isArray(out.enum)) out.enum = [...(out.enum as unknown[]), null];
    } else {
      const { description, ...rest } = out;
      delete rest.type;
      const only = Object.keys(rest).length === 1 && Array.isArray(rest.allOf) && rest.allOf.length === 1;
      return {
        ...(description !== undefined ? { description } : {}),
        anyOf: [only ? (rest.allOf as unknown[])[0] : rest, { type: 'null' }],
      };
    }
  }
  return out;
}

/** The document's schema from an OpenAPI document's components (the root and everything it references). */
export function catalogJsonSchema(openapi: { components?: { schemas?: Record<string, unknown> } }): Schema {
  const schemas = openapi.components?.schemas ?? {};
  const defs: Record<string, unknown> = {};
  const reach = (name: string): string => {
    if (!(name in defs)) {
      defs[name] = null;
      defs[name] = convert(schemas[name], reach);
    }
    return `#/$defs/${name}`;
  };
  const root = convert(schemas[ROOT], reach) as Schema;
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'urn:hub:catalog:v1',
    title: 'Hub catalog document (hub.catalog/v1)',
    description:
      'Categories and templates as the admin API takes them, templates naming their category by slug; the scope ' +
      'is the hub-owned templates, or those of the organization named by owner_org_slug (docs/catalog-as-code.md).',
    ...root,
    $defs: Object.fromEntries(
      Object.keys(defs)
        .sort()
        .map((k) => [k, defs[k]]),
    ),
  };
}

/** The schema as committed: two-space JSON and a final newline. */
export function catalogSchemaJson(openapi: { components?: { schemas?: Record<string, unknown> } }): string {
  return `${JSON.stringify(catalogJsonSchema(openapi), null, 2)}\n`;
}

/**
 * The schema this process serves, derived from its OpenAPI document (openapi.ts gives the way to build it at
 * start-up; it is built on first use, like the document, and kept).
 */
@Injectable()
export class CatalogSchema {
  private build: (() => Schema) | null = null;
  private built: Schema | null = null;

  from(build: () => Schema): void {
    this.build = build;
    this.built = null;
  }

  get value(): Schema | null {
    if (!this.built && this.build) this.built = this.build();
    return this.built;
  }
}
