// hub-catalog's signing commands (docs/signing.md): publisher and root keys, and the root document. They run on
// the curator's machine and never talk to the hub: a private key never leaves the file it was written to.
// Kept apart from the document commands so that the CLI only routes `keygen` and `root` here.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  addSignatures,
  checkRootDocument,
  generateSigningKey,
  type KeyPair,
  keyIdOf,
  loadPinnedRoot,
  parseEnvelope,
  payloadBytes,
  publicKeyEntry,
  publicKeyFileText,
  publicKeyFromEntry,
  type PublicKeyEntry,
  readPrivateKeyFile,
  ROOT_LIMITS,
  type RootDocument,
  signRevision,
  signRoot,
  signWithdrawal,
  type WithdrawalStatement,
  SignatureError,
  updateRootChain,
  writePrivateKeyFile,
} from '#lib/signing';

export const SIGNING_COMMANDS = ['keygen', 'root'] as const;

export const SIGNING_USAGE = `Signing (offline; nothing is sent to the hub):
  keygen --out FILE                      an Ed25519 key pair: FILE (private, mode 0600) and FILE.pub; prints its id
  root init --out FILE --root-key K… [--root-threshold N] --timestamp-key K… --hub-key K… [--snapshot-validity S]
                                         a version 1 root document (unsigned) naming the keys (K: a .pub or key file)
  root publisher FILE --name NAME --key K… [--threshold N] [--templates a,b] [--categories c,d] [--remove]
                                         add, replace or remove a publisher and what it may sign
  root roles FILE [--root-key K… [--root-threshold N]] [--timestamp-key K…] [--hub-key K…]
                                         replace the root, timestamp or hub keys (a rotation: then root next)
  root next FILE                         the document's next version (then sign it with the old AND new root keys)
  root sign FILE --key PRIVATE --out ENVELOPE
                                         sign FILE (adds the signature when ENVELOPE already holds this document)
  root verify ENVELOPE [--then ENVELOPE]…
                                         check a root and the rotations after it, as a fleet does`;

interface Io {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

class Refused extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}
const usage = (message: string) => new Refused(2, `${message}\n\n${SIGNING_USAGE}`);

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw usage(`Cannot read ${file}: ${(error as Error).message}`);
  }
}

/** A public key from a `.pub` file (keygen's) or from a private key file (its public half). */
function publicKeyOf(file: string): { keyId: string; entry: PublicKeyEntry } {
  const text = readText(file);
  if (text.includes('PRIVATE KEY')) {
    const pair = readPrivateKeyFile(file);
    return { keyId: pair.keyId, entry: publicKeyEntry(pair.publicKey) };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Refused(1, `${file} is neither a public key file (keygen's .pub) nor a private key.`);
  }
  const { algorithm, public_key } = (value ?? {}) as Partial<PublicKeyEntry>;
  const entry = { algorithm, public_key } as PublicKeyEntry;
  return { keyId: keyIdOf(publicKeyFromEntry(entry)), entry };
}

function readRootDocument(file: string): RootDocument {
  let value: unknown;
  try {
    value = JSON.parse(readText(file));
  } catch {
    throw new Refused(1, `${file} is not JSON.`);
  }
  return checkRootDocument(value);
}

const writeJson = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function role(files: string[] | undefined, threshold: string | undefined, what: string) {
  if (!files?.length) throw usage(`${what}: give at least one key.`);
  const keys = files.map(publicKeyOf);
  const t = threshold === undefined ? keys.length : Number(threshold);
  return { keys, role: { keyids: keys.map((k) => k.keyId), threshold: t } };
}

/** The document with only the keys a role or publisher names (a key nobody names any more is revoked). */
function withUsedKeys(document: RootDocument): RootDocument {
  const used = new Set([
    ...Object.values(document.roles).flatMap((r) => r.keyids),
    ...document.publishers.flatMap((p) => p.keyids),
  ]);
  return checkRootDocument({
    ...document,
    keys: Object.fromEntries(Object.entries(document.keys).filter(([id]) => used.has(id))),
  });
}

