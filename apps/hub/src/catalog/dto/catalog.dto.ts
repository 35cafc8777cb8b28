import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PaginationDto } from '#lib/common';

/** Every filter: an empty value (`?category=`) is the same as leaving the filter out. */
export class TemplateListQueryDto {
  @ApiPropertyOptional({
    description: 'Category slug. A category the caller cannot see gives an empty page; empty = no filter.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  category?: string;

  @ApiPropertyOptional({
    description: 'Case-insensitive substring of name or description; `%` and `_` match themselves.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: '`true`: featured only; `false` or empty = no filter.' })
  @IsOptional()
  @IsString()
  featured?: string;

  @ApiPropertyOptional({
    description: 'Comma-separated tags; a template matches if it has any of them (exact, case-insensitive).',
  })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  tags?: string;

  @ApiPropertyOptional({ description: 'Page number, integer ≥ 1; a page past the end is empty.', default: 1 })
  @IsOptional()
  @IsString()
  page?: string;

  @ApiPropertyOptional({ description: 'Page size, integer ≥ 1; values over 100 are clamped to 100.', default: 50 })
  @IsOptional()
  @IsString()
  limit?: string;
}

export class UpdatesQueryDto {
  @ApiProperty({
    description: "ISO 8601 timestamp, UTC when it has no offset; pass the previous response's `checked_at`.",
    example: '2026-01-01T00:00:00Z',
  })
  @IsString()
  since: string;
}

export class EnvVarDto {
  @ApiProperty() name: string;
  @ApiProperty() value: string;
}

export class EnvSchemaDto {
  @ApiProperty() name: string;
  @ApiProperty() required: boolean;
  @ApiProperty() default_value: string;
  @ApiProperty() description: string;
}

export class PortDto {
  @ApiProperty({ example: 8000 }) containerPort: number;
  @ApiProperty({ example: 'TCP' }) protocol: string;
}

export class VolumeMountDto {
  @ApiProperty() name: string;
  @ApiProperty() mountPath: string;
}

/** A catalog template object: exactly the fields of spec §2.1. */
export class CatalogTemplateDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
  @ApiProperty() description: string;
  @ApiProperty() version: string;
  @ApiProperty({ example: 'app' }) kind: string;
  @ApiProperty({ format: 'uuid' }) category_id: string;
  @ApiProperty() category_name: string;
  @ApiProperty() category_slug: string;
  @ApiProperty() category_icon: string;
  @ApiProperty({ example: 'vllm/vllm-openai' }) image_name: string;
  @ApiProperty({ example: 'v0.6.3' }) image_tag: string;
  @ApiProperty({ example: '4' }) cpu_request: string;
  @ApiProperty({ example: '16Gi' }) memory_request: string;
  @ApiProperty({ example: 1 }) gpu_count: number;
  @ApiProperty({ example: '24Gi' }) vram_request: string;
  @ApiProperty({ example: 1 }) concurrent_jobs: number;
  @ApiProperty({ type: [EnvVarDto] }) env: EnvVarDto[];
  @ApiProperty({ type: [EnvSchemaDto] }) env_schema: EnvSchemaDto[];
  @ApiProperty({ type: [PortDto] }) ports: PortDto[];
  @ApiProperty({ type: [VolumeMountDto] }) volume_mounts: VolumeMountDto[];
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) node_selector: Record<string, string>;
  @ApiProperty({ type: [String], example: ['public'] }) required_network_types: string[];
  @ApiProperty({ type: [String], example: ['llm', 'inference'] }) tags: string[];
  @ApiProperty() is_public: boolean;
  @ApiProperty() is_featured: boolean;
  @ApiProperty({ enum: ['free', 'pro', 'enterprise'] }) min_tier: string;
  @ApiProperty({ description: 'Fetches by slug with an instance key.' }) download_count: number;
  @ApiProperty({ description: 'Markdown.' }) documentation: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export { PaginationDto };

export class TemplateListResponseDto {
  @ApiProperty({ type: [CatalogTemplateDto] }) templates: CatalogTemplateDto[];
  @ApiProperty() pagination: PaginationDto;
}

export class RemovedTemplateDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() slug: string;
}

export class UpdatesResponseDto {
  @ApiProperty({ type: [CatalogTemplateDto], description: 'Changed since `since`, oldest first; upsert them.' })
  templates: CatalogTemplateDto[];
  @ApiProperty({
    type: [RemovedTemplateDto],
    description: 'Deleted, or no longer visible to this caller, since `since`; delete them.',
  })
  removed: RemovedTemplateDto[];
  @ApiProperty({ format: 'date-time', description: 'Pass as `since` in the next request.' })
  checked_at: string;
}

export class CatalogCategoryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
  @ApiProperty() description: string;
  @ApiProperty() icon: string;
  @ApiProperty() sort_order: number;
  @ApiProperty() is_private: boolean;
  @ApiProperty({ description: 'Templates in this category the caller can see.' }) template_count: number;
}

export class CategoryListResponseDto {
  @ApiProperty({ type: [CatalogCategoryDto] }) categories: CatalogCategoryDto[];
}
