import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Who stopped seeing a template, and when: written in the same transaction as the change that
 * caused it (delete, visibility flip, category made private, grant revoked, ownership moved).
 * `catalog/templates/updates` reads these to report `removed` only to callers who lost the template,
 * so that a template's id and slug never reach a caller who could not see it.
 */
@Entity('template_visibility_events')
export class TemplateVisibilityEventEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  @Column('uuid')
  template_id: string;

  @Column('text')
  slug: string;

  /** Every non-admin caller lost it, except organizations in `kept_org_ids`. */
  @Column('boolean', { default: false })
  lost_by_all: boolean;

  @Column('uuid', { array: true, default: () => "'{}'" })
  kept_org_ids: string[];

  /** These organizations lost it (used when `lost_by_all` is false). */
  @Column('uuid', { array: true, default: () => "'{}'" })
  lost_org_ids: string[];

  /** The template was deleted: admins lose it too. */
  @Column('boolean', { default: false })
  deleted: boolean;

  @Index('IDX_template_visibility_events_occurred_at')
  @Column('timestamptz', { default: () => 'now()' })
  occurred_at: Date;
}
