import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, request } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInViaApi } from './support/accounts';
import type { Credentials } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { baseUrl } from './support/env';
import { test } from './support/fixtures';
import { createOrderTeam } from './support/order-people';
import { act, fillOrderForm, followOrder, say, sendOrder } from './support/order-ui';
import { namePattern, text } from './support/translations';
import { button } from './support/ui';

/*
 * Issue 14, end to end: an order collected at the pharmacy gives an invoice the customer downloads as a PDF; the
 * pharmacist marks it paid, then corrects it with a credit note, which the customer reads too.
 */

const IBUPROFEN = 'IBUPROFENE DEMO 400 mg, comprimé pelliculé';
const NUMBER = /^E2E-[0-9A-Z]+-\d{4}-\d{5}$/;

async function personAt(openPage: () => Promise<Page>, who: Credentials, path: string): Promise<Page> {
  const page = await openPage();
  await signInViaApi(page.request, who);
  await page.goto(path);
  return page;
}

/** The pharmacist gives the pharmacy what an invoice needs: its VAT number and the account a transfer pays. */
async function makeSeller(pharmacist: Credentials, pharmacyId: string): Promise<void> {
  const api = await request.newContext({ baseURL: baseUrl() });
  try {
    await signInViaApi(api, pharmacist);
    const res = await api.patch(`/api/pharmacies/${pharmacyId}`, { data: { vatNumber: 'BE0123456749', iban: 'BE68539007547034', bic: 'GKCCBEBB' } });
    expect(res.ok(), await res.text()).toBe(true);
  } finally {
    await api.dispose();
  }
}

/** The text pdftotext reads in a downloaded PDF (poppler-utils, installed by .ci/run). */
function pdfText(path: string): string {
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

test('an order collected at the pharmacy is invoiced, downloaded by the customer, paid, then credited', async ({ page, openPage, signIn }) => {
  const team = await createOrderTeam();
  const { customer, pharmacist } = team;
  await makeSeller(pharmacist, team.pharmacy.id);

  // The customer (with an address in their profile: an invoice names the buyer's) orders for collection; the
  // pharmacy prices it at 17.90 (VAT included) and hands it over.
  await signIn(customer);
  const profile = await page.request.patch('/api/me', {
    data: { first_name: customer.firstName, last_name: customer.lastName, phone: '+32 470 12 34 56', language: 'en', address: 'Rue Haute 5', postal_code: '1000', city: 'Bruxelles' },
    headers: { origin: baseUrl() },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  await page.goto('/my/order');
  const form = await fillOrderForm(page, { pharmacyName: team.pharmacy.name, search: 'ibuprofene 400', medicine: IBUPROFEN, prescription: { type: 'in_pharmacy' } });
  const reference = await sendOrder(page, form);
  const code = await followOrder(page, reference);

  const desk = await personAt(openPage, pharmacist, '/dashboard/order');
  await desk.getByRole('region', { name: namePattern('orders.desk.list.results') }).getByRole('link', { name: reference }).click();
  await act(desk, 'accept', reference, async (dialog) => {
    await dialog.getByRole('textbox', { name: say('orders.desk.fields.unitPriceOf', { name: IBUPROFEN }) }).fill('17.90');
  });
  await act(desk, 'prepare', reference);
  await act(desk, 'ready', reference);
  await act(desk, 'collect', reference, async (dialog) => {
    await dialog.getByRole('textbox', { name: namePattern('orders.desk.fields.handoverCode') }).fill(code);
  });

  // The order's page now shows its invoice, issued at once: the price paid, to the cent.
  const invoices = desk.getByRole('region', { name: text('invoices.order.title') });
  const invoiceLink = invoices.getByRole('link', { name: namePattern('invoices.my.open') });
  await expect(invoiceLink).toContainText('€17.90');
  await expect(invoiceLink).toContainText(text('invoices.status.sent'));
  const number = ((await invoiceLink.getByText(NUMBER).textContent()) ?? '').trim();
  expect(number).toMatch(NUMBER);

  // The customer finds it in their area and downloads its PDF.
  await page.goto('/my/dashboard');
  const mine = page.getByRole('list', { name: text('invoices.my.title') });
  await expect(mine.getByRole('button', { name: say('invoices.my.open', { number }) })).toContainText('€17.90');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: say('invoices.actions.pdfOf', { number }) }).click()]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const words = pdfText(await download.path());
  expect(words).toContain(number);
  expect(words).toContain('+++');
  expect(words).toMatch(/17\.90/);

  // The pharmacist records the payment, then cancels the invoice with a credit note.
  await invoiceLink.click();
  await expect(desk.getByRole('heading', { level: 1 })).toContainText(number);
  await button(desk, 'invoices.actions.pay').click();
  const pay = desk.getByRole('dialog', { name: say('invoices.dialogs.pay.title', { number }) });
  await pay.getByRole('combobox', { name: namePattern('invoices.dialogs.pay.method') }).click();
  await desk.getByRole('option', { name: text('invoices.method.card') }).click();
  await button(pay, 'invoices.actions.pay').click();
  await expect(desk.getByText(say('invoices.done.pay', { number }))).toBeVisible();
  await expect(desk.getByText(text('invoices.details.explain.paid'))).toBeVisible();

  // The credit note takes the next number of the series and opens.
  const noteNumber = `${number.slice(0, -5)}${String(Number(number.slice(-5)) + 1).padStart(5, '0')}`;
  await button(desk, 'invoices.actions.credit').click();
  const credit = desk.getByRole('dialog', { name: say('invoices.dialogs.credit.title', { number }) });
  await button(credit, 'invoices.dialogs.credit.confirm').click();
  await expect(desk.getByText(say('invoices.done.credit', { number: noteNumber }))).toBeVisible();
  await expect(desk.getByRole('heading', { level: 1 })).toContainText(noteNumber);
  await expect(desk.getByText('-€17.90').first()).toBeVisible();
  await expectNoAxeViolations(desk);

  // The invoice list shows the invoice credited and the note under its own tab.
  await desk.goto('/dashboard/invoice');
  await expect(desk.getByRole('tab', { name: new RegExp(`^${text('invoices.status.credited')} 1$`) })).toBeVisible();
  await desk.getByRole('tab', { name: new RegExp(`^${text('invoices.list.creditNotes')} 1$`) }).click();
  await expect(desk.getByRole('region', { name: text('invoices.list.results') })).toContainText(noteNumber);

  // The customer reads the credit note too.
  await page.reload();
  await expect(mine.getByRole('button', { name: say('invoices.my.open', { number: noteNumber }) })).toContainText('-€17.90');
  await expect(mine.getByRole('button', { name: say('invoices.my.open', { number }) })).toContainText(text('invoices.status.credited'));
});
