import { Inject, Injectable, Logger } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { BearerStrategy, LastUsedWriter } from '#lib/auth';
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
    private readonly lastUsed: LastUsedWriter,
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
  ) {
    super();
  }

  async validate(token: string): Promise<Caller> {
    if (!/^[\x21-\x7e]{1,4096}$/.test(token)) throw Problems.invalidToken('The token is malformed.');
    const identity = await this.verifier.verify(token, looksLikeJwt(token));
    let user: StoredUser | null = await this.users.findOidc(identity.issuer, identity.subject);
    if (user) {
      const identityId = (user as StoredUser & { identity_id: string }).identity_id;
      this.lastUsed.touch(`identity|${identityId}`, () => this.users.touchIdentity(identityId));
    } else {
      user = await this.resolve(identity);
    }
    if ((identity.email && identity.email !== user.email) || (identity.name && identity.name !== user.name)) {
      user = (await this.users.refreshOidc(user.id, identity.email, identity.name)) ?? user;
    }
    return userCaller(user, 'oidc');
  }

  /**
   * An identity the fleet has not seen (docs/identity-providers.md): a new user, or, when OIDC users hold its email
   * (ASCII-folded, compared exactly; the provider's issuer URL changed, or the person was re-created there), one more
   * identity of that user when the provider says the email is verified; 403 `identity_conflict` when it does not, or
   * when several users share the email. The token's issuer is the configured provider's: the verifier accepts no other.
   */
  private async resolve(identity: OidcIdentity): Promise<StoredUser> {
    const outcome = await this.users.resolveOidc({ ...identity, role: this.config.oidcDefaultRole });
    if (outcome.kind === 'conflict') {
      throw new ProblemException(
        403,
        'identity_conflict',
        `The email ${identity.email} belongs to ${outcome.holders > 1 ? 'several fleet users' : 'a fleet user'} bound ` +
          `to another identity${identity.emailVerified ? '' : ', and the provider does not say it is verified'}, so ` +
          `this identity (issuer ${identity.issuer}, subject ${identity.subject}) is not linked to it. An ` +
          'administrator can link it (PUT /api/v1/users/{id}/identity).',
      );
    }
    if (outcome.kind === 'linked') {
      // Also recorded in fleet_user_identities (how: verified_email), which GET /users/{id}/identities shows.
      this.logger.warn(`user ${outcome.userId} linked by verified email to (${identity.issuer}, ${identity.subject})`);
    }
    const user = await this.users.findOidc(identity.issuer, identity.subject);
    // Only a deletion of the user between the link and this read leaves nothing.
    if (!user) throw Problems.unavailable('The user was deleted while signing in; retry.');
    return user;
  }
}
