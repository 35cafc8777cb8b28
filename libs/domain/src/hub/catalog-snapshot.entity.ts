import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A signed snapshot of one fleet scope (docs/signing.md, "Snapshots"): the DSSE envelope as served, its version
 * (only grows per scope) and the hash of its content, so that every replica serves the stored latest while the
 * scope's content is unchanged. The last few versions per scope are kept.
 */
@Entity('catalog_snapshots')
export class CatalogSnapshotEntity {
  /** `public`, `org:<organization id>`. */
  @PrimaryColumn('text', { primaryKeyConstraintName: 'PK_catalog_snapshots' })
  scope: string;

  @PrimaryColumn('integer', { primaryKeyConstraintName: 'PK_catalog_snapshots' })
  version: number;

  /** The envelope's JSON text, exactly as served. */
  @Column('text')
  envelope: string;

  /** SHA-256 of the templates map with the root version and the signing key. */
  @Column('text')
  content_hash: string;

  @Column('timestamptz')
  expires_at: Date;

  /** The snapshot's issued_at. */
  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;
}
