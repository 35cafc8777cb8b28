import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsUUID } from 'class-validator';
import { ORG_STATUSES, TIERS } from '#lib/domain';
import { Optional } from '../../validation.js';

export class AdminOrganizationUpdateDto {
  @ApiProperty({ format: 'uuid', example: '1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809' })
  @IsUUID('all')
  id: string;

  @ApiPropertyOptional({
    enum: ORG_STATUSES,
    example: 'suspended',
    description: "Suspended: the organization's keys get 403.",
  })
  @Optional()
  @IsIn(ORG_STATUSES)
  status?: (typeof ORG_STATUSES)[number];

  @ApiPropertyOptional({ enum: TIERS, example: 'pro' })
  @Optional()
  @IsIn(TIERS)
  tier?: (typeof TIERS)[number];
}

export class AdminOrganizationDto {
  @ApiProperty({ format: 'uuid', example: '1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809' }) id: string;
  @ApiProperty({ example: 'Acme Robotics' }) name: string;
  @ApiProperty({ example: 'acme-robotics' }) slug: string;
  @ApiProperty({ enum: ORG_STATUSES, example: 'active' }) status: string;
  @ApiProperty({ enum: TIERS, example: 'free' }) tier: string;
  @ApiProperty({ example: 3 }) member_count: number;
  @ApiProperty({ example: 2, description: 'Active keys.' }) api_key_count: number;
  @ApiProperty({ format: 'date-time', example: '2026-01-05T10:00:00.000Z' }) created_at: string;
  @ApiProperty({ format: 'date-time', example: '2026-01-06T10:00:00.000Z' }) updated_at: string;
}

export class AdminOrganizationResponseDto {
  @ApiProperty({ type: AdminOrganizationDto }) organization: AdminOrganizationDto;
}

export class AdminOrganizationListResponseDto {
  @ApiProperty({ type: [AdminOrganizationDto] }) organizations: AdminOrganizationDto[];
}
