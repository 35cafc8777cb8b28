import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { TicketSeverity, TicketStatus } from '../enums.js';
import { ApiKeyEntity } from './api-key.entity.js';
import { OrganizationEntity } from './organization.entity.js';

@Entity('support_tickets')
export class SupportTicketEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('IDX_support_tickets_org_id')
  @Column('uuid')
  org_id: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'org_id' })
  organization?: Relation<OrganizationEntity>;

  @Column('uuid', { nullable: true })
  instance_id: string | null;

  @ManyToOne(() => ApiKeyEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'instance_id' })
  instance?: Relation<ApiKeyEntity>;

  @Column('text')
  subject: string;

  @Column('text', { default: 'normal' })
  severity: TicketSeverity;

  @Column('text', { default: 'open' })
  status: TicketStatus;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;

  @Column('timestamptz', { default: () => 'now()' })
  updated_at: Date;
}
