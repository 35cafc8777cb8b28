import { FLEET_ENTITIES, HUB_ENTITIES } from '#lib/domain';
import { FLEET_MIGRATIONS } from './migrations/fleet/index.js';
import { HUB_MIGRATIONS } from './migrations/hub/index.js';

/** The entity and migration lists of each app's database, so every tool opens the same schema. */
export const SCHEMAS = {
  hub: { entities: HUB_ENTITIES, migrations: HUB_MIGRATIONS },
  fleet: { entities: FLEET_ENTITIES, migrations: FLEET_MIGRATIONS },
} as const;
export type SchemaName = keyof typeof SCHEMAS;
