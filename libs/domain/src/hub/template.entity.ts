import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { Tier } from '../enums.js';
import { CategoryEntity } from './category.entity.js';
import { OrganizationEntity } from './organization.entity.js';

export interface EnvVar {
  name: string;
  value: string;
}
export interface EnvSchemaEntry {
  name: string;
  required: boolean;
  default_value: string;
  description: string;
}
export interface PortSpec {
  containerPort: number;
  protocol: string;
}
export interface VolumeMount {
  name: string;
  mountPath: string;
}
/** Set by an admin: the template stays listed and says so. */
export interface Deprecation {
  reason: string;
  replacement_slug: string | null;
  at: string;
}
export interface Toleration {
  key?: string;
  operator?: 'Equal' | 'Exists';
  value?: string;
  effect?: string;
  tolerationSeconds?: number;
}

@Entity('templates')
@Index('IDX_templates_tags', { synchronize: false })
@Index('IDX_templates_name_trgm', { synchronize: false })
@Index('IDX_templates_description_trgm', { synchronize: false })
@Index('IDX_templates_name_lower', { synchronize: false })
export class TemplateEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  name: string;

  @Index('UQ_templates_slug', { unique: true })
  @Column('text')
  slug: string;

  @Column('text', { default: '' })
  description: string;

  @Column('text', { default: '' })
  version: string;

  @Column('text', { default: 'app' })
  kind: string;

  @Index('IDX_templates_category_id')
  @Column('uuid')
  category_id: string;

  @ManyToOne(() => CategoryEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'category_id' })
  category?: Relation<CategoryEntity>;

  @Index('IDX_templates_owner_org_id')
  @Column('uuid', { nullable: true })
  owner_org_id: string | null;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'owner_org_id' })
  owner_org?: Relation<OrganizationEntity>;

  @Column('text')
  image_name: string;

  @Column('text', { default: 'latest' })
  image_tag: string;

  /** `sha256:` + 64 lowercase hex digits, or null. */
  @Column('text', { nullable: true })
  image_digest: string | null;

  /** The newest published revision (template_revisions); bumped by the database when a deployable field changes. */
  @Column('integer', { default: 1 })
  revision: number;

  @Column('jsonb', { nullable: true })
  deprecated: Deprecation | null;

  @Column('text', { nullable: true })
  registry_url: string | null;

  /** AES-256-GCM ciphertext of `{username, password}`; never selected by default, never returned. */
  @Column('text', { nullable: true, select: false })
  registry_credentials_enc: string | null;

  @Column('text', { default: '' })
  cpu_request: string;

  @Column('text', { default: '' })
  memory_request: string;

  @Column('integer', { default: 0 })
  gpu_count: number;

  @Column('text', { default: '' })
  vram_request: string;

  @Column('integer', { default: 1 })
  concurrent_jobs: number;

  @Column('jsonb', { default: () => "'[]'" })
  env: EnvVar[];

  @Column('jsonb', { default: () => "'[]'" })
  env_schema: EnvSchemaEntry[];

  @Column('text', { array: true, default: () => "'{}'" })
  secret_refs: string[];

  @Column('text', { array: true, default: () => "'{}'" })
  command: string[];

  @Column('jsonb', { default: () => "'[]'" })
  ports: PortSpec[];

  @Column('jsonb', { default: () => "'[]'" })
  volume_mounts: VolumeMount[];

  @Column('jsonb', { default: () => "'{}'" })
  node_selector: Record<string, string>;

  @Column('jsonb', { default: () => "'[]'" })
  tolerations: Toleration[];

  @Column('text', { array: true, default: () => "'{}'" })
  required_network_types: string[];

  @Column('text', { array: true, default: () => "'{}'" })
  tags: string[];

  @Column('boolean', { default: true })
  is_public: boolean;

  @Column('boolean', { default: false })
  is_featured: boolean;

  @Column('text', { default: 'free' })
  min_tier: Tier;

  /**
   * The requirement shape the fit rules read (FIT_SHAPE_COLUMNS as a JSON array, as text), kept by the database
   * (the template-fit-shape migration's trigger, on every insert: never null): never written by the application,
   * never returned.
   */
  @Column({ type: 'text', nullable: true, select: false, insert: false, update: false })
  fit_shape: string | null;

  @Column('text', { nullable: true })
  icon_url: string | null;

  @Column('text', { default: '' })
  documentation: string;

  @Column('bigint', { default: 0 })
  download_count: string;

  /**
   * Who manages it (docs/catalog-as-code.md, "Ownership"): `console` (made in the console or the admin API, or by a
   * catalog document that names no source) or the name of a source (a catalog document's `source`, an import's
   * collection). Another manager's apply lists it as a conflict and leaves it unless it takes it over.
   */
  @Column('text', { default: 'console' })
  manager: string;

  /**
   * The publisher (its name in the trust root) that signed its revisions, or null. A publisher-managed template
   * changes what fleets deploy only through a write its publisher signed (docs/signing.md); the database refuses
   * any other (the revision-signatures migration's trigger).
   */
  @Column('text', { nullable: true })
  publisher: string | null;

  @Column('timestamptz', { default: () => 'now()' })
  created_at: Date;

  /** Set explicitly by every catalog write (not by download counting); drives sync and ETags. */
  @Index('IDX_templates_updated_at')
  @Column('timestamptz', { default: () => 'now()' })
  updated_at: Date;
}
