import { expect, test } from '@playwright/test';
import { expectAccessible, HUB, screenshot, SCREENSHOT_VIEWPORT, signInToHub, watchConsole } from './support/system.js';

/** The hub administrator's pages, signed in as admin@demo.local (hub superadmin). */
test.use({ viewport: SCREENSHOT_VIEWPORT });

const DOCS = [
  '# Quick start',
  '',
  'Run **it** with `docker run`. See [the guide](https://example.com/guide) or [this](javascript:alert(1)).',
  '',
  '<img src=x onerror="window.__xss = 1">',
  '',
  '<script>window.__xss = 2</script>',
].join('\n');

test('an admin creates a template with every field group; it is found in the catalog and its docs are safe', async ({
  page,
}) => {
  const problems = watchConsole(page, { ignoreHttpErrors: true });
  await signInToHub(page, 'admin@demo.local', '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Hub overview' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Statistics' })).toContainText('Templates');
  await expectAccessible(page);
  await screenshot(page, 'hub-admin');

  await page.getByRole('link', { name: 'Templates' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'hub-admin-templates');
  await page.getByRole('link', { name: 'New template' }).click();

  const stamp = Date.now();
  // Named to sort last: the catalog's first page (and its screenshot) stays the demo catalog.
  const name = `Zeta Bench ${stamp}`;
  const slug = `zeta-bench-${stamp}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Version').fill('1.2.3');
  await page.getByLabel('Description').fill('A template made by the browser test.');
  await page.getByLabel('Documentation (Markdown)').fill(DOCS);
  await page.getByLabel('Image name').fill('ghcr.io/example/bench');
  await page.getByLabel('Image tag').fill('v1');
  await page.getByLabel('Command').fill('serve\n--port=8080');
  await page.getByLabel('CPU').fill('2');
  await page.getByLabel('Memory', { exact: true }).fill('8Gi');
  await page.getByLabel('GPU count').fill('2');
  await page.getByLabel('VRAM').fill('48Gi');
  await page.getByRole('button', { name: 'Add port' }).click();
  await page.getByLabel('Container port of port 1').fill('8080');
  await page.getByRole('button', { name: 'Add variable' }).click();
  await page.getByLabel('Name of variable 1').fill('BENCH_MODE');
  await page.getByLabel('Description of variable 1').fill('How hard to run');
  await page.getByLabel('Default of variable 1').fill('fast');
  await page.getByLabel('Required of variable 1').check();
  await page.getByRole('button', { name: 'Add volume' }).click();
  await page.getByLabel('Name of volume 1').fill('bench-data');
  await page.getByLabel('Mount path of volume 1').fill('/var/bench');
  await page.getByLabel('Node selector').fill('gpu=a100');
  await page.getByRole('button', { name: 'Add toleration' }).click();
  await page.getByLabel('Key of toleration 1').fill('gpu');
  await page.getByLabel('Value of toleration 1').fill('true');
  await page.getByLabel('Tags').fill('bench, Browser');
  await page.getByLabel('Featured').check();
  await expectAccessible(page);
  await screenshot(page, 'hub-admin-template-form');
  await page.getByRole('button', { name: 'Create template' }).click();
  await expect(page).toHaveURL(`${HUB}/admin/templates/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: `Edit “${name}”` })).toBeVisible();
  await expect(page.getByLabel('VRAM')).toHaveValue('48Gi');
  await expect(page.getByLabel('Name of volume 1')).toHaveValue('bench-data');

  // A refusal (the slug is taken now) is said at the Slug field, which takes the focus (form-errors spec: in view).
  await page.goto(`${HUB}/admin/templates/new`);
  await page.getByLabel('Name', { exact: true }).fill('Duplicate');
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Image name').fill('ghcr.io/example/bench');
  await page.getByRole('button', { name: 'Create template' }).click();
  await expect(page.locator('#tf-slug-error')).toHaveText('Is taken by another template');
  await expect(page.getByLabel('Slug')).toBeFocused();

  // The catalog browser finds it by search; its page shows what was entered.
  await page.getByRole('link', { name: 'Catalog' }).click();
  await page.getByLabel('Search').fill(`Bench ${stamp}`);
  const cards = page.getByRole('list', { name: 'Templates' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Featured');
  await cards.first().getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const resources = page.getByRole('region', { name: 'Resources' });
  await expect(resources).toContainText('48 GiB');
  await expect(resources).toContainText('8 GiB');
  await expect(page.getByRole('region', { name: 'Ports' })).toContainText('8080');
  await expect(page.getByRole('region', { name: 'Environment' })).toContainText('BENCH_MODE');
  await expect(page.getByRole('region', { name: 'Volumes' })).toContainText('/var/bench');

  // Markdown rendered; raw HTML shown as text and never run; only http(s) links.
  const docs = page.getByRole('region', { name: 'Documentation' });
  await expect(docs.getByRole('heading', { level: 3, name: 'Quick start' })).toBeVisible();
  await expect(docs.locator('strong')).toHaveText('it');
  await expect(docs.getByRole('link', { name: 'the guide' })).toHaveAttribute('href', 'https://example.com/guide');
  await expect(docs.locator('a[href^="javascript"]')).toHaveCount(0);
  await expect(docs.locator('img, script')).toHaveCount(0);
  await expect(docs).toContainText('<img src=x onerror="window.__xss = 1">');
  expect(await page.evaluate('window.__xss')).toBeUndefined();
  expect(problems).toEqual([]);
});

test('the admin pages for categories, private access, users, organizations and keys', async ({ page }) => {
  const problems = watchConsole(page, { ignoreHttpErrors: true });
  await signInToHub(page, 'admin@demo.local', '/admin/categories');
  await expect(page.getByRole('cell', { name: 'enterprise-models' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'hub-admin-categories');

  // A new private category, granted to the demo organization, then revoked.
  const slug = `browser-private-${Date.now()}`;
  await page.getByLabel('Name').fill('Browser private');
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Private (only organizations with a grant see it)').check();
  await page.getByRole('button', { name: 'Create category' }).click();
  await expect(page.getByRole('cell', { name: slug })).toBeVisible();

  await page.getByRole('link', { name: 'Private access' }).click();
  await expect(page.getByRole('cell', { name: 'Enterprise models' }).first()).toBeVisible();
  await page.getByLabel('Organization').selectOption({ index: 1 });
  await page.getByLabel('Private category').selectOption({ label: 'Browser private' });
  await page.getByRole('button', { name: 'Grant access' }).click();
  const grant = page.getByRole('row').filter({ hasText: 'Browser private' });
  await expect(grant).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'hub-admin-access');
  await grant.getByRole('button', { name: 'Revoke' }).click();
  await grant.getByRole('button', { name: /^Revoke .+ → Browser private$/ }).click();
  await expect(grant).toHaveCount(0);

  await page.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('cell', { name: 'alice@demo.local' })).toBeVisible();
  await expect(page.getByLabel('Hub role of admin@demo.local')).toBeDisabled();
  await expectAccessible(page);
  await screenshot(page, 'hub-admin-users');

  await page.getByRole('link', { name: 'Organizations' }).click();
  const demo = page.getByRole('row').filter({ hasText: 'demo-org' });
  await expect(demo).toBeVisible();
  await demo.getByLabel(/^Tier of/).selectOption('pro');
  await expect(demo.getByLabel(/^Tier of/)).toHaveValue('pro');
  await demo.getByLabel(/^Tier of/).selectOption('free');
  await expect(demo.getByLabel(/^Tier of/)).toHaveValue('free');
  await expectAccessible(page);
  await screenshot(page, 'hub-admin-organizations');

  await page.getByRole('link', { name: 'Keys' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Instance keys' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Demo Org' }).first()).toBeVisible();
  await expectAccessible(page);
  expect(problems).toEqual([]);
});

test('a member without the hub admin role sees no admin pages', async ({ page }) => {
  await signInToHub(page, 'bob@demo.local', '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toHaveCount(0);
});
