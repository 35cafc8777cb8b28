import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsObject, IsString, Matches } from 'class-validator';
import { ORG_SLUG_RE } from '../../../account/organizations/dto/organization.dto.js';
import { CATEGORY_SLUG_RE, CategoryCreateDto } from '../../categories/dto/category.dto.js';
import { TemplateCreateDto } from '../../templates/dto/template-input.dto.js';
import { Optional } from '../../validation.js';

export const CATALOG_API_VERSION = 'hub.catalog/v1';
export const CATALOG_KIND = 'Catalog';
/** The most templates one document may hold (issue 32). */
export const MAX_CATALOG_TEMPLATES = 5000;
/** The most categories one document may hold. */
export const MAX_CATALOG_CATEGORIES = 1000;
/** The largest document body, in bytes. */
export const MAX_CATALOG_BYTES = 10 * 1024 * 1024;
/** The manager of what the console and the admin API make, and of a document that names no source. */
export const CONSOLE_MANAGER = 'console';
/** A source's name (a template's manager): lowercase letters, digits, `.`, `_`, `-`, at most 64. */
export const SOURCE_RE = /^[a-z0-9](?:[a-z0-9._-]{0,62}[a-z0-9])?$/;
const SOURCE_DESCRIPTION =
  'The manager of the templates (docs/catalog-as-code.md, "Ownership"): a source’s name, e.g. the collection an ' +
  'import came from. Absent: `console`, the manager of what is made in the console.';

/**
 * A template of a catalog document: what POST /admin/templates takes, with its category named by slug
 * (`category_slug` for `category_id`) and no owner (the document's scope decides it).
 */
export class CatalogTemplateEntryDto extends OmitType(TemplateCreateDto, ['category_id', 'owner_org_id'] as const) {
  @ApiProperty({ example: 'llm-inference', pattern: CATEGORY_SLUG_RE.source, description: 'The category, by slug.' })
  @IsString()
  @Matches(CATEGORY_SLUG_RE, { message: 'category_slug must be a category slug' })
  category_slug: string;

  @ApiPropertyOptional({
    example: 'linuxserver',
    pattern: SOURCE_RE.source,
    description: 'This template’s manager when it is not the document’s `source` (export writes it so).',
  })
  @Optional()
  @IsString()
  @Matches(SOURCE_RE, { message: 'source must be a source name (lowercase letters, digits, ., _, -)' })
  source?: string;
}

/**
 * The catalog document (docs/catalog-as-code.md): categories as POST /admin/categories takes them, templates as
 * POST /admin/templates takes them (category by slug). Its scope is the hub-owned templates, or those of the
 * organization named by `owner_org_slug`.
 */
export class CatalogDocumentDto {
  @ApiProperty({ enum: [CATALOG_API_VERSION], example: CATALOG_API_VERSION })
  @IsIn([CATALOG_API_VERSION], { message: `apiVersion must be ${CATALOG_API_VERSION}` })
  apiVersion: typeof CATALOG_API_VERSION;

  @ApiProperty({ enum: [CATALOG_KIND], example: CATALOG_KIND })
  @IsIn([CATALOG_KIND], { message: `kind must be ${CATALOG_KIND}` })
  kind: typeof CATALOG_KIND;

  @ApiPropertyOptional({
    example: 'demo-org',
    pattern: ORG_SLUG_RE.source,
    description: 'Absent: the document holds the hub-owned templates. Set: the templates this organization owns.',
  })
  @Optional()
  @IsString()
  @Matches(ORG_SLUG_RE, { message: 'owner_org_slug must be an organization slug' })
  owner_org_slug?: string;

  @ApiPropertyOptional({ example: 'linuxserver', pattern: SOURCE_RE.source, description: SOURCE_DESCRIPTION })
  @Optional()
  @IsString()
  @Matches(SOURCE_RE, { message: 'source must be a source name (lowercase letters, digits, ., _, -)' })
  source?: string;

  @ApiProperty({ type: [CategoryCreateDto], maxItems: MAX_CATALOG_CATEGORIES })
  @IsArray()
  categories: CategoryCreateDto[];

  @ApiProperty({ type: [CatalogTemplateEntryDto], maxItems: MAX_CATALOG_TEMPLATES })
  @IsArray()
  templates: CatalogTemplateEntryDto[];

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    maxItems: MAX_CATALOG_TEMPLATES,
    example: [],
    description:
      'Publisher signatures (docs/signing.md; `hub-catalog apply --sign-with` adds them): one DSSE revision ' +
      'envelope per revision the apply publishes, signed by a publisher key the trust root allows for the ' +
      'template, covering exactly the deployable content applied. Not part of what plan compares or export writes.',
  })
  @Optional()
  @IsArray()
  @ArrayMaxSize(MAX_CATALOG_TEMPLATES)
  @IsObject({ each: true })
  signatures?: Record<string, unknown>[];
}

