import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { namePattern } from './translations';

/** Approves a pending account from the admin's list (/dashboard/user/list), confirming in the dialog. */
export async function approveAccount(admin: Page, email: string): Promise<void> {
  await admin.goto('/dashboard/user/list');
  const row = admin.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: namePattern('admin.approvals.approveNamed') }).click();
  const dialog = admin.getByRole('dialog', { name: namePattern('admin.approvals.confirmTitle') });
  await dialog.getByRole('button', { name: namePattern('admin.approvals.approve') }).click();
  await expect(dialog).toBeHidden();
  // The list shows pending accounts only: an approved one leaves it.
  await expect(row).toHaveCount(0);
}
