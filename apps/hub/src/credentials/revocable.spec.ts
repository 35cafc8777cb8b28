import { hashToken, mintToken, TOKEN_PREFIXES, tokenChecksum } from '#lib/credentials';
import { revocableHashes } from './revocable.js';

/** A token of the right shape whose checksum is wrong (its last character changed). */
function badChecksum(token: string): string {
  const last = token.at(-1) === '0' ? '1' : '0';
  return token.slice(0, -1) + last;
}

describe('revocableHashes (what a leak report may look up)', () => {
  it('keeps well-formed instance keys and personal access tokens, as hashes with the pepper', () => {
    const key = mintToken('instanceKey', 'pepper');
    const pat = mintToken('personalAccessToken', 'pepper');
    expect(revocableHashes([key.token, pat.token], 'pepper')).toEqual({
      keyHashes: [key.hash],
      tokenHashes: [pat.hash],
    });
    expect(revocableHashes([key.token]).keyHashes).toEqual([hashToken(key.token)]);
  });

  it('drops a bad checksum, so that it never reaches the database', () => {
    const key = mintToken('instanceKey');
    const pat = mintToken('personalAccessToken');
    expect(revocableHashes([badChecksum(key.token), badChecksum(pat.token)])).toEqual({
      keyHashes: [],
      tokenHashes: [],
    });
  });

  it('drops everything else: other kinds, truncated or padded tokens, JWTs, random text', () => {
    const machine = mintToken('machineToken').token;
    const key = mintToken('instanceKey').token;
    const body = 'A'.repeat(43);
    const wrongLength = TOKEN_PREFIXES.instanceKey + body.slice(1) + tokenChecksum(TOKEN_PREFIXES.instanceKey + body);
    expect(
      revocableHashes([
        machine,
        key.slice(0, -1),
        key + 'x',
        `x${key}`,
        wrongLength,
        'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln',
        'hello world',
        '',
      ]),
    ).toEqual({ keyHashes: [], tokenHashes: [] });
  });

  it('counts a repeated token once and ignores surrounding whitespace', () => {
    const key = mintToken('instanceKey');
    expect(revocableHashes([key.token, ` ${key.token}\n`, key.token]).keyHashes).toEqual([key.hash]);
  });
});
