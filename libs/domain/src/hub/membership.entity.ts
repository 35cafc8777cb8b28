import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { OrgRole } from '../enums.js';
import { OrganizationEntity } from './organization.entity.js';
import { UserEntity } from './user.entity.js';

/** A user belongs to at most one organization (unique user_id). */
@Entity('organization_memberships')
export class MembershipEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('IDX_memberships_org_id')
  @Column('uuid')
  org_id: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'org_id' })
  organization?: Relation<OrganizationEntity>;

  @Index('UQ_memberships_user_id', { unique: true })
  @Column('uuid')
  user_id: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @Column('text', { default: 'member' })
  role: OrgRole;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;
}
