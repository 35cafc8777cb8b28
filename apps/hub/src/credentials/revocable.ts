import { hashToken, parseToken } from '#lib/credentials';

/** The hashes to look for, by table; everything else in a leak report is dropped before any database work. */
export interface RevocableHashes {
  keyHashes: string[];
  tokenHashes: string[];
}

/**
 * Keeps the strings that are well-formed hub credentials (`svch_` instance keys, `svcp_` personal access
 * tokens) with a valid checksum, as hashes, without duplicates. A mistyped, truncated or made-up string, a
 * fleet machine token or a JWT yields nothing, so it costs no database lookup (docs/token-format.md).
 */
export function revocableHashes(strings: readonly string[], pepper?: string): RevocableHashes {
  const keyHashes = new Set<string>();
  const tokenHashes = new Set<string>();
  for (const value of strings) {
    if (typeof value !== 'string') continue;
    const parsed = parseToken(value.trim());
    if (parsed?.kind === 'instanceKey') keyHashes.add(hashToken(parsed.token, pepper));
    else if (parsed?.kind === 'personalAccessToken') tokenHashes.add(hashToken(parsed.token, pepper));
  }
  return { keyHashes: [...keyHashes], tokenHashes: [...tokenHashes] };
}
