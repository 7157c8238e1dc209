import { expect } from '@playwright/test';
import { signInViaApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { ADMIN } from './support/env';
import { test } from './support/fixtures';
import { text } from './support/translations';

test.describe.configure({ timeout: 90_000 });

test('a visitor’s message from /contact-us reaches the admin’s mailbox, live', async ({ page, openPage }) => {
  const admin = await openPage();
  await signInViaApi(admin.request, ADMIN);
  await admin.goto('/dashboard/mail');
  await expect(admin.getByRole('heading', { level: 2, name: text('mail.labels.system.inbox') })).toBeVisible();

  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: text('pages.contact.form.title') });
  const subject = `Opening hours on Sundays ${Date.now()}`;
  await form.getByRole('textbox', { name: text('pages.contact.form.name') }).fill('Lotte Janssens');
  await form.getByRole('textbox', { name: text('pages.contact.form.email') }).fill('lotte.janssens@example.be');
  await form.getByRole('textbox', { name: text('pages.contact.form.subject') }).fill(subject);
  await form.getByRole('textbox', { name: text('pages.contact.form.message') }).fill('Is there a pharmacy on duty near Leuven this Sunday?');
  await expectNoAxeViolations(page);
  // The form holds a send back until it has been open three seconds (a bot trap); a person waits that long anyway.
  await form.getByRole('button', { name: text('pages.contact.form.send') }).click();
  await expect(page.getByText(text('pages.contact.form.sentTitle'))).toBeVisible({ timeout: 10_000 });

  await admin.getByRole('main').getByText(subject).first().click();
  await expect(admin.getByRole('article').getByText(/Is there a pharmacy on duty near Leuven this Sunday\?/)).toBeVisible();
  await expect(admin.getByRole('article').getByText(/lotte\.janssens@example\.be/)).toBeVisible();
});
