import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A group of search terms that mean the same (docs/search.md), editable at /api/v1/admin/search-synonyms. */
@Entity('search_synonyms')
export class SearchSynonymEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_search_synonyms' })
  id: string;

  @Column('text', { array: true })
  terms: string[];

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;

  @Column('timestamptz', { default: () => 'now()' })
  updated_at: Date;
}
