import { createHash, createHmac } from 'node:crypto';
import * as zlib from 'node:zlib';
import {
  BASE62_ALPHABET,
  TOKEN_PREFIXES,
  base62Decode,
  base62Encode,
  crc32,
  hashToken,
  looksLikeJwt,
  mintToken,
  parseToken,
  safeEqual,
  tokenChecksum,
  tokenDigest,
  tokenKindOf,
  type TokenKind,
} from './token.js';

const KINDS: [TokenKind, string][] = [
  ['instanceKey', 'svch_'],
  ['personalAccessToken', 'svcp_'],
  ['machineToken', 'svcm_'],
];

// Independent base62 encoder (string arithmetic on digits, no BigInt) for the known-answer test.
function referenceBase62(n: number, width: number): string {
  let out = '';
  let rest = n;
  do {
    out = BASE62_ALPHABET.charAt(rest % 62) + out;
    rest = Math.floor(rest / 62);
  } while (rest > 0);
  return out.padStart(width, '0');
}

function replaceAt(value: string, index: number, ch: string): string {
  return value.slice(0, index) + ch + value.slice(index + 1);
}

describe('mintToken', () => {
  it.each(KINDS)('mints %s tokens with prefix %s, 49 base62 characters and a 12-char prefix', (kind, prefix) => {
    const minted = mintToken(kind);
    expect(minted.token.startsWith(prefix)).toBe(true);
    expect(minted.token).toHaveLength(prefix.length + 49);
    expect(minted.token.slice(prefix.length)).toMatch(/^[0-9A-Za-z]{49}$/);
    expect(minted.prefix).toBe(minted.token.slice(0, 12));
    expect(minted.prefix.startsWith(prefix)).toBe(true);
    expect(minted.hash).toBe(hashToken(minted.token));
    expect(minted.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('uses the pepper for the stored hash when given', () => {
    const minted = mintToken('instanceKey', 'pepper');
    expect(minted.hash).toBe(hashToken(minted.token, 'pepper'));
  });

  it('matches the TOKEN_PREFIXES table', () => {
    expect(TOKEN_PREFIXES).toEqual({ instanceKey: 'svch_', personalAccessToken: 'svcp_', machineToken: 'svcm_' });
  });

  it('never repeats over 1000 mints', () => {
    const tokens = new Set<string>();
    const hashes = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const { token, hash } = mintToken('machineToken');
      tokens.add(token);
      hashes.add(hash);
      expect(parseToken(token)).toEqual({ kind: 'machineToken', token });
    }
    expect(tokens.size).toBe(1000);
    expect(hashes.size).toBe(1000);
  });
});

describe('parseToken', () => {
  it.each(KINDS)('round-trips %s', (kind) => {
    const { token } = mintToken(kind);
    expect(parseToken(token)).toEqual({ kind, token });
    expect(tokenKindOf(token)).toBe(kind);
  });

  it('rejects a flipped character in the body (checksum mismatch)', () => {
    const { token } = mintToken('instanceKey');
    const i = 5 + 10;
    const flipped = replaceAt(token, i, token[i] === 'a' ? 'b' : 'a');
    expect(parseToken(flipped)).toBeNull();
    // The prefix alone still routes it, so the guard can answer with the right strategy.
    expect(tokenKindOf(flipped)).toBe('instanceKey');
  });

  it('rejects a changed checksum character', () => {
    const { token } = mintToken('personalAccessToken');
    const last = token.length - 1;
    expect(parseToken(replaceAt(token, last, token[last] === 'Z' ? 'Y' : 'Z'))).toBeNull();
  });

  it('rejects a token whose prefix was swapped for another kind', () => {
    const { token } = mintToken('instanceKey');
    expect(parseToken('svcp_' + token.slice(5))).toBeNull();
  });

  it('rejects unknown prefixes', () => {
    const { token } = mintToken('instanceKey');
    expect(parseToken('svcc_' + token.slice(5))).toBeNull();
    expect(parseToken('SVCH_' + token.slice(5))).toBeNull();
    expect(parseToken(token.slice(5))).toBeNull();
    expect(tokenKindOf('svcc_abc')).toBeNull();
    expect(tokenKindOf('')).toBeNull();
  });

  it('rejects wrong lengths', () => {
    const { token } = mintToken('machineToken');
    expect(parseToken(token.slice(0, -1))).toBeNull();
    expect(parseToken(token + '0')).toBeNull();
    expect(parseToken('svcm_')).toBeNull();
    expect(parseToken('')).toBeNull();
  });

  it('rejects non-base62 characters even with a matching length', () => {
    const { token } = mintToken('machineToken');
    expect(parseToken(replaceAt(token, 20, '-'))).toBeNull();
    expect(parseToken(replaceAt(token, 20, '_'))).toBeNull();
    expect(parseToken(replaceAt(token, 20, 'é'))).toBeNull();
  });

  it('rejects a body larger than 32 bytes even with a valid checksum', () => {
    const head = 'svch_' + 'z'.repeat(43);
    expect(parseToken(head + tokenChecksum(head))).toBeNull();
  });

  it('accepts a hand-built token with an all-zero body', () => {
    const head = 'svch_' + '0'.repeat(43);
    expect(parseToken(head + tokenChecksum(head))).toEqual({ kind: 'instanceKey', token: head + tokenChecksum(head) });
  });
});

describe('base62 and crc32', () => {
  it('encodes and decodes base62 numbers', () => {
    expect(base62Encode(0n, 6)).toBe('000000');
    expect(base62Encode(61n)).toBe('z');
    expect(base62Encode(62n)).toBe('10');
    expect(base62Encode(2n ** 256n - 1n, 43)).toHaveLength(43);
    expect(base62Decode(base62Encode(2n ** 256n - 1n, 43))).toBe(2n ** 256n - 1n);
    expect(() => base62Decode('ab-c')).toThrow();
  });

  it('computes IEEE CRC32 (standard check value)', () => {
    expect(crc32('123456789')).toBe(0xcbf43926);
    expect(crc32('')).toBe(0);
  });

  it('matches an independent CRC32 + base62 for "svch_" + 43 zeros', () => {
    const head = 'svch_' + '0'.repeat(43);
    // 0x65e27caa was computed with Node's zlib.crc32 and cross-checked against it here.
    expect(zlib.crc32(head)).toBe(0x65e27caa);
    expect(crc32(head)).toBe(0x65e27caa);
    expect(tokenChecksum(head)).toBe(referenceBase62(0x65e27caa, 6));
    expect(tokenChecksum(head)).toBe('1rgDu6');
    expect(tokenChecksum(head)).toHaveLength(6);
  });

  it('agrees with zlib.crc32 on minted tokens', () => {
    for (let i = 0; i < 50; i++) {
      const { token } = mintToken('personalAccessToken');
      const head = token.slice(0, -6);
      expect(token.slice(-6)).toBe(referenceBase62(zlib.crc32(head), 6));
    }
  });
});

describe('hashToken', () => {
  it('is deterministic SHA-256 hex without a pepper', () => {
    const { token } = mintToken('instanceKey');
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
  });

  it('is HMAC-SHA-256 with a pepper, and the pepper changes the hash', () => {
    const { token } = mintToken('instanceKey');
    expect(hashToken(token, 'p1')).toBe(createHmac('sha256', 'p1').update(token).digest('hex'));
    expect(hashToken(token, 'p1')).toBe(hashToken(token, 'p1'));
    expect(hashToken(token, 'p1')).not.toBe(hashToken(token, 'p2'));
    expect(hashToken(token, 'p1')).not.toBe(hashToken(token));
  });
});

describe('tokenDigest', () => {
  it('is the token’s SHA-256 in base64: never the token, nor its stored hash', () => {
    const { token, hash } = mintToken('instanceKey', 'pepper');
    expect(tokenDigest(token)).toBe(createHash('sha256').update(token).digest('base64'));
    expect(tokenDigest(token)).not.toContain(token.slice(5, 20));
    expect(tokenDigest(token)).not.toBe(hash);
    expect(tokenDigest(token)).not.toBe(tokenDigest(mintToken('instanceKey').token));
  });
});

describe('safeEqual', () => {
  it('compares in constant time', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('', '')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
    expect(safeEqual('abcd', 'abc')).toBe(false);
    expect(safeEqual('', 'a')).toBe(false);
  });
});

describe('looksLikeJwt', () => {
  it('recognises three base64url segments', () => {
    expect(looksLikeJwt('eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLV8')).toBe(true);
    expect(looksLikeJwt('a.b')).toBe(false);
    expect(looksLikeJwt('a.b.c.d')).toBe(false);
    expect(looksLikeJwt('a..c')).toBe(false);
    expect(looksLikeJwt('a.b+.c')).toBe(false);
    expect(looksLikeJwt(mintToken('instanceKey').token)).toBe(false);
  });
});
