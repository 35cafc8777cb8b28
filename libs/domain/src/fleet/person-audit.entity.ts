import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One row per state-changing action of a signed-in person (issue 33): who (`actor_*`, as the caller was when they
 * acted), what (`action`, e.g. `user.role.change`), on what (`target`), and what changed (`changes`: field names and
 * non-secret values; a secret's value is only ever `"(changed)"`). Kept by the same retention as the machine-token log.
 */
@Entity('person_audit_log')
@Index('IDX_person_audit_log_at', ['at', 'id'])
@Index('IDX_person_audit_log_actor_at', ['actor_id', 'at'])
export class PersonAuditEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_person_audit_log' })
  id: string;

  @Column('timestamptz')
  at: Date;

  @Column('text')
  actor_id: string;

  @Column('text')
  actor_name: string;

  @Column('text', { nullable: true })
  actor_email: string | null;

  @Column('text')
  actor_method: string;

  @Column('text')
  action: string;

  @Column('text', { nullable: true })
  target: string | null;

  @Column('jsonb', { default: () => "'{}'" })
  changes: Record<string, unknown>;

  @Column('text', { nullable: true })
  source_address: string | null;

  @Column('text', { nullable: true })
  request_id: string | null;
}
