import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
import { Optional } from '../../validation.js';

export const CATEGORY_SLUG_RE = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

export class CategoryFieldsDto {
  @ApiPropertyOptional({ example: 'Large language models and their serving stacks.', maxLength: 2000 })
  @Optional()
  @IsString()
  @MaxLength(2000)
  description?: string;

  @ApiPropertyOptional({ example: 'cpu', maxLength: 200, description: 'An icon name or URL, shown by dashboards.' })
  @Optional()
  @IsString()
  @MaxLength(200)
  icon?: string;

  @ApiPropertyOptional({ example: 10, default: 0 })
  @Optional()
  @IsInt()
  @Min(-1_000_000)
  @Max(1_000_000)
  sort_order?: number;

  @ApiPropertyOptional({
    example: false,
    default: false,
    description: 'true: visible only to organizations with a grant.',
  })
  @Optional()
  @IsBoolean()
  is_private?: boolean;
}

export class CategoryCreateDto extends CategoryFieldsDto {
  @ApiProperty({ example: 'LLM Inference', maxLength: 200 })
  @IsString()
  @MaxLength(200)
  @Matches(/\S/, { message: 'name must not be blank' })
  name: string;

  @ApiProperty({
    example: 'llm-inference',
    pattern: CATEGORY_SLUG_RE.source,
    description: 'Unique; a taken slug → 409.',
  })
  @IsString()
  @Matches(CATEGORY_SLUG_RE, { message: 'slug must be lowercase letters, digits and inner hyphens (1–64)' })
  slug: string;
}

export class CategoryUpdateDto extends CategoryFieldsDto {
  @ApiProperty({ format: 'uuid', example: '0f1e2d3c-4b5a-4697-8877-665544332211' })
  @IsUUID('all')
  id: string;

  @ApiPropertyOptional({ example: 'LLM Inference', maxLength: 200 })
  @Optional()
  @IsString()
  @MaxLength(200)
  @Matches(/\S/, { message: 'name must not be blank' })
  name?: string;

  @ApiPropertyOptional({ example: 'llm-inference', pattern: CATEGORY_SLUG_RE.source })
  @Optional()
  @IsString()
  @Matches(CATEGORY_SLUG_RE, { message: 'slug must be lowercase letters, digits and inner hyphens (1–64)' })
  slug?: string;
}

export class CategoryIdOptionalDto {
  @ApiPropertyOptional({
    format: 'uuid',
    example: '0f1e2d3c-4b5a-4697-8877-665544332211',
    description: 'May also be given as `?id=`.',
  })
  @IsOptional()
  @IsUUID('all')
  id?: string;
}

export class AdminCategoryDto {
  @ApiProperty({ format: 'uuid', example: '0f1e2d3c-4b5a-4697-8877-665544332211' }) id: string;
  @ApiProperty({ example: 'LLM Inference' }) name: string;
  @ApiProperty({ example: 'llm-inference' }) slug: string;
  @ApiProperty({ example: 'Large language models.' }) description: string;
  @ApiProperty({ example: 'cpu' }) icon: string;
  @ApiProperty({ example: 10 }) sort_order: number;
  @ApiProperty({ example: false }) is_private: boolean;
  @ApiProperty({ example: 12, description: 'All templates in the category.' }) template_count: number;
  @ApiProperty({ example: 3, description: 'Access grants on the category.' }) access_count: number;
  @ApiProperty({ format: 'date-time', example: '2026-01-01T09:00:00.000Z' }) created_at: string;
  @ApiProperty({ format: 'date-time', example: '2026-01-05T10:00:00.000Z' }) updated_at: string;
}

export class AdminCategoryResponseDto {
  @ApiProperty({ type: AdminCategoryDto }) category: AdminCategoryDto;
}

export class AdminCategoryListResponseDto {
  @ApiProperty({ type: [AdminCategoryDto] }) categories: AdminCategoryDto[];
}
