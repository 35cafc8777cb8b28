import { LoginLimiter } from './login-limiter.js';

describe('LoginLimiter', () => {
  const WINDOW = 15 * 60_000;

  it('allows `limit` attempts per account in the window, then 429 with Retry-After until the oldest leaves', () => {
    const limiter = new LoginLimiter(3, 100, WINDOW);
    const t0 = 1_000_000;
    limiter.begin('a', 'ip', t0);
    limiter.begin('a', 'ip', t0 + 1000);
    limiter.begin('a', 'ip', t0 + 2000);
    let error: { getStatus(): number; headers: Record<string, string> } | undefined;
    try {
      limiter.begin('a', 'ip', t0 + 3000);
    } catch (e) {
      error = e as typeof error;
    }
    expect(error?.getStatus()).toBe(429);
    expect(error?.headers['Retry-After']).toBe(String((WINDOW - 3000) / 1000));
    expect(() => limiter.begin('b', 'ip', t0 + 3000)).not.toThrow();
    expect(() => limiter.begin('a', 'ip', t0 + WINDOW + 1)).not.toThrow(); // the first attempt left the window
  });

  it('limits an address across accounts', () => {
    const limiter = new LoginLimiter(10, 2, WINDOW);
    limiter.begin('a', 'ip', 0);
    limiter.begin('b', 'ip', 0);
    expect(() => limiter.begin('c', 'ip', 1)).toThrow();
    expect(() => limiter.begin('c', 'other', 1)).not.toThrow();
  });

  it('takes a successful attempt back and clears the account', () => {
    const limiter = new LoginLimiter(2, 2, WINDOW);
    limiter.begin('a', 'ip', 0);
    limiter.begin('a', 'ip', 0);
    limiter.succeeded('a', 'ip');
    expect(() => limiter.begin('a', 'ip', 1)).not.toThrow();
  });
});