async function run(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      'root-key': { type: 'string', multiple: true },
      'root-threshold': { type: 'string' },
      'timestamp-key': { type: 'string', multiple: true },
      'hub-key': { type: 'string', multiple: true },
      'snapshot-validity': { type: 'string' },
      name: { type: 'string' },
      key: { type: 'string', multiple: true },
      threshold: { type: 'string' },
      templates: { type: 'string' },
      categories: { type: 'string' },
      remove: { type: 'boolean', default: false },
      then: { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    io.stdout.write(`${SIGNING_USAGE}\n`);
    return 0;
  }
  const [command, sub, file, ...rest] = positionals;
  if (command === 'keygen') {
    if (sub) throw usage(`keygen takes no argument (use --out FILE).`);
    if (!values.out) throw usage('keygen needs --out FILE.');
    if (existsSync(values.out) || existsSync(`${values.out}.pub`)) {
      throw new Refused(1, `${values.out} or ${values.out}.pub exists: a key is never overwritten.`);
    }
    const pair: KeyPair = generateSigningKey();
    writePrivateKeyFile(values.out, pair.privateKey);
    writeFileSync(`${values.out}.pub`, publicKeyFileText(pair), { mode: 0o644 });
    io.stdout.write(
      `key id ${pair.keyId}\nprivate key ${values.out} (mode 0600: keep it on this machine)\npublic key ${values.out}.pub\n`,
    );
    return 0;
  }
  if (command !== 'root') throw usage(`Unknown command: ${command}`);
  if (rest.length) throw usage(`Unexpected arguments: ${rest.join(' ')}`);
  switch (sub) {
    case 'init': {
      if (!values.out) throw usage('root init needs --out FILE.');
      if (existsSync(values.out)) throw new Refused(1, `${values.out} exists.`);
      const root = role(values['root-key'], values['root-threshold'], '--root-key');
      const timestamp = role(values['timestamp-key'], undefined, '--timestamp-key');
      const hub = role(values['hub-key'], undefined, '--hub-key');
      const all = [...root.keys, ...timestamp.keys, ...hub.keys];
      const document = checkRootDocument({
        type: 'hub-catalog/root',
        version: 1,
        keys: Object.fromEntries(all.map((k) => [k.keyId, k.entry])),
        roles: { root: root.role, timestamp: { ...timestamp.role, threshold: 1 }, hub: { ...hub.role, threshold: 1 } },
        publishers: [],
        snapshot_max_validity_seconds: Number(values['snapshot-validity'] ?? 24 * 3600),
      });
      writeJson(values.out, document);
      io.stdout.write(
        `root version 1 written to ${values.out} (unsigned: root sign it with ${root.role.threshold} root keys)\n`,
      );
      return 0;
    }
    case 'publisher': {
      if (!file) throw usage('root publisher needs the root document FILE.');
      if (!values.name) throw usage('root publisher needs --name NAME.');
      const document = readRootDocument(file);
      const publishers = document.publishers.filter((p) => p.name !== values.name);
      const keys = { ...document.keys };
      if (!values.remove) {
        const { keys: added, role: r } = role(values.key, values.threshold, '--key');
        for (const k of added) keys[k.keyId] = k.entry;
        publishers.push({
          name: values.name,
          keyids: r.keyids,
          threshold: r.threshold,
          templates: list(values.templates),
          categories: list(values.categories),
        });
      } else if (publishers.length === document.publishers.length) {
        throw new Refused(1, `No publisher named ${values.name}.`);
      }
      const next = withUsedKeys({ ...document, keys, publishers });
      writeJson(file, next);
      io.stdout.write(
        `${values.remove ? 'removed' : 'set'} publisher ${values.name} in ${file} (version ${next.version})\n`,
      );
      return 0;
    }
    case 'roles': {
      if (!file) throw usage('root roles needs the root document FILE.');
      const document = readRootDocument(file);
      const keys = { ...document.keys };
      const roles = { ...document.roles };
      const replace = (name: 'root' | 'timestamp' | 'hub', files: string[] | undefined, threshold?: string) => {
        if (!files?.length) return;
        const r = role(files, threshold, `--${name}-key`);
        for (const k of r.keys) keys[k.keyId] = k.entry;
        roles[name] = name === 'root' ? r.role : { ...r.role, threshold: 1 };
      };
      replace('root', values['root-key'], values['root-threshold']);
      replace('timestamp', values['timestamp-key']);
      replace('hub', values['hub-key']);
      if (!values['root-key'] && values['root-threshold']) {
        roles.root = { ...roles.root, threshold: Number(values['root-threshold']) };
      }
      writeJson(file, withUsedKeys({ ...document, keys, roles }));
      io.stdout.write(
        `roles set in ${file} (version ${document.version}; root next makes the rotation a new version)\n`,
      );
      return 0;
    }
    case 'next': {
      if (!file) throw usage('root next needs the root document FILE.');
      const document = readRootDocument(file);
      writeJson(file, { ...document, version: document.version + 1 });
      io.stdout.write(
        `${file} is now version ${document.version + 1}: sign it with a threshold of version ${document.version}'s root keys and of its own\n`,
      );
      return 0;
    }
    case 'sign': {
      if (!file) throw usage('root sign needs the root document FILE.');
      if (!values.out) throw usage('root sign needs --out ENVELOPE.');
      if (!values.key?.length) throw usage('root sign needs --key PRIVATE (a root key file).');
      const document = readRootDocument(file);
      const signers = values.key.map(readPrivateKeyFile);
      let envelope = signRoot(document, signers);
      if (existsSync(values.out)) {
        const existing = parseEnvelope(readText(values.out), ROOT_LIMITS);
        if (!payloadBytes(existing).equals(payloadBytes(envelope))) {
          throw new Refused(1, `${values.out} holds another document (or version): sign into a new file.`);
        }
        envelope = addSignatures(existing, signers);
      }
      writeJson(values.out, envelope);
      io.stdout.write(
        `root version ${document.version}: ${envelope.signatures.length} signature(s) in ${values.out}` +
          ` (its own threshold is ${document.roles.root.threshold})\n`,
      );
      return 0;
    }
    case 'verify': {
      if (!file) throw usage('root verify needs an ENVELOPE.');
      let trusted = loadPinnedRoot(readText(file));
      trusted = updateRootChain(trusted, (values.then ?? []).map(readText));
      const d = trusted.document;
      io.stdout.write(
        `root version ${d.version} verified: ${d.roles.root.threshold} of ${d.roles.root.keyids.length} root keys, ` +
          `${d.roles.timestamp.keyids.length} timestamp key(s), ${d.roles.hub.keyids.length} hub key(s), ` +
          `${d.publishers.length} publisher(s)\n`,
      );
      return 0;
    }
    default:
      throw usage(`Unknown root command: ${sub ?? '(none)'}`);
  }
}

