import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { IdentityLinkKind } from '../enums.js';
import { UserEntity } from './user.entity.js';

/**
 * An identity of the OpenID Provider, the token's (`iss`, `sub`), and the account it signs in as: many identities, one
 * account (GitLab's `identities`, Keycloak's federated identities). The row is also the record of the link: when, on
 * which account, how, with the email the token carried then (docs/identity-providers.md).
 */
@Entity('user_identities')
@Index('UQ_user_identities_issuer_subject', ['issuer', 'subject'], { unique: true })
@Index('IDX_user_identities_user_id', ['user_id', 'created_at'])
export class UserIdentityEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_user_identities' })
  id: string;

  @Column('uuid')
  user_id: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_user_identities_user_id' })
  user?: Relation<UserEntity>;

  @Column('text')
  issuer: string;

  @Column('text')
  subject: string;

  /** The email the token carried when the identity was linked (verified or not), folded. */
  @Column('text', { nullable: true })
  email: string | null;

  @Column('text')
  how: IdentityLinkKind;

  /** The superadmin who linked it (`how` = `administrator`). */
  @Column('uuid', { nullable: true })
  linked_by: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'linked_by', foreignKeyConstraintName: 'FK_user_identities_linked_by' })
  linker?: Relation<UserEntity>;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;

  /** The last request with this identity; may lag by up to a minute (like `last_used_at`). */
  @Column('timestamptz', { nullable: true })
  last_seen_at: Date | null;
}
