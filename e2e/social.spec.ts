import { randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createVerifiedAccount } from './support/accounts';
import type { SelfRegisterRole } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { baseUrl, ENV_SYNC_URL, requireEnv } from './support/env';
import { test } from './support/fixtures';
import { syncCalls } from './support/sync-peer';
import { namePattern, text } from './support/translations';
import { chooseRole, fillSignIn, signOutViaUi } from './support/ui';

/**
 * SPEC §1 "popup sign-in with one of three social providers", against a real local OpenID Connect issuer
 * (oidc-provider, started by the global setup; its development login form takes any login and password).
 */
type Provider = 'google' | 'facebook' | 'apple';

const socialButton = (page: Page, provider: Provider) =>
  page.getByRole('button', {
    name: text('auth.social.continueWith').replace('{{provider}}', text(`auth.social.providers.${provider}`)),
    exact: true,
  });

const socialEmail = (name: string) => `${name}.${randomBytes(4).toString('hex')}@social.example.com`;

/** Clicks the provider's button and plays the popup: the issuer's login form when it asks, then the popup closes. */
async function signInWithPopup(page: Page, provider: Provider, email: string): Promise<void> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), socialButton(page, provider).click()]);
  const closed = popup.waitForEvent('close', { timeout: 20_000 });
  const login = popup.locator('input[name="login"]');
  const first = await Promise.race([
    closed.then(() => 'closed' as const),
    login.waitFor({ state: 'visible', timeout: 20_000 }).then(
      () => 'form' as const,
      () => 'closed' as const,
    ),
  ]);
  if (first === 'form') {
    await login.fill(email);
    await popup.locator('input[name="password"]').fill('any-password');
    await popup.locator('button[type="submit"]').click();
  }
  await closed;
}

async function sessionUser(
  page: Page,
): Promise<{ uid: string; email: string; role: string; status: string; first_name: string } | null> {
  const res = await page.request.get('/api/session');
  return (await res.json()).user;
}

/** The e-mail inside a bearer id token the sync peer received. */
function tokenEmail(authorization: string | null): string | undefined {
  const payload = authorization?.replace(/^Bearer /, '').split('.')[1];
  return payload ? (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { email?: string }).email : undefined;
}

async function registerWithProvider(page: Page, provider: Provider, role: SelfRegisterRole, email: string) {
  await page.goto('/auth/register');
  await chooseRole(page, role);
  await signInWithPopup(page, provider, email);
  // A new pharmacy or shipper is signed in and waits for approval, as after a password registration.
  await expect(page.getByRole('heading', { name: namePattern('auth.pending.title') })).toBeVisible();
  expect(await sessionUser(page)).toMatchObject({ email, role, status: 'pending' });
}

test('each provider signs in through a popup: a first sign-in creates the account with the chosen role, a second finds it', async ({
  page,
  openPage,
}) => {
  await registerWithProvider(page, 'google', 'pharmacy', socialEmail('lena.maes'));
  await registerWithProvider(await openPage(), 'apple', 'shipper', socialEmail('tom.claes'));

  // Facebook from the sign-in page: a customer, with the token sync (SPEC §7) and a second sign-in.
  const email = socialEmail('sofie.janssens');
  const customer = await openPage();
  await customer.goto('/auth/login');
  await expectNoAxeViolations(customer);
  await signInWithPopup(customer, 'facebook', email);
  await expect(customer).toHaveURL(/\/my\/dashboard/);
  const first = await sessionUser(customer);
  expect(first).toMatchObject({ email, role: 'customer', status: 'active', first_name: 'Sofie' });

  const syncUrl = requireEnv(ENV_SYNC_URL);
  await expect
    .poll(async () =>
      (await syncCalls(syncUrl)).filter((c) => tokenEmail(c.authorization) === email).map((c) => c.method),
    )
    .toEqual(['POST']);
  await signOutViaUi(customer);
  const mine = async () => (await syncCalls(syncUrl)).filter((c) => tokenEmail(c.authorization) === email);
  await expect.poll(async () => (await mine()).map((c) => c.method)).toEqual(['POST', 'DELETE']);
  const [posted, deleted] = await mine();
  expect(deleted!.authorization).toBe(posted!.authorization);

  // The issuer still knows the person: the popup completes by itself and finds the same account.
  await signInWithPopup(customer, 'facebook', email);
  await expect(customer).toHaveURL(/\/my\/dashboard/);
  expect((await sessionUser(customer))?.uid).toBe(first!.uid);
});

test('an e-mail that has a password account is linked only after signing in with the password', async ({
  page,
  playwright,
  openPage,
}) => {
  const request = await playwright.request.newContext({ baseURL: baseUrl() });
  const account = await createVerifiedAccount(request, 'customer');
  await request.dispose();

  await page.goto('/auth/login');
  await signInWithPopup(page, 'google', account.email);
  await expect(page.getByRole('alert')).toContainText(
    text('auth.social.errors.account_not_linked').split('{{provider}}')[0]!.trim(),
  );
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await sessionUser(page)).toBeNull();

  // The proof: the password first, then the provider, in the popup, while signed in.
  await fillSignIn(page, account);
  await expect(page).toHaveURL(/\/my\/dashboard/);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate(() => void window.open('/auth/social?provider=google&intent=link', 'link', 'popup')),
  ]);
  await popup.waitForEvent('close', { timeout: 20_000 });
  const accounts = (await (await page.request.get('/api/auth/list-accounts')).json()) as { providerId: string }[];
  expect(accounts.map((a) => a.providerId).sort()).toEqual(['credential', 'google']);

  // From now on Google signs into that account.
  const other = await openPage();
  await other.goto('/auth/login');
  await signInWithPopup(other, 'google', account.email);
  await expect(other).toHaveURL(/\/my\/dashboard/);
  expect((await sessionUser(other))?.email).toBe(account.email);
});

test('a popup closed before the end leaves the person on the sign-in page with a message', async ({ page }) => {
  await page.goto('/auth/login');
  const [popup] = await Promise.all([page.waitForEvent('popup'), socialButton(page, 'apple').click()]);
  await popup.locator('input[name="login"]').waitFor();
  await popup.close();
  await expect(page.getByRole('alert')).toHaveText(text('auth.social.errors.cancelled'));
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expectNoAxeViolations(page);

  // The popup's own pages, opened without an opener, explain themselves (and pass axe).
  await page.goto('/auth/social/done?error=access_denied');
  await expect(page.getByRole('link', { name: namePattern('auth.social.popup.backToLogin') })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/auth/social?provider=unknown&intent=sign-in');
  await expect(page.getByRole('alert')).toHaveText(text('auth.social.popup.failed'));
  await expectNoAxeViolations(page);
});
