import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { likePattern, TEMPLATE_ROW_COLUMNS, type TemplateRow } from '../../catalog/catalog.repository.js';
import { trackVisibility } from '../../catalog/visibility.js';
import { type ColumnMap, orMissingReference, retryOnConflict, returnedRows, selectList } from '#lib/database';

export interface AdminTemplateRow extends TemplateRow {
  registry_credentials_set: boolean;
  secret_refs: string[];
  command: string[];
  tolerations: unknown[];
  icon_url: string | null;
  owner_org_id: string | null;
  manager: string;
  publisher: string | null;
  /** The current revision's publisher envelope (JSON text), or null. */
  signature: string | null;
  created_at: Date;
}

/** What a withdrawal statement must name: the template (slug, category, its publisher), the action and revision. */
export interface WithdrawalTarget {
  slug: string;
  category_slug: string;
  publisher: string | null;
  action: 'yank' | 'rollback';
  revision: number;
  /** Whether the revision named carries a publisher's signature. */
  target_signed: boolean;
}

/** A withdrawal to record: the publisher's envelope (JSON text) and name, or nulls when the hub acts alone. */
export interface WithdrawalRecord {
  envelope: string | null;
  publisher: string | null;
}

/** The writable columns and how each is bound (jsonb and text[] need casts). */
export const TEMPLATE_WRITE_COLUMNS = {
  name: 'text',
  slug: 'text',
  description: 'text',
  version: 'text',
  kind: 'text',
  category_id: 'uuid',
  owner_org_id: 'uuid',
  image_name: 'text',
  image_tag: 'text',
  image_digest: 'text',
  registry_url: 'text',
  registry_credentials_enc: 'text',
  cpu_request: 'text',
  memory_request: 'text',
  gpu_count: 'int',
  vram_request: 'text',
  concurrent_jobs: 'int',
  env: 'jsonb',
  env_schema: 'jsonb',
  secret_refs: 'text[]',
  command: 'text[]',
  ports: 'jsonb',
  node_selector: 'jsonb',
  tolerations: 'jsonb',
  volume_mounts: 'jsonb',
  required_network_types: 'text[]',
  is_public: 'boolean',
  is_featured: 'boolean',
  min_tier: 'text',
  tags: 'text[]',
  icon_url: 'text',
  documentation: 'text',
  deprecated: 'jsonb',
} as const;

/** A transaction a batch of admin writes shares (the catalog document's apply): opaque above the repositories. */
export type WriteTransaction = EntityManager;

export type TemplateWrite = Partial<Record<keyof typeof TEMPLATE_WRITE_COLUMNS, unknown>>;

/** Release notes of the revision a write publishes (stored on that revision). */
export interface ReleaseNotes {
  changes: { kind: string; description: string }[];
  contains_security_updates: boolean;
}

/** What a template write published, seen inside its transaction (the service may still refuse it there). */
export interface PublishOutcome {
  published: boolean;
  revision: number;
  version_reused: boolean;
  image_digest: string | null;
}

/** From `templates t JOIN categories c`: the catalog columns and the admin-only ones (never the credentials). */
export const ADMIN_TEMPLATE_ROW_COLUMNS = {
  ...TEMPLATE_ROW_COLUMNS,
  registry_credentials_set: '(t.registry_credentials_enc IS NOT NULL)',
  secret_refs: 't.secret_refs',
  command: 't.command',
  tolerations: 't.tolerations',
  icon_url: 't.icon_url',
  owner_org_id: 't.owner_org_id',
  manager: 't.manager',
  publisher: 't.publisher',
  signature: '(SELECT r.envelope FROM template_revisions r WHERE r.template_id = t.id AND r.revision = t.revision)',
  created_at: 't.created_at',
} as const satisfies ColumnMap<AdminTemplateRow>;

const ADMIN_COLUMNS = selectList(ADMIN_TEMPLATE_ROW_COLUMNS);

