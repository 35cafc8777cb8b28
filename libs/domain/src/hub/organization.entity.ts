import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { OrgStatus, Tier } from '../enums.js';

@Entity('organizations')
export class OrganizationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  name: string;

  @Index('UQ_organizations_slug', { unique: true })
  @Column('text')
  slug: string;

  @Column('text', { default: 'active' })
  status: OrgStatus;

  @Column('text', { default: 'free' })
  tier: Tier;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;

  @Column('timestamptz', { default: () => 'now()' })
  updated_at: Date;
}
