import { expect, test } from '@playwright/test';
import { HUB, watchConsole } from './support/system.js';

/**
 * The console's fetches and files travel compressed (docs/compression.md): the browser asks by itself (a page
 * cannot set Accept-Encoding) and decodes; hashed files are cached for a year, the page itself revalidated.
 */
test('the hub console gets its files precompressed and its catalog answers compressed', async ({ page }) => {
  const problems = watchConsole(page);
  const seen: { url: string; accept: string; coding?: string; cache?: string }[] = [];
  page.on('response', async (response) => {
    const headers = await response.allHeaders();
    const request = await response.request().allHeaders();
    seen.push({
      url: response.url(),
      accept: request['accept-encoding'] ?? '',
      coding: headers['content-encoding'],
      cache: headers['cache-control'],
    });
  });
  await page.goto(`${HUB}/`);
  await expect(page.locator('.card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const page0 = seen.find((s) => new URL(s.url).pathname === '/');
  expect(page0?.cache).toBe('no-cache');
  const script = seen.find((s) => /\/assets\/index-[\w-]+\.js$/.test(s.url));
  expect(script?.accept).toMatch(/gzip/);
  expect(['br', 'gzip']).toContain(script?.coding);
  expect(script?.cache).toBe('public, max-age=31536000, immutable');
  const list = seen.find((s) => s.url.includes('/api/v1/catalog/templates?'));
  expect(list?.accept).toMatch(/gzip/);
  expect(['br', 'gzip']).toContain(list?.coding);
  // The cards rendered from it: the browser decoded what it was sent.
  expect(problems).toEqual([]);
});
