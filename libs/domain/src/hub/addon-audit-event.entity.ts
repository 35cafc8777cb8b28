import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { ApiKeyEntity } from './api-key.entity.js';

@Entity('addon_audit_events')
@Index('UQ_addon_audit_events_instance_event', ['instance_id', 'event_id'], { unique: true })
@Index('IDX_addon_audit_events_instance_occurred', ['instance_id', 'occurred_at'])
// The admin export's keyset order, and the retention passes' range (HUB_AUDIT_RETENTION_DAYS).
@Index('IDX_addon_audit_events_occurred_id', ['occurred_at', 'id'])
@Index('IDX_addon_audit_events_received_at', ['received_at'])
export class AddonAuditEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  instance_id: string;

  @ManyToOne(() => ApiKeyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'instance_id' })
  instance?: Relation<ApiKeyEntity>;

  @Index('IDX_addon_audit_events_org_id')
  @Column('uuid')
  org_id: string;

  /** The client's event id: unique per instance, so a re-sent event is stored once. */
  @Column('uuid')
  event_id: string;

  @Column('timestamptz')
  occurred_at: Date;

  @Column('text')
  addon: string;

  @Column('text')
  action: string;

  @Column('text', { nullable: true })
  actor: string | null;

  @Column('text', { nullable: true })
  target: string | null;

  @Column('text', { nullable: true })
  outcome: string | null;

  @Column('jsonb', { nullable: true })
  metadata: Record<string, unknown> | null;

  @Column('timestamptz', { default: () => 'now()' })
  received_at: Date;
}
