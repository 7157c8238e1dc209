import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createVerifiedAccount, newAccount, RESET_SUBJECT, VERIFY_SUBJECT } from './support/accounts';
import type { Account } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { ADMIN, baseUrl } from './support/env';
import { test } from './support/fixtures';
import { findLink, waitForMail } from './support/mailbox';
import { namePattern } from './support/translations';
import { approveAccount } from './support/admin';
import { button, field, fillRegistration, fillSignIn, signOutViaUi } from './support/ui';

const heading = (page: Page, key: string) => page.getByRole('heading', { name: namePattern(key) });

/** The link of the newest verification e-mail; it must lead back to this very app (APP_URL). */
async function verificationLink(email: string, since: number): Promise<string> {
  const link = findLink(await waitForMail(email, VERIFY_SUBJECT, { since }), '/auth/verify');
  expect(link.origin).toBe(new URL(baseUrl()).origin);
  return link.href;
}

async function register(page: Page, account: Account): Promise<number> {
  const since = Date.now();
  await page.goto('/auth/register');
  await fillRegistration(page, account);
  return since;
}

test('a customer registers, verifies the e-mail, signs in and signs out', async ({ page }) => {
  const customer = newAccount('customer');
  const since = await register(page, customer);
  await verificationLink(customer.email, since);

  // Not verified yet: the sign-in is refused with a visible message.
  await page.goto('/auth/login');
  await fillSignIn(page, customer);
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);

  await page.goto(await verificationLink(customer.email, since));
  await expect(heading(page, 'auth.verify.successTitle')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/auth/login');
  await fillSignIn(page, customer);
  await expect(page).toHaveURL(/\/my\/dashboard/);
  await expectNoAxeViolations(page);
  await signOutViaUi(page);
});

test('a pharmacy waits for approval until the admin approves it', async ({ page, openPage }) => {
  const pharmacy = newAccount('pharmacy');
  const since = await register(page, pharmacy);
  await page.goto(await verificationLink(pharmacy.email, since));
  await expect(heading(page, 'auth.verify.successTitle')).toBeVisible();

  await page.goto('/auth/login');
  await fillSignIn(page, pharmacy);
  await expect(heading(page, 'auth.pending.title')).toBeVisible();
  await expectNoAxeViolations(page);
  // Any dashboard address shows the same waiting page while the account is pending.
  await page.goto('/dashboard/app');
  await expect(heading(page, 'auth.pending.title')).toBeVisible();

  const admin = await openPage();
  await admin.goto('/auth/login');
  await fillSignIn(admin, ADMIN);
  await expect(admin).toHaveURL(/\/dashboard/);
  const approvedAt = Date.now();
  await approveAccount(admin, pharmacy.email);
  await waitForMail(pharmacy.email, /approved/i, { since: approvedAt });

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('navigation', { name: namePattern('layout.dashboardNavigation') })).toBeVisible();
  await expect(heading(page, 'auth.pending.title')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a forgotten password is reset through the e-mailed link', async ({ page, request }) => {
  // Created through a separate request context: the page stays signed out, like someone who forgot.
  const account = await createVerifiedAccount(request, 'customer');
  const newPassword = 'Brand-new-secret-7';
  const since = Date.now();

  await page.goto('/auth/reset-password');
  await field(page, 'auth.fields.email').fill(account.email);
  await button(page, 'auth.resetPassword.submit').click();
  await expect(heading(page, 'auth.resetPassword.sentTitle')).toBeVisible();

  const link = findLink(await waitForMail(account.email, RESET_SUBJECT, { since }), '/auth/new-password');
  expect(link.searchParams.get('token')).toBeTruthy();
  await page.goto(link.href);
  await field(page, 'auth.fields.newPassword').fill(newPassword);
  await field(page, 'auth.fields.confirmPassword').fill(newPassword);
  await button(page, 'auth.newPassword.submit').click();
  await expect(heading(page, 'auth.newPassword.successTitle')).toBeVisible();

  const old = await request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: { origin: baseUrl() },
  });
  expect(old.status(), 'the old password no longer works').toBe(401);

  await page.goto('/auth/login');
  await fillSignIn(page, { email: account.email, password: newPassword });
  await expect(page).toHaveURL(/\/my\/dashboard/);
});
