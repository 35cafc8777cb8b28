import { iso } from '#lib/common';
import type { CatalogCategoryDto, CatalogTemplateDto } from './dto/catalog.dto.js';
import type { CategoryRow, TemplateRow } from './catalog.repository.js';

export function toCatalogTemplate(r: TemplateRow): CatalogTemplateDto {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    description: r.description,
    version: r.version,
    kind: r.kind,
    category_id: r.category_id,
    category_name: r.category_name,
    category_slug: r.category_slug,
    category_icon: r.category_icon,
    image_name: r.image_name,
    image_tag: r.image_tag,
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
