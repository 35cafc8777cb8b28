import { Inject, Injectable, Logger } from '@nestjs/common';
import { Problems } from '#lib/common';
import { logUnlessUnavailable } from '#lib/database';
import { FLEET_CONFIG, type FleetConfig } from '../fleet.config.js';
import { LoginAttemptsRepository, type RecordedAttempt } from './login-attempts.repository.js';

const PRUNE_INTERVAL_MS = 60_000;

/**
 * Sliding-window limits of sign-in attempts per account and per source address (docs/api-decisions.md:
 * 10 per account and 100 per address within 15 minutes), counted in the database so that every fleet
 * process shares them and a restart keeps them. An attempt counts from the moment it starts, so parallel
 * guesses cannot slip past the limit; a successful sign-in takes its attempt back and clears the
 * account's failures.
 */
@Injectable()
export class LoginLimiter {
  private readonly logger = new Logger(LoginLimiter.name);
  private lastPrune = 0;

  constructor(
    private readonly attempts: LoginAttemptsRepository,
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
  ) {}

  /** Throws 429 (with Retry-After) while either window is full; otherwise records the attempt. */
  async begin(account: string, address: string): Promise<RecordedAttempt> {
    const outcome = await this.attempts.begin(account, address, {
      accountLimit: this.config.loginAccountLimit,
      addressLimit: this.config.loginIpLimit,
      windowSeconds: this.config.loginWindowSeconds,
    });
    this.pruneNowAndThen();
    if ('retryAfterSeconds' in outcome) {
      throw Problems.rateLimited(outcome.retryAfterSeconds, 'Too many failed sign-in attempts; try again later.');
    }
    return outcome.attempt;
  }

  succeeded(attempt: RecordedAttempt): Promise<void> {
    return this.attempts.succeeded(attempt);
  }

  /** At most once a minute per process; a failure only delays it (old rows never count). */
  private pruneNowAndThen(): void {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_INTERVAL_MS) return;
    this.lastPrune = now;
    this.attempts.prune(this.config.loginWindowSeconds).catch((error: unknown) => {
      logUnlessUnavailable((line) => this.logger.warn(line), 'pruning sign-in attempts failed', error);
    });
  }
}
