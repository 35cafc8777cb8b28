import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ProblemException, Problems } from '#lib/common';
import { isDatabaseUnavailable } from '#lib/database';
import {
  dummyVerify,
  hashToken,
  looksLikeJwt,
  parseToken,
  safeEqual,
  tokenKindOf,
  verifyPassword,
} from '#lib/credentials';
import { FLEET_CONFIG, type FleetConfig } from '../fleet.config.js';
import { MachineTokensRepository, type MachineTokenRow } from '../machine-tokens/machine-tokens.repository.js';
import { UsersRepository, type UserRow } from '../users/users.repository.js';
import type { Caller } from './caller.js';
import { LoginLimiter } from './login-limiter.js';
import { OidcService } from './oidc.service.js';
import { SESSION_TOKEN_TYPE, SessionTokensService, type SessionClaims } from './session-tokens.service.js';

/** What the audit hook learned about a `svcm_` bearer before the route ran. */
export interface PresentedMachineToken {
  prefix: string;
  row: MachineTokenRow | null;
  /** Why the lookup itself failed (database unreachable), rethrown when the caller is authenticated. */
  error?: unknown;
}

const TOUCH_INTERVAL_MS = 60_000;

function tokenType(token: string): string | null {
  try {
    const header = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8')) as { typ?: unknown };
    return typeof header.typ === 'string' ? header.typ : null;
  } catch {
    return null;
  }
}

export function bearerOf(header: string | string[] | undefined): string | null | undefined {
  if (header === undefined || header === '') return undefined;
  const match = typeof header === 'string' ? /^Bearer +(\S+)\s*$/i.exec(header) : null;
  return match ? match[1] : null;
}

const invalidCredentials = () =>
  new ProblemException(401, 'invalid_credentials', 'The email or password is not correct.');

