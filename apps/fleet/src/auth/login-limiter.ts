import { Problems } from '#lib/common';

/**
 * Sliding-window counters of sign-in attempts per account and per source address (docs/api-decisions.md:
 * 10 per account and 100 per address within 15 minutes). An attempt counts from the moment it starts,
 * so parallel guesses cannot slip past the limit; a successful sign-in takes its attempt back and
 * clears the account's failures. Kept in memory: one fleet process serves one installation.
 */
export class LoginLimiter {
  private readonly accounts = new Map<string, number[]>();
  private readonly addresses = new Map<string, number[]>();

  constructor(
    private readonly accountLimit: number,
    private readonly addressLimit: number,
    private readonly windowMs: number,
  ) {}

  /** Throws 429 (with Retry-After) while either window is full; otherwise records the attempt. */
  begin(account: string, address: string, now = Date.now()): void {
    const a = this.live(this.accounts, account, now);
    const b = this.live(this.addresses, address, now);
    const waits: number[] = [];
    if (a.length >= this.accountLimit) waits.push(a[a.length - this.accountLimit] + this.windowMs - now);
    if (b.length >= this.addressLimit) waits.push(b[b.length - this.addressLimit] + this.windowMs - now);
    if (waits.length) {
      throw Problems.rateLimited(Math.max(...waits) / 1000, 'Too many failed sign-in attempts; try again later.');
    }
    a.push(now);
    b.push(now);
    this.accounts.set(account, a);
    this.addresses.set(address, b);
    if (this.accounts.size > 50_000 || this.addresses.size > 50_000) this.sweep(now);
  }

  succeeded(account: string, address: string): void {
    this.accounts.delete(account);
    const b = this.addresses.get(address);
    if (b?.length) b.pop();
  }

  private live(map: Map<string, number[]>, key: string, now: number): number[] {
    const list = map.get(key) ?? [];
    const first = list.findIndex((t) => t > now - this.windowMs);
    return first === -1 ? [] : first === 0 ? list : list.slice(first);
  }

  private sweep(now: number): void {
    for (const map of [this.accounts, this.addresses]) {
      for (const key of [...map.keys()]) {
        const live = this.live(map, key, now);
        if (live.length) map.set(key, live);
        else map.delete(key);
      }
    }
  }
}
