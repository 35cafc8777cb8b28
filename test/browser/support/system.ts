import { existsSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Ports of the system the browser tests start (playwright.config.ts), away from `npm start`'s defaults.
 * BROWSER_PORT_BASE moves them all (hub at the base, fleet at +100, IdP at +200), so two checkouts can run
 * their browser suites side by side.
 */
const PORT_BASE = Number(process.env.BROWSER_PORT_BASE) || 3400;
export const BROWSER_PORTS = {
  hub: PORT_BASE,
  mcp: PORT_BASE + 1,
  fleet: PORT_BASE + 100,
  idp: PORT_BASE + 200,
} as const;
export const HUB = `http://127.0.0.1:${BROWSER_PORTS.hub}`;
export const FLEET = `http://127.0.0.1:${BROWSER_PORTS.fleet}`;
export const IDP = `http://127.0.0.1:${BROWSER_PORTS.idp}`;
export const DEMO_PASSWORD = 'demo';
export const TEMP_ADMIN = { user: 'admin', password: 'admin-demo-password' };

/** Debian's Chromium (`.ci/run` installs it); CHROMIUM_PATH overrides. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(`Chromium not found at ${path}: install Debian's chromium package or set CHROMIUM_PATH.`);
  }
  return path;
}

/** Fails on any serious or critical accessibility violation of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad).toEqual([]);
}

/**
 * Collects Content-Security-Policy violations and console errors the page reports. Chromium's
 * "Failed to load resource" lines are left out with `ignoreHttpErrors` (the IdP's missing favicon, a
 * refusal the test provokes and checks on screen).
 */
export function watchConsole(page: Page, { ignoreHttpErrors = false } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (ignoreHttpErrors && message.text().startsWith('Failed to load resource:')) return;
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * Signs in to the hub console through the dev IdP's form, as a browser user does: "Sign in" on the console,
 * the provider's login page, back at /callback, then on the page the sign-in started from.
 */
export async function signInToHub(page: Page, email: string, startAt = '/'): Promise<void> {
  await page.goto(`${HUB}${startAt}`);
  await page.locator('header').getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.origin === IDP);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.origin === HUB && url.pathname !== '/callback');
  await expect(page.locator('header').getByRole('link', { name: email })).toBeVisible();
}

/** Fails when the page is wider than its viewport (a horizontal scroll bar on a phone). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const widths = await page.evaluate<{ scroll: number; client: number }>(
    '({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth })',
  );
  expect(widths.scroll, 'page wider than the viewport').toBeLessThanOrEqual(widths.client);
}

export const SCREENSHOT_VIEWPORT = { width: 1100, height: 760 } as const;

/**
 * With SCREENSHOTS=1 (`npm run screenshots`), saves the viewport to docs/screenshots/<name>.png for the README;
 * otherwise does nothing, so a test run leaves the tree clean.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  await page.setViewportSize(SCREENSHOT_VIEWPORT);
  await page.evaluate('document.activeElement?.blur(); window.scrollTo(0, 0)');
  await page.screenshot({ path: `docs/screenshots/${name}.png`, animations: 'disabled', caret: 'hide' });
}

/** Every placeholder on the page shows whole in its field (issue 39: some were cut at a desktop width). */
export async function expectPlaceholdersWhole(page: Page): Promise<void> {
  // A string, evaluated in the page (this project's test files are compiled without the DOM types).
  const cut = await page.evaluate<string[]>(`(() => {
    const context = document.createElement('canvas').getContext('2d');
    const out = [];
    for (const field of document.querySelectorAll('[placeholder]')) {
      if (!field.placeholder || field.offsetParent === null) continue;
      const style = getComputedStyle(field);
      context.font = style.font;
      const need = context.measureText(field.placeholder).width;
      const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (need > room + 1) out.push((field.id || field.name) + ': ' + Math.round(need) + ' px of text in ' + Math.round(room) + ' px');
    }
    return out;
  })()`);
  expect(cut).toEqual([]);
}
