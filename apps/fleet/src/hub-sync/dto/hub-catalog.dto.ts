import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { UPDATE_CLASSES, type UpdateClass } from '../update-class.js';
import { CATALOG_SORTS, type CatalogSort } from '#lib/domain';
import { PinDto, ReleaseChangeDto, SignatureDto, VersionEntryDto } from './hub-sync.dto.js';

/** The fleet's catalog search (GET /api/v1/hub/catalog): the hub's list parameters the console uses. */
export class CatalogQueryDto {
  @ApiPropertyOptional({
    description: 'The hub’s search syntax and ranking (docs/search.md); at most 200 characters.',
    example: 'stable diffusion',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @ApiPropertyOptional({ description: 'A category slug.', example: 'llm-inference' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  category?: string;

  @ApiPropertyOptional({
    description: 'One tag, compared as the hub compares them (case, spaces, `_` and `-` alike).',
    example: 'stable-diffusion',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  tag?: string;

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: '`true`: only the templates the hub says fit this fleet’s reported inventory.',
  })
  @IsOptional()
  @IsIn(['true', 'false', ''])
  fits?: string;

  @ApiPropertyOptional({ enum: CATALOG_SORTS })
  @IsOptional()
  @IsIn([...CATALOG_SORTS, ''])
  sort?: CatalogSort | '';

  @ApiPropertyOptional({ default: 1, description: 'Integer ≥ 1.' })
  @IsOptional()
  @Matches(/^\d{1,6}$/, { message: 'page must be a whole number' })
  page?: string;

  @ApiPropertyOptional({ default: 50, description: 'Integer ≥ 1; over 100 is 100.' })
  @IsOptional()
  @Matches(/^\d{1,6}$/, { message: 'limit must be a whole number' })
  limit?: string;
}

export class CatalogFitReasonDto {
  @ApiProperty({ example: 'gpu_memory' }) code: string;
  @ApiProperty({ example: 'vram_request' }) field: string;
  @ApiProperty({ example: "Needs 80Gi of memory on each GPU; the most any node's GPUs have is 23034Mi." })
  message: string;
}

/** The hub’s answer to “will it run here?” for one template (docs/will-it-run-here.md). */
export class CatalogFitDto {
  @ApiProperty({ enum: ['fits', 'does_not_fit', 'unknown'] }) verdict: 'fits' | 'does_not_fit' | 'unknown';
  @ApiProperty({ type: [CatalogFitReasonDto] }) reasons: CatalogFitReasonDto[];
  @ApiProperty({ type: Number, nullable: true }) nodes_that_fit: number | null;
  @ApiProperty({ type: Number, nullable: true }) max_copies: number | null;
}

export class CatalogItemUpdateDto {
  @ApiProperty({ enum: UPDATE_CLASSES }) update_class: UpdateClass;
  @ApiProperty({ type: Number, nullable: true }) target_revision: number | null;
}

/** One row of the fleet’s catalog: the hub’s template object, its fit, and what this fleet serves of it. */
export class CatalogItemDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'vllm' }) slug: string;
  @ApiProperty({ example: 'vLLM' }) name: string;
  @ApiProperty() description: string;
  @ApiProperty({ example: '0.9.1' }) version: string;
  @ApiProperty({ type: Number, nullable: true, example: 3, description: 'The latest revision.' })
  revision: number | null;
  @ApiProperty({ example: 'llm-inference' }) category_slug: string;
  @ApiProperty({ example: 'LLM Inference' }) category_name: string;
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty({
    example: '4',
    description:
      'Kubernetes quantity. This and the other needs, and `fit`, describe the revision the fleet deploys: the pinned ' +
      'one for a pinned template, else the latest (`needs_revision`).',
  })
  cpu_request: string;
  @ApiProperty({ example: '16Gi', description: 'Kubernetes quantity.' }) memory_request: string;
  @ApiProperty({ example: 1 }) gpu_count: number;
  @ApiProperty({ example: '24Gi', description: 'Memory on each GPU, Kubernetes quantity.' }) vram_request: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 3,
    description: 'The revision the needs and `fit` describe: the pinned one for a pinned template, else the latest.',
  })
  needs_revision: number | null;
  @ApiProperty({ type: Object, nullable: true, description: 'The hub’s deprecation, or null.' })
  deprecated: Record<string, unknown> | null;
  @ApiProperty({
    type: CatalogFitDto,
    nullable: true,
    description:
      'The hub’s verdict for this fleet’s inventory, for `needs_revision` (a pinned revision is asked of the hub ' +
      'with `revision`); null when ranked locally or the hub did not answer. The `fits=true` filter is the hub’s, ' +
      'over latest revisions.',
  })
  fit: CatalogFitDto | null;
  @ApiProperty({ description: 'The fleet’s mirror holds it (pins need a mirrored template).' }) mirrored: boolean;
  @ApiProperty({ type: Number, nullable: true, description: 'The revision the fleet serves (its pin, or latest).' })
  serving_revision: number | null;
  @ApiProperty({ type: PinDto, nullable: true }) pinned: PinDto | null;
  @ApiProperty({ type: CatalogItemUpdateDto, nullable: true, description: 'A pinned template’s update, if any.' })
  update: CatalogItemUpdateDto | null;
  @ApiProperty({
    type: SignatureDto,
    nullable: true,
    description: 'The signature of the revision the fleet serves; null when the mirror does not hold the template.',
  })
  signature: SignatureDto | null;
}

