import { Injectable, Logger } from '@nestjs/common';
import * as client from 'openid-client';
import { ProblemException, Problems } from '#lib/common';
import { OidcProviders } from '../auth/oidc-provider.js';
import type { ProviderSettings } from '../auth/credential-stores.js';

export interface ProviderTokens {
  access_token: string;
  refresh_token: string | null;
  id_token: string | null;
  expires_in: number | null;
  token_type: string;
}

const invalidGrant = (detail: string) => new ProblemException(400, 'invalid_grant', detail);

/**
 * The fleet's OpenID Connect client (the sign-in flows): exchanges authorization codes (PKCE) and refresh
 * tokens at the configured provider with openid-client. Verifying the provider's tokens is the guard
 * side's (auth/oidc-token.verifier.ts).
 */
@Injectable()
export class OidcClient {
  private readonly logger = new Logger(OidcClient.name);

  constructor(private readonly providers: OidcProviders) {}

  current(): Promise<ProviderSettings & { enabled: boolean }> {
    return this.providers.current();
  }

  /** The provider's authorization endpoint, or null when it cannot be discovered right now. */
  async authorizationEndpoint(): Promise<string | null> {
    try {
      return (await this.providers.get()).config.serverMetadata().authorization_endpoint ?? null;
    } catch {
      return null;
    }
  }

  /** The provider's end-session endpoint (RP-initiated logout), or null when it has none or cannot be discovered. */
  async endSessionEndpoint(): Promise<string | null> {
    try {
      return (await this.providers.get()).config.serverMetadata().end_session_endpoint ?? null;
    } catch {
      return null;
    }
  }

  /** Authorization code + PKCE exchange (the provider checks the verifier against the S256 challenge). */
  async exchangeCode(input: {
    code: string;
    codeVerifier: string;
    redirectUri: string;
    nonce?: string;
    iss?: string;
  }): Promise<{ tokens: ProviderTokens; identity: { issuer: string; subject: string } | null }> {
    const provider = await this.providers.get();
    const metadata = provider.config.serverMetadata();
    if (input.iss !== undefined && input.iss !== metadata.issuer) {
      throw invalidGrant('The authorization response comes from another issuer.');
    }
    const callback = new URL(input.redirectUri);
    callback.searchParams.set('code', input.code);
    // RFC 9207: the frontend received `iss` with the code; this fleet talks to exactly one provider.
    if (metadata.authorization_response_iss_parameter_supported) callback.searchParams.set('iss', metadata.issuer);
    try {
      const tokens = await client.authorizationCodeGrant(provider.config, callback, {
        pkceCodeVerifier: input.codeVerifier,
        expectedNonce: input.nonce,
        expectedState: client.skipStateCheck,
        idTokenExpected: input.nonce !== undefined,
      });
      const claims = tokens.id_token ? tokens.claims() : undefined;
      const identity = claims?.sub ? { issuer: claims.iss, subject: claims.sub } : null;
      return { tokens: this.shape(tokens), identity };
    } catch (error) {
      throw this.translate(error, 'The authorization code was refused by the OpenID Provider');
    }
  }

  async refresh(refreshToken: string): Promise<ProviderTokens> {
    const provider = await this.providers.get();
    try {
      return this.shape(await client.refreshTokenGrant(provider.config, refreshToken));
    } catch (error) {
      throw this.translate(error, 'The refresh token was refused by the OpenID Provider');
    }
  }

  private shape(tokens: client.TokenEndpointResponse): ProviderTokens {
    return {
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token ?? null,
      id_token: tokens.id_token ?? null,
      expires_in: tokens.expires_in ?? null,
      // openid-client lowercases it; RFC 6750 spells the scheme `Bearer`.
      token_type: tokens.token_type?.toLowerCase() === 'bearer' || !tokens.token_type ? 'Bearer' : tokens.token_type,
    };
  }

  private translate(error: unknown, refused: string): ProblemException {
    if (error instanceof ProblemException) return error;
    if (error instanceof client.ResponseBodyError) {
      return invalidGrant(`${refused} (${error.error}).`);
    }
    if (error instanceof client.ClientError || (error as { code?: string }).code?.startsWith('OAUTH_')) {
      return invalidGrant(`${refused}: ${(error as Error).message}.`);
    }
    this.logger.warn(`OIDC token request failed: ${(error as Error).message}`);
    return Problems.badGateway('The OpenID Provider could not be reached.');
  }
}
