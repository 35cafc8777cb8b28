import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';

/** A re-issue's grace window: 1 second to 7 days (docs/api-decisions.md). */
export const MAX_GRACE_SECONDS = 7 * 24 * 3600;

class ExpiryInput {
  @ApiPropertyOptional({
    minimum: 1,
    maximum: 365,
    example: 90,
    description: 'Days until the key expires (then 401 `token_expired`); omitted = no expiry.',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(365)
  expires_in_days?: number;
}

export class ApiKeyCreateDto extends ExpiryInput {
  @ApiProperty({
    description: 'A label for the instance that will use the key.',
    example: 'production fleet',
    maxLength: 100,
  })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  @Matches(/\S/, { message: 'name must not be blank' })
  name: string;
}

export class ApiKeyIdDto {
  @ApiProperty({ format: 'uuid', example: '7c1e4f5a-2b3d-4e6f-8a9b-0c1d2e3f4a5b' })
  @IsUUID('all')
  id: string;
}

export class ApiKeyReissueDto {
  @ApiProperty({ format: 'uuid', example: '7c1e4f5a-2b3d-4e6f-8a9b-0c1d2e3f4a5b' })
  @IsUUID('all')
  id: string;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: 365,
    nullable: true,
    type: Number,
    example: 90,
    description:
      'Days until the new secret expires. Omitted: the key keeps its expiry as it was (a key whose expiry has ' +
      'passed needs a new one: 400). `null`: the new secret never expires (the explicit way to remove an expiry).',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(365)
  expires_in_days?: number | null;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: MAX_GRACE_SECONDS,
    example: 86400,
    description:
      'Keep the previous secret working for this many seconds (1 to 7 days, never past its own expiry), so a ' +
      'running fleet can switch without downtime. Omitted: the previous secret is refused at once. Either way a ' +
      'secret kept by an earlier re-issue ends now.',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_GRACE_SECONDS)
  grace_seconds?: number;
}

export class ApiKeyIdOptionalDto {
  @ApiPropertyOptional({
    format: 'uuid',
    example: '7c1e4f5a-2b3d-4e6f-8a9b-0c1d2e3f4a5b',
    description: 'The key id; may also be given as `?id=`.',
  })
  @IsOptional()
  @IsUUID('all')
  id?: string;
}

export class ApiKeyDto {
  @ApiProperty({
    format: 'uuid',
    example: '7c1e4f5a-2b3d-4e6f-8a9b-0c1d2e3f4a5b',
    description: 'The instance id; survives re-issue.',
  })
  id: string;
  @ApiProperty({ example: 'production fleet' })
  name: string;
  @ApiProperty({ example: 'svch_0a1B2c3', description: 'The first 12 characters of the key.' })
  key_prefix: string;
  @ApiProperty({
    enum: ['active', 'expired', 'revoked'],
    example: 'active',
    description: '`expired`: the current secret is past `expires_at` (re-issue to recover the instance).',
  })
  status: string;
  @ApiProperty({ format: 'date-time', example: '2026-01-05T10:00:00.000Z' })
  created_at: string;
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    example: '2026-01-06T08:30:00.000Z',
    description: 'Last use of the current secret. May lag by up to 60 s.',
  })
  last_used_at: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, example: null })
  revoked_at: string | null;
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    example: '2026-04-05T10:00:00.000Z',
    description: 'When the current secret expires; null = never.',
  })
  expires_at: string | null;
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    example: '2026-01-07T10:00:00.000Z',
    description:
      'End of the grace window of the secret replaced by the last re-issue (accepted until then); earlier than ' +
      'planned when the key was revoked or the previous secret reported leaked. Null when the last re-issue had no ' +
      'grace window.',
  })
  previous_expires_at: string | null;
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    example: '2026-01-06T09:00:00.000Z',
    description:
      'Last use of that previous secret during its window (null: not used since the re-issue, so the fleet has ' +
      'switched). May lag by up to 60 s.',
  })
  previous_last_used_at: string | null;
}

export class ApiKeySecretDto {
  @ApiProperty({ format: 'uuid', example: '7c1e4f5a-2b3d-4e6f-8a9b-0c1d2e3f4a5b' })
  id: string;
  @ApiProperty({ example: 'production fleet' })
  name: string;
  @ApiProperty({
    example: 'svch_0a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0u1V2w3X',
    description: 'The full key. Shown only in this response; only a hash is stored.',
  })
  key: string;
  @ApiProperty({ example: 'svch_0a1B2c3' })
  key_prefix: string;
  @ApiProperty({ enum: ['active'], example: 'active' })
  status: string;
  @ApiProperty({ format: 'date-time', example: '2026-01-05T10:00:00.000Z' })
  created_at: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, example: null, description: 'null = never.' })
  expires_at: string | null;
  @ApiPropertyOptional({
    format: 'date-time',
    nullable: true,
    type: String,
    example: '2026-01-07T10:00:00.000Z',
    description:
      'Re-issue answers only: with `grace_seconds`, until when the previous secret is still accepted; otherwise null.',
  })
  previous_expires_at?: string | null;
}

export class ApiKeySecretResponseDto {
  @ApiProperty({ type: ApiKeySecretDto })
  apiKey: ApiKeySecretDto;
}

export class ApiKeyResponseDto {
  @ApiProperty({ type: ApiKeyDto })
  apiKey: ApiKeyDto;
}

export class ApiKeyListResponseDto {
  @ApiProperty({ type: [ApiKeyDto] })
  apiKeys: ApiKeyDto[];
}
