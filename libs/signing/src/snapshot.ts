// The hub's timestamped snapshot per fleet scope (TUF's timestamp + snapshot roles in one document): which
// revision of each template the scope sees and the digests of the envelopes behind it, with a version that only
// grows and a short expiry, signed by the hub's online timestamp key.
import { type KeyObject } from 'node:crypto';
import {
  decodePayload,
  type Envelope,
  envelopeDigest,
  type EnvelopeLimits,
  parseEnvelope,
  signEnvelope,
  verifyThreshold,
} from './dsse.js';
import { SignatureError } from './errors.js';
import { sameTimestampKeys, type RootDocument, type TrustedRoot } from './root.js';
import { isIsoTime, SLUG_PATTERN } from './statements.js';

export const SNAPSHOT_PAYLOAD_TYPE = 'application/vnd.hub-catalog.snapshot+json';
/** 5,000 templates with a few withdrawals each fit in well under this. */
export const SNAPSHOT_LIMITS: EnvelopeLimits = { maxBytes: 4 * 1024 * 1024, maxSignatures: 8 };
/** The clock skew tolerated between hub and fleet (issue 40: ±10 min). */
export const CLOCK_SKEW_MS = 10 * 60 * 1000;

export interface SnapshotTemplate {
  /** The revision the scope's fleets are offered. */
  revision: number;
  /** envelopeDigest of that revision's envelope. */
  digest: string;
  /** envelopeDigest of each withdrawal statement in force for the template (yanks, rollbacks, deprecation). */
  withdrawals: string[];
}

export interface SnapshotDocument {
  type: 'hub-catalog/snapshot';
  /** The fleet scope: the visibility class it was made for (e.g. `public`, `org:<id>`). */
  scope: string;
  version: number;
  /** The root version the hub signed under. */
  root_version: number;
  /** The hub's clock when it signed. */
  issued_at: string;
  expires: string;
  templates: Record<string, SnapshotTemplate>;
}

/** What a client keeps between snapshots: the highest version seen and its monotonic time floor. */
export interface SnapshotState {
  version: number;
  /** envelopeDigest of the snapshot of that version (a different document with the same version is refused). */
  digest: string | null;
  /** Milliseconds: the latest trusted time seen; a clock set back cannot make an expired snapshot valid again. */
  floor: number;
}

export const INITIAL_SNAPSHOT_STATE: SnapshotState = { version: 0, digest: null, floor: 0 };

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const refuse = (message: string): never => {
  throw new SignatureError('malformed', `snapshot: ${message}`);
};
const DIGEST = /^[0-9a-f]{64}$/;
const SCOPE = /^[A-Za-z0-9:._-]{1,128}$/;

export function checkSnapshotDocument(value: unknown): SnapshotDocument {
  if (!isObject(value)) return refuse('a snapshot is an object.');
  if (value.type !== 'hub-catalog/snapshot') throw new SignatureError('wrong_type', 'Not a snapshot.');
  const keys = ['type', 'scope', 'version', 'root_version', 'issued_at', 'expires', 'templates'];
  for (const k of Object.keys(value)) if (!keys.includes(k)) refuse(`unknown field ${k}.`);
  if (typeof value.scope !== 'string' || !SCOPE.test(value.scope)) refuse('scope is not a scope name.');
  for (const k of ['version', 'root_version'] as const) {
    if (!Number.isSafeInteger(value[k]) || (value[k] as number) < 1) refuse(`${k} must be a positive integer.`);
  }
  if (!isIsoTime(value.issued_at) || !isIsoTime(value.expires)) refuse('issued_at and expires are ISO times.');
  if (!isObject(value.templates)) return refuse('templates must be an object {slug: {revision, digest}}.');
  for (const [slug, t] of Object.entries(value.templates)) {
    if (!SLUG_PATTERN.test(slug)) refuse(`templates: ${slug} is not a slug.`);
    if (!isObject(t)) return refuse(`templates.${slug} must be an object.`);
    if (Object.keys(t).some((k) => !['revision', 'digest', 'withdrawals'].includes(k))) {
      refuse(`templates.${slug}: unknown field.`);
    }
    if (!Number.isSafeInteger(t.revision) || (t.revision as number) < 1) refuse(`templates.${slug}.revision.`);
    if (typeof t.digest !== 'string' || !DIGEST.test(t.digest)) refuse(`templates.${slug}.digest is not a digest.`);
    if (!Array.isArray(t.withdrawals) || t.withdrawals.some((d) => typeof d !== 'string' || !DIGEST.test(d))) {
      refuse(`templates.${slug}.withdrawals must be an array of digests.`);
    }
  }
  return value as unknown as SnapshotDocument;
}

