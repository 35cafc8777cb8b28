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
import { PaginationDto } from '../../shared.dto.js';

export const MAX_EVENTS_PER_BATCH = 500;

export class AddonAuditEventInputDto {
  @ApiProperty({ format: 'uuid', description: 'Client event id: unique per instance; a repeat is stored once.' })
  @IsUUID()
  id: string;

  @ApiProperty({ format: 'date-time' })
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

  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  actor?: string;

  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  target?: string;

  @ApiPropertyOptional({ maxLength: 100, example: 'success' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  outcome?: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  @IsOptional()
  @IsObject()
  metadata?: Record<string, unknown>;
}

export class AddonAuditBatchDto {
  @ApiProperty({ type: [AddonAuditEventInputDto], minItems: 1, maxItems: MAX_EVENTS_PER_BATCH })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_EVENTS_PER_BATCH)
  @ValidateNested({ each: true })
  @Type(() => AddonAuditEventInputDto)
  events: AddonAuditEventInputDto[];
}

export class AddonAuditBatchResultDto {
  @ApiProperty({ description: 'Events stored by this request.' }) accepted: number;
  @ApiProperty({ description: 'Events already stored (earlier or in this batch), ignored.' }) duplicates: number;
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

export class AddonAuditEventDto {
  @ApiProperty({ format: 'uuid', description: 'The client event id.' }) id: string;
  @ApiProperty({ format: 'uuid' }) instance_id: string;
  @ApiProperty({ format: 'uuid' }) org_id: string;
  @ApiProperty({ format: 'date-time' }) occurred_at: string;
  @ApiProperty() addon: string;
  @ApiProperty() action: string;
  @ApiProperty({ type: String, nullable: true }) actor: string | null;
  @ApiProperty({ type: String, nullable: true }) target: string | null;
  @ApiProperty({ type: String, nullable: true }) outcome: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true }) metadata: Record<string, unknown> | null;
  @ApiProperty({ format: 'date-time' }) received_at: string;
}

export class AddonAuditListResponseDto {
  @ApiProperty({ type: [AddonAuditEventDto], description: 'Oldest first (occurred_at, then id).' })
  events: AddonAuditEventDto[];
  @ApiProperty({ type: PaginationDto }) pagination: PaginationDto;
}
