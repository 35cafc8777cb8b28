import { expect, test } from '@playwright/test';
import {
  expectAccessible,
  expectNoHorizontalOverflow,
  HUB,
  SCREENSHOT_VIEWPORT,
  watchConsole,
} from './support/system.js';

/** The hub console's catalog search (issue 35): as you type, facet counts beside the filters, "did you mean". */
test.use({ viewport: SCREENSHOT_VIEWPORT });

interface Facets {
  category: { slug: string; name: string; count: number }[];
  tags: { tag: string; count: number }[];
}

test('typing "stabel diffusion" searches as you type, offers the correction and shows facet counts', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page, { ignoreHttpErrors: true });
  const typo = 'stabel diffusion';
  const api = await (
    await request.get(
      `${HUB}/api/v1/catalog/templates?search=${encodeURIComponent(typo)}&limit=12&facets=category,tags`,
    )
  ).json();
  expect(api.did_you_mean).toBeTruthy();
  expect(api.templates.length).toBeGreaterThan(0);

  await page.goto(`${HUB}/`);
  const cards = page.getByRole('list', { name: 'Templates' }).getByRole('listitem');
  await expect(cards).toHaveCount(12);
  // Without a search, the category options count what each category holds among the results (facets).
  const all = (await (await request.get(`${HUB}/api/v1/catalog/templates?limit=1&facets=category,tags`)).json())
    .facets as Facets;
  const top = all.category[0];
  await expect(page.getByLabel('Category').locator(`option[value="${top.slug}"]`)).toHaveText(
    `${top.name} (${top.count})`,
  );

  // Typing, no button: the address and the list follow once typing pauses.
  await page.getByLabel('Search').pressSequentially(typo, { delay: 20 });
  await expect(page).toHaveURL(/search=stabel\+diffusion/);
  await expect(page.getByTestId('pager-text')).toHaveText(new RegExp(`· ${api.pagination.total} templates?$`));
  await expect(cards.first().getByRole('heading')).toHaveText(api.templates[0].name);
  const suggestion = page.getByText('Did you mean').getByRole('link', { name: api.did_you_mean });
  await expect(suggestion).toBeVisible();

  // Facet counts of this search: its categories in the select, its tags as links with their counts.
  const facets = api.facets as Facets;
  const category = facets.category.find((c) => c.count > 0)!;
  await expect(page.getByLabel('Category').locator(`option[value="${category.slug}"]`)).toHaveText(
    `${category.name} (${category.count})`,
  );
  const tagLinks = page.getByRole('navigation', { name: 'Tags in these results' }).getByRole('link');
  await expect(tagLinks).toHaveCount(facets.tags.length);
  await expect(tagLinks.first()).toHaveText(`${facets.tags[0].tag} (${facets.tags[0].count})`);
  await expectAccessible(page);

  // The suggestion runs that search; the search box shows it.
  await suggestion.click();
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(api.did_you_mean).replace(/%20/g, '\\+')}`));
  await expect(page.getByLabel('Search')).toHaveValue(api.did_you_mean);
  const corrected = await (
    await request.get(`${HUB}/api/v1/catalog/templates?search=${encodeURIComponent(api.did_you_mean)}&limit=12`)
  ).json();
  await expect(page.getByTestId('pager-text')).toHaveText(new RegExp(`· ${corrected.pagination.total} templates?$`));
  await expect(page.getByText('Did you mean')).toHaveCount(corrected.did_you_mean ? 1 : 0);

  // A tag count link filters by that tag.
  const tag = facets.tags[0].tag;
  await page.getByRole('navigation', { name: 'Tags in these results' }).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`tags=${tag}`));

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(page);
  expect(problems).toEqual([]);
});
