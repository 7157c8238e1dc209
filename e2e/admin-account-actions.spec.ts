import { expect, request } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { allowedAccountActions } from '../packages/shared/src/accounts/lifecycle';
import type { AccountAction, AccountStatus } from '../packages/shared/src/accounts/lifecycle';
import { createVerifiedAccountWithUid, signInViaApi } from './support/accounts';
import type { Account } from './support/accounts';
import { ADMIN, baseUrl } from './support/env';
import { test } from './support/fixtures';
import { namePattern, text } from './support/translations';

/**
 * The admin's ⋮ menu in the user list offers exactly the decisions the server accepts (the account lifecycle table,
 * packages/shared/src/accounts/lifecycle.ts), for an account in each status; one offered decision per status is then
 * taken through its dialog and lands.
 */
const ADMIN_ON_SOMEONE_ELSE = { isAdmin: true, isSelf: false };

/** The menu's wording of each decision (the role change is "Change role"). */
const actionLabel = (action: AccountAction) =>
  text(`people.users.actions.${action === 'change_role' ? 'role' : action}`);

/** The decision taken per status, with the status it leads to. */
const TAKEN: Record<AccountStatus, { action: AccountAction; to: AccountStatus }> = {
  pending: { action: 'approve', to: 'active' },
  active: { action: 'suspend', to: 'suspended' },
  suspended: { action: 'reactivate', to: 'active' },
  refused: { action: 'reactivate', to: 'active' },
};

async function adminApi(): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL: baseUrl() });
  await signInViaApi(context, ADMIN);
  return context;
}

async function post(api: APIRequestContext, path: string, data?: object): Promise<void> {
  const response = await api.post(path, { data, headers: { origin: baseUrl() } });
  expect(response.ok(), `POST ${path}: HTTP ${response.status()} ${await response.text()}`).toBe(true);
}

/** A courier's account (couriers wait for approval after verifying their address), brought to `status` by the API. */
async function courierIn(status: AccountStatus, admin: APIRequestContext): Promise<Account> {
  const account = await createVerifiedAccountWithUid('shipper');
  const { uid } = account;
  const steps: Record<AccountStatus, string[]> = {
    pending: [],
    active: ['approve'],
    suspended: ['approve', 'suspend'],
    refused: ['refuse'],
  };
  for (const step of steps[status]) {
    await post(
      admin,
      `/api/admin/accounts/${uid}/${step}`,
      step === 'refuse' ? { message: 'No courier licence.' } : {},
    );
  }
  return account;
}

/**
 * The person's row in the user list filtered to one status, once the list has loaded: over 10 s for the lazy page and
 * its query on a loaded 2-core machine, so the same 30 s allowance as routes.spec.ts.
 */
async function rowIn(page: Page, status: AccountStatus, email: string) {
  await page.goto(`/dashboard/user/list?status=${status}&q=${encodeURIComponent(email)}`);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  return row;
}

async function openMenu(page: Page, status: AccountStatus, email: string) {
  const row = await rowIn(page, status, email);
  await row.getByRole('button', { name: namePattern('people.users.actions.menu') }).click();
  return page.getByRole('menu');
}

for (const status of ['pending', 'active', 'suspended', 'refused'] as const) {
  test(`a ${status} account: the menu offers what the server accepts, and ${TAKEN[status].action} lands`, async ({
    page,
    signIn,
  }) => {
    const admin = await adminApi();
    const courier = await courierIn(status, admin);
    await admin.dispose();
    await signIn(ADMIN);

    const menu = await openMenu(page, status, courier.email);
    const navigation = [text('people.users.actions.edit'), text('people.users.actions.viewProfile')];
    const offered = (await menu.getByRole('menuitem').allInnerTexts())
      .map((item) => item.trim())
      .filter((item) => !navigation.includes(item));
    const accepted = allowedAccountActions({ status, anonymised: false }, ADMIN_ON_SOMEONE_ELSE).map(actionLabel);
    expect(offered.toSorted()).toEqual(accepted.toSorted());

    const { action, to } = TAKEN[status];
    await menu.getByRole('menuitem', { name: actionLabel(action), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: namePattern(`people.users.dialogs.${action}Title`) });
    await dialog.getByRole('button', { name: actionLabel(action), exact: true }).click();
    await expect(dialog).toBeHidden();
    // The person now shows among the accounts of the new status (rowIn waits for exactly one row).
    await rowIn(page, to, courier.email);
  });
}
