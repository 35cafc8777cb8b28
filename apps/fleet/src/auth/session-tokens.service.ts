import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { jwtVerify, SignJWT } from 'jose';
import { FLEET_CONFIG, type FleetConfig } from '../fleet.config.js';

export const SESSION_TOKEN_TYPE = 'fleet-session+jwt';
const ISSUER = 'urn:fleet:session';

export type SessionClaims =
  { kind: 'local'; userId: string; version: number } | { kind: 'temp_admin'; fingerprint: string };

/**
 * Fleet session tokens: HS256 JWTs signed with FLEET_SESSION_SECRET (random per process when unset, so
 * sessions then end at restart). `typ` tells them apart from provider tokens before any verification.
 */
@Injectable()
export class SessionTokensService {
  constructor(@Inject(FLEET_CONFIG) private readonly config: FleetConfig) {}

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
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.config.sessionTtlSeconds)
      .sign(this.config.sessionSecret);
  }

  /** Null for anything that is not a valid, unexpired session token of this fleet. */
  async verify(token: string): Promise<SessionClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.config.sessionSecret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: ISSUER,
        typ: SESSION_TOKEN_TYPE,
        requiredClaims: ['exp', 'sub'],
      });
      if (payload.kind === 'local' && typeof payload.sv === 'number' && payload.sub) {
        return { kind: 'local', userId: payload.sub, version: payload.sv };
      }
      if (payload.kind === 'temp_admin' && typeof payload.taf === 'string') {
        return { kind: 'temp_admin', fingerprint: payload.taf };
      }
      return null;
    } catch {
      return null;
    }
  }
}
