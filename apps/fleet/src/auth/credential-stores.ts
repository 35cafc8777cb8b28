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

export abstract class UserStore {
  abstract find(id: string): Promise<StoredUser | null>;
  abstract findOidc(issuer: string, subject: string): Promise<StoredUser | null>;
  /** The OIDC users with this email (lowercase), whatever identity they are bound to. */
  abstract findOidcByEmail(email: string): Promise<(StoredUser & { issuer: string | null; subject: string | null })[]>;
  /** Binds OIDC user `id` to (issuer, subject); false when another user holds that identity or `id` is gone. */
  abstract relinkOidc(id: string, issuer: string, subject: string): Promise<boolean>;
  /** Finds or provisions the fleet user of an OIDC identity; email and name follow the provider. */
  abstract upsertOidc(values: {
    issuer: string;
    subject: string;
    email: string | null;
    name: string;
    role: FleetRole;
  }): Promise<StoredUser>;
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
