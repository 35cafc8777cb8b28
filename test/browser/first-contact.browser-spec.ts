/**
 * What a new user meets first (issue 28): re-issue and rotation that keep an expiry, sign-out that ends the
 * provider's session and comes back, notifications, errors at their fields, counters, the dev provider's own
 * pages, and every page of both consoles at a phone's width.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { consoleToken, signInAsTempAdmin, waitForFleet } from './fleet-support.js';
import {
  DEMO_PASSWORD,
  expectAccessible,
  expectNoHorizontalOverflow,
  FLEET,
  HUB,
  IDP,
  signInToHub,
  watchConsole,
} from './support/system.js';

test.use({ viewport: { width: 1100, height: 760 } });

/** The hub console's dashboard token (page code as a string: the tests' TypeScript has no DOM types). */
const hubToken = (page: Page) => page.evaluate<string>('JSON.parse(sessionStorage.getItem("hub.session")).accessToken');

/** Every request the page makes, to prove nothing is loaded from outside this machine. */
function watchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}
const LOCAL = /^(http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/|data:|blob:|about:)/;

/** Every table sits in a box of its own that scrolls sideways (`.table-wrap`), so the page does not. */
async function expectTablesInTheirOwnBox(page: Page): Promise<void> {
  const loose = await page.evaluate<number>(
    `[...document.querySelectorAll('table')].filter((t) => {
       const box = t.parentElement;
       return !box || !box.classList.contains('table-wrap') || getComputedStyle(box).overflowX !== 'auto';
     }).length`,
  );
  expect(loose, 'tables outside a scrolling box').toBe(0);
}

async function pageSettled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 760 } });
  return context.newPage();
}

test('re-issuing an instance key shows and keeps its expiry, with a one-day overlap by default; rotation too', async ({
  page,
}) => {
  const problems = watchConsole(page, { ignoreHttpErrors: true });
  await signInToHub(page, 'alice@demo.local', '/organization/keys');
  const name = `expiring-${Date.now()}`;
  await page.getByLabel('Instance name').fill(name);
  await page.getByLabel('Expires after (days)').fill('30');
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByTestId('secret')).toBeFocused();
  const row = page.getByRole('row').filter({ hasText: name });
  const expiry = (await row.getByRole('cell').nth(4).textContent())!;
  expect(expiry).not.toBe('never');

  // The re-issue form: the current expiry, kept unless changed; the old secret kept one day, said in one line.
  await row.getByRole('button', { name: 'Re-issue' }).click();
  const form = page.getByRole('form', { name: `Re-issue ${name}` });
  await expect(form.getByTestId('current-expiry')).toHaveText(expiry);
  await expect(page.getByLabel('New secret expires')).toBeFocused();
  await expect(page.getByLabel('New secret expires')).toHaveValue('keep');
  await expect(page.getByLabel('Old secret keeps working')).toHaveValue('86400');
  await expect(form.getByText('The fleet using the old secret keeps working for 1 day')).toBeVisible();
  await page.getByLabel('Old secret keeps working').selectOption({ label: 'none: refuse the old secret now' });
  await expect(form.getByText('The fleet using the old secret is refused from now on')).toBeVisible();
  await page.getByLabel('Old secret keeps working').selectOption('86400');
  await expectAccessible(page);
  await form.getByRole('button', { name: `Re-issue ${name}` }).click();
  // The new secret has the focus; the key keeps its expiry, and the old secret is kept for a day.
  await expect(page.getByTestId('secret')).toBeFocused();
  await expect(row.getByRole('cell').nth(4)).toHaveText(expiry);
  await expect(row.getByRole('cell').nth(5)).toContainText('until');

  // Removing the expiry takes a choice of its own.
  await row.getByRole('button', { name: 'Re-issue' }).click();
  await page.getByLabel('New secret expires').selectOption('never');
  await form.getByRole('button', { name: `Re-issue ${name}` }).click();
  await expect(page.getByTestId('secret')).toBeFocused();
  await expect(row.getByRole('cell').nth(4)).toHaveText('never');

  // A personal access token rotated the same way keeps its expiry.
  const prefix = (await row.getByRole('cell').nth(1).textContent())!;
  await page.getByRole('link', { name: 'Access tokens' }).click();
  const tokenName = `rotating-${Date.now()}`;
  await page.getByLabel('Token name').fill(tokenName);
  await page.getByLabel('Instance', { exact: true }).selectOption({ label: `${name} (${prefix})` });
  await page.getByLabel('Expires after (days)').fill('10');
  await page.getByRole('button', { name: 'Mint token' }).click();
  await expect(page.getByTestId('secret')).toBeFocused();
  const tokenRow = page.getByRole('row').filter({ hasText: tokenName });
  const tokenExpiry = (await tokenRow.getByRole('cell').nth(5).textContent())!;
  expect(tokenExpiry).not.toBe('never');
  await tokenRow.getByRole('button', { name: 'Rotate' }).click();
  const rotate = page.getByRole('form', { name: `Rotate ${tokenName}` });
  await expect(rotate.getByTestId('current-expiry')).toHaveText(tokenExpiry);
  await expect(rotate.getByText('The MCP client using the old secret keeps working for 1 day')).toBeVisible();
  await expectAccessible(page);
  await rotate.getByRole('button', { name: `Rotate ${tokenName}` }).click();
  await expect(page.getByTestId('secret')).toHaveText(/^svcp_/);
  await expect(page.getByTestId('secret')).toBeFocused();
  await expect(tokenRow.getByRole('cell').nth(5)).toHaveText(tokenExpiry);
  expect(problems).toEqual([]);
});

