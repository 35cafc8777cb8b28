import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { HubTemplateEntity } from './hub-template.entity.js';

/**
 * The mirror of a mirrored template's published revisions: `meta` is the hub's versions entry (version, notes,
 * security flag, yank), `data` the template object of that revision when the fleet holds it (the revision it
 * synced as current, or fetched to pin). A pinned template is served from here, also while the hub is down.
 */
@Entity('hub_template_revisions')
export class HubTemplateRevisionEntity {
  @PrimaryColumn('uuid')
  template_id: string;

  @PrimaryColumn('integer')
  revision: number;

  @ManyToOne(() => HubTemplateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'template_id' })
  template?: Relation<HubTemplateEntity>;

  @Column('jsonb', { nullable: true })
  meta: Record<string, unknown> | null;

  @Column('jsonb', { nullable: true })
  data: Record<string, unknown> | null;

  /** The revision's signature as verified (envelope digest, level, publisher or reason, root version). */
  @Column('jsonb', { nullable: true })
  trust: Record<string, unknown> | null;
}
