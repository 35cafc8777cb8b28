import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A fleet session ended before its expiry (sign-out), by the token's `jti`. Every fleet process checks it
 * when it verifies a session; a row can go once the token it names has expired.
 */
@Entity('session_revocations')
@Index('IDX_session_revocations_expires_at', ['expires_at'])
export class SessionRevocationEntity {
  @PrimaryColumn('uuid')
  jti: string;

  @Column('timestamptz')
  expires_at: Date;

  @Column('timestamptz', { default: () => 'now()' })
  revoked_at: Date;
}
