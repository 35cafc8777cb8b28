import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';

/** Validated after trimming, so that a name of only spaces is empty (400), not stored as "". */
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class AccessTokenCreateDto {
  @ApiProperty({
    description: 'A label for the token, shown in the access tokens table; trimmed, not blank.',
    maxLength: 200,
  })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  name: string;

  @ApiProperty({ format: 'uuid', description: "The id of an instance key of the caller's organization." })
  @IsUUID()
  instance_id: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 365, description: 'Days until the token expires; omitted = no expiry.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(365)
  expires_in_days?: number;
}

export class AccessTokenIdDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  id: string;
}

export class AccessTokenRevokeDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'The token id (or pass `?id=`).' })
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
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ example: 'svcp_3xAmPl', description: 'The first 12 characters of the token.' })
  token_prefix: string;
  @ApiProperty({ format: 'uuid', description: 'The instance (instance key id) the token acts as.' })
  instance_id: string;
  @ApiProperty({ description: 'Name of that instance key.' }) instance_name: string;
  @ApiProperty({ format: 'uuid', description: 'The minter.' }) user_id: string;
  @ApiProperty({ type: String, nullable: true, description: "The minter's email." }) user_email: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expires_at: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'May lag by up to 60 s.' })
  last_used_at: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revoked_at: string | null;
  @ApiProperty({ enum: ['active', 'expired', 'revoked'] }) status: 'active' | 'expired' | 'revoked';
}

/** The create and rotate answers: the only time the full token is shown. */
export class AccessTokenSecretDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'The full `svcp_` token; shown only in this response.' }) token: string;
  @ApiProperty() token_prefix: string;
  @ApiProperty({ format: 'uuid' }) instance_id: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expires_at: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
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
