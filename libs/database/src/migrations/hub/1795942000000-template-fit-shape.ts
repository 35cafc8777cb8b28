import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the fit rules read of a template (libs/hardware FitTemplate), in the order `templates.fit_shape` lists them.
 * The catalog's `?fits=true` reads the distinct shapes of the matches and pages over the templates of the shapes
 * that fit (apps/hub/src/catalog/fit/fit.service.ts parses a shape back with these names).
 */
export const FIT_SHAPE_COLUMNS = [
  'gpu_count',
  'vram_request',
  'cpu_request',
  'memory_request',
  'node_selector',
  'tolerations',
  'required_network_types',
  'min_tier',
  'concurrent_jobs',
] as const;

const SHAPE_OF = (row: string) =>
  `jsonb_build_array(${FIT_SHAPE_COLUMNS.map((column) => `${row}.${column}`).join(', ')})::text`;

/**
 * A template's requirement shape stored once (issue 42 item 6): `?fits=true` built it for every match twice
 * (`jsonb_build_array(…)::text` over 4,000 matches, ~30 ms each time; docs/benchmarks.md). `jsonb_build_array` is
 * not immutable, so neither a generated column nor an expression index can hold it: a BEFORE INSERT / UPDATE OF
 * trigger keeps it, so every writer (admin routes, catalog apply, import, demo seed, a revision rollback, the
 * previous release during a rolling upgrade) keeps it right without knowing it exists. Written as text: the
 * statements compare and de-duplicate it as text, and the fit rules parse it as JSON.
 */
export class TemplateFitShape1795942000000 implements MigrationInterface {
  name = 'TemplateFitShape1795942000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "templates" ADD "fit_shape" text');
    await queryRunner.query(
      `CREATE FUNCTION hub_template_fit_shape() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         NEW.fit_shape := ${SHAPE_OF('NEW')};
         RETURN NEW;
       END $$`,
    );
    // Also on an UPDATE that sets fit_shape itself: nobody writes it but this trigger.
    await queryRunner.query(
      `CREATE TRIGGER "templates_fit_shape" BEFORE INSERT OR UPDATE OF ${FIT_SHAPE_COLUMNS.join(', ')}, fit_shape
       ON "templates" FOR EACH ROW EXECUTE FUNCTION hub_template_fit_shape()`,
    );
    // Nullable (docs/migrations.md: no SET NOT NULL on a released table), though never null: the trigger fills it
    // on every insert, the previous release's included, and this fills the rows there are.
    await queryRunner.query(`UPDATE "templates" t SET "fit_shape" = ${SHAPE_OF('t')}`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER IF EXISTS "templates_fit_shape" ON "templates"');
    await queryRunner.query('DROP FUNCTION IF EXISTS hub_template_fit_shape()');
    await queryRunner.query('ALTER TABLE "templates" DROP COLUMN "fit_shape"');
  }
}
