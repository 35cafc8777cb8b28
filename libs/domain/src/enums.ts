export const USER_ROLES = ['user', 'admin', 'superadmin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const ORG_ROLES = ['admin', 'member'] as const;
export type OrgRole = (typeof ORG_ROLES)[number];

export const ORG_STATUSES = ['active', 'suspended'] as const;
export type OrgStatus = (typeof ORG_STATUSES)[number];

/** Ordered: free < pro < enterprise. */
export const TIERS = ['free', 'pro', 'enterprise'] as const;
export type Tier = (typeof TIERS)[number];

export const API_KEY_STATUSES = ['active', 'revoked'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

export const TICKET_SEVERITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketSeverity = (typeof TICKET_SEVERITIES)[number];

export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const FLEET_ROLES = ['admin', 'readonly'] as const;
export type FleetRole = (typeof FLEET_ROLES)[number];

export function isAdminRole(role: UserRole): boolean {
  return role === 'admin' || role === 'superadmin';
}

/** What an organization notification is about (docs/api-decisions.md "Credential lifecycle"). */
export const NOTIFICATION_KINDS = ['credential_expiring', 'previous_secret_in_use', 'credential_leaked'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const CREDENTIAL_TYPES = ['api_key', 'access_token'] as const;
export type CredentialType = (typeof CREDENTIAL_TYPES)[number];

/**
 * How a provider identity came to an account (hub and fleet): its first sign-in made the account, its verified email
 * linked it to the account holding that email, an administrator linked it, or it was the account's identity before
 * identities had a table of their own.
 */
/** The catalog list's orders (hub `?sort=`, and the fleet's list of the hub's catalog, which forwards it). */
export const CATALOG_SORTS = ['relevance', 'name', 'updated', 'downloads'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

/** A template's GPU need, as the catalog's `gpu` facet and filter count it: `none` is `gpu_count <= 0`. */
export const GPU_NEEDS = ['none', '1', '2+'] as const;
export type GpuNeed = (typeof GPU_NEEDS)[number];

export const IDENTITY_LINK_KINDS = ['provisioned', 'verified_email', 'administrator', 'migrated'] as const;
export type IdentityLinkKind = (typeof IDENTITY_LINK_KINDS)[number];
