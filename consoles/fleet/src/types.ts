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

/** GET /api/v1/inventory (the cluster's nodes as the fleet took them). */
export interface InventoryNode {
  name: string;
  arch: string | null;
  kubelet_version: string | null;
  allocatable: { cpu: string | null; memory: string | null };
  labels: Record<string, string>;
  taints: { key: string; value?: string; effect: string }[];
  gpus: {
    product: string | null;
    memory: string | null;
    count: number;
    sharing: string;
    replicas: number;
    mig: { strategy: string | null; devices: { profile: string; count: number; memory: string | null }[] } | null;
  } | null;
}

export interface Inventory {
  source: string | null;
  taken_at: string | null;
  network_types: string[];
  totals: { nodes: number; gpu_nodes: number; gpus: number; unknown_gpu_memory_nodes: number };
  nodes: InventoryNode[];
  kubernetes: { mode: string; read_at: string | null; last_error: string | null };
  hub: { reported_at: string | null; up_to_date: boolean; last_error: string | null };
}
