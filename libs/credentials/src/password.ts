import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** OWASP Password Storage Cheat Sheet scrypt parameters (the default cost: log2 N = 17). */
export const SCRYPT_PARAMS = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });
export const SCRYPT_DEFAULT_LOG2_N = 17;
/** The cost range an app may be configured with (FLEET_PASSWORD_HASH_COST); below the default only for tests. */
export const SCRYPT_MIN_LOG2_N = 10;
export const SCRYPT_SALT_BYTES = 16;
export const SCRYPT_KEY_BYTES = 32;

// Bounds for parameters read back from storage, so a corrupted or hostile row cannot make
// verification allocate gigabytes or spin for minutes.
const MAX_LOG2_N = 20;
const MAX_R = 32;
const MAX_P = 16;
const MIN_KEY_BYTES = 16;
const MAX_KEY_BYTES = 128;

interface StoredPassword {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function scryptAsync(password: string, salt: Buffer, keyLength: number, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, params, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

function derive(password: string, salt: Buffer, keyLength: number, N: number, r: number, p: number): Promise<Buffer> {
  // Node's default maxmem (32 MiB) is below the 128 * N * r bytes these parameters need.
  const maxmem = 128 * N * r * 2 + 1024 * 1024;
  // NIST SP 800-63B: normalize so that visually identical passwords hash identically.
  return scryptAsync(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem });
}

function parseStored(stored: string): StoredPassword | null {
  if (typeof stored !== 'string') return null;
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, nText, rText, pText, saltText, hashText] = parts;
  if (!/^\d{1,8}$/.test(nText) || !/^\d{1,3}$/.test(rText) || !/^\d{1,3}$/.test(pText)) return null;
  const N = Number(nText);
  const r = Number(rText);
  const p = Number(pText);
  if (N < 2 || N > 2 ** MAX_LOG2_N || (N & (N - 1)) !== 0) return null;
  if (r < 1 || r > MAX_R || p < 1 || p > MAX_P) return null;
  const b64 = /^[A-Za-z0-9+/]+={0,2}$/;
  if (!b64.test(saltText) || !b64.test(hashText)) return null;
  const salt = Buffer.from(saltText, 'base64');
  const hash = Buffer.from(hashText, 'base64');
  if (salt.length < 8 || hash.length < MIN_KEY_BYTES || hash.length > MAX_KEY_BYTES) return null;
  return { N, r, p, salt, hash };
}

function costOf(log2N: number): number {
  if (!Number.isInteger(log2N) || log2N < SCRYPT_MIN_LOG2_N || log2N > MAX_LOG2_N) {
    throw new RangeError(`scrypt cost must be an integer from ${SCRYPT_MIN_LOG2_N} to ${MAX_LOG2_N}`);
  }
  return 2 ** log2N;
}

/**
 * Returns `scrypt$N$r$p$saltB64$hashB64`, N = 2^`log2N` (the stored value names its cost, so a hash made at one
 * cost verifies at any configured one).
 */
export async function hashPassword(password: string, log2N = SCRYPT_DEFAULT_LOG2_N): Promise<string> {
  if (typeof password !== 'string') throw new TypeError('password must be a string');
  const { r, p } = SCRYPT_PARAMS;
  const N = costOf(log2N);
  const salt = randomBytes(SCRYPT_SALT_BYTES);
  const hash = await derive(password, salt, SCRYPT_KEY_BYTES, N, r, p);
  return ['scrypt', N, r, p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/**
 * False for a wrong password and for a malformed stored value (after a dummy run at `log2N`, the configured cost);
 * never throws on bad input.
 */
export async function verifyPassword(
  password: string,
  stored: string,
  log2N = SCRYPT_DEFAULT_LOG2_N,
): Promise<boolean> {
  if (typeof password !== 'string') return false;
  const parsed = parseStored(stored);
  if (parsed === null) {
    await dummyVerify(password, log2N);
    return false;
  }
  const candidate = await derive(password, parsed.salt, parsed.hash.length, parsed.N, parsed.r, parsed.p);
  return timingSafeEqual(candidate, parsed.hash);
}

/** True when the stored hash was made with other parameters than the current ones (cost `log2N`). */
export function passwordNeedsRehash(stored: string, log2N = SCRYPT_DEFAULT_LOG2_N): boolean {
  const parsed = parseStored(stored);
  if (parsed === null) return true;
  const { r, p } = SCRYPT_PARAMS;
  const N = costOf(log2N);
  return parsed.N !== N || parsed.r !== r || parsed.p !== p || parsed.hash.length !== SCRYPT_KEY_BYTES;
}

// A hash whose key is random bytes: no password matches it, and checking one costs the same
// scrypt work as a real verification at the same cost.
const DUMMY = { salt: randomBytes(SCRYPT_SALT_BYTES), hash: randomBytes(SCRYPT_KEY_BYTES) };

/**
 * Spends the same time as `verifyPassword` of a hash made at `log2N` and resolves false. Call it when the account
 * does not exist (or has no password) so that response timing does not reveal which usernames are real.
 */
export async function dummyVerify(password = '', log2N = SCRYPT_DEFAULT_LOG2_N): Promise<false> {
  const { r, p } = SCRYPT_PARAMS;
  const candidate = await derive(String(password), DUMMY.salt, DUMMY.hash.length, costOf(log2N), r, p);
  timingSafeEqual(candidate, DUMMY.hash);
  return false;
}
