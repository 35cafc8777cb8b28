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
});
