import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { ApiKeyEntity } from './api-key.entity.js';

@Entity('dns_records')
export class DnsRecordEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('UQ_dns_records_instance_id', { unique: true })
  @Column('uuid')
  instance_id: string;

  @ManyToOne(() => ApiKeyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'instance_id' })
  instance?: Relation<ApiKeyEntity>;

  /** One RFC 1123 label, stored lowercase, unique across the hub. */
  @Index('UQ_dns_records_hostname', { unique: true })
  @Column('text')
  hostname: string;

  @Column('text', { nullable: true })
  ipv4: string | null;

  @Column('text', { nullable: true })
  ipv6: string | null;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;

  @Column('timestamptz', { default: () => 'now()' })
  updated_at: Date;
}
