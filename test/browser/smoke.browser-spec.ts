import { expect, test } from '@playwright/test';
import { expectAccessible, FLEET, HUB, watchConsole } from './support/system.js';

test('the hub serves its console at / under a strict Content-Security-Policy', async ({ page }) => {
  const problems = watchConsole(page);
  const response = await page.goto(`${HUB}/`);
  expect(response?.status()).toBe(200);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  await expect(page.getByRole('heading', { name: 'Catalog' })).toBeVisible();
  await expect(page.locator('.card').first()).toBeVisible();
  await expectAccessible(page);
  expect(problems).toEqual([]);
});

test('the fleet serves its sign-in page at /', async ({ page }) => {
  const problems = watchConsole(page);
  const response = await page.goto(`${FLEET}/`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);
  expect(problems).toEqual([]);
});

test('API paths stay the API: an unknown one is a problem+json 404, not the console', async ({ request }) => {
  const response = await request.get(`${HUB}/api/v1/no-such-route`);
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/problem+json');
});
