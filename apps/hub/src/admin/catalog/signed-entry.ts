// The revision envelope of one catalog document entry, as its publisher signs it: the one description that
// `hub-catalog apply --sign-with`, the signed demo seed and the tests share.
import { type Envelope, REVISION_FIELDS, revisionStatement, type Signer, signRevision } from '#lib/signing';
import { templateWrite } from '../templates/template-write.js';
import { defaultOf } from './catalog-document-fields.js';

/**
 * Signs revision `revision` of a document entry: its deployable fields from the ENTRY, normalised by the hub's own
 * write rules (template-write.ts) with the document's defaults filled in, never from a hub's answer (a hub that lied
 * in its plan gets a signature of the curator's content, which its apply then refuses). Credentials are left out
 * (write-only, not deployable), so no encryption key is needed.
 */
export function signEntryRevision(
  entry: { slug: string; category_slug: string },
  revision: number,
  signers: Signer[],
  signedAt = new Date(),
): Envelope {
  const {
    category_slug,
    registry_credentials: _c,
    source: _s,
    ...body
  } = entry as Record<string, unknown> & {
    category_slug: string;
  };
  const values = templateWrite(body, Buffer.alloc(32)) as Record<string, unknown>;
  const deployable = Object.fromEntries(
    REVISION_FIELDS.map((f) => [f, values[f] !== undefined ? values[f] : defaultOf(f)]),
  );
  return signRevision(revisionStatement({ slug: entry.slug, revision, category_slug, deployable }, signedAt), signers);
}
