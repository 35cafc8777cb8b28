import { FleetInitial1795330089179 } from './1795330089179-fleet-initial.js';

export const FLEET_MIGRATIONS = [FleetInitial1795330089179];
