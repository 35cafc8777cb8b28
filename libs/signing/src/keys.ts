import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { chmodSync, openSync, closeSync, readFileSync, statSync, writeSync } from 'node:fs';
import { SignatureError } from './errors.js';

/** An Ed25519 public key as documents carry it: the 32 raw bytes, base64. */
export interface PublicKeyEntry {
  algorithm: 'ed25519';
  public_key: string;
}

export interface KeyPair {
  keyId: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

const RAW_KEY_BYTES = 32;
export const KEY_ID_PATTERN = /^[0-9a-f]{64}$/;

/** The 32 raw bytes of an Ed25519 public key. */
export function rawPublicKey(key: KeyObject): Buffer {
  const jwk = key.export({ format: 'jwk' });
  if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || typeof jwk.x !== 'string') {
    throw new SignatureError('malformed', 'Only Ed25519 keys are used for signing.');
  }
  return Buffer.from(jwk.x, 'base64url');
}

/** A key's id: the SHA-256 of its raw public key, hex (the same for anyone who holds the public key). */
export function keyIdOf(publicKey: KeyObject | Buffer): string {
  const raw = Buffer.isBuffer(publicKey) ? publicKey : rawPublicKey(publicKey);
  return createHash('sha256').update(raw).digest('hex');
}

/** The key a document's entry names, or a `malformed` refusal (wrong algorithm, not 32 bytes of base64). */
export function publicKeyFromEntry(entry: unknown): KeyObject {
  const e = entry as Partial<PublicKeyEntry> | null;
  if (!e || typeof e !== 'object' || e.algorithm !== 'ed25519' || typeof e.public_key !== 'string') {
    throw new SignatureError('malformed', 'A key entry must be {algorithm: "ed25519", public_key: base64}.');
  }
  const raw = Buffer.from(e.public_key, 'base64');
  if (raw.length !== RAW_KEY_BYTES || raw.toString('base64') !== e.public_key) {
    throw new SignatureError('malformed', 'An Ed25519 public key is 32 bytes, written in base64.');
  }
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: raw.toString('base64url') }, format: 'jwk' });
}

export function publicKeyEntry(publicKey: KeyObject): PublicKeyEntry {
  return { algorithm: 'ed25519', public_key: rawPublicKey(publicKey).toString('base64') };
}

export function generateSigningKey(): KeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { keyId: keyIdOf(publicKey), privateKey, publicKey };
}

/** The pair a private key file holds (PKCS#8 PEM). */
export function keyPairOf(privateKey: KeyObject): KeyPair {
  if (privateKey.asymmetricKeyType !== 'ed25519') {
    throw new SignatureError('malformed', 'Only Ed25519 keys are used for signing.');
  }
  const publicKey = createPublicKey(privateKey);
  return { keyId: keyIdOf(publicKey), privateKey, publicKey };
}

/**
 * Writes a private key as PKCS#8 PEM, readable by its owner only (0600), and never over an existing file: losing a
 * signing key to a typo costs a root rotation.
 */
export function writePrivateKeyFile(path: string, privateKey: KeyObject): void {
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
  const fd = openSync(path, 'wx', 0o600);
  try {
    writeSync(fd, pem);
  } finally {
    closeSync(fd);
  }
  chmodSync(path, 0o600); // open's mode passes through the umask; say 0600 exactly
}

/** The public half beside the private file (`KEY.pub`): the base64 raw key and its id, safe to share. */
export function publicKeyFileText(pair: KeyPair): string {
  return `${JSON.stringify({ key_id: pair.keyId, ...publicKeyEntry(pair.publicKey) }, null, 2)}\n`;
}

/**
 * Reads a private key file. Refuses one that others may read (group or world bits set), as ssh does: a key
 * that others could copy is not the curator's alone any more.
 */
export function readPrivateKeyFile(path: string): KeyPair {
  const mode = statSync(path).mode & 0o777;
  if (mode & 0o077) {
    throw new SignatureError(
      'malformed',
      `${path} is readable by others (mode ${mode.toString(8).padStart(4, '0')}): chmod 600 it first.`,
    );
  }
  let key: KeyObject;
  try {
    key = createPrivateKey(readFileSync(path));
  } catch {
    throw new SignatureError('malformed', `${path} is not a PKCS#8 PEM private key.`);
  }
  return keyPairOf(key);
}
