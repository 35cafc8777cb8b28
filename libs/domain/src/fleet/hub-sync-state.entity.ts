import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The sync cursor (one row, id 1): the hub's `checked_at` to pass as the next `since`, and the last ETag. */
@Entity('hub_sync_state')
export class HubSyncStateEntity {
  @PrimaryColumn('integer')
  id: number;

  @Column('text', { nullable: true })
  checked_at: string | null;

  @Column('text', { nullable: true })
  etag: string | null;

  /** Which hub URL and key the mirror belongs to (a hash), so a change starts the mirror afresh. */
  @Column('text', { nullable: true })
  source: string | null;

  @Column('timestamptz', { nullable: true })
  last_attempt_at: Date | null;

  @Column('timestamptz', { nullable: true })
  last_success_at: Date | null;

  @Column('text', { nullable: true })
  last_error: string | null;

  /** The signature trust state of this hub (docs/signing.md): latest trusted root, kept snapshot and its state. */
  @Column('jsonb', { nullable: true })
  trust: Record<string, unknown> | null;
}
