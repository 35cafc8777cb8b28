import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { jwtVerify, type JWTPayload } from 'jose';
import * as client from 'openid-client';
import { Problems } from '#lib/common';
import { accessTokenRefusal, decodeJwtHeader } from '#lib/credentials';
import { emailVerifiedClaim, foldEmail } from '#lib/auth';
import { FLEET_CONFIG, type FleetConfig } from '../fleet.config.js';
import { type OidcProvider, OidcProviders } from './oidc-provider.js';

export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  /** The provider says the email is verified (`email_verified: true`). */
  emailVerified: boolean;
  name: string;
}

const USERINFO_FAILURE_TTL_MS = 10_000;
const CACHE_LIMIT = 10_000;

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The provider's access tokens, as a resource server checks them: JWTs against its JWKS (libs/auth's cache),
 * opaque ones at its userinfo endpoint (with introspection when a client secret allows it), cached briefly.
 */
@Injectable()
export class OidcTokenVerifier {
  private readonly userinfoCache = new Map<string, { at: number; identity: OidcIdentity | null }>();

  constructor(
    private readonly providers: OidcProviders,
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
  ) {
    providers.onChange(() => this.userinfoCache.clear());
  }

  /** The identity behind a provider access token, or a 401. */
  async verify(token: string, isJwt: boolean): Promise<OidcIdentity> {
    const provider = await this.providers.get().catch(() => {
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

  private async verifyJwt(provider: OidcProvider, token: string): Promise<OidcIdentity> {
    const header = decodeJwtHeader(token);
    if (!header) throw Problems.invalidToken('The token could not be verified.');
    let payload: JWTPayload;
    try {
      // FLEET_OIDC_ALGORITHMS, and the algorithm the provider published the key for (libs/auth).
      const algorithms = this.config.oidcAlgorithms;
      const key = await provider.jwks.keyFor(header, algorithms);
      if (!key) throw new Error('not signed by a key of the provider with an accepted algorithm');
      ({ payload } = await jwtVerify(token, key, {
        issuer: provider.config.serverMetadata().issuer,
        audience: provider.settings.audience,
        algorithms: [...algorithms],
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
      email: emailOf(payload.email),
      emailVerified: emailVerifiedClaim(payload.email_verified),
      name: str(payload.name) ?? '',
    };
  }
  private async userinfo(provider: OidcProvider, token: string): Promise<OidcIdentity> {
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
        email: emailOf(info.email),
        emailVerified: emailVerifiedClaim(info.email_verified),
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

/** The token's email, folded the one way both apps compare emails (ASCII capitals only: `foldEmail`). */
function emailOf(value: unknown): string | null {
  const email = str(value);
  return email === undefined || email === null ? null : foldEmail(email);
}
