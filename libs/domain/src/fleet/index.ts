import { FleetSettingEntity } from './fleet-setting.entity.js';
import { FleetUserEntity } from './fleet-user.entity.js';
import { HubSyncStateEntity } from './hub-sync-state.entity.js';
import { HubTemplateEntity } from './hub-template.entity.js';
import { MachineTokenAuditEntity } from './machine-token-audit.entity.js';
import { MachineTokenEntity } from './machine-token.entity.js';
import { SecretEntity } from './secret.entity.js';

export {
  FleetSettingEntity,
  FleetUserEntity,
  HubSyncStateEntity,
  HubTemplateEntity,
  MachineTokenAuditEntity,
  MachineTokenEntity,
  SecretEntity,
};
export { FLEET_AUTH_METHODS, type FleetUserAuthMethod } from './fleet-user.entity.js';

export const FLEET_ENTITIES = [
  FleetUserEntity,
  MachineTokenEntity,
  MachineTokenAuditEntity,
  FleetSettingEntity,
  SecretEntity,
  HubTemplateEntity,
  HubSyncStateEntity,
];
