import { Column, Entity, PrimaryColumn } from 'typeorm';

/** System settings stored through the settings API (`oidc`, `hub`); secret fields inside are encrypted. */
@Entity('fleet_settings')
export class FleetSettingEntity {
  @PrimaryColumn('text')
  key: string;

  @Column('jsonb')
  value: Record<string, unknown>;

  @Column('timestamptz', { default: () => 'now()' })
  updated_at: Date;
}
