import { Inject, Injectable } from '@nestjs/common';
import { type FieldError, iso, pagination, parsePaging, ProblemException, Problems } from '#lib/common';
import { authorizeStatement, readStatementEnvelope, SignatureError } from '#lib/signing';
import { signatureProblem, TrustService } from '../../trust/trust.service.js';
import { publisherManaged, trustRootMissing } from '../catalog/catalog-signatures.js';
import { isUniqueViolation } from '#lib/database';
import { toCatalogTemplate } from '../../catalog/catalog.mapper.js';
import { HUB_CONFIG, type HubConfig } from '../../hub.config.js';
import type {
  AdminTemplateListQueryDto,
  TemplateCreateDto,
  TemplateFieldsDto,
  TemplateRollbackDto,
  TemplateUpdateDto,
  TemplateYankDto,
} from './dto/template-input.dto.js';
import type { AdminTemplateDto, AdminTemplateListResponseDto } from './dto/template-response.dto.js';
import {
  type AdminTemplateRow,
  AdminTemplatesRepository,
  type PublishOutcome,
  type ReleaseNotes,
  type TemplateWrite,
  type WithdrawalRecord,
  type WithdrawalTarget,
  type WriteTransaction,
} from './templates.repository.js';
import { templateWrite } from './template-write.js';

const DIGEST_REQUIRED = {
  field: 'image_digest',
  message: 'image_digest is required to publish a revision (HUB_REQUIRE_IMAGE_DIGEST=true)',
};

/** The notes a body carries, or null; `contains_security_updates` is also true when a change is a security one. */
export function notesOf(body: TemplateFieldsDto): ReleaseNotes | null {
  if (body.changes === undefined && body.contains_security_updates === undefined) return null;
  const changes = (body.changes ?? []).map((c) => ({ kind: c.kind, description: c.description.trim() }));
  return {
    changes,
    contains_security_updates: body.contains_security_updates === true || changes.some((c) => c.kind === 'security'),
  };
}

export function toAdminTemplate(r: AdminTemplateRow): AdminTemplateDto {
  return {
    ...toCatalogTemplate(r),
    registry_url: r.registry_url,
    registry_credentials_set: r.registry_credentials_set,
    secret_refs: r.secret_refs,
    command: r.command,
    tolerations: r.tolerations as AdminTemplateDto['tolerations'],
    icon_url: r.icon_url,
    owner_org_id: r.owner_org_id,
    manager: r.manager,
    publisher: r.publisher,
    signature: r.signature ? (JSON.parse(r.signature) as AdminTemplateDto['signature']) : null,
    created_at: iso(r.created_at),
  };
}

/** A slug another template holds: a 409 that names its field, so a form shows it there. */
const duplicateSlug = (slug: string | undefined) =>
  Problems.conflict(`A template with slug "${slug}" already exists.`, [
    { field: 'slug', message: 'slug is taken by another template' },
  ]);

/** The database refused a second template with one slug (SQLSTATE 23505 on UQ_templates_slug, either driver). */
const isSlugTaken = (error: unknown) => isUniqueViolation(error, 'UQ_templates_slug');

/** Admin template management (spec §4.3): validation beyond single fields, encryption, conflicts. */
@Injectable()
export class AdminTemplatesService {
  constructor(
    private readonly repository: AdminTemplatesRepository,
    private readonly trust: TrustService,
    @Inject(HUB_CONFIG) private readonly config: HubConfig,
  ) {}

  async list(query: AdminTemplateListQueryDto): Promise<AdminTemplateListResponseDto> {
    const { page, limit, offset } = parsePaging(query.page, query.limit);
    const { rows, total } = await this.repository.list(limit, offset, query.search);
    return { templates: rows.map(toAdminTemplate), pagination: pagination(page, limit, total) };
  }

  async create(body: TemplateCreateDto): Promise<AdminTemplateDto> {
    const values = this.normalize(body);
    if (this.config.requireImageDigest && !body.image_digest) {
      throw Problems.validation(`${DIGEST_REQUIRED.message}.`, [DIGEST_REQUIRED]);
    }
    await this.checkReferences(body);
    const row = await this.repository.create(values, notesOf(body));
    if (row === 'missing_reference') return this.referenceVanished(body);
    if (!row) throw duplicateSlug(body.slug);
    return toAdminTemplate(row);
  }

  async update(body: TemplateUpdateDto): Promise<AdminTemplateDto> {
    const { id, ...fields } = body;
    const values = this.normalize(fields);
    await this.checkReferences(fields);
    const notes = notesOf(fields);
    let row: Awaited<ReturnType<AdminTemplatesRepository['update']>>;
    try {
      row = await this.repository.update(id, values, notes, (outcome) => this.checkPublish(outcome, notes));
    } catch (error) {
      // A new slug another template holds.
      if (fields.slug !== undefined && isSlugTaken(error)) throw duplicateSlug(fields.slug);
      throw error;
    }
    if (row === 'missing_reference') return this.referenceVanished(fields);
    if (!row) throw Problems.notFound('No such template.');
    return toAdminTemplate(row);
  }

