import { HUB_ENTITIES } from '#lib/domain';
import { HUB_MIGRATIONS } from './migrations/hub/index.js';

/** The entity and migration lists of each app's database, so every tool opens the same schema. */
export const SCHEMAS = {
  hub: { entities: HUB_ENTITIES, migrations: HUB_MIGRATIONS },
} as const;
export type SchemaName = keyof typeof SCHEMAS;
