// Publisher signatures on a catalog apply (docs/signing.md, "Revisions and withdrawals"): the envelopes a document
// carries (`signatures`, added by `hub-catalog apply --sign-with`), checked against the hub's current trust root
// before anything is written, then against exactly what the apply published before it commits.
import { type FieldError, ProblemException, Problems, validationDetail } from '#lib/common';
import {
  type Authorization,
  authorizeStatement,
  type Envelope,
  readStatementEnvelope,
  type RevisionStatement,
  SignatureError,
  type TrustedRoot,
} from '#lib/signing';
import { signatureProblem } from '../../trust/trust.service.js';
import type { PublishedRevisionRow } from './catalog-document.repository.js';

export interface SignedRevision {
  /** Index in the document's `signatures`. */
  index: number;
  envelope: Envelope;
  statement: RevisionStatement;
  /** The root's verdict, or why it refused (mapped once the template's publisher is known). */
  verdict: Authorization | SignatureError;
}

/** JSON with sorted keys: the comparison of a statement's deployable fields with the stored snapshot (jsonb). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

export const publisherManaged = (slug: string, publisher: string, detail: string) =>
  new ProblemException(
    409,
    'publisher_managed',
    `${slug} is managed by publisher "${publisher}": ${detail} A takeover needs a new trust root version that ` +
      'gives the template to another publisher.',
  );

/** 409 `trust_root_not_found`: WHAT (a document's signatures, a withdrawal's) came with no root to check it. */
export const trustRootMissing = (what: string) =>
  new ProblemException(
    409,
    'trust_root_not_found',
    `${what} but the hub has no trust root to check against: publish one first ` +
      '(POST /api/v1/admin/catalog/trust/root).',
  );

/**
 * The document's envelopes by template slug, each verified against `root` (signatures and the publisher the root
 * allows for its slug and category). A malformed envelope, a withdrawal, or two for one slug → 400
 * `envelope_malformed` naming its index; an oversized one → 413.
 */
export function readSignatures(raw: unknown[] | undefined, root: TrustedRoot | null): Map<string, SignedRevision> {
  const signed = new Map<string, SignedRevision>();
  if (!raw?.length) return signed;
  if (!root) throw trustRootMissing('The document carries signatures');
  const errors: FieldError[] = [];
  for (const [index, value] of raw.entries()) {
    let read: ReturnType<typeof readStatementEnvelope>;
    try {
      read = readStatementEnvelope(value);
    } catch (error) {
      if (!(error instanceof SignatureError)) throw error;
      if (error.code === 'too_large') throw signatureProblem(error);
      errors.push({ field: `signatures.${index}`, message: error.message });
      continue;
    }
    if (read.kind !== 'revision') {
      errors.push({ field: `signatures.${index}`, message: 'a withdrawal envelope is not a revision signature' });
      continue;
    }
    const { slug } = read.statement;
    if (signed.has(slug)) {
      errors.push({ field: `signatures.${index}`, message: `a second signature for ${slug}` });
      continue;
    }
    let verdict: Authorization | SignatureError;
    try {
      verdict = authorizeStatement(root, read.envelope, slug, read.statement.category_slug);
    } catch (error) {
      if (!(error instanceof SignatureError)) throw error;
      verdict = error;
    }
    signed.set(slug, { index, envelope: read.envelope, statement: read.statement, verdict });
  }
  if (errors.length) {
    throw new ProblemException(400, 'envelope_malformed', `Signatures refused: ${validationDetail(errors)}`, {
      errors,
    });
  }
  return signed;
}

/**
 * The verdict on one template's signature, before writing: refused (a 4xx) unless the root's publisher for it
 * signed, and its statement names the revision this apply publishes and the document's category. A template managed
 * by a publisher signed by anyone else → 409 `publisher_managed`.
 */
export function checkSigned(
  s: SignedRevision,
  expect: { slug: string; revision: number; category_slug: string; publisher: string | null },
): Authorization {
  const at = `signatures.${s.index}`;
  if (s.verdict instanceof SignatureError) {
    if (expect.publisher && (s.verdict.code === 'not_authorized' || s.verdict.code === 'threshold')) {
      throw publisherManaged(expect.slug, expect.publisher, `this signature is not its publisher's.`);
    }
    const problem = signatureProblem(s.verdict);
    throw new ProblemException(problem.getStatus(), problem.code, `${expect.slug}: ${s.verdict.message}`, {
      errors: [{ field: at, message: s.verdict.message }],
    });
  }
  if (s.statement.revision !== expect.revision || s.statement.category_slug !== expect.category_slug) {
    throw mismatch(
      at,
      expect.slug,
      `it signs revision ${s.statement.revision} in category ${s.statement.category_slug}; this apply publishes revision ${expect.revision} in ${expect.category_slug} (plan again, sign, and apply with the plan's etag)`,
    );
  }
  return s.verdict;
}

function mismatch(field: string, slug: string, message: string): ProblemException {
  return new ProblemException(
    400,
    'signature_mismatch',
    `The signature of ${slug} does not cover what is applied: ${message}.`,
    { errors: [{ field, message }] },
  );
}

/** Every signature for a template this apply does not publish is refused (it would sign other content). */
export function refuseUnused(signed: Map<string, SignedRevision>, published: Set<string>): void {
  for (const [slug, s] of signed) {
    if (!published.has(slug)) {
      throw mismatch(`signatures.${s.index}`, slug, 'this apply publishes no revision of it');
    }
  }
}

/**
 * After the writes, before commit: each published revision's stored snapshot, number and category must be exactly
 * what its envelope signs (the database's snapshot, not the document's text, is what fleets deploy).
 */
export function checkPublished(rows: PublishedRevisionRow[], signed: Map<string, SignedRevision>): void {
  for (const row of rows) {
    const s = signed.get(row.slug);
    if (!s) throw Problems.validation(`${row.slug}: a revision was published without its signature.`);
    const at = `signatures.${s.index}`;
    if (s.statement.revision !== Number(row.revision) || s.statement.category_slug !== row.category_slug) {
      throw mismatch(at, row.slug, `the hub published revision ${row.revision} in ${row.category_slug}`);
    }
    const differ = Object.keys(s.statement.deployable).filter(
      (f) => canonical((s.statement.deployable as Record<string, unknown>)[f]) !== canonical(row.snapshot[f]),
    );
    if (differ.length) throw mismatch(at, row.slug, `the applied ${differ.join(', ')} differ from what is signed`);
  }
}