export class CatalogCategoryFacetDto {
  @ApiProperty({ example: 'llm-inference' }) slug: string;
  @ApiProperty({ example: 'LLM Inference' }) name: string;
  @ApiProperty({ example: 4 }) count: number;
}

export class CatalogTagFacetDto {
  @ApiProperty({ example: 'stable-diffusion' }) tag: string;
  @ApiProperty({ example: 3 }) count: number;
}

export class CatalogFacetsDto {
  @ApiProperty({ type: [CatalogCategoryFacetDto] }) category: CatalogCategoryFacetDto[];
  @ApiProperty({ type: [CatalogTagFacetDto], description: 'The 20 most used.' }) tags: CatalogTagFacetDto[];
}

export class CatalogPaginationDto {
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
  @ApiProperty() total: number;
  @ApiProperty() totalPages: number;
}

export class CatalogResponseDto {
  @ApiProperty({
    enum: ['hub', 'local'],
    description:
      '`hub`: the hub’s ranking, facets and fit, asked with the instance key. `local`: the hub did not answer (or ' +
      'is not configured); a plain filter over the mirror, by name, without fit (`fits` is not applied).',
  })
  ranking: 'hub' | 'local';
  @ApiProperty({ type: String, nullable: true, description: 'Why the hub was not used (never its body).' })
  hub_error: string | null;
  @ApiProperty({ type: [CatalogItemDto] }) templates: CatalogItemDto[];
  @ApiProperty({ type: CatalogPaginationDto }) pagination: CatalogPaginationDto;
  @ApiProperty({ type: String, nullable: true, description: 'The hub’s typo correction of `search`.' })
  did_you_mean: string | null;
  @ApiProperty({ type: CatalogFacetsDto }) facets: CatalogFacetsDto;
}

export class ChangesQueryDto {
  @ApiProperty({ example: '1', description: 'The revision the fleet runs.' })
  @Matches(/^[1-9]\d{0,8}$/, { message: 'from must be a revision number' })
  from: string;

  @ApiPropertyOptional({ example: '3', description: 'Defaults to the latest revision.' })
  @IsOptional()
  @Matches(/^[1-9]\d{0,8}$/, { message: 'to must be a revision number' })
  to?: string;
}

export class FromToDto {
  @ApiProperty() from: string;
  @ApiProperty() to: string;
}

export class ResourceChangeDto {
  @ApiProperty({ enum: ['cpu_request', 'memory_request', 'gpu_count', 'vram_request', 'concurrent_jobs'] })
  field: string;
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'integer' }] }) from: string | number;
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'integer' }] }) to: string | number;
}

export class NamesDiffDto {
  @ApiProperty({ type: [String] }) added: string[];
  @ApiProperty({ type: [String] }) removed: string[];
  @ApiProperty({ type: [String] }) newly_required: string[];
}

export class ObjectsDiffDto {
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  added: Record<string, unknown>[];
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  removed: Record<string, unknown>[];
}

export class SnapshotDiffDto {
  @ApiProperty({ type: FromToDto, nullable: true }) image_ref: FromToDto | null;
  @ApiProperty({ type: [ResourceChangeDto] }) resources: ResourceChangeDto[];
  @ApiProperty({ type: NamesDiffDto }) env_schema: NamesDiffDto;
  @ApiProperty({ type: ObjectsDiffDto, description: 'Ports added and removed.' }) ports: ObjectsDiffDto;
  @ApiProperty({ type: ObjectsDiffDto, description: 'Volume mounts added and removed.' }) volume_mounts: ObjectsDiffDto;
}

/** The hub’s `GET catalog/templates/:slug/changes`, passed through (docs/fleet-console.md, "Catalog"). */
export class TemplateChangesDto {
  @ApiProperty({ example: 1 }) from: number;
  @ApiProperty({ example: 3 }) to: number;
  @ApiProperty({ type: [VersionEntryDto], description: 'The revisions in (from, to], oldest first, with notes.' })
  revisions: VersionEntryDto[];
  @ApiProperty() contains_security_updates: boolean;
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  yanked: Record<string, unknown>[];
  @ApiProperty({ type: SnapshotDiffDto }) diff: SnapshotDiffDto;
}

export { ReleaseChangeDto };
