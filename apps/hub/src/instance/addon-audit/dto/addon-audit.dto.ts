import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsISO8601,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { PaginationDto } from '#lib/common';

export const MAX_EVENTS_PER_BATCH = 500;

export class AddonAuditEventInputDto {
  @ApiProperty({
    format: 'uuid',
    example: 'd4e5f6a7-b8c9-4d0e-9f1a-2b3c4d5e6f70',
    description: 'Client event id: unique per instance; a repeat is stored once.',
  })
  @IsUUID()
  id: string;

  @ApiProperty({ format: 'date-time', example: '2026-03-14T09:20:00.000Z' })
  @IsISO8601({ strict: true })
  occurred_at: string;

  @ApiProperty({ maxLength: 100, example: 'backup' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  addon: string;

  @ApiProperty({ maxLength: 100, example: 'snapshot.create' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  action: string;

  @ApiPropertyOptional({ maxLength: 500, example: 'alice@example.com' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  actor?: string;

  @ApiPropertyOptional({ maxLength: 500, example: 'pvc/model-cache' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  target?: string;

  @ApiPropertyOptional({ maxLength: 100, example: 'success' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  outcome?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    example: { snapshot_id: 'snap-20260314-0920', size_bytes: 53687091200 },
  })
  @IsOptional()
  @IsObject()
  metadata?: Record<string, unknown>;
}

export class AddonAuditBatchDto {
  @ApiProperty({ type: [AddonAuditEventInputDto], minItems: 1, maxItems: MAX_EVENTS_PER_BATCH })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_EVENTS_PER_BATCH)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => AddonAuditEventInputDto)
  events: AddonAuditEventInputDto[];
}

export class AddonAuditBatchResultDto {
  @ApiProperty({ example: 48, description: 'Events stored by this request.' }) accepted: number;
  @ApiProperty({ example: 2, description: 'Events already stored (earlier or in this batch), ignored.' })
  duplicates: number;
}

export class AddonAuditQueryDto {
  @ApiPropertyOptional({ description: 'ISO 8601; events that occurred at or after it.' })
  @IsOptional()
  @IsString()
  since?: string;

  @ApiPropertyOptional({ description: 'Only events of this addon.' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  addon?: string;

  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @IsString()
  page?: string;

  @ApiPropertyOptional({ default: 50, description: 'Over 100 is clamped to 100.' })
  @IsOptional()
  @IsString()
  limit?: string;
}

export class AdminAddonAuditQueryDto extends AddonAuditQueryDto {
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  instance_id?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  org_id?: string;
}

export class AdminAddonAuditExportQueryDto {
  @ApiPropertyOptional({
    format: 'date-time',
    description: 'ISO 8601 (without an offset, UTC); events that occurred at or after it. Default: the oldest kept.',
  })
  @IsOptional()
  @IsString()
  since?: string;

  @ApiPropertyOptional({
    format: 'date-time',
    description: 'ISO 8601 (without an offset, UTC); events that occurred before it (exclusive). Default: no bound.',
  })
  @IsOptional()
  @IsString()
  until?: string;

  @ApiPropertyOptional({ description: 'Only events of this addon.' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  addon?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  instance_id?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  org_id?: string;
}

export class AddonAuditEventDto {
  @ApiProperty({ format: 'uuid', example: 'd4e5f6a7-b8c9-4d0e-9f1a-2b3c4d5e6f70', description: 'The client event id.' })
  id: string;
  @ApiProperty({ format: 'uuid', example: '7c1e4f5a-2b3d-4e6f-8a9b-0c1d2e3f4a5b' }) instance_id: string;
  @ApiProperty({ format: 'uuid', example: '1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809' }) org_id: string;
  @ApiProperty({ format: 'date-time', example: '2026-03-14T09:20:00.000Z' }) occurred_at: string;
  @ApiProperty({ example: 'backup' }) addon: string;
  @ApiProperty({ example: 'snapshot.create' }) action: string;
  @ApiProperty({ type: String, nullable: true, example: 'alice@example.com' }) actor: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'pvc/model-cache' }) target: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'success' }) outcome: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    example: { snapshot_id: 'snap-20260314-0920', size_bytes: 53687091200 },
  })
  metadata: Record<string, unknown> | null;
  @ApiProperty({ format: 'date-time', example: '2026-03-14T09:21:05.000Z' }) received_at: string;
}

export class AddonAuditListResponseDto {
  @ApiProperty({ type: [AddonAuditEventDto], description: 'Oldest first (occurred_at, then id).' })
  events: AddonAuditEventDto[];
  @ApiProperty({ type: PaginationDto }) pagination: PaginationDto;
}
