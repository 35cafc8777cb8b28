import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Problems } from '#lib/common';
import { HUB_CONFIG, type HubConfig } from '../hub.config.js';
import { SlidingWindowLimiter } from './rate-limiter.js';

const WINDOW_MS = 60_000;

/**
 * HUB_CREDENTIAL_REVOKE_RATE_LIMIT requests a minute per source address (`request.ip`: the TCP peer, or the
 * client a trusted proxy names). A guard, so that it counts every request, malformed ones included, before
 * the body is validated; over the limit → 429 with Retry-After.
 */
@Injectable()
export class RevocationRateLimitGuard implements CanActivate {
  private readonly limiter: SlidingWindowLimiter;

  constructor(@Inject(HUB_CONFIG) config: HubConfig) {
    this.limiter = new SlidingWindowLimiter(config.credentialRevokeRateLimit, WINDOW_MS);
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const waitMs = this.limiter.hit(request.ip || 'unknown');
    if (waitMs > 0) throw Problems.rateLimited(waitMs / 1000, 'Too many revocation requests from this address.');
    return true;
  }
}