test('hub sign-out ends the provider session with id_token_hint and comes back; the provider pages are local and accessible', async ({
  page,
}) => {
  const requests = watchRequests(page);
  await signInToHub(page, 'bob@demo.local');
  await page.locator('header').getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.origin === IDP);
  const endSession = new URL(page.url());
  expect(endSession.searchParams.get('id_token_hint')).toMatch(/^ey/);
  expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${HUB}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign out' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await page.waitForURL(`${HUB}/`);
  await expect(page.locator('header').getByRole('button', { name: 'Sign in' })).toBeVisible();
  // Signing in again asks for the password: the provider's session ended. A wrong one is said at the form.
  await page.locator('header').getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.origin === IDP);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email').fill('bob@demo.local');
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expectAccessible(page);
  // Nothing of the provider's pages came from outside this machine (no web fonts).
  expect(requests.filter((url) => !LOCAL.test(url))).toEqual([]);
});

test('fleet sign-out ends the provider session: "Sign in with …" asks again', async ({ page }) => {
  await waitForFleet();
  const requests = watchRequests(page);
  await page.goto(`${FLEET}/`);
  await page.getByRole('button', { name: `Sign in with ${new URL(IDP).host}` }).click();
  await page.waitForURL((url) => url.origin === IDP);
  await page.getByLabel('Email').fill('alice@demo.local');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.origin === IDP);
  expect(new URL(page.url()).searchParams.get('id_token_hint')).toMatch(/^ey/);
  expect(new URL(page.url()).searchParams.get('post_logout_redirect_uri')).toBe(`${FLEET}/`);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await page.waitForURL(`${FLEET}/`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('button', { name: /^Sign in with / }).click();
  await page.waitForURL((url) => url.origin === IDP);
  await expect(page.getByLabel('Password')).toBeVisible();
  expect(requests.filter((url) => !LOCAL.test(url))).toEqual([]);
});

