import { Inject, Injectable, Logger } from '@nestjs/common';
import { isUniqueViolation } from '#lib/database';
import { ProblemException, Problems } from '#lib/common';
import { hashToken, parseToken, tokenDigest } from '#lib/credentials';
import { emailVerifiedClaim, foldEmail, LastUsedWriter } from '#lib/auth';
import type { UserRole } from '#lib/domain';
import { HUB_CONFIG, type HubConfig } from '../hub.config.js';
import { HubCache } from '../cache/hub-cache.js';
import { AuthRepository } from './auth.repository.js';
import { IdentitiesRepository } from './identities.repository.js';
import type { InstanceKeyCaller, UserCaller } from './caller.js';

export interface VerifiedClaims {
  iss: string;
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
}

interface CachedKey {
  caller: InstanceKeyCaller;
  current: boolean;
  validUntil: number | null;
  /** The last-used slot and its write, made once per check rather than once per request (touch). */
  slot: string;
  write: () => Promise<unknown>;
}

/** Tokens whose hash is remembered (hashOfKnown); the map is emptied when full. */
const MAX_KNOWN_HASHES = 10_000;

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    private readonly repository: AuthRepository,
    private readonly identities: IdentitiesRepository,
    @Inject(HUB_CONFIG) private readonly config: HubConfig,
    private readonly cache: HubCache,
    private readonly lastUsed: LastUsedWriter,
  ) {}

  hash(token: string): string {
    return hashToken(token, this.config.tokenPepper);
  }

  /**
   * A key this process has checked recently and nothing has changed since (HubCache): no database round trip.
   * Only successful checks are remembered, until the cache is flushed (any key, organization or membership
   * write, here or, through NOTIFY, elsewhere), its TTL passes or the secret expires, whichever comes first.
   */
  cachedInstanceKey(token: string): InstanceKeyCaller | undefined {
    if (!this.cache.enabled) return undefined;
    const digest = tokenDigest(token);
    const known = this.knownHashes.get(digest);
    const hash = known ?? this.hash(token);
    const hit = this.cache.get<CachedKey>(`key|${hash}`);
    if (!hit || (hit.validUntil !== null && hit.validUntil <= Date.now())) return undefined;
    if (known === undefined) this.rememberHash(digest, hash);
    this.lastUsed.touch(hit.slot, hit.write);
    return hit.caller;
  }

  /**
   * A cached key's check is the hot path of every fleet's poll: the token's SHA-256 (an HMAC with a pepper) took
   * a large share of a cached list's CPU (docs/benchmarks.md), so the hash of a token whose check succeeded is
   * remembered. Only such tokens: an unknown one is hashed every time and never stored. The hash still goes
   * through the HubCache entry, so a flush, the TTL or the expiry applies as before. The memo is keyed by the token's
   * one-shot SHA-256 (tokenDigest), never by the token: no secret outlives its request in this process.
   */
  private readonly knownHashes = new Map<string, string>();

  private rememberHash(digest: string, hash: string): void {
    if (this.knownHashes.size >= MAX_KNOWN_HASHES) this.knownHashes.clear();
    this.knownHashes.set(digest, hash);
  }

  async authenticateInstanceKey(token: string): Promise<InstanceKeyCaller> {
    if (parseToken(token)?.kind !== 'instanceKey') throw Problems.invalidToken('The instance key is malformed.');
    const cached = this.cachedInstanceKey(token);
    if (cached) return cached;
    const hash = this.hash(token);
    const generation = this.cache.begin();
    const key = await this.repository.findKeyByHash(hash);
    // A previous secret past its grace window is as unknown as any other replaced secret.
    if (!key || key.status !== 'active' || (!key.current && !key.previous_open)) {
      throw Problems.invalidToken('The instance key is unknown or revoked.');
    }
    // The key's expiry ends whichever of its secrets matched (a previous secret never outlives its key).
    if (key.expired) {
      throw Problems.tokenExpired('The instance key has expired; an organization admin can re-issue it.');
    }
    if (key.org_status !== 'active') throw Problems.forbidden('The organization of this instance key is suspended.');
    const keyId = key.id;
    const slot = `key|${keyId}|${key.current ? 'current' : 'previous'}`;
    const write = key.current ? () => this.repository.touchKey(keyId) : () => this.repository.touchPreviousKey(keyId);
    this.lastUsed.touch(slot, write);
    const caller: InstanceKeyCaller = { kind: 'instanceKey', keyId, orgId: key.org_id };
    const validUntil = key.valid_until_ms === null ? null : Number(key.valid_until_ms);
    const entry: CachedKey = { caller, current: key.current, validUntil, slot, write };
    this.cache.set(`key|${hash}`, generation, entry, 200);
    this.rememberHash(tokenDigest(token), hash);
    return caller;
  }

  /**
   * Finds or provisions the user of a verified dashboard JWT (docs/api-decisions.md). An identity is found in
   * `user_identities`; one the hub has not seen, whose email (ASCII-folded, compared exactly) an existing account
   * holds, is linked to that account as one more of its identities when the provider says the email is verified, and
   * refused with 403 `identity_conflict` otherwise (docs/identity-providers.md): never a 409, and never a 503 for a
   * concurrent first request.
   */
  async authenticateUser(claims: VerifiedClaims): Promise<UserCaller> {
    const presentedEmail =
      typeof claims.email === 'string' && claims.email.includes('@') ? foldEmail(claims.email) : null;
    const verifiedEmail = emailVerifiedClaim(claims.email_verified) ? presentedEmail : null;
    const superadmin = verifiedEmail !== null && this.config.superadminEmails.includes(verifiedEmail);
    let user = await this.identities.findUser(claims.iss, claims.sub);
    if (user) {
      const identityId = user.identity_id;
      this.lastUsed.touch(`identity|${identityId}`, () => this.identities.touch(identityId));
    } else {
      const outcome = await this.identities.resolve({
        issuer: claims.iss,
        subject: claims.sub,
        email: presentedEmail,
        verified: verifiedEmail !== null,
        name: typeof claims.name === 'string' ? claims.name.slice(0, 200) : '',
        role: superadmin ? 'superadmin' : 'user',
      });
      if (outcome.kind === 'conflict') throw identityConflict(claims, presentedEmail!);
      if (outcome.kind === 'linked') {
        // Also recorded in user_identities (how: verified_email), which GET /admin/users/{id}/identities shows.
        this.logger.warn(`user ${outcome.userId} linked by verified email to (${claims.iss}, ${claims.sub})`);
      }
      user = await this.identities.findUser(claims.iss, claims.sub);
      // Only a deletion of the account between the link and this read leaves nothing.
      if (!user) throw Problems.unavailable('The account was deleted while signing in; retry.');
    }
    const email = verifiedEmail ?? user.email;
    const role: UserRole = superadmin ? 'superadmin' : user.role;
    if (email !== user.email || role !== user.role) {
      const stored = user;
      await this.identities.updateUserIdentity(stored.id, email, role).catch((error: unknown) => {
        // The previous release (no lock) took the email between the check and the write: keep the stored one.
        if (!isUniqueViolation(error)) throw error;
        return this.identities.updateUserIdentity(stored.id, stored.email, role);
      });
      user = (await this.identities.findUser(claims.iss, claims.sub)) ?? stored;
    }
    return {
      kind: 'jwt',
      userId: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      orgId: user.org_id,
      orgRole: user.org_role,
      orgStatus: user.org_status,
    };
  }
}

/**
 * A token of the configured provider for an identity the hub does not know, carrying an email an existing account
 * holds, without `email_verified: true`: linking on it would let whoever can set that email at the provider take the
 * account over. The detail names both sides so that an administrator can link them (PUT /api/v1/admin/users/identity).
 */
function identityConflict(claims: VerifiedClaims, email: string): ProblemException {
  return new ProblemException(
    403,
    'identity_conflict',
    `The email ${email} belongs to an existing account bound to another identity, and the provider does not say ` +
      `it is verified, so this identity (issuer ${claims.iss}, subject ${claims.sub}) is not linked to it. ` +
      'An administrator can link it (PUT /api/v1/admin/users/identity).',
  );
}
