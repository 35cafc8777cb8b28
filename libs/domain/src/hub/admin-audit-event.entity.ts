import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An admin write at the hub (an `@Audited` route that succeeded): who (the user as the request found them, kept when
 * the user is deleted), what (the action, its target, what the service noted, e.g. a catalog apply's counts) and when.
 * Read by superadmins (GET /api/v1/admin/audit-events).
 */
@Entity('admin_audit_events')
export class AdminAuditEventEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_admin_audit_events' })
  id: string;

  @Index('IDX_admin_audit_events_at')
  @Column('timestamptz', { default: () => 'now()' })
  at: Date;

  @Index('IDX_admin_audit_events_actor_id')
  @Column('uuid', { nullable: true })
  actor_id: string | null;

  @Column('text', { nullable: true })
  actor_email: string | null;

  @Column('text')
  actor_name: string;

  @Column('text')
  actor_role: string;

  @Index('IDX_admin_audit_events_action')
  @Column('text')
  action: string;

  @Column('text', { nullable: true })
  target: string | null;

  @Column('jsonb', { default: () => "'{}'" })
  details: Record<string, unknown>;

  @Column('text', { nullable: true })
  request_id: string | null;
}
