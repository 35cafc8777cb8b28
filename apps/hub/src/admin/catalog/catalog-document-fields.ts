// The one description of a catalog document's template fields: which fields a document holds, in the order export
// writes them, and what each holds when a document leaves it out (the columns' defaults, as POST /admin/templates).
// Plan compares these fields, apply writes them and export writes them; everything else is derived from here.
import type { TEMPLATE_WRITE_COLUMNS } from '../templates/templates.repository.js';

/** A field every entry names (the DTO requires it): no default, always exported. */
export const REQUIRED = Symbol('required');

/**
 * The template write columns a document does not hold as a field: the slug is the entry's key, the category is named
 * by `category_slug`, the owner is the document's scope (`owner_org_slug`), and registry credentials are write-only
 * (compared as set / not set, never exported).
 */
export const NOT_DOCUMENT_COLUMNS = ['slug', 'category_id', 'owner_org_id', 'registry_credentials_enc'] as const;

type DocumentField =
  Exclude<keyof typeof TEMPLATE_WRITE_COLUMNS, (typeof NOT_DOCUMENT_COLUMNS)[number]> | 'category_slug';

/**
 * Each field of a document's template and its default. `satisfies` makes a template write column that is neither here
 * nor in NOT_DOCUMENT_COLUMNS a compile error (catalog-document-fields.spec.ts checks the entity and the DTO too).
 */
export const TEMPLATE_DOCUMENT_FIELDS = {
  name: REQUIRED,
  category_slug: REQUIRED,
  description: '',
  version: '',
  kind: 'app',
  image_name: REQUIRED,
  image_tag: 'latest',
  image_digest: null,
  registry_url: null,
  cpu_request: '',
  memory_request: '',
  gpu_count: 0,
  vram_request: '',
  concurrent_jobs: 1,
  env: [],
  env_schema: [],
  secret_refs: [],
  command: [],
  ports: [],
  volume_mounts: [],
  node_selector: {},
  tolerations: [],
  required_network_types: [],
  is_public: true,
  is_featured: false,
  min_tier: 'free',
  tags: [],
  icon_url: null,
  documentation: '',
  deprecated: null,
} as const satisfies Record<DocumentField, unknown>;

export type TemplateField = keyof typeof TEMPLATE_DOCUMENT_FIELDS;

/** The template fields a document holds and plan compares, in the order export writes them. */
export const TEMPLATE_FIELDS = Object.keys(TEMPLATE_DOCUMENT_FIELDS) as TemplateField[];

/** Whether every entry names the field (export writes it whatever it holds). */
export const isRequiredField = (field: TemplateField): boolean => TEMPLATE_DOCUMENT_FIELDS[field] === REQUIRED;

/** What a field holds when a document leaves it out (undefined for a required field). */
export function defaultOf(field: TemplateField): unknown {
  const value: unknown = TEMPLATE_DOCUMENT_FIELDS[field];
  return value === REQUIRED ? undefined : value;
}
