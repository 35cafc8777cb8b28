import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One row per request made with a machine token, whatever its outcome. `token_id` is null when the
 * presented token matched no stored token (malformed, unknown); `token_prefix` still says what was sent.
 */
@Entity('machine_token_audit_log')
@Index('IDX_machine_token_audit_log_at', ['at', 'id'])
@Index('IDX_machine_token_audit_log_token_at', ['token_id', 'at'])
export class MachineTokenAuditEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid', { nullable: true })
  token_id: string | null;

  @Column('text')
  token_prefix: string;

  @Column('text')
  method: string;

  @Column('text')
  path: string;

  @Column('integer')
  status: number;

  @Column('timestamptz')
  at: Date;

  @Column('text', { nullable: true })
  source_address: string | null;

  @Column('text', { nullable: true })
  request_id: string | null;
}
