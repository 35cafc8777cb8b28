/** The fleet API's shapes the console reads (apps/fleet/openapi.json). */
export type Role = 'admin' | 'readonly';

export interface Me {
  id: string;
  email: string | null;
  name: string;
  role: Role;
  auth_method: 'oidc' | 'temp_admin' | 'local' | 'machine_token';
}

export interface MachineToken {
  id: string;
  name: string;
  role: Role;
  token_prefix: string;
  status: 'active' | 'expired' | 'revoked';
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
  created_at: string;
}

export interface MachineTokenSecret extends MachineToken {
  token: string;
}

export interface AuditEntry {
  id: string;
  token_id: string | null;
  token_prefix: string;
  method: string;
  path: string;
  status: number;
  at: string;
  source_address: string | null;
  request_id: string | null;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export interface User {
  id: string;
  email: string | null;
  name: string;
  role: Role;
  auth_method: 'local' | 'oidc';
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface HubSettings {
  hub_url: string | null;
  instance_key_set: boolean;
  instance_key_prefix: string | null;
  env_overrides: string[];
}

export interface OidcSettings {
  issuer: string | null;
  client_id: string | null;
  client_secret_set: boolean;
  audience: string | null;
  scopes: string;
  redirect_uri: string;
  env_overrides: string[];
}

export interface SyncStatus {
  configured: boolean;
  checked_at: string | null;
  last_attempt_at: string | null;
  last_success_at: string | null;
  last_error: string | null;
  templates: number;
}

export interface SyncResult {
  status: 'updated' | 'not_modified';
  upserted: number;
  removed: number;
  checked_at: string | null;
  templates: number;
}

export interface SecretSummary {
  name: string;
  updated_at: string;
}

/** A release note of a hub template revision. */
export interface ReleaseChange {
  kind: 'added' | 'changed' | 'deprecated' | 'removed' | 'fixed' | 'security';
  description: string;
}

/** The hub's versions entry of a revision, as the fleet mirrors it. */
export interface VersionEntry {
  revision: number;
  version: string;
  published_at: string;
  image_ref: string;
  image_digest: string | null;
  changes: ReleaseChange[];
  contains_security_updates: boolean;
  version_reused: boolean;
  yanked: { reason: string; at: string } | null;
}

export interface Pin {
  revision: number;
  at: string;
  by: string;
}

/** A mirrored hub template (the hub's object; a pinned one is its pinned revision). */
export interface MirrorTemplate {
  id: string;
  slug: string;
  name: string;
  version: string;
  revision?: number;
  image_ref?: string;
  deprecated?: { reason: string; replacement_slug: string | null; at: string } | null;
  pinned?: Pin;
  latest_revision?: number;
}

export interface MirrorVersions {
  versions: { revision: number; entry: VersionEntry | null; held: boolean }[];
  pinned: Pin | null;
  latest_revision: number | null;
}

export interface TemplateUpdate {
  id: string;
  slug: string;
  name: string;
  pinned: Pin;
  latest_revision: number;
  action: 'available' | 'security' | 'required';
  contains_security_updates: boolean;
  revisions: VersionEntry[];
  pinned_yanked: { reason: string; at: string } | null;
}
