import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { UserRole } from '../enums.js';

@Entity('users')
@Index('UQ_users_issuer_subject', ['issuer', 'subject'], { unique: true })
@Index('UQ_users_email_lower', { synchronize: false })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  issuer: string;

  @Column('text')
  subject: string;

  @Column('text', { nullable: true })
  email: string | null;

  @Column('text', { default: '' })
  name: string;

  @Column('text', { default: 'user' })
  role: UserRole;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;

  @Column('timestamptz', { default: () => 'now()' })
  updated_at: Date;
}
