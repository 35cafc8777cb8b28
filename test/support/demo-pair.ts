import { readDemoInstanceKey } from '../../apps/hub/src/seed/seed.js';
import { startTestFleet, TEST_TEMP_ADMIN, type TestFleet } from './fleet.js';
import { startTestHub, type TestHub } from './hub.js';

/** A hub with the demo catalog, and a fleet connected to it with the demo instance key. */
export interface DemoPair {
  hub: TestHub;
  fleet: TestFleet;
  /** The demo organization's instance key, as the fleet uses it. */
  key: string;
}

/**
 * What `npm start` runs, for the fleet's console API tests: a hub seeded with the demo data and a fleet with the
 * temporary administrator, connected to that hub with the demo instance key, syncing only when asked.
 */
export async function startDemoPair(): Promise<DemoPair> {
  const hub = await startTestHub({ env: { HUB_SEED_DEMO: 'true' } });
  try {
    const key = readDemoInstanceKey(hub.config.dataDir)!;
    const fleet = await startTestFleet({
      idp: hub.idp,
      env: {
        ...TEST_TEMP_ADMIN,
        FLEET_HUB_URL: hub.url,
        FLEET_HUB_INSTANCE_KEY: key,
        FLEET_SYNC_INTERVAL_SECONDS: '0',
      },
    });
    return { hub, fleet, key };
  } catch (error) {
    await hub.close();
    throw error;
  }
}
