/**
 * The rules a JWT must meet to be taken as an access token, beyond its signature, issuer, audience and
 * expiry: the same in hub and fleet (docs/api-decisions.md, "One JWT rule").
 */

export interface JwtHeader {
  alg?: unknown;
  kid?: unknown;
  typ?: unknown;
  crit?: unknown;
}

/** The header of a compact JWT, unverified, or null when it is not one. */
export function decodeJwtHeader(token: string): JwtHeader | null {
  return decodeJwtPart(token, 0);
}

/** The payload of a compact JWT, unverified (only ever used to refuse, never to accept), or null. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  return decodeJwtPart(token, 1);
}

function decodeJwtPart<T>(token: string, index: 0 | 1): T | null {
  const part = token.split('.')[index];
  if (!part) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as T) : null;
  } catch {
    return null;
  }
}

const ID_TOKEN_CLAIMS = ['nonce', 'at_hash', 'c_hash', 's_hash'];

/**
 * Why this JWT is not an access token we accept, or null:
 * - a `crit` header names extensions the verifier must understand, and we understand none
 *   (RFC 7515 §4.1.11: reject);
 * - an ID token says who signed in, not what the bearer may do: a JWT with an ID token's marks
 *   (`nonce`, `at_hash`, `c_hash`, `s_hash`, or Keycloak's `typ: ID` claim) is refused unless its header
 *   says `at+jwt` (RFC 9068) or its `typ` claim says `Bearer` (Keycloak's access tokens, which before
 *   version 24 may carry the nonce).
 */
export function accessTokenRefusal(header: JwtHeader, payload: Record<string, unknown>): string | null {
  if (header.crit !== undefined) return 'The token names critical header extensions this server does not understand.';
  const typ = typeof header.typ === 'string' ? header.typ.toLowerCase() : undefined;
  const accessTokenTyp = typ === 'at+jwt' || typ === 'application/at+jwt' || payload.typ === 'Bearer';
  const idTokenMarks = ID_TOKEN_CLAIMS.some((claim) => payload[claim] !== undefined);
  if (!accessTokenTyp && (idTokenMarks || payload.typ === 'ID')) {
    return 'This is an ID token; send the access token as the Bearer credential.';
  }
  return null;
}
