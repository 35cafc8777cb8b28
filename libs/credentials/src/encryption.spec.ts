import { randomBytes } from 'node:crypto';
import { decryptSecret, encryptSecret, generateEncryptionKey, parseEncryptionKey } from './encryption.js';

describe('secret encryption (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('round-trips and uses the v1:iv:tag:ct format with a random IV', () => {
    const a = encryptSecret('s3cr3t value ✓', key);
    const b = encryptSecret('s3cr3t value ✓', key);
    expect(a).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]*$/);
    const [, iv, tag] = a.split(':');
    expect(Buffer.from(iv, 'base64')).toHaveLength(12);
    expect(Buffer.from(tag, 'base64')).toHaveLength(16);
    expect(a).not.toBe(b);
    expect(a).not.toContain('s3cr3t');
    expect(decryptSecret(a, key)).toBe('s3cr3t value ✓');
    expect(decryptSecret(b, key)).toBe('s3cr3t value ✓');
    expect(decryptSecret(encryptSecret('', key), key)).toBe('');
  });

  it('throws when the ciphertext, tag or IV is tampered with', () => {
    const value = encryptSecret('payload', key);
    const [v, iv, tag, ct] = value.split(':');
    const flip = (b64: string) => {
      const buf = Buffer.from(b64, 'base64');
      buf[0] ^= 0x01;
      return buf.toString('base64');
    };
    expect(() => decryptSecret([v, iv, tag, flip(ct)].join(':'), key)).toThrow();
    expect(() => decryptSecret([v, iv, flip(tag), ct].join(':'), key)).toThrow();
    expect(() => decryptSecret([v, flip(iv), tag, ct].join(':'), key)).toThrow();
    expect(() => decryptSecret(['v2', iv, tag, ct].join(':'), key)).toThrow();
    expect(() => decryptSecret('garbage', key)).toThrow();
  });

  it('throws with the wrong key', () => {
    const value = encryptSecret('payload', key);
    expect(() => decryptSecret(value, randomBytes(32))).toThrow('could not be decrypted');
  });

  it('binds the optional context', () => {
    const value = encryptSecret('payload', key, 'DB_PASSWORD');
    expect(decryptSecret(value, key, 'DB_PASSWORD')).toBe('payload');
    expect(() => decryptSecret(value, key, 'OTHER')).toThrow();
    expect(() => decryptSecret(value, key)).toThrow();
  });

  it('rejects keys that are not 32 bytes', () => {
    expect(() => encryptSecret('x', randomBytes(16))).toThrow('32 bytes');
  });
});

describe('parseEncryptionKey', () => {
  const raw = randomBytes(32);

  it('accepts 64 hex characters', () => {
    expect(parseEncryptionKey(raw.toString('hex'))).toEqual(raw);
    expect(parseEncryptionKey(raw.toString('hex').toUpperCase())).toEqual(raw);
  });

  it('accepts base64 and base64url of 32 bytes, padded or not', () => {
    expect(parseEncryptionKey(raw.toString('base64'))).toEqual(raw);
    expect(parseEncryptionKey(raw.toString('base64url'))).toEqual(raw);
    expect(parseEncryptionKey(` ${raw.toString('base64')}\n`)).toEqual(raw);
    expect(parseEncryptionKey(generateEncryptionKey())).toHaveLength(32);
  });

  it('throws a clear error otherwise, without echoing the input', () => {
    for (const bad of ['', 'short', 'g'.repeat(64), raw.toString('hex').slice(2), randomBytes(16).toString('base64')]) {
      expect(() => parseEncryptionKey(bad)).toThrow('64 hex characters or base64 of 32 bytes');
    }
    let message = '';
    try {
      parseEncryptionKey('supersecretvalue');
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('64 hex characters');
    expect(message).not.toContain('supersecretvalue');
  });
});
