#!/usr/bin/env node
// An independent verifier of what a hub publishes, written from docs/signing.md alone: node:crypto and nothing from
// the project. Usage:
//   node test/verify-independent.mjs --pin ROOT.json --hub URL [--snapshot FILE --scope S] [--envelope FILE]…
// Follows the root chain from the pinned root (GET {hub}/api/v1/catalog/trust/root/{n} until 404), then checks the
// snapshot and each envelope against the final root. Prints one JSON line per result; exit 0 when all verify.
import { createHash, createPublicKey, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const CAPS = { root: [512 * 1024, 32], statement: [256 * 1024, 16], snapshot: [4 * 1024 * 1024, 8] };
const TYPE = (kind) => `application/vnd.hub-catalog.${kind}+json`;
const SKEW = 10 * 60 * 1000;
const HEX64 = /^[0-9a-f]{64}$/;
const fail = (message) => {
  throw new Error(message);
};
const b64 = (s) => (typeof s === 'string' && /^[A-Za-z0-9+/]*={0,2}$/.test(s) && s.length % 4 === 0 ? Buffer.from(s, 'base64') : fail('not base64'));

const pae = (type, body) => Buffer.concat([Buffer.from(`DSSEv1 ${Buffer.byteLength(type)} ${type} ${body.length} `), body]);

/** Parses an envelope's text (size checked first) and checks its shape. */
function envelope(text, [maxBytes, maxSigs]) {
  if (Buffer.byteLength(text) > maxBytes) fail(`larger than ${maxBytes} bytes`);
  const e = JSON.parse(text);
  if (!e || typeof e !== 'object' || Object.keys(e).sort().join() !== 'payload,payloadType,signatures') fail('not an envelope');
  if (!Array.isArray(e.signatures) || e.signatures.length < 1 || e.signatures.length > maxSigs) fail('bad signatures');
  for (const s of e.signatures) {
    if (!HEX64.test(s?.keyid) || typeof s.sig !== 'string' || s.sig.length !== 88) fail('bad signature entry');
  }
  return { type: e.payloadType, body: b64(e.payload), signatures: e.signatures };
}

const digest = (env) => createHash('sha256').update(pae(env.type, env.body)).digest('hex');

/** Distinct keys of `role` whose signatures verify; the keyid must name the key that made the signature. */
function signers(env, role, keys) {
  const valid = new Set();
  for (const { keyid, sig } of env.signatures) {
    if (!role.keyids.includes(keyid) || valid.has(keyid) || !keys.has(keyid)) continue;
    if (verify(null, pae(env.type, env.body), keys.get(keyid), b64(sig))) valid.add(keyid);
  }
  return [...valid];
}
const meets = (env, role, keys) => signers(env, role, keys).length >= role.threshold;

/** The root in an envelope: payload type, key ids recomputed, roles naming held keys. */
function readRoot(text) {
  const env = envelope(text, CAPS.root);
  if (env.type !== TYPE('root')) fail('not a root envelope');
  const doc = JSON.parse(env.body.toString('utf8'));
  if (doc.type !== 'hub-catalog/root' || !Number.isSafeInteger(doc.version) || doc.version < 1) fail('not a root');
  const keys = new Map();
  for (const [id, k] of Object.entries(doc.keys)) {
    const raw = b64(k.public_key);
    if (k.algorithm !== 'ed25519' || raw.length !== 32) fail(`key ${id} is not an Ed25519 key`);
    if (createHash('sha256').update(raw).digest('hex') !== id) fail(`key id ${id} is not its key's`);
    keys.set(id, createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: raw.toString('base64url') }, format: 'jwk' }));
  }
  for (const r of [...Object.values(doc.roles), ...doc.publishers]) {
    if (!r.keyids.every((id) => keys.has(id)) || !(r.threshold >= 1 && r.threshold <= r.keyids.length)) fail('bad role');
  }
  return { env, doc, keys };
}

