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

test('a refused pharmacist signs in to the decision, reads the admin’s words in their mailbox and answers the team', async ({ page, openPage, signIn }) => {
  const pharmacist = await createVerifiedAccountWithUid('pharmacy');
  const admin = await openPage();
  await signInViaApi(admin.request, ADMIN);
  const words = 'We could not verify your pharmacy licence number.';
  const res = await admin.request.post(`/api/admin/accounts/${pharmacist.uid}/refuse`, { data: { message: words }, headers: { origin: baseUrl() } });
  expect(res.status(), await res.text()).toBe(200);
  await admin.goto('/dashboard/mail');

  // Signed in, the refused account has one page: the decision, and the way to its messages (decision 013).
  await signIn(pharmacist);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: text('auth.pending.refusedTitle') })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(text('auth.pending.messages')) }).click();
  await expect(page).toHaveURL(/\/dashboard\/mail$/);
  await list(page).getByText(text('notifications.kinds.account.refused')).first().click();
  await expect(page.getByRole('article').getByText(text('notifications.message').replace('{{message}}', words))).toBeVisible();
  await expectNoAxeViolations(page);

  // The platform's team are its only contacts: it answers them, and an admin's mailbox shows it live.
  await page.getByRole('button', { name: text('mail.compose.action') }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: text('mail.compose.to') }).fill('Platform');
  // The admin the server made at start (ensureAdmin's default name); every option is an admin.
  await page.getByRole('option', { name: /Platform Admin/ }).first().click();
  const subject = `Licence number ${pharmacist.uid.slice(0, 8)}`;
  await dialog.getByRole('textbox', { name: text('mail.compose.subject') }).fill(subject);
  await dialog.getByRole('textbox', { name: text('mail.compose.message') }).fill('My licence number is 12-345-678; here it is again.');
  await dialog.getByRole('button', { name: text('mail.compose.send') }).click();
  await expect(dialog).toBeHidden();
  await expect(list(admin).getByText(subject).first()).toBeVisible();

  await page.getByRole('link', { name: text('auth.pending.backToAccount') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('auth.pending.refusedTitle') })).toBeVisible();
});
