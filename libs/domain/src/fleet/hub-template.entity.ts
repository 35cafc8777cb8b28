import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** The local mirror of the organization's visible hub catalog: one row per template, the hub's object as is. */
@Entity('hub_templates')
export class HubTemplateEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('text')
  slug: string;

  @Index('IDX_hub_templates_name')
  @Column('text')
  name: string;

  @Column('jsonb')
  data: Record<string, unknown>;

  /** The template's `updated_at` on the hub. */
  @Column('timestamptz', { nullable: true })
  hub_updated_at: Date | null;

  @Column('timestamptz', { default: () => 'now()' })
  synced_at: Date;

  /** The hub_updated_at whose revision list the mirror holds (hub_template_revisions); refreshed when it differs. */
  @Column('timestamptz', { nullable: true })
  revisions_updated_at: Date | null;

  /** An operator's pin: this revision is served instead of the latest (null: follow the latest). */
  @Column('integer', { nullable: true })
  pinned_revision: number | null;

  @Column('timestamptz', { nullable: true })
  pinned_at: Date | null;

  @Column('text', { nullable: true })
  pinned_by: string | null;
}
