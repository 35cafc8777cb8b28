export const FLEET_MIGRATIONS = [];
