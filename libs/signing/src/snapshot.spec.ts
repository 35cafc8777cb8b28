import { envelopeDigest } from './dsse.js';
import { SignatureError } from './errors.js';
import { loadPinnedRoot, signRoot, updateRoot } from './root.js';
import {
  checkListed,
  INITIAL_SNAPSHOT_STATE,
  signSnapshot,
  type SnapshotDocument,
  stateAfterRootUpdate,
  verifySnapshot,
} from './snapshot.js';
import { keys, rootDocument, statement, world } from './spec-fixtures.js';
import { signRevision } from './statements.js';

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof SignatureError) return `${error.code}: ${error.message}`;
    throw error;
  }
  return 'accepted';
}

const T0 = Date.parse('2026-11-28T12:00:00.000Z');
const MIN = 60_000;
const HOUR = 60 * MIN;
const iso = (ms: number) => new Date(ms).toISOString();

describe('snapshots', () => {
  const w = world();
  const root = loadPinnedRoot(w.envelope);
  const rev = signRevision(statement(), w.acme);
  const snap = (version: number, issued = T0, ttl = HOUR, extra: Partial<SnapshotDocument> = {}): SnapshotDocument => ({
    type: 'hub-catalog/snapshot',
    scope: 'public',
    version,
    root_version: 1,
    issued_at: iso(issued),
    expires: iso(issued + ttl),
    templates: { vllm: { revision: 1, digest: envelopeDigest(rev), withdrawals: [] } },
    ...extra,
  });

  it('accepts a fresh snapshot signed by the timestamp key and keeps its version and time floor', () => {
    const { state, snapshot } = verifySnapshot(
      root,
      JSON.stringify(signSnapshot(snap(5), w.timestamp)),
      INITIAL_SNAPSHOT_STATE,
      {
        now: T0 + MIN,
        scope: 'public',
      },
    );
    expect(snapshot.version).toBe(5);
    expect(state).toMatchObject({ version: 5, floor: T0 });
  });

  it('refuses a snapshot not signed by the timestamp key (the hub key, a publisher key)', () => {
    for (const signer of [w.hub, w.acme, w.root]) {
      expect(
        code(() => verifySnapshot(root, signSnapshot(snap(1), signer), INITIAL_SNAPSHOT_STATE, { now: T0 })),
      ).toMatch(/^threshold/);
    }
  });

  it('refuses a lower version (rollback) and another document with the same version', () => {
    const first = verifySnapshot(root, signSnapshot(snap(7), w.timestamp), INITIAL_SNAPSHOT_STATE, { now: T0 });
    expect(code(() => verifySnapshot(root, signSnapshot(snap(6), w.timestamp), first.state, { now: T0 }))).toBe(
      'rollback: Snapshot version 6 is older than 7.',
    );
    const same = verifySnapshot(root, first.envelope, first.state, { now: T0 + MIN });
    expect(same.state.version).toBe(7);
    const other = snap(7, T0, HOUR, { templates: {} });
    expect(code(() => verifySnapshot(root, signSnapshot(other, w.timestamp), first.state, { now: T0 }))).toMatch(
      /^rollback: Another snapshot with version 7/,
    );
  });

  it('tolerates 10 minutes of skew past expiry, then refuses (freeze)', () => {
    const env = signSnapshot(snap(1), w.timestamp);
    expect(verifySnapshot(root, env, INITIAL_SNAPSHOT_STATE, { now: T0 + HOUR + 9 * MIN }).snapshot.version).toBe(1);
    expect(code(() => verifySnapshot(root, env, INITIAL_SNAPSHOT_STATE, { now: T0 + HOUR + 11 * MIN }))).toMatch(
      /^expired: The snapshot expired at 2026-11-28T13:00:00.000Z/,
    );
  });

  it('a clock set back does not revive an expired snapshot (monotonic floor)', () => {
    const later = verifySnapshot(root, signSnapshot(snap(2, T0 + 3 * HOUR), w.timestamp), INITIAL_SNAPSHOT_STATE, {
      now: T0 + 3 * HOUR,
    });
    // an older-but-higher-versioned snapshot cannot exist; take a replay of a version 2 copy with the clock moved back
    const stale = signSnapshot(snap(3, T0), w.timestamp);
    expect(code(() => verifySnapshot(root, stale, later.state, { now: T0 }))).toMatch(/^expired/);
  });

  it('a hub clock ahead of the fleet’s moves the floor by at most the skew', () => {
    const ahead = verifySnapshot(root, signSnapshot(snap(1, T0 + 5 * HOUR), w.timestamp), INITIAL_SNAPSHOT_STATE, {
      now: T0,
    });
    expect(ahead.state.floor).toBe(T0 + 10 * MIN);
  });

  it('refuses a snapshot that would live longer than the root allows, or expires before it was issued', () => {
    expect(
      code(() =>
        verifySnapshot(root, signSnapshot(snap(1, T0, 25 * HOUR), w.timestamp), INITIAL_SNAPSHOT_STATE, { now: T0 }),
      ),
    ).toMatch(/^expired: A snapshot may live 86400 s/);
    expect(
      code(() =>
        verifySnapshot(root, signSnapshot(snap(1, T0, -MIN), w.timestamp), INITIAL_SNAPSHOT_STATE, { now: T0 }),
      ),
    ).toMatch(/^expired/);
  });

  it('refuses another scope’s snapshot and malformed documents', () => {
    const env = signSnapshot(snap(1), w.timestamp);
    expect(code(() => verifySnapshot(root, env, INITIAL_SNAPSHOT_STATE, { now: T0, scope: 'org:acme' }))).toMatch(
      /^wrong_type: A snapshot of scope public/,
    );
    const bad = (extra: Record<string, unknown>): SnapshotDocument => ({ ...snap(1), ...extra });
    for (const doc of [
      bad({ version: 0 }),
      bad({ version: 1.5 }),
      bad({ scope: 'a b' }),
      bad({ expires: 'tomorrow' }),
      bad({ templates: { vllm: { revision: 1, digest: 'x', withdrawals: [] } } }),
      bad({ templates: { 'NOT A SLUG': { revision: 1, digest: 'a'.repeat(64), withdrawals: [] } } }),
      bad({ extra: true }),
    ]) {
      expect(code(() => signSnapshot(doc, w.timestamp))).toMatch(/^malformed/);
    }
  });

  it('caps the size before parsing', () => {
    expect(code(() => verifySnapshot(root, 'x'.repeat(5 * 1024 * 1024), INITIAL_SNAPSHOT_STATE, { now: T0 }))).toMatch(
      /^too_large/,
    );
  });

  it('binds each template to its revision’s envelope (mix and match refused)', () => {
    const { snapshot } = verifySnapshot(root, signSnapshot(snap(1), w.timestamp), INITIAL_SNAPSHOT_STATE, { now: T0 });
    expect(() => checkListed(snapshot, 'vllm', 1, rev)).not.toThrow();
    const rev2 = signRevision(statement('vllm', 2), w.acme);
    expect(code(() => checkListed(snapshot, 'vllm', 2, rev2))).toMatch(/^rollback/);
    expect(code(() => checkListed(snapshot, 'vllm', 1, rev2))).toMatch(/^rollback/);
    expect(code(() => checkListed(snapshot, 'redis', 1, rev))).toMatch(/^not_authorized/);
  });

  it('a stolen timestamp key’s huge version is recovered from by rotating the timestamp key in a new root', () => {
    const huge = verifySnapshot(
      root,
      signSnapshot(snap(Number.MAX_SAFE_INTEGER), w.timestamp),
      INITIAL_SNAPSHOT_STATE,
      {
        now: T0,
      },
    );
    const [fresh] = keys(1);
    const v2doc = rootDocument(2, { root: w.root, rootThreshold: 2, timestamp: [fresh], hub: w.hub });
    const v2 = updateRoot(root, signRoot(v2doc, w.root.slice(0, 2)));
    const state = stateAfterRootUpdate(root.document, v2.document, huge.state);
    expect(state).toEqual({ version: 0, digest: null, floor: huge.state.floor });
    expect(verifySnapshot(v2, signSnapshot(snap(1, T0), [fresh]), state, { now: T0 }).state.version).toBe(1);
    // the old timestamp key is not trusted any more
    expect(code(() => verifySnapshot(v2, signSnapshot(snap(2, T0), w.timestamp), state, { now: T0 }))).toMatch(
      /^threshold/,
    );
    // a rotation that keeps the timestamp key keeps the floor
    const v3 = rootDocument(3, { root: w.root, rootThreshold: 2, timestamp: [fresh], hub: w.hub });
    expect(stateAfterRootUpdate(v2doc, v3, { version: 9, digest: 'd', floor: 1 })).toEqual({
      version: 9,
      digest: 'd',
      floor: 1,
    });
  });
});
