import 'reflect-metadata';
import { ProblemException } from '#lib/common';
import { DEMO_CATALOG_DOCUMENT, DEMO_TEMPLATES, loadDemoCatalog } from './demo-catalog.js';

/** A copy of the shipped document with one change made to it. */
function withChange(
  change: (
    doc: { categories: Record<string, unknown>[]; templates: Record<string, unknown>[] },
    file: Record<string, Record<string, unknown>>,
  ) => void,
) {
  const file = structuredClone(DEMO_CATALOG_DOCUMENT) as Record<string, Record<string, unknown>>;
  change(file.catalog as Parameters<typeof change>[0], file);
  return file;
}

async function refusalOf(doc: unknown): Promise<{ detail: string; errors: { field: string; message: string }[] }> {
  const error: unknown = await loadDemoCatalog(doc).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProblemException);
  const problem = (error as ProblemException).getResponse() as { status: number; detail: string; errors: [] };
  expect(problem.status).toBe(400);
  return problem;
}

describe('the demo catalog is data checked by the admin API rules at load', () => {
  it('loads the shipped document', async () => {
    const catalog = await loadDemoCatalog();
    expect(catalog.templates).toHaveLength(DEMO_TEMPLATES.length);
    expect(catalog.templates.length).toBeGreaterThan(30);
  });

  it('refuses a template the admin API would refuse (bad image tag, unknown field, reserved slug)', async () => {
    const problem = await refusalOf(
      withChange((doc) => {
        doc.templates[0].image_tag = 'not a tag';
        doc.templates[1].replicas = 3;
        doc.templates[2].slug = 'updates';
      }),
    );
    const fields = problem.errors.map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^catalog\.templates\.0 \(.+\)\.image_tag$/),
        expect.stringMatching(/^catalog\.templates\.1 \(.+\)\.replicas$/),
        'catalog.templates.2 (updates).slug',
      ]),
    );
    expect(problem.detail).toMatch(/^The demo catalog is refused: /);
  });

  it('refuses references the documents do not hold, and an organization document of another owner', async () => {
    const problem = await refusalOf(
      withChange((doc, file) => {
        doc.templates[0].category_slug = 'no-such-category';
        file.organization_catalog.owner_org_slug = 'someone-else';
      }),
    );
    const fields = problem.errors.map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^catalog\.templates\.0 \(.+\)\.category_slug$/),
        'organization_catalog.owner_org_slug',
      ]),
    );
  });

  it('refuses a category the admin API would refuse, and a field the document format does not have', async () => {
    const problem = await refusalOf(
      withChange((doc) => {
        doc.categories[0].sort_order = 'first';
        doc.templates[1].owner_org_id = 'someone-else';
        doc.templates[3].slug = doc.templates[4].slug;
      }),
    );
    const fields = problem.errors.map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^catalog\.categories\.0 \(.+\)\.sort_order$/),
        expect.stringMatching(/^catalog\.templates\.1 \(.+\)\.owner_org_id$/),
        expect.stringMatching(/^catalog\.templates\.4 \(.+\)\.slug$/),
      ]),
    );
  });
});
