import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { ApiKeyEntity } from './api-key.entity.js';

/**
 * The hardware an instance's fleet last reported (`PUT /api/v1/instance-info`, field `inventory`): its
 * Kubernetes nodes as libs/hardware summarizes them. One row per instance; the fit answers read it.
 */
@Entity('instance_inventories')
export class InstanceInventoryEntity {
  @PrimaryColumn('uuid')
  instance_id: string;

  @OneToOne(() => ApiKeyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'instance_id' })
  instance?: Relation<ApiKeyEntity>;

  /** `{network_types, nodes[]}` (libs/hardware `Inventory`). */
  @Column('jsonb')
  inventory: Record<string, unknown>;

  /** SHA-256 of the inventory as stored: a report that changes nothing touches only `reported_at`. */
  @Column('text')
  digest: string;

  /** When the fleet last sent it (a repeat of the same inventory included). */
  @Column('timestamptz', { default: () => 'now()' })
  reported_at: Date;

  /** When its content last changed. */
  @Column('timestamptz', { default: () => 'now()' })
  changed_at: Date;
}
