import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSigningKey, writePrivateKeyFile } from '#lib/signing';
import { DEMO_ROOT_FILE } from '../../apps/hub/src/seed/demo-trust.js';
import { readDemoInstanceKey } from '../../apps/hub/src/seed/seed.js';
import { startTestFleet, TEST_TEMP_ADMIN, type TestFleet } from './fleet.js';
import { startTestHub, type TestHub } from './hub.js';

/** A hub with the demo catalog, and a fleet connected to it with the demo instance key. */
export interface DemoPair {
  hub: TestHub;
  fleet: TestFleet;
  /** The demo organization's instance key, as the fleet uses it. */
  key: string;
  /** The demo root the seed made and published, which the fleet pins (FLEET_TRUST_ROOT). */
  rootFile: string;
}

/**
 * What `npm start` runs, for the fleet's console API tests: a hub seeded with the demo data, signed by the demo
 * publisher (HUB_SEED_DEMO_TRUST_DIR; an online key file of its own, so PostgreSQL runs it too), and a fleet with the
 * temporary administrator pinned to the demo root, connected to that hub with the demo instance key, syncing only
 * when asked.
 */
export async function startDemoPair(): Promise<DemoPair> {
  const dir = mkdtempSync(join(tmpdir(), 'demo-trust-'));
  const trustDir = join(dir, 'trust');
  writePrivateKeyFile(join(dir, 'online.key'), generateSigningKey().privateKey);
  const hub = await startTestHub({
    env: {
      HUB_SEED_DEMO: 'true',
      HUB_SEED_DEMO_TRUST_DIR: trustDir,
      HUB_ONLINE_KEY_FILE: join(dir, 'online.key'),
    },
  });
  try {
    const key = readDemoInstanceKey(hub.config.dataDir)!;
    const fleet = await startTestFleet({
      idp: hub.idp,
      env: {
        ...TEST_TEMP_ADMIN,
        FLEET_HUB_URL: hub.url,
        FLEET_HUB_INSTANCE_KEY: key,
        FLEET_SYNC_INTERVAL_SECONDS: '0',
        FLEET_TRUST_ROOT: join(trustDir, DEMO_ROOT_FILE),
      },
    });
    return { hub, fleet, key, rootFile: join(trustDir, DEMO_ROOT_FILE) };
  } catch (error) {
    await hub.close();
    throw error;
  }
}
