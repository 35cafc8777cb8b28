import { Body, Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ProblemException } from '#lib/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated, CurrentCaller, Public } from '../auth/authenticated.decorator.js';
import type { Caller } from '../auth/caller.js';
import { SessionTokensService } from '../auth/session-tokens.service.js';
import { FLEET_CONFIG, type FleetConfig } from '../fleet.config.js';
import {
  AuthConfigDto,
  LoginRequestDto,
  MeResponseDto,
  OidcRefreshRequestDto,
  OidcTokenRequestDto,
  ProviderTokensDto,
  SessionTokenDto,
} from './dto/sign-in.dto.js';
import { OidcClient } from './oidc-client.js';
import type { SignInSource } from './sign-in-audit.js';
import { SignInService } from './sign-in.service.js';

/** Where a request came from, as the audit log records it. */
function sourceOf(request: FastifyRequest): SignInSource {
  return { address: request.ip || null, requestId: request.id === undefined ? null : String(request.id) };
}

/** The issuer's host (`login.example.com`), the provider's name on a sign-in button when none is configured. */
function hostOf(issuer: string | undefined | null): string | null {
  if (!issuer) return null;
  try {
    return new URL(issuer).host;
  } catch {
    return issuer;
  }
}

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly signIn: SignInService,
    private readonly oidc: OidcClient,
    private readonly sessions: SessionTokensService,
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
  ) {}

  @Get('config')
  @Public()
  @ApiOperation({
    summary: 'What a sign-in page needs: OIDC provider details (PKCE S256), login form, temporary admin',
  })
  @ApiOkResponse({ type: AuthConfigDto })
  async config_(): Promise<AuthConfigDto> {
    const oidc = await this.oidc.current();
    return {
      oidc: {
        enabled: oidc.enabled,
        issuer: oidc.issuer ?? null,
        client_id: oidc.clientId ?? null,
        scopes: oidc.scopes,
        redirect_uri: oidc.redirectUri,
        audience: oidc.audience ?? null,
        code_challenge_method: 'S256',
        authorization_endpoint: oidc.issuer ? await this.oidc.authorizationEndpoint() : null,
        end_session_endpoint: oidc.issuer ? await this.oidc.endSessionEndpoint() : null,
        display_name: this.config.oidcDisplayName ?? hostOf(oidc.issuer),
      },
      local_login: true,
      temp_admin_active: this.config.tempAdmin !== null,
      roles_enforced: this.config.enforceRoles,
    };
  }

  @Post('oidc/token')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Exchange an authorization code (with its PKCE verifier) at the provider',
    description: 'The returned access token is the Bearer credential. Provider refusals are 400 `invalid_grant`.',
  })
  @ApiOkResponse({ type: ProviderTokensDto })
  async exchange(@Body() body: OidcTokenRequestDto, @Req() request: FastifyRequest): Promise<ProviderTokensDto> {
    const source = sourceOf(request);
    let exchanged: Awaited<ReturnType<OidcClient['exchangeCode']>>;
    try {
      exchanged = await this.oidc.exchangeCode({
        code: body.code,
        codeVerifier: body.code_verifier,
        redirectUri: body.redirect_uri,
        nonce: body.nonce,
        iss: body.iss,
      });
    } catch (error) {
      if (error instanceof ProblemException) await this.signIn.providerRefused(error.code, source);
      throw error;
    }
    // A sign-in with the provider is a sign-in: "Last sign-in" of a user already provisioned moves too.
    const { tokens, identity } = exchanged;
    if (identity) await this.signIn.providerSignedIn(identity.issuer, identity.subject, source);
    return tokens;
  }

  @Post('oidc/refresh')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Refresh the provider tokens' })
  @ApiOkResponse({ type: ProviderTokensDto })
  refresh(@Body() body: OidcRefreshRequestDto): Promise<ProviderTokensDto> {
    return this.oidc.refresh(body.refresh_token);
  }

  @Post('login')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Login form: local users and the temporary administrator → a fleet session token',
    description:
      'A wrong password and an unknown email get the same 401 `invalid_credentials`. 10 failures for one account ' +
      'or 100 from one address within 15 minutes → 429 with Retry-After.',
  })
  @ApiOkResponse({ type: SessionTokenDto })
  async login(@Body() body: LoginRequestDto, @Req() request: FastifyRequest): Promise<SessionTokenDto> {
    const { address, requestId } = sourceOf(request);
    const { token } = await this.signIn.login(body.email, body.password, address ?? '', requestId);
    return { access_token: token, token_type: 'Bearer', expires_in: this.sessions.ttlSeconds };
  }

  @Post('logout')
  @Authenticated()
  @HttpCode(204)
  @ApiOperation({
    summary: 'Sign out: end this fleet session on every fleet process',
    description:
      'Authenticated with the session token itself (from `POST /auth/login`, a local user or the temporary ' +
      'administrator). From then on every fleet process sharing the database answers that token with 401 ' +
      '`invalid_token`, including a second sign-out. Provider (OIDC) access tokens and machine tokens are not ' +
      'sessions: they get 401 `invalid_token` here (provider tokens end at the provider, machine tokens are revoked ' +
      'through `DELETE /machine-tokens/{id}`).',
  })
  @ApiNoContentResponse({ description: 'The session has ended.' })
  async logout(@CurrentCaller() caller: Caller, @Req() request: FastifyRequest): Promise<void> {
    await this.signIn.logout(caller, sourceOf(request));
  }

  @Get('me')
  @Authenticated()
  @ApiOperation({ summary: 'The caller, its auth method and its stored role' })
  @ApiOkResponse({ type: MeResponseDto })
  me(@CurrentCaller() caller: Caller): MeResponseDto {
    return {
      user: {
        id: caller.id,
        email: caller.email,
        name: caller.name,
        role: caller.role,
        auth_method: caller.authMethod,
      },
    };
  }
}