  /** The column values a validated body sets (the rules create and update apply beyond single fields). */
  toWrite(body: Partial<TemplateCreateDto> & TemplateFieldsDto): TemplateWrite {
    return this.normalize(body);
  }

  /**
   * create, inside a batch's transaction (the catalog document's apply; the caller tracks visibility and has
   * checked the references): the same rules, the new template's id.
   */
  async createWithin(tx: WriteTransaction, body: TemplateCreateDto): Promise<string> {
    const values = this.normalize(body);
    if (this.config.requireImageDigest && !body.image_digest) {
      throw Problems.validation(`${DIGEST_REQUIRED.message}.`, [DIGEST_REQUIRED]);
    }
    const id = await this.repository.insertIn(tx, values, notesOf(body));
    if (!id) throw Problems.conflict(`A template with slug "${body.slug}" already exists.`);
    return id;
  }

  /** update, inside a batch's transaction (as createWithin): the same rules on what the write publishes. */
  async updateWithin(
    tx: WriteTransaction,
    id: string,
    fields: TemplateFieldsDto & Partial<TemplateCreateDto>,
  ): Promise<void> {
    const values = this.normalize(fields);
    const notes = notesOf(fields);
    const found = await this.repository.updateIn(tx, id, values, notes, (outcome) => this.checkPublish(outcome, notes));
    if (!found) throw Problems.notFound('No such template.');
  }

  /** delete, inside a batch's transaction. */
  async deleteWithin(tx: WriteTransaction, id: string): Promise<void> {
    if (!(await this.repository.deleteIn(tx, id))) throw Problems.notFound('No such template.');
  }

  /**
   * createWithin for many templates at once (the catalog document's apply): the same rules on each body, the
   * rows written in a few multi-row statements; the new ids in input order.
   */
  async createManyWithin(tx: WriteTransaction, bodies: TemplateCreateDto[]): Promise<string[]> {
    const rows = bodies.map((body) => {
      const values = this.normalize(body);
      if (this.config.requireImageDigest && !body.image_digest) {
        throw Problems.validation(`${DIGEST_REQUIRED.message}.`, [DIGEST_REQUIRED]);
      }
      return { values, notes: notesOf(body) };
    });
    const ids = await this.repository.insertManyIn(tx, rows);
    const taken = bodies.filter((_, i) => !ids[i]).map((b) => b.slug);
    if (taken.length) throw Problems.conflict(`A template with slug "${taken[0]}" already exists.`);
    return ids as string[];
  }

  /**
   * updateWithin for many templates at once (as createManyWithin): the same rules on each body and on what each
   * write publishes, the rows written in a few multi-row statements.
   */
  async updateManyWithin(
    tx: WriteTransaction,
    updates: { id: string; fields: TemplateFieldsDto & Partial<TemplateCreateDto> }[],
  ): Promise<void> {
    const rows = updates.map(({ id, fields }) => ({ id, values: this.normalize(fields), notes: notesOf(fields) }));
    const missing = await this.repository.updateManyIn(tx, rows, (outcome, notes) => this.checkPublish(outcome, notes));
    if (missing.length) throw Problems.notFound('No such template.');
  }

  /** deleteWithin for many templates, in one statement. */
  async deleteManyWithin(tx: WriteTransaction, ids: string[]): Promise<void> {
    if ((await this.repository.deleteManyIn(tx, ids)).length) throw Problems.notFound('No such template.');
  }

  /** The rules on what a write published, applied inside its transaction (a refusal writes nothing). */
  private checkPublish(outcome: PublishOutcome, notes: ReleaseNotes | null): void {
    if (!outcome.published) {
      if (notes) {
        const errors = [
          { field: 'changes', message: 'release notes need a write that publishes a revision (a deployable field)' },
        ];
        throw Problems.validation(
          'This write changes no deployable field, so it publishes no revision to attach release notes to.',
          errors,
        );
      }
      return;
    }
    if (this.config.requireImageDigest && !outcome.image_digest) {
      throw Problems.validation(`${DIGEST_REQUIRED.message}.`, [DIGEST_REQUIRED]);
    }
    if (this.config.templateVersionPolicy === 'strict' && outcome.version_reused) {
      throw Problems.conflict(
        'This write changes deployable fields but not version (HUB_TEMPLATE_VERSION_POLICY=strict): set a new version.',
      );
    }
  }

