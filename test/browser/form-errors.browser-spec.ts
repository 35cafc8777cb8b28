/**
 * Errors where the eye is (issue 28), for the forms a new user meets after the first ones: an API refusal is
 * said next to the field it names (aria-invalid, aria-describedby pointing at it), the focus moves to that field,
 * and a refusal that names no field is said beside the form's button. Each form here lets the value through the
 * browser's own checks, so the API is what refuses it.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInAsTempAdmin, waitForFleet } from './fleet-support.js';
import { expectAccessible, FLEET, signInToHub, watchConsole } from './support/system.js';

test.use({ viewport: { width: 1100, height: 760 } });

/** The field is marked invalid, described by its error (shown, in view, without the field's name), focused. */
async function expectErrorAtField(page: Page, field: Locator, id: string, text: RegExp | string): Promise<void> {
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAttribute('aria-describedby', new RegExp(`(^| )${id}-error( |$)`));
  const error = page.locator(`#${id}-error`);
  await expect(error).toHaveText(text);
  await expect(error).toBeInViewport();
  await expectAccessible(page);
}

test('hub: instance key, access token and member forms say refusals at their fields, or beside the button', async ({
  page,
}) => {
  const problems = watchConsole(page, { ignoreHttpErrors: true });
  await signInToHub(page, 'alice@demo.local', '/organization/keys');
  // Blank names pass the browser's `required`; the API refuses them.
  const keyName = page.getByLabel('Instance name');
  await keyName.fill('   ');
  await page.getByRole('button', { name: 'Create key' }).click();
  await expectErrorAtField(page, keyName, 'k-name', /^(Should not be empty|Must not be blank)$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Fixed, the key is created and the error is gone.
  await keyName.fill(`errors-${Date.now()}`);
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByTestId('secret')).toBeFocused();
  await expect(page.locator('#k-name-error')).toHaveCount(0);
  await expect(keyName).not.toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('link', { name: 'Access tokens' }).click();
  const tokenName = page.getByLabel('Token name');
  await tokenName.fill('   ');
  await page.getByRole('button', { name: 'Mint token' }).click();
  await expectErrorAtField(page, tokenName, 't-name', 'Should not be empty');

  // No hub user has this email: the refusal names no field, so it is said beside the button.
  await page.getByRole('link', { name: 'Members' }).click();
  await page.getByLabel('Email of a hub user').fill(`nobody-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Add member' }).click();
  const form = page.getByRole('form', { name: 'Add a member' });
  await expect(form.getByRole('alert')).toHaveText('No user with this email has signed in to the hub.');
  await expect(form.getByRole('alert')).toBeInViewport();
  await expectAccessible(page);
  expect(problems).toEqual([]);
});

test('hub admin: a grant the organization already holds is refused beside the button', async ({ page }) => {
  const problems = watchConsole(page, { ignoreHttpErrors: true });
  await signInToHub(page, 'admin@demo.local', '/admin/access');
  // The demo's grant (an organization on a private category), asked for again.
  const held = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Revoke' }) })
    .first();
  await expect(held).toBeVisible();
  const org = (await held.getByRole('cell').nth(0).textContent())!;
  const category = (await held.getByRole('cell').nth(1).textContent())!;
  await page.getByLabel('Organization').selectOption({ label: org });
  await page.getByLabel('Private category').selectOption({ label: category });
  await page.getByRole('button', { name: 'Grant access' }).click();
  const form = page.getByRole('form', { name: 'Grant access' });
  await expect(form.getByRole('alert')).toHaveText('This organization already holds a grant on this category.');
  await expect(form.getByRole('alert')).toBeInViewport();
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expectAccessible(page);
  expect(problems).toEqual([]);
});

test('hub admin: a taken slug, found by the server, lands on the Slug field, in view and focused; editing clears it', async ({
  page,
}) => {
  const problems = watchConsole(page, { ignoreHttpErrors: true });
  await signInToHub(page, 'admin@demo.local', '/admin/templates/new');
  await page.getByLabel('Name', { exact: true }).fill(`Taken slug ${Date.now()}`);
  const slug = page.getByLabel('Slug');
  // The demo's vLLM holds this slug: only the server knows.
  await slug.fill('vllm');
  await page.getByLabel('Image name').fill('ghcr.io/example/taken');
  // Scrolled to the Save button, 2,000 px below the field.
  await page.getByRole('button', { name: 'Create template' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Create template' }).click();
  await expectErrorAtField(page, slug, 'tf-slug', 'Is taken by another template');
  // Said at the field only, not again beside the button.
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Edited, the error goes at once (before any new save).
  await slug.fill('vllm-2');
  await expect(page.locator('#tf-slug-error')).toHaveCount(0);
  await expect(slug).not.toHaveAttribute('aria-invalid', 'true');
  expect(problems).toEqual([]);
});

test('hub admin: a taken category slug lands on its field; editing clears it', async ({ page }) => {
  const problems = watchConsole(page, { ignoreHttpErrors: true });
  await signInToHub(page, 'admin@demo.local', '/admin/categories');
  const taken = (await page.locator('table code').first().textContent())!;
  await page.getByLabel('Name', { exact: true }).fill(`Again ${Date.now()}`);
  const slug = page.getByLabel('Slug');
  await slug.fill(taken);
  await page.getByRole('button', { name: 'Create category' }).click();
  await expectErrorAtField(page, slug, 'c-slug', 'Is taken by another category');
  await slug.fill(`${taken}-x`);
  await expect(page.locator('#c-slug-error')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('fleet: the machine-token form says a refusal at its field, focus on it', async ({ page }) => {
  await waitForFleet();
  const problems = watchConsole(page, { ignoreHttpErrors: true });
  await signInAsTempAdmin(page, '/tokens');
  const name = page.getByLabel('Name');
  await name.fill('   ');
  await page.getByRole('button', { name: 'Create token' }).click();
  await expectErrorAtField(page, name, 'token-name', 'Must not be blank');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('fleet: the sign-in provider settings form says a refusal at its field; fields set by the environment are locked', async ({
  page,
}) => {
  await waitForFleet();
  const problems = watchConsole(page, { ignoreHttpErrors: true });
  await signInAsTempAdmin(page, '/settings');
  const form = page.getByRole('form', { name: 'Change the stored provider settings' });
  // The browser system sets the issuer and the client id by FLEET_OIDC_*: those cannot be changed here.
  await expect(form.getByLabel('Issuer URL')).toBeDisabled();
  await expect(form.getByLabel('Issuer URL')).toHaveAttribute('aria-describedby', 'oidc-env-note');
  // An ftp: address is a URL to the browser, not to the API (http or https only).
  const redirect = form.getByLabel('Redirect URI');
  await expect(redirect).toHaveValue(`${FLEET}/callback`);
  await redirect.fill('ftp://fleet.example/callback');
  await form.getByRole('button', { name: 'Save provider settings' }).click();
  await expectErrorAtField(page, redirect, 'oidc-redirect-uri', /^Must be a URL address/);
  // Nothing was saved.
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Change the stored provider settings' }).getByLabel('Redirect URI'),
  ).toHaveValue(`${FLEET}/callback`);
  expect(problems).toEqual([]);
});
