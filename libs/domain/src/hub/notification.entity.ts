import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { CredentialType, NotificationKind } from '../enums.js';
import { OrganizationEntity } from './organization.entity.js';

/**
 * Something about an organization's credentials that needs attention: a key or token expiring soon, a
 * key's previous secret still in use after a rotation, a leak report. The credential is named by copy
 * (id, name, prefix), not by foreign key, so that the record outlives it.
 */
@Entity('notifications')
@Index('IDX_notifications_org_created', ['org_id', 'created_at'])
// One notification per credential and condition: `expires_at` tells rotations and re-issues apart, and a
// leak report (expires_at null) never collides, since NULLs are distinct.
@Index('UQ_notifications_condition', ['org_id', 'kind', 'credential_id', 'expires_at'], { unique: true })
export class NotificationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  org_id: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'org_id' })
  organization?: Relation<OrganizationEntity>;

  @Column('text')
  kind: NotificationKind;

  @Column('text')
  credential_type: CredentialType;

  @Column('uuid')
  credential_id: string;

  @Column('text')
  credential_name: string;

  @Column('text')
  credential_prefix: string;

  /** credential_expiring: when the credential expires; previous_secret_in_use: when the grace window ends. */
  @Column('timestamptz', { nullable: true })
  expires_at: Date | null;

  /** credential_leaked: which secret was reported, `current` or `previous`. */
  @Column('text', { nullable: true })
  secret: 'current' | 'previous' | null;

  /** credential_leaked: the reporter's free-text `source`. */
  @Column('text', { nullable: true })
  source: string | null;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;

  @Column('timestamptz', { nullable: true })
  read_at: Date | null;

  @Column('uuid', { nullable: true })
  read_by: string | null;
}
