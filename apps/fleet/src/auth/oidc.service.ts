import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  createRemoteJWKSet,
  decodeProtectedHeader,
  jwtVerify,
  type JWTPayload,
  type ProtectedHeaderParameters,
} from 'jose';
import * as client from 'openid-client';
import { ProblemException, Problems } from '#lib/common';
import { accessTokenRefusal } from '#lib/credentials';
import { FLEET_CONFIG, type FleetConfig, isLoopbackHttp } from '../fleet.config.js';
import { SettingsService, type OidcSettings } from '../settings/settings.service.js';

export interface ProviderTokens {
  access_token: string;
  refresh_token: string | null;
  id_token: string | null;
  expires_in: number | null;
  token_type: string;
}

export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  name: string;
}

interface Provider {
  key: string;
  settings: OidcSettings & { issuer: string; clientId: string };
  config: client.Configuration;
  jwks: ReturnType<typeof createRemoteJWKSet>;
  at: number;
}

/** Asymmetric algorithms only: never `none`, never HS* (a provider's token is never signed with a shared key). */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];
const PROVIDER_TTL_MS = 10 * 60_000;
const USERINFO_FAILURE_TTL_MS = 10_000;
const CACHE_LIMIT = 10_000;
const invalidGrant = (detail: string) => new ProblemException(400, 'invalid_grant', detail);

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The fleet's OpenID Connect client and resource server: exchanges authorization codes (PKCE) and refresh
 * tokens at the configured provider with openid-client, and verifies the provider's access tokens (JWTs
 * against its JWKS; opaque ones at its userinfo endpoint, cached briefly).
 */
@Injectable()
export class OidcService {
  private readonly logger = new Logger(OidcService.name);
  private provider: Provider | null = null;
  private loading: Promise<Provider> | null = null;
  private readonly userinfoCache = new Map<string, { at: number; identity: OidcIdentity | null }>();

  constructor(
    private readonly settings: SettingsService,
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
  ) {}

  async current(): Promise<OidcSettings & { enabled: boolean }> {
    const s = await this.settings.oidc();
    return { ...s, enabled: Boolean(s.issuer && s.clientId) };
  }

  private async getProvider(): Promise<Provider> {
    const settings = await this.settings.oidc();
    if (!settings.issuer || !settings.clientId) {
      throw new ProblemException(400, 'oidc_not_configured', 'OIDC sign-in is not configured on this fleet.');
    }
    const key = [settings.issuer, settings.clientId, settings.clientSecret ?? '', settings.audience ?? ''].join(
      '\u0000',
    );
    const cached = this.provider;
    if (cached && cached.key === key && Date.now() - cached.at < PROVIDER_TTL_MS) return cached;
    this.loading ??= this.discover(key, { ...settings, issuer: settings.issuer, clientId: settings.clientId }).finally(
      () => {
        this.loading = null;
      },
    );
    return this.loading;
  }

