// The demo catalog loaded by the hub when HUB_SEED_DEMO=true: data (demo-catalog.json), checked at load by the
// admin API's own DTO rules, so a demo category or template cannot hold what POST /admin/categories or
// POST /admin/templates would refuse.
import { Problems, validationDetail, createValidationPipe, type FieldError } from '#lib/common';
import { CategoryCreateDto } from '../admin/categories/dto/category.dto.js';
import { TemplateCreateDto } from '../admin/templates/dto/template-input.dto.js';
import document from './demo-catalog.json' with { type: 'json' };

export type DemoCategory = CategoryCreateDto;

/**
 * A template as POST /admin/templates takes it, except that it names its category and owner by slug (the
 * seed creates them): `category_slug` for `category_id`, `owner_org_slug` (absent: hub-owned) for `owner_org_id`.
 */
export type DemoTemplate = Omit<TemplateCreateDto, 'category_id' | 'owner_org_id' | 'registry_credentials'> & {
  category_slug: string;
  owner_org_slug?: string;
};

export interface DemoCatalog {
  /** The organization that owns the organization-scoped demo templates. */
  organization_slug: string;
  categories: DemoCategory[];
  templates: DemoTemplate[];
}

/** The shipped document, as written (loadDemoCatalog checks it). */
export const DEMO_CATALOG_DOCUMENT: unknown = document;

const shipped = document as unknown as DemoCatalog;
export const DEMO_ORG_SLUG = shipped.organization_slug;
export const DEMO_CATEGORIES: readonly DemoCategory[] = shipped.categories;
export const DEMO_TEMPLATES: readonly DemoTemplate[] = shipped.templates;

// Stands for the ids the seed gives the named category and organization, so the id rules are checked too.
const SOME_ID = '00000000-0000-4000-8000-000000000000';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One entry through the global validation pipe with the admin API's DTO: its problem's errors, or none. */
async function refusal(dto: new () => object, body: Record<string, unknown>): Promise<FieldError[]> {
  try {
    await createValidationPipe().transform(body, { type: 'body', metatype: dto });
    return [];
  } catch (error) {
    const problem = (error as { getResponse?: () => unknown }).getResponse?.() as { errors?: FieldError[] };
    if (!problem?.errors) throw error;
    return problem.errors;
  }
}

/**
 * The demo catalog, each category and template checked by the admin API's create DTO (through the same
 * validation pipe), slugs unique and every template's category and owner named in the document. A refusal
 * is a 400 problem naming the entry and its fields, and nothing is seeded.
 */
export async function loadDemoCatalog(raw: unknown = DEMO_CATALOG_DOCUMENT): Promise<DemoCatalog> {
  const errors: FieldError[] = [];
  const refuse = (field: string, message: string) => errors.push({ field, message });
  if (!isObject(raw) || !Array.isArray(raw.categories) || !Array.isArray(raw.templates)) {
    throw Problems.validation('The demo catalog must be an object with categories and templates arrays.');
  }
  if (typeof raw.organization_slug !== 'string' || raw.organization_slug === '') {
    refuse('organization_slug', 'organization_slug must be a non-empty string');
  }
  const categorySlugs = new Set<string>();
  for (const [i, category] of (raw.categories as unknown[]).entries()) {
    const at = `categories.${i}${isObject(category) && typeof category.slug === 'string' ? ` (${category.slug})` : ''}`;
    if (!isObject(category)) refuse(at, 'must be an object');
    else {
      for (const e of await refusal(CategoryCreateDto, category)) refuse(`${at}.${e.field}`, e.message);
      if (categorySlugs.has(String(category.slug))) refuse(`${at}.slug`, 'slug appears twice');
      categorySlugs.add(String(category.slug));
    }
  }
  const templateSlugs = new Set<string>();
  for (const [i, template] of (raw.templates as unknown[]).entries()) {
    const at = `templates.${i}${isObject(template) && typeof template.slug === 'string' ? ` (${template.slug})` : ''}`;
    if (!isObject(template)) {
      refuse(at, 'must be an object');
      continue;
    }
    const { category_slug, owner_org_slug, ...fields } = template;
    if (typeof category_slug !== 'string' || !categorySlugs.has(category_slug)) {
      refuse(`${at}.category_slug`, 'category_slug must name a category of the demo catalog');
    }
    if (owner_org_slug !== undefined && owner_org_slug !== raw.organization_slug) {
      refuse(`${at}.owner_org_slug`, 'owner_org_slug must be the demo organization_slug, or absent');
    }
    const body = {
      ...fields,
      category_id: SOME_ID,
      ...(owner_org_slug === undefined ? {} : { owner_org_id: SOME_ID }),
    };
    for (const e of await refusal(TemplateCreateDto, body)) refuse(`${at}.${e.field}`, e.message);
    if (templateSlugs.has(String(template.slug))) refuse(`${at}.slug`, 'slug appears twice');
    templateSlugs.add(String(template.slug));
  }
  if (errors.length) throw Problems.validation(`The demo catalog is refused: ${validationDetail(errors)}`, errors);
  return raw as unknown as DemoCatalog;
}
