import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { BearerStrategy } from '#lib/auth';
import { Problems } from '#lib/common';
import { safeEqual } from '#lib/credentials';
import { FLEET_CONFIG, type FleetConfig } from '../fleet.config.js';
import { type Caller, tempAdminCaller, userCaller } from './caller.js';
import { UserStore } from './credential-stores.js';
import { SessionTokensService } from './session-tokens.service.js';

/**
 * A fleet session, on whichever process issued it (they share FLEET_SESSION_SECRET): signed, unexpired,
 * not signed out (session_revocations, shared through the database), and its user still as it was
 * (a local user's session version, the temporary administrator's current credentials).
 */
@Injectable()
export class SessionStrategy extends PassportStrategy(BearerStrategy, 'fleet-session') {
  constructor(
    private readonly sessions: SessionTokensService,
    private readonly users: UserStore,
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
  ) {
    super();
  }

  async validate(token: string): Promise<Caller> {
    const claims = await this.sessions.verify(token);
    if (!claims) throw Problems.invalidToken('The session token is invalid or has expired.');
    const session = { jti: claims.jti, expiresAt: claims.expiresAt };
    if (claims.kind === 'temp_admin') {
      const fingerprint = this.sessions.tempAdminFingerprint();
      const caller = tempAdminCaller(this.config);
      if (!caller || !fingerprint || !safeEqual(fingerprint, claims.fingerprint)) {
        throw Problems.invalidToken('The temporary administrator no longer exists.');
      }
      if (await this.sessions.isRevoked(claims.jti)) throw Problems.invalidToken('The session has ended.');
      return { ...caller, session };
    }
    const [user, revoked] = await Promise.all([this.users.find(claims.userId), this.sessions.isRevoked(claims.jti)]);
    if (revoked || !user || user.auth_method !== 'local' || user.session_version !== claims.version) {
      throw Problems.invalidToken('The session has ended.');
    }
    return { ...userCaller(user, 'local'), session };
  }
}
