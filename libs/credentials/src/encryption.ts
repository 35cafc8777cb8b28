import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export const ENCRYPTION_KEY_BYTES = 32;
const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const B64_RE = /^[A-Za-z0-9+/]*={0,2}$/;

function assertKey(key: Buffer): void {
  if (!Buffer.isBuffer(key) || key.length !== ENCRYPTION_KEY_BYTES) {
    throw new Error(`Encryption key must be ${ENCRYPTION_KEY_BYTES} bytes`);
  }
}

/**
 * AES-256-GCM with a random 12-byte IV; returns `v1:ivB64:tagB64:ctB64`. The optional `context`
 * (e.g. the secret's name) is authenticated but not stored, so a ciphertext copied to another
 * record does not decrypt there.
 */
export function encryptSecret(plaintext: string, key: Buffer, context?: string): string {
  assertKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  if (context !== undefined) cipher.setAAD(Buffer.from(context, 'utf8'));
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64'), tag.toString('base64'), ct.toString('base64')].join(':');
}

/** Throws on a malformed value, a wrong key, a wrong context or any tampering. */
export function decryptSecret(value: string, key: Buffer, context?: string): string {
  assertKey(key);
  const parts = typeof value === 'string' ? value.split(':') : [];
  if (parts.length !== 4 || parts[0] !== VERSION || !parts.slice(1).every((p) => B64_RE.test(p))) {
    throw new Error('Encrypted value is malformed');
  }
  const iv = Buffer.from(parts[1], 'base64');
  const tag = Buffer.from(parts[2], 'base64');
  const ct = Buffer.from(parts[3], 'base64');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new Error('Encrypted value is malformed');
  const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  decipher.setAuthTag(tag);
  if (context !== undefined) decipher.setAAD(Buffer.from(context, 'utf8'));
  try {
    return Buffer.concat([decipher.update(ct), decipher.final()]).toString('utf8');
  } catch {
    throw new Error('Encrypted value could not be decrypted (wrong key or tampered data)');
  }
}

/**
 * Accepts 64 hex characters or base64 (standard or url-safe, padding optional) of exactly
 * 32 bytes. The error never echoes the input, which is a secret.
 */
export function parseEncryptionKey(text: string): Buffer {
  const value = typeof text === 'string' ? text.trim() : '';
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/]{43}=?$/.test(value) || /^[A-Za-z0-9_-]{43}=?$/.test(value)) {
    const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (key.length === ENCRYPTION_KEY_BYTES) return key;
  }
  throw new Error(
    `Encryption key must be ${ENCRYPTION_KEY_BYTES * 2} hex characters or base64 of ${ENCRYPTION_KEY_BYTES} bytes`,
  );
}

/** A fresh random key in the base64 form that `parseEncryptionKey` accepts. */
export function generateEncryptionKey(): string {
  return randomBytes(ENCRYPTION_KEY_BYTES).toString('base64');
}
