import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A named secret; the value is AES-256-GCM encrypted (FLEET_ENCRYPTION_KEY) with the name as context. */
@Entity('secrets')
export class SecretEntity {
  @PrimaryColumn('text')
  name: string;

  @Column('text')
  value_encrypted: string;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;

  @Column('timestamptz', { default: () => 'now()' })
  updated_at: Date;
}
