import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { orMissingReference, retryOnConflict, selectList } from '#lib/database';
import { trackVisibility } from '../../catalog/visibility.js';
import {
  ADMIN_TEMPLATE_ROW_COLUMNS,
  type AdminTemplateRow,
  type WriteTransaction,
} from '../templates/templates.repository.js';

export interface ScopeCategoryRow {
  id: string;
  name: string;
  slug: string;
  description: string;
  icon: string;
  sort_order: number;
  is_private: boolean;
  updated_at: Date;
  /** Templates outside the document's scope that use it. */
  foreign_uses: number | string;
}

export interface ScopeTemplateRow extends Omit<AdminTemplateRow, 'signature'> {
  registry_credentials_enc: string | null;
}

export interface PublishedRevisionRow {
  id: string;
  slug: string;
  revision: number;
  snapshot: Record<string, unknown>;
  category_slug: string;
}

export interface TakeoverRow {
  id: string;
  template_id: string | null;
  template_slug: string;
  from_manager: string;
  to_manager: string;
  taken_by: string | null;
  taken_by_email: string | null;
  taken_at: Date;
}

/** What a document's scope holds now, and the etag of that state. */
export interface ScopeState {
  org: { id: string; slug: string } | null;
  categories: ScopeCategoryRow[];
  templates: ScopeTemplateRow[];
  /** Slugs of the document's templates taken outside its scope, with their owner's slug (null: hub-owned). */
  foreignSlugs: Map<string, string | null>;
  etag: string;
}

// A plan compares fields, not envelopes: the current signature is not read.
const { signature: _signature, ...SCOPE_TEMPLATE_COLUMNS } = ADMIN_TEMPLATE_ROW_COLUMNS;
const TEMPLATE_COLUMNS = selectList(SCOPE_TEMPLATE_COLUMNS);

