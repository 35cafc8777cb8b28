import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** A group of search terms that mean the same (docs/search.md), editable at /api/v1/admin/search-synonyms. */
@Entity('search_synonyms')
@Index('UQ_search_synonyms_default_key', ['default_key'], { unique: true, where: '"default_key" IS NOT NULL' })
export class SearchSynonymEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_search_synonyms' })
  id: string;

  @Column('text', { array: true })
  terms: string[];

  /** The default group (default-synonyms.json) this one came from; null for a group an administrator made. */
  @Column('text', { nullable: true })
  default_key: string | null;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;

  @Column('timestamptz', { default: () => 'now()' })
  updated_at: Date;
}

/**
 * A default synonym group (default-synonyms.json) as it was last applied, by key: a hub applies a default only
 * where it changed since, so an administrator's edit or delete of that group is never undone (docs/search.md).
 */
@Entity('search_synonym_defaults')
export class SearchSynonymDefaultEntity {
  @PrimaryColumn('text', { primaryKeyConstraintName: 'PK_search_synonym_defaults' })
  key: string;

  @Column('text', { array: true })
  terms: string[];

  @Column('timestamptz', { default: () => 'now()' })
  applied_at: Date;
}
