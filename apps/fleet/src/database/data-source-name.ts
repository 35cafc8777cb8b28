/**
 * The fleet's TypeORM data source is named, so that a process running the hub and the fleet
 * together (`npm start`, the cross-app tests) registers two distinct data sources.
 */
export const FLEET_DATA_SOURCE = 'fleet';
