import { dummyVerify, hashPassword, passwordNeedsRehash, verifyPassword } from './password.js';

describe('password hashing (scrypt)', () => {
  let stored: string;

  beforeAll(async () => {
    stored = await hashPassword('correct horse battery staple');
  });

  it('produces the self-describing scrypt format with OWASP parameters', () => {
    const parts = stored.split('$');
    expect(parts).toHaveLength(6);
    expect(parts.slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
    expect(Buffer.from(parts[4], 'base64')).toHaveLength(16);
    expect(Buffer.from(parts[5], 'base64')).toHaveLength(32);
    expect(stored).not.toContain('correct horse');
    expect(passwordNeedsRehash(stored)).toBe(false);
  });

  it('verifies the right password', async () => {
    await expect(verifyPassword('correct horse battery staple', stored)).resolves.toBe(true);
  });

  it('rejects a wrong password', async () => {
    await expect(verifyPassword('correct horse battery stapler', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('salts: the same password hashes differently each time', async () => {
    const again = await hashPassword('correct horse battery staple');
    expect(again).not.toBe(stored);
    await expect(verifyPassword('correct horse battery staple', again)).resolves.toBe(true);
  });

  it('returns false (does not throw) for malformed stored values', async () => {
    await expect(verifyPassword('x', 'not-a-hash')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$3$8$1$AAAA$AAAA')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$1073741824$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + 'A'.repeat(44))).resolves.toBe(
      false,
    );
    expect(passwordNeedsRehash('bcrypt$whatever')).toBe(true);
  });

  it('dummyVerify resolves false', async () => {
    await expect(dummyVerify('anything')).resolves.toBe(false);
  });

  it('hashes at a configured cost, verifies across costs, and refuses a cost out of range', async () => {
    const cheap = await hashPassword('correct horse battery staple', 10);
    expect(cheap.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    // The stored value names its cost: verified at any configured one.
    await expect(verifyPassword('correct horse battery staple', cheap)).resolves.toBe(true);
    await expect(verifyPassword('correct horse battery staple', stored, 10)).resolves.toBe(true);
    await expect(verifyPassword('wrong', cheap, 10)).resolves.toBe(false);
    expect(passwordNeedsRehash(cheap)).toBe(true);
    expect(passwordNeedsRehash(cheap, 10)).toBe(false);
    await expect(hashPassword('x', 9)).rejects.toThrow(RangeError);
    await expect(hashPassword('x', 21)).rejects.toThrow(RangeError);
    await expect(dummyVerify('x', 10)).resolves.toBe(false);
  });
});
