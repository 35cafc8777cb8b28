/**
 * Why a signed document was refused, as a stable code a caller can branch on (the hub maps it to a 4xx problem,
 * the fleet to a signature status) and a sentence a person can read.
 */
export type SignatureErrorCode =
  /** Larger than the cap for its kind, or too many signatures: refused before parsing. */
  | 'too_large'
  /** Not an envelope, or a field of the wrong type or format. */
  | 'malformed'
  /** The envelope's payloadType, or the statement's `type`, is not the one expected here. */
  | 'wrong_type'
  /** Fewer valid signatures by keys trusted for this role than its threshold. */
  | 'threshold'
  /** No key of the root may sign this (an unknown publisher, a template outside the key's scope). */
  | 'not_authorized'
  /** A root or snapshot whose version is lower than (or not the successor of) the one trusted. */
  | 'rollback'
  /** A snapshot past its expiry (with the clock skew allowed), or one that promises to live too long. */
  | 'expired';

export class SignatureError extends Error {
  constructor(
    readonly code: SignatureErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SignatureError';
  }
}
