import { emailVerifiedClaim } from './claims.js';

describe('emailVerifiedClaim', () => {
  it.each([true, 'true'])('accepts %p', (value) => expect(emailVerifiedClaim(value)).toBe(true));
  it.each([false, 'false', undefined, null, 1, '1', 'TRUE', 'yes', {}, []])('refuses %p', (value) =>
    expect(emailVerifiedClaim(value)).toBe(false),
  );
});
