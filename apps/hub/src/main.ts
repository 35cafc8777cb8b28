import 'reflect-metadata';
import { runMain } from '#lib/common';
import { startHub } from './bootstrap.js';
import { loadHubConfig } from './hub.config.js';

await runMain(async () => {
  const config = loadHubConfig(process.env);
  await startHub(config);
});