/** Reads at most `cap` bytes of an answer: a larger one is refused without being buffered. */
async function fetchCapped(url, cap) {
  const res = await fetch(url);
  if (res.status === 404) return null;
  if (!res.ok) fail(`${url}: ${res.status}`);
  const chunks = [];
  let size = 0;
  for await (const chunk of res.body) {
    size += chunk.length;
    if (size > cap) fail(`${url}: larger than ${cap} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Who may sign template `slug` of category `cat`: its publisher, else (nobody names it) the hub role. */
function signerOf(doc, slug, cat) {
  const named = doc.publishers.find((p) => p.templates.includes(slug));
  const byCategory = doc.publishers.some((p) => p.templates.includes(slug)) ? null : doc.publishers.find((p) => p.categories.includes(cat));
  const publisher = named ?? byCategory;
  return publisher ? { level: 'verified', name: publisher.name, role: publisher } : { level: 'hub-signed', name: null, role: doc.roles.hub };
}

const { values } = parseArgs({
  options: { pin: { type: 'string' }, hub: { type: 'string' }, snapshot: { type: 'string' }, scope: { type: 'string' }, envelope: { type: 'string', multiple: true }, now: { type: 'string' } },
});
const out = (line) => process.stdout.write(`${JSON.stringify(line)}\n`);
let ok = true;
try {
  let root = readRoot(readFileSync(values.pin, 'utf8'));
  if (!meets(root.env, root.doc.roles.root, root.keys)) fail('the pinned root does not meet its own root threshold');
  for (;;) {
    const text = await fetchCapped(`${values.hub}/api/v1/catalog/trust/root/${root.doc.version + 1}`, CAPS.root[0]);
    if (text === null) break;
    const next = readRoot(text);
    if (!meets(next.env, root.doc.roles.root, root.keys)) fail(`root ${next.doc.version}: not signed by the previous root keys`);
    if (next.doc.version !== root.doc.version + 1) fail(`root ${next.doc.version}: not version ${root.doc.version + 1}`);
    if (!meets(next.env, next.doc.roles.root, next.keys)) fail(`root ${next.doc.version}: not signed by its own root keys`);
    root = next;
  }
  out({ root: root.doc.version, publishers: root.doc.publishers.map((p) => p.name) });
  let listed = null;
  if (values.snapshot) {
    const env = envelope(readFileSync(values.snapshot, 'utf8'), CAPS.snapshot);
    if (env.type !== TYPE('snapshot') || !meets(env, root.doc.roles.timestamp, root.keys)) fail('snapshot: not signed by the timestamp key');
    const snap = JSON.parse(env.body.toString('utf8'));
    const now = values.now ? Date.parse(values.now) : Date.now();
    const [issued, expires] = [Date.parse(snap.issued_at), Date.parse(snap.expires)];
    if (snap.type !== 'hub-catalog/snapshot' || (values.scope && snap.scope !== values.scope)) fail('snapshot: wrong type or scope');
    if (!(expires >= issued && expires - issued <= root.doc.snapshot_max_validity_seconds * 1000)) fail('snapshot: lives too long');
    if (now > expires + SKEW) fail(`snapshot: expired at ${snap.expires}`);
    listed = snap.templates;
    out({ snapshot: snap.version, scope: snap.scope, expires: snap.expires, templates: Object.keys(listed).length });
  }
  for (const file of values.envelope ?? []) {
    try {
      const env = envelope(readFileSync(file, 'utf8'), CAPS.statement);
      if (env.type !== TYPE('revision') && env.type !== TYPE('withdrawal')) fail(`unknown payload type ${env.type}`);
      const st = JSON.parse(env.body.toString('utf8'));
      if (`${TYPE(st.type?.split('/')[1])}` !== env.type) fail('statement type does not match the envelope');
      const who = signerOf(root.doc, st.slug, st.category_slug);
      const keyids = signers(env, who.role, root.keys);
      if (keyids.length < who.role.threshold) fail(`${st.slug}: not signed by ${who.name ?? 'the hub key'}`);
      const entry = listed?.[st.slug];
      const d = digest(env);
      if (listed && (st.type === 'hub-catalog/revision' ? entry?.revision !== st.revision || entry?.digest !== d : !entry?.withdrawals.includes(d))) {
        fail(`${st.slug}: not what the snapshot lists`);
      }
      out({ file, slug: st.slug, statement: st.type, status: who.level, publisher: who.name, key_id: keyids[0] });
    } catch (error) {
      ok = false;
      out({ file, status: 'invalid', reason: error.message });
    }
  }
} catch (error) {
  ok = false;
  out({ error: error.message });
}
process.exitCode = ok ? 0 : 1;