/** Reads and locks for the catalog document (plan, apply, export); the writes go through the admin services. */
@Injectable()
export class CatalogDocumentRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Runs `work` in one transaction (retried on a serialization failure or deadlock); 'missing_reference' when the
   * database refused a reference (a category or organization deleted meanwhile).
   */
  transaction<T>(work: (tx: WriteTransaction) => Promise<T>): Promise<T | 'missing_reference'> {
    return orMissingReference(() => retryOnConflict(() => this.db.transaction(work)));
  }

  async organization(slug: string, tx?: WriteTransaction): Promise<{ id: string; slug: string } | null> {
    const rows: { id: string; slug: string }[] = await (tx ?? this.db.manager).query(
      'SELECT id, slug FROM organizations WHERE slug = $1',
      [slug],
    );
    return rows[0] ?? null;
  }

  /**
   * Apply's first statement: every category row locked (template writers take a key-share lock on their
   * category, so none runs meanwhile) and applies to the same hub taken in turn, whatever their scope.
   */
  async lock(tx: WriteTransaction): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['hub.catalog.apply']);
    await tx.query('SELECT id FROM categories ORDER BY id FOR UPDATE');
  }

  /**
   * Every NOTIFY this transaction's writes send carries one payload, so PostgreSQL delivers one notification
   * (other replicas flush their caches once per apply, not once per template).
   */
  async oneNotification(tx: WriteTransaction): Promise<void> {
    await tx.query(
      "SELECT set_config('hub.notify_payload', 'catalog ' || floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint, true)",
    );
  }

  /** The scope's state: all categories, the scope's templates (by slug), the document's slugs taken elsewhere. */
  async state(
    org: { id: string; slug: string } | null,
    documentSlugs: string[],
    tx?: WriteTransaction,
  ): Promise<ScopeState> {
    const m: EntityManager = tx ?? this.db.manager;
    const orgId = org?.id ?? null;
    const categories: ScopeCategoryRow[] = await m.query(
      `SELECT c.id, c.name, c.slug, c.description, c.icon, c.sort_order, c.is_private, c.updated_at,
              (SELECT count(*) FROM templates t WHERE t.category_id = c.id AND t.owner_org_id IS DISTINCT FROM $1::uuid)
                AS foreign_uses
         FROM categories c ORDER BY c.slug`,
      [orgId],
    );
    const templates: ScopeTemplateRow[] = await m.query(
      `SELECT ${TEMPLATE_COLUMNS}, t.registry_credentials_enc
         FROM templates t JOIN categories c ON c.id = t.category_id
        WHERE t.owner_org_id IS NOT DISTINCT FROM $1::uuid
        ORDER BY t.slug`,
      [orgId],
    );
    const foreign: { slug: string; org_slug: string | null }[] = documentSlugs.length
      ? await m.query(
          `SELECT t.slug, o.slug AS org_slug FROM templates t LEFT JOIN organizations o ON o.id = t.owner_org_id
            WHERE t.slug = ANY ($2::text[]) AND t.owner_org_id IS DISTINCT FROM $1::uuid`,
          [orgId, documentSlugs],
        )
      : [];
    const hash = createHash('sha256');
    hash.update(`${orgId ?? 'hub'}\n`);
    for (const c of categories) hash.update(`c ${c.id} ${new Date(c.updated_at).toISOString()}\n`);
    for (const t of templates) hash.update(`t ${t.id} ${t.revision} ${new Date(t.updated_at).toISOString()}\n`);
    return {
      org,
      categories,
      templates,
      foreignSlugs: new Map(foreign.map((f) => [f.slug, f.org_slug])),
      etag: `"${hash.digest('base64url').slice(0, 32)}"`,
    };
  }

  /** Sets templates' managers (new templates of a source, takeovers), one statement per manager. */
  async setManagers(tx: WriteTransaction, rows: { id: string; manager: string }[]): Promise<void> {
    const byManager = new Map<string, string[]>();
    for (const r of rows) byManager.set(r.manager, [...(byManager.get(r.manager) ?? []), r.id]);
    for (const [manager, ids] of byManager) {
      await tx.query('UPDATE templates SET manager = $1, updated_at = now() WHERE id = ANY ($2::uuid[])', [
        manager,
        ids,
      ]);
    }
  }

  /**
   * Declares this transaction a signed write: the publisher guard (revision-signatures migration) lets it publish
   * revisions of publisher-managed templates. The caller stores a verified envelope for each before committing.
   */
  async declareSignedWrite(tx: WriteTransaction): Promise<void> {
    await tx.query("SELECT set_config('hub.signed_write', 'on', true)");
  }

  /** The current revision of each template: its number, snapshot and category (what the signatures must cover). */
  async publishedRevisions(tx: WriteTransaction, ids: string[]): Promise<PublishedRevisionRow[]> {
    if (!ids.length) return [];
    return tx.query(
      `SELECT t.id, t.slug, t.revision, r.snapshot, c.slug AS category_slug
         FROM templates t
         JOIN template_revisions r ON r.template_id = t.id AND r.revision = t.revision
         JOIN categories c ON c.id = t.category_id
        WHERE t.id = ANY ($1::uuid[])`,
      [ids],
    );
  }

  /** Stores each revision's verified envelope and makes its publisher the template's, one statement. */
  async storeSignatures(
    tx: WriteTransaction,
    rows: { template_id: string; revision: number; envelope: string; publisher: string }[],
  ): Promise<void> {
    if (!rows.length) return;
    const params = [
      rows.map((r) => r.template_id),
      rows.map((r) => r.revision),
      rows.map((r) => r.envelope),
      rows.map((r) => r.publisher),
    ];
    const input =
      'unnest($1::uuid[], $2::int[], $3::text[], $4::text[]) AS s (template_id, revision, envelope, publisher)';
    await tx.query(
      `UPDATE template_revisions r SET envelope = s.envelope, publisher = s.publisher
         FROM ${input} WHERE r.template_id = s.template_id AND r.revision = s.revision`,
      params,
    );
    await tx.query(
      `UPDATE templates t SET publisher = s.publisher
         FROM ${input} WHERE t.id = s.template_id AND t.publisher IS DISTINCT FROM s.publisher`,
      params,
    );
  }

  /** The record of takeovers (who, from which manager to which, when), one statement. */
  async recordTakeovers(
    tx: WriteTransaction,
    rows: { template_id: string; template_slug: string; from_manager: string; to_manager: string }[],
    by: string | null,
  ): Promise<void> {
    if (!rows.length) return;
    await tx.query(
      `INSERT INTO template_takeovers (template_id, template_slug, from_manager, to_manager, taken_by, taken_at)
       SELECT r.template_id, r.template_slug, r.from_manager, r.to_manager, $5::uuid, now()
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[])
           AS r (template_id, template_slug, from_manager, to_manager)`,
      [
        rows.map((r) => r.template_id),
        rows.map((r) => r.template_slug),
        rows.map((r) => r.from_manager),
        rows.map((r) => r.to_manager),
        by,
      ],
    );
  }

  /** Takeovers, newest first (at most `limit`), of one template slug or all, with the name of who took over. */
  async takeovers(slug: string | undefined, limit: number): Promise<TakeoverRow[]> {
    return this.db.query(
      `SELECT k.id, k.template_id, k.template_slug, k.from_manager, k.to_manager, k.taken_by, u.email AS taken_by_email,
              k.taken_at
         FROM template_takeovers k LEFT JOIN users u ON u.id = k.taken_by
        WHERE $1::text IS NULL OR k.template_slug = $1
        ORDER BY k.taken_at DESC, k.id
        LIMIT $2`,
      [slug ?? null, limit],
    );
  }

  /** Runs a batch of writes so that syncing callers learn who lost which template (visibility.ts). */
  tracked<T>(
    tx: WriteTransaction,
    affected: { templateIds: string[]; categoryIds: string[] },
    work: () => Promise<T>,
  ): Promise<T> {
    return trackVisibility(tx, affected, work);
  }
}