/** Runs a signing command; returns its exit code (0 ok, 1 refused, 2 usage), having written what it says to `io`. */
export async function runSigningCommand(argv: string[], io: Io): Promise<number> {
  try {
    return await run(argv, io);
  } catch (error) {
    if (error instanceof Refused) {
      io.stderr.write(`${error.message}\n`);
      return error.code;
    }
    if (error instanceof SignatureError) {
      io.stderr.write(`refused (${error.code}): ${error.message}\n`);
      return 1;
    }
    // parseArgs' errors (by code: jest's module realm makes `instanceof TypeError` unreliable)
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS')) {
      io.stderr.write(`${String(message)}\n\n${SIGNING_USAGE}\n`);
      return 2;
    }
    throw error;
  }
}

/** A template entry of a catalog document, as far as signing reads it. */
type DocumentEntry = Record<string, unknown> & { slug: string; category_slug: string };

/** `--sign-with KEY`: the publisher's private key file, or a usage refusal (exit 2) saying what is wrong with it. */
function readSigningKey(keyFile: string): KeyPair {
  try {
    return readPrivateKeyFile(keyFile);
  } catch (error) {
    if (error instanceof SignatureError) throw new Refused(2, `--sign-with: ${error.message}`);
    throw new Refused(2, `--sign-with: cannot read ${keyFile}: ${(error as Error).message}`);
  }
}

/**
 * `plan/apply --sign-with KEY`: the revision statements of what the hub's plan says the apply publishes (creates,
 * and updates that publish, with the revision number the plan computed), each signed with the key. The deployable
 * fields come from the DOCUMENT, normalised by the hub's own write rules (template-write.ts) and defaults, never
 * from the hub's answer: a hub that lied in its plan gets a signature of the curator's content, which its apply
 * then refuses (signature_mismatch), not a signature of its own content.
 */
export async function signPlannedRevisions(
  keyFile: string,
  templates: DocumentEntry[],
  planned: { slug: string; index: number | null; revision?: number }[],
): Promise<{ keyId: string; signatures: ReturnType<typeof signRevision>[] }> {
  const pair = readSigningKey(keyFile);
  const { signEntryRevision } = await import('../../hub/src/admin/catalog/signed-entry.js');
  const signer = [{ keyId: pair.keyId, privateKey: pair.privateKey }];
  const signedAt = new Date();
  const signatures = planned
    .filter((e) => e.revision !== undefined && e.index !== null)
    .map((e) => {
      const entry = templates[e.index!];
      if (entry?.slug !== e.slug)
        throw new Refused(1, `The hub's plan names ${e.slug} at an index the document does not.`);
      return signEntryRevision(entry, e.revision!, signer, signedAt);
    });
  return { keyId: pair.keyId, signatures };
}

export { Refused as SigningRefused };

/** `yank/rollback --sign-with KEY`: the withdrawal statement, signed here with the publisher's key. */
export function signWithdrawalWith(
  keyFile: string,
  statement: Omit<WithdrawalStatement, 'type' | 'signed_at' | 'replacement_slug'>,
): { keyId: string; envelope: ReturnType<typeof signWithdrawal> } {
  const pair = readSigningKey(keyFile);
  const envelope = signWithdrawal(
    { type: 'hub-catalog/withdrawal', ...statement, replacement_slug: null, signed_at: new Date().toISOString() },
    [{ keyId: pair.keyId, privateKey: pair.privateKey }],
  );
  return { keyId: pair.keyId, envelope };
}
