import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { FleetRole } from '../enums.js';

/** A fleet machine token (`svcm_`); only its hash and display prefix are stored. The id survives reissue. */
@Entity('machine_tokens')
export class MachineTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  name: string;

  @Column('text')
  role: FleetRole;

  @Index('UQ_machine_tokens_token_hash', { unique: true })
  @Column('text', { select: false })
  token_hash: string;

  @Column('text')
  token_prefix: string;

  /** The lifetime asked for at creation; a reissue starts it again. */
  @Column('integer', { nullable: true })
  expires_in_days: number | null;

  @Column('timestamptz', { nullable: true })
  expires_at: Date | null;

  @Column('timestamptz', { nullable: true })
  revoked_at: Date | null;

  @Column('timestamptz', { nullable: true })
  last_used_at: Date | null;

  /** Who created it: `user:<id>`, `temp_admin`, `machine_token:<id>`. */
  @Column('text', { default: '' })
  created_by: string;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;

  @Column('timestamptz', { default: () => 'now()' })
  updated_at: Date;
}
