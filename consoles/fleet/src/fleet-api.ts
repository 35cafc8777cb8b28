import type { FleetPaths, FleetSchemas } from '#lib/api-types';
import { typedClient } from '../../shared/api.js';
import { api } from './auth.js';

/** The fleet's REST API as the signed-in operator, typed by apps/fleet/openapi.json. */
export const fleet = typedClient<FleetPaths>(api);

// The shapes the pages name, read from the document (never restated here).
export type Me = FleetSchemas['MeDto'];
export type Role = Me['role'];
export type MachineToken = FleetSchemas['MachineTokenDto'];
export type MachineTokenSecret = FleetSchemas['MachineTokenSecretDto'];
export type SyncResult = FleetSchemas['SyncResultDto'];
export type User = FleetSchemas['UserDto'];
export type SecretSummary = FleetSchemas['SecretSummaryDto'];
export type InventoryNode = FleetSchemas['InventoryNodeDto'];
export type NodeList = FleetSchemas['NodeListDto'];
export type TemplateUpdate = FleetSchemas['TemplateUpdateDto'];
export type AuditEntry = FleetSchemas['AuditEntryDto'];
export type ReleaseChange = TemplateUpdate['revisions'][number]['changes'][number];
export type CatalogItem = FleetSchemas['CatalogItemDto'];
export type CatalogQuery = NonNullable<FleetPaths['/api/v1/hub/catalog']['get']['parameters']['query']>;
export type TemplateChanges = FleetSchemas['TemplateChangesDto'];
export type Signature = FleetSchemas['SignatureDto'];
export type TrustStatus = FleetSchemas['TrustStatusDto'];
