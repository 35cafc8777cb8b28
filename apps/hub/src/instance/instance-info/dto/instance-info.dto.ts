import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { InventoryDto } from '#lib/hardware';

export class InstanceReportDto {
  @ApiPropertyOptional({ description: 'The fleet service version.', maxLength: 100, example: '1.4.2' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  version?: string;

  @ApiPropertyOptional({
    description: 'The host name the fleet runs on.',
    maxLength: 253,
    example: 'gpu-node-01.acme.internal',
  })
  @IsOptional()
  @IsString()
  @MaxLength(253)
  hostname?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Free-form JSON object, at most 16 KiB serialized (else 400).',
    example: { kubernetes_version: 'v1.30.4', node_count: 3, gpu_count: 8 },
  })
  @IsOptional()
  @IsObject()
  metadata?: Record<string, unknown>;

  @ApiPropertyOptional({
    type: InventoryDto,
    description:
      "The cluster's nodes as the fleet summarizes them (at most 2,000 nodes); the hub's fit answers read the last " +
      'one. A field that does not check out is a 400 naming the node and the field.',
  })
  @IsOptional()
  @IsObject()
  inventory?: Record<string, unknown>;
}

export class InstanceOrganizationDto {
  @ApiProperty({ format: 'uuid', example: '1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809' }) id: string;
  @ApiProperty({ example: 'Acme Robotics' }) name: string;
  @ApiProperty({ example: 'acme-robotics' }) slug: string;
  @ApiProperty({ enum: ['free', 'pro', 'enterprise'], example: 'pro' }) tier: string;
  @ApiProperty({ enum: ['active', 'suspended'], example: 'active' }) status: string;
}

export class InstanceReportedDto {
  @ApiProperty({ type: String, nullable: true, example: '1.4.2' }) version: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'gpu-node-01.acme.internal' }) hostname: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    example: { kubernetes_version: 'v1.30.4', node_count: 3, gpu_count: 8 },
  })
  metadata: Record<string, unknown> | null;
  @ApiProperty({
    format: 'date-time',
    example: '2026-03-14T09:25:00.000Z',
    description: 'When the fleet last reported.',
  })
  reported_at: string;
}

export class InstanceDto {
  @ApiProperty({
    format: 'uuid',
    example: '7c1e4f5a-2b3d-4e6f-8a9b-0c1d2e3f4a5b',
    description: 'The instance id = its instance key id (survives re-issue).',
  })
  id: string;
  @ApiProperty({ example: 'production fleet' }) name: string;
  @ApiProperty({ example: 'svch_0a1B2c3', description: 'The first 12 characters of the key.' }) key_prefix: string;
  @ApiProperty({ type: InstanceOrganizationDto }) organization: InstanceOrganizationDto;
  @ApiProperty({ format: 'date-time', example: '2026-01-05T10:00:00.000Z' }) created_at: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-03-14T09:26:53.000Z',
    description: 'May lag by up to 60 s.',
  })
  last_used_at: string | null;
  @ApiProperty({ type: InstanceReportedDto, nullable: true, description: 'What the fleet last reported; null before.' })
  reported: InstanceReportedDto | null;
}

export class InstanceResponseDto {
  @ApiProperty({ type: InstanceDto }) instance: InstanceDto;
}
