import { expect, request } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createVerifiedAccountWithUid, signInViaApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { ADMIN, baseUrl } from './support/env';
import { test } from './support/fixtures';
import { createOrderTeam, placeOrderViaApi } from './support/order-people';
import { text } from './support/translations';

test.describe.configure({ timeout: 150_000 });

/** The mail list of the open label (the reading pane beside it repeats the subject). */
const list = (page: Page) => page.getByRole('main');

test('a customer writes to their pharmacy from the mailbox, the order’s notice is there, and the answer arrives live', async ({ page, openPage, signIn }) => {
  const team = await createOrderTeam();
  const { customer, pharmacist } = team;
  // They share an order, so they may write to each other; the order's notification lands in the pharmacist's inbox.
  const asCustomer = await request.newContext({ baseURL: baseUrl() });
  await signInViaApi(asCustomer, customer);
  const { reference } = await placeOrderViaApi(asCustomer, team, 'take_away');
  await asCustomer.dispose();

  const desk = await openPage();
  await signInViaApi(desk.request, pharmacist);
  await desk.goto('/dashboard/mail');
  await expect(list(desk).getByText(text('notifications.kinds.order.submitted').replace(/<ref>\{\{reference\}\}<\/ref>/, reference)).first()).toBeVisible();

  await signIn(customer);
  await page.goto('/my/mail');
  await page.getByRole('button', { name: text('mail.compose.action') }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: text('mail.compose.to') }).fill(pharmacist.firstName);
  await page.getByRole('option', { name: new RegExp(pharmacist.firstName) }).first().click();
  const subject = `Gluten-free paracetamol? ${reference}`;
  await dialog.getByRole('textbox', { name: text('mail.compose.subject') }).fill(subject);
  await dialog.getByRole('textbox', { name: text('mail.compose.message') }).fill('Is the paracetamol of my order gluten-free?');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: text('mail.compose.send') }).click();
  await expect(dialog).toBeHidden();

  // The pharmacist's inbox shows it without a reload; they open it and answer.
  await list(desk).getByText(subject).first().click();
  // The reading pane (the list's row shows the same words as its preview).
  await expect(desk.getByRole('article').getByText('Is the paracetamol of my order gluten-free?')).toBeVisible();
  await expectNoAxeViolations(desk);
  await desk.getByRole('button', { name: text('mail.actions.reply'), exact: true }).click();
  const answer = desk.getByRole('dialog');
  await answer.getByRole('textbox', { name: text('mail.compose.message') }).pressSequentially('Yes, it contains no gluten.');
  await answer.getByRole('button', { name: text('mail.compose.send') }).click();
  await expect(answer).toBeHidden();

  await expect(list(page).getByText(`Re: ${subject}`).first()).toBeVisible();
});

test('an admin’s refusal, with their words, is in the pharmacist’s mailbox once the account is let in', async ({ page, signIn }) => {
  const pharmacist = await createVerifiedAccountWithUid('pharmacy');
  const { uid } = pharmacist;

  // Refused (a refused account cannot sign in: the e-mail carries the words meanwhile), then let in after a call.
  const admin = await request.newContext({ baseURL: baseUrl() });
  await signInViaApi(admin, ADMIN);
  const words = 'We could not verify your pharmacy licence number.';
  for (const [action, data] of [['refuse', { message: words }], ['reactivate', {}]] as const) {
    const res = await admin.post(`/api/admin/accounts/${uid}/${action}`, { data, headers: { origin: baseUrl() } });
    expect(res.status(), `${action}: ${await res.text()}`).toBeLessThan(300);
  }
  await admin.dispose();

  await signIn(pharmacist);
  await page.goto('/dashboard/mail');
  await list(page).getByText(text('notifications.kinds.account.refused')).first().click();
  await expect(page.getByRole('article').getByText(text('notifications.message').replace('{{message}}', words))).toBeVisible();
  await expect(list(page).getByText(text('notifications.kinds.account.reactivated')).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
