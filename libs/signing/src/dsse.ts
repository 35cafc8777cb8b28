// DSSE envelopes (github.com/secure-systems-lab/dsse, protocol v1): the signature covers PAE(payloadType, payload),
// the payload's exact bytes, so no canonical JSON is needed: a verifier checks the bytes it received, then parses
// them.
import { createHash, type KeyObject, sign, verify } from 'node:crypto';
import { SignatureError } from './errors.js';
import { KEY_ID_PATTERN } from './keys.js';

export interface EnvelopeSignature {
  keyid: string;
  sig: string;
}

export interface Envelope {
  payloadType: string;
  /** The payload's bytes, base64. */
  payload: string;
  signatures: EnvelopeSignature[];
}

export interface EnvelopeLimits {
  /** The envelope's JSON text at most (checked before parsing), and so its payload. */
  maxBytes: number;
  maxSignatures: number;
}

/** Revisions and withdrawals: a statement with its env schema fits well within this. */
export const STATEMENT_LIMITS: EnvelopeLimits = { maxBytes: 256 * 1024, maxSignatures: 16 };

const ED25519_SIGNATURE_BYTES = 64;
const PAYLOAD_TYPE_PATTERN = /^[\x21-\x7e]{1,128}$/;
const BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;

/** DSSE's pre-authentication encoding: what is actually signed. */
export function pae(payloadType: string, payload: Buffer): Buffer {
  const type = Buffer.from(payloadType, 'utf8');
  return Buffer.concat([
    Buffer.from(`DSSEv1 ${type.length} `, 'ascii'),
    type,
    Buffer.from(` ${payload.length} `, 'ascii'),
    payload,
  ]);
}

export function payloadBytes(envelope: Envelope): Buffer {
  return Buffer.from(envelope.payload, 'base64');
}

/**
 * What a snapshot lists for an envelope: SHA-256 of its PAE, hex. It names the payload and its type, not the
 * signatures, so adding a signature (a second root key) does not change it, and re-serialising the envelope's JSON
 * cannot either.
 */
export function envelopeDigest(envelope: Envelope): string {
  return createHash('sha256')
    .update(pae(envelope.payloadType, payloadBytes(envelope)))
    .digest('hex');
}

/** An envelope holding `payload`, signed by each key (a threshold needs several). */
export function signEnvelope(
  payloadType: string,
  payload: Buffer,
  signers: { keyId: string; privateKey: KeyObject }[],
): Envelope {
  const input = pae(payloadType, payload);
  return {
    payloadType,
    payload: payload.toString('base64'),
    signatures: signers.map((s) => ({ keyid: s.keyId, sig: sign(null, input, s.privateKey).toString('base64') })),
  };
}

/** Adds signatures to an envelope (a root signed by its keys one after another, offline). */
export function addSignatures(envelope: Envelope, signers: { keyId: string; privateKey: KeyObject }[]): Envelope {
  const signed = signEnvelope(envelope.payloadType, payloadBytes(envelope), signers);
  const ids = new Set(signed.signatures.map((s) => s.keyid));
  return { ...envelope, signatures: [...envelope.signatures.filter((s) => !ids.has(s.keyid)), ...signed.signatures] };
}

const strictBase64 = (value: string) =>
  BASE64_PATTERN.test(value) && value.length % 4 === 0 && Buffer.from(value, 'base64').toString('base64') === value;

/**
 * An envelope from JSON text (its size checked before it is parsed) or from a value a body parser already made
 * (its payload's size checked before it is decoded). Every field is checked for type and format; unknown fields
 * are refused so that nothing unsigned rides along.
 */
