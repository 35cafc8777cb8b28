import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsObject, IsOptional, IsString, MaxLength } from 'class-validator';

export class InstanceReportDto {
  @ApiPropertyOptional({ description: 'The fleet service version.', maxLength: 100, example: '1.4.2' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  version?: string;

  @ApiPropertyOptional({ description: 'The host name the fleet runs on.', maxLength: 253 })
  @IsOptional()
  @IsString()
  @MaxLength(253)
  hostname?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Free-form JSON object, at most 16 KiB serialized (else 400).',
  })
  @IsOptional()
  @IsObject()
  metadata?: Record<string, unknown>;
}

export class InstanceOrganizationDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
  @ApiProperty({ enum: ['free', 'pro', 'enterprise'] }) tier: string;
  @ApiProperty({ enum: ['active', 'suspended'] }) status: string;
}

export class InstanceReportedDto {
  @ApiProperty({ type: String, nullable: true }) version: string | null;
  @ApiProperty({ type: String, nullable: true }) hostname: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true }) metadata: Record<string, unknown> | null;
  @ApiProperty({ format: 'date-time', description: 'When the fleet last reported.' }) reported_at: string;
}

export class InstanceDto {
  @ApiProperty({ format: 'uuid', description: 'The instance id = its instance key id (survives re-issue).' })
  id: string;
  @ApiProperty() name: string;
  @ApiProperty() key_prefix: string;
  @ApiProperty({ type: InstanceOrganizationDto }) organization: InstanceOrganizationDto;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'May lag by up to 60 s.' })
  last_used_at: string | null;
  @ApiProperty({ type: InstanceReportedDto, nullable: true, description: 'What the fleet last reported; null before.' })
  reported: InstanceReportedDto | null;
}

export class InstanceResponseDto {
  @ApiProperty({ type: InstanceDto }) instance: InstanceDto;
}
