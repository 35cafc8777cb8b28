import { Problems } from '#lib/common';
import { looksLikeJwt, tokenKindOf, type TokenKind } from '#lib/credentials';

/**
 * The credential of an `Authorization: Bearer <credential>` header: `undefined` when none was sent,
 * `null` when the header is not of that form. The only place the header is parsed (hub, MCP, fleet).
 */
export function bearerOf(header: string | string[] | undefined): string | null | undefined {
  if (header === undefined || header === '') return undefined;
  const match = typeof header === 'string' ? /^Bearer +(\S+)\s*$/i.exec(header) : null;
  return match ? match[1] : null;
}

/** The bearer credential of a REST request: none → 401 `unauthenticated`, another form → 401 `invalid_token`. */
export function requireBearer(header: string | string[] | undefined): string {
  const token = bearerOf(header);
  if (token === undefined) throw Problems.unauthenticated();
  if (token === null) throw Problems.invalidToken('Send the credential as "Authorization: Bearer <credential>".');
  return token;
}

/** What a credential is, read from the token itself: its prefix (svch_, svcp_, svcm_) or a JWT's shape. */
export type CredentialShape = TokenKind | 'jwt';

export function credentialShapeOf(token: string): CredentialShape | null {
  return tokenKindOf(token) ?? (looksLikeJwt(token) ? 'jwt' : null);
}
