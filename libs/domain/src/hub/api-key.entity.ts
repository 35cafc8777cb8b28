import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { ApiKeyStatus } from '../enums.js';
import { OrganizationEntity } from './organization.entity.js';

/** An instance key (`svch_`). The key id is the instance id and survives re-issue. */
@Entity('api_keys')
export class ApiKeyEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('IDX_api_keys_org_id')
  @Column('uuid')
  org_id: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'org_id' })
  organization?: Relation<OrganizationEntity>;

  @Column('text')
  name: string;

  @Index('UQ_api_keys_key_hash', { unique: true })
  @Column('text', { select: false })
  key_hash: string;

  @Column('text')
  key_prefix: string;

  /** The secret replaced by the last re-issue with a grace window; accepted until `previous_expires_at`. */
  @Index('UQ_api_keys_previous_key_hash', { unique: true })
  @Column('text', { nullable: true, select: false })
  previous_key_hash: string | null;

  @Column('text', { nullable: true })
  previous_key_prefix: string | null;

  @Column('timestamptz', { nullable: true })
  previous_expires_at: Date | null;

  @Column('timestamptz', { nullable: true })
  previous_last_used_at: Date | null;

  /** The current secret is refused (401 `token_expired`) from this moment; null = no expiry. */
  @Column('timestamptz', { nullable: true })
  expires_at: Date | null;

  @Column('text', { default: 'active' })
  status: ApiKeyStatus;

  @Column('uuid', { nullable: true })
  created_by: string | null;

  /** What the fleet reports about itself through `PUT /instance-info`. */
  @Column('jsonb', { nullable: true })
  reported: Record<string, unknown> | null;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;

  @Column('timestamptz', { nullable: true })
  last_used_at: Date | null;

  @Column('timestamptz', { nullable: true })
  revoked_at: Date | null;
}
