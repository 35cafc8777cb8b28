/** Shapes of the hub API's answers (apps/hub/openapi.json), as far as the console reads them. */
export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}
export interface Port {
  containerPort: number;
  protocol: string;
}
export interface EnvSchema {
  name: string;
  description: string;
  default_value: string;
  required: boolean;
}
export interface EnvVar {
  name: string;
  value: string;
}
export interface VolumeMount {
  name: string;
  mountPath: string;
}
export interface Toleration {
  key?: string;
  operator?: string;
  value?: string;
  effect?: string;
  tolerationSeconds?: number;
}
export interface CatalogTemplate {
  id: string;
  slug: string;
  name: string;
  description: string;
  documentation: string;
  kind: string;
  version: string;
  image_name: string;
  image_tag: string;
  category_id: string;
  category_name: string;
  category_slug: string;
  category_icon: string;
  cpu_request: string;
  memory_request: string;
  vram_request: string;
  gpu_count: number;
  concurrent_jobs: number;
  ports: Port[];
  env: EnvVar[];
  env_schema: EnvSchema[];
  volume_mounts: VolumeMount[];
  node_selector: Record<string, string>;
  required_network_types: string[];
  tags: string[];
  is_featured: boolean;
  is_public: boolean;
  min_tier: Tier;
  download_count: number;
  updated_at: string;
  revision: number;
  image_digest: string | null;
  image_ref: string;
  deprecated: { reason: string; replacement_slug: string | null; at: string } | null;
}
export interface ReleaseChange {
  kind: 'added' | 'changed' | 'deprecated' | 'removed' | 'fixed' | 'security';
  description: string;
}
export interface TemplateVersion {
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
export interface AdminTemplate extends CatalogTemplate {
  command: string[];
  icon_url: string | null;
  owner_org_id: string | null;
  registry_url: string | null;
  registry_credentials_set: boolean;
  secret_refs: string[];
  tolerations: Toleration[];
  created_at: string;
}
export interface Category {
  id: string;
  slug: string;
  name: string;
  description: string;
  icon: string;
  is_private: boolean;
  sort_order: number;
  template_count: number;
}
export interface AdminCategory extends Category {
  access_count: number;
  created_at: string;
  updated_at: string;
}
export type Tier = 'free' | 'pro' | 'enterprise';
export type OrgRole = 'admin' | 'member';
export type HubRole = 'user' | 'admin' | 'superadmin';
export interface ProfileOrganization {
  id: string;
  name: string;
  slug: string;
  role: OrgRole;
  status: 'active' | 'suspended';
  tier: Tier;
}
export interface Profile {
  id: string;
  email: string | null;
  name: string;
  role: HubRole;
  created_at: string;
  organization: ProfileOrganization | null;
}
export interface Organization extends ProfileOrganization {
  created_at: string;
}
export interface Member {
  user_id: string;
  email: string | null;
  name: string;
  role: OrgRole;
  joined_at: string;
}
export type CredentialStatus = 'active' | 'expired' | 'revoked';
export interface ApiKey {
  id: string;
  name: string;
  key_prefix: string;
  status: CredentialStatus;
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
  previous_expires_at: string | null;
  previous_last_used_at: string | null;
  revoked_at: string | null;
}
export interface AdminApiKey extends ApiKey {
  organization: { id: string; name: string; slug: string };
}
export interface ApiKeySecret {
  id: string;
  name: string;
  key: string;
  key_prefix: string;
  expires_at: string | null;
  previous_expires_at?: string | null;
}
export interface AccessToken {
  id: string;
  name: string;
  instance_id: string;
  instance_name: string;
  token_prefix: string;
  status: CredentialStatus;
  user_id: string;
  user_email: string | null;
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
  previous_expires_at: string | null;
  revoked_at: string | null;
}
export interface AccessTokenSecret {
  id: string;
  name: string;
  token: string;
  token_prefix: string;
  instance_id: string;
  expires_at: string | null;
  previous_expires_at?: string | null;
}
export interface AdminUser {
  id: string;
  email: string | null;
  name: string;
  role: HubRole;
  created_at: string;
  organization: ProfileOrganization | null;
}
export interface AdminOrganization {
  id: string;
  name: string;
  slug: string;
  status: 'active' | 'suspended';
  tier: Tier;
  member_count: number;
  api_key_count: number;
  created_at: string;
}
export interface Grant {
  id: string;
  org_id: string;
  org_name: string;
  org_slug: string;
  category_id: string;
  category_name: string;
  category_slug: string;
  created_at: string;
}
export interface Stats {
  users: number;
  organizations: number;
  templates: number;
  categories: number;
  api_keys: number;
  api_keys_expiring_soon: number;
  catalog_access_grants: number;
}
