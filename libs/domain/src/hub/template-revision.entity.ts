import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { TemplateEntity } from './template.entity.js';

export const CHANGE_KINDS = ['added', 'changed', 'deprecated', 'removed', 'fixed', 'security'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];
export interface ReleaseChange {
  kind: ChangeKind;
  description: string;
}

/**
 * One published revision of a template: an immutable snapshot of its deployable fields (`snapshot`, built by the
 * database function `hub_template_snapshot`), numbered 1, 2, … per template without gaps. Rows are written by the
 * templates triggers of the template-revisions migration in the same transaction as the template write that
 * publishes them; only the release notes (right after publishing) and the yank columns are ever updated.
 */
@Entity('template_revisions')
export class TemplateRevisionEntity {
  @PrimaryColumn('uuid')
  template_id: string;

  @PrimaryColumn('integer')
  revision: number;

  @ManyToOne(() => TemplateEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'template_id' })
  template?: Relation<TemplateEntity>;

  @Column('jsonb')
  snapshot: Record<string, unknown>;

  @Column('jsonb', { default: () => "'[]'" })
  changes: ReleaseChange[];

  @Column('boolean', { default: false })
  contains_security_updates: boolean;

  /** Deployable fields changed but `version` did not (HUB_TEMPLATE_VERSION_POLICY=default). */
  @Column('boolean', { default: false })
  version_reused: boolean;

  @Column('timestamptz', { default: () => 'now()' })
  published_at: Date;

  @Column('timestamptz', { nullable: true })
  yanked_at: Date | null;

  @Column('text', { nullable: true })
  yank_reason: string | null;

  /**
   * The DSSE envelope its publisher signed (docs/signing.md), as the hub accepted it, or the hub's own (`hub_signed`)
   * (JSON text); null: unsigned.
   */
  @Column('text', { nullable: true })
  envelope: string | null;

  /** The trust root's name for the publisher whose keys signed `envelope`. */
  @Column('text', { nullable: true })
  publisher: string | null;

  /** `envelope` was signed by the hub's online key (a console-made revision; the root's `hub` role), not a publisher. */
  @Column('boolean', { default: false })
  hub_signed: boolean;
}
