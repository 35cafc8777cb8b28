import { expect, test } from '@playwright/test';
import { signInAsTempAdmin, waitForFleet } from './fleet-support.js';
import { expectAccessible, HUB, signInToHub, watchConsole } from './support/system.js';

/**
 * Template revisions in both consoles against `npm start`'s demo data, where `vllm` has three revisions (notes,
 * digests, a security release, revision 2 yanked): the fleet shows them, pins and unpins, and lists the update;
 * the hub shows them and an admin yanks a revision and rolls back. In that order (the rollback changes `vllm`).
 */
test.describe.configure({ mode: 'serial' });

test('the fleet console shows revisions and notes, pins and unpins, and lists the update with its action', async ({
  page,
}) => {
  await waitForFleet();
  const problems = watchConsole(page, { ignoreHttpErrors: true });
  await signInAsTempAdmin(page, '/settings');
  // The mirror as of now (the timer may not have run yet).
  await page.getByRole('button', { name: /sync now/i }).click();
  await page.getByRole('navigation', { name: 'Fleet console' }).getByRole('link', { name: 'Catalog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Catalog' })).toBeVisible();
  await page.getByLabel('Search').fill('vllm');
  const row = page.locator('[data-slug="vllm"]');
  await expect(row).toContainText('follows the latest');
  await row.getByRole('button', { name: 'Revisions of vLLM' }).click();
  const revisions = page.getByTestId('revision');
  await expect(revisions).toHaveCount(3);
  await expect(revisions.nth(0)).toContainText('security');
  await expect(revisions.nth(0)).toContainText('OpenSSL');
  await expect(revisions.nth(1)).toContainText('yanked');
  await expect(revisions.nth(1).getByRole('button', { name: 'Pin revision 2' })).toBeDisabled();
  await expectAccessible(page);

  await revisions.nth(2).getByRole('button', { name: 'Pin revision 1' }).click();
  await expect(page.getByRole('status')).toContainText('vllm is pinned to revision 1');
  await expect(row).toContainText('Pinned to revision 1 (latest 3)');
  const update = page.getByTestId('update-review');
  await expect(update).toContainText('revision 1 → 3');
  await expect(update.getByTestId('update-class')).toHaveText('Security update');
  await update.getByRole('button', { name: 'Read the release notes and the diff' }).click();
  await expect(update).toContainText('Tokenizer cache');
  await expectAccessible(page);

  await row.getByRole('button', { name: 'Unpin vLLM' }).click();
  await page.getByRole('button', { name: 'Unpin: follow the latest (revision 3)' }).click();
  await expect(page.getByRole('status')).toContainText('vllm follows the latest revision again');
  await expect(row).toContainText('follows the latest');
  await expect(page.getByTestId('update-review')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the hub console shows revisions to everyone; an admin yanks one and rolls back', async ({ page, request }) => {
  const problems = watchConsole(page, { ignoreHttpErrors: true });
  await page.goto(`${HUB}/templates/vllm`);
  const revisions = page.getByTestId('revision');
  await expect(revisions).toHaveCount(3);
  await expect(revisions.nth(0)).toContainText('current');
  await expect(revisions.nth(1)).toContainText('Out-of-memory');
  await expect(page.getByRole('button', { name: /Yank revision/ })).toHaveCount(0);
  await expectAccessible(page);

  // An edit that changes the version publishes revision 4 with its release notes.
  await signInToHub(page, 'admin@demo.local', '/admin/templates/vllm');
  await page.getByLabel('Version').fill('0.9.2');
  await page.getByLabel('Changes').fill('fixed: Faster start on cold nodes');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByRole('status')).toContainText('Saved.');
  await page.getByRole('status').getByRole('link', { name: 'See it in the catalog' }).click();
  await expect(revisions).toHaveCount(4);
  await expect(revisions.nth(0)).toContainText('Revision 4 · 0.9.2');
  await expect(revisions.nth(0)).toContainText('Faster start on cold nodes');

  await revisions.nth(3).getByRole('button', { name: 'Roll back to revision 1' }).click();
  await page.getByLabel(/Why roll back to revision 1/).fill('Back to the tested release');
  await page.getByRole('button', { name: 'Roll back', exact: true }).click();
  await expect(revisions).toHaveCount(5);
  await expect(revisions.nth(0)).toContainText('Revision 5 · 0.8.5');
  await expect(revisions.nth(0)).toContainText('current');
  await expect(revisions.nth(0)).toContainText('Rolled back to revision 1: Back to the tested release');
  await expect(revisions.nth(1)).toContainText('Back to the tested release');
  await expect(page.getByText('0.8.5 (revision 5)')).toBeVisible();
  // "What changed" follows at once (issue 39: it showed 3 → 4 until a reload): previous → current.
  const diff = page.getByRole('region', { name: 'What changed' });
  await expect(diff.getByLabel('From revision', { exact: true })).toHaveValue('4');
  await expect(diff.getByLabel('To revision', { exact: true })).toHaveValue('5');
  await expect(diff).toContainText('Revision 4 → revision 5');

  await revisions.nth(4).getByRole('button', { name: 'Yank revision 1' }).click();
  await page.getByLabel('Why is revision 1 withdrawn?').fill('Superseded');
  await page.getByRole('button', { name: 'Yank', exact: true }).click();
  await expect(revisions.nth(4)).toContainText('Superseded');
  const versions = await (await request.get(`${HUB}/api/v1/catalog/templates/vllm/versions`)).json();
  expect(versions.versions.map((v: { yanked: unknown }) => v.yanked !== null)).toEqual([false, true, true, true, true]);
  await expectAccessible(page);
  expect(problems).toEqual([]);
});
