import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import type { Account, Credentials, SelfRegisterRole } from './accounts';
import { namePattern, startsWith } from './translations';

/** Fields and buttons are found as a person (or a screen reader) finds them: by label and role. */
export const field = (page: Page, key: string): Locator => page.getByLabel(namePattern(key));
export const button = (scope: Page | Locator, key: string): Locator => scope.getByRole('button', { name: namePattern(key) });

export async function fillSignIn(page: Page, who: Credentials): Promise<void> {
  await field(page, 'auth.fields.email').fill(who.email);
  await field(page, 'auth.fields.password').fill(who.password);
  await button(page, 'auth.login.submit').click();
}

export async function chooseRole(page: Page, role: SelfRegisterRole): Promise<void> {
  await page.getByRole('radio', { name: startsWith(`auth.roles.${role}.title`) }).check();
}

export async function fillRegistration(page: Page, account: Account): Promise<void> {
  await field(page, 'auth.fields.firstName').fill(account.firstName);
  await field(page, 'auth.fields.lastName').fill(account.lastName);
  await field(page, 'auth.fields.email').fill(account.email);
  await field(page, 'auth.fields.password').fill(account.password);
  await chooseRole(page, account.role);
  await button(page, 'auth.register.submit').click();
}

/** Signs out through the account menu of the header. */
export async function signOutViaUi(page: Page): Promise<void> {
  await button(page, 'layout.accountMenu').click();
  await page.getByRole('menuitem', { name: namePattern('layout.signOut') }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  expect((await page.request.get('/api/me')).status()).toBe(401);
}
