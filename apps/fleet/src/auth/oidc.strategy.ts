import { Inject, Injectable, Logger } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { BearerStrategy } from '#lib/auth';
import { ProblemException, Problems } from '#lib/common';
import { looksLikeJwt } from '#lib/credentials';
import { FLEET_CONFIG, type FleetConfig } from '../fleet.config.js';
import { type Caller, userCaller } from './caller.js';
import { type StoredUser, UserStore } from './credential-stores.js';
import { type OidcIdentity, OidcTokenVerifier } from './oidc-token.verifier.js';

/**
 * The provider's access tokens (JWT or opaque): verified (oidc-token.verifier.ts), then the fleet user of
 * that identity is found or provisioned with FLEET_OIDC_DEFAULT_ROLE.
 */
@Injectable()
export class OidcStrategy extends PassportStrategy(BearerStrategy, 'oidc-access-token') {
  private readonly logger = new Logger(OidcStrategy.name);

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
    if (!user && identity.email) user = await this.linkByEmail(identity, identity.email);
    if (!user || (identity.email && identity.email !== user.email) || (identity.name && identity.name !== user.name)) {
      user = await this.users.upsertOidc({ ...identity, role: this.config.oidcDefaultRole });
    }
    return userCaller(user, 'oidc');
  }

  /**
   * An identity the fleet has not seen, with an email an OIDC user already has (the provider's issuer URL changed,
   * or the person was re-created there): that user, relinked, when the provider says the email is verified;
   * 403 `identity_conflict` when it does not, or when several users share the email (docs/identity-providers.md).
   * The token's issuer is the configured provider's: the verifier accepts no other.
   */
  private async linkByEmail(identity: OidcIdentity, email: string): Promise<StoredUser | null> {
    const holders = await this.users.findOidcByEmail(email);
    if (holders.length === 0) return null;
    if (!identity.emailVerified || holders.length > 1) {
      throw new ProblemException(
        403,
        'identity_conflict',
        `The email ${email} belongs to ${holders.length > 1 ? 'several fleet users' : 'a fleet user'} bound to ` +
          `another identity${identity.emailVerified ? '' : ', and the provider does not say it is verified'}, so this ` +
          `identity (issuer ${identity.issuer}, subject ${identity.subject}) is not linked to it. An administrator can ` +
          'link it (PUT /api/v1/users/{id}/identity).',
      );
    }
    const [holder] = holders;
    if (await this.users.relinkOidc(holder.id, identity.issuer, identity.subject)) {
      this.logger.warn(
        `user ${holder.id} relinked by verified email from (${holder.issuer}, ${holder.subject}) to (${identity.issuer}, ${identity.subject})`,
      );
    }
    return this.users.findOidc(identity.issuer, identity.subject);
  }
}
