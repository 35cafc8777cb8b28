import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { IdentityLinkKind } from '../enums.js';
import { FleetUserEntity } from './fleet-user.entity.js';

/**
 * An identity of the OpenID Provider, the token's (`iss`, `sub`), and the OIDC user it signs in as: many identities,
 * one user. The row is also the record of the link: when, on which user, how, with the email the token carried then
 * (docs/identity-providers.md).
 */
@Entity('fleet_user_identities')
@Index('UQ_fleet_user_identities_issuer_subject', ['issuer', 'subject'], { unique: true })
@Index('IDX_fleet_user_identities_user_id', ['user_id', 'created_at'])
export class FleetUserIdentityEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_fleet_user_identities' })
  id: string;

  @Column('uuid')
  user_id: string;

  @ManyToOne(() => FleetUserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_fleet_user_identities_user_id' })
  user?: Relation<FleetUserEntity>;

  @Column('text')
  issuer: string;

  @Column('text')
  subject: string;

  /** The email the token carried when the identity was linked, folded. */
  @Column('text', { nullable: true })
  email: string | null;

  @Column('text')
  how: IdentityLinkKind;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;

  /** The last request with this identity; may lag by up to a minute. */
  @Column('timestamptz', { nullable: true })
  last_seen_at: Date | null;
}
