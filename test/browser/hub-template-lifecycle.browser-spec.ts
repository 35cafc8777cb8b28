/**
 * The hub console's template lifecycle (issue 33 item 5, issue 35's facets), against `npm start`'s demo data: an
 * admin deprecates a template and the catalog says so on its card and its page, then undeprecates it; a reader
 * compares two revisions; the catalog filters by kind and GPU need with their counts; both consoles export the
 * audit list they show. Axe clean, and no sideways scroll at 390 px.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInAsTempAdmin, waitForFleet } from './fleet-support.js';
import {
  expectAccessible,
  expectNoHorizontalOverflow,
  FLEET,
  HUB,
  screenshot,
  SCREENSHOT_VIEWPORT,
  signInToHub,
  watchConsole,
} from './support/system.js';

test.use({ viewport: SCREENSHOT_VIEWPORT });

interface Listed {
  slug: string;
  name: string;
  revision: number;
  gpu_count: number;
  kind: string;
  deprecated: unknown;
}

test('an admin deprecates a template (badge on its card and page) and undeprecates it', async ({ page, request }) => {
  const problems = watchConsole(page, { ignoreHttpErrors: true });
  const list = await (await request.get(`${HUB}/api/v1/catalog/templates?limit=100`)).json();
  const t: Listed = list.templates.find((x: Listed) => !x.deprecated && x.slug !== 'vllm' && !/^zeta/.test(x.slug));
  const reason = `Superseded by a newer image (${Date.now()})`;

  await signInToHub(page, 'admin@demo.local', `/admin/templates/${t.slug}`);
  const form = page.getByRole('form', { name: 'Deprecate this template' });
  await form.getByLabel('Why is it deprecated?').fill(reason);
  await form.getByLabel(/Use instead/).fill('vllm');
  await form.getByRole('button', { name: 'Deprecate…' }).click();
  // A confirmation first; Cancel changes nothing.
  const dialog = page.getByRole('dialog', { name: `Deprecate ${t.name}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(reason);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await (await request.get(`${HUB}/api/v1/catalog/templates/${t.slug}`)).json()).deprecated).toBeNull();
  await form.getByRole('button', { name: 'Deprecate…' }).click();
  await dialog.getByRole('button', { name: 'Deprecate', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Deprecated.');
  const section = page.getByRole('region', { name: 'Deprecation' });
  await expect(section).toContainText(reason);
  expect((await (await request.get(`${HUB}/api/v1/catalog/templates/${t.slug}`)).json()).deprecated).toMatchObject({
    reason,
    replacement_slug: 'vllm',
  });

  // The card says so, and so does the page (with the reason and the replacement).
  await page.goto(`${HUB}/?search=${encodeURIComponent(t.name)}`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: t.name, exact: true }) });
  await expect(card.locator('.badge.deprecated')).toHaveText('Deprecated');
  await expectAccessible(page);
  await card.getByRole('link', { name: t.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.name })).toBeVisible();
  await expect(page.locator('article .badge.deprecated')).toHaveText('Deprecated');
  await expect(page.getByRole('note')).toContainText(reason);
  await expect(page.getByRole('note').getByRole('link', { name: 'vllm' })).toBeVisible();
  await expectAccessible(page);

  // Undeprecated: the badge goes from the card and the page.
  await page.getByRole('link', { name: 'Edit this template' }).click();
  await page
    .getByRole('form', { name: 'Undeprecate this template' })
    .getByRole('button', { name: 'Undeprecate…' })
    .click();
  await page
    .getByRole('dialog', { name: `Undeprecate ${t.name}?` })
    .getByRole('button', { name: 'Undeprecate', exact: true })
    .click();
  await expect(page.getByRole('status')).toHaveText('No longer deprecated.');
  await expect(page.getByRole('form', { name: 'Deprecate this template' })).toBeVisible();
  await page.goto(`${HUB}/templates/${t.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: t.name })).toBeVisible();
  await expect(page.locator('.badge.deprecated')).toHaveCount(0);
  await expect(page.getByRole('note')).toHaveCount(0);
  await page.goto(`${HUB}/?search=${encodeURIComponent(t.name)}`);
  await expect(card.getByRole('link', { name: t.name, exact: true })).toBeVisible();
  await expect(card.locator('.badge.deprecated')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the template page compares two revisions, field by field, before → after', async ({ page, request }) => {
  const problems = watchConsole(page, { ignoreHttpErrors: true });
  const t = await (await request.get(`${HUB}/api/v1/catalog/templates/vllm`)).json();
  expect(t.revision).toBeGreaterThanOrEqual(3);
  await page.goto(`${HUB}/templates/vllm`);
  const diff = page.getByRole('region', { name: 'What changed' });
  // By default: the previous revision against the current one.
  await expect(diff.getByLabel('From revision', { exact: true })).toHaveValue(String(t.revision - 1));
  await expect(diff.getByLabel('To revision', { exact: true })).toHaveValue(String(t.revision));
  const last = await (await request.get(`${HUB}/api/v1/catalog/templates/vllm/changes?from=${t.revision - 1}`)).json();
  const table = diff.getByRole('table', { name: `Changes from revision ${t.revision - 1} to revision ${t.revision}` });
  await expect(table.getByRole('row', { name: /^Image/ })).toContainText(last.diff.image_ref.from);
  await expect(table.getByRole('row', { name: /^Image/ })).toContainText(last.diff.image_ref.to);

  // From revision 1: what every revision since changed, the memory in readable units.
  await diff.getByLabel('From revision', { exact: true }).selectOption('1');
  const all = await (await request.get(`${HUB}/api/v1/catalog/templates/vllm/changes?from=1`)).json();
  const wide = diff.getByRole('table', { name: `Changes from revision 1 to revision ${t.revision}` });
  const memory = all.diff.resources.find((r: { field: string }) => r.field === 'memory_request');
  expect(memory).toEqual({ field: 'memory_request', from: '32Gi', to: '40Gi' });
  const memoryRow = wide.getByRole('row', { name: /^Memory/ });
  await expect(memoryRow.getByRole('cell').nth(0)).toHaveText('32 GiB');
  await expect(memoryRow.getByRole('cell').nth(1)).toHaveText('40 GiB');
  const { env_schema: env, ports, volume_mounts: volumes } = all.diff;
  await expect(wide.getByTestId('diff-row')).toHaveCount(
    (all.diff.image_ref ? 1 : 0) +
      all.diff.resources.length +
      (env.added.length || env.removed.length ? 1 : 0) +
      (env.newly_required.length ? 1 : 0) +
      (ports.added.length || ports.removed.length ? 1 : 0) +
      (volumes.added.length || volumes.removed.length ? 1 : 0),
  );
  await expect(diff).toContainText(`yanked meanwhile: ${all.yanked.map((y: { revision: number }) => y.revision)}`);
  await expectAccessible(page);
  await screenshot(page, 'hub-template');

  // A "From" not before "To" is not a comparison.
  await diff.getByLabel('From revision', { exact: true }).selectOption(String(t.revision));
  await expect(diff).toContainText('Pick an earlier “From” revision');
  await expect(diff.getByRole('table')).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await diff.getByLabel('From revision', { exact: true }).selectOption('1');
  await expect(wide).toBeVisible();
  await expectNoHorizontalOverflow(page);
  expect(problems).toEqual([]);
});

test('the catalog filters by kind and GPU need, with their counts', async ({ page, request }) => {
  const problems = watchConsole(page, { ignoreHttpErrors: true });
  const api = async (q: string) =>
    (await request.get(`${HUB}/api/v1/catalog/templates?limit=12&facets=category,tags,kind,gpu${q}`)).json();
  const all = await api('');
  await page.goto(`${HUB}/`);
  const gpu = page.getByLabel('GPU');
  for (const [value, label] of [
    ['none', 'No GPU'],
    ['1', '1 GPU'],
    ['2+', '2 or more GPUs'],
  ]) {
    const count = all.facets.gpu.find((f: { value: string }) => f.value === value).count;
    await expect(gpu.locator(`option[value="${value}"]`)).toHaveText(`${label} (${count})`);
  }
  const kind = page.getByLabel('Kind');
  for (const k of all.facets.kind)
    await expect(kind.locator(`option[value="${k.kind}"]`)).toHaveText(`${k.kind} (${k.count})`);
  await expectAccessible(page);

  // A GPU need some templates have (2 or more if any do): the API's count, and every card needs that many.
  const need: string = all.facets.gpu.some((f: { value: string; count: number }) => f.value === '2+' && f.count > 0)
    ? '2+'
    : '1';
  await gpu.selectOption(need);
  await expect(page).toHaveURL(new RegExp(`[?&]gpu=${encodeURIComponent(need)}`));
  const many = await api(`&gpu=${encodeURIComponent(need)}`);
  expect(many.pagination.total).toBeGreaterThan(0);
  await expect(page.getByTestId('pager-text')).toHaveText(new RegExp(`· ${many.pagination.total} templates?$`));
  const cards = page.getByRole('list', { name: 'Templates' }).getByRole('listitem');
  await expect(cards).toHaveCount(Math.min(12, many.pagination.total));
  const badges = await cards.locator('.badge', { hasText: 'GPU ×' }).allInnerTexts();
  expect(badges).toHaveLength(Math.min(12, many.pagination.total));
  for (const badge of badges) {
    const n = Number(badge.replace('GPU ×', ''));
    expect(need === '1' ? n === 1 : n >= 2).toBe(true);
  }
  // The kind counts follow the GPU filter (each facet ignores only its own filter)…
  for (const k of many.facets.kind) {
    await expect(kind.locator(`option[value="${k.kind}"]`)).toHaveText(`${k.kind} (${k.count})`);
  }
  // …and the GPU counts do not.
  await expect(gpu.locator('option[value="none"]')).toHaveText(
    `No GPU (${all.facets.gpu.find((f: { value: string }) => f.value === 'none').count})`,
  );

  // A kind on top: both filters in the address, the API's count.
  const chosen = many.facets.kind[0].kind as string;
  await kind.selectOption(chosen);
  await expect(page).toHaveURL(new RegExp(`kind=${chosen}`));
  const both = await api(`&gpu=${encodeURIComponent(need)}&kind=${chosen}`);
  await expect(page.getByTestId('pager-text')).toHaveText(new RegExp(`· ${both.pagination.total} templates?$`));
  await expectAccessible(page);
  await screenshot(page, 'hub-catalog');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(page);
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(`${HUB}/`);
  await expect(gpu).toHaveValue('');
  await expect(kind).toHaveValue('');
  expect(problems).toEqual([]);
});

test('the fleet audit log exports the entries its filters select, as the API writes them', async ({ page }) => {
  await waitForFleet();
  const problems = watchConsole(page, { ignoreHttpErrors: true });
  // "Sync now" is a person's action on record: something to export.
  await signInAsTempAdmin(page, '/settings');
  await page.getByRole('button', { name: /sync now/i }).click();
  await expect(page.getByRole('status')).toContainText(/upserted/);
  await page.goto(`${FLEET}/audit?kind=person`);
  const count = page.locator('#audit-count');
  await expect(count).toHaveText(/ \d+ entr(y|ies)$/);
  const total = Number((await count.textContent())!.match(/(\d+) entr/)![1]);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export these entries (NDJSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.ndjson$/);
  const lines = readFileSync(await download.path(), 'utf8')
    .split('\n')
    .filter(Boolean);
  const entries = lines.map((line) => JSON.parse(line) as { kind: string; action: string; at: string });
  // Every entry the filter selects (at least those the list counted a moment ago), and only those.
  expect(entries.length).toBeGreaterThanOrEqual(total);
  expect(entries.every((e) => e.kind === 'person')).toBe(true);
  expect([...entries].map((e) => e.at)).toEqual([...entries].map((e) => e.at).sort());
  await expect(
    page.getByText(`Exported ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}`),
  ).toBeVisible();
  await expectAccessible(page);
  expect(problems).toEqual([]);
});
