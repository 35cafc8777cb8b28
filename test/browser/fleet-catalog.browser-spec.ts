/**
 * The fleet console's Catalog (issue 33 item 1, issue 35) in Chromium against `npm start`'s system, whose fleet
 * reports the demo inventory (a CPU node, 2 × L4, 4 × A100 tainted, network type `public`): the hub's ranking, the
 * "Runs here" column with its reasons and the "Fits this cluster" filter; a revision panel that opens beside its
 * row and takes the focus; an update read with its release notes and diff, then accepted; axe; 390 px.
 */
import { expect, type Page, type APIRequestContext, test } from '@playwright/test';
import {
  consoleToken,
  expectNoHorizontalOverflow,
  focusOutline,
  saveScreenshot,
  signInAsTempAdmin,
  waitForFleet,
  watchFleetConsole,
} from './fleet-support.js';
import { expectAccessible, expectPlaceholdersWhole, FLEET, HUB, signInToHub } from './support/system.js';

type Catalog = {
  ranking: string;
  templates: { slug: string; name: string; fit: { verdict: string; reasons: { message: string }[] } | null }[];
  pagination: { total: number };
};

test.describe.configure({ mode: 'serial' });

async function api(page: Page, request: APIRequestContext, query: string): Promise<Catalog> {
  const token = await consoleToken(page);
  const answer = await request.get(`${FLEET}/api/v1/hub/catalog${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Catalog;
}

/** Signs in, brings the mirror up to date (the timer may not have run yet) and opens the Catalog from the nav. */
async function openCatalog(page: Page, request: APIRequestContext): Promise<void> {
  await signInAsTempAdmin(page);
  const token = await consoleToken(page);
  const sync = await request.post(`${FLEET}/api/v1/hub/sync`, { headers: { authorization: `Bearer ${token}` } });
  expect(sync.status()).toBe(200);
  await page.getByRole('navigation', { name: 'Fleet console' }).getByRole('link', { name: 'Catalog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Catalog' })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
}

const rows = (page: Page) => page.getByTestId('catalog-row');
const slugsOnScreen = (page: Page) =>
  rows(page).evaluateAll((trs) => trs.map((tr) => (tr as unknown as { dataset: { slug: string } }).dataset.slug));

test.describe('fleet console: catalog', () => {
  test.beforeAll(() => waitForFleet());

  test('ranks as the hub does, says what runs here and why, and filters what fits', async ({ page, request }) => {
    const problems = watchFleetConsole(page);
    await openCatalog(page, request);
    await expectPlaceholdersWhole(page);
    const all = await api(page, request, '?page=1&limit=50');
    expect(all.ranking).toBe('hub');
    await expect(page.getByTestId('catalog-total')).toHaveText(String(all.pagination.total));
    await expect(rows(page)).toHaveCount(all.templates.length);

    // The demo cluster reports `public` only: templates that need `mesh` do not fit, and say why.
    const refused = all.templates.find(
      (t) => t.fit?.verdict === 'does_not_fit' && t.fit.reasons.some((r) => /network type/i.test(r.message)),
    )!;
    const fitting = all.templates.find((t) => t.fit?.verdict === 'fits')!;
    expect(refused && fitting).toBeTruthy();
    const refusedCell = page.locator(`[data-slug="${refused.slug}"]`).getByTestId('fit-cell');
    await expect(refusedCell.getByTestId('fit-verdict')).toHaveText('Does not fit');
    await expect(refusedCell.getByTestId('fit-reasons')).toContainText(/network type/i);
    await expect(page.locator(`[data-slug="${fitting.slug}"]`).getByTestId('fit-verdict')).toHaveText('Fits');

    // Readable units: no raw Kubernetes quantity anywhere in the table.
    const tableText = await page.locator('table.catalog-table').innerText();
    expect(tableText).not.toMatch(/\d(Ki|Mi|Gi|Ti)\b/);
    expect(tableText).toMatch(/\d GiB|\d MiB/);

    await page.getByLabel('Fits this cluster').check();
    const fits = await api(page, request, '?fits=true&page=1&limit=50');
    await expect(page.getByTestId('catalog-total')).toHaveText(String(fits.pagination.total));
    expect(fits.pagination.total).toBeLessThan(all.pagination.total);
    await expect(rows(page)).toHaveCount(fits.templates.length);
    for (const verdict of await page.getByTestId('fit-verdict').allInnerTexts()) expect(verdict).toBe('Fits');
    await expectAccessible(page);
    await page.getByLabel('Fits this cluster').uncheck();

    // The hub's ranking, typo tolerance included.
    await page.getByLabel('Search').fill('stabel diffusion');
    const ranked = await api(page, request, '?search=stabel%20diffusion&page=1&limit=50');
    expect(ranked.templates.length).toBeGreaterThan(0);
    await expect(page.getByTestId('catalog-total')).toHaveText(String(ranked.pagination.total));
    await expect.poll(() => slugsOnScreen(page)).toEqual(ranked.templates.map((t) => t.slug));
    // The hub console's words for a typo's correction.
    await expect(page.getByTestId('catalog-summary')).toContainText('Did you mean stable diffusion?');
    expect(problems).toEqual([]);
  });

  test('opens the revisions beside the row with the focus, reads an update’s notes and diff, accepts it', async ({
    page,
    request,
  }) => {
    const problems = watchFleetConsole(page);
    await openCatalog(page, request);
    await page.getByLabel('Search').fill('vllm');
    const found = await api(page, request, '?search=vllm&page=1&limit=50');
    await expect.poll(() => slugsOnScreen(page)).toEqual(found.templates.map((t) => t.slug));
    const row = page.locator('[data-slug="vllm"]');
    await expect(row).toContainText('Revision 3 (follows the latest)');
    const opener = row.getByRole('button', { name: 'Revisions of vLLM' });
    await opener.click();
    const panel = page.getByTestId('revision-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Revisions of vLLM' })).toBeFocused();
    // Beside its row: to the right of the table, starting where the row starts.
    const rowBox = (await row.boundingBox())!;
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.x).toBeGreaterThanOrEqual(rowBox.x + rowBox.width - 1);
    expect(Math.abs(panelBox.y - rowBox.y)).toBeLessThan(4);
    await expect(panel.getByTestId('revision')).toHaveCount(3);
    await expectAccessible(page);

    await panel.getByRole('button', { name: 'Pin revision 1' }).click();
    await expect(page.getByRole('status')).toContainText('vllm is pinned to revision 1');
    await expect(row).toContainText('Pinned to revision 1 (latest 3)');
    await expect(row.getByTestId('row-update-class')).toHaveText('Security update');
    const review = panel.getByTestId('update-review');
    await expect(review).toContainText('revision 1 → 3');
    await expect(review.getByTestId('update-class')).toHaveText('Security update');
    await expect(review.getByRole('button', { name: /Accept the update/ })).toHaveCount(0);
    // The update is also listed above the filters; its Review button finds the row and opens the same panel.
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await page.getByLabel('Search').fill('');
    const waiting = page.getByTestId('update').filter({ hasText: 'vLLM' });
    await expect(waiting).toContainText('Security update');
    await waiting.getByRole('button', { name: 'Review the update of vLLM' }).click();
    await expect(panel.getByRole('heading', { name: 'Revisions of vLLM' })).toBeFocused();

    await review.getByRole('button', { name: 'Read the release notes and the diff' }).click();
    const changes = review.getByTestId('changes');
    await expect(changes.getByTestId('change-revision')).toHaveCount(2);
    await expect(changes).toContainText('OpenSSL');
    await expect(changes).toContainText('Tokenizer cache');
    await expect(changes.getByTestId('diff')).toContainText('Image');
    await expectAccessible(page);
    if (process.env.SCREENSHOTS === '1') {
      await saveScreenshot(page, 'catalog', { top: true });
      await expect(panel).toBeVisible();
    }
    await review.getByRole('button', { name: 'Accept the update: pin revision 3' }).click();
    await expect(page.getByRole('status')).toContainText('vllm is pinned to revision 3');
    await expect(row).toContainText('Pinned to revision 3 (latest 3)');
    await expect(row.getByTestId('row-update-class')).toHaveCount(0);
    await expect(panel.getByTestId('update-review')).toHaveCount(0);
    await expect(panel.getByRole('heading', { name: 'Revisions of vLLM' })).toBeFocused();

    // Escape closes the panel and gives the focus back to the row's button.
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(opener).toBeFocused();
    expect((await focusOutline(opener)).focused).toBe(true);

    // Leave vllm as the other specs expect it. Unpin asks first; pinned at the latest, nothing changes.
    await row.getByRole('button', { name: 'Unpin vLLM' }).click();
    const unpin = panel.getByTestId('unpin-review');
    await expect(unpin).toContainText('Revision 3 is the latest: nothing the fleet deploys changes.');
    await unpin.getByRole('button', { name: 'Unpin: follow the latest (revision 3)' }).click();
    await expect(page.getByRole('status')).toContainText('vllm follows the latest revision again');
    await expect(row).toContainText('Revision 3 (follows the latest)');
    expect(problems).toEqual([]);
  });

  test('unpin asks first: the notes and the diff to the latest; a pinned row describes its pinned revision', async ({
    page,
    request,
  }) => {
    const problems = watchFleetConsole(page);
    await openCatalog(page, request);
    await page.getByLabel('Search').fill('vllm');
    const row = page.locator('[data-slug="vllm"]');
    await expect(row).toContainText('Revision 3 (follows the latest)');
    await expect(row.getByTestId('needs-revision')).toHaveCount(0);
    await row.getByRole('button', { name: 'Revisions of vLLM' }).click();
    const panel = page.getByTestId('revision-panel');
    await panel.getByRole('button', { name: 'Pin revision 1' }).click();
    await expect(row).toContainText('Pinned to revision 1 (latest 3)');
    // Needs and fit of the pinned revision (issue 39), as the fleet's API gives them.
    await expect(row.getByTestId('needs-revision')).toHaveText('of the pinned revision 1');
    const pinned = (await api(page, request, '?search=vllm&page=1&limit=50')).templates.find(
      (t) => t.slug === 'vllm',
    ) as unknown as { memory_request: string; needs_revision: number };
    const revision1 = await (await request.get(`${HUB}/api/v1/catalog/templates/vllm/versions/1`)).json();
    expect(pinned).toMatchObject({ needs_revision: 1, memory_request: revision1.memory_request });

    // Unpin from the row: the panel asks, with revision 1 → 3's notes and diff, before anything changes.
    await page.keyboard.press('Escape');
    await row.getByRole('button', { name: 'Unpin vLLM' }).click();
    const unpin = panel.getByTestId('unpin-review');
    await expect(unpin.getByRole('heading', { name: 'Unpin: revision 1 → latest (3)' })).toBeFocused();
    await expect(unpin.getByTestId('change-revision')).toHaveCount(2);
    await expect(unpin).toContainText('OpenSSL');
    const table = unpin.getByRole('table', { name: 'Changes from revision 1 to revision 3' });
    await expect(table.getByRole('row', { name: /^Image/ })).toBeVisible();
    await expect(panel.getByTestId('update-review')).toHaveCount(0);
    await expectAccessible(page);
    // "Keep the pin" changes nothing.
    await unpin.getByRole('button', { name: 'Keep the pin' }).click();
    await expect(unpin).toHaveCount(0);
    await expect(row).toContainText('Pinned to revision 1 (latest 3)');
    await expect(panel.getByTestId('update-review')).toBeVisible();
    // Asked from the panel, then confirmed.
    await panel.getByRole('button', { name: 'Unpin (follow the latest)' }).click();
    await unpin.getByRole('button', { name: 'Unpin: follow the latest (revision 3)' }).click();
    await expect(page.getByRole('status')).toContainText('vllm follows the latest revision again');
    await expect(row).toContainText('Revision 3 (follows the latest)');
    await expect(panel.getByRole('heading', { name: 'Revisions of vLLM' })).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('a pinned template the hub deprecates is its own update class, with the reason and the replacement', async ({
    page,
    request,
    browser,
  }) => {
    const problems = watchFleetConsole(page);
    await openCatalog(page, request);
    const fleetHeaders = { authorization: `Bearer ${await consoleToken(page)}` };
    // The hub's admin, in a page of its own.
    const hubPage = await browser.newPage();
    await signInToHub(hubPage, 'admin@demo.local');
    const hubHeaders = {
      authorization: `Bearer ${await hubPage.evaluate<string>('JSON.parse(sessionStorage.getItem("hub.session")).accessToken')}`,
    };
    const all = await api(page, request, '?page=1&limit=50');
    const target = all.templates.find((t) => t.slug !== 'vllm' && !t.slug.startsWith('zeta'))! as unknown as {
      id: string;
      slug: string;
      name: string;
      revision: number;
    };
    const reason = `Moved to vLLM (${Date.now()})`;
    const deprecate = (deprecated: unknown) =>
      request.put(`${HUB}/api/v1/admin/templates`, { headers: hubHeaders, data: { id: target.id, deprecated } });
    const pin = await request.put(`${FLEET}/api/v1/hub/templates/${target.slug}/pin`, {
      headers: fleetHeaders,
      data: { revision: target.revision },
    });
    expect(pin.status()).toBe(200);
    try {
      expect((await deprecate({ reason, replacement_slug: 'vllm' })).status()).toBe(200);
      expect((await request.post(`${FLEET}/api/v1/hub/sync`, { headers: fleetHeaders })).status()).toBe(200);
      await page.reload();
      const waiting = page.getByTestId('update').filter({ hasText: target.name });
      await expect(waiting.locator('.badge')).toHaveText('Deprecated: move to another template');
      await expect(waiting.getByTestId('deprecation')).toContainText(reason);
      await waiting.getByRole('button', { name: `Review the update of ${target.name}` }).click();
      const review = page.getByTestId('revision-panel').getByTestId('update-review');
      await expect(review.getByTestId('update-class')).toHaveText('Deprecated: move to another template');
      await expect(review.getByTestId('deprecation')).toContainText(reason);
      await expectAccessible(page);
      // The replacement is one click away.
      await review.getByTestId('deprecation').getByRole('button', { name: 'vllm' }).click();
      await expect(page.getByLabel('Search')).toHaveValue('vllm');
      await expect(
        page.getByTestId('revision-panel').getByRole('heading', { name: 'Revisions of vLLM' }),
      ).toBeVisible();
    } finally {
      await deprecate(null);
      await request.delete(`${FLEET}/api/v1/hub/templates/${target.slug}/pin`, { headers: fleetHeaders });
      await request.post(`${FLEET}/api/v1/hub/sync`, { headers: fleetHeaders });
      await hubPage.close();
    }
    expect(problems).toEqual([]);
  });

  test('does not scroll sideways at 390 px, with the revision panel open too', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openCatalog(page, request);
    await expect(rows(page).first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await rows(page)
      .first()
      .getByRole('button', { name: /^(Revisions|Review update) of/ })
      .click();
    const panel = page.getByTestId('revision-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(panel.getByTestId('revision').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
  });
});
