import { createHmac, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { jwtVerify, SignJWT } from 'jose';
import { logUnlessUnavailable } from '#lib/database';
import { FLEET_CONFIG, type FleetConfig } from '../fleet.config.js';
import { SessionRevocationsRepository } from './session-revocations.repository.js';

export const SESSION_TOKEN_TYPE = 'fleet-session+jwt';
const ISSUER = 'urn:fleet:session';

export type SessionClaims =
  { kind: 'local'; userId: string; version: number } | { kind: 'temp_admin'; fingerprint: string };

/** A verified session: its claims, its id (what sign-out revokes) and its expiry. */
export type VerifiedSession = SessionClaims & { jti: string; expiresAt: Date };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PRUNE_INTERVAL_MS = 60_000;

/**
 * Fleet session tokens: HS256 JWTs signed with FLEET_SESSION_SECRET (required in production, so that every
 * fleet process accepts the sessions of the others and a restart keeps them; random per process in
 * development). `typ` tells them apart from provider tokens before any verification. Each has a `jti`;
 * sign-out records it in the database, where every process looks before accepting the session.
 */
@Injectable()
export class SessionTokensService {
  private readonly logger = new Logger(SessionTokensService.name);
  private lastPrune = 0;

  constructor(
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
    private readonly revocations: SessionRevocationsRepository,
  ) {}

  get ttlSeconds(): number {
    return this.config.sessionTtlSeconds;
  }

  /** Binds temporary-administrator sessions to the current credentials: changing them ends the sessions. */
  tempAdminFingerprint(): string | null {
    const admin = this.config.tempAdmin;
    if (!admin) return null;
    return createHmac('sha256', this.config.sessionSecret)
      .update(`${admin.user}\u0000${admin.password}`)
      .digest('base64url')
      .slice(0, 22);
  }

  async issue(claims: SessionClaims): Promise<string> {
    const payload =
      claims.kind === 'local' ? { kind: 'local', sv: claims.version } : { kind: 'temp_admin', taf: claims.fingerprint };
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', typ: SESSION_TOKEN_TYPE })
      .setIssuer(ISSUER)
      .setAudience(ISSUER)
      .setSubject(claims.kind === 'local' ? claims.userId : 'temp_admin')
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.config.sessionTtlSeconds)
      .sign(this.config.sessionSecret);
  }

  /** Null for anything that is not a valid, unexpired session token of this fleet. */
  async verify(token: string): Promise<VerifiedSession | null> {
    try {
      const { payload } = await jwtVerify(token, this.config.sessionSecret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: ISSUER,
        typ: SESSION_TOKEN_TYPE,
        requiredClaims: ['exp', 'sub', 'jti'],
      });
      // Sessions issued before sign-out existed carry no jti and could not be ended: they are refused.
      if (typeof payload.jti !== 'string' || !UUID.test(payload.jti)) return null;
      const session = { jti: payload.jti, expiresAt: new Date(payload.exp! * 1000) };
      if (payload.kind === 'local' && typeof payload.sv === 'number' && payload.sub) {
        return { kind: 'local', userId: payload.sub, version: payload.sv, ...session };
      }
      if (payload.kind === 'temp_admin' && typeof payload.taf === 'string') {
        return { kind: 'temp_admin', fingerprint: payload.taf, ...session };
      }
      return null;
    } catch {
      return null;
    }
  }

  isRevoked(jti: string): Promise<boolean> {
    return this.revocations.isRevoked(jti);
  }

  /** Sign-out: the session ends on every fleet process sharing the database. */
  async revoke(jti: string, expiresAt: Date): Promise<void> {
    await this.revocations.revoke(jti, expiresAt);
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_INTERVAL_MS) return;
    this.lastPrune = now;
    this.revocations.prune().catch((error: unknown) => {
      logUnlessUnavailable((line) => this.logger.warn(line), 'pruning session revocations failed', error);
    });
  }
}
