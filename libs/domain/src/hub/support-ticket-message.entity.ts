import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { SupportTicketEntity } from './support-ticket.entity.js';

@Entity('support_ticket_messages')
export class SupportTicketMessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('IDX_support_ticket_messages_ticket_id')
  @Column('uuid')
  ticket_id: string;

  @ManyToOne(() => SupportTicketEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ticket_id' })
  ticket?: Relation<SupportTicketEntity>;

  /** `instance` (the fleet), `admin` (hub staff) or `user` (an MCP client acting as the instance). */
  @Column('text')
  author_type: string;

  @Column('uuid', { nullable: true })
  author_user_id: string | null;

  @Column('text')
  message: string;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;
}
