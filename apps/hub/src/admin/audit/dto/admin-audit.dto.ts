import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { Optional } from '../../validation.js';

export class AdminAuditQueryDto {
  @ApiPropertyOptional({ description: 'Page size, 1 to 200.', default: 50, example: '50' })
  @Optional()
  @IsString()
  @Matches(/^(?:[1-9]\d?|1\d\d|200)$/, { message: 'limit must be an integer from 1 to 200' })
  limit?: string;

  @ApiPropertyOptional({ description: 'Only events of this action.', example: 'catalog.apply' })
  @Optional()
  @IsString()
  @MaxLength(100)
  action?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    example: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    description: 'The next page: events older than this event (the last id of a page).',
  })
  @Optional()
  @IsUUID('all', { message: 'before must be an event id' })
  before?: string;
}

export class AdminAuditEventDto {
  @ApiProperty({ format: 'uuid', example: '7c9e6679-7425-40de-944b-e07fc1f90ae7' })
  id: string;

  @ApiProperty({ example: '2026-11-28T14:00:00.000Z' })
  at: string;

  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    example: '0f1e2d3c-4b5a-4697-8877-665544332211',
    description: 'The user’s id (the user may have been deleted since).',
  })
  actor_id: string | null;

  @ApiProperty({ nullable: true, type: String, example: 'ana@example.com' })
  actor_email: string | null;

  @ApiProperty({ example: 'Ana' })
  actor_name: string;

  @ApiProperty({ enum: ['user', 'admin', 'superadmin'], example: 'admin', description: 'Their role at the time.' })
  actor_role: string;

  @ApiProperty({ example: 'catalog.apply' })
  action: string;

  @ApiProperty({ nullable: true, type: String, example: 'linuxserver', description: 'What the write was about.' })
  target: string | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { create: 12, update: 3, delete: 0 },
    description: 'What the write noted (a catalog apply: its summary); never a secret.',
  })
  details: Record<string, unknown>;

  @ApiProperty({
    nullable: true,
    type: String,
    example: 'b7c3e2a0-5f1d-4c8e-9a6b-2d4f8e1c3a5b',
    description: 'The request id (X-Request-Id) of the write.',
  })
  request_id: string | null;
}

export class AdminAuditEventListDto {
  @ApiProperty({ type: [AdminAuditEventDto], description: 'Newest first.' })
  events: AdminAuditEventDto[];
}
