import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { UserRole } from '../enums.js';

@Entity('users')
@Index('UQ_users_issuer_subject', ['issuer', 'subject'], { unique: true })
/** Unique on the ASCII-folded email (`emailFoldSql`), an expression index the migration writes. */
@Index('UQ_users_email_fold', { synchronize: false })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /**
   * The identity the account was provisioned with. Kept and written (once, at provisioning) for the previous release
   * during a rolling upgrade; the account's identities are in `user_identities`, and nothing else reads these.
   */
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
