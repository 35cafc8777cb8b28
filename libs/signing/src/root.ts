// The trust root (TUF's root role, docs/signing.md): which keys may sign what, signed by offline root keys. A new
// version must be signed by a threshold of the previous version's root keys AND of its own, and be exactly the
// next version; a client catches up one version at a time (as tuf-js's updateRoot does).
import { type KeyObject } from 'node:crypto';
import {
  decodePayload,
  type Envelope,
  type EnvelopeLimits,
  parseEnvelope,
  signEnvelope,
  type TrustedRole,
  verifyThreshold,
} from './dsse.js';
import { SignatureError } from './errors.js';
import { KEY_ID_PATTERN, keyIdOf, publicKeyFromEntry, type PublicKeyEntry, rawPublicKey } from './keys.js';
import { SLUG_PATTERN } from './statements.js';

export const ROOT_PAYLOAD_TYPE = 'application/vnd.hub-catalog.root+json';
export const ROOT_LIMITS: EnvelopeLimits = { maxBytes: 512 * 1024, maxSignatures: 32 };
/** The longest a snapshot may live, whatever a root says (issue 40: at most 24 h). */
export const MAX_SNAPSHOT_VALIDITY_SECONDS = 24 * 3600;

export interface PublisherEntry {
  /** Shown by fleets ("verified by acme"); unique in a root. */
  name: string;
  keyids: string[];
  threshold: number;
  /** Template slugs this publisher alone may sign. */
  templates: string[];
  /** Categories whose templates it may sign (those no publisher names in `templates`). */
  categories: string[];
}

export interface RootDocument {
  type: 'hub-catalog/root';
  version: number;
  keys: Record<string, PublicKeyEntry>;
  roles: {
    /** Offline keys: sign root versions. */
    root: TrustedRole;
    /** The hub's online key(s): sign snapshots. */
    timestamp: TrustedRole;
    /** The hub's online key(s): sign console-made templates ("hub-signed", never "verified"). */
    hub: TrustedRole;
  };
  publishers: PublisherEntry[];
  /** How long a snapshot may live (seconds, ≤ 24 h). */
  snapshot_max_validity_seconds: number;
}

export interface TrustedRoot {
  document: RootDocument;
  envelope: Envelope;
  keys: ReadonlyMap<string, KeyObject>;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const refuse = (message: string): never => {
  throw new SignatureError('malformed', `root: ${message}`);
};
const NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ._@-]{0,63}$/;

function checkRole(value: unknown, keys: Record<string, unknown>, what: string): TrustedRole {
  if (!isObject(value)) return refuse(`${what} must be {keyids, threshold}.`);
  const { keyids, threshold } = value;
  if (!Array.isArray(keyids) || keyids.length === 0 || keyids.length > 64) {
    refuse(`${what}.keyids must list 1 to 64 keys.`);
  }
  const ids = keyids as unknown[];
  for (const id of ids) {
    if (typeof id !== 'string' || !KEY_ID_PATTERN.test(id)) refuse(`${what}.keyids holds a malformed key id.`);
    if (!((id as string) in keys)) refuse(`${what}.keyids names ${id as string}, which keys does not hold.`);
  }
  if (new Set(ids).size !== ids.length) refuse(`${what}.keyids names a key twice.`);
  if (!Number.isSafeInteger(threshold) || (threshold as number) < 1 || (threshold as number) > ids.length) {
    refuse(`${what}.threshold must be an integer from 1 to the number of its keys.`);
  }
  return { keyids: ids as string[], threshold: threshold as number };
}

function slugList(value: unknown, what: string): string[] {
  if (!Array.isArray(value) || value.length > 10_000) return refuse(`${what} must be an array of slugs.`);
  for (const s of value) if (typeof s !== 'string' || !SLUG_PATTERN.test(s)) refuse(`${what} holds a non-slug.`);
  if (new Set(value).size !== value.length) refuse(`${what} names a slug twice.`);
  return value as string[];
}

