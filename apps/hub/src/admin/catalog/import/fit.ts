// An import fitted to the hub it will be applied to (issue 39): the document names its source (its manager),
// slugs another manager holds are suffixed unless the import adopts them, and categories map onto the hub's.
// Pure: the hub's state is passed in.
import type { CatalogImportCategoryDto, CatalogImportResponseDto } from './dto/import.dto.js';
import type { ImportedDocument, ImportReportEntry, ImportResult } from './model.js';

export interface FitOptions {
  source: string;
  adopt: boolean;
}

export interface HubState {
  templates: { slug: string; manager: string; org_slug: string | null }[];
  categories: { slug: string; name: string; sort_order: number }[];
}

/** How a source category became a category of the hub (the report shows it). */
export type CategoryMapping = CatalogImportCategoryDto;

/** The converter's result fitted to the hub: the import route's answer. */
export type FittedImport = CatalogImportResponseDto;

/** The key two category names share when they mean the same: case, punctuation and a plural `s` ignored. */
export function categoryKey(name: string): string {
  const words = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(singular);
  return words.join(' ');
}

function singular(word: string): string {
  if (word.length <= 3 || word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

const SMALL_WORDS = new Set(['and', 'or', 'of', 'the', 'a', 'an', 'in', 'on', 'for', 'to', 'with']);

/** "home automation" → "Home Automation"; words already holding capitals (AI, DevOps) are kept. */
export function titleCase(name: string): string {
  return name
    .trim()
    .split(/(\s+)/)
    .map((w, i) => {
      if (/^\s+$/.test(w) || /[A-Z]/.test(w)) return w;
      if (i > 0 && SMALL_WORDS.has(w)) return w;
      return w.charAt(0).toUpperCase() + w.slice(1);
    })
    .join('');
}

/** The import's default source name: a file's base name, or the format (`portainer`, `casaos`). */
export function defaultSource(nameOrFormat: string): string {
  const base = nameOrFormat
    .replace(/^.*[\\/]/, '')
    .replace(/\.(?:json|ya?ml)$/i, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '')
    .slice(0, 64)
    .replace(/[^a-z0-9]+$/, '');
  return base || 'import';
}

/**
 * The converter's result fitted to the hub: the document's `source`; each template whose slug the hub holds under
 * another manager (or another scope) renamed `-2`, `-3`… with a note, unless `adopt` (then it maps onto that
 * template, a conflict in the plan until taken over); each category mapped onto an existing one of the same
 * meaning, the others title-cased and ordered after the hub's.
 */
export function fitImport(result: ImportResult, hub: HubState, options: FitOptions): FittedImport {
  const { source, adopt } = options;
  const document = result.document;
  const report: ImportReportEntry[] = result.report.map((e) => ({ ...e }));
  const bySlug = new Map(report.filter((e) => e.slug).map((e) => [e.slug!, e]));
  const onHub = new Map(hub.templates.map((t) => [t.slug, t]));
  const taken = new Set<string>([...onHub.keys(), ...document.templates.map((t) => t.slug)]);

  const templates = document.templates.map((template) => {
    const held = onHub.get(template.slug);
    if (!held || (held.org_slug === null && held.manager === source)) return template;
    const entry = bySlug.get(template.slug);
    const holder =
      held.org_slug !== null ? `organization "${held.org_slug}"` : `a template managed by "${held.manager}"`;
    if (adopt && held.org_slug === null) {
      if (entry) {
        const note = `adopts the hub's template ${template.slug}, managed by "${held.manager}" (a conflict to take over)`;
        entry.notes = [...(entry.notes ?? []), note];
      }
      return template;
    }
    const base = template.slug.slice(0, 60).replace(/-+$/, '');
    let slug = template.slug;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    if (entry) {
      const how = held.org_slug === null ? ' (adopt=true maps onto it instead)' : '';
      entry.slug = slug;
      entry.notes = [
        ...(entry.notes ?? []),
        `slug ${template.slug} is taken on the hub by ${holder}; renamed ${slug}${how}`,
      ];
    }
    return { ...template, slug };
  });

  // Categories: onto the hub's when they mean the same, else new, title-cased, after the hub's.
  const existing = new Map<string, { slug: string; name: string }>();
  for (const c of hub.categories) {
    for (const key of [categoryKey(c.name), categoryKey(c.slug)]) if (!existing.has(key)) existing.set(key, c);
  }
  const hubSlugs = new Set(hub.categories.map((c) => c.slug));
  let order = hub.categories.reduce((max, c) => Math.max(max, Number(c.sort_order)), 0);
  const mapped = new Map<string, string>();
  const mappings: CategoryMapping[] = [];
  const categories: ImportedDocument['categories'] = [];
  for (const c of document.categories) {
    const match = existing.get(categoryKey(c.name)) ?? existing.get(categoryKey(c.slug));
    if (match) {
      mapped.set(c.slug, match.slug);
      mappings.push({ source: c.name, slug: match.slug, name: match.name, existing: true });
      continue;
    }
    let slug = c.slug;
    for (let n = 2; hubSlugs.has(slug); n++) slug = `${c.slug.slice(0, 60)}-${n}`;
    mapped.set(c.slug, slug);
    const name = titleCase(c.name);
    order += 10;
    categories.push({ ...c, slug, name, sort_order: order });
    mappings.push({ source: c.name, slug, name, existing: false });
    existing.set(categoryKey(c.name), { slug, name });
  }
  for (const e of report) if (e.category_slug) e.category_slug = mapped.get(e.category_slug) ?? e.category_slug;
  const fitted = templates.map((t) => ({ ...t, category_slug: mapped.get(t.category_slug) ?? t.category_slug }));
  return {
    document: { ...document, source, categories, templates: fitted },
    report,
    source,
    adopt,
    categories: mappings,
  };
}
