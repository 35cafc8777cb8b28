import { expect, test } from '@playwright/test';
import { expectAccessible, HUB, SCREENSHOT_VIEWPORT, signInToHub, watchConsole } from './support/system.js';

/**
 * Issue 39 in the hub console: a plan from another source shows a conflict and leaves it alone, deleting for good
 * asks first naming the count, an import is uploaded, its report read, then planned.
 */
test.use({ viewport: SCREENSHOT_VIEWPORT });

test('a conflict in a plan, the delete confirmation, the source in the templates list', async ({ page, request }) => {
  const problems = watchConsole(page, { ignoreHttpErrors: true });
  await signInToHub(page, 'admin@demo.local', '/admin');
  const token = await page.evaluate<string | null>(
    `Object.values(sessionStorage).map((v) => /"accessToken":"([^"]+)"/.exec(v)?.[1]).find(Boolean) ?? null`,
  );
  const auth = { authorization: `Bearer ${token}` };
  // The demo organization's document (an organization's document never prunes the hub's categories).
  const exported = await (
    await request.get(`${HUB}/api/v1/admin/catalog/export?owner_org_slug=demo-org`, { headers: auth })
  ).json();
  // The demo seed's templates are managed by its source, `demo` (the export names it on each entry).
  const theirs = exported.templates[0] as { slug: string; image_tag?: string; source?: string };
  expect(theirs.source).toBe('demo');
  const slug = `zeta-owned-${Date.now()}`;
  const doc = (templates: unknown[]) =>
    Buffer.from(JSON.stringify({ ...exported, source: 'browser-src', templates, categories: [] as unknown[] }), 'utf8');
  const exists = async () => {
    const res = await request.get(`${HUB}/api/v1/admin/templates?search=${slug}`, { headers: auth });
    return ((await res.json()).templates as { slug: string }[]).some((t) => t.slug === slug);
  };
  const mine = { ...theirs, slug, name: `Zeta Owned ${slug}`, source: undefined };

  await page.getByRole('navigation', { name: 'Section' }).getByRole('link', { name: 'Apply a document' }).click();
  await page.getByLabel('Document file').setInputFiles({
    name: 'browser-src.json',
    mimeType: 'application/json',
    buffer: doc([{ ...theirs, image_tag: 'changed-by-another', source: undefined }, mine]),
  });
  await page.getByRole('button', { name: 'Plan', exact: true }).click();
  await expect(page.getByTestId('plan-summary')).toContainText('1 to create');
  await expect(page.getByTestId('plan-summary')).toContainText('1 in conflict');
  await expect(page.getByTestId('plan-conflicts')).toContainText('managed by another source');
  const conflict = page.getByRole('row').filter({ hasText: theirs.slug });
  await expect(conflict.getByRole('cell').first()).toHaveText('conflict: left alone');
  await expect(conflict).toContainText('Managed by demo');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status')).toContainText('Applied: 1 created');
  await expect(page.getByRole('status')).toContainText('1 left to their source');
  const after = await (
    await request.get(`${HUB}/api/v1/admin/catalog/export?owner_org_slug=demo-org&source=browser-src`, {
      headers: auth,
    })
  ).json();
  expect(after.templates.map((t: { slug: string }) => t.slug)).toEqual([slug]);

  // The templates list names who manages each one.
  await page.goto(`${HUB}/admin/templates?search=${slug}`);
  await expect(page.getByRole('row').filter({ hasText: slug })).toContainText('browser-src');

  // Prune + force of browser-src's empty document: only its own template, deleted for good, after a question.
  await page.getByRole('navigation', { name: 'Section' }).getByRole('link', { name: 'Apply a document' }).click();
  await page.getByLabel('Document file').setInputFiles({
    name: 'browser-src.json',
    mimeType: 'application/json',
    buffer: doc([]),
  });
  await page.getByLabel(/^Prune/).check();
  await page.getByLabel(/^Force/).check();
  await page.getByRole('button', { name: 'Plan', exact: true }).click();
  await expect(page.getByTestId('plan-summary')).toContainText('1 to delete for good');
  const doomed = page.getByRole('row').filter({ hasText: slug });
  await expect(doomed.getByRole('cell').first()).toHaveText('delete for good');
  await expect(page.getByRole('row').filter({ hasText: theirs.slug })).toHaveCount(0);
  await page.getByRole('button', { name: 'Apply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete 1 template for good?' });
  await expect(dialog).toContainText('Fleets that pinned them lose them.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await exists()).toBe(true);
  await page.getByRole('button', { name: 'Apply' }).click();
  await dialog.getByRole('button', { name: 'Delete 1 template and apply' }).click();
  await expect(page.getByRole('status')).toContainText('Applied: 0 created, 0 updated, 1 removed');
  expect(await exists()).toBe(false);
  expect(problems).toEqual([]);
});

test('an admin uploads a Portainer collection, reads the import report, then plans it', async ({ page }) => {
  const problems = watchConsole(page, { ignoreHttpErrors: true });
  const collection = {
    version: '3',
    templates: [
      { type: 1, title: 'Zeta Fine', name: 'zeta-fine', image: 'example/fine:1', categories: ['vector database'] },
      { type: 3, title: 'Zeta Stack', repository: { url: 'https://example.com/x', stackfile: 'x.yml' } },
      { type: 1, title: 'vLLM again', name: 'vllm', image: 'example/vllm:1', privileged: true, categories: ['web'] },
    ],
  };
  await signInToHub(page, 'admin@demo.local', '/admin');
  await page.getByRole('navigation', { name: 'Section' }).getByRole('link', { name: 'Apply a document' }).click();
  await page.getByLabel('Format').selectOption('portainer');
  await page.getByLabel('Collection file').setInputFiles({
    name: 'Zeta Collection.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(collection)),
  });
  await expect(page.getByLabel('Source name')).toHaveValue('zeta-collection');
  await page.getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByTestId('import-summary')).toContainText(
    '3 entries from “zeta-collection”: 1 mapped, 1 partial, 1 skipped',
  );
  const stack = page.getByRole('row').filter({ hasText: 'Zeta Stack' });
  await expect(stack).toContainText('Skipped:');
  const renamed = page.getByRole('row').filter({ hasText: 'vLLM again' });
  await expect(renamed).toContainText('slug vllm is taken on the hub by a template managed by "demo"; renamed vllm-2');
  await expect(renamed).toContainText('Lost: privileged');
  await expect(page.getByTestId('import-categories')).toContainText('“vector database” → Vector Databases (existing)');
  await expect(page.getByTestId('import-categories')).toContainText('“web” → Web (new)');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Plan this document' }).click();
  await expect(page.getByTestId('plan-summary')).toContainText('3 to create');
  await expect(page.getByRole('row').filter({ hasText: 'vllm-2' }).getByRole('cell').first()).toHaveText('create');
  expect(problems).toEqual([]);
});
