/**
 * The fleet console's Overview (issue 33, item 2), its landing page, in Chromium against `npm start`'s system: after
 * sign-in it shows the cluster's nodes and GPUs and how many templates fit, as GET /api/v1/overview answers them;
 * it passes the accessibility scan and does not scroll sideways at a phone's width.
 */
import { expect, test } from '@playwright/test';
import {
  consoleToken,
  expectNoHorizontalOverflow,
  saveScreenshot,
  signInAsTempAdmin,
  waitForFleet,
  watchFleetConsole,
} from './fleet-support.js';
import { expectAccessible, FLEET } from './support/system.js';

test.describe('fleet console: overview', () => {
  test.beforeAll(() => waitForFleet());

  test('lands on the overview with the nodes, GPUs and templates that fit', async ({ page, request }) => {
    const problems = watchFleetConsole(page);
    await signInAsTempAdmin(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    const token = await consoleToken(page);
    const answer = await request.get(`${FLEET}/api/v1/overview`, { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status()).toBe(200);
    const { overview } = (await answer.json()) as {
      overview: { cluster: { nodes: number; gpus: number }; fit: { status: string; fits: number | null } };
    };
    await expect(page.getByTestId('overview-nodes')).toHaveText(String(overview.cluster.nodes));
    await expect(page.getByTestId('overview-gpus')).toContainText(String(overview.cluster.gpus));
    // One unit everywhere: "80 GiB", as the Hardware page and the Catalog write it, never "80 Gi".
    const summary = await page.getByTestId('overview-gpus').locator('..').innerText();
    expect(summary).toMatch(/\d GiB/);
    expect(summary).not.toMatch(/\d Gi\b/);
    await expect(page.getByTestId('overview-fit')).toContainText(
      overview.fit.status === 'known' ? `${overview.fit.fits} of ` : 'Unknown',
    );
    await expectAccessible(page);
    expect(problems).toEqual([]);
    if (process.env.SCREENSHOTS === '1') await saveScreenshot(page, 'overview');
  });

  test('does not scroll sideways at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsTempAdmin(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
  });
});
