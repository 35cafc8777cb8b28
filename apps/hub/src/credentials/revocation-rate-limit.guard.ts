import { isIP } from 'node:net';
import { type CanActivate, type ExecutionContext, Inject, Injectable, Logger } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Problems } from '#lib/common';
import { isDatabaseUnavailable } from '#lib/database';
import { HUB_CONFIG, type HubConfig } from '../hub.config.js';
import { RateLimitRepository } from './rate-limit.repository.js';

const BUCKET = 'credential_revoke';
const WINDOW_SECONDS = 60;
const PRUNE_INTERVAL_MS = 60_000;

/**
 * The key an address is counted under: an IPv4 address itself, an IPv6 address by its /64 (one
 * subscriber usually holds a whole /64, so counting single IPv6 addresses would not limit anyone).
 */
export function addressBucket(ip: string): string {
  const v4mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (v4mapped) return v4mapped[1];
  if (isIP(ip) !== 6) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...new Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}

/**
 * HUB_CREDENTIAL_REVOKE_RATE_LIMIT requests a minute per source address (`request.ip`: the TCP peer, or the
 * client a trusted proxy names). A guard: it counts every request that reaches routing, also those the DTO
 * refuses (not those the JSON parser or the input bounds refuse first, which cost no database work); over
 * the limit → 429 with Retry-After. IPv6 addresses are counted by /64. Counted in PostgreSQL
 * (`rate_limit_hits`), so N hub replicas together allow what one does.
 */
@Injectable()
export class RevocationRateLimitGuard implements CanActivate {
  private readonly logger = new Logger(RevocationRateLimitGuard.name);
  private lastPrune = 0;

  constructor(
    @Inject(HUB_CONFIG) private readonly config: HubConfig,
    private readonly limits: RateLimitRepository,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const waitSeconds = await this.limits.hit(
      BUCKET,
      addressBucket(request.ip || 'unknown'),
      this.config.credentialRevokeRateLimit,
      WINDOW_SECONDS,
    );
    this.pruneNowAndThen();
    if (waitSeconds > 0) throw Problems.rateLimited(waitSeconds, 'Too many revocation requests from this address.');
    return true;
  }

  /** At most once a minute per process; a failure only delays it (old rows never count). */
  private pruneNowAndThen(): void {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_INTERVAL_MS) return;
    this.lastPrune = now;
    this.limits.prune(BUCKET, WINDOW_SECONDS).catch((error: unknown) => {
      if (!isDatabaseUnavailable(error))
        this.logger.warn(`pruning rate limit hits failed: ${(error as Error).message}`);
    });
  }
}
