/**
 * The fleet console (consoles/fleet) in Chromium against `npm start`'s system (playwright.config.ts):
 * sign-in with the dev IdP and with the temporary administrator, machine tokens seen in the audit log,
 * sign-out, an accessibility scan of every page and a phone-width check. `SCREENSHOTS=1` also writes
 * docs/screenshots/fleet-<page>.png.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  consoleToken,
  expectNoHorizontalOverflow,
  focusOutline,
  saveScreenshot,
  SESSION_KEY,
  signInAsTempAdmin,
  spoilAccessToken,
  storedKeys,
  waitForFleet,
  watchFleetConsole,
} from './fleet-support.js';
import { DEMO_PASSWORD, expectAccessible, FLEET, IDP, TEMP_ADMIN, watchConsole } from './support/system.js';

const FLEET_PORT = new URL(FLEET).port;
const screenshots = process.env.SCREENSHOTS === '1';

async function signInAtDevIdp(page: Page, email: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${IDP}/`));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('fleet console', () => {
  test.beforeAll(() => waitForFleet());

  test('signs in with OIDC through the dev IdP (code + PKCE) and lands on a clean URL', async ({ page, request }) => {
    const problems = watchFleetConsole(page);
    const authorize: URL[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(`${IDP}/auth`)) authorize.push(new URL(r.url()));
    });
    await page.goto(`${FLEET}/`);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByRole('button', { name: `Sign in with 127.0.0.1:${new URL(IDP).port}` }).click();
    await signInAtDevIdp(page, 'alice@demo.local');

    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    // Nothing of the provider's answer is left in the address bar.
    expect(page.url()).toBe(`${FLEET}/`);
    await page.getByRole('link', { name: 'Who am I' }).click();
    await expect(page.getByRole('heading', { name: 'Who am I' })).toBeVisible();
    await expect(page.getByTestId('me-name')).toHaveText('Alice Anders');
    await expect(page.getByTestId('me-method')).toHaveText('the OpenID provider');
    // The authorization request carried PKCE S256, a state and a nonce.
    const params = authorize[0].searchParams;
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('state')?.length).toBeGreaterThanOrEqual(32);
    expect(params.get('nonce')?.length).toBeGreaterThanOrEqual(32);
    expect(params.get('redirect_uri')).toBe(`${FLEET}/callback`);
    // The token the console holds is a provider token the fleet accepts; the PKCE state is gone.
    expect(await storedKeys(page)).toEqual([SESSION_KEY]);
    const token = await consoleToken(page);
    const me = await request.get(`${FLEET}/api/v1/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect((await me.json()).user).toMatchObject({ email: 'alice@demo.local', auth_method: 'oidc' });
    // A reload keeps the operator signed in (sessionStorage).
    await page.reload();
    await expect(page.getByTestId('me-name')).toHaveText('Alice Anders');
    expect(problems).toEqual([]);
    // An access token the fleet refuses is renewed once with the refresh token (offline_access).
    await spoilAccessToken(page);
    await page.reload();
    await expect(page.getByTestId('me-name')).toHaveText('Alice Anders');
    const renewed = await consoleToken(page);
    expect(renewed).not.toBe('spoiled');
    expect(renewed).not.toBe(token);
  });

  test('opened on another origin than the redirect URI, the sign-in moves there first and still completes; sign-out forgets the provider tokens', async ({
    page,
  }) => {
    await page.goto(`http://localhost:${FLEET_PORT}/`);
    await page.getByRole('button', { name: /^Sign in with / }).click();
    await signInAtDevIdp(page, 'bob@demo.local');
    await expect(page.getByTestId('me-name')).toHaveText('Bob Berg');
    expect(page.url()).toBe(`${FLEET}/`);
    // Signing out of a provider session forgets its tokens and ends the provider's session (RP-initiated
    // logout), then comes back here: a reload shows the sign-in page.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.origin === IDP);
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await page.waitForURL((url) => url.origin === FLEET);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await storedKeys(page)).toEqual([]);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('a callback whose state was not started here is refused without an exchange', async ({ page }) => {
    const exchanges: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/auth/oidc/token')) exchanges.push(r.url());
    });
    await page.goto(`${FLEET}/callback?code=forged-code&state=forged-state`);
    await expect(page.getByRole('alert')).toContainText('does not match a sign-in started here');
    expect(page.url()).toBe(`${FLEET}/callback`);
    expect(exchanges).toEqual([]);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to the sign-in page' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('the temporary administrator signs in with the form; a wrong password shows the API’s detail', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${FLEET}/`);
    await page.getByLabel('Email or user name').fill(TEMP_ADMIN.user);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
    expect(await consoleToken(page)).toBeNull();

    await page.getByLabel('Password').fill(TEMP_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByTestId('me-method')).toHaveText('the temporary administrator’s password');
    await expect(page.getByTestId('me-name')).not.toBeEmpty();
    expect(problems).toEqual([]);
  });

  test('a session the API refuses sends the operator back to the sign-in page, saying why', async ({ page }) => {
    await signInAsTempAdmin(page, '/users');
    await spoilAccessToken(page, { needRefresh: false });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Your session has ended');
    expect(await consoleToken(page)).toBeNull();
    // Signing in again returns to the page that was open.
    await page.getByLabel('Email or user name').fill(TEMP_ADMIN.user);
    await page.getByLabel('Password').fill(TEMP_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users and roles' })).toBeVisible();
  });

  test('a machine token is shown once, works from outside, and its calls appear in the audit log', async ({
    page,
    request,
  }) => {
    await signInAsTempAdmin(page, '/tokens');
    await expect(page.getByRole('heading', { name: 'Machine tokens' })).toBeVisible();
    const name = `browser-ci-${Date.now()}`;
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Role').selectOption('admin');
    await page.getByLabel('Expires after').selectOption('30');
    await page.getByRole('button', { name: 'Create token' }).click();
    const secret = (await page.getByTestId('secret').textContent())!;
    expect(secret).toMatch(/^svcm_/);
    const row = page.getByTestId('token-row').filter({ hasText: name });
    await expect(row).toContainText(secret.slice(0, 12));
    await expect(row).toContainText('active');

    // Used from a script: one success and one refusal.
    const auth = { authorization: `Bearer ${secret}` };
    expect((await request.get(`${FLEET}/api/v1/secrets`, { headers: auth })).status()).toBe(200);
    expect((await request.get(`${FLEET}/api/v1/no-such-route`, { headers: auth })).status()).toBe(404);

    // Shown once: after a reload the secret is nowhere on the page.
    await page.reload();
    await expect(row).toBeVisible();
    await expect(page.getByTestId('secret')).toHaveCount(0);
    expect(await page.content()).not.toContain(secret);

    // The audit log, filtered by that token, shows both calls; by status, only the refusal.
    await row.getByRole('link', { name: `Audit of ${name}` }).click();
    await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    await expect(page.getByLabel('Token')).toHaveValue(/[0-9a-f-]{36}/);
    const entries = page.getByTestId('audit-row');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText('GET /api/v1/no-such-route');
    await expect(entries.nth(0)).toContainText('404');
    await expect(entries.nth(1)).toContainText('GET /api/v1/secrets');
    await expect(entries.nth(1)).toContainText('200');
    await expect(entries.nth(1)).toContainText(name);
    await page.getByLabel('Status').selectOption('2xx');
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText('GET /api/v1/secrets');
    expect(new URL(page.url()).searchParams.get('status')).toBe('2xx');
    await page.getByLabel('Status').selectOption('4xx');
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText('/api/v1/no-such-route');

    // Re-issue: the old secret stops working, the new one works; revoke: refused.
    await page.getByRole('link', { name: 'Machine tokens' }).click();
    page.once('dialog', (d) => void d.accept());
    await row.getByRole('button', { name: `Re-issue ${name}` }).click();
    const reissued = (await page.getByTestId('secret').textContent())!;
    expect(reissued).toMatch(/^svcm_/);
    expect(reissued).not.toBe(secret);
    expect((await request.get(`${FLEET}/api/v1/auth/me`, { headers: auth })).status()).toBe(401);
    const auth2 = { authorization: `Bearer ${reissued}` };
    expect((await request.get(`${FLEET}/api/v1/auth/me`, { headers: auth2 })).status()).toBe(200);
    page.once('dialog', (d) => void d.accept());
    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    await expect(row).toContainText('revoked');
    await expect(page.getByTestId('secret')).toHaveCount(0);
    expect((await request.get(`${FLEET}/api/v1/auth/me`, { headers: auth2 })).status()).toBe(401);
  });

  test('sign out ends the session: a reload shows the sign-in page and the API refuses the old token', async ({
    page,
    request,
  }) => {
    await signInAsTempAdmin(page);
    const token = await consoleToken(page);
    const headers = { authorization: `Bearer ${token}` };
    expect((await request.get(`${FLEET}/api/v1/auth/me`, { headers })).status()).toBe(200);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await consoleToken(page)).toBeNull();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    const after = await request.get(`${FLEET}/api/v1/auth/me`, { headers });
    expect(after.status()).toBe(401);
    expect((await after.json()).code).toBe('invalid_token');
  });

  test('users, settings with the hub sync, and secrets whose values are never shown again', async ({ page }) => {
    await signInAsTempAdmin(page, '/users');
    const email = `ops-${Date.now()}@example.com`;
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Name').fill('Olga Ops');
    await page.getByLabel('Password (8 characters or more)', { exact: true }).fill('correct horse battery');
    await page.getByLabel('Role').selectOption('readonly');
    await page.getByRole('button', { name: 'Create user' }).click();
    const row = page.getByTestId('user-row').filter({ hasText: email });
    await expect(row).toContainText('readonly');
    // A role change asks first: Cancel changes nothing, the dialog's button does it (and it is on record).
    const makeAdmin = row.getByRole('button', { name: 'Make admin (Olga Ops)' });
    await makeAdmin.click();
    const dialog = page.getByRole('dialog', { name: 'Make Olga Ops admin?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(makeAdmin).toBeFocused();
    await expect(row).toContainText('readonly');
    await makeAdmin.click();
    await dialog.getByRole('button', { name: 'Make admin' }).click();
    await expect(row).toContainText('admin');
    await expect(page.getByRole('status')).toContainText('Olga Ops is now admin');
    // A duplicate email, found by the server, lands on the Email field (focused, in view) and clears when edited.
    const emailField = page.getByLabel('Email', { exact: true });
    await emailField.fill(email);
    await page.getByLabel('Name').fill('Olga Again');
    await page.getByLabel('Password (8 characters or more)', { exact: true }).fill('correct horse battery');
    await page.getByRole('button', { name: 'Create user' }).click();
    await expect(emailField).toBeFocused();
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#user-email-error')).toContainText('A local user with this email exists');
    await expect(page.locator('#user-email-error')).toBeInViewport();
    await emailField.fill(`other-${email}`);
    await expect(page.locator('#user-email-error')).toHaveCount(0);
    await expect(emailField).not.toHaveAttribute('aria-invalid', 'true');
    // The role change is in the audit log, as a person's action.
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByLabel('Kind').selectOption('person');
    await page.getByLabel('Action').selectOption('user.role.change');
    await expect(page.getByTestId('audit-row').first()).toContainText('user.role.change');
    await expect(page.getByTestId('audit-row').first()).toContainText('role: readonly → admin');
    // Another user, removed again (back on the Users page).
    await page
      .getByRole('navigation', { name: 'Fleet console' })
      .getByRole('link', { name: 'Users', exact: true })
      .click();
    await page.getByLabel('Email', { exact: true }).fill(`temp-${email}`);
    await page.getByLabel('Name').fill('Rita Remove');
    await page.getByLabel('Password (8 characters or more)', { exact: true }).fill('correct horse battery');
    await page.getByRole('button', { name: 'Create user' }).click();
    const rita = page.getByTestId('user-row').filter({ hasText: 'Rita Remove' });
    await expect(rita).toBeVisible();
    page.once('dialog', (d) => void d.accept());
    await rita.getByRole('button', { name: 'Remove Rita Remove' }).click();
    await expect(page.getByRole('status')).toHaveText('Rita Remove was removed.');
    await expect(rita).toHaveCount(0);
    // A new password for Olga, who then signs in with it.
    await page.getByLabel('User', { exact: true }).selectOption({ label: `Olga Ops (${email})` });
    await page.getByLabel('New password (8 characters or more)').fill('another good password');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByRole('status')).toContainText('Olga Ops has a new password');

    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect(page.getByRole('status')).toContainText(/upserted/);
    await expect(page.getByTestId('sync-status')).toContainText('in sync');
    await expect(page.getByTestId('sync-templates')).not.toHaveText('0');

    await page.getByRole('link', { name: 'Secrets' }).click();
    const value = `value-${Date.now()}`;
    await page.getByLabel('Name').fill('DB_PASSWORD');
    await page.getByLabel('Value').fill(value);
    await page.getByRole('button', { name: 'Save secret' }).click();
    await expect(page.getByRole('status')).toContainText('DB_PASSWORD was');
    await expect(page.getByTestId('secret-row').filter({ hasText: 'DB_PASSWORD' })).toBeVisible();
    await expect(page.getByLabel('Value')).toHaveValue('');
    expect(await page.content()).not.toContain(value);
    await page.reload();
    const secretRow = page.getByTestId('secret-row').filter({ hasText: 'DB_PASSWORD' });
    await expect(secretRow).toBeVisible();
    expect(await page.content()).not.toContain(value);
    // A new value: the name is filled in, the value is written blind; then the secret is deleted.
    await secretRow.getByRole('button', { name: 'New value for DB_PASSWORD' }).click();
    await expect(page.getByLabel('Name')).toHaveValue('DB_PASSWORD');
    await expect(page.getByLabel('Value')).toBeFocused();
    await page.keyboard.type('rotated-value');
    await page.getByRole('button', { name: 'Save secret' }).click();
    await expect(page.getByRole('status')).toHaveText('DB_PASSWORD was updated. Its value is not shown again.');
    page.once('dialog', (d) => void d.accept());
    await secretRow.getByRole('button', { name: 'Delete DB_PASSWORD' }).click();
    await expect(page.getByRole('status')).toHaveText('DB_PASSWORD was deleted.');
    await expect(secretRow).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Email or user name').fill(email);
    await page.getByLabel('Password').fill('another good password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByTestId('me-method')).toHaveText('a local password');
    await expect(page.getByTestId('me-name')).toHaveText('Olga Ops');
  });

  test('every page passes the accessibility scan (and is what the README shows)', async ({ page, request }) => {
    const problems = watchConsole(page);
    await page.setViewportSize({ width: 1100, height: 760 });
    await page.goto(`${FLEET}/`);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectAccessible(page);
    if (screenshots) await saveScreenshot(page, 'sign-in');

    await signInAsTempAdmin(page);
    // Some data to show: a token that was used, a secret.
    const token = await consoleToken(page);
    const headers = { authorization: `Bearer ${token}` };
    const created = await request.post(`${FLEET}/api/v1/machine-tokens`, {
      headers,
      data: { name: 'nightly backup', role: 'readonly', expires_in_days: 90 },
    });
    const machine = (await created.json()).machineToken.token as string;
    for (const path of ['/api/v1/secrets', '/api/v1/hub/templates', '/api/v1/users/nope']) {
      await request.get(`${FLEET}${path}`, { headers: { authorization: `Bearer ${machine}` } });
    }
    await request.put(`${FLEET}/api/v1/secrets/SMTP_PASSWORD`, { headers, data: { value: 'hunter22' } });
    await request.put(`${FLEET}/api/v1/secrets/REGISTRY_TOKEN`, { headers, data: { value: 'abc' } });
    await request.post(`${FLEET}/api/v1/users`, {
      headers,
      data: { email: 'olga@example.com', name: 'Olga Ops', password: 'correct horse battery', role: 'admin' },
    });

    const pages = [
      { path: '/me', heading: 'Who am I', shot: 'me' },
      { path: '/tokens', heading: 'Machine tokens', shot: 'tokens' },
      { path: '/audit', heading: 'Audit log', shot: 'audit' },
      { path: '/users', heading: 'Users and roles', shot: 'users' },
      { path: '/settings', heading: 'Settings', shot: 'settings' },
      { path: '/secrets', heading: 'Secrets', shot: 'secrets' },
    ];
    for (const p of pages) {
      await page.goto(`${FLEET}${p.path}`);
      await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
      await expect(page.getByText('Loading…')).toHaveCount(0);
      if (p.path === '/tokens') {
        // The shown-once secret is part of the page to check (and to show).
        await page.getByLabel('Name').fill('ci deploy');
        await page.getByRole('button', { name: 'Create token' }).click();
        await expect(page.getByTestId('secret')).toBeVisible();
      }
      await expectAccessible(page);
      if (screenshots) await saveScreenshot(page, p.shot);
    }
    expect(problems).toEqual([]);
  });

  test('at a phone’s width (390 px) the sign-in and tokens pages do not scroll sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${FLEET}/`);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await signInAsTempAdmin(page, '/tokens');
    await page.getByLabel('Name').fill('a token with a rather long name for a small screen');
    await page.getByRole('button', { name: 'Create token' }).click();
    await expect(page.getByTestId('secret')).toBeVisible();
    await expect(page.getByTestId('token-row').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.goto(`${FLEET}/audit`);
    await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });

  test('keyboard only: the sign-in form and the navigation are reachable with Tab', async ({ page }) => {
    await page.goto(`${FLEET}/`);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByLabel('Email or user name').focus();
    await page.keyboard.type(TEMP_ADMIN.user);
    await page.keyboard.press('Tab');
    await page.keyboard.type(TEMP_ADMIN.password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    const tokensLink = page.getByRole('link', { name: 'Machine tokens' });
    for (let i = 0; i < 10 && !(await focusOutline(tokensLink)).focused; i++) await page.keyboard.press('Tab');
    await expect(tokensLink).toBeFocused();
    expect((await focusOutline(tokensLink)).outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Machine tokens' })).toBeVisible();
  });
});
