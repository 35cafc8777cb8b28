import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A version of the catalog's trust root (docs/signing.md): the DSSE envelope as the hub accepted it, after
 * checking it is version 1 signed by its own root keys, or the successor of the latest one signed by a threshold
 * of the previous and of its own root keys. Served to fleets as is; the hub holds no root key.
 */
@Entity('trust_roots')
export class TrustRootEntity {
  @PrimaryColumn('integer', { primaryKeyConstraintName: 'PK_trust_roots' })
  version: number;

  /** The envelope's JSON text (payloadType, payload, signatures). */
  @Column('text')
  envelope: string;

  /** The admin user who sent it (a transport: the signatures are what make it trusted). */
  @Column('uuid', { nullable: true })
  published_by: string | null;

  @Column('timestamptz', { default: () => 'now()' })
  published_at: Date;
}
