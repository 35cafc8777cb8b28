import { Inject, Injectable } from '@nestjs/common';
import { ProblemException, Problems } from '#lib/common';
import { foldEmail } from '#lib/auth';
import { dummyVerify, safeEqual, verifyPassword } from '#lib/credentials';
import { type Caller, tempAdminCaller, userCaller } from '../auth/caller.js';
import { SessionTokensService, type SessionClaims } from '../auth/session-tokens.service.js';
import { FLEET_CONFIG, type FleetConfig } from '../fleet.config.js';
import { UsersRepository } from '../users/users.repository.js';
import { LoginLimiter } from './login-limiter.js';
import { SignInAudit, type SignInSource } from './sign-in-audit.js';

const invalidCredentials = () =>
  new ProblemException(401, 'invalid_credentials', 'The email or password is not correct.');

/** The login form and sign-out: fleet session tokens for local users and the temporary administrator. */
@Injectable()
export class SignInService {
  constructor(
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
    private readonly users: UsersRepository,
    private readonly sessions: SessionTokensService,
    private readonly limiter: LoginLimiter,
    private readonly audit: SignInAudit,
  ) {}

  /**
   * A code exchange with the provider succeeded: the identity's fleet user (when provisioned) signed in now, and
   * the audit log says so (a person not provisioned yet is named by the provider's subject).
   */
  async providerSignedIn(issuer: string, subject: string, source: SignInSource): Promise<void> {
    await this.users.touchOidcLogin(issuer, subject);
    const user = await this.users.findOidc(issuer, subject);
    const caller: Caller = user
      ? userCaller(user, 'oidc')
      : { id: subject, email: null, name: '', role: 'readonly', authMethod: 'oidc' };
    await this.audit.signedIn(caller, 'oidc', source, { issuer });
  }

  /** The provider refused a code: a failed sign-in (no person is known). */
  async providerRefused(reason: string, source: SignInSource): Promise<void> {
    await this.audit.failed(null, 'oidc', reason, source);
  }

  /** Ends the caller's fleet session on every process. Only fleet session tokens can be signed out here. */
  async logout(caller: Caller, source: SignInSource): Promise<void> {
    if (!caller.session) {
      throw Problems.invalidToken(
        'Only a fleet session token (from POST /api/v1/auth/login) is signed out here; provider tokens end at the provider.',
      );
    }
    await this.sessions.revoke(caller.session.jti, caller.session.expiresAt);
    await this.audit.signedOut(caller, source);
  }

  /**
   * The login form: local users and the temporary administrator. Unknown account and wrong password
   * give the same body after the same work (a dummy scrypt run), and every attempt counts against the
   * per-account and per-address limits until it succeeds.
   */
  async login(
    email: string,
    password: string,
    address: string,
    requestId: string | null = null,
  ): Promise<{ token: string; caller: Caller }> {
    // Folded the one way emails compare (ASCII capitals only), so a look-alike never reaches an account.
    const account = foldEmail(email.trim());
    const attempt = await this.limiter.begin(account, address);
    const temp = this.config.tempAdmin;
    let session: SessionClaims | null = null;
    let caller: Caller | null = null;
    if (temp && account === foldEmail(temp.user)) {
      // The scrypt run only keeps the timing equal to a local user's check.
      const match = safeEqual(password, temp.password);
      await dummyVerify(password, this.config.passwordHashCost);
      if (match) {
        caller = tempAdminCaller(this.config);
        session = { kind: 'temp_admin', fingerprint: this.sessions.tempAdminFingerprint()! };
      }
    } else {
      const user = await this.users.findLocalWithHash(account);
      const cost = this.config.passwordHashCost;
      const ok = user?.password_hash
        ? await verifyPassword(password, user.password_hash, cost)
        : await dummyVerify(password, cost);
      if (ok && user) {
        await this.users.touchLogin(user.id);
        caller = userCaller(user, 'local');
        session = { kind: 'local', userId: user.id, version: user.session_version };
      }
    }
    const source = { address: address || null, requestId };
    if (!caller || !session) {
      await this.audit.failed(account, 'password', 'invalid_credentials', source);
      throw invalidCredentials();
    }
    await this.limiter.succeeded(attempt);
    const token = await this.sessions.issue(session);
    await this.audit.signedIn(caller, 'password', source);
    return { token, caller };
  }
}
