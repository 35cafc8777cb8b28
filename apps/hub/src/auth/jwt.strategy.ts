import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-jwt';
import { Problems } from '#lib/common';
import { accessTokenRefusal, decodeJwtHeader, decodeJwtPayload } from '#lib/credentials';
import { bearerOf, JwksCache } from '#lib/auth';
import { HUB_CONFIG, type HubConfig } from '../hub.config.js';
import { AuthService, type VerifiedClaims } from './auth.service.js';
import type { UserCaller } from './caller.js';

/** CONTRACT §1: RS256 and ES256 only; a key published with an `alg` verifies that algorithm only. */
const ALGORITHMS = ['RS256', 'ES256'] as const;

/** HUB_OIDC_ISSUER's signing keys (HUB_OIDC_JWKS_COOLDOWN_SECONDS, HUB_OIDC_JWKS_MAX_AGE_SECONDS). */
export const HUB_JWKS = Symbol('HUB_JWKS');

export const hubJwksProvider = {
  provide: HUB_JWKS,
  inject: [HUB_CONFIG],
  useFactory: (config: HubConfig): JwksCache | null =>
    config.oidcIssuer
      ? new JwksCache({
          source: { issuer: config.oidcIssuer },
          cooldownMs: config.jwksCooldownMs,
          maxAgeMs: config.jwksMaxAgeMs,
        })
      : null,
};

/**
 * Dashboard JWTs (docs/api-decisions.md): RS256/ES256 only, signed by a key of HUB_OIDC_ISSUER's JWKS (by
 * `kid`), `iss` and `exp` (60 s leeway) checked, `aud` when HUB_OIDC_AUDIENCE is set.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'dashboard-jwt') {
  constructor(
    private readonly auth: AuthService,
    @Inject(HUB_JWKS) jwks: JwksCache | null,
    @Inject(HUB_CONFIG) config: HubConfig,
  ) {
    super({
      jwtFromRequest: (request: { headers: Record<string, string | string[] | undefined> }) =>
        bearerOf(request.headers.authorization) ?? null,
      algorithms: [...ALGORITHMS],
      // An issuer is always required: with none configured no token can verify.
      issuer: config.oidcIssuer ?? 'urn:invalid:no-issuer-configured',
      audience: config.oidcAudience,
      jsonWebTokenOptions: { clockTolerance: 60 },
      ignoreExpiration: false,
      secretOrKeyProvider: (_request: unknown, rawJwt: string, done: (err: unknown, key?: string | Buffer) => void) => {
        const header = decodeJwtHeader(rawJwt);
        if (!header || !(ALGORITHMS as readonly unknown[]).includes(header.alg)) {
          return done(Problems.invalidToken('The token algorithm is not accepted.'));
        }
        // Refusing on the unverified header and claims is safe: it can only turn a token away.
        const refusal = accessTokenRefusal(header, decodeJwtPayload(rawJwt) ?? {});
        if (refusal) return done(Problems.invalidToken(refusal));
        const lookup = jwks ? jwks.keyFor(header, ALGORITHMS) : Promise.resolve(null);
        lookup.then(
          (key) =>
            key
              ? done(null, key as unknown as Buffer) // jsonwebtoken accepts a KeyObject
              : done(Problems.invalidToken('The token is not signed by a key of the issuer.')),
          (error: unknown) => done(error),
        );
      },
    });
  }

  validate(payload: Record<string, unknown>): Promise<UserCaller> {
    if (typeof payload.exp !== 'number' || typeof payload.sub !== 'string' || !payload.sub) {
      throw Problems.invalidToken('The token has no expiry or subject.');
    }
    return this.auth.authenticateUser(payload as unknown as VerifiedClaims);
  }
}
