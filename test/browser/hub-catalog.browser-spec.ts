import { expect, test } from '@playwright/test';
import { showBidiControls } from '../../consoles/shared/bidi.js';
import {
  expectAccessible,
  expectNoHorizontalOverflow,
  expectPlaceholdersWhole,
  HUB,
  SCREENSHOT_VIEWPORT,
  watchConsole,
} from './support/system.js';

/** The hub console's catalog browser, signed out: what anyone sees. */
test.use({ viewport: SCREENSHOT_VIEWPORT });

/** A whole number of Mi or Gi as the console writes it (the demo's quantities are such). */
const readable = (quantity: string) => quantity.replace(/^(\d+)([MG])i$/, '$1 $2iB');

test('the catalog browser searches, filters by category, tag and featured, and pages', async ({ page, request }) => {
  const problems = watchConsole(page, { ignoreHttpErrors: true });
  const all = await (await request.get(`${HUB}/api/v1/catalog/templates?limit=12`)).json();
  await page.goto(`${HUB}/`);
  const cards = page.getByRole('list', { name: 'Templates' }).getByRole('listitem');
  await expect(cards).toHaveCount(12);
  await expect(cards.first().getByRole('heading')).toHaveText(all.templates[0].name);
  await expect(
    page.getByText(`Page 1 of ${all.pagination.totalPages} · ${all.pagination.total} templates`),
  ).toBeVisible();
  await expectAccessible(page);

  // Next page: the API's second page, and the address says so (Back works).
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  const second = await (await request.get(`${HUB}/api/v1/catalog/templates?limit=12&page=2`)).json();
  await expect(cards.first().getByRole('heading')).toHaveText(second.templates[0].name);

  // Search: exactly the API's answer for the same words.
  const target = all.templates[3];
  await page.getByLabel('Search').fill(target.name);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(target.name).replace(/%20/g, '\\+')}`));
  await expect(cards.getByRole('heading', { name: target.name })).toBeVisible();
  await expect(page.getByText('Page 1 of')).toBeVisible();

  // Category: every card is in it.
  await page.getByRole('button', { name: 'Clear' }).click();
  const categories = (await (await request.get(`${HUB}/api/v1/catalog/categories`)).json()).categories;
  const category = categories.find((c: { template_count: number }) => c.template_count > 0);
  // Filters apply as they change: no Apply button (issue 39), as search follows typing.
  await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await expectPlaceholdersWhole(page);
  await page.getByLabel('Category').selectOption(category.slug);
  await expect(page).toHaveURL(new RegExp(`category=${category.slug}`));
  await expect(page.getByTestId('pager-text')).toHaveText(new RegExp(`· ${category.template_count} templates?$`));
  // As the console shows a name: a bidirectional control made visible (another spec may name a category so).
  for (const text of await cards.locator('.meta').allInnerTexts())
    expect(text).toContain(showBidiControls(category.name));

  // A tag chip is a link, as on a template page: it filters by that tag; "Featured only" shows only featured ones.
  await page.getByRole('button', { name: 'Clear' }).click();
  const tag = all.templates[0].tags[0];
  await cards.first().getByRole('link', { name: tag, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`tags=${tag}`));
  const tagged = await (await request.get(`${HUB}/api/v1/catalog/templates?tags=${tag}&limit=12`)).json();
  await expect(page.getByTestId('pager-text')).toHaveText(new RegExp(`· ${tagged.pagination.total} templates?$`));
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByLabel('Featured only').check();
  const featured = await (await request.get(`${HUB}/api/v1/catalog/templates?featured=true&limit=12`)).json();
  await expect(page.getByTestId('pager-text')).toHaveText(new RegExp(`· ${featured.pagination.total} templates?$`));
  await expect(cards).toHaveCount(Math.min(12, featured.pagination.total));
  for (const card of await cards.all()) await expect(card.getByText('Featured')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a template page shows resources, ports, environment, volumes and its documentation', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page, { ignoreHttpErrors: true });
  const list = await (await request.get(`${HUB}/api/v1/catalog/templates?limit=100`)).json();
  const t = list.templates.find(
    (x: { slug: string; ports: unknown[]; env_schema: unknown[]; gpu_count: number }) =>
      !x.slug.startsWith('zeta-bench-') && x.ports.length > 0 && x.env_schema.length > 0 && x.gpu_count > 0,
  );
  await page.goto(`${HUB}/`);
  await page.getByLabel('Search').fill(t.name);
  await page.getByRole('link', { name: t.name, exact: true }).click();
  await expect(page).toHaveURL(`${HUB}/templates/${t.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: t.name })).toBeVisible();
  const resources = page.getByRole('region', { name: 'Resources' });
  await expect(resources.getByText('GPU count')).toBeVisible();
  // Each value beside its own term (memory and VRAM are often the same size, e.g. 8Gi).
  const valueOf = (term: string) =>
    resources.locator(`xpath=.//dt[normalize-space()="${term}"]/following-sibling::dd[1]`);
  await expect(valueOf('GPU count')).toHaveText(String(t.gpu_count));
  // In readable units (24Gi → 24 GiB), never a raw quantity.
  if (t.vram_request) await expect(valueOf('VRAM')).toHaveText(readable(t.vram_request));
  if (t.memory_request) await expect(valueOf('Memory')).toHaveText(readable(t.memory_request));
  await expect(resources).not.toContainText(/\d(Ki|Mi|Gi)\b/);
  await expect(
    page.getByRole('region', { name: 'Ports' }).getByRole('cell', { name: String(t.ports[0].containerPort) }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Environment' }).getByText(t.env_schema[0].name, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Documentation' }).locator('.markdown')).not.toBeEmpty();
  await expectAccessible(page);
  expect(problems).toEqual([]);
});

test('an API refusal is shown as the problem detail', async ({ page, request }) => {
  const problem = await (await request.get(`${HUB}/api/v1/catalog/templates/no-such-template`)).json();
  expect(problem.detail).toBeTruthy();
  await page.goto(`${HUB}/templates/no-such-template`);
  await expect(page.getByRole('alert')).toHaveText(problem.detail);
  await expectAccessible(page);
});

test('at a phone width (390 px) the catalog and a template page do not scroll sideways', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${HUB}/`);
  await expect(page.locator('.card').first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  const list = await (await request.get(`${HUB}/api/v1/catalog/templates?limit=100`)).json();
  const longest = [...list.templates].sort(
    (a: { documentation: string }, b: { documentation: string }) => b.documentation.length - a.documentation.length,
  )[0];
  await page.goto(`${HUB}/templates/${longest.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: longest.name })).toBeVisible();
  await expectNoHorizontalOverflow(page);
});
