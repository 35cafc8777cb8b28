import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEMO_CATEGORIES,
  DEMO_ORG_SLUG,
  DEMO_TEMPLATES,
  loadDemoCatalog,
} from '../../apps/hub/src/seed/demo-catalog.js';
import { buildCatalog, CATALOG_FILE, type CatalogDocument } from './make-catalog.js';
import { QUERIES, QUERY_KINDS } from './queries.js';

const ROOT = join(import.meta.dirname, '../..');
const read = <T>(path: string): T => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as T;

interface DemoFile {
  organization_slug: string;
  catalog: CatalogDocument;
  organization_catalog: CatalogDocument;
}

/** Both demo documents, with the organization document's templates naming their owner (as the seed loads them). */
const demo = { organization_slug: DEMO_ORG_SLUG, categories: DEMO_CATEGORIES, templates: DEMO_TEMPLATES };
const demoFile = read<DemoFile>('apps/hub/src/seed/demo-catalog.json');
/** The demo file with the bench catalog added to its hub-owned document: the demo loader checks it all at once. */
const withBench = (templates: CatalogDocument['templates']) => ({
  ...demoFile,
  catalog: {
    ...demoFile.catalog,
    categories: [...demoFile.catalog.categories, ...catalog.categories],
    templates: [...demoFile.catalog.templates, ...templates],
  },
});
const catalog = read<CatalogDocument>(CATALOG_FILE);

describe('the search benchmark catalog (bench/search/catalog.json)', () => {
  it('is what make-catalog writes, a catalog document of at least 500 templates', () => {
    expect(catalog).toEqual(buildCatalog());
    expect(catalog.apiVersion).toBe('hub.catalog/v1');
    expect(catalog.kind).toBe('Catalog');
    expect(catalog.templates.length).toBeGreaterThanOrEqual(500);
  });

  it('passes the admin API rules: every category and template through its create DTO, slugs unique across both catalogs', async () => {
    await expect(loadDemoCatalog(withBench(catalog.templates))).resolves.toBeDefined();
  });

  it('refuses an entry the admin API would refuse (so the check above can fail)', async () => {
    const [first, second] = catalog.templates;
    const broken = [
      { ...first, image_tag: 'not a tag' },
      { ...second, slug: demo.templates[0].slug },
    ];
    await expect(loadDemoCatalog(withBench(broken))).rejects.toMatchObject({ status: 400 });
  });
});

describe('the judged query set (bench/search/queries.ts)', () => {
  /** The slugs a caller without credentials can see: public, no owning organization, in a public category. */
  const privateCategories = new Set(
    [...demo.categories, ...catalog.categories].filter((c) => c.is_private).map((c) => c.slug),
  );
  const visible = new Set(
    [...demo.templates, ...catalog.templates]
      .filter((t) => t.is_public !== false && !('owner_org_slug' in t) && !privateCategories.has(t.category_slug))
      .map((t) => t.slug),
  );

  it('has at least 120 queries, at least 12 of each of the eight kinds, none twice', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(120);
    expect(QUERY_KINDS).toHaveLength(8);
    for (const kind of QUERY_KINDS) expect(QUERIES.filter((q) => q.kind === kind).length).toBeGreaterThanOrEqual(12);
    expect(new Set(QUERIES.map((q) => q.q.toLowerCase())).size).toBe(QUERIES.length);
  });

  it('judges only slugs that exist and an anonymous caller can see, with grades 1 to 3', () => {
    const unknown = QUERIES.flatMap((q) =>
      Object.keys(q.judgements)
        .filter((s) => !visible.has(s))
        .map((s) => `${q.q}: ${s}`),
    );
    expect(unknown).toEqual([]);
    for (const q of QUERIES) {
      expect(Object.keys(q.judgements).length).toBeGreaterThan(0);
      for (const grade of Object.values(q.judgements)) expect([1, 2, 3]).toContain(grade);
    }
  });

  it('gives every query a target of grade 2 or 3, and every exact, prefix and typo query one of grade 3', () => {
    for (const q of QUERIES) {
      const top = Math.max(...Object.values(q.judgements));
      expect({ q: q.q, ok: top >= 2 }).toEqual({ q: q.q, ok: true });
      if (['exact', 'prefix', 'typo'].includes(q.kind)) expect({ q: q.q, top }).toEqual({ q: q.q, top: 3 });
    }
  });
});