export class CatalogPlanQueryDto {
  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: '`true`: what the document leaves out of its scope is removed (templates deprecated unless `force`).',
  })
  @Optional()
  @IsIn(['true', 'false'])
  prune?: 'true' | 'false';

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: 'With `prune=true`: pruned templates are deleted instead of deprecated.',
  })
  @Optional()
  @IsIn(['true', 'false'])
  force?: 'true' | 'false';

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description:
      '`true`: the document’s templates that another manager manages (the plan’s `conflict` entries) are taken ' +
      'over: updated, and managed by the document’s source from then on (each takeover is recorded).',
  })
  @Optional()
  @IsIn(['true', 'false'])
  take_over?: 'true' | 'false';
}

export class CatalogExportQueryDto {
  @ApiPropertyOptional({
    example: 'demo-org',
    description: 'Export this organization’s templates (default: hub-owned).',
  })
  @Optional()
  @IsString()
  @Matches(ORG_SLUG_RE, { message: 'owner_org_slug must be an organization slug' })
  owner_org_slug?: string;

  @ApiPropertyOptional({
    example: 'linuxserver',
    pattern: SOURCE_RE.source,
    description: 'Only the templates this manager manages, the document naming it as its `source`.',
  })
  @Optional()
  @IsString()
  @Matches(SOURCE_RE, { message: 'source must be a source name (lowercase letters, digits, ., _, -)' })
  source?: string;

  @ApiPropertyOptional({ enum: ['json', 'yaml'], description: 'Default: JSON, or YAML when Accept asks for it.' })
  @Optional()
  @IsIn(['json', 'yaml'])
  format?: 'json' | 'yaml';
}

/** Any JSON value (OpenAPI 3.0 has no type for it; with `nullable`, null too). */
const ANY_JSON = [
  { type: 'string' },
  { type: 'number' },
  { type: 'boolean' },
  { type: 'object' },
  { type: 'array', items: {} },
];

export class CatalogFieldChangeDto {
  @ApiProperty({ example: 'image_tag' })
  field: string;

  @ApiProperty({ description: 'The stored value (any JSON).', example: 'v0.6.3', nullable: true, anyOf: ANY_JSON })
  old: unknown;

  @ApiProperty({ description: 'The document’s value (any JSON).', example: 'v0.7.0', nullable: true, anyOf: ANY_JSON })
  new: unknown;
}

export type CatalogPlanAction = 'create' | 'update' | 'unchanged' | 'delete' | 'conflict';

export class CatalogPlanEntryDto {
  @ApiProperty({
    enum: ['create', 'update', 'unchanged', 'delete', 'conflict'],
    example: 'update',
    description:
      '`conflict`: another manager (`manager`) manages this template; apply leaves it unless `take_over=true`.',
  })
  action: CatalogPlanAction;

  @ApiProperty({ example: 'vllm' })
  slug: string;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 0,
    description: 'Index in the document; null for a pruned entry.',
  })
  index: number | null;

  @ApiPropertyOptional({ type: [CatalogFieldChangeDto], description: 'update: the fields that change.' })
  changes?: CatalogFieldChangeDto[];

  @ApiPropertyOptional({
    enum: ['deprecate', 'delete'],
    example: 'deprecate',
    description: 'delete of a template: `deprecate` (the default) keeps it for pinned fleets; `delete` (force).',
  })
  prune?: 'deprecate' | 'delete';

  @ApiPropertyOptional({
    example: 'linuxserver',
    description: 'A template another manager manages (conflict, or an update that takes it over): that manager.',
  })
  manager?: string;

  @ApiPropertyOptional({
    example: 'console',
    description: 'update with `take_over=true`: the manager it is taken from (the takeover is recorded).',
  })
  takes_over_from?: string;

  @ApiPropertyOptional({ example: true, description: 'update of a template: whether it publishes a new revision.' })
  publishes_revision?: boolean;

  @ApiPropertyOptional({
    example: 4,
    description:
      'create, or an update that publishes: the revision number it publishes (what `--sign-with` signs, with ' +
      'the document’s deployable fields; apply with the plan’s etag as If-Match so the number still holds).',
  })
  revision?: number;

  @ApiPropertyOptional({
    example: 'acme',
    description:
      'A publisher-managed template (docs/signing.md): the publisher, by its trust root name. Only an apply that ' +
      'publisher signed may publish a revision of it (else 409 `publisher_managed`).',
  })
  publisher?: string;

  @ApiPropertyOptional({
    example: 'left out of the document; templates still use it',
    description: 'Why an entry the document leaves out is kept.',
  })
  note?: string;
}

