import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';

export class GrantCreateDto {
  @ApiProperty({ format: 'uuid', example: '1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809' })
  @IsUUID('all')
  org_id: string;

  @ApiProperty({
    format: 'uuid',
    example: '0f1e2d3c-4b5a-4697-8877-665544332211',
    description: 'Must be a private category.',
  })
  @IsUUID('all')
  category_id: string;
}

/** Revoke by `id`, or by `org_id` + `category_id` (body or query). */
export class GrantSelectorDto {
  @ApiPropertyOptional({ format: 'uuid', example: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d' })
  @IsOptional()
  @IsUUID('all')
  id?: string;

  @ApiPropertyOptional({ format: 'uuid', example: '1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809' })
  @IsOptional()
  @IsUUID('all')
  org_id?: string;

  @ApiPropertyOptional({ format: 'uuid', example: '0f1e2d3c-4b5a-4697-8877-665544332211' })
  @IsOptional()
  @IsUUID('all')
  category_id?: string;
}

export class GrantListQueryDto {
  @ApiPropertyOptional({
    format: 'uuid',
    example: '1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809',
    description: 'Only this organization.',
  })
  @IsOptional()
  @IsUUID('all')
  org_id?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    example: '0f1e2d3c-4b5a-4697-8877-665544332211',
    description: 'Only this category.',
  })
  @IsOptional()
  @IsUUID('all')
  category_id?: string;
}

export class GrantDto {
  @ApiProperty({ format: 'uuid', example: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d' }) id: string;
  @ApiProperty({ format: 'uuid', example: '1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809' }) org_id: string;
  @ApiProperty({ example: 'Acme Robotics' }) org_name: string;
  @ApiProperty({ example: 'acme-robotics' }) org_slug: string;
  @ApiProperty({ format: 'uuid', example: '0f1e2d3c-4b5a-4697-8877-665544332211' }) category_id: string;
  @ApiProperty({ example: 'Partner models' }) category_name: string;
  @ApiProperty({ example: 'partner-models' }) category_slug: string;
  @ApiProperty({ format: 'date-time', example: '2026-01-05T10:00:00.000Z' }) created_at: string;
}

export class GrantResponseDto {
  @ApiProperty({ type: GrantDto }) grant: GrantDto;
}

export class GrantListResponseDto {
  @ApiProperty({ type: [GrantDto] }) grants: GrantDto[];
}
