import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import type { Account, Credentials, SelfRegisterRole } from './accounts';

/**
 * The forms are driven the way a person (or a screen reader) finds things: by label and role.
 * Names are the English texts; patterns rather than exact strings so wording can be polished.
 */
/** A label pattern that also accepts MUI's required marker (" *", a thin space and an asterisk). */
function label(pattern: string): RegExp {
  return new RegExp(`^(?:${pattern})[\\s\\u2009]*\\*?$`, 'i');
}

export const FIELD = {
  email: label('e-?mail( address)?'),
  password: label('password'),
  newPassword: label('(new )?password'),
  confirmPassword: label('confirm (new )?password'),
  firstName: label('first name'),
  lastName: label('last name'),
  role: label('role|i am an?|account type|register as'),
} as const;

export const BUTTON = {
  signIn: /^(sign in|log ?in)$/i,
  register: /^(create account|register|sign up)$/i,
  sendReset: /^(send|send (reset )?(link|e-?mail)|reset password|send request)$/i,
  savePassword: /^(update|save|change|set|reset) (new )?password$/i,
  signOut: /^(sign out|log ?out)$/i,
  accountMenu: /^(account|account menu|user menu|profile|open account menu)$/i,
} as const;

/** The first visible control with this accessible name among the roles a toggle can have. */
export function control(scope: Page | Locator, name: RegExp): Locator {
  const roles = ['switch', 'checkbox', 'radio', 'button', 'menuitem', 'menuitemradio', 'option', 'tab'] as const;
  const [first, ...rest] = roles.map((role) => scope.getByRole(role, { name }));
  return rest.reduce((all, next) => all.or(next), first!).filter({ visible: true }).first();
}

export async function fillSignIn(page: Page, who: Credentials): Promise<void> {
  await page.getByLabel(FIELD.email).fill(who.email);
  await page.getByLabel(FIELD.password).fill(who.password);
  await page.getByRole('button', { name: BUTTON.signIn }).click();
}

async function chooseRole(page: Page, role: SelfRegisterRole): Promise<void> {
  const roleName = new RegExp(`^${role}`, 'i');
  const radio = page.getByRole('radio', { name: roleName });
  if (await radio.count()) {
    await radio.check();
    return;
  }
  await page.getByRole('combobox', { name: FIELD.role }).click();
  await page.getByRole('option', { name: roleName }).click();
}

export async function fillRegistration(page: Page, account: Account): Promise<void> {
  await page.getByLabel(FIELD.firstName).fill(account.firstName);
  await page.getByLabel(FIELD.lastName).fill(account.lastName);
  await page.getByLabel(FIELD.email).fill(account.email);
  await page.getByLabel(FIELD.password).fill(account.password);
  await chooseRole(page, account.role);
  await page.getByRole('button', { name: BUTTON.register }).click();
}

/** Signs out through the UI: a visible sign-out control, or the one inside the account menu. */
export async function signOutViaUi(page: Page): Promise<void> {
  const direct = control(page, BUTTON.signOut);
  if (!(await direct.isVisible())) await page.getByRole('button', { name: BUTTON.accountMenu }).click();
  await control(page, BUTTON.signOut).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  expect((await page.request.get('/api/me')).status()).toBe(401);
}
