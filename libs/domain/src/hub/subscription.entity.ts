import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { Tier } from '../enums.js';
import { OrganizationEntity } from './organization.entity.js';

@Entity('subscriptions')
export class SubscriptionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('IDX_subscriptions_org_id')
  @Column('uuid')
  org_id: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'org_id' })
  organization?: Relation<OrganizationEntity>;

  @Column('text', { default: 'free' })
  tier: Tier;

  @Column('text', { default: 'active' })
  status: string;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;
}
