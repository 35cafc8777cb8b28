import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Catalog search (issue 35, docs/search.md). Expand-only, all hand-written (TypeORM models neither tsvector
 * documents nor triggers, and leaves tables without an entity alone, so migration:check stays clean):
 * - `template_search`: one weighted `tsvector` per template (name A, tags B, category C, description D; each in
 *   the `simple` and the `english` configuration, so a query matches words as written and by their stem) behind a
 *   GIN index, and the template's tags normalised (`hub_search_tag`: lowercase, runs of spaces, `_` and `-` become
 *   one `-`) behind another, so `Stable Diffusion` finds `stable-diffusion`;
 * - `template_search_words`: the words of each template's name and tags, the vocabulary typo tolerance corrects
 *   against (joined to the template, so a caller is corrected only towards words of templates it can see);
 * - both kept current by triggers on `templates` (a write of name, description, tags or category) and on
 *   `categories` (a new name), whoever writes (the previous release during a rolling upgrade included);
 * - `search_synonyms`: groups of equivalent terms, admin-editable, seeded with the common ones of this field;
 *   a write notifies every hub process like the other catalog tables (cached searches depend on it).
 */
export const SEED_SYNONYMS: string[][] = [
  ['postgres', 'postgresql', 'pg', 'pgsql'],
  ['k8s', 'kubernetes'],
  ['llm', 'language model', 'large language model'],
  ['sd', 'stable diffusion'],
  ['sdxl', 'stable diffusion xl'],
  ['tts', 'text to speech', 'speech synthesis'],
  ['asr', 'stt', 'speech recognition', 'speech to text', 'transcription', 'transcribe'],
  ['ocr', 'text recognition'],
  ['rag', 'retrieval augmented generation'],
  ['embedding', 'embeddings', 'vector embedding'],
  ['vector database', 'vector db', 'vector store'],
  ['genai', 'generative ai'],
  ['ml', 'machine learning'],
  ['dl', 'deep learning'],
  ['nlp', 'natural language processing'],
  ['cv', 'computer vision'],
  ['img2img', 'image to image'],
  ['txt2img', 'text to image', 'image generation'],
  ['chatbot', 'chat', 'assistant'],
  ['gpu', 'cuda'],
  ['mysql', 'mariadb'],
  ['mongo', 'mongodb'],
  ['redis', 'valkey'],
  ['s3', 'object storage'],
  ['ci', 'continuous integration'],
  ['cd', 'continuous delivery'],
  ['vpn', 'wireguard'],
  ['photo', 'photos', 'picture', 'image gallery'],
  ['password manager', 'password vault'],
  ['notebook', 'jupyter'],
  ['js', 'javascript'],
  ['ts', 'typescript'],
  ['db', 'database'],
  ['hass', 'home assistant'],
  ['ad blocker', 'ad blocking', 'adblock', 'adblocker', 'ad block'],
  ['uptime monitor', 'uptime monitoring', 'website monitoring', 'status page'],
  ['smart home', 'home automation'],
  ['sso', 'single sign on', 'identity provider', 'idp'],
  ['rss', 'feed reader', 'news reader'],
  ['2fa', 'totp', 'two factor'],
];

const DOCUMENT_SQL = `
  setweight(to_tsvector('simple', t.name) || to_tsvector('english', t.name), 'A') ||
  setweight(to_tsvector('simple', tg.text) || to_tsvector('english', tg.text), 'B') ||
  setweight(to_tsvector('simple', c.name) || to_tsvector('english', c.name), 'C') ||
  setweight(to_tsvector('simple', t.description) || to_tsvector('english', t.description), 'D')`;

