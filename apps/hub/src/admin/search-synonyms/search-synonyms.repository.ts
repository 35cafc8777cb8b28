import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export interface SearchSynonymRow {
  id: string;
  terms: string[];
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, terms, created_at, updated_at';

/** `search_synonyms` (catalog-search migration); a write notifies every hub process, which flushes its cache. */
@Injectable()
export class SearchSynonymsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  list(): Promise<SearchSynonymRow[]> {
    return this.db.query(`SELECT ${COLUMNS} FROM search_synonyms ORDER BY terms[1], id`);
  }

  async create(terms: string[]): Promise<SearchSynonymRow> {
    const [row]: SearchSynonymRow[] = await this.db.query(
      `INSERT INTO search_synonyms (terms) VALUES ($1::text[]) RETURNING ${COLUMNS}`,
      [terms],
    );
    return row;
  }

  async update(id: string, terms: string[]): Promise<SearchSynonymRow | null> {
    const rows: SearchSynonymRow[] = await this.db.query(
      `WITH changed AS (UPDATE search_synonyms SET terms = $2::text[], updated_at = now() WHERE id = $1
                       RETURNING ${COLUMNS})
       SELECT ${COLUMNS} FROM changed`,
      [id, terms],
    );
    return rows[0] ?? null;
  }

  async delete(id: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      'WITH gone AS (DELETE FROM search_synonyms WHERE id = $1 RETURNING id) SELECT id FROM gone',
      [id],
    );
    return rows.length > 0;
  }
}
