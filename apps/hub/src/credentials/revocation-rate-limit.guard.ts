import { isIP } from 'node:net';
import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Problems } from '#lib/common';
import { HUB_CONFIG, type HubConfig } from '../hub.config.js';
import { SlidingWindowLimiter } from './rate-limiter.js';

const WINDOW_MS = 60_000;

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
 * the limit → 429 with Retry-After. IPv6 addresses are counted by /64.
 */
@Injectable()
export class RevocationRateLimitGuard implements CanActivate {
  private readonly limiter: SlidingWindowLimiter;

  constructor(@Inject(HUB_CONFIG) config: HubConfig) {
    this.limiter = new SlidingWindowLimiter(config.credentialRevokeRateLimit, WINDOW_MS);
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const waitMs = this.limiter.hit(addressBucket(request.ip || 'unknown'));
    if (waitMs > 0) throw Problems.rateLimited(waitMs / 1000, 'Too many revocation requests from this address.');
    return true;
  }
}
