import { formatMemory } from '../../../../shared/quantities.js';
import type { CatalogItem, TemplateUpdate } from '../../fleet-api.js';

/** The update classes (docs/fleet-console.md, "Update classes"): each its own words and badge. */
export const UPDATE_CLASS_TEXT: Record<TemplateUpdate['update_class'], string> = {
  required: 'Update required: the pinned revision was withdrawn',
  security: 'Security update',
  deprecated: 'Deprecated: move to another template',
  recommended: 'Recommended update: fixes or changes',
  other: 'Other update',
};

export const VERDICT_TEXT: Record<NonNullable<CatalogItem['fit']>['verdict'], string> = {
  fits: 'Fits',
  does_not_fit: 'Does not fit',
  unknown: 'Unknown',
};

/** A template's GPU needs as a person reads them ("2 GPUs × 24 GiB"). */
export function gpuText(t: Pick<CatalogItem, 'gpu_count' | 'vram_request'>): string {
  if (t.gpu_count <= 0) return 'No GPU';
  const memory = formatMemory(t.vram_request);
  return `${t.gpu_count} GPU${t.gpu_count === 1 ? '' : 's'}${memory === '—' ? '' : ` × ${memory}`}`;
}

/** The hub's deprecation as the console reads it (the catalog row carries it as a plain object). */
export interface Deprecation {
  reason: string;
  replacement_slug: string | null;
}

export function deprecationOf(value: unknown): Deprecation | null {
  if (typeof value !== 'object' || value === null) return null;
  const d = value as Record<string, unknown>;
  return {
    reason: typeof d.reason === 'string' ? d.reason : '',
    replacement_slug: typeof d.replacement_slug === 'string' ? d.replacement_slug : null,
  };
}
