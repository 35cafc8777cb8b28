import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, IsUUID } from 'class-validator';
import { PaginationDto } from '#lib/common';
import { CREDENTIAL_TYPES, type CredentialType, NOTIFICATION_KINDS, type NotificationKind } from '#lib/domain';

export const MAX_NOTIFICATION_IDS = 100;

export class NotificationListQueryDto {
  @ApiPropertyOptional({ enum: ['true', 'false'], description: '`true`: only notifications not yet marked read.' })
  @IsOptional()
  @IsIn(['true', 'false'])
  unread?: 'true' | 'false';

  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @IsString()
  page?: string;

  @ApiPropertyOptional({ default: 50, description: 'Over 100 is clamped to 100.' })
  @IsOptional()
  @IsString()
  limit?: string;
}

export class NotificationReadDto {
  @ApiProperty({
    type: [String],
    format: 'uuid',
    minItems: 1,
    maxItems: MAX_NOTIFICATION_IDS,
    example: ['0f1e2d3c-4b5a-4697-8877-665544332211'],
    description: 'Notifications of your organization to mark read (1–100).',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_NOTIFICATION_IDS)
  @IsUUID('all', { each: true })
  ids: string[];
}

export class NotificationCredentialDto {
  @ApiProperty({
    enum: CREDENTIAL_TYPES,
    example: 'api_key',
    description: '`api_key` (svch_) or `access_token` (svcp_).',
  })
  type: CredentialType;
  @ApiProperty({ format: 'uuid', example: '7c1e4f5a-2b3d-4e6f-8a9b-0c1d2e3f4a5b' }) id: string;
  @ApiProperty({ example: 'production fleet' }) name: string;
  @ApiProperty({
    example: 'svch_0a1B2c3',
    description: 'The first 12 characters of the secret concerned (for a previous secret, of that one).',
  })
  prefix: string;
}

export class NotificationDto {
  @ApiProperty({ format: 'uuid', example: '0f1e2d3c-4b5a-4697-8877-665544332211' }) id: string;
  @ApiProperty({
    enum: NOTIFICATION_KINDS,
    example: 'credential_leaked',
    description:
      '`credential_expiring`: a key or token expires within 7 days (or has expired); `previous_secret_in_use`: the ' +
      'secret a re-issue kept for its grace window is still being used; `credential_leaked`: someone reported the ' +
      'secret at `POST /api/v1/credentials/revoke` and it was revoked (a previous secret: ended).',
  })
  kind: NotificationKind;
  @ApiProperty({ format: 'date-time', example: '2026-03-14T09:26:53.000Z', description: 'When it was raised.' })
  created_at: string;
  @ApiProperty({ type: NotificationCredentialDto }) credential: NotificationCredentialDto;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: null,
    description: '`credential_expiring`: when it expires; `previous_secret_in_use`: when its grace window ends.',
  })
  expires_at: string | null;
  @ApiProperty({
    type: String,
    enum: ['current', 'previous'],
    nullable: true,
    example: 'current',
    description: '`credential_leaked`: which secret was reported.',
  })
  secret: 'current' | 'previous' | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'public repository scan',
    description: "`credential_leaked`: the reporter's `source` text, as sent.",
  })
  source: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: null }) read_at: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, example: null, description: 'Who marked it read.' })
  read_by: string | null;
}

export class NotificationListResponseDto {
  @ApiProperty({ type: [NotificationDto] }) notifications: NotificationDto[];
  @ApiProperty({ type: PaginationDto }) pagination: PaginationDto;
}

export class NotificationsResponseDto {
  @ApiProperty({ type: [NotificationDto] }) notifications: NotificationDto[];
}