test('notifications: a badge in the header, a page, and mark-as-read for organization admins only', async ({
  page,
  browser,
}) => {
  const problems = watchConsole(page, { ignoreHttpErrors: true });
  await signInToHub(page, 'alice@demo.local', '/organization');
  const headers = { authorization: `Bearer ${await hubToken(page)}` };
  const name = `soon-${Date.now()}`;
  const created = await page.request.post(`${HUB}/api/v1/account/api-keys`, {
    headers,
    data: { name, expires_in_days: 2 },
  });
  expect(created.status()).toBe(201);
  const unread = async () =>
    (await (await page.request.get(`${HUB}/api/v1/account/notifications?unread=true&limit=1`, { headers })).json())
      .pagination.total as number;
  const before = await unread();
  expect(before).toBeGreaterThan(0);
  await page.reload();
  const link = page.locator('header').getByRole('link', { name: /^Notifications/ });
  await expect(link.getByTestId('notification-badge')).toHaveText(`${before} unread`);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: `Instance key “${name}”` });
  await expect(item).toContainText('Expiring');
  await expect(item).toContainText('unread');
  await expectAccessible(page);
  await item.getByRole('button', { name: /^Mark read/ }).click();
  await expect(item).toContainText('Read ');
  if (before > 1) await expect(link.getByTestId('notification-badge')).toHaveText(`${before - 1} unread`);
  else await expect(link.getByTestId('notification-badge')).toHaveCount(0);
  expect(await unread()).toBe(before - 1);

  // A member reads them but cannot mark them read (the API refuses too: 403).
  const member = await newPage(browser);
  await signInToHub(member, 'bob@demo.local', '/notifications');
  await expect(member.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(member.getByRole('listitem').filter({ hasText: `Instance key “${name}”` })).toBeVisible();
  await expect(member.getByRole('button', { name: /^Mark/ })).toHaveCount(0);
  await expect(member.getByText('Organization admins mark notifications read.')).toBeVisible();
  const list = await (
    await member.request.get(`${HUB}/api/v1/account/notifications?limit=1`, {
      headers: { authorization: `Bearer ${await hubToken(member)}` },
    })
  ).json();
  const refused = await member.request.put(`${HUB}/api/v1/account/notifications`, {
    headers: { authorization: `Bearer ${await hubToken(member)}` },
    data: { ids: [list.notifications[0].id] },
  });
  expect(refused.status()).toBe(403);
  await expectAccessible(member);
  await member.context().close();
  expect(problems).toEqual([]);
});