  async yank(body: TemplateYankDto): Promise<void> {
    const check = await this.withdrawalCheck(body.signature);
    const result = await this.repository.yank(body.id, body.revision, body.reason.trim(), check);
    if (result === 'missing_template') throw Problems.notFound('No such template.');
    if (result === 'missing_revision') throw Problems.notFound(`The template has no revision ${body.revision}.`);
    if (result === 'current') {
      throw Problems.conflict(
        `Revision ${body.revision} is the current revision: roll back to an earlier one instead (POST /api/v1/admin/templates/rollback).`,
      );
    }
  }

  async rollback(body: TemplateRollbackDto): Promise<AdminTemplateDto> {
    const check = await this.withdrawalCheck(body.signature);
    const result = await this.repository.rollback(body.id, body.to_revision, body.reason.trim(), check);
    if (result === 'missing_template') throw Problems.notFound('No such template.');
    if (result === 'missing_revision') throw Problems.notFound(`The template has no revision ${body.to_revision}.`);
    if (result === 'not_past') {
      throw Problems.conflict(`Revision ${body.to_revision} is not before the current revision.`);
    }
    if (result === 'yanked') {
      throw Problems.conflict(`Revision ${body.to_revision} is yanked; roll back to a revision that is not.`);
    }
    return toAdminTemplate(result);
  }

  /**
   * The withdrawal rule (docs/signing.md): a yank or rollback may carry its publisher's withdrawal envelope, checked
   * against the current root and the template (action, slug, category, revision) and recorded; without one, a
   * publisher-managed template's is recorded hub-only (the hub acts; fleets do not). A publisher-managed template
   * rolls back only to a revision a publisher signed. The root is read before the write's transaction.
   */
  private async withdrawalCheck(
    signature: Record<string, unknown> | undefined,
  ): Promise<(target: WithdrawalTarget) => Promise<WithdrawalRecord | null>> {
    const root = signature ? await this.trust.current() : null;
    if (signature && !root) throw trustRootMissing('A signature was sent');
    return async (target) => {
      if (target.publisher && target.action === 'rollback' && !target.target_signed) {
        throw publisherManaged(
          target.slug,
          target.publisher,
          `revision ${target.revision} was not signed by a publisher, so it cannot be made current again.`,
        );
      }
      if (!signature) return target.publisher ? { envelope: null, publisher: null } : null;
      try {
        const read = readStatementEnvelope(signature);
        if (read.kind !== 'withdrawal') {
          throw new ProblemException(400, 'envelope_malformed', 'signature: not a withdrawal envelope.');
        }
        const st = read.statement;
        const wanted = { action: target.action, slug: target.slug, category_slug: target.category_slug };
        const named = { action: st.action, slug: st.slug, category_slug: st.category_slug };
        if (JSON.stringify(named) !== JSON.stringify(wanted) || st.revision !== target.revision) {
          throw new ProblemException(
            400,
            'signature_mismatch',
            `The withdrawal signs ${st.action} of ${st.slug} (${st.category_slug}) revision ${st.revision}; this is ` +
              `${target.action} of ${target.slug} (${target.category_slug}) revision ${target.revision}.`,
          );
        }
        const verdict = authorizeStatement(root!, read.envelope, target.slug, target.category_slug);
        return { envelope: JSON.stringify(read.envelope), publisher: verdict.publisher };
      } catch (error) {
        if (error instanceof SignatureError) throw signatureProblem(error);
        throw error;
      }
    };
  }

  async delete(id: string): Promise<void> {
    if (!(await this.repository.delete(id))) throw Problems.notFound('No such template.');
  }

  /** A reference to a missing category or organization is a bad request, not a missing resource. */
  private async checkReferences(body: { category_id?: string; owner_org_id?: string | null }): Promise<void> {
    const errors: FieldError[] = [];
    if (body.category_id !== undefined && !(await this.repository.categoryExists(body.category_id))) {
      errors.push({ field: 'category_id', message: 'category_id must be the id of an existing category' });
    }
    if (body.owner_org_id && !(await this.repository.organizationExists(body.owner_org_id))) {
      errors.push({ field: 'owner_org_id', message: 'owner_org_id must be the id of an existing organization' });
    }
    if (errors.length) throw Problems.validation(errors.map((e) => e.message).join('; '), errors);
  }

  /**
   * The database refused a reference that checkReferences had accepted: the category or owner was deleted
   * concurrently. Checked again, the same 400 as when it was already missing.
   */
  private async referenceVanished(body: { category_id?: string; owner_org_id?: string | null }): Promise<never> {
    await this.checkReferences(body);
    throw Problems.validation('category_id or owner_org_id refers to something that no longer exists.', [
      { field: 'category_id', message: 'category_id or owner_org_id refers to something that no longer exists' },
    ]);
  }

  /** Turns a validated body into column values (only the fields that were sent). */
  private normalize(body: Partial<TemplateCreateDto> & TemplateFieldsDto): TemplateWrite {
    return templateWrite(body, this.config.encryptionKey);
  }
}
