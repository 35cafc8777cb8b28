import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsArray, IsIn, IsString, Matches } from 'class-validator';
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

/**
 * A template of a catalog document: what POST /admin/templates takes, with its category named by slug
 * (`category_slug` for `category_id`) and no owner (the document's scope decides it).
 */
export class CatalogTemplateEntryDto extends OmitType(TemplateCreateDto, ['category_id', 'owner_org_id'] as const) {
  @ApiProperty({ example: 'llm-inference', pattern: CATEGORY_SLUG_RE.source, description: 'The category, by slug.' })
  @IsString()
  @Matches(CATEGORY_SLUG_RE, { message: 'category_slug must be a category slug' })
  category_slug: string;
}

/**
 * The catalog document (docs/catalog-as-code.md): categories as POST /admin/categories takes them, templates as
 * POST /admin/templates takes them (category by slug). Its scope is the hub-owned templates, or those of the
 * organization named by `owner_org_slug`.
 */
export class CatalogDocumentDto {
  @ApiProperty({ enum: [CATALOG_API_VERSION], example: CATALOG_API_VERSION })
  @IsIn([CATALOG_API_VERSION], { message: `apiVersion must be ${CATALOG_API_VERSION}` })
  apiVersion: string;

  @ApiProperty({ enum: [CATALOG_KIND], example: CATALOG_KIND })
  @IsIn([CATALOG_KIND], { message: `kind must be ${CATALOG_KIND}` })
  kind: string;

  @ApiPropertyOptional({
    example: 'demo-org',
    pattern: ORG_SLUG_RE.source,
    description: 'Absent: the document holds the hub-owned templates. Set: the templates this organization owns.',
  })
  @Optional()
  @IsString()
  @Matches(ORG_SLUG_RE, { message: 'owner_org_slug must be an organization slug' })
  owner_org_slug?: string;

  @ApiProperty({ type: [CategoryCreateDto], maxItems: MAX_CATALOG_CATEGORIES })
  @IsArray()
  categories: CategoryCreateDto[];

  @ApiProperty({ type: [CatalogTemplateEntryDto], maxItems: MAX_CATALOG_TEMPLATES })
  @IsArray()
  templates: CatalogTemplateEntryDto[];
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

export class CatalogPlanEntryDto {
  @ApiProperty({ enum: ['create', 'update', 'unchanged', 'delete'], example: 'update' })
  action: 'create' | 'update' | 'unchanged' | 'delete';

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

  @ApiPropertyOptional({ example: true, description: 'update of a template: whether it publishes a new revision.' })
  publishes_revision?: boolean;

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

  @ApiProperty({ example: false }) prune: boolean;
  @ApiProperty({ example: false }) force: boolean;

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
