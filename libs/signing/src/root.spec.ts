import { addSignatures } from './dsse.js';
import { SignatureError } from './errors.js';
import { checkRootDocument, loadPinnedRoot, type RootDocument, signRoot, updateRoot, updateRootChain } from './root.js';
import { keys, rootDocument, world } from './spec-fixtures.js';

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof SignatureError) return `${error.code}: ${error.message}`;
    throw error;
  }
  return 'accepted';
}

describe('trust root', () => {
  it('pins a root signed by a threshold of its own root keys', () => {
    const w = world();
    expect(loadPinnedRoot(JSON.stringify(w.envelope)).document.version).toBe(1);
    expect(code(() => loadPinnedRoot(signRoot(w.document, w.root.slice(0, 1))))).toMatch(/^threshold: Root version 1/);
    // the timestamp key is in the root but does not count for the root role
    expect(code(() => loadPinnedRoot(signRoot(w.document, [w.root[0], w.timestamp[0]])))).toMatch(/^threshold/);
  });

  it('rotates: version + 1 signed by the old threshold and the new threshold', () => {
    const w = world();
    const pinned = loadPinnedRoot(w.envelope);
    const newRoot = keys(2);
    const v2 = rootDocument(2, { root: newRoot, timestamp: w.timestamp, hub: w.hub });
    const both = signRoot(v2, [...w.root.slice(0, 2), ...newRoot]);
    expect(updateRoot(pinned, both).document.version).toBe(2);
    // only the old keys: the new root keys have not accepted
    expect(code(() => updateRoot(pinned, signRoot(v2, w.root.slice(0, 2))))).toMatch(/^threshold: .*by its own keys/);
    // only the new keys: a takeover without the old root's consent
    expect(code(() => updateRoot(pinned, signRoot(v2, newRoot)))).toMatch(/^threshold: .*by version 1's keys/);
    // one old key of a 2-of-3 threshold
    expect(code(() => updateRoot(pinned, signRoot(v2, [w.root[0], ...newRoot])))).toMatch(/^threshold/);
  });

  it('refuses a root that lowers or repeats its version, and one that skips a version', () => {
    const w = world();
    const v2doc = { ...w.document, version: 2 };
    const v2 = loadPinnedRoot(signRoot(v2doc, w.root));
    expect(code(() => updateRoot(v2, signRoot({ ...w.document, version: 1 }, w.root)))).toBe(
      'rollback: Root version 1 is not newer than the trusted version 2.',
    );
    expect(code(() => updateRoot(v2, signRoot(v2doc, w.root)))).toMatch(/^rollback: Root version 2 is not newer/);
    expect(code(() => updateRoot(v2, signRoot({ ...w.document, version: 4 }, w.root)))).toBe(
      'rollback: Root version 4 skips version 3.',
    );
  });

  it('catches up across several rotations, each key set replacing the last', () => {
    const w = world();
    let trusted = loadPinnedRoot(w.envelope);
    let previous = w.root.slice(0, 2);
    const chain: unknown[] = [];
    for (let version = 2; version <= 4; version++) {
      const next = keys(2);
      const doc = rootDocument(version, { root: next, timestamp: keys(1), hub: w.hub });
      chain.push(JSON.stringify(signRoot(doc, [...previous, ...next])));
      previous = next;
    }
    trusted = updateRootChain(trusted, chain);
    expect(trusted.document.version).toBe(4);
    // out of order: version 3 before 2 is refused (it is not signed by version 1's keys)
    expect(code(() => updateRootChain(loadPinnedRoot(w.envelope), [chain[1], chain[0]]))).toMatch(/^threshold/);
  });

  it('counts a root key that signed twice once', () => {
    const w = world();
    const once = signRoot(w.document, [w.root[0]]);
    const twice = { ...once, signatures: [once.signatures[0], once.signatures[0]] };
    expect(code(() => loadPinnedRoot(twice))).toMatch(/^threshold: .*1 valid/);
    expect(loadPinnedRoot(addSignatures(once, [w.root[1]])).document.version).toBe(1);
  });

  describe('checkRootDocument refuses', () => {
    const w = world();
    const d = w.document;
    const [stranger] = keys(1);
    const cases: [string, () => unknown, RegExp][] = [
      ['another type', () => ({ ...d, type: 'hub-catalog/snapshot' }), /^wrong_type/],
      ['an unknown field', () => ({ ...d, expires: 'x' }), /unknown field expires/],
      ['version 0', () => ({ ...d, version: 0 }), /version must be a positive integer/],
      ['version as a string', () => ({ ...d, version: '2' }), /version must be/],
      [
        'a snapshot validity over 24 h',
        () => ({ ...d, snapshot_max_validity_seconds: 86401 }),
        /snapshot_max_validity/,
      ],
      [
        'a key id that is not its key’s',
        () => ({ ...d, keys: { ...d.keys, [stranger.keyId]: d.keys[w.root[0].keyId] } }),
        /is not the id of its key/,
      ],
      [
        'a role naming a key not in keys',
        () => ({ ...d, roles: { ...d.roles, hub: { keyids: [stranger.keyId], threshold: 1 } } }),
        /keys does not hold/,
      ],
      [
        'a threshold above the key count',
        () => ({ ...d, roles: { ...d.roles, root: { ...d.roles.root, threshold: 4 } } }),
        /threshold/,
      ],
      [
        'a threshold of 0',
        () => ({ ...d, roles: { ...d.roles, root: { ...d.roles.root, threshold: 0 } } }),
        /threshold/,
      ],
      [
        'a key named twice in a role',
        () => ({ ...d, roles: { ...d.roles, root: { keyids: [w.root[0].keyId, w.root[0].keyId], threshold: 2 } } }),
        /twice/,
      ],
      ['an unknown role', () => ({ ...d, roles: { ...d.roles, targets: d.roles.hub } }), /unknown role targets/],
      [
        'a template given to two publishers',
        () => ({ ...d, publishers: [d.publishers[0], { ...d.publishers[1], templates: ['vllm'] }] }),
        /template vllm is given to acme and other/,
      ],
      [
        'a category given to two publishers',
        () => ({ ...d, publishers: [d.publishers[0], { ...d.publishers[1], categories: ['ml'] }] }),
        /category ml/,
      ],
      [
        'two publishers of one name',
        () => ({ ...d, publishers: [d.publishers[0], { ...d.publishers[1], name: 'acme' }] }),
        /appears twice/,
      ],
      [
        'a publisher template that is not a slug',
        () => ({ ...d, publishers: [{ ...d.publishers[0], templates: ['Not A Slug'] }] }),
        /non-slug/,
      ],
    ];
    it.each(cases)('%s', (_name, make, message) => {
      expect(code(() => checkRootDocument(make() as RootDocument))).toMatch(message);
    });
    it('and accepts the demo root', () => {
      expect(checkRootDocument(d).publishers.map((p) => p.name)).toEqual(['acme', 'other']);
    });
  });
});
