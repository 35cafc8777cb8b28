import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, Matches } from 'class-validator';
import { PaginationDto } from '#lib/common';

export class AuditQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only requests made with this machine token.' })
  @IsOptional()
  @IsUUID('all')
  token_id?: string;

  @ApiPropertyOptional({
    format: 'date-time',
    example: '2026-01-02T03:04:05Z',
    description: 'Only requests that finished at or after this time (ISO 8601; without an offset, UTC).',
  })
  @IsOptional()
  @IsString()
  since?: string;

  @ApiPropertyOptional({
    example: '4xx',
    pattern: '^[1-5]([0-9]{2}|xx)$',
    description: 'Only requests that ended with this status: an exact code (`401`) or a class (`2xx`, `4xx`, `5xx`).',
  })
  @IsOptional()
  @Matches(/^[1-5]([0-9]{2}|xx)$/, { message: 'status must be a status code (401) or a class (4xx)' })
  status?: string;

  @ApiPropertyOptional({ example: 1, description: 'Default 1.' })
  @IsOptional()
  @IsString()
  page?: string;

  @ApiPropertyOptional({ example: 50, description: 'Default 50, at most 100 (larger values are clamped).' })
  @IsOptional()
  @IsString()
  limit?: string;
}

export class AuditExportQueryDto {
  @ApiPropertyOptional({
    format: 'date-time',
    example: '2026-01-01T00:00:00Z',
    description: 'Entries at or after this time (ISO 8601; without an offset, UTC). Default: the oldest kept.',
  })
  @IsOptional()
  @IsString()
  since?: string;

  @ApiPropertyOptional({
    format: 'date-time',
    example: '2026-02-01T00:00:00Z',
    description: 'Entries before this time (exclusive; ISO 8601, without an offset UTC). Default: up to now.',
  })
  @IsOptional()
  @IsString()
  until?: string;
}

export class AuditEntryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'Null when the presented token matched no machine token (malformed or unknown).',
  })
  token_id: string | null;
  @ApiProperty({ example: 'svcm_0a1B2c3', description: 'First 12 characters of the presented token.' })
  token_prefix: string;
  @ApiProperty({ example: 'GET' }) method: string;
  @ApiProperty({ example: '/api/v1/secrets', description: 'Without the query string.' }) path: string;
  @ApiProperty({ example: 200 }) status: number;
  @ApiProperty({ format: 'date-time', description: 'When the response finished.' }) at: string;
  @ApiProperty({ nullable: true, type: String, example: '203.0.113.7' }) source_address: string | null;
  @ApiProperty({ nullable: true, type: String }) request_id: string | null;
}

export class AuditListResponseDto {
  @ApiProperty({ type: [AuditEntryDto], description: 'Newest first.' }) entries: AuditEntryDto[];
  @ApiProperty({ type: PaginationDto }) pagination: PaginationDto;
}
