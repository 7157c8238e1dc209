import { expect } from '@playwright/test';
import { signInViaApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { test } from './support/fixtures';
import { createOrderTeam } from './support/order-people';
import { namePattern, text } from './support/translations';
import { button } from './support/ui';

test.describe.configure({ timeout: 150_000 });

/**
 * Decision 011: the calendar's on-duty event is the pharmacy's own on-duty row, so the order form's directory
 * shows the pharmacy on duty as soon as the pharmacist adds the day in the calendar.
 */
test('a pharmacist adds today’s on-duty shift in the calendar and a customer sees the pharmacy on duty in the order form', async ({ page, openPage, signIn }) => {
  const team = await createOrderTeam();
  const { pharmacy, pharmacist, customer } = team;

  await signIn(pharmacist);
  await page.goto('/dashboard/calendar');
  await expect(page.getByRole('heading', { name: text('pages.calendar.title'), level: 1 })).toBeVisible();
  // The month view opens on a wide screen; today's cell is marked as the current date.
  const today = page.locator('[role="cell"][aria-current="date"]').first();
  await expect(today).toBeVisible();
  await expectNoAxeViolations(page);

  // Selecting the day (a click below its number, which is a link to the day view) opens a new event on it.
  // The mouse acts on the viewport: the cell must be on screen first.
  await today.scrollIntoViewIfNeeded();
  const box = await today.boundingBox();
  if (!box) throw new Error('today’s cell has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 6);
  await page.mouse.down();
  await page.mouse.up();
  const dialog = page.getByRole('dialog', { name: text('calendar.dialog.newTitle') });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('combobox', { name: namePattern('calendar.dialog.kind') }).click();
  await page.getByRole('option', { name: text('calendar.kinds.on_duty') }).click();
  // An on-duty day is one whole day that does not repeat.
  await expect(dialog.getByRole('switch', { name: text('calendar.dialog.allDay') })).toBeChecked();
  await expect(dialog.getByRole('combobox', { name: namePattern('calendar.dialog.repeat') })).toHaveAttribute('aria-disabled', 'true');
  await expectNoAxeViolations(page);
  await button(dialog, 'calendar.dialog.save').click();
  await expect(dialog).toBeHidden();

  // The day shows the shift (an on-duty event has no title of its own: the kind names it).
  await expect(today.getByText(text('calendar.kinds.on_duty'), { exact: true }).first()).toBeVisible();

  // The customer's order form lists the pharmacy as on duty today, also with the "on duty only" filter.
  const patient = await openPage();
  await signInViaApi(patient.request, customer);
  await patient.goto('/my/order');
  const form = patient.getByRole('form', { name: namePattern('orders.form.label') });
  await form.getByRole('searchbox', { name: namePattern('pharmacies.picker.search') }).fill(pharmacy.name);
  const option = form.getByRole('listitem').filter({ has: patient.getByRole('radio', { name: pharmacy.name, exact: true }) });
  await expect(option.getByText(text('pharmacies.status.onDutyToday'))).toBeVisible();
  await form.getByRole('switch', { name: text('pharmacies.picker.onDutyOnly') }).check();
  await expect(form.getByRole('radio', { name: pharmacy.name, exact: true })).toBeVisible();
  await expectNoAxeViolations(patient);
});