export function signSnapshot(
  document: SnapshotDocument,
  signers: { keyId: string; privateKey: KeyObject }[],
): Envelope {
  checkSnapshotDocument(document);
  return signEnvelope(SNAPSHOT_PAYLOAD_TYPE, Buffer.from(JSON.stringify(document), 'utf8'), signers);
}

export interface SnapshotCheck {
  /** The client's clock (ms). */
  now: number;
  /** The scope the client asked for (a snapshot made for another scope is refused). */
  scope?: string;
  skewMs?: number;
}

/**
 * Verifies a snapshot against the trusted root and what the client saw before, and returns the state to keep:
 * - a threshold of the root's timestamp keys signed it;
 * - its version is not lower than the one seen (rollback), and the same version is the same document;
 * - it lives no longer than the root allows (≤ 24 h), and it has not expired: `max(now, floor)` is at most
 *   `expires + skew`. The floor only grows (to the snapshot's issued_at, but never past now + skew, so a future
 *   date cannot push it far), so a clock set back cannot revive an expired snapshot.
 */
export function verifySnapshot(
  trusted: TrustedRoot,
  input: unknown,
  state: SnapshotState,
  check: SnapshotCheck,
): { snapshot: SnapshotDocument; envelope: Envelope; state: SnapshotState } {
  const envelope = parseEnvelope(input, SNAPSHOT_LIMITS);
  verifyThreshold(envelope, trusted.document.roles.timestamp, trusted.keys, 'A snapshot');
  const snapshot = checkSnapshotDocument(decodePayload(envelope, SNAPSHOT_PAYLOAD_TYPE));
  if (check.scope !== undefined && snapshot.scope !== check.scope) {
    throw new SignatureError('wrong_type', `A snapshot of scope ${snapshot.scope}, not ${check.scope}.`);
  }
  const digest = envelopeDigest(envelope);
  if (snapshot.version < state.version) {
    throw new SignatureError('rollback', `Snapshot version ${snapshot.version} is older than ${state.version}.`);
  }
  if (snapshot.version === state.version && state.digest !== null && digest !== state.digest) {
    throw new SignatureError('rollback', `Another snapshot with version ${snapshot.version} was seen.`);
  }
  const skew = check.skewMs ?? CLOCK_SKEW_MS;
  const issued = Date.parse(snapshot.issued_at);
  const expires = Date.parse(snapshot.expires);
  if (expires - issued > trusted.document.snapshot_max_validity_seconds * 1000 || expires < issued) {
    throw new SignatureError(
      'expired',
      `A snapshot may live ${trusted.document.snapshot_max_validity_seconds} s; this one claims ${snapshot.issued_at} to ${snapshot.expires}.`,
    );
  }
  const reference = Math.max(check.now, state.floor);
  if (reference > expires + skew) {
    throw new SignatureError('expired', `The snapshot expired at ${snapshot.expires}.`);
  }
  const floor = Math.max(state.floor, Math.min(issued, check.now + skew));
  return { snapshot, envelope, state: { version: snapshot.version, digest, floor } };
}

/**
 * The state to keep after a root rotation: when the timestamp keys changed, the version floor restarts (a stolen
 * timestamp key may have pushed it to a huge version; rotating that key is the recovery), the time floor stays.
 */
export function stateAfterRootUpdate(old: RootDocument, next: RootDocument, state: SnapshotState): SnapshotState {
  return sameTimestampKeys(old, next) ? state : { version: 0, digest: null, floor: state.floor };
}

/**
 * Checks a revision envelope against the snapshot (mix and match: an envelope of another revision, or of
 * another template, does not have the digest the snapshot lists for this template).
 */
export function checkListed(snapshot: SnapshotDocument, slug: string, revision: number, envelope: Envelope): void {
  const entry = snapshot.templates[slug];
  if (!entry) throw new SignatureError('not_authorized', `${slug} is not in the snapshot of scope ${snapshot.scope}.`);
  if (entry.revision !== revision || entry.digest !== envelopeDigest(envelope)) {
    throw new SignatureError('rollback', `${slug} revision ${revision} is not what the snapshot lists.`);
  }
}
