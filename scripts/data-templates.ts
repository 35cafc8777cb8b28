/**
 * Part of `npm run build`: a migrated, empty embedded database per app in dist/data-template/<app>, which
 * a first start on the embedded default copies instead of running initdb and every migration (docs/benchmarks.md,
 * "First run"). Rebuilt by scripts/build.mjs when a migration changes.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { embeddedTemplateDir, openDatabase, runMigrations, SCHEMAS, type SchemaName } from '#lib/database';

for (const schema of Object.keys(SCHEMAS) as SchemaName[]) {
  const target = embeddedTemplateDir(schema)!;
  const building = join(dirname(target), `.building-${schema}-${process.pid}`);
  rmSync(building, { recursive: true, force: true });
  const db = await openDatabase({ dataDir: building, ...SCHEMAS[schema] });
  try {
    await runMigrations(db.dataSource, 1);
  } finally {
    await db.close();
  }
  rmSync(join(building, 'postmaster.pid'), { force: true });
  if (existsSync(target)) rmSync(target, { recursive: true, force: true });
  renameSync(building, target);
}
