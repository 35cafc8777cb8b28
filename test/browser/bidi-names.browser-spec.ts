import { expect, test } from '@playwright/test';
import { HUB, signInToHub, watchConsole } from './support/system.js';

/**
 * Issue 42: a name holding a bidirectional override (U+202E) renders neutralised in the console: the control is
 * shown as a visible `[U+202E]` marker, and the text after it reads in its stored order, not reversed.
 */
test('a category name with U+202E shows the control as a marker, in stored order; an edit keeps it', async ({
  page,
}) => {
  const problems = watchConsole(page, { ignoreHttpErrors: true });
  await signInToHub(page, 'admin@demo.local', '/admin/categories');
  const slug = `bidi-${Date.now()}`;
  // Stored as "Report \u202Egnp.exe", which a browser would show as "Report exe.png".
  await page.getByLabel('Name').fill('Report \u202Egnp.exe');
  await page.getByLabel('Slug').fill(slug);
  await page.getByRole('button', { name: 'Create category' }).click();
  const row = page.getByRole('row').filter({ hasText: slug });
  await expect(row).toBeVisible();
  const cell = row.getByRole('cell', { name: 'Report [U+202E]gnp.exe', exact: true });
  await expect(cell).toBeVisible();
  // No control reaches the page anywhere.
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/);
  expect(text).toContain('Report [U+202E]gnp.exe');

  // Issue 39: the marker is how it is shown, not what it is. The edit form holds the stored characters, and saving
  // another field sends them back unchanged.
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('Report \u202Egnp.exe');
  await page.getByLabel('Description').fill('Edited in the console.');
  await page.getByRole('button', { name: 'Save category' }).click();
  const stored = async () =>
    (await (await page.request.get(`${HUB}/api/v1/catalog/categories`)).json()).categories.find(
      (c: { slug: string }) => c.slug === slug,
    );
  await expect.poll(async () => (await stored()).description).toBe('Edited in the console.');
  expect((await stored()).name).toBe('Report \u202Egnp.exe');
  await expect(row.getByRole('cell', { name: 'Report [U+202E]gnp.exe', exact: true })).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(/[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/);
  expect(problems).toEqual([]);
});
