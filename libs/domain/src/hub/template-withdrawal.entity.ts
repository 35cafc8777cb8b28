import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A yank or rollback of a publisher-managed (or publisher-signed) template (docs/signing.md, "Revisions and
 * withdrawals"): the action, the revision it names, and the publisher's withdrawal envelope when one was sent. Without
 * one the hub still acts, and the statement is `hub_only`: a fleet shows it and does not act on it.
 */
@Entity('template_withdrawals')
@Index('IDX_template_withdrawals_template_revision', ['template_id', 'revision'])
export class TemplateWithdrawalEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_template_withdrawals' })
  id: string;

  /** No foreign key (as template_takeovers): the record of what was withdrawn outlives a deleted template. */
  @Column('uuid')
  template_id: string;

  /** yank, rollback (the signing library's WITHDRAWAL_ACTIONS). */
  @Column('text')
  action: string;

  /** yank: the revision withdrawn; rollback: the revision made current again. */
  @Column('integer', { nullable: true })
  revision: number | null;

  @Column('text')
  reason: string;

  /** The publisher's DSSE withdrawal envelope as accepted (JSON text); null: the hub acted alone. */
  @Column('text', { nullable: true })
  envelope: string | null;

  @Column('text', { nullable: true })
  publisher: string | null;

  @Column('boolean')
  hub_only: boolean;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;
}
