import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';

/** Validated after trimming, so that a name of only spaces is empty (400), not stored as "". */
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class AccessTokenCreateDto {
  @ApiProperty({
    description: 'A label for the token, shown in the access tokens table; trimmed, not blank.',
    maxLength: 200,
    example: 'Claude Desktop (alice laptop)',
  })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  name: string;

  @ApiProperty({
    format: 'uuid',
    example: '7c1e4f5a-2b3d-4e6f-8a9b-0c1d2e3f4a5b',
    description: "The id of an instance key of the caller's organization.",
  })
  @IsUUID()
  instance_id: string;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: 365,
    example: 90,
    description: 'Days until the token expires; omitted = no expiry.',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(365)
  expires_in_days?: number;
}

export class AccessTokenIdDto {
  @ApiProperty({ format: 'uuid', example: '3f6c2a9e-8d1b-4c57-9a0e-2b7d4e6f1a23' })
  @IsUUID()
  id: string;
}

export class AccessTokenRotateDto extends AccessTokenIdDto {
  @ApiPropertyOptional({
    minimum: 1,
    maximum: 7 * 24 * 3600,
    example: 3600,
    description:
      "Keep the previous secret working for this many seconds (1 to 7 days, never past the token's expiry). " +
      'Omitted: the previous secret is refused at once. Either way a secret kept by an earlier rotation ends now.',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(7 * 24 * 3600)
  grace_seconds?: number;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: 365,
    nullable: true,
    type: Number,
    example: 90,
    description:
      'Days from now until the token expires. Omitted: the token keeps its expiry as it was. `null`: the token ' +
      'never expires (the explicit way to remove an expiry). An expired token can only be rotated with one of these.',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(365)
  expires_in_days?: number | null;
}

export class AccessTokenRevokeDto {
  @ApiPropertyOptional({
    format: 'uuid',
    example: '3f6c2a9e-8d1b-4c57-9a0e-2b7d4e6f1a23',
    description: 'The token id (or pass `?id=`).',
  })
  @IsOptional()
  @IsUUID()
  id?: string;
}

export class AccessTokenRevokeQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'The token id, for clients whose proxies drop DELETE bodies.' })
  @IsOptional()
  @IsUUID()
  id?: string;
}

export class AccessTokenListQueryDto {
  @ApiPropertyOptional({
    enum: ['own', 'organization'],
    default: 'own',
    description: "`organization`: every token of the organization's instances (organization admins only).",
  })
  @IsOptional()
  @IsIn(['own', 'organization'])
  scope?: 'own' | 'organization';
}

export class AccessTokenDto {
  @ApiProperty({ format: 'uuid', example: '3f6c2a9e-8d1b-4c57-9a0e-2b7d4e6f1a23' }) id: string;
  @ApiProperty({ example: 'Claude Desktop (alice laptop)' }) name: string;
  @ApiProperty({ example: 'svcp_4QmZ8kT', description: 'The first 12 characters of the token.' })
  token_prefix: string;
  @ApiProperty({
    format: 'uuid',
    example: '7c1e4f5a-2b3d-4e6f-8a9b-0c1d2e3f4a5b',
    description: 'The instance (instance key id) the token acts as.',
  })
  instance_id: string;
  @ApiProperty({ example: 'production fleet', description: 'Name of that instance key.' }) instance_name: string;
  @ApiProperty({ format: 'uuid', example: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9', description: 'The minter.' })
  user_id: string;
  @ApiProperty({ type: String, nullable: true, example: 'alice@example.com', description: "The minter's email." })
  user_email: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-06-12T09:26:53.000Z' })
  expires_at: string | null;
  @ApiProperty({ format: 'date-time', example: '2026-03-14T09:26:53.000Z' }) created_at: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-03-15T16:04:11.000Z',
    description: 'May lag by up to 60 s.',
  })
  last_used_at: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: null }) revoked_at: string | null;
  @ApiProperty({ enum: ['active', 'expired', 'revoked'], example: 'active' }) status: 'active' | 'expired' | 'revoked';
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-03-15T17:00:00.000Z',
    description:
      'End of the grace window of the secret replaced by the last rotation (earlier when revoked or reported ' +
      'leaked); null when the last rotation had none.',
  })
  previous_expires_at: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: null,
    description: 'Last use of that previous secret during its window. May lag by up to 60 s.',
  })
  previous_last_used_at: string | null;
}

/** The create and rotate answers: the only time the full token is shown. */
export class AccessTokenSecretDto {
  @ApiProperty({ format: 'uuid', example: '3f6c2a9e-8d1b-4c57-9a0e-2b7d4e6f1a23' }) id: string;
  @ApiProperty({ example: 'Claude Desktop (alice laptop)' }) name: string;
  @ApiProperty({
    example: 'svcp_4QmZ8kTr7VwXc2NfLp9HsJd3GbYq6AeUt1KoMz5RyWn3qJffz',
    description: 'The full `svcp_` token; shown only in this response.',
  })
  token: string;
  @ApiProperty({ example: 'svcp_4QmZ8kT' }) token_prefix: string;
  @ApiProperty({ format: 'uuid', example: '7c1e4f5a-2b3d-4e6f-8a9b-0c1d2e3f4a5b' }) instance_id: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-06-12T09:26:53.000Z' })
  expires_at: string | null;
  @ApiProperty({ format: 'date-time', example: '2026-03-14T09:26:53.000Z' }) created_at: string;
  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    example: null,
    description:
      'Rotation answers only: with `grace_seconds`, until when the previous secret is still accepted; otherwise null.',
  })
  previous_expires_at?: string | null;
}

export class AccessTokenSecretResponseDto {
  @ApiProperty({ type: AccessTokenSecretDto }) accessToken: AccessTokenSecretDto;
}

export class AccessTokenResponseDto {
  @ApiProperty({ type: AccessTokenDto }) accessToken: AccessTokenDto;
}

export class AccessTokenListResponseDto {
  @ApiProperty({ type: [AccessTokenDto] }) accessTokens: AccessTokenDto[];
}