/** The four ways to be a fleet caller (spec §5.3), chosen by the shape of the bearer value. */
@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);
  private readonly touched = new Map<string, number>();

  constructor(
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
    private readonly users: UsersRepository,
    private readonly machineTokens: MachineTokensRepository,
    private readonly sessions: SessionTokensService,
    private readonly oidc: OidcService,
    private readonly limiter: LoginLimiter,
  ) {}

  /** Stable id of the temporary administrator, derived from its user name. */
  tempAdminCaller(): Caller | null {
    const admin = this.config.tempAdmin;
    if (!admin) return null;
    const h = createHash('sha256').update(`temp-admin:${admin.user}`).digest('hex');
    const id = `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
    return { id, email: admin.user, name: 'Temporary administrator', role: 'admin', authMethod: 'temp_admin' };
  }

  async lookupMachineToken(token: string): Promise<PresentedMachineToken> {
    const prefix = token.slice(0, 12);
    if (parseToken(token)?.kind !== 'machineToken') return { prefix, row: null };
    try {
      return { prefix, row: await this.machineTokens.findByHash(hashToken(token, this.config.tokenPepper)) };
    } catch (error) {
      // An unreachable database is logged once per outage by its monitor and answered 503.
      if (!isDatabaseUnavailable(error)) this.logger.error(`machine token lookup failed: ${(error as Error).message}`);
      return { prefix, row: null, error };
    }
  }

  async authenticate(token: string, presented?: PresentedMachineToken): Promise<Caller> {
    const prefixed = tokenKindOf(token);
    if (prefixed === 'machineToken') return this.fromMachineToken(presented ?? (await this.lookupMachineToken(token)));
    if (prefixed !== null) throw Problems.invalidToken('This kind of credential is not accepted by the fleet.');
    if (looksLikeJwt(token) && tokenType(token) === SESSION_TOKEN_TYPE) return this.fromSession(token);
    if (!/^[\x21-\x7e]{1,4096}$/.test(token)) throw Problems.invalidToken('The token is malformed.');
    const identity = await this.oidc.verifyAccessToken(token, looksLikeJwt(token));
    let user = await this.users.findOidc(identity.issuer, identity.subject);
    if (!user || (identity.email && identity.email !== user.email) || (identity.name && identity.name !== user.name)) {
      user = await this.users.upsertOidc({ ...identity, role: this.config.oidcDefaultRole });
    }
    return this.userCaller(user, 'oidc');
  }

  private fromMachineToken(presented: PresentedMachineToken): Caller {
    if (presented.error !== undefined) throw presented.error as Error;
    const row = presented.row;
    if (!row) throw Problems.invalidToken('The machine token is malformed or unknown.');
    if (row.revoked_at) throw Problems.invalidToken('The machine token has been revoked.');
    if (row.expires_at && new Date(row.expires_at).getTime() <= Date.now()) {
      throw Problems.invalidToken('The machine token has expired.');
    }
    this.touch(row.id);
    return { id: row.id, email: null, name: row.name, role: row.role, authMethod: 'machine_token' };
  }

  private touch(id: string): void {
    const now = Date.now();
    const last = this.touched.get(id);
    if (last !== undefined && now - last < TOUCH_INTERVAL_MS) return;
    this.touched.set(id, now);
    if (this.touched.size > 100_000) this.touched.clear();
    this.machineTokens.touch(id).catch(() => this.touched.delete(id));
  }

  /**
   * A fleet session, on whichever process issued it (they share FLEET_SESSION_SECRET): signed, unexpired,
   * not signed out (session_revocations, shared through the database), and its user still as it was
   * (a local user's session version, the temporary administrator's current credentials).
   */
  private async fromSession(token: string): Promise<Caller> {
    const claims = await this.sessions.verify(token);
    if (!claims) throw Problems.invalidToken('The session token is invalid or has expired.');
    const session = { jti: claims.jti, expiresAt: claims.expiresAt };
    if (claims.kind === 'temp_admin') {
      const fingerprint = this.sessions.tempAdminFingerprint();
      const caller = this.tempAdminCaller();
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
    return { ...this.userCaller(user, 'local'), session };
  }

  /** Ends the caller's fleet session on every process. Only fleet session tokens can be signed out here. */
  async logout(caller: Caller): Promise<void> {
    if (!caller.session) {
      throw Problems.invalidToken(
        'Only a fleet session token (from POST /api/v1/auth/login) is signed out here; provider tokens end at the provider.',
      );
    }
    await this.sessions.revoke(caller.session.jti, caller.session.expiresAt);
  }

  private userCaller(user: UserRow, authMethod: 'local' | 'oidc'): Caller {
    return { id: user.id, email: user.email, name: user.name, role: user.role, authMethod };
  }

  /**
   * The login form: local users and the temporary administrator. Unknown account and wrong password
   * give the same body after the same work (a dummy scrypt run), and every attempt counts against the
   * per-account and per-address limits until it succeeds.
   */
  async login(email: string, password: string, address: string): Promise<{ token: string; caller: Caller }> {
    const account = email.trim().toLowerCase();
    const attempt = await this.limiter.begin(account, address);
    const temp = this.config.tempAdmin;
    let session: SessionClaims | null = null;
    let caller: Caller | null = null;
    if (temp && account === temp.user.toLowerCase()) {
      // The scrypt run only keeps the timing equal to a local user's check.
      const match = safeEqual(password, temp.password);
      await dummyVerify(password);
      if (match) {
        caller = this.tempAdminCaller();
        session = { kind: 'temp_admin', fingerprint: this.sessions.tempAdminFingerprint()! };
      }
    } else {
      const user = await this.users.findLocalWithHash(account);
      const ok = user?.password_hash ? await verifyPassword(password, user.password_hash) : await dummyVerify(password);
      if (ok && user) {
        await this.users.touchLogin(user.id);
        caller = this.userCaller(user, 'local');
        session = { kind: 'local', userId: user.id, version: user.session_version };
      }
    }
    if (!caller || !session) throw invalidCredentials();
    await this.limiter.succeeded(attempt);
    return { token: await this.sessions.issue(session), caller };
  }
}