function bind(column: keyof typeof TEMPLATE_WRITE_COLUMNS, value: unknown, params: unknown[]): string {
  const type = TEMPLATE_WRITE_COLUMNS[column];
  params.push(type === 'jsonb' && value !== null ? JSON.stringify(value) : value);
  return `$${params.length}::${type}`;
}

const WRITE_COLUMN_NAMES = Object.keys(TEMPLATE_WRITE_COLUMNS) as (keyof typeof TEMPLATE_WRITE_COLUMNS)[];

/** Rows per multi-row statement: about 34 parameters a row, well under PostgreSQL's 65,535 per statement. */
export const ROWS_PER_STATEMENT = 500;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) out.push(rows.slice(i, i + ROWS_PER_STATEMENT));
  return out;
}

/**
 * Template writes for the admin API. Every write runs in one transaction through trackVisibility
 * (so `catalog/templates/updates` reports who gained or lost the template) and sets
 * updated_at = now() explicitly: the transaction's start, which the sync horizon accounts for.
 */
@Injectable()
export class AdminTemplatesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async list(limit: number, offset: number, search?: string): Promise<{ rows: AdminTemplateRow[]; total: number }> {
    const params: unknown[] = [];
    let where = 'TRUE';
    if (search) {
      params.push(likePattern(search));
      where = `(lower(t.name) LIKE $1 OR t.slug LIKE $1 OR lower(t.description) LIKE $1)`;
    }
    params.push(limit, offset);
    const rows: (AdminTemplateRow & { total: string | number })[] = await this.db.query(
      `SELECT ${ADMIN_COLUMNS}, count(*) OVER () AS total
         FROM templates t JOIN categories c ON c.id = t.category_id
        WHERE ${where}
        ORDER BY lower(t.name), t.id
        LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    if (rows.length || offset === 0) return { rows, total: rows.length ? Number(rows[0].total) : 0 };
    const [{ total }]: { total: string | number }[] = await this.db.query(
      `SELECT count(*) AS total FROM templates t WHERE ${where}`,
      params.slice(0, params.length - 2),
    );
    return { rows: [], total: Number(total) };
  }

  async categoryExists(id: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM categories WHERE id = $1', [id])).length > 0;
  }

  async organizationExists(id: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM organizations WHERE id = $1', [id])).length > 0;
  }

  /**
   * Inserts unless the slug is taken (then null): concurrent creates of one slug give one row, no error.
   * 'missing_reference': the category or owner was deleted after the service checked it.
   */
  create(values: TemplateWrite, notes: ReleaseNotes | null): Promise<AdminTemplateRow | null | 'missing_reference'> {
    return orMissingReference(() =>
      retryOnConflict(() =>
        this.db.transaction((m) =>
          trackVisibility(m, {}, async () => {
            const id = await this.insertIn(m, values, notes);
            return id ? this.read(m, id) : null;
          }),
        ),
      ),
    );
  }

  /** The INSERT of create, inside the caller's transaction (which tracks visibility): the new id, or null (slug taken). */
  async insertIn(m: EntityManager, values: TemplateWrite, notes: ReleaseNotes | null): Promise<string | null> {
    const params: unknown[] = [];
    const columns = Object.keys(values) as (keyof typeof TEMPLATE_WRITE_COLUMNS)[];
    const placeholders = columns.map((c) => bind(c, values[c], params));
    const inserted: { id: string }[] = await m.query(
      `INSERT INTO templates (${columns.join(', ')}, created_at, updated_at)
       VALUES (${placeholders.join(', ')}, now(), now())
       ON CONFLICT (slug) DO NOTHING RETURNING id`,
      params,
    );
    if (!inserted[0]) return null;
    // The insert trigger published revision 1.
    if (notes) await this.writeNotes(m, inserted[0].id, 1, notes);
    return inserted[0].id;
  }

  /**
   * insertIn for many templates (the catalog document's apply): multi-row INSERTs of up to ROWS_PER_STATEMENT rows
   * (a field a row leaves out takes the column's default, as in insertIn; the triggers publish each revision 1),
   * then the release notes of all of them in one statement. The new ids in input order, null where the slug was
   * taken.
   */
  async insertManyIn(
    m: EntityManager,
    rows: { values: TemplateWrite; notes: ReleaseNotes | null }[],
  ): Promise<(string | null)[]> {
    const ids: (string | null)[] = [];
    for (const chunk of chunks(rows)) {
      const columns = WRITE_COLUMN_NAMES.filter((c) => chunk.some((r) => r.values[c] !== undefined));
      const params: unknown[] = [];
      const tuples = chunk.map(
        (r) =>
          `(${columns.map((c) => (r.values[c] === undefined ? 'DEFAULT' : bind(c, r.values[c], params))).join(', ')}, now(), now())`,
      );
      const inserted: { id: string; slug: string }[] = await m.query(
        `INSERT INTO templates (${columns.join(', ')}, created_at, updated_at)
         VALUES ${tuples.join(', ')}
         ON CONFLICT (slug) DO NOTHING RETURNING id, slug`,
        params,
      );
      const bySlug = new Map(inserted.map((r) => [r.slug, r.id]));
      for (const r of chunk) ids.push(bySlug.get(r.values.slug as string) ?? null);
    }
    await this.writeManyNotes(
      m,
      rows.flatMap((r, i) => (r.notes && ids[i] ? [{ id: ids[i], revision: 1, notes: r.notes }] : [])),
    );
    return ids;
  }

  /**
   * updateIn for many templates (the catalog document's apply, whose transaction has locked the categories and
   * tracks visibility): one multi-row UPDATE per set of columns written (up to ROWS_PER_STATEMENT rows each), the
   * revisions published by the same triggers, `check` called on each template's outcome (a throw refuses the
   * whole batch), then the release notes in one statement. The ids that matched no template.
   */
  async updateManyIn(
    m: EntityManager,
    rows: { id: string; values: TemplateWrite; notes: ReleaseNotes | null }[],
    check: (outcome: PublishOutcome, notes: ReleaseNotes | null) => void,
  ): Promise<string[]> {
    const shapes = new Map<string, typeof rows>();
    for (const r of rows) {
      const key = WRITE_COLUMN_NAMES.filter((c) => r.values[c] !== undefined).join(',');
      shapes.set(key, [...(shapes.get(key) ?? []), r]);
    }
    const written = new Map<string, { revision: number; old_revision: number; image_digest: string | null }>();
    for (const [key, group] of shapes) {
      const columns = (key ? key.split(',') : []) as (keyof typeof TEMPLATE_WRITE_COLUMNS)[];
      for (const chunk of chunks(group)) {
        const params: unknown[] = [];
        const tuples = chunk.map((r) => {
          params.push(r.id);
          const id = `$${params.length}::uuid`;
          return `(${[id, ...columns.map((c) => bind(c, r.values[c], params))].join(', ')})`;
        });
        // `o` is the row as it was before this statement (its snapshot): the revision the write started from.
        const updated = returnedRows<{
          id: string;
          revision: number;
          old_revision: number;
          image_digest: string | null;
        }>(
          await m.query(
            `UPDATE templates t SET ${[...columns.map((c) => `${c} = v.${c}`), 'updated_at = now()'].join(', ')}
               FROM (VALUES ${tuples.join(', ')}) AS v (id${columns.map((c) => `, ${c}`).join('')})
               JOIN templates o ON o.id = v.id
              WHERE t.id = v.id
             RETURNING t.id, t.revision, o.revision AS old_revision, t.image_digest`,
            params,
          ),
        );
        for (const u of updated) written.set(u.id, u);
      }
    }
    const published = rows.filter((r) => {
      const w = written.get(r.id);
      return w && Number(w.revision) !== Number(w.old_revision);
    });
    const reused = new Map<string, boolean>();
    if (published.length) {
      const found: { template_id: string; version_reused: boolean }[] = await m.query(
        `SELECT r.template_id, r.version_reused
           FROM template_revisions r
           JOIN unnest($1::uuid[], $2::int[]) AS p (id, revision) ON r.template_id = p.id AND r.revision = p.revision`,
        [published.map((r) => r.id), published.map((r) => Number(written.get(r.id)!.revision))],
      );
      for (const f of found) reused.set(f.template_id, f.version_reused);
    }
    const notes: { id: string; revision: number; notes: ReleaseNotes }[] = [];
    for (const r of rows) {
      const w = written.get(r.id);
      if (!w) continue;
      const outcome: PublishOutcome = {
        published: Number(w.revision) !== Number(w.old_revision),
        revision: Number(w.revision),
        version_reused: reused.get(r.id) ?? false,
        image_digest: w.image_digest,
      };
      check(outcome, r.notes);
      if (outcome.published && r.notes) notes.push({ id: r.id, revision: outcome.revision, notes: r.notes });
    }
    await this.writeManyNotes(m, notes);
    return rows.filter((r) => !written.has(r.id)).map((r) => r.id);
  }

  /** Release notes of many published revisions in one statement. */
  private async writeManyNotes(
    m: EntityManager,
    rows: { id: string; revision: number; notes: ReleaseNotes }[],
  ): Promise<void> {
    if (!rows.length) return;
    await m.query(
      `UPDATE template_revisions r SET changes = v.changes, contains_security_updates = v.contains_security_updates
         FROM jsonb_to_recordset($1::jsonb) AS v (template_id uuid, revision int, changes jsonb,
                                                  contains_security_updates boolean)
        WHERE r.template_id = v.template_id AND r.revision = v.revision`,
      [
        JSON.stringify(
          rows.map((r) => ({
            template_id: r.id,
            revision: r.revision,
            changes: r.notes.changes,
            contains_security_updates: r.notes.contains_security_updates,
          })),
        ),
      ],
    );
  }

  /**
   * null: no such template; 'missing_reference' as for create. The templates triggers publish a revision when a
   * deployable field changed (under this UPDATE's row lock, so concurrent writers get consecutive numbers);
   * `check` sees the outcome inside the transaction and may refuse it by throwing (then nothing is written).
   */
  update(
    id: string,
    values: TemplateWrite,
    notes: ReleaseNotes | null,
    check: (outcome: PublishOutcome) => void,
  ): Promise<AdminTemplateRow | null | 'missing_reference'> {
    return orMissingReference(() =>
      retryOnConflict(() =>
        this.db.transaction(async (m) => {
          await this.lockCategoriesFirst(m, id, values.category_id as string | undefined);
          return trackVisibility(m, { templateIds: [id] }, async () =>
            (await this.updateIn(m, id, values, notes, check)) ? this.read(m, id) : null,
          );
        }),
      ),
    );
  }

  /**
   * The UPDATE of update, inside the caller's transaction (which has locked the categories first and tracks
   * visibility); false: no such template.
   */
  async updateIn(
    m: EntityManager,
    id: string,
    values: TemplateWrite,
    notes: ReleaseNotes | null,
    check: (outcome: PublishOutcome) => void,
  ): Promise<boolean> {
    const outcome = await this.write(m, id, values);
    if (!outcome) return false;
    check(outcome);
    if (outcome.published && notes) await this.writeNotes(m, id, outcome.revision, notes);
    return true;
  }

  /** The UPDATE itself; `publish` forces a new revision even when the snapshot is unchanged (a rollback). */
  private async write(
    m: EntityManager,
    id: string,
    values: TemplateWrite,
    publish = false,
  ): Promise<PublishOutcome | null> {
    const before: { revision: number }[] = await m.query('SELECT revision FROM templates WHERE id = $1 FOR UPDATE', [
      id,
    ]);
    if (!before.length) return null;
    const params: unknown[] = [id];
    const sets = (Object.keys(values) as (keyof typeof TEMPLATE_WRITE_COLUMNS)[]).map(
      (c) => `${c} = ${bind(c, values[c], params)}`,
    );
    if (publish) sets.push('revision = revision + 1');
    const [after] = returnedRows<{ revision: number; image_digest: string | null }>(
      await m.query(
        `UPDATE templates SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1
         RETURNING revision, image_digest`,
        params,
      ),
    );
    const published = after.revision !== before[0].revision;
    const reused: { version_reused: boolean }[] = published
      ? await m.query('SELECT version_reused FROM template_revisions WHERE template_id = $1 AND revision = $2', [
          id,
          after.revision,
        ])
      : [];
    return {
      published,
      revision: after.revision,
      version_reused: reused[0]?.version_reused ?? false,
      image_digest: after.image_digest,
    };
  }

  private async writeNotes(m: EntityManager, id: string, revision: number, notes: ReleaseNotes): Promise<void> {
    await m.query(
      `UPDATE template_revisions SET changes = $3::jsonb, contains_security_updates = $4
        WHERE template_id = $1 AND revision = $2`,
      [id, revision, JSON.stringify(notes.changes), notes.contains_security_updates],
    );
  }

  /**
   * Marks a past revision yanked (a second yank keeps the first one's reason and time) and bumps the template's
   * updated_at, so that caches and syncing fleets see it. 'current' when it is the latest revision.
   */
  yank(
    id: string,
    revision: number,
    reason: string,
    withdrawal?: (target: WithdrawalTarget) => Promise<WithdrawalRecord | null>,
  ): Promise<'missing_template' | 'missing_revision' | 'current' | 'ok'> {
    return retryOnConflict(() =>
      this.db.transaction(async (m) => {
        const current: { revision: number }[] = await m.query(
          'SELECT revision FROM templates WHERE id = $1 FOR UPDATE',
          [id],
        );
        if (!current.length) return 'missing_template';
        if (current[0].revision === revision) return 'current';
        await this.recordWithdrawal(m, id, 'yank', revision, reason, withdrawal);
        const hit = returnedRows(
          await m.query(
            `UPDATE template_revisions SET yanked_at = COALESCE(yanked_at, now()), yank_reason = COALESCE(yank_reason, $3)
              WHERE template_id = $1 AND revision = $2 RETURNING revision`,
            [id, revision, reason],
          ),
        );
        if (!hit.length) return 'missing_revision';
        await m.query('UPDATE templates SET updated_at = now() WHERE id = $1', [id]);
        return 'ok';
      }),
    );
  }

  /**
   * Publishes a new revision whose deployable fields are those of `toRevision` (its snapshot, column by column)
   * and yanks every revision after `toRevision` with the reason, in one transaction.
   */
  rollback(
    id: string,
    toRevision: number,
    reason: string,
    withdrawal?: (target: WithdrawalTarget) => Promise<WithdrawalRecord | null>,
  ): Promise<AdminTemplateRow | 'missing_template' | 'missing_revision' | 'not_past' | 'yanked'> {
    return retryOnConflict(() =>
      this.db.transaction(async (m) => {
        await this.lockCategoriesFirst(m, id);
        const current: { revision: number }[] = await m.query(
          'SELECT revision FROM templates WHERE id = $1 FOR UPDATE',
          [id],
        );
        if (!current.length) return 'missing_template';
        const target: { snapshot: Record<string, unknown>; yanked_at: Date | null; publisher: string | null }[] =
          await m.query(
            'SELECT snapshot, yanked_at, publisher FROM template_revisions WHERE template_id = $1 AND revision = $2',
            [id, toRevision],
          );
        if (!target.length) return 'missing_revision';
        if (toRevision >= current[0].revision) return 'not_past';
        if (target[0].yanked_at) return 'yanked';
        const signed = target[0].publisher !== null;
        const record = await this.recordWithdrawal(m, id, 'rollback', toRevision, reason, withdrawal, signed);
        if (record?.managedBy) {
          // A publisher-managed template goes back only to content a publisher signed (the callback refuses
          // others); republishing it passes the publisher guard, and a fleet honours it only when signed.
          await m.query("SELECT set_config('hub.signed_write', 'on', true)");
        }
        const values: TemplateWrite = {};
        for (const [column, value] of Object.entries(target[0].snapshot)) {
          if (Object.hasOwn(TEMPLATE_WRITE_COLUMNS, column)) values[column as keyof TemplateWrite] = value;
        }
        const outcome = (await this.write(m, id, values, true))!;
        await this.writeNotes(m, id, outcome.revision, {
          changes: [{ kind: 'changed', description: `Rolled back to revision ${toRevision}: ${reason}` }],
          contains_security_updates: false,
        });
        await m.query(
          `UPDATE template_revisions SET yanked_at = now(), yank_reason = $3
            WHERE template_id = $1 AND revision > $2 AND revision < $4 AND yanked_at IS NULL`,
          [id, toRevision, reason, outcome.revision],
        );
        return this.read(m, id);
      }),
    );
  }

  /**
   * Records a yank or rollback of a publisher-managed template, or one the publisher signed (docs/signing.md):
   * `withdrawal` checks the envelope (if any) against the template, and says whether the hub acts alone.
   */
  private async recordWithdrawal(
    m: EntityManager,
    id: string,
    action: 'yank' | 'rollback',
    revision: number,
    reason: string,
    withdrawal?: (target: WithdrawalTarget) => Promise<WithdrawalRecord | null>,
    targetSigned = true,
  ): Promise<(WithdrawalRecord & { managedBy: string | null }) | null> {
    if (!withdrawal) return null;
    const [t]: { slug: string; category_slug: string; publisher: string | null }[] = await m.query(
      'SELECT t.slug, c.slug AS category_slug, t.publisher FROM templates t JOIN categories c ON c.id = t.category_id WHERE t.id = $1',
      [id],
    );
    const record = await withdrawal({ ...t, action, revision, target_signed: targetSigned });
    if (!record) return null;
    await m.query(
      `INSERT INTO template_withdrawals (template_id, action, revision, reason, envelope, publisher, hub_only)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [id, action, revision, reason, record.envelope, record.publisher, record.envelope === null],
    );
    return { ...record, managedBy: t.publisher };
  }

  /**
   * Category writers lock the category, then its templates. A template write must not take them
   * the other way round, and it would: re-updating a row this transaction already updated (the
   * updated_at bump) re-runs the foreign-key check, a KEY SHARE lock on the category, while the
   * template row is held. So the categories come first here too.
   */
  private async lockCategoriesFirst(m: EntityManager, id: string, newCategoryId?: string): Promise<void> {
    const current: { category_id: string }[] = await m.query('SELECT category_id FROM templates WHERE id = $1', [id]);
    const ids = [...new Set([current[0]?.category_id, newCategoryId].filter((x): x is string => !!x))].sort();
    if (ids.length)
      await m.query('SELECT id FROM categories WHERE id = ANY ($1::uuid[]) ORDER BY id FOR KEY SHARE', [ids]);
  }

  delete(id: string): Promise<boolean> {
    return retryOnConflict(() =>
      this.db.transaction((m) => trackVisibility(m, { templateIds: [id] }, () => this.deleteIn(m, id))),
    );
  }

  /** The DELETE of delete, inside the caller's transaction (which tracks visibility). */
  async deleteIn(m: EntityManager, id: string): Promise<boolean> {
    return returnedRows(await m.query('DELETE FROM templates WHERE id = $1 RETURNING id', [id])).length > 0;
  }

  /** deleteIn for many templates, in one statement: the ids that matched no template. */
  async deleteManyIn(m: EntityManager, ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const deleted = returnedRows<{ id: string }>(
      await m.query('DELETE FROM templates WHERE id = ANY ($1::uuid[]) RETURNING id', [ids]),
    );
    const gone = new Set(deleted.map((d) => d.id));
    return ids.filter((id) => !gone.has(id));
  }

  private async read(m: EntityManager, id: string): Promise<AdminTemplateRow> {
    const rows: AdminTemplateRow[] = await m.query(
      `SELECT ${ADMIN_COLUMNS} FROM templates t JOIN categories c ON c.id = t.category_id WHERE t.id = $1`,
      [id],
    );
    return rows[0];
  }
}
