import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { BearerStrategy } from '#lib/auth';
import { Problems } from '#lib/common';
import { looksLikeJwt } from '#lib/credentials';
import { FLEET_CONFIG, type FleetConfig } from '../fleet.config.js';
import { type Caller, userCaller } from './caller.js';
import { UserStore } from './credential-stores.js';
import { OidcTokenVerifier } from './oidc-token.verifier.js';

/**
 * The provider's access tokens (JWT or opaque): verified (oidc-token.verifier.ts), then the fleet user of
 * that identity is found or provisioned with FLEET_OIDC_DEFAULT_ROLE.
 */
@Injectable()
export class OidcStrategy extends PassportStrategy(BearerStrategy, 'oidc-access-token') {
  constructor(
    private readonly verifier: OidcTokenVerifier,
    private readonly users: UserStore,
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
  ) {
    super();
  }

  async validate(token: string): Promise<Caller> {
    if (!/^[\x21-\x7e]{1,4096}$/.test(token)) throw Problems.invalidToken('The token is malformed.');
    const identity = await this.verifier.verify(token, looksLikeJwt(token));
    let user = await this.users.findOidc(identity.issuer, identity.subject);
    if (!user || (identity.email && identity.email !== user.email) || (identity.name && identity.name !== user.name)) {
      user = await this.users.upsertOidc({ ...identity, role: this.config.oidcDefaultRole });
    }
    return userCaller(user, 'oidc');
  }
}