  private async discover(key: string, settings: Provider['settings']): Promise<Provider> {
    let config: client.Configuration;
    try {
      config = await client.discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret ? { client_secret: settings.clientSecret } : undefined,
        settings.clientSecret ? client.ClientSecretPost(settings.clientSecret) : client.None(),
        { execute: isLoopbackHttp(settings.issuer) ? [client.allowInsecureRequests] : [], timeout: 10 },
      );
    } catch (error) {
      this.logger.warn(`OIDC discovery at ${settings.issuer} failed: ${(error as Error).message}`);
      throw Problems.badGateway('The OpenID Provider could not be reached.');
    }
    const jwksUri = config.serverMetadata().jwks_uri;
    if (!jwksUri) throw Problems.badGateway('The OpenID Provider publishes no jwks_uri.');
    const provider = {
      key,
      settings,
      config,
      jwks: createRemoteJWKSet(new URL(jwksUri), { cooldownDuration: 10_000, timeoutDuration: 5000 }),
      at: Date.now(),
    };
    this.provider = provider;
    this.userinfoCache.clear();
    return provider;
  }

  /** The provider's authorization endpoint, or null when it cannot be discovered right now. */
  async authorizationEndpoint(): Promise<string | null> {
    try {
      return (await this.getProvider()).config.serverMetadata().authorization_endpoint ?? null;
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
  }): Promise<ProviderTokens> {
    const provider = await this.getProvider();
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
      return this.shape(tokens);
    } catch (error) {
      throw this.translate(error, 'The authorization code was refused by the OpenID Provider');
    }
  }

  async refresh(refreshToken: string): Promise<ProviderTokens> {
    const provider = await this.getProvider();
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

  /** The identity behind a provider access token, or a 401. */
  async verifyAccessToken(token: string, isJwt: boolean): Promise<OidcIdentity> {
    const provider = await this.getProvider().catch(() => {
      throw Problems.invalidToken('The token could not be verified.');
    });
    if (isJwt) return this.verifyJwt(provider, token);
    // userinfo proves a token is valid at the provider, not whom it was issued to: with an audience
    // configured, only a JWT can show it, so opaque tokens are refused rather than accepted blindly.
    if (provider.settings.audience) {
      throw Problems.invalidToken('FLEET_OIDC_AUDIENCE is set: send a JWT access token that carries that audience.');
    }
    return this.userinfo(provider, token);
  }

  private async verifyJwt(provider: Provider, token: string): Promise<OidcIdentity> {
    let payload: JWTPayload;
    let header: ProtectedHeaderParameters;
    try {
      header = decodeProtectedHeader(token);
      const { alg } = header;
      if (!alg || !ALGORITHMS.includes(alg)) throw new Error('algorithm not accepted');
      ({ payload } = await jwtVerify(token, provider.jwks, {
        issuer: provider.config.serverMetadata().issuer,
        audience: provider.settings.audience,
        algorithms: ALGORITHMS,
        clockTolerance: 60,
        requiredClaims: ['exp', 'sub'],
      }));
    } catch {
      throw Problems.invalidToken('The token could not be verified.');
    }
    // An ID token is issued to this fleet's client too, but it says who signed in, not what the bearer may
    // do: the hub's rule, shared (jose itself already refuses an unknown `crit`).
    const refusal = accessTokenRefusal(header, payload);
    if (refusal) throw Problems.invalidToken(refusal);
    // Without a configured audience, the token must at least have been issued to this fleet's client.
    if (!provider.settings.audience) {
      const audiences = Array.isArray(payload.aud) ? payload.aud : payload.aud ? [payload.aud] : [];
      const clientId = provider.settings.clientId;
      if (!audiences.includes(clientId) && payload.azp !== clientId && payload.client_id !== clientId) {
        throw Problems.invalidToken('The token was not issued for this fleet.');
      }
    }
    return {
      issuer: payload.iss!,
      subject: payload.sub!,
      email: str(payload.email)?.toLowerCase() ?? null,
      name: str(payload.name) ?? '',
    };
  }

  private async userinfo(provider: Provider, token: string): Promise<OidcIdentity> {
    const key = createHash('sha256').update(token).digest('base64url');
    const hit = this.userinfoCache.get(key);
    const now = Date.now();
    const ttl = hit?.identity
      ? this.config.oidcUserinfoCacheMs
      : Math.min(USERINFO_FAILURE_TTL_MS, this.config.oidcUserinfoCacheMs);
    if (hit && now - hit.at < ttl) {
      if (hit.identity) return hit.identity;
      throw Problems.invalidToken('The token could not be verified.');
    }
    let identity: OidcIdentity | null = null;
    try {
      // Userinfo cannot say which client a token was issued to; introspection can, and needs a client
      // secret. With both, a token issued to another application at the same provider is refused.
      if (provider.settings.clientSecret && provider.config.serverMetadata().introspection_endpoint) {
        const introspected = await client.tokenIntrospection(provider.config, token, {
          token_type_hint: 'access_token',
        });
        const audiences = Array.isArray(introspected.aud) ? introspected.aud : [introspected.aud];
        const ownClient =
          introspected.client_id === provider.settings.clientId || audiences.includes(provider.settings.clientId);
        if (!introspected.active || !ownClient) throw new Error('not an active token of this client');
      }
      const info = await client.fetchUserInfo(provider.config, token, client.skipSubjectCheck);
      identity = {
        issuer: provider.config.serverMetadata().issuer,
        subject: info.sub,
        email: str(info.email)?.toLowerCase() ?? null,
        name: str(info.name) ?? '',
      };
    } catch {
      identity = null;
    }
    if (this.userinfoCache.size >= CACHE_LIMIT) this.userinfoCache.clear();
    this.userinfoCache.set(key, { at: now, identity });
    if (!identity) throw Problems.invalidToken('The token could not be verified.');
    return identity;
  }
}
