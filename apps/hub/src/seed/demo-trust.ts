import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Envelope,
  generateSigningKey,
  loadPinnedRoot,
  type KeyPair,
  publicKeyEntry,
  publicKeyFileText,
  readPrivateKeyFile,
  type RootDocument,
  signWithdrawal,
  signRoot,
  type TrustedRoot,
  writePrivateKeyFile,
} from '#lib/signing';
import type { CatalogDocument } from '../admin/catalog/catalog-document.js';
import { signEntryRevision } from '../admin/catalog/signed-entry.js';

/** The publisher the demo root gives every demo category to. */
export const DEMO_PUBLISHER = 'demo';
export const DEMO_ROOT_FILE = 'root.json';

/** What the demo seed signs with, and the root (version 1) a demo fleet pins. */
export interface DemoTrust {
  dir: string;
  rootFile: string;
  root: Envelope;
  /** The root as verified (what the seed's applies check the envelopes against). */
  trusted: TrustedRoot;
  publisher: KeyPair;
}

/** A key of the demo's trust directory: read back when it is there (0600 checked), else made (0600, with its `.pub`). */
function demoKey(dir: string, name: string): KeyPair {
  const path = join(dir, name);
  if (existsSync(path)) return readPrivateKeyFile(path);
  const pair = generateSigningKey();
  writePrivateKeyFile(path, pair.privateKey);
  writeFileSync(`${path}.pub`, publicKeyFileText(pair), { mode: 0o644 });
  return pair;
}

/**
 * The demo's offline half of docs/signing.md, made on the seeding start (HUB_SEED_DEMO_TRUST_DIR): a root key
 * (`root.key`) and the `demo` publisher's key (`demo.key`), both 0600 and reused when present, and a root version 1
 * (`root.json`, rewritten each time: it names this hub's online key) whose `timestamp` and `hub` roles are the hub's
 * online key and whose publisher `demo` owns `categories`. What a curator does with `hub-catalog keygen` and
 * `hub-catalog root init/publisher/sign`, in one step, for a demo only (its root key sits beside the hub).
 */
export function prepareDemoTrust(dir: string, onlineKey: KeyPair, categories: readonly string[]): DemoTrust {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const rootKey = demoKey(dir, 'root.key');
  const publisher = demoKey(dir, `${DEMO_PUBLISHER}.key`);
  const keys = [rootKey, onlineKey, publisher];
  const document: RootDocument = {
    type: 'hub-catalog/root',
    version: 1,
    keys: Object.fromEntries(keys.map((k) => [k.keyId, publicKeyEntry(k.publicKey)])),
    roles: {
      root: { keyids: [rootKey.keyId], threshold: 1 },
      timestamp: { keyids: [onlineKey.keyId], threshold: 1 },
      hub: { keyids: [onlineKey.keyId], threshold: 1 },
    },
    publishers: [
      { name: DEMO_PUBLISHER, keyids: [publisher.keyId], threshold: 1, templates: [], categories: [...categories] },
    ],
    snapshot_max_validity_seconds: 24 * 3600,
  };
  const root = signRoot(document, [rootKey]);
  const rootFile = join(dir, DEMO_ROOT_FILE);
  writeFileSync(rootFile, `${JSON.stringify(root, null, 2)}\n`, { mode: 0o644 });
  return { dir, rootFile, root, trusted: loadPinnedRoot(root), publisher };
}

/**
 * The document with one revision envelope per template, as `hub-catalog apply --sign-with` makes them
 * (signing-commands.ts `signPlannedRevisions`): the deployable fields from the document entry, normalised by the
 * hub's write rules with defaults filled in. `revision`: the number the apply publishes (the seed knows it: 1 for
 * the creates, then one more per history step).
 */
export function signDemoDocument(doc: CatalogDocument, revision: number, publisher: KeyPair): CatalogDocument {
  const signer = [{ keyId: publisher.keyId, privateKey: publisher.privateKey }];
  const signedAt = new Date();
  const signatures = doc.templates.map((entry) => signEntryRevision(entry, revision, signer, signedAt));
  return { ...doc, signatures: signatures as unknown as Record<string, unknown>[] };
}

/** The demo publisher's signed yank of one revision (what `hub-catalog yank --sign-with` sends). */
export function signDemoYank(
  yank: { slug: string; category_slug: string; revision: number; reason: string },
  publisher: KeyPair,
): Envelope {
  return signWithdrawal(
    {
      type: 'hub-catalog/withdrawal',
      action: 'yank',
      ...yank,
      replacement_slug: null,
      signed_at: new Date().toISOString(),
    },
    [{ keyId: publisher.keyId, privateKey: publisher.privateKey }],
  );
}
