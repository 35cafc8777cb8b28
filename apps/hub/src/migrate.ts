import 'reflect-metadata';
import { runMain } from '#lib/common';
import { openDatabase, runMigrations, SCHEMAS } from '#lib/database';
import { HUB_MIGRATION_LOCK } from './database/database.module.js';
import { loadHubConfig } from './hub.config.js';

/**
 * The one-shot migration run of a deployment (`node dist/apps/hub/src/migrate.js`): applies the pending
 * migrations under the same advisory lock as a start with HUB_MIGRATE=true, prints what it applied, and exits,
 * so that replicas started with HUB_MIGRATE=false never run DDL (docs/deployment.md).
 */
await runMain(async () => {
  const config = loadHubConfig(process.env);
  const database = await openDatabase({
    url: config.databaseUrl,
    directUrl: config.databaseDirectUrl,
    dataDir: config.dataDir,
    applicationName: 'hub-migrate',
    ...config.databaseBudgets,
    ...SCHEMAS.hub,
  });
  try {
    const applied = await runMigrations(database.dataSource, HUB_MIGRATION_LOCK);
    process.stdout.write(JSON.stringify({ msg: 'migrations', app: 'hub', applied, pending: 0 }) + '\n');
  } finally {
    await database.close();
  }
});
