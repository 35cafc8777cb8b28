import { FleetInitial1795330089179 } from './1795330089179-fleet-initial.js';
import { FleetReplicas1795516649366 } from './1795516649366-fleet-replicas.js';
import { ClusterInventory1795631191596 } from './1795631191596-ClusterInventory.js';
import { FleetTemplatePins1795631422080 } from './1795631422080-fleet-template-pins.js';
import { PersonAuditLog1795814496000 } from './1795814496000-person-audit-log.js';
import { FleetUserIdentities1795900000000 } from './1795900000000-fleet-user-identities.js';
import { FleetTrust1796000000000 } from './1796000000000-fleet-trust.js';

export const FLEET_MIGRATIONS = [
  FleetInitial1795330089179,
  FleetReplicas1795516649366,
  ClusterInventory1795631191596,
  FleetTemplatePins1795631422080,
  PersonAuditLog1795814496000,
  FleetUserIdentities1795900000000,
  FleetTrust1796000000000,
];
