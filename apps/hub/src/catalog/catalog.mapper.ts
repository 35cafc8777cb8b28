import { iso } from '#lib/common';
import type { CatalogCategoryDto, CatalogTemplateDto } from './dto/catalog.dto.js';
import type { CategoryRow, RevisionRow, TemplateRow } from './catalog.repository.js';
import { imageRef, type Snapshot } from './revisions.js';
import type { TemplateRevisionDto, TemplateVersionDto, YankDto } from './dto/catalog.dto.js';

export function toCatalogTemplate(r: TemplateRow): CatalogTemplateDto {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    description: r.description,
    version: r.version,
    revision: r.revision,
    kind: r.kind,
    category_id: r.category_id,
    category_name: r.category_name,
    category_slug: r.category_slug,
    category_icon: r.category_icon,
    image_name: r.image_name,
    image_tag: r.image_tag,
    image_digest: r.image_digest,
    image_ref: imageRef(r),
    cpu_request: r.cpu_request,
    memory_request: r.memory_request,
    gpu_count: r.gpu_count,
    vram_request: r.vram_request,
    concurrent_jobs: r.concurrent_jobs,
    env: r.env as CatalogTemplateDto['env'],
    env_schema: r.env_schema as CatalogTemplateDto['env_schema'],
    ports: r.ports as CatalogTemplateDto['ports'],
    volume_mounts: r.volume_mounts as CatalogTemplateDto['volume_mounts'],
    node_selector: r.node_selector,
    required_network_types: r.required_network_types,
    tags: r.tags,
    is_public: r.is_public,
    is_featured: r.is_featured,
    min_tier: r.min_tier,
    deprecated: r.deprecated,
    download_count: Number(r.download_count),
    documentation: r.documentation,
    updated_at: iso(r.updated_at),
  };
}

export function toCatalogCategory(r: CategoryRow): CatalogCategoryDto {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    description: r.description,
    icon: r.icon,
    sort_order: r.sort_order,
    is_private: r.is_private,
    template_count: Number(r.template_count),
  };
}

/** The publisher's envelope as accepted (stored as its JSON text), and whose it is. */
function signatureOf(r: RevisionRow): Pick<TemplateVersionDto, 'signature' | 'publisher' | 'withdrawals'> {
  const envelope = (text: string | null) => (text ? (JSON.parse(text) as TemplateVersionDto['signature']) : null);
  return {
    signature: envelope(r.envelope),
    publisher: r.publisher,
    withdrawals: r.withdrawals.map((w) => ({
      action: w.action,
      reason: w.reason,
      signature: envelope(w.envelope),
      publisher: w.publisher,
      hub_only: w.hub_only,
      at: iso(new Date(w.created_at)),
    })),
  };
}

function yankOf(r: RevisionRow): YankDto | null {
  return r.yanked_at ? { reason: r.yank_reason ?? '', at: iso(r.yanked_at) } : null;
}

export function toTemplateVersion(r: RevisionRow): TemplateVersionDto {
  const s = r.snapshot as unknown as Snapshot;
  return {
    revision: r.revision,
    version: s.version,
    published_at: iso(r.published_at),
    image_ref: imageRef(s),
    image_digest: s.image_digest,
    changes: r.changes,
    contains_security_updates: r.contains_security_updates,
    version_reused: r.version_reused,
    yanked: yankOf(r),
    ...signatureOf(r),
  };
}

/** A revision as a template object: the catalog fields as they are now, the deployable fields as published. */
export function toRevisionTemplate(t: TemplateRow, r: RevisionRow): TemplateRevisionDto {
  const s = r.snapshot as unknown as Snapshot;
  return {
    ...toCatalogTemplate(t),
    version: s.version,
    revision: r.revision,
    kind: s.kind,
    image_name: s.image_name,
    image_tag: s.image_tag,
    image_digest: s.image_digest,
    image_ref: imageRef(s),
    cpu_request: s.cpu_request,
    memory_request: s.memory_request,
    gpu_count: s.gpu_count,
    vram_request: s.vram_request,
    concurrent_jobs: s.concurrent_jobs,
    env: s.env,
    env_schema: s.env_schema,
    ports: s.ports,
    volume_mounts: s.volume_mounts,
    node_selector: s.node_selector,
    required_network_types: s.required_network_types,
    min_tier: s.min_tier,
    yanked: yankOf(r),
    ...signatureOf(r),
  };
}
