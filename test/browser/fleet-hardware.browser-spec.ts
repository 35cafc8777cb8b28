/**
 * The fleet console's Hardware page (docs/will-it-run-here.md) in Chromium against `npm start`'s system: a
 * NodeList as `kubectl get nodes -o json` prints it is pasted, stored, shown node by node, and the page passes the
 * accessibility scan.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { saveScreenshot, signInAsTempAdmin, waitForFleet, watchFleetConsole } from './fleet-support.js';
import { expectAccessible, FLEET } from './support/system.js';

const recorded = (name: string) => readFileSync(join(process.cwd(), 'libs/hardware/fixtures', `${name}.json`), 'utf8');

test.describe('fleet console: hardware', () => {
  test.beforeAll(() => waitForFleet());

  test('stores a pasted NodeList and shows its nodes', async ({ page }) => {
    const problems = watchFleetConsole(page);
    await page.setViewportSize({ width: 1100, height: 760 });
    await page.goto(`${FLEET}/`);
    await signInAsTempAdmin(page);
    await page.getByRole('link', { name: 'Hardware' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hardware' })).toBeVisible();

    await page.getByLabel('Output of kubectl get nodes -o json').fill('{"kind": "NodeList"');
    await page.getByRole('button', { name: 'Store nodes' }).click();
    await expect(page.getByText('That is not JSON')).toBeVisible();

    const broken = JSON.parse(recorded('cpu-only'));
    broken.items[0].status.allocatable.memory = '64 GB';
    await page.getByLabel('Output of kubectl get nodes -o json').fill(JSON.stringify(broken));
    await page.getByRole('button', { name: 'Store nodes' }).click();
    await expect(page.getByText(/node cpu-0: status\.allocatable\.memory/)).toBeVisible();

    await page.getByLabel('Output of kubectl get nodes -o json').fill(recorded('mixed-cluster'));
    await page.getByRole('button', { name: 'Store nodes' }).click();
    await expect(page.getByRole('status')).toHaveText('8 node(s) stored; the hub is told at once.');
    await expect(page.getByTestId('hardware-node')).toHaveCount(8);
    const h100 = page.getByTestId('hardware-node').filter({ hasText: 'gpu-h100-0' });
    await expect(h100).toContainText('8 × NVIDIA-H100-80GB-HBM3 (79.6 GiB)');
    // Readable units (issue 33): no raw Kubernetes quantity such as "129710340Ki" in the table.
    expect(await page.locator('table').innerText()).not.toMatch(/\d(Ki|Mi|Gi|Ti)\b/);
    await expect(page.getByTestId('hardware-node').filter({ hasText: 'gpu-unlabelled' })).toContainText(
      '2 × unknown GPU (memory unknown)',
    );
    await expect(page.getByTestId('hardware-node').filter({ hasText: 'gpu-t4-shared' })).toContainText(
      'time-slicing, 4 per GPU',
    );
    await expect(page.getByTestId('hardware-summary')).toContainText('GPU memory unknown');
    await expectAccessible(page);
    if (process.env.SCREENSHOTS === '1') await saveScreenshot(page, 'hardware');
    // The one refusal the test asked for (the broken memory quantity) is the only problem in the console.
    expect(problems).toEqual([expect.stringContaining('status of 400 (Bad Request) (http://127.0.0.1')]);
    expect(problems[0]).toContain('/api/v1/inventory');
  });
});