export class CatalogSearch1795640000000 implements MigrationInterface {
  name = 'CatalogSearch1795640000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // levenshtein for typo tolerance; trusted since PostgreSQL 13, bundled with PGlite (loaded in openPglite).
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS fuzzystrmatch');
    await queryRunner.query(
      `CREATE FUNCTION hub_search_tag(tag text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
         SELECT trim(both '-' FROM regexp_replace(lower(tag), '[[:space:]_-]+', '-', 'g'))
       $$`,
    );
    await queryRunner.query(
      `CREATE TABLE "template_search" ("template_id" uuid NOT NULL, "document" tsvector NOT NULL,
        "tags" text[] NOT NULL DEFAULT '{}', CONSTRAINT "PK_template_search" PRIMARY KEY ("template_id"),
        CONSTRAINT "FK_template_search_template" FOREIGN KEY ("template_id") REFERENCES "templates"("id")
          ON DELETE CASCADE ON UPDATE CASCADE)`,
    );
    await queryRunner.query('CREATE INDEX "IDX_template_search_document" ON "template_search" USING gin ("document")');
    await queryRunner.query('CREATE INDEX "IDX_template_search_tags" ON "template_search" USING gin ("tags")');
    await queryRunner.query(
      `CREATE TABLE "template_search_words" ("template_id" uuid NOT NULL, "word" text NOT NULL,
        CONSTRAINT "PK_template_search_words" PRIMARY KEY ("template_id", "word"),
        CONSTRAINT "FK_template_search_words_template" FOREIGN KEY ("template_id") REFERENCES "templates"("id")
          ON DELETE CASCADE ON UPDATE CASCADE)`,
    );
    // The typo lookup keeps the first letter and bounds the length: one range of this index per word.
    await queryRunner.query(
      'CREATE INDEX "IDX_template_search_words_first_length" ON "template_search_words" (left("word", 1), length("word"))',
    );
    await queryRunner.query(
      `CREATE FUNCTION hub_template_search_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
       BEGIN
         INSERT INTO template_search (template_id, document, tags)
         SELECT t.id, ${DOCUMENT_SQL},
                ARRAY(SELECT DISTINCT hub_search_tag(x) FROM unnest(t.tags) x WHERE hub_search_tag(x) <> '' ORDER BY 1)
           FROM templates t JOIN categories c ON c.id = t.category_id
           CROSS JOIN LATERAL (SELECT array_to_string(t.tags, ' ') || ' ' ||
             coalesce((SELECT string_agg(regexp_replace(x, '[^[:alnum:]]+', '', 'g'), ' ') FROM unnest(t.tags) x), '')
             AS text) tg
          WHERE t.id = ANY (ids)
         ON CONFLICT (template_id) DO UPDATE SET document = EXCLUDED.document, tags = EXCLUDED.tags;
         DELETE FROM template_search_words WHERE template_id = ANY (ids);
         INSERT INTO template_search_words (template_id, word)
         SELECT DISTINCT t.id, w
           FROM templates t
           CROSS JOIN LATERAL regexp_split_to_table(
             lower(t.name || ' ' || array_to_string(t.tags, ' ') || ' ' ||
               coalesce((SELECT string_agg(regexp_replace(x, '[^[:alnum:]]+', '', 'g'), ' ') FROM unnest(t.tags) x), '')),
             '[^[:alnum:]]+') w
          WHERE t.id = ANY (ids) AND w <> '' AND length(w) <= 40;
       END $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION hub_template_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_TABLE_NAME = 'categories' THEN
           PERFORM hub_template_search_refresh(ARRAY(SELECT id FROM templates WHERE category_id = NEW.id));
         ELSE
           PERFORM hub_template_search_refresh(ARRAY[NEW.id]);
         END IF;
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "templates_search_insert" AFTER INSERT ON "templates"
       FOR EACH ROW EXECUTE FUNCTION hub_template_search_sync()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "templates_search_update" AFTER UPDATE OF name, description, tags, category_id ON "templates"
       FOR EACH ROW EXECUTE FUNCTION hub_template_search_sync()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "categories_search_update" AFTER UPDATE OF name ON "categories"
       FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION hub_template_search_sync()`,
    );
    await queryRunner.query('SELECT hub_template_search_refresh(ARRAY(SELECT id FROM templates))');

    await queryRunner.query(
      `CREATE TABLE "search_synonyms" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "terms" text[] NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_search_synonyms" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "search_synonyms_notify_write" AFTER INSERT OR DELETE OR TRUNCATE ON "search_synonyms"
       FOR EACH STATEMENT EXECUTE FUNCTION hub_catalog_notify()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "search_synonyms_notify_update" AFTER UPDATE ON "search_synonyms"
       FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION hub_catalog_notify()`,
    );
    await queryRunner.query(
      'INSERT INTO "search_synonyms" ("terms") SELECT unnest_terms FROM jsonb_to_recordset($1::jsonb) AS x(unnest_terms text[])',
      [JSON.stringify(SEED_SYNONYMS.map((terms) => ({ unnest_terms: terms })))],
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS "search_synonyms"');
    await queryRunner.query('DROP TRIGGER IF EXISTS "categories_search_update" ON "categories"');
    await queryRunner.query('DROP TRIGGER IF EXISTS "templates_search_update" ON "templates"');
    await queryRunner.query('DROP TRIGGER IF EXISTS "templates_search_insert" ON "templates"');
    await queryRunner.query('DROP FUNCTION IF EXISTS hub_template_search_sync()');
    await queryRunner.query('DROP FUNCTION IF EXISTS hub_template_search_refresh(uuid[])');
    await queryRunner.query('DROP TABLE IF EXISTS "template_search_words"');
    await queryRunner.query('DROP TABLE IF EXISTS "template_search"');
    await queryRunner.query('DROP FUNCTION IF EXISTS hub_search_tag(text)');
  }
}
