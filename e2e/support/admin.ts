import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { namePattern } from './translations';

/**
 * Approves a pending account from the admin's user list (/dashboard/user/list, "awaiting approval"), through the
 * row's actions menu and the confirmation dialog; `message` is the optional word to the person.
 */
export async function approveAccount(admin: Page, email: string, message?: string): Promise<void> {
  await admin.goto(`/dashboard/user/list?status=pending&q=${encodeURIComponent(email)}`);
  const row = admin.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: namePattern('people.users.actions.menu') }).click();
  await admin.getByRole('menuitem', { name: namePattern('people.users.actions.approve') }).click();
  const dialog = admin.getByRole('dialog', { name: namePattern('people.users.dialogs.approveTitle') });
  if (message) await dialog.getByRole('textbox', { name: namePattern('people.users.dialogs.message') }).fill(message);
  await dialog.getByRole('button', { name: namePattern('people.users.actions.approve') }).click();
  await expect(dialog).toBeHidden();
  // The list shows pending accounts only: an approved one leaves it.
  await expect(row).toHaveCount(0);
}
