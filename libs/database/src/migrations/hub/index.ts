import { Initial1795328951447 } from './1795328951447-initial.js';

export const HUB_MIGRATIONS = [Initial1795328951447];
