import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { FleetRole } from '../enums.js';

export const FLEET_AUTH_METHODS = ['local', 'oidc'] as const;
export type FleetUserAuthMethod = (typeof FLEET_AUTH_METHODS)[number];

/**
 * A fleet user: a local account (email + password) or an identity first seen through OIDC
 * (issuer + subject). The role is stored and shown; it is enforced only with FLEET_ENFORCE_ROLES.
 */
@Entity('fleet_users')
@Index('UQ_fleet_users_local_email', ['email'], { unique: true, where: `auth_method = 'local'` })
@Index('UQ_fleet_users_issuer_subject', ['issuer', 'subject'], { unique: true, where: `auth_method = 'oidc'` })
export class FleetUserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored with ASCII capitals folded (`foldEmail`), nothing else changed. */
  @Column('text', { nullable: true })
  email: string | null;

  @Column('text', { default: '' })
  name: string;

  @Column('text')
  role: FleetRole;

  @Column('text')
  auth_method: FleetUserAuthMethod;

  @Column('text', { nullable: true, select: false })
  password_hash: string | null;

  /**
   * The identity an OIDC user was provisioned with. Kept and written (once, at provisioning) for the previous release
   * during a rolling upgrade; the user's identities are in `fleet_user_identities`, and nothing else reads these.
   */
  @Column('text', { nullable: true })
  issuer: string | null;

  @Column('text', { nullable: true })
  subject: string | null;

  /** Bumped when the password or role changes: session tokens carrying an older value stop working. */
  @Column('integer', { default: 0 })
  session_version: number;

  @Column('timestamptz', { nullable: true })
  last_login_at: Date | null;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;

  @Column('timestamptz', { default: () => 'now()' })
  updated_at: Date;
}
