import { Column, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { TemplateEntity } from './template.entity.js';

/**
 * A template's search document (docs/search.md): its weighted tsvector (name > tags > category > description) and
 * its normalised tags, kept current by triggers on templates and categories (the catalog-search migration).
 */
@Entity('template_search')
// GIN indexes the migration creates; TypeORM cannot describe them, so it leaves them alone.
@Index('IDX_template_search_document', { synchronize: false })
@Index('IDX_template_search_tags', { synchronize: false })
export class TemplateSearchEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'PK_template_search' })
  template_id: string;

  @OneToOne(() => TemplateEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'template_id', foreignKeyConstraintName: 'FK_template_search_template' })
  template?: Relation<TemplateEntity>;

  @Column('tsvector')
  document: string;

  @Column('text', { array: true, default: '{}' })
  tags: string[];

  /** The name's adjacent words joined (`pihole`), also in `document`; left out of the text score (search-compounds). */
  @Column('text', { array: true, default: '{}' })
  joined: string[];
}

/** One word of a template's name or tags: the vocabulary typo corrections are drawn from (docs/search.md). */
@Entity('template_search_words')
// An expression index (first letter, length) the migration creates.
@Index('IDX_template_search_words_first_length', { synchronize: false })
export class TemplateSearchWordEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'PK_template_search_words' })
  template_id: string;

  @PrimaryColumn('text', { primaryKeyConstraintName: 'PK_template_search_words' })
  word: string;

  @ManyToOne(() => TemplateEntity, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'template_id', foreignKeyConstraintName: 'FK_template_search_words_template' })
  template?: Relation<TemplateEntity>;
}
