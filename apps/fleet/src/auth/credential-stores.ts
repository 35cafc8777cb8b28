import type { FleetRole, FleetUserAuthMethod } from '#lib/domain';

/**
 * What the credential pipeline reads, as ports: users/, machine-tokens/ and settings/ implement them and
 * depend on auth/ (for its decorators and Caller), never the other way round.
 */
export interface StoredUser {
  id: string;
  email: string | null;
  name: string;
  role: FleetRole;
  auth_method: FleetUserAuthMethod;
  session_version: number;
}

/** What resolving an identity the fleet has not seen did (docs/identity-providers.md). */
export type OidcResolution =
  | { kind: 'known' }
  | { kind: 'provisioned'; userId: string }
  | { kind: 'linked'; userId: string }
  /** OIDC users hold the email, and the token does not say it is verified, or several do. */
  | { kind: 'conflict'; holders: number };

export abstract class UserStore {
  abstract find(id: string): Promise<StoredUser | null>;
  /** The OIDC user an identity signs in as (`fleet_user_identities`). */
  abstract findOidc(issuer: string, subject: string): Promise<(StoredUser & { identity_id: string }) | null>;
  /**
   * An identity seen for the first time: linked to the one OIDC user holding its email (folded) when the email is
   * verified, refused ('conflict') otherwise, or provisioned; concurrent first requests converge.
   */
  abstract resolveOidc(values: {
    issuer: string;
    subject: string;
    email: string | null;
    emailVerified: boolean;
    name: string;
    role: FleetRole;
  }): Promise<OidcResolution>;
  /** Email and name follow the provider (an absent email or empty name keeps the stored one). */
  abstract refreshOidc(id: string, email: string | null, name: string): Promise<StoredUser | null>;
  abstract touchIdentity(identityId: string): Promise<void>;
}

export interface StoredMachineToken {
  id: string;
  name: string;
  role: FleetRole;
  expires_at: Date | null;
  revoked_at: Date | null;
}

export abstract class MachineTokenStore {
  abstract findByHash(hash: string): Promise<StoredMachineToken | null>;
  abstract touch(id: string): Promise<void>;
}

/** The OpenID Provider settings in force (FLEET_OIDC_* over the stored settings). */
export interface ProviderSettings {
  issuer?: string;
  clientId?: string;
  clientSecret?: string;
  audience?: string;
  scopes: string;
  redirectUri: string;
}

export abstract class ProviderSettingsStore {
  abstract oidc(): Promise<ProviderSettings>;
}
