import { createHash, generateKeyPairSync } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignatureError } from './errors.js';
import {
  generateSigningKey,
  keyIdOf,
  publicKeyEntry,
  publicKeyFromEntry,
  rawPublicKey,
  readPrivateKeyFile,
  writePrivateKeyFile,
} from './keys.js';

describe('signing keys', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'signing-keys-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('names a key by the SHA-256 of its 32 raw public bytes', () => {
    const pair = generateSigningKey();
    const raw = rawPublicKey(pair.publicKey);
    expect(raw).toHaveLength(32);
    // the raw key is the last 32 bytes of the SPKI DER (a third party finds it that way too)
    expect(raw.equals(pair.publicKey.export({ format: 'der', type: 'spki' }).subarray(-32))).toBe(true);
    expect(pair.keyId).toBe(createHash('sha256').update(raw).digest('hex'));
    expect(keyIdOf(pair.publicKey)).toBe(pair.keyId);
  });

  it('writes the private key as PKCS#8 PEM with mode 0600 and reads it back', () => {
    const pair = generateSigningKey();
    const file = join(dir, 'curator.key');
    writePrivateKeyFile(file, pair.privateKey);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect(readPrivateKeyFile(file).keyId).toBe(pair.keyId);
  });

  it('never overwrites an existing key file', () => {
    const file = join(dir, 'curator.key');
    writePrivateKeyFile(file, generateSigningKey().privateKey);
    expect(() => writePrivateKeyFile(file, generateSigningKey().privateKey)).toThrow(/EEXIST/);
  });

  it('refuses a key file others can read, one that is not a key, and a key that is not Ed25519', () => {
    const file = join(dir, 'open.key');
    writePrivateKeyFile(file, generateSigningKey().privateKey);
    chmodSync(file, 0o644);
    expect(() => readPrivateKeyFile(file)).toThrow(/readable by others \(mode 0644\)/);
    const junk = join(dir, 'junk.key');
    writeFileSync(junk, 'not a key', { mode: 0o600 });
    expect(() => readPrivateKeyFile(junk)).toThrow(/not a PKCS#8 PEM private key/);
    const rsa = join(dir, 'rsa.key');
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    writeFileSync(rsa, privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600 });
    expect(() => readPrivateKeyFile(rsa)).toThrow(SignatureError);
  });

  it('reads a public key entry and refuses malformed ones', () => {
    const pair = generateSigningKey();
    const entry = publicKeyEntry(pair.publicKey);
    expect(keyIdOf(publicKeyFromEntry(entry))).toBe(pair.keyId);
    for (const bad of [
      null,
      { algorithm: 'rsa', public_key: entry.public_key },
      { algorithm: 'ed25519', public_key: 'AAAA' },
      { algorithm: 'ed25519', public_key: Buffer.alloc(33).toString('base64') },
      { algorithm: 'ed25519', public_key: `${entry.public_key}\n` },
      { algorithm: 'ed25519', public_key: 5 },
    ]) {
      expect(() => publicKeyFromEntry(bad)).toThrow(SignatureError);
    }
  });
});