export function parseEnvelope(input: unknown, limits: EnvelopeLimits = STATEMENT_LIMITS): Envelope {
  let value: unknown = input;
  if (typeof input === 'string' || Buffer.isBuffer(input)) {
    const size = typeof input === 'string' ? Buffer.byteLength(input, 'utf8') : input.length;
    if (size > limits.maxBytes) {
      throw new SignatureError('too_large', `The envelope is ${size} bytes; at most ${limits.maxBytes} are read.`);
    }
    try {
      value = JSON.parse(typeof input === 'string' ? input : input.toString('utf8'));
    } catch {
      throw new SignatureError('malformed', 'The envelope is not JSON.');
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new SignatureError('malformed', 'An envelope is an object {payloadType, payload, signatures}.');
  }
  const e = value as Record<string, unknown>;
  const unknown = Object.keys(e).filter((k) => k !== 'payloadType' && k !== 'payload' && k !== 'signatures');
  if (unknown.length) throw new SignatureError('malformed', `Unknown envelope field: ${unknown[0]}.`);
  if (typeof e.payloadType !== 'string' || !PAYLOAD_TYPE_PATTERN.test(e.payloadType)) {
    throw new SignatureError('malformed', 'payloadType must be a media type (printable ASCII, at most 128).');
  }
  if (typeof e.payload !== 'string') throw new SignatureError('malformed', 'payload must be a base64 string.');
  if (e.payload.length > Math.ceil(limits.maxBytes / 3) * 4) {
    throw new SignatureError('too_large', `The payload is larger than ${limits.maxBytes} bytes.`);
  }
  if (!strictBase64(e.payload)) throw new SignatureError('malformed', 'payload must be standard base64 (padded).');
  if (!Array.isArray(e.signatures)) throw new SignatureError('malformed', 'signatures must be an array.');
  if (e.signatures.length === 0) throw new SignatureError('malformed', 'An envelope needs at least one signature.');
  if (e.signatures.length > limits.maxSignatures) {
    throw new SignatureError('too_large', `An envelope carries at most ${limits.maxSignatures} signatures.`);
  }
  const signatures = e.signatures.map((s: unknown, i): EnvelopeSignature => {
    const entry = s as Record<string, unknown> | null;
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) {
      throw new SignatureError('malformed', `signatures[${i}] must be an object {keyid, sig}.`);
    }
    const extra = Object.keys(entry).filter((k) => k !== 'keyid' && k !== 'sig');
    if (extra.length) throw new SignatureError('malformed', `signatures[${i}]: unknown field ${extra[0]}.`);
    if (typeof entry.keyid !== 'string' || !KEY_ID_PATTERN.test(entry.keyid)) {
      throw new SignatureError('malformed', `signatures[${i}].keyid must be a key id (64 lowercase hex digits).`);
    }
    // An Ed25519 signature is 64 bytes: 88 characters of base64. Anything longer is refused before decoding.
    if (typeof entry.sig !== 'string' || entry.sig.length !== 88 || !strictBase64(entry.sig)) {
      throw new SignatureError('malformed', `signatures[${i}].sig must be a base64 Ed25519 signature (64 bytes).`);
    }
    if (Buffer.from(entry.sig, 'base64').length !== ED25519_SIGNATURE_BYTES) {
      throw new SignatureError('malformed', `signatures[${i}].sig must be 64 bytes.`);
    }
    return { keyid: entry.keyid, sig: entry.sig };
  });
  return { payloadType: e.payloadType, payload: e.payload, signatures };
}

/** A role's keys: who may sign, and how many distinct keys must. */
export interface TrustedRole {
  keyids: readonly string[];
  threshold: number;
}

/**
 * The key ids of `role` that signed this envelope validly. A signature counts only when its keyid is one of the
 * role's keys AND that key verifies it (a keyid naming a trusted key over a signature by another key counts for
 * nothing); a key that signed twice counts once; signatures by keys the role does not hold are ignored.
 */
export function validSigners(envelope: Envelope, role: TrustedRole, keys: ReadonlyMap<string, KeyObject>): string[] {
  const allowed = new Set(role.keyids);
  const input = pae(envelope.payloadType, payloadBytes(envelope));
  const valid = new Set<string>();
  for (const s of envelope.signatures) {
    if (!allowed.has(s.keyid) || valid.has(s.keyid)) continue;
    const key = keys.get(s.keyid);
    if (key && verify(null, input, key, Buffer.from(s.sig, 'base64'))) valid.add(s.keyid);
  }
  return [...valid];
}

/** Refuses an envelope that fewer than `role.threshold` distinct keys of the role signed; returns the signers. */
export function verifyThreshold(
  envelope: Envelope,
  role: TrustedRole,
  keys: ReadonlyMap<string, KeyObject>,
  what: string,
): string[] {
  const signers = validSigners(envelope, role, keys);
  if (signers.length < role.threshold) {
    const known = envelope.signatures.filter((s) => role.keyids.includes(s.keyid)).length;
    const why = known === 0 ? 'none of its signatures is by a key trusted for it' : `${signers.length} valid`;
    throw new SignatureError('threshold', `${what} needs ${role.threshold} valid signature(s): ${why}.`);
  }
  return signers;
}

/** The envelope's payload as JSON, after checking its payloadType (call it only on a verified envelope). */
export function decodePayload(envelope: Envelope, payloadType: string): unknown {
  if (envelope.payloadType !== payloadType) {
    throw new SignatureError('wrong_type', `Expected a ${payloadType} envelope, got ${envelope.payloadType}.`);
  }
  try {
    return JSON.parse(payloadBytes(envelope).toString('utf8')) as unknown;
  } catch {
    throw new SignatureError('malformed', 'The payload is not JSON.');
  }
}
