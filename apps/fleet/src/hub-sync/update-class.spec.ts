import { classifyUpdate, type RevisionFacts } from './update-class.js';

const YANK = { reason: 'broken', at: '2026-01-01T00:00:00Z' };
const image = (n: number) => ({ image_ref: `vllm/vllm-openai:v${n}`, image_digest: `sha256:${String(n).repeat(64)}` });
const rev = (revision: number, facts: Partial<RevisionFacts> & { img?: number } = {}): RevisionFacts => {
  const { img = revision, ...rest } = facts;
  return { revision, ...image(img), changes: [], contains_security_updates: false, yanked: null, ...rest };
};
const security = { contains_security_updates: true, changes: [{ kind: 'security' }] };
const fixed = { changes: [{ kind: 'fixed' }] };

describe('classifyUpdate: the class of an update offered to a pinned fleet', () => {
  it('the issue’s vLLM history: 2 (security) and 3 yanked, 4 rolls back to 1’s image → no security update for 1', () => {
    const history = [
      rev(1),
      rev(2, { ...security, yanked: YANK }),
      rev(3, { ...fixed, yanked: YANK }),
      rev(4, { img: 1 }),
    ];
    expect(classifyUpdate(1, history)).toEqual({
      class: 'other',
      target: 4,
      image_changes: false,
      security_revisions: [],
    });
  });

  it('a fleet pinned to the yanked 2 of that history must move (required), to 4', () => {
    const history = [rev(1), rev(2, { ...security, yanked: YANK }), rev(3, { yanked: YANK }), rev(4, { img: 1 })];
    expect(classifyUpdate(2, history)).toMatchObject({ class: 'required', target: 4, image_changes: true });
  });

  it('a pinned revision yanked with nothing after it: required, no target', () => {
    expect(classifyUpdate(2, [rev(1), rev(2, { yanked: YANK })])).toEqual({
      class: 'required',
      target: null,
      image_changes: false,
      security_revisions: [],
    });
  });

  it('a yanked pin outranks a security release after it', () => {
    expect(classifyUpdate(1, [rev(1, { yanked: YANK }), rev(2, security)])).toMatchObject({ class: 'required' });
  });

  it('a new image with a security change is a security update', () => {
    expect(classifyUpdate(1, [rev(1), rev(2, security)])).toMatchObject({
      class: 'security',
      target: 2,
      security_revisions: [2],
    });
  });

  it('a security release earlier in the range still counts when the target is newer and not yanked', () => {
    expect(classifyUpdate(1, [rev(1), rev(2, security), rev(3, fixed)])).toMatchObject({
      class: 'security',
      target: 3,
      security_revisions: [2],
    });
  });

  it('a yanked security release does not count (its changes were withdrawn)', () => {
    expect(classifyUpdate(1, [rev(1), rev(2, { ...security, yanked: YANK }), rev(3, fixed)])).toMatchObject({
      class: 'recommended',
      target: 3,
    });
  });

  it('a security flag on a revision that rolls back to the served image does not count', () => {
    expect(classifyUpdate(1, [rev(1), rev(2, { ...security, img: 1 }), rev(3)])).toMatchObject({
      class: 'other',
      security_revisions: [],
    });
  });

  it('a rollback to the served image is never security, even after a kept security release', () => {
    expect(classifyUpdate(1, [rev(1), rev(2, security), rev(3, { img: 1 })])).toMatchObject({
      class: 'other',
      target: 3,
      image_changes: false,
    });
  });

  it('fixes, changes, deprecations and removals on a new image are recommended', () => {
    for (const kind of ['fixed', 'changed', 'deprecated', 'removed']) {
      expect(classifyUpdate(1, [rev(1), rev(2, { changes: [{ kind }] })])?.class).toBe('recommended');
    }
  });

  it('only additions, or no notes, are other', () => {
    expect(classifyUpdate(1, [rev(1), rev(2, { changes: [{ kind: 'added' }] })])?.class).toBe('other');
    expect(classifyUpdate(1, [rev(1), rev(2)])?.class).toBe('other');
  });

  it('nothing to offer: no newer revision, or only yanked ones', () => {
    expect(classifyUpdate(2, [rev(1), rev(2)])).toBeNull();
    expect(classifyUpdate(1, [rev(1), rev(2, { ...security, yanked: YANK })])).toBeNull();
  });

  it('without digests the references decide; the entries may come in any order', () => {
    const noDigest = (r: RevisionFacts) => ({ ...r, image_digest: null });
    const history = [rev(3, { ...security, img: 1 }), rev(1), rev(2, { yanked: YANK })].map(noDigest);
    expect(classifyUpdate(1, history)).toMatchObject({ class: 'other', target: 3, image_changes: false });
    expect(classifyUpdate(1, [rev(2, security), rev(1)].map(noDigest))).toMatchObject({ class: 'security' });
  });

  it('a pinned revision the mirror has no entry for: any newer image counts as a change', () => {
    expect(classifyUpdate(1, [rev(2, security)])).toMatchObject({ class: 'security', image_changes: true });
  });

  describe('a deprecated template (a prune deprecated it, or a curator did)', () => {
    it('is its own class even with no newer revision (deprecation is no revision), and no target', () => {
      expect(classifyUpdate(1, [rev(1)], { deprecated: true })).toEqual({
        class: 'deprecated',
        target: null,
        image_changes: false,
        security_revisions: [],
      });
    });

    it('outranks an ordinary or a recommended update, with the target still named', () => {
      expect(classifyUpdate(1, [rev(1), rev(2, { img: 1 })], { deprecated: true })).toMatchObject({
        class: 'deprecated',
        target: 2,
      });
      expect(classifyUpdate(1, [rev(1), rev(2, fixed)], { deprecated: true })).toMatchObject({
        class: 'deprecated',
        target: 2,
      });
    });

    it('gives way to a yanked pin (required) and to a security update', () => {
      expect(classifyUpdate(1, [rev(1, { yanked: YANK })], { deprecated: true })).toMatchObject({ class: 'required' });
      expect(classifyUpdate(1, [rev(1), rev(2, security)], { deprecated: true })).toMatchObject({
        class: 'security',
      });
    });

    it('without the deprecation, nothing to do stays nothing', () => {
      expect(classifyUpdate(1, [rev(1)], { deprecated: false })).toBeNull();
    });
  });
});
