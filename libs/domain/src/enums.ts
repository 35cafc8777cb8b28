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