test('errors appear at their field with the focus on it; slugs are suggested; a created template says so and has an Edit link', async ({
  page,
}) => {
  const problems = watchConsole(page, { ignoreHttpErrors: true });
  await signInToHub(page, 'admin@demo.local', '/admin/categories');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel('Name').fill('Edge Tools Über');
  await expect(page.getByLabel('Slug')).toHaveValue('edge-tools-uber');
  await page.getByLabel('Slug').fill('Bad Slug!');
  await page.getByRole('button', { name: 'Create category' }).click();
  const slug = page.getByLabel('Slug');
  await expect(slug).toBeFocused();
  await expect(slug).toHaveAttribute('aria-invalid', 'true');
  const error = page.locator('#c-slug-error');
  await expect(error).toHaveText(/^Must be lowercase letters/);
  await expect(error).toBeInViewport();
  await expect(slug).toHaveAttribute('aria-describedby', /c-slug-error/);
  await expectAccessible(page);

  // A new template: the slug follows the name; once created, the page says so, and its catalog page links back.
  await page.goto(`${HUB}/admin/templates/new`);
  const name = `Suggested Slug ${Date.now()}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  const suggested = name.toLowerCase().replace(/ /g, '-');
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(suggested);
  await page.getByLabel('Image name', { exact: true }).fill('ghcr.io/example/suggested');
  await page.getByRole('button', { name: 'Create template' }).click();
  await expect(page.getByRole('status')).toContainText('Template created.');
  await page.getByRole('status').getByRole('link', { name: 'See it in the catalog' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('link', { name: 'Edit this template' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit “${name}”` })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a member sees no Edit link on a template page', async ({ page, request }) => {
  const slug = (await (await request.get(`${HUB}/api/v1/catalog/templates?limit=1`)).json()).templates[0].slug;
  await signInToHub(page, 'bob@demo.local', `/templates/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit this template' })).toHaveCount(0);
});

test('counters read right: no "Page 0 of 0", no "Page 99 of 3", no "1 requests"', async ({ page }) => {
  await page.goto(`${HUB}/?search=no-template-has-this-name`);
  await expect(page.getByText('No template matches.')).toBeVisible();
  await expect(page.getByTestId('pager-text')).toHaveText('0 templates');
  await page.goto(`${HUB}/?page=99`);
  await expect(page.getByTestId('pager-text')).toHaveText(/^Past the last page \(\d+ pages?\) · \d+ templates?$/);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByTestId('pager-text')).toHaveText(/^Page (\d+) of \1 · /);

  await waitForFleet();
  await signInAsTempAdmin(page);
  const headers = { authorization: `Bearer ${await consoleToken(page)}` };
  const created = await (
    await page.request.post(`${FLEET}/api/v1/machine-tokens`, { headers, data: { name: 'once', role: 'readonly' } })
  ).json();
  const machine = created.machineToken;
  await page.request.get(`${FLEET}/api/v1/auth/me`, { headers: { authorization: `Bearer ${machine.token}` } });
  await page.goto(`${FLEET}/audit?token_id=${machine.id}`);
  // The audit log holds people's actions besides machine-token requests: its rows are entries.
  await expect(page.locator('#audit-count')).toHaveText('Page 1 of 1 · 1 entry');
});

test('fleet: the users page says roles are not enforced, token expiry choices are in order', async ({ page }) => {
  await waitForFleet();
  await signInAsTempAdmin(page, '/users');
  await expect(page.getByTestId('roles-note')).toContainText('FLEET_ENFORCE_ROLES=true');
  await expectAccessible(page);
  // The new-user form's refusals are said at its fields (the browser lets these through, the API does not).
  await page.getByLabel('Email', { exact: true }).fill('ops@localhost');
  await page.getByLabel('Name').fill('   ');
  await page.getByLabel('Password (8 characters or more)', { exact: true }).fill('correct horse battery');
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await expect(page.locator('#user-email-error')).toHaveText('Must be an email address');
  await expect(page.locator('#user-name-error')).toHaveText('Must not be blank');
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await page.goto(`${FLEET}/tokens`);
  await expect(page.getByLabel('Expires after').locator('option')).toHaveText([
    '1 day',
    '7 days',
    '30 days',
    '90 days',
    '1 year',
    'Never',
  ]);
  await expect(page.getByLabel('Expires after')).toHaveValue('30');
});

test.describe('at a phone’s width (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no page of the hub console scrolls sideways; tables scroll in their own box', async ({ page, request }) => {
    const slug = (await (await request.get(`${HUB}/api/v1/catalog/templates?limit=1`)).json()).templates[0].slug;
    const visit = (path: string) =>
      test.step(path, async () => {
        await page.goto(`${HUB}${path}`);
        await pageSettled(page);
        await expectNoHorizontalOverflow(page);
        await expectTablesInTheirOwnBox(page);
      });
    for (const path of ['/', `/templates/${slug}`, '/no-such-page']) await visit(path);
    await signInToHub(page, 'alice@demo.local', '/account');
    for (const path of ['/account', '/organization', '/organization/keys', '/organization/tokens', '/notifications']) {
      await visit(path);
    }
    // The re-issue form open on the keys page.
    await page.goto(`${HUB}/organization/keys`);
    await pageSettled(page);
    await page.getByRole('button', { name: 'Re-issue' }).first().click();
    await expectNoHorizontalOverflow(page);

    const admin = await page
      .context()
      .browser()!
      .newContext({ viewport: { width: 390, height: 844 } });
    const adminPage = await admin.newPage();
    await signInToHub(adminPage, 'admin@demo.local', '/admin');
    for (const path of [
      '/admin',
      '/admin/templates',
      '/admin/templates/new',
      `/admin/templates/${slug}`,
      '/admin/categories',
      '/admin/access',
      '/admin/users',
      '/admin/organizations',
      '/admin/keys',
    ]) {
      await adminPage.goto(`${HUB}${path}`);
      await pageSettled(adminPage);
      await expectNoHorizontalOverflow(adminPage);
      await expectTablesInTheirOwnBox(adminPage);
    }
    await admin.close();
  });

  test('no page of the fleet console, nor the provider’s sign-in page, scrolls sideways', async ({ page }) => {
    await waitForFleet();
    await page.goto(`${FLEET}/`);
    await pageSettled(page);
    await expectNoHorizontalOverflow(page);
    await signInAsTempAdmin(page);
    for (const path of ['/', '/tokens', '/audit', '/users', '/settings', '/secrets', '/no-such-page']) {
      await page.goto(`${FLEET}${path}`);
      await pageSettled(page);
      await expectNoHorizontalOverflow(page);
      await expectTablesInTheirOwnBox(page);
    }
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: /^Sign in with / }).click();
    await page.waitForURL((url) => url.origin === IDP);
    await expect(page.getByLabel('Password')).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
