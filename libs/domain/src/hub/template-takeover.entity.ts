import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A catalog apply that took a template over from another manager (docs/catalog-as-code.md, "Ownership"): who,
 * from which manager to which, when. Kept when the template is deleted (the slug says which it was).
 */
@Entity('template_takeovers')
export class TemplateTakeoverEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_template_takeovers' })
  id: string;

  @Index('IDX_template_takeovers_template_id')
  @Column('uuid', { nullable: true })
  template_id: string | null;

  @Column('text')
  template_slug: string;

  @Column('text')
  from_manager: string;

  @Column('text')
  to_manager: string;

  /** The id of the admin user whose request took it over. */
  @Column('uuid', { nullable: true })
  taken_by: string | null;

  @Index('IDX_template_takeovers_taken_at')
  @Column('timestamptz', { default: () => 'now()' })
  taken_at: Date;
}
