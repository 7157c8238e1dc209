import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { namePattern, startsWith, text } from './translations';
import { button } from './ui';

/** The English text of `key` with its `{{placeholders}}` filled, as the app renders it. */
export function say(key: string, values: Record<string, string | number> = {}): string {
  return text(key).replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (_all, name: string) => String(values[name] ?? ''));
}

const REFERENCE = /^PL-[2-9A-Z]{6}$/;

export interface OrderChoices {
  pharmacyName: string;
  /** What the customer types in the catalogue search, and the medicine they pick among the suggestions. */
  search: string;
  medicine: string;
  prescription: { type: 'rid'; niss: string; rids: string[] } | { type: 'in_pharmacy' };
  /** Home delivery to this address; collection at the pharmacy when absent. */
  address?: { street: string; postcode: string; city: string };
}

/** Fills /my/order as a patient does, from top to bottom. Name and e-mail come from the profile. */
export async function fillOrderForm(page: Page, choices: OrderChoices): Promise<Locator> {
  const form = page.getByRole('form', { name: namePattern('orders.form.label') });
  const field = (key: string) => form.getByLabel(namePattern(key));
  await expect(field('orders.form.contact.email')).not.toHaveValue('');
  await field('orders.form.contact.phone').fill('+32 470 12 34 56');

  const { prescription } = choices;
  await form.getByRole('radio', { name: startsWith(`orders.form.prescription.type.${prescription.type}`) }).check();
  if (prescription.type === 'rid') {
    await field('orders.form.prescription.niss').fill(prescription.niss);
    for (const [index, rid] of prescription.rids.entries()) {
      await button(form, index === 0 ? 'orders.form.rid.addFirst' : 'orders.form.rid.add').click();
      await form.getByRole('textbox', { name: say('orders.form.rid.label', { number: index + 1 }), exact: true }).fill(rid);
    }
  }

  const search = form.getByRole('combobox', { name: namePattern('orders.form.medicines.search') });
  await search.fill(choices.search);
  await page.getByRole('option', { name: new RegExp(`^${choices.medicine.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
  await expect(form.getByRole('list', { name: namePattern('orders.form.medicines.listLabel') })).toContainText(choices.medicine);

  await form.getByRole('searchbox', { name: namePattern('pharmacies.picker.search') }).fill(choices.pharmacyName);
  await form.getByRole('radio', { name: choices.pharmacyName, exact: true }).check();

  if (choices.address) {
    await form.getByRole('radio', { name: startsWith('orders.form.delivery.type.neighbour') }).check();
    await field('orders.form.delivery.street').fill(choices.address.street);
    await field('orders.form.delivery.postcode').fill(choices.address.postcode);
    await field('orders.form.delivery.city').fill(choices.address.city);
  } else {
    await expect(form.getByRole('radio', { name: startsWith('orders.form.delivery.type.take_away') })).toBeChecked();
  }
  await expect(form.getByRole('checkbox', { name: namePattern('orders.form.submit.toc') })).toBeChecked();
  return form;
}

/** Sends the form; returns the reference the confirmation shows. */
export async function sendOrder(page: Page, form: Locator): Promise<string> {
  await button(form, 'orders.form.submit.send').click();
  const done = page.getByRole('region', { name: namePattern('orders.form.done.title') });
  await expect(done.getByText(namePattern('orders.status.submitted'))).toBeVisible();
  const reference = ((await done.getByText(REFERENCE).first().textContent()) ?? '').trim();
  expect(reference).toMatch(REFERENCE);
  return reference;
}

/** From the confirmation to the order on /my/dashboard; returns the handover code shown there. */
export async function followOrder(page: Page, reference: string): Promise<string> {
  await page.getByRole('link', { name: namePattern('orders.form.done.follow') }).click();
  await expect(page).toHaveURL(/\/my\/dashboard\?order=/);
  const card = page.getByRole('region', { name: namePattern('orders.my.handover.title') });
  await expect(page.getByRole('article', { name: reference })).toBeVisible();
  const code = ((await card.getByText(/^\d{6}$/).first().textContent()) ?? '').trim();
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/**
 * The customer's open page shows the step: the status in their list of orders and the newest entry of the order's
 * history. They arrive over the live socket (the app never refetches on focus or on a timer).
 */
export async function expectCustomerSees(page: Page, reference: string, status: string, action: string): Promise<void> {
  const row = page.getByRole('list', { name: namePattern('orders.my.listLabel') }).getByRole('listitem').filter({ hasText: reference });
  await expect(row.getByText(text(`orders.status.${status}`), { exact: true })).toBeVisible();
  const history = page.getByRole('article', { name: reference }).getByRole('list', { name: namePattern('orders.timeline.label') });
  await expect(history.getByRole('listitem').last()).toContainText(text(`orders.action.${action}`));
}

/**
 * One step on /dashboard/order/{id}: the action's button, its dialog (filled by `fill`), its confirm button; the
 * dialog closes and the success message names the order.
 */
export async function act(page: Page, action: string, reference: string, fill?: (dialog: Locator) => Promise<void>): Promise<void> {
  await button(page, `orders.desk.actions.${action}`).click();
  const dialog = page.getByRole('dialog', { name: say(`orders.desk.dialogs.${action}.title`, { reference }) });
  await expect(dialog).toBeVisible();
  await fill?.(dialog);
  await button(dialog, `orders.desk.actions.${action}`).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(say(`orders.desk.done.${action}`, { reference }))).toBeVisible();
}

/** A live marker on the page: if it is still there later, the page was never reloaded. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __e2eNotReloaded: true }));
}

export async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { __e2eNotReloaded?: boolean }).__e2eNotReloaded)).toBe(true);
}
