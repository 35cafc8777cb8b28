// The demo catalog loaded by the hub when HUB_SEED_DEMO=true: data (demo-catalog.json) in the public catalog
// document format (docs/catalog-as-code.md). The seed applies it through POST /admin/catalog/apply's own code
// (CatalogDocumentService.applyWithin: the admin API's DTO rules, then the plan's refusals), so a demo category or
// template cannot hold what the admin API would refuse; loadDemoCatalog checks the file offline with the same DTO
// rules and says which document an error is in (its spec, and the search bench's catalog, use it).
//
// The demo holds hub-owned templates and a few owned by the demo organization. A document has one scope, so the
// file holds two documents: `catalog` (hub-owned, with every category) and `organization_catalog`
// (`owner_org_slug` = the demo organization, its templates naming the hub document's categories). Each can be
// given as it is to `hub-catalog validate` or POST /admin/catalog/apply, and the seed (seed.ts) applies them so: both
// name the source `demo`, which is then the manager of every demo template.
import { type FieldError, Problems, validationDetail } from '#lib/common';
import { type CatalogDocument, type CatalogTemplate, checkCatalogDocument } from '../admin/catalog/catalog-document.js';
import type { CategoryCreateDto } from '../admin/categories/dto/category.dto.js';
import document from './demo-catalog.json' with { type: 'json' };

export type DemoCategory = CategoryCreateDto;

/** A template of either document, with the owner of the organization document's templates named (`owner_org_slug`). */
export type DemoTemplate = Omit<CatalogTemplate, 'registry_credentials'> & { owner_org_slug?: string };

interface DemoFile {
  /** The organization that owns the organization-scoped demo templates. */
  organization_slug: string;
  /** The hub-owned templates and every category. */
  catalog: CatalogDocument;
  /** The demo organization's templates. */
  organization_catalog: CatalogDocument;
}

/** The two documents, and their categories and templates as one list (`owner_org_slug` on the organization's). */
export interface DemoCatalog extends DemoFile {
  categories: DemoCategory[];
  templates: DemoTemplate[];
}

/** The shipped file, as written (loadDemoCatalog checks it). */
export const DEMO_CATALOG_DOCUMENT: unknown = document;

function merged(file: DemoFile): DemoCatalog {
  return {
    ...file,
    categories: file.catalog.categories,
    templates: [
      ...file.catalog.templates,
      ...file.organization_catalog.templates.map((t) => ({ ...t, owner_org_slug: file.organization_slug })),
    ],
  };
}

const shipped = merged(document as unknown as DemoFile);
/** The shipped file as written (unchecked: the seed's apply checks each document, demo-catalog.spec.ts the file). */
export const DEMO_CATALOG: DemoCatalog = shipped;
export const DEMO_ORG_SLUG = shipped.organization_slug;
export const DEMO_CATEGORIES: readonly DemoCategory[] = shipped.categories;
export const DEMO_TEMPLATES: readonly DemoTemplate[] = shipped.templates;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One document through checkCatalogDocument: its field errors (prefixed with where it sits), or none. */
async function refusals(at: string, raw: unknown): Promise<FieldError[]> {
  try {
    await checkCatalogDocument(raw);
    return [];
  } catch (error) {
    const problem = (error as { getResponse?: () => unknown }).getResponse?.() as {
      errors?: FieldError[];
      detail?: string;
    };
    if (!problem?.detail) throw error;
    return (problem.errors ?? [{ field: '', message: problem.detail }]).map((e) => ({
      field: e.field ? `${at}.${e.field}` : at,
      message: e.message,
    }));
  }
}

/**
 * The demo catalog: both documents checked as POST /admin/catalog/plan checks a document, the organization
 * document scoped to the demo organization, every template's category in the hub document, and no slug in both.
 * A refusal is a 400 problem naming the document, the entry and its fields, and nothing is seeded.
 */
export async function loadDemoCatalog(raw: unknown = DEMO_CATALOG_DOCUMENT): Promise<DemoCatalog> {
  if (!isObject(raw) || !isObject(raw.catalog) || !isObject(raw.organization_catalog)) {
    throw Problems.validation('The demo catalog must be an object with catalog and organization_catalog documents.');
  }
  const errors: FieldError[] = [];
  const refuse = (field: string, message: string) => errors.push({ field, message });
  if (typeof raw.organization_slug !== 'string' || raw.organization_slug === '') {
    refuse('organization_slug', 'organization_slug must be a non-empty string');
  }
  errors.push(
    ...(await refusals('catalog', raw.catalog)),
    ...(await refusals('organization_catalog', raw.organization_catalog)),
  );
  if (errors.length) throw Problems.validation(`The demo catalog is refused: ${validationDetail(errors)}`, errors);
  const file = raw as unknown as DemoFile;
  if (file.organization_catalog.owner_org_slug !== file.organization_slug) {
    refuse('organization_catalog.owner_org_slug', 'owner_org_slug must be the demo organization_slug');
  }
  if (file.catalog.owner_org_slug !== undefined) refuse('catalog.owner_org_slug', 'the hub document has no owner');
  const categories = new Set(file.catalog.categories.map((c) => c.slug));
  const hubSlugs = new Set(file.catalog.templates.map((t) => t.slug));
  for (const [name, doc] of [
    ['catalog', file.catalog],
    ['organization_catalog', file.organization_catalog],
  ] as const) {
    for (const [i, t] of doc.templates.entries()) {
      const at = `${name}.templates.${i} (${t.slug})`;
      if (!categories.has(t.category_slug)) {
        refuse(`${at}.category_slug`, 'category_slug must name a category of the hub document');
      }
      if (name === 'organization_catalog' && hubSlugs.has(t.slug))
        refuse(`${at}.slug`, 'slug appears in both documents');
    }
  }
  if (errors.length) throw Problems.validation(`The demo catalog is refused: ${validationDetail(errors)}`, errors);
  return merged(file);
}
