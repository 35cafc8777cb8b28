import { Injectable } from '@nestjs/common';
import { Problems } from '#lib/common';
import { runWithoutDeadline } from '#lib/database';
import { type Caller, catalogScopeOf, scopeKey } from '../../auth/caller.js';
import { CatalogService, type Cached } from '../catalog.service.js';
import type { UpdatesResponseDto } from '../dto/catalog.dto.js';
import { CatalogEvents } from './catalog-events.service.js';

/** The longest a long poll waits: under the 60 s idle timeout of most load balancers (ELB, nginx's proxy_read_timeout). */
export const MAX_WAIT_SECONDS = 55;

/**
 * `wait` of `templates/updates` (docs/catalog-events.md): whole seconds, `0` answers at once, more than
 * MAX_WAIT_SECONDS is clamped to it; anything else (a sign, a fraction, letters, more than 9 digits) is a 400.
 */
export function parseWait(value: string): number {
  if (!/^\d{1,9}$/.test(value)) {
    throw Problems.validation('wait must be a whole number of seconds.', [
      { field: 'wait', message: `wait must be an integer from 0 (at once) to ${MAX_WAIT_SECONDS}; larger is clamped` },
    ]);
  }
  return Math.min(Number(value), MAX_WAIT_SECONDS);
}

const isEmpty = (result: Cached<UpdatesResponseDto>) =>
  result.body.templates.length === 0 && result.body.removed.length === 0;

/**
 * The long poll for proxies that break event streams (Consul's blocking query): the `updates` answer as soon as it
 * holds something, or after `wait` seconds the usual empty one. The wait is registered before the first read, so a
 * change committed between the read and the wait wakes it.
 */
@Injectable()
export class CatalogLongPoll {
  constructor(
    private readonly catalog: CatalogService,
    private readonly events: CatalogEvents,
  ) {}

  async updates(
    caller: Caller,
    since: string | undefined,
    wait: string,
    signal: AbortSignal,
  ): Promise<Cached<UpdatesResponseDto>> {
    const seconds = parseWait(wait);
    const waiter = this.events.waiter(scopeKey(catalogScopeOf(caller)));
    try {
      let result = await this.catalog.updates(caller, since);
      const until = performance.now() + seconds * 1000;
      while (isEmpty(result) && !signal.aborted) {
        const left = until - performance.now();
        if (left <= 0 || !(await waiter.wait(left, signal))) break;
        // Past the request's deadline by design: the wait was not the database's.
        result = await runWithoutDeadline(() => this.catalog.updates(caller, since));
      }
      return result;
    } finally {
      waiter.cancel();
    }
  }
}
