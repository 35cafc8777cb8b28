/** The classes of an update the fleet offers for a pinned template (docs/fleet-console.md, "Update classes"). */
export const UPDATE_CLASSES = ['required', 'security', 'deprecated', 'recommended', 'other'] as const;
export type UpdateClass = (typeof UPDATE_CLASSES)[number];

/** What the class is read from in a hub `versions` entry (the fields of VersionEntryDto it needs). */
export interface RevisionFacts {
  revision: number;
  image_ref?: string | null;
  image_digest?: string | null;
  contains_security_updates?: boolean;
  changes?: { kind: string }[];
  yanked?: unknown;
}

export interface UpdateVerdict {
  class: UpdateClass;
  /** The revision the operator would move to: the newest one after the pin that is not yanked; null if none. */
  target: number | null;
  /** Whether the move changes the image the fleet runs (a rollback to the served image does not). */
  image_changes: boolean;
  /** The revisions whose security changes count (not yanked, after the pin, up to the target, a new image). */
  security_revisions: number[];
}

/** Two entries run the same image when their digests match, or, without both digests, their references. */
function sameImage(a: RevisionFacts | undefined, b: RevisionFacts | undefined): boolean {
  if (!a || !b) return false;
  if (a.image_digest && b.image_digest) return a.image_digest === b.image_digest;
  return Boolean(a.image_ref) && a.image_ref === b.image_ref;
}

const RECOMMENDED_KINDS = new Set(['fixed', 'changed', 'deprecated', 'removed']);

/**
 * The class of the update a fleet pinned to `pinned` is offered, from the hub's versions entries of the template
 * (any order; those not mirrored yet are simply absent), and whether the hub now deprecates the template. Null when
 * there is nothing to do: no revision after the pin that is not yanked, the pinned one is not yanked either, and
 * the template is not deprecated.
 *
 * - `required`: the pinned revision is yanked (whatever comes after it).
 * - `security`: the target runs another image than the pinned revision, and a revision in (pinned, target] that is
 *   not yanked and does not merely roll back to the pinned image says it contains security updates.
 * - `deprecated`: the template (its latest state) is deprecated, and neither of the above holds: its reason and
 *   replacement matter more than any revision, and a fleet pinned to it is told so even with no newer revision.
 * - `recommended`: the target runs another image and a counted revision (same conditions) fixes, changes,
 *   deprecates or removes something.
 * - `other`: the rest: only additions, no notes, or a target that runs the image the fleet already serves (a
 *   rollback to it, or a change of metadata only).
 */
export function classifyUpdate(
  pinned: number,
  entries: readonly RevisionFacts[],
  options: { deprecated?: boolean } = {},
): UpdateVerdict | null {
  const sorted = [...entries].sort((a, b) => a.revision - b.revision);
  const own = sorted.find((e) => e.revision === pinned);
  const after = sorted.filter((e) => e.revision > pinned);
  const target = after.filter((e) => !e.yanked).at(-1) ?? null;
  const yanked = Boolean(own?.yanked);
  const deprecated = options.deprecated === true;
  if (!target && !yanked && !deprecated) return null;
  const imageChanges = target !== null && !sameImage(target, own);
  const counted = target ? after.filter((e) => e.revision <= target.revision && !e.yanked && !sameImage(e, own)) : [];
  const security = imageChanges ? counted.filter((e) => e.contains_security_updates === true) : [];
  const recommended = imageChanges && counted.some((e) => e.changes?.some((c) => RECOMMENDED_KINDS.has(c.kind)));
  const verdict = (cls: UpdateClass): UpdateVerdict => ({
    class: cls,
    target: target?.revision ?? null,
    image_changes: imageChanges,
    security_revisions: security.map((e) => e.revision),
  });
  if (yanked) return verdict('required');
  if (security.length) return verdict('security');
  if (deprecated) return verdict('deprecated');
  return verdict(recommended ? 'recommended' : 'other');
}
