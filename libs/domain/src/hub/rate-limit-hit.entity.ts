import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One request counted by a rate limit of the hub (`bucket` names the limit, e.g. `credential_revoke`; `key` what it
 * counts by, e.g. a source address). In PostgreSQL so that every hub process shares the count: N replicas allow what
 * one does. Rows older than the limit's window are pruned.
 */
@Entity('rate_limit_hits')
@Index('IDX_rate_limit_hits_bucket_key_at', ['bucket', 'key', 'at'])
@Index('IDX_rate_limit_hits_at', ['at'])
export class RateLimitHitEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  bucket: string;

  @Column('text')
  key: string;

  @Column('timestamptz')
  at: Date;
}
