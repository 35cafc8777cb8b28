import 'reflect-metadata';
import { runMain } from '#lib/common';
import { openDatabase, runMigrations, SCHEMAS } from '#lib/database';
import { FLEET_MIGRATION_LOCK } from './database/database.module.js';
import { loadFleetConfig } from './fleet.config.js';

/**
 * The one-shot migration run of a deployment (`node dist/apps/fleet/src/migrate.js`): applies the pending
 * migrations under the same advisory lock as a start with FLEET_MIGRATE=true, prints what it applied, and exits,
 * so that replicas started with FLEET_MIGRATE=false never run DDL (docs/deployment.md).
 */
await runMain(async () => {
  const config = loadFleetConfig(process.env);
  const database = await openDatabase({
    url: config.databaseUrl,
    directUrl: config.databaseDirectUrl,
    dataDir: config.dataDir,
    applicationName: 'fleet-migrate',
    ...config.databaseBudgets,
    ...SCHEMAS.fleet,
  });
  try {
    const applied = await runMigrations(database.dataSource, FLEET_MIGRATION_LOCK);
    process.stdout.write(JSON.stringify({ msg: 'migrations', app: 'fleet', applied, pending: 0 }) + '\n');
  } finally {
    await database.close();
  }
});
