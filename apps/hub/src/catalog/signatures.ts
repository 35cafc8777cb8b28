// The signed statements the sync feed and the signed snapshot serve beside a template's current revision
// (docs/signing.md): one definition of "in force", so that the digests a snapshot lists are those of the envelopes
// the feed carries.
import type { EntityManager } from 'typeorm';

export interface CurrentSignatureRow {
  template_id: string;
  /** The current revision's envelope (JSON text): its publisher's, or the hub's own (hub_signed), or null. */
  envelope: string | null;
  publisher: string | null;
  hub_signed: boolean;
}

export interface WithdrawalInForceRow {
  template_id: string;
  envelope: string;
}

type Queryable = Pick<EntityManager, 'query'>;

/** The current revision's envelope of each template. */
export function currentSignatures(db: Queryable, templateIds: string[]): Promise<CurrentSignatureRow[]> {
  if (!templateIds.length) return Promise.resolve([]);
  return db.query(
    `SELECT t.id AS template_id, r.envelope, r.publisher, r.hub_signed
       FROM templates t JOIN template_revisions r ON r.template_id = t.id AND r.revision = t.revision
      WHERE t.id = ANY ($1::uuid[])`,
    [templateIds],
  );
}

/**
 * The signed withdrawals in force for each template, oldest first: yanks of a revision that is still yanked, and
 * the rollback that made the current revision (recorded in the same transaction, so at its publication time).
 */
export function withdrawalsInForce(db: Queryable, templateIds: string[]): Promise<WithdrawalInForceRow[]> {
  if (!templateIds.length) return Promise.resolve([]);
  return db.query(
    `SELECT w.template_id, w.envelope
       FROM template_withdrawals w
       JOIN templates t ON t.id = w.template_id
       JOIN template_revisions cur ON cur.template_id = t.id AND cur.revision = t.revision
       LEFT JOIN template_revisions r ON r.template_id = w.template_id AND r.revision = w.revision
      WHERE w.envelope IS NOT NULL AND w.template_id = ANY ($1::uuid[])
        AND ((w.action = 'yank' AND r.yanked_at IS NOT NULL)
          OR (w.action = 'rollback' AND w.created_at >= cur.published_at))
      ORDER BY w.template_id, w.created_at, w.id`,
    [templateIds],
  );
}
