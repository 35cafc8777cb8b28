import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { PaginationDto } from '#lib/common';

/** The filters of both the list and the export. */
class AuditFilterDto {
  @ApiPropertyOptional({
    enum: ['machine', 'person'],
    description: '`machine`: requests made with machine tokens; `person`: actions of signed-in people. Default: both.',
  })
  @IsOptional()
  @IsIn(['machine', 'person'])
  kind?: 'machine' | 'person';

  @ApiPropertyOptional({ format: 'uuid', description: 'Only requests made with this machine token (kind machine).' })
  @IsOptional()
  @IsUUID('all')
  token_id?: string;

  @ApiPropertyOptional({
    example: '4xx',
    pattern: '^[1-5]([0-9]{2}|xx)$',
    description:
      'Only requests that ended with this status: an exact code (`401`) or a class (`2xx`, `4xx`, `5xx`) ' +
      '(kind machine).',
  })
  @IsOptional()
  @Matches(/^[1-5]([0-9]{2}|xx)$/, { message: 'status must be a status code (401) or a class (4xx)' })
  status?: string;

  @ApiPropertyOptional({
    example: 'user',
    description: 'Only people’s actions with this action, or in this family (`user` matches `user.role.change`).',
  })
  @IsOptional()
  @Matches(/^[a-z][a-z_]*(\.[a-z][a-z_]*)*$/, { message: 'action must be an action name such as user.role.change' })
  @MaxLength(100)
  action?: string;

  @ApiPropertyOptional({
    example: 'ada@example.com',
    description: 'Only the actions of this person: their user id, or their email (case-insensitive).',
  })
  @IsOptional()
  @IsString()
  @MaxLength(320)
  actor?: string;
}

export class AuditQueryDto extends AuditFilterDto {
  @ApiPropertyOptional({
    format: 'date-time',
    example: '2026-01-02T03:04:05Z',
    description: 'Only entries at or after this time (ISO 8601; without an offset, UTC).',
  })
  @IsOptional()
  @IsString()
  since?: string;

  @ApiPropertyOptional({ example: '1', description: 'Default 1.' })
  @IsOptional()
  @IsString()
  page?: string;

  @ApiPropertyOptional({ example: '50', description: 'Default 50, at most 100 (larger values are clamped).' })
  @IsOptional()
  @IsString()
  limit?: string;
}

export class AuditExportQueryDto extends AuditFilterDto {
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

export class AuditActorDto {
  @ApiProperty({ example: '4f1c2d3e-…', description: 'The user’s id (the temporary administrator’s stable id).' })
  id: string;
  @ApiProperty({ example: 'Ada Lovelace' }) name: string;
  @ApiProperty({ nullable: true, type: String, example: 'ada@example.com' }) email: string | null;
  @ApiProperty({ enum: ['oidc', 'local', 'temp_admin'], description: 'How they were signed in.' }) method: string;
}

/**
 * One entry of either kind: a request made with a machine token (`kind: machine`: token, method, path, status), or
 * an action of a signed-in person (`kind: person`: actor, action, target, changes). The other kind's fields are null.
 */
export class AuditEntryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['machine', 'person'] }) kind: 'machine' | 'person';
  @ApiProperty({ format: 'date-time', description: 'When the response finished (machine) or the action was done.' })
  at: string;
  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'Null when the presented token matched no machine token (malformed or unknown), and for people.',
  })
  token_id: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'svcm_0a1B2c3',
    description: 'First 12 characters of the presented token.',
  })
  token_prefix: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'GET' }) method: string | null;
  @ApiProperty({ nullable: true, type: String, example: '/api/v1/secrets', description: 'Without the query string.' })
  path: string | null;
  @ApiProperty({ nullable: true, type: Number, example: 200 }) status: number | null;
  @ApiProperty({ type: AuditActorDto, nullable: true, description: 'Who acted (kind person).' })
  actor: AuditActorDto | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'user.role.change',
    description: 'What the person did (the list is in docs/fleet-console.md).',
  })
  action: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: '4f1c2d3e-…',
    description: 'On what: a user or token id, a secret name, a template slug, a settings section.',
  })
  target: string | null;
  @ApiProperty({
    nullable: true,
    type: 'object',
    additionalProperties: true,
    example: { role: { from: 'readonly', to: 'admin' } },
    description:
      'What changed, field by field (`{from, to}` or the new value). A secret value, a password, an OIDC client ' +
      'secret or an instance key is never in it: only `"(changed)"` or `"(cleared)"`.',
  })
  changes: Record<string, unknown> | null;
  @ApiProperty({ nullable: true, type: String, example: '203.0.113.7' }) source_address: string | null;
  @ApiProperty({ nullable: true, type: String }) request_id: string | null;
}

export class AuditListResponseDto {
  @ApiProperty({ type: [AuditEntryDto], description: 'Newest first.' }) entries: AuditEntryDto[];
  @ApiProperty({ type: PaginationDto }) pagination: PaginationDto;
}
