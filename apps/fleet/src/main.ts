import 'reflect-metadata';
import { runMain } from '#lib/common';
import { startFleet } from './bootstrap.js';
import { loadFleetConfig } from './fleet.config.js';

await runMain(async () => {
  const config = loadFleetConfig(process.env);
  await startFleet(config);
});
