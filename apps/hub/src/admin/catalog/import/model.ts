import type { CategoryCreateDto } from '../../categories/dto/category.dto.js';
import type { TemplateCreateDto } from '../../templates/dto/template-input.dto.js';

/** The formats POST /api/v1/admin/catalog/import converts. */
export const IMPORT_FORMATS = ['portainer', 'casaos'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Largest input converted (the route's body limit too): beyond it → 413. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Most source entries (Portainer templates, CasaOS apps) in one input: beyond it → 400. */
export const IMPORT_MAX_ENTRIES = 5000;

/** A template of the catalog document: what POST /admin/templates takes, its category named by slug. */
export type CatalogTemplate = Omit<TemplateCreateDto, 'category_id' | 'owner_org_id' | 'registry_credentials'> & {
  category_slug: string;
};

/** The catalog document (hub.catalog/v1), as the importers produce it: hub-owned, no owner_org_slug. */
export interface CatalogDocument {
  apiVersion: 'hub.catalog/v1';
  kind: 'Catalog';
  categories: CategoryCreateDto[];
  templates: CatalogTemplate[];
}

export type ImportStatus = 'mapped' | 'partial' | 'skipped';

/** What became of one source entry: every entry of the input has exactly one. */
export interface ImportReportEntry {
  /** Position of the entry in the source (Portainer: templates index; CasaOS store: key order; single app: 0). */
  index: number;
  /** The entry as its source names it: Portainer title, CasaOS app folder (store) or project name. */
  source: string;
  status: ImportStatus;
  /** The template produced (mapped, partial). */
  slug?: string;
  /** Its category in the document (mapped, partial). */
  category_slug?: string;
  /** Source fields whose meaning is not carried over (partial), each with why. */
  dropped?: string[];
  /** Source fields of store presentation only (screenshots, authors…), listed so nothing goes unmentioned. */
  ignored?: string[];
  /** Why nothing was produced (skipped). */
  reason?: string;
  /** Adjustments made on the way (a slug renamed after a collision, a text shortened to its limit). */
  notes?: string[];
}

export interface ImportResult {
  document: CatalogDocument;
  report: ImportReportEntry[];
}
