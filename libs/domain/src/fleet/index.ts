import { ClusterInventoryEntity } from './cluster-inventory.entity.js';
import { FleetSettingEntity } from './fleet-setting.entity.js';
import { FleetUserEntity } from './fleet-user.entity.js';
import { FleetUserIdentityEntity } from './fleet-user-identity.entity.js';
import { HubSyncStateEntity } from './hub-sync-state.entity.js';
import { HubTemplateRevisionEntity } from './hub-template-revision.entity.js';
import { HubTemplateEntity } from './hub-template.entity.js';
import { LoginAttemptEntity } from './login-attempt.entity.js';
import { MachineTokenAuditEntity } from './machine-token-audit.entity.js';
import { MachineTokenEntity } from './machine-token.entity.js';
import { PersonAuditEntity } from './person-audit.entity.js';
import { SecretEntity } from './secret.entity.js';
import { SessionRevocationEntity } from './session-revocation.entity.js';

export {
  ClusterInventoryEntity,
  FleetSettingEntity,
  FleetUserEntity,
  FleetUserIdentityEntity,
  HubSyncStateEntity,
  HubTemplateEntity,
  HubTemplateRevisionEntity,
  LoginAttemptEntity,
  MachineTokenAuditEntity,
  MachineTokenEntity,
  PersonAuditEntity,
  SecretEntity,
  SessionRevocationEntity,
};
export { FLEET_AUTH_METHODS, type FleetUserAuthMethod } from './fleet-user.entity.js';

export const FLEET_ENTITIES = [
  FleetUserEntity,
  FleetUserIdentityEntity,
  MachineTokenEntity,
  MachineTokenAuditEntity,
  FleetSettingEntity,
  SecretEntity,
  HubTemplateEntity,
  HubTemplateRevisionEntity,
  HubSyncStateEntity,
  LoginAttemptEntity,
  SessionRevocationEntity,
  ClusterInventoryEntity,
  PersonAuditEntity,
];