/** A root document's shape and consistency: every key id is its key's, every role names keys it holds. */
export function checkRootDocument(value: unknown): RootDocument {
  if (!isObject(value)) return refuse('a root is an object.');
  if (value.type !== 'hub-catalog/root') throw new SignatureError('wrong_type', 'Not a root document.');
  const allowed = ['type', 'version', 'keys', 'roles', 'publishers', 'snapshot_max_validity_seconds'];
  for (const k of Object.keys(value)) if (!allowed.includes(k)) refuse(`unknown field ${k}.`);
  if (!Number.isSafeInteger(value.version) || (value.version as number) < 1) {
    refuse('version must be a positive integer.');
  }
  const v = value.snapshot_max_validity_seconds;
  if (!Number.isSafeInteger(v) || (v as number) < 60 || (v as number) > MAX_SNAPSHOT_VALIDITY_SECONDS) {
    refuse(`snapshot_max_validity_seconds must be from 60 to ${MAX_SNAPSHOT_VALIDITY_SECONDS}.`);
  }
  if (!isObject(value.keys)) return refuse('keys must be an object {keyid: {algorithm, public_key}}.');
  const keys = value.keys;
  if (Object.keys(keys).length > 1024) refuse('keys holds at most 1024 keys.');
  for (const [id, entry] of Object.entries(keys)) {
    if (!KEY_ID_PATTERN.test(id)) refuse(`keys: ${id} is not a key id.`);
    if (keyIdOf(rawPublicKey(publicKeyFromEntry(entry))) !== id) refuse(`keys: ${id} is not the id of its key.`);
  }
  if (!isObject(value.roles)) return refuse('roles must be {root, timestamp, hub}.');
  for (const k of Object.keys(value.roles)) if (!['root', 'timestamp', 'hub'].includes(k)) refuse(`unknown role ${k}.`);
  const roles = {
    root: checkRole(value.roles.root, keys, 'roles.root'),
    timestamp: checkRole(value.roles.timestamp, keys, 'roles.timestamp'),
    hub: checkRole(value.roles.hub, keys, 'roles.hub'),
  };
  if (!Array.isArray(value.publishers) || value.publishers.length > 1000) {
    refuse('publishers must be an array (at most 1000).');
  }
  const names = new Set<string>();
  const templateOwner = new Map<string, string>();
  const categoryOwner = new Map<string, string>();
  const publishers = (value.publishers as unknown[]).map((p, i): PublisherEntry => {
    const at = `publishers[${i}]`;
    if (!isObject(p)) return refuse(`${at} must be an object.`);
    for (const k of Object.keys(p)) {
      if (!['name', 'keyids', 'threshold', 'templates', 'categories'].includes(k)) refuse(`${at}: unknown field ${k}.`);
    }
    if (typeof p.name !== 'string' || !NAME_PATTERN.test(p.name)) refuse(`${at}.name is not a publisher name.`);
    if (names.has(p.name as string)) refuse(`${at}.name ${p.name as string} appears twice.`);
    names.add(p.name as string);
    const role = checkRole({ keyids: p.keyids, threshold: p.threshold }, keys, at);
    const templates = slugList(p.templates, `${at}.templates`);
    const categories = slugList(p.categories, `${at}.categories`);
    // One owner per template and per category: otherwise two publishers could each sign the same template.
    for (const t of templates) {
      if (templateOwner.has(t)) refuse(`template ${t} is given to ${templateOwner.get(t)} and ${p.name as string}.`);
      templateOwner.set(t, p.name as string);
    }
    for (const c of categories) {
      if (categoryOwner.has(c)) refuse(`category ${c} is given to ${categoryOwner.get(c)} and ${p.name as string}.`);
      categoryOwner.set(c, p.name as string);
    }
    return { name: p.name as string, keyids: [...role.keyids], threshold: role.threshold, templates, categories };
  });
  return { ...(value as unknown as RootDocument), roles, publishers };
}

function keyMap(document: RootDocument): Map<string, KeyObject> {
  return new Map(Object.entries(document.keys).map(([id, entry]) => [id, publicKeyFromEntry(entry)]));
}

function readRoot(input: unknown): { envelope: Envelope; document: RootDocument; keys: Map<string, KeyObject> } {
  const envelope = parseEnvelope(input, ROOT_LIMITS);
  const document = checkRootDocument(decodePayload(envelope, ROOT_PAYLOAD_TYPE));
  return { envelope, document, keys: keyMap(document) };
}

/** Signs a root document with root keys (each root key holder may sign in turn: see addSignatures). */
export function signRoot(document: RootDocument, signers: { keyId: string; privateKey: KeyObject }[]): Envelope {
  checkRootDocument(document);
  return signEnvelope(ROOT_PAYLOAD_TYPE, Buffer.from(JSON.stringify(document), 'utf8'), signers);
}

/**
 * The root a fleet pins at setup (trust on first use, as TUF's initial root): it must be signed by a threshold of
 * its own root keys. A pinned root's expiry is not a concept here: freshness comes from snapshots.
 */
export function loadPinnedRoot(input: unknown): TrustedRoot {
  const root = readRoot(input);
  verifyThreshold(root.envelope, root.document.roles.root, root.keys, `Root version ${root.document.version}`);
  return root;
}

/**
 * The next root after `trusted`: exactly version + 1 (a lower or equal version is a rollback, a higher one skips a
 * rotation that may have revoked the keys it relies on), signed by a threshold of the trusted root's root keys
 * (the old keys consent) and of its own (the new keys accept).
 */
export function updateRoot(trusted: TrustedRoot, input: unknown): TrustedRoot {
  const next = readRoot(input);
  const v = trusted.document.version;
  const n = next.document.version;
  verifyThreshold(
    next.envelope,
    trusted.document.roles.root,
    trusted.keys,
    `Root version ${n} (by version ${v}'s keys)`,
  );
  if (n <= v) throw new SignatureError('rollback', `Root version ${n} is not newer than the trusted version ${v}.`);
  if (n !== v + 1) throw new SignatureError('rollback', `Root version ${n} skips version ${v + 1}.`);
  verifyThreshold(next.envelope, next.document.roles.root, next.keys, `Root version ${n} (by its own keys)`);
  return next;
}

/** Follows several rotations in order (a fleet offline across them); stops at the first refusal. */
export function updateRootChain(trusted: TrustedRoot, inputs: readonly unknown[]): TrustedRoot {
  let root = trusted;
  for (const input of inputs) root = updateRoot(root, input);
  return root;
}

/** Whether two roots trust the same timestamp keys (else a snapshot version floor restarts: TUF 5.3.11). */
export function sameTimestampKeys(a: RootDocument, b: RootDocument): boolean {
  const x = [...a.roles.timestamp.keyids].sort().join();
  const y = [...b.roles.timestamp.keyids].sort().join();
  return x === y;
}
