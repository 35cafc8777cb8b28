import type { CatalogDocument, CatalogTemplate } from '../catalog-document.js';
import type { CatalogImportReportEntryDto } from './dto/import.dto.js';

/** The formats POST /api/v1/admin/catalog/import converts. */
export const IMPORT_FORMATS = ['portainer', 'casaos'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Largest input converted (the route's body limit too): beyond it → 413. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Most source entries (Portainer templates, CasaOS apps) in one input: beyond it → 400. */
export const IMPORT_MAX_ENTRIES = 5000;

/** A template as the importers produce it: a document entry with no registry credentials and no own source. */
export type ImportedTemplate = Omit<CatalogTemplate, 'registry_credentials' | 'source'>;

/** The catalog document as the importers produce it: hub-owned (no owner_org_slug); fit.ts names its source. */
export type ImportedDocument = Omit<CatalogDocument, 'owner_org_slug' | 'source' | 'templates'> & {
  templates: ImportedTemplate[];
};

export type ImportStatus = 'mapped' | 'partial' | 'skipped';

/** What became of one source entry: every entry of the input has exactly one (the response's report entry). */
export type ImportReportEntry = CatalogImportReportEntryDto;

export interface ImportResult {
  document: ImportedDocument;
  report: ImportReportEntry[];
}
