import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SEED_SYNONYMS } from './1795640000000-catalog-search.js';

/** A name's adjacent words joined, pairs and triples (`Pi-hole` → `pihole`, `Nginx Proxy Manager` → `nginxproxymanager`). */
const JOINED_NAME_SQL = `(SELECT ARRAY(SELECT DISTINCT j FROM (
    SELECT nw.words[i] || nw.words[i + 1] AS j FROM generate_subscripts(nw.words, 1) i WHERE i < cardinality(nw.words)
    UNION ALL
    SELECT nw.words[i] || nw.words[i + 1] || nw.words[i + 2] FROM generate_subscripts(nw.words, 1) i WHERE i < cardinality(nw.words) - 1
  ) joined WHERE length(j) <= 40 ORDER BY j))`;

const NAME_WORDS_SQL = `(SELECT ARRAY(SELECT x FROM regexp_split_to_table(lower(t.name), '[^[:alnum:]]+') x WHERE x <> '') AS words)`;

const DOCUMENT_SQL = `
  setweight(to_tsvector('simple', t.name) || to_tsvector('english', t.name) || to_tsvector('simple', array_to_string(jn.words, ' ')), 'A') ||
  setweight(to_tsvector('simple', tg.text) || to_tsvector('english', tg.text), 'B') ||
  setweight(to_tsvector('simple', c.name) || to_tsvector('english', c.name), 'C') ||
  setweight(to_tsvector('simple', t.description) || to_tsvector('english', t.description), 'D')`;

/**
 * Compound words and default synonyms (issue 39, docs/search.md). Expand-only (everything here belongs to the
 * catalog-search migration of the same, unreleased, release):
 * - the search document also holds each name's adjacent words joined (`Pi-hole` also reads `pihole`, `Uptime
 *   Kuma` `uptimekuma`) in the name's weight, and the typo vocabulary holds them too;
 * - default synonym groups are shipped as data (apps/hub/src/catalog/search/default-synonyms.json) and applied at
 *   start by key: `search_synonyms.default_key` names the default a group came from, `search_synonym_defaults`
 *   records each default applied (and the terms it had), so an administrator's edit or delete is never undone. The
 *   catalog-search migration's seeded groups are recorded as applied under their keys (their first term).
 */
export class SearchCompounds1795820000000 implements MigrationInterface {
  name = 'SearchCompounds1795820000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // The joined words, also kept apart: the text score leaves them out (`budget` would score `budgetedge` too).
    await queryRunner.query(`ALTER TABLE "template_search" ADD "joined" text[] NOT NULL DEFAULT '{}'`);
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION hub_template_search_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
       BEGIN
         INSERT INTO template_search (template_id, document, tags, joined)
         SELECT t.id, ${DOCUMENT_SQL},
                ARRAY(SELECT DISTINCT hub_search_tag(x) FROM unnest(t.tags) x WHERE hub_search_tag(x) <> '' ORDER BY 1),
                jn.words
           FROM templates t JOIN categories c ON c.id = t.category_id
           CROSS JOIN LATERAL (SELECT array_to_string(t.tags, ' ') || ' ' ||
             coalesce((SELECT string_agg(regexp_replace(x, '[^[:alnum:]]+', '', 'g'), ' ') FROM unnest(t.tags) x), '')
             AS text) tg
           CROSS JOIN LATERAL ${NAME_WORDS_SQL} nw
           CROSS JOIN LATERAL (SELECT ${JOINED_NAME_SQL} AS words) jn
          WHERE t.id = ANY (ids)
         ON CONFLICT (template_id) DO UPDATE SET document = EXCLUDED.document, tags = EXCLUDED.tags, joined = EXCLUDED.joined;
         DELETE FROM template_search_words WHERE template_id = ANY (ids);
         INSERT INTO template_search_words (template_id, word)
         SELECT DISTINCT t.id, w
           FROM templates t
           CROSS JOIN LATERAL ${NAME_WORDS_SQL} nw
           CROSS JOIN LATERAL (SELECT ${JOINED_NAME_SQL} AS words) jn
           CROSS JOIN LATERAL regexp_split_to_table(
             lower(t.name || ' ' || array_to_string(jn.words, ' ') || ' ' || array_to_string(t.tags, ' ') || ' ' ||
               coalesce((SELECT string_agg(regexp_replace(x, '[^[:alnum:]]+', '', 'g'), ' ') FROM unnest(t.tags) x), '')),
             '[^[:alnum:]]+') w
          WHERE t.id = ANY (ids) AND w <> '' AND length(w) <= 40;
       END $$`,
    );
    await queryRunner.query('SELECT hub_template_search_refresh(ARRAY(SELECT id FROM templates))');

    await queryRunner.query('ALTER TABLE "search_synonyms" ADD "default_key" text');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_search_synonyms_default_key" ON "search_synonyms" ("default_key") WHERE "default_key" IS NOT NULL',
    );
    await queryRunner.query(
      `CREATE TABLE "search_synonym_defaults" ("key" text NOT NULL, "terms" text[] NOT NULL,
        "applied_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_search_synonym_defaults" PRIMARY KEY ("key"))`,
    );
    const seeded = JSON.stringify(SEED_SYNONYMS.map((terms) => ({ key: terms[0].replace(/ /g, '-'), terms })));
    await queryRunner.query(
      `UPDATE "search_synonyms" s SET "default_key" = x.key
         FROM jsonb_to_recordset($1::jsonb) AS x(key text, terms text[])
        WHERE s.terms = x.terms AND s.default_key IS NULL`,
      [seeded],
    );
    await queryRunner.query(
      `INSERT INTO "search_synonym_defaults" ("key", "terms")
       SELECT x.key, x.terms FROM jsonb_to_recordset($1::jsonb) AS x(key text, terms text[])`,
      [seeded],
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS "search_synonym_defaults"');
    await queryRunner.query('DROP INDEX IF EXISTS "UQ_search_synonyms_default_key"');
    await queryRunner.query('ALTER TABLE "search_synonyms" DROP COLUMN IF EXISTS "default_key"');
    await queryRunner.query('ALTER TABLE "template_search" DROP COLUMN IF EXISTS "joined"');
  }
}
