import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { ApiKeyEntity } from './api-key.entity.js';
import { UserEntity } from './user.entity.js';

/** A personal access token (`svcp_`): one human, one instance, accepted only at the MCP endpoint. */
@Entity('personal_access_tokens')
export class PersonalAccessTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('IDX_personal_access_tokens_user_id')
  @Column('uuid')
  user_id: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  @Index('IDX_personal_access_tokens_instance_id')
  @Column('uuid')
  instance_id: string;

  @ManyToOne(() => ApiKeyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'instance_id' })
  instance?: Relation<ApiKeyEntity>;

  @Column('text')
  name: string;

  @Index('UQ_personal_access_tokens_token_hash', { unique: true })
  @Column('text', { select: false })
  token_hash: string;

  @Column('text')
  token_prefix: string;

  /** The secret replaced by the last rotation with a grace window; accepted until `previous_expires_at`. */
  @Index('UQ_personal_access_tokens_previous_token_hash', { unique: true })
  @Column('text', { nullable: true, select: false })
  previous_token_hash: string | null;

  @Column('text', { nullable: true })
  previous_token_prefix: string | null;

  @Column('timestamptz', { nullable: true })
  previous_expires_at: Date | null;

  @Column('timestamptz', { nullable: true })
  previous_last_used_at: Date | null;

  @Column('timestamptz', { nullable: true })
  expires_at: Date | null;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;

  @Column('timestamptz', { nullable: true })
  last_used_at: Date | null;

  @Column('timestamptz', { nullable: true })
  revoked_at: Date | null;
}
