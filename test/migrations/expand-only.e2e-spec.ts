import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { MigrationInterface } from 'typeorm';
import {
  checkStatements,
  migrationFilesAt,
  MIGRATIONS_DIR,
  previousRelease,
  releasedBefore,
  ROOT,
  tablesAt,
  upStatements,
} from './expand-only.js';

/**
 * docs/migrations.md: every migration added since the previous release (deploy/previous-release, or UPGRADE_FROM)
 * is expand-only, so the previous release keeps serving on the schema it leaves during a rolling upgrade.
 */
const previous = previousRelease();
const previousFiles = migrationFilesAt(previous);
const oldTables = tablesAt(previous, previousFiles);

const currentFiles = ['hub', 'fleet'].flatMap((app) =>
  readdirSync(join(ROOT, MIGRATIONS_DIR, app))
    .filter((f) => /^\d+-[\w-]+\.ts$/.test(f))
    .map((f) => `${MIGRATIONS_DIR}/${app}/${f}`),
);
const added = currentFiles.filter((f) => !previousFiles.includes(f));

describe('migrations added since the previous release', () => {
  it('knows the previous release and its schema', () => {
    expect(previousFiles.length).toBeGreaterThanOrEqual(6);
    expect(oldTables).toEqual(expect.objectContaining({ size: expect.any(Number) }));
    for (const table of ['templates', 'api_keys', 'machine_tokens', 'login_attempts'])
      expect(oldTables).toContain(table);
    // No migration of the previous release was edited or removed (a released migration is history).
    for (const file of previousFiles) expect(currentFiles).toContain(file);
  });

  it('are expand-only: no drop or rename of what the previous release reads, no NOT NULL without a default, indexes on existing tables built concurrently', async () => {
    const violations = [];
    for (const file of added) {
      const module = (await import(join(ROOT, file))) as Record<string, unknown>;
      // A migration file may also export constants (e.g. the column list its triggers are written from).
      const classes = Object.values(module).filter(
        (value): value is new () => MigrationInterface =>
          typeof value === 'function' && typeof (value.prototype as Partial<MigrationInterface>).up === 'function',
      );
      for (const Migration of classes) {
        const migration = new Migration() as MigrationInterface & { contractAfter?: string };
        const contracting = migration.contractAfter !== undefined && releasedBefore(migration.contractAfter, previous);
        violations.push(
          ...checkStatements(file, await upStatements(migration), oldTables, {
            transaction: migration.transaction,
            contracting,
          }),
        );
      }
    }
    expect(violations).toEqual([]);
  });
});

describe('the expand-only rule', () => {
  const old = new Set(['api_keys', 'templates']);
  const rules = (sql: string, options = {}) => checkStatements('m', [sql], old, options).map((v) => v.rule);

  it.each([
    ['DROP TABLE "api_keys"', /drops table api_keys/],
    ['ALTER TABLE "api_keys" DROP COLUMN "name"', /drops a column/],
    ['ALTER TABLE api_keys DROP "name"', /drops a column/],
    ['ALTER TABLE "api_keys" RENAME COLUMN "name" TO "title"', /renames/],
    ['ALTER TABLE "api_keys" RENAME TO "keys"', /renames/],
    ['ALTER TABLE "api_keys" ADD "scope" text NOT NULL', /NOT NULL column without a default/],
    ['ALTER TABLE "api_keys" ADD COLUMN "a" int, ADD COLUMN "b" int NOT NULL', /NOT NULL column without a default/],
    ['ALTER TABLE "api_keys" ALTER COLUMN "name" SET NOT NULL', /NOT NULL/],
    ['ALTER TABLE "api_keys" ALTER COLUMN "name" TYPE varchar(40)', /column type/],
    ['CREATE INDEX "IDX_x" ON "templates" ("name")', /without CONCURRENTLY/],
    ['CREATE UNIQUE INDEX "IDX_x" ON "public"."templates" ("name")', /without CONCURRENTLY/],
    ['CREATE INDEX CONCURRENTLY "IDX_x" ON "templates" ("name")', /transaction = false/],
    ['TRUNCATE "templates"', /destroys data/],
    ['SELECT 1; DROP TABLE templates', /drops table templates/],
  ])('refuses %s', (sql, rule) => {
    expect(rules(sql)).toEqual([expect.stringMatching(rule)]);
  });

  it.each([
    'CREATE TABLE "rate_limit_hits" ("key" text NOT NULL)',
    'ALTER TABLE "api_keys" ADD "scope" text',
    `ALTER TABLE "api_keys" ADD "scope" text NOT NULL DEFAULT 'read'`,
    'ALTER TABLE "api_keys" ADD CONSTRAINT "FK_x" FOREIGN KEY ("org_id") REFERENCES "organizations"("id")',
    'ALTER TABLE "api_keys" DROP CONSTRAINT "FK_x"',
    'ALTER TABLE "api_keys" ALTER COLUMN "name" DROP NOT NULL',
    'ALTER TABLE "api_keys" ALTER COLUMN "name" SET DEFAULT \'x\'',
    'ALTER TABLE "new_table" DROP COLUMN "x"',
    'DROP TABLE "new_table"',
    'CREATE INDEX "IDX_y" ON "new_table" ("a")',
    'DROP INDEX "IDX_x"',
    `CREATE FUNCTION f() RETURNS trigger AS $$ BEGIN DROP TABLE api_keys; RETURN NEW; END $$ LANGUAGE plpgsql`,
  ])('accepts %s', (sql) => {
    expect(rules(sql)).toEqual([]);
  });

  it('lets a contracting migration drop what a release before the previous one stopped reading', () => {
    expect(rules('ALTER TABLE "api_keys" DROP COLUMN "legacy"', { contracting: true })).toEqual([]);
    expect(rules('ALTER TABLE "api_keys" ADD "x" int NOT NULL', { contracting: true })).toHaveLength(1);
    expect(releasedBefore(previous, previous)).toBe(true);
    expect(
      releasedBefore(execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim(), previous),
    ).toBe(previous === execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim());
  });

  it('accepts a concurrent index build outside a transaction', () => {
    expect(rules('CREATE INDEX CONCURRENTLY "IDX_x" ON "templates" ("name")', { transaction: false })).toEqual([]);
  });

  it('reads SQL only: a migration built with the query runner API is refused', async () => {
    const migration: MigrationInterface = {
      up: async (queryRunner) => {
        await queryRunner.dropColumn('api_keys', 'name');
      },
      down: async () => {},
    };
    await expect(upStatements(migration)).rejects.toThrow(/queryRunner.dropColumn is not allowed/);
  });
});
