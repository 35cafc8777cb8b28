import { expect, type Locator, type Page } from '@playwright/test';
import { FLEET, IDP, TEMP_ADMIN } from './support/system.js';

// These run inside the page (page.evaluate); the test project is compiled without the DOM library.
declare const sessionStorage: {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  readonly length: number;
  key(i: number): string | null;
};
declare const document: {
  documentElement: { scrollWidth: number; clientWidth: number };
  activeElement: unknown;
};
declare function getComputedStyle(element: unknown): { outlineStyle: string };

/**
 * Waits until the fleet answers: playwright.config.ts waits for the hub's /readyz, and `start-all` starts
 * the fleet after the hub, so the first fleet test could otherwise find nothing listening.
 */
export async function waitForFleet(timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${FLEET}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the fleet did not answer at ${FLEET}/readyz`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Where the fleet console keeps its credentials (consoles/fleet/src/auth.ts). */
export const SESSION_KEY = 'fleet.session';

/** Signs in with the login form as the temporary administrator and waits for the signed-in console. */
export async function signInAsTempAdmin(page: Page, path = '/'): Promise<void> {
  await page.goto(`${FLEET}${path}`);
  await page.getByLabel('Email or user name').fill(TEMP_ADMIN.user);
  await page.getByLabel('Password').fill(TEMP_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** The bearer value the console holds now (null when signed out). */
export async function consoleToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { access_token: string }).access_token : null;
  }, SESSION_KEY);
}

/** Replaces the access token the console holds with one the fleet refuses (the refresh token stays). */
export async function spoilAccessToken(page: Page, { needRefresh = true } = {}): Promise<void> {
  await page.evaluate(
    ([key, need]) => {
      const session = JSON.parse(sessionStorage.getItem(key)!) as { access_token: string; refresh_token?: string };
      if (need && !session.refresh_token) throw new Error('the console holds no refresh token');
      sessionStorage.setItem(key, JSON.stringify({ ...session, access_token: 'spoiled' }));
    },
    [SESSION_KEY, needRefresh] as const,
  );
}

/** Fails when the page is wider than the viewport (a phone would scroll sideways). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `page is ${scroll}px wide in a ${client}px viewport`).toBeLessThanOrEqual(client);
}

/** A screenshot for the README: docs/screenshots/fleet-<name>.png at the 1100×760 viewport. */
export async function saveScreenshot(page: Page, name: string, { top = false } = {}): Promise<void> {
  await page.setViewportSize({ width: 1100, height: 760 });
  // `top`: the page from its beginning, wherever the focus has scrolled it.
  if (top) await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: `docs/screenshots/fleet-${name}.png` });
}

/** The keys the console keeps in sessionStorage now. */
export async function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const keys: string[] = [];
    for (let i = 0; i < sessionStorage.length; i++) keys.push(sessionStorage.key(i)!);
    return keys;
  });
}

/** Whether the element has the keyboard focus and a visible focus outline. */
export async function focusOutline(locator: Locator): Promise<{ focused: boolean; outline: string }> {
  return locator.evaluate((el) => ({
    focused: el === document.activeElement,
    outline: getComputedStyle(el).outlineStyle,
  }));
}

/**
 * Console errors and Content-Security-Policy reports of the fleet's own pages (the dev IdP's page, which the
 * OIDC tests pass through, has no favicon and is not under test).
 */
export function watchFleetConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.startsWith(IDP)) {
      problems.push(`${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
