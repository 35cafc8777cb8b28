import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUrl, MaxLength, ValidateIf } from 'class-validator';

const URL_OPTIONS = { require_tld: false, protocols: ['http', 'https'], require_protocol: true };

export class OidcSettingsUpdateDto {
  @ApiPropertyOptional({
    nullable: true,
    type: String,
    example: 'https://id.example.com',
    description: 'https (http on loopback only); null clears.',
  })
  @IsOptional()
  @ValidateIf((_, v) => v !== null && v !== '')
  @IsUrl(URL_OPTIONS)
  @MaxLength(2048)
  issuer?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, example: 'fleet-ui' })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @MaxLength(512)
  client_id?: string | null;

  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description: 'Write-only; stored encrypted. null or "" clears.',
  })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @MaxLength(4096)
  client_secret?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, example: 'fleet-api' })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @MaxLength(512)
  audience?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, example: 'openid profile email offline_access' })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @MaxLength(1024)
  scopes?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, example: 'https://fleet.example.com/callback' })
  @IsOptional()
  @ValidateIf((_, v) => v !== null && v !== '')
  @IsUrl(URL_OPTIONS)
  @MaxLength(2048)
  redirect_uri?: string | null;
}

export class OidcSettingsDto {
  @ApiProperty({ nullable: true, type: String }) issuer: string | null;
  @ApiProperty({ nullable: true, type: String }) client_id: string | null;
  @ApiProperty({ description: 'Whether a client secret is configured (the secret itself is never shown).' })
  client_secret_set: boolean;
  @ApiProperty({ nullable: true, type: String }) audience: string | null;
  @ApiProperty() scopes: string;
  @ApiProperty() redirect_uri: string;
  @ApiProperty({
    type: [String],
    example: ['issuer'],
    description: 'Fields set by FLEET_OIDC_* variables; those win over the stored values.',
  })
  env_overrides: string[];
}

export class OidcSettingsResponseDto {
  @ApiProperty({ type: OidcSettingsDto }) settings: OidcSettingsDto;
}

export class HubSettingsUpdateDto {
  @ApiPropertyOptional({
    nullable: true,
    type: String,
    example: 'https://hub.example.com',
    description: 'The hub base URL (without /api/v1).',
  })
  @IsOptional()
  @ValidateIf((_, v) => v !== null && v !== '')
  @IsUrl(URL_OPTIONS)
  @MaxLength(2048)
  hub_url?: string | null;

  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description: 'The instance key (svch_…); write-only, stored encrypted.',
  })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @MaxLength(200)
  instance_key?: string | null;
}

export class HubSettingsDto {
  @ApiProperty({ nullable: true, type: String }) hub_url: string | null;
  @ApiProperty() instance_key_set: boolean;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'svch_0a1B2c3',
    description: 'First 12 characters of the key.',
  })
  instance_key_prefix: string | null;
  @ApiProperty({ type: [String], description: 'Fields set by FLEET_HUB_URL / FLEET_HUB_INSTANCE_KEY.' })
  env_overrides: string[];
}

export class HubSettingsResponseDto {
  @ApiProperty({ type: HubSettingsDto }) settings: HubSettingsDto;
}
