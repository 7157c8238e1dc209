import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createVerifiedAccount, newAccount, RESET_SUBJECT, VERIFY_SUBJECT } from './support/accounts';
import type { Account } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { ADMIN, baseUrl } from './support/env';
import { test } from './support/fixtures';
import { findLink, waitForMail } from './support/mailbox';
import { BUTTON, FIELD, fillRegistration, fillSignIn, signOutViaUi } from './support/ui';

const WAITING_FOR_APPROVAL = /(waiting|awaiting|pending).{0,20}approval/i;

/** Registers through /auth/register and opens the link of the verification e-mail. */
async function registerAndVerify(page: Page, account: Account): Promise<void> {
  const since = Date.now();
  await page.goto('/auth/register');
  await fillRegistration(page, account);
  const link = findLink(await waitForMail(account.email, VERIFY_SUBJECT, { since }), '/auth/verify');
  // APP_URL is the address the tests use, so the link leads back to this very app.
  expect(link.origin).toBe(new URL(baseUrl()).origin);
  await page.goto(link.href);
  await expect(page.getByText(/verified/i).first()).toBeVisible();
  await expectNoAxeViolations(page);
}

test('a customer registers, verifies the e-mail, signs in and signs out', async ({ page }) => {
  const customer = newAccount('customer');
  const since = Date.now();
  await page.goto('/auth/register');
  await fillRegistration(page, customer);
  await waitForMail(customer.email, VERIFY_SUBJECT, { since });

  // Not verified yet: the sign-in is refused with a visible message.
  await page.goto('/auth/login');
  await fillSignIn(page, customer);
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);

  const link = findLink(await waitForMail(customer.email, VERIFY_SUBJECT, { since }), '/auth/verify');
  await page.goto(link.href);
  await expect(page.getByText(/verified/i).first()).toBeVisible();

  await page.goto('/auth/login');
  await fillSignIn(page, customer);
  await expect(page).toHaveURL(/\/my\/dashboard/);
  await expectNoAxeViolations(page);
  await signOutViaUi(page);
});

test('a pharmacy waits for approval until the admin approves it', async ({ page, openPage }) => {
  const pharmacy = newAccount('pharmacy');
  await registerAndVerify(page, pharmacy);
  await page.goto('/auth/login');
  await fillSignIn(page, pharmacy);
  await expect(page.getByText(WAITING_FOR_APPROVAL).first()).toBeVisible();
  await expectNoAxeViolations(page);
  // The dashboard stays closed while pending.
  await page.goto('/dashboard');
  await expect(page.getByText(WAITING_FOR_APPROVAL).first()).toBeVisible();

  const admin = await openPage();
  await admin.goto('/auth/login');
  await fillSignIn(admin, ADMIN);
  await expect(admin).toHaveURL(/\/dashboard/);
  await admin.goto('/dashboard/user/list');
  const row = admin.getByRole('row').filter({ hasText: pharmacy.email });
  const approve = row.getByRole('button', { name: /^approve$/i });
  await approve.click();
  await confirmIfAsked(admin);
  await expect(approve).toHaveCount(0);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText(WAITING_FOR_APPROVAL)).toHaveCount(0);
  await expect(page.getByRole('navigation').first()).toBeVisible();
});

/** Approval may ask for a confirmation (and the pharmacy to link): accept the first choice. */
async function confirmIfAsked(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  const asked = await dialog.waitFor({ state: 'visible', timeout: 2_000 }).then(
    () => true,
    () => false,
  );
  if (!asked) return;
  const choice = dialog.getByRole('combobox');
  if (await choice.count()) {
    await choice.first().click();
    await page.getByRole('option').first().click();
  }
  await dialog.getByRole('button', { name: /^(approve|confirm)$/i }).click();
  await expect(dialog).toBeHidden();
}

test('a forgotten password is reset through the e-mailed link', async ({ page, request }) => {
  // A separate request context: the page stays signed out, as someone who forgot their password.
  const account = await createVerifiedAccount(request, 'customer');
  const newPassword = 'Brand-new-secret-7';
  const since = Date.now();

  await page.goto('/auth/reset-password');
  await expectNoAxeViolations(page);
  await page.getByLabel(FIELD.email).fill(account.email);
  const requested = page.waitForResponse((r) => r.url().includes('/api/auth/request-password-reset'));
  await page.getByRole('button', { name: BUTTON.sendReset }).click();
  expect((await requested).ok()).toBe(true);

  const link = findLink(await waitForMail(account.email, RESET_SUBJECT, { since }), '/auth/new-password');
  expect(link.searchParams.get('token')).toBeTruthy();
  await page.goto(link.href);
  await page.getByLabel(FIELD.newPassword).fill(newPassword);
  await page.getByLabel(FIELD.confirmPassword).fill(newPassword);
  const reset = page.waitForResponse((r) => r.url().includes('/api/auth/reset-password'));
  await page.getByRole('button', { name: BUTTON.savePassword }).click();
  expect((await reset).ok()).toBe(true);

  const old = await request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: { origin: baseUrl() },
  });
  expect(old.status()).toBe(401);

  await page.goto('/auth/login');
  await fillSignIn(page, { email: account.email, password: newPassword });
  await expect(page).toHaveURL(/\/my\/dashboard/);
});
