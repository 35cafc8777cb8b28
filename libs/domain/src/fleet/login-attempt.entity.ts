import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One sign-in attempt, counted twice: once for its account and once for its source address (`kind`).
 * `key` is a SHA-256 of the account or address, so typed emails are not kept. Rows older than the
 * login window are pruned; shared by every fleet process on the database.
 */
@Entity('login_attempts')
@Index('IDX_login_attempts_kind_key_at', ['kind', 'key', 'at'])
@Index('IDX_login_attempts_at', ['at'])
export class LoginAttemptEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  kind: string;

  @Column('text')
  key: string;

  @Column('timestamptz')
  at: Date;
}
