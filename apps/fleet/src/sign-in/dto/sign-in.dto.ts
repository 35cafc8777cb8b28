import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, IsUrl, Matches, MaxLength } from 'class-validator';

export class OidcConfigDto {
  @ApiProperty({ example: true }) enabled: boolean;
  @ApiProperty({ nullable: true, type: String, example: 'https://id.example.com' }) issuer: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'fleet-ui' }) client_id: string | null;
  @ApiProperty({ example: 'openid profile email offline_access' }) scopes: string;
  @ApiProperty({ example: 'http://localhost:3100/callback' }) redirect_uri: string;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'fleet-api',
    description:
      'Access tokens must carry this audience; send it to the provider as a resource indicator if it needs one.',
  })
  audience: string | null;
  @ApiProperty({ enum: ['S256'], example: 'S256', description: 'The only PKCE method accepted.' })
  code_challenge_method: 'S256';
  @ApiProperty({ nullable: true, type: String, example: 'https://id.example.com/auth' })
  authorization_endpoint: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'https://id.example.com/session/end',
    description:
      "The provider's end-session endpoint (RP-initiated logout), when its discovery document names one: a " +
      'console signing out sends the user there with `id_token_hint` and `post_logout_redirect_uri`.',
  })
  end_session_endpoint: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'Company SSO',
    description: "The provider's name for a sign-in button: FLEET_OIDC_DISPLAY_NAME, else the issuer's host.",
  })
  display_name: string | null;
}

export class AuthConfigDto {
  @ApiProperty({ type: OidcConfigDto }) oidc: OidcConfigDto;
  @ApiProperty({ example: true, description: 'The login form (local users, and the temporary administrator).' })
  local_login: boolean;
  @ApiProperty({
    example: false,
    description: 'SVC_TEMP_ADMIN_USER and SVC_TEMP_ADMIN_PASSWORD are set: remove them once permanent accounts exist.',
  })
  temp_admin_active: boolean;
  @ApiProperty({ example: false, description: 'FLEET_ENFORCE_ROLES: whether `readonly` callers are limited to reads.' })
  roles_enforced: boolean;
}

export class OidcTokenRequestDto {
  @ApiProperty({ description: 'The authorization code from the redirect.', maxLength: 2048 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(2048)
  code: string;

  @ApiProperty({ description: 'The PKCE verifier whose S256 challenge was sent to /authorize (RFC 7636).' })
  @IsString()
  @Matches(/^[A-Za-z0-9\-._~]{43,128}$/, { message: 'code_verifier must be 43–128 characters of [A-Za-z0-9-._~]' })
  code_verifier: string;

  @ApiProperty({
    example: 'http://localhost:3100/callback',
    description: 'The redirect_uri of the authorization request.',
  })
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  @MaxLength(2048)
  redirect_uri: string;

  @ApiPropertyOptional({
    description: 'The nonce of the authorization request, if one was sent; the ID token must carry it.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(512)
  nonce?: string;

  @ApiPropertyOptional({ description: 'The `iss` of the authorization response (RFC 9207), checked when given.' })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  iss?: string;
}

export class OidcRefreshRequestDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(4096)
  refresh_token: string;
}

export class ProviderTokensDto {
  @ApiProperty({ description: 'Send as `Authorization: Bearer …` to the fleet.' }) access_token: string;
  @ApiProperty({ nullable: true, type: String }) refresh_token: string | null;
  @ApiProperty({ nullable: true, type: String }) id_token: string | null;
  @ApiProperty({ nullable: true, type: Number, example: 3600 }) expires_in: number | null;
  @ApiProperty({ example: 'Bearer' }) token_type: string;
}

export class LoginRequestDto {
  @ApiProperty({ example: 'ops@example.com', description: 'A local user’s email, or SVC_TEMP_ADMIN_USER.' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(320)
  email: string;

  @ApiProperty({ example: 'correct horse battery staple' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(1024)
  password: string;
}

export class SessionTokenDto {
  @ApiProperty({ description: 'A fleet session token (HS256 JWT); send as `Authorization: Bearer …`.' })
  access_token: string;
  @ApiProperty({ example: 'Bearer' }) token_type: string;
  @ApiProperty({ example: 28800 }) expires_in: number;
}

export class MeDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ nullable: true, type: String }) email: string | null;
  @ApiProperty() name: string;
  @ApiProperty({ enum: ['admin', 'readonly'], description: 'Stored; enforced only with FLEET_ENFORCE_ROLES=true.' })
  role: string;
  @ApiProperty({ enum: ['oidc', 'temp_admin', 'local', 'machine_token'] }) auth_method: string;
}

export class MeResponseDto {
  @ApiProperty({ type: MeDto }) user: MeDto;
}
