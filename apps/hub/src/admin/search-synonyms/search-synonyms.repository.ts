import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export interface SearchSynonymRow {
  id: string;
  terms: string[];
  default_key: string | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, terms, default_key, created_at, updated_at';

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

  /**
   * Applies the shipped default groups in one statement (safe when several hub processes start at once): a default
   * key never applied becomes a group; a default whose shipped terms changed updates its group only while the group
   * still holds the terms last applied (an administrator's edit wins), a deleted group stays deleted, and a default no
   * longer shipped goes (its group too, unless an administrator edited it). Answers how many groups changed.
   */
  async applyDefaults(
    defaults: { key: string; terms: string[] }[],
  ): Promise<{ added: number; updated: number; removed: number }> {
    const [row]: { added: string | number; updated: string | number; removed: string | number }[] = await this.db.query(
      `WITH file AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS f(key text, terms text[])),
            before AS (SELECT d.key, d.terms FROM search_synonym_defaults d),
            recorded AS (INSERT INTO search_synonym_defaults (key, terms) SELECT key, terms FROM file
                         ON CONFLICT (key) DO UPDATE SET terms = EXCLUDED.terms, applied_at = now()
                          WHERE search_synonym_defaults.terms IS DISTINCT FROM EXCLUDED.terms
                         RETURNING key, terms),
            added AS (INSERT INTO search_synonyms (terms, default_key)
                      SELECT r.terms, r.key FROM recorded r WHERE NOT EXISTS (SELECT 1 FROM before b WHERE b.key = r.key)
                      ON CONFLICT DO NOTHING RETURNING id),
            updated AS (UPDATE search_synonyms s SET terms = r.terms, updated_at = now()
                          FROM recorded r JOIN before b ON b.key = r.key
                         WHERE s.default_key = r.key AND s.terms = b.terms RETURNING s.id),
            dropped AS (DELETE FROM search_synonym_defaults d WHERE NOT EXISTS (SELECT 1 FROM file f WHERE f.key = d.key)
                        RETURNING d.key, d.terms),
            removed AS (DELETE FROM search_synonyms s USING dropped x
                         WHERE s.default_key = x.key AND s.terms = x.terms RETURNING s.id)
       SELECT (SELECT count(*) FROM added) AS added, (SELECT count(*) FROM updated) AS updated,
              (SELECT count(*) FROM removed) AS removed`,
      [JSON.stringify(defaults)],
    );
    return { added: Number(row.added), updated: Number(row.updated), removed: Number(row.removed) };
  }
}