export class CatalogRefusalDto {
  @ApiProperty({ enum: ['category', 'template', 'document'], example: 'template' })
  entry: 'category' | 'template' | 'document';

  @ApiProperty({ type: Number, nullable: true, example: 3 })
  index: number | null;

  @ApiProperty({ type: String, nullable: true, example: 'vllm' })
  slug: string | null;

  @ApiProperty({ example: 'image_digest' })
  field: string;

  @ApiProperty({ example: 'image_digest is required to publish a revision (HUB_REQUIRE_IMAGE_DIGEST=true)' })
  message: string;
}

export class CatalogPlanSummaryDto {
  @ApiProperty({ example: 2 }) create: number;
  @ApiProperty({ example: 1 }) update: number;
  @ApiProperty({ example: 40 }) unchanged: number;
  @ApiProperty({ example: 0 }) delete: number;
  @ApiProperty({ example: 0, description: 'Templates another manager manages (left alone without take_over).' })
  conflict: number;
  @ApiProperty({ example: 0 }) refused: number;
}

export class CatalogPlanDto {
  @ApiProperty({
    example: '"5d41402abc4b2a76b9719d911017c592"',
    description: 'The state of the document’s scope the plan was computed on (send it as If-Match to apply).',
  })
  etag: string;

  @ApiProperty({ type: String, nullable: true, example: null, description: 'null: hub-owned templates.' })
  owner_org_slug: string | null;

  @ApiProperty({ example: 'console', description: 'The document’s manager: its `source`, or `console`.' })
  source: string;

  @ApiProperty({ example: false }) prune: boolean;
  @ApiProperty({ example: false }) force: boolean;
  @ApiProperty({ example: false, description: 'Whether conflicts are taken over (`take_over=true`).' })
  take_over: boolean;

  @ApiProperty({ type: [CatalogPlanEntryDto] })
  categories: CatalogPlanEntryDto[];

  @ApiProperty({ type: [CatalogPlanEntryDto] })
  templates: CatalogPlanEntryDto[];

  @ApiProperty({ type: [CatalogRefusalDto], description: 'Non-empty: apply would be refused (400) and write nothing.' })
  refusals: CatalogRefusalDto[];

  @ApiProperty({ type: CatalogPlanSummaryDto })
  summary: CatalogPlanSummaryDto;
}

export class CatalogApplyDto extends CatalogPlanDto {
  @ApiProperty({ example: true, description: 'false when nothing changed (nothing was written).' })
  applied: boolean;

  @ApiProperty({
    example: '"Xk2ZOBrQyJ0yYxRkfb3lL1A8mFhTqV0s"',
    description: 'The state of the scope after the apply.',
  })
  etag_after: string;
}

export class CatalogTakeoverQueryDto {
  @ApiPropertyOptional({ example: 'code-server', description: 'Only this template slug’s takeovers.' })
  @Optional()
  @IsString()
  @Matches(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/, { message: 'slug must be a template slug' })
  slug?: string;
}

export class CatalogTakeoverDto {
  @ApiProperty({ format: 'uuid', example: '5b0e2f6c-3d1a-4c4e-9f1e-2a7d7c1b9e11' }) id: string;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uuid',
    example: '0d9c3f1e-8a2b-4f57-b1f4-6e2c9a7d3b20',
    description: 'The template (its id stays after it is deleted; the slug says which it was).',
  })
  template_id: string | null;
  @ApiProperty({ example: 'code-server' }) template_slug: string;
  @ApiProperty({ example: 'console' }) from_manager: string;
  @ApiProperty({ example: 'linuxserver' }) to_manager: string;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uuid',
    example: '00000000-0000-4000-8000-000000000001',
    description: 'The admin user whose apply took it over.',
  })
  taken_by: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'admin@example.com' }) taken_by_email: string | null;
  @ApiProperty({ format: 'date-time', example: '2026-11-28T10:00:00.000Z' }) taken_at: string;
}

export class CatalogTakeoversDto {
  @ApiProperty({ type: [CatalogTakeoverDto], description: 'Newest first, at most 500.' })
  takeovers: CatalogTakeoverDto[];
}
