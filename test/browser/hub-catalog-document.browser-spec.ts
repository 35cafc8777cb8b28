import { expect, test } from '@playwright/test';
import {
  expectAccessible,
  expectNoHorizontalOverflow,
  HUB,
  SCREENSHOT_VIEWPORT,
  signInToHub,
  watchConsole,
} from './support/system.js';

/** Admin → Catalog document: upload a YAML document, read the plan as a table, apply it (issue 32). */
test.use({ viewport: SCREENSHOT_VIEWPORT });

test('an admin uploads a YAML catalog document, reads its plan and applies it; the template is in the catalog', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page, { ignoreHttpErrors: true });
  const categories = (await (await request.get(`${HUB}/api/v1/catalog/categories`)).json()).categories;
  const category = categories[0];
  const stamp = Date.now();
  // Named to sort last, as the other browser tests' templates: the catalog's first page stays the demo catalog.
  const slug = `zeta-bench-doc-${stamp}`;
  const name = `Zeta Bench Doc ${stamp}`;
  const yaml = [
    'apiVersion: hub.catalog/v1',
    'kind: Catalog',
    'categories: []',
    'templates:',
    `  - slug: ${slug}`,
    `    name: ${name}`,
    `    description: Planned and applied from the admin console.`,
    `    category_slug: ${category.slug}`,
    '    image_name: ghcr.io/example/doc',
    '    image_tag: v1',
    '    version: 1.0.0',
    '    tags: [docs]',
    '',
  ].join('\n');

  await signInToHub(page, 'admin@demo.local', '/admin');
  await page.getByRole('navigation', { name: 'Section' }).getByRole('link', { name: 'Apply a document' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Catalog document' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Plan' })).toBeDisabled();
  await page
    .getByLabel('Document file')
    .setInputFiles({ name: 'catalog.yaml', mimeType: 'application/yaml', buffer: Buffer.from(yaml) });
  await page.getByRole('button', { name: 'Plan' }).click();

  // The plan: one template to create (left-out templates are untouched without prune), nothing refused.
  await expect(page.getByTestId('plan-summary')).toContainText('1 to create');
  await expect(page.getByTestId('plan-summary')).toContainText('0 refused');
  const row = page.getByRole('row').filter({ hasText: slug });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').first()).toHaveText('create');
  await expect(row).toContainText('template');
  await expectAccessible(page);

  // Apply sends the plan's etag; the result is announced and the template is in the public catalog.
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status')).toContainText('Applied: 1 created');
  const found = await (await request.get(`${HUB}/api/v1/catalog/templates/${slug}`)).json();
  expect(found.name).toBe(name);

  // The same document again: an update of one field shows old → new.
  await page.getByLabel('Document file').setInputFiles({
    name: 'catalog.yaml',
    mimeType: 'application/yaml',
    buffer: Buffer.from(yaml.replace('image_tag: v1', 'image_tag: v2')),
  });
  await page.getByRole('button', { name: 'Plan' }).click();
  await expect(page.getByTestId('plan-summary')).toContainText('1 to update');
  await expect(page.getByRole('row').filter({ hasText: slug })).toContainText('image_tag: v1 → v2');

  // The catalog moved between plan and apply (another apply changed the template): 412, "plan again".
  // (The signed-in admin's token, from the console's sessionStorage: the same admin applies through the API.)
  const token = await page.evaluate<string | null>(
    `Object.values(sessionStorage).map((v) => /"accessToken":"([^"]+)"/.exec(v)?.[1]).find(Boolean) ?? null`,
  );
  expect(token).toBeTruthy();
  const moved = await request.post(`${HUB}/api/v1/admin/catalog/apply`, {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/yaml' },
    data: yaml.replace('image_tag: v1', 'image_tag: v3'),
  });
  expect(moved.status()).toBe(200);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('The catalog changed since this plan was made')).toBeVisible();

  // A refusal names its entry and field.
  await page.getByLabel('Document file').setInputFiles({
    name: 'catalog.yaml',
    mimeType: 'application/yaml',
    buffer: Buffer.from(yaml.replace(`category_slug: ${category.slug}`, 'category_slug: no-such-category')),
  });
  await page.getByRole('button', { name: 'Plan' }).click();
  await expect(page.getByRole('heading', { name: 'Refusals' })).toBeVisible();
  const refusal = page.getByRole('row', { name: new RegExp(`^template #0 \\(${slug}\\)`) });
  await expect(refusal.getByRole('cell').nth(1)).toHaveText('category_slug');
  await expect(refusal).toContainText('no-such-category');
  await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();

  // A phone: no sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
  expect(problems).toEqual([]);
});
