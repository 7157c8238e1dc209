import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInViaApi } from './support/accounts';
import type { Credentials } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { test } from './support/fixtures';
import { createOrderTeam, DELIVERY_POSTCODE } from './support/order-people';
import type { OrderTeam } from './support/order-people';
import { act, expectCustomerSees, expectNotReloaded, fillOrderForm, followOrder, markPage, say, sendOrder } from './support/order-ui';
import { namePattern, text } from './support/translations';
import { button } from './support/ui';

// Three people, a dozen steps, each waiting for the others' screens: more than the default minute on two cores.
test.describe.configure({ timeout: 180_000 });

const AMOXICILLIN = 'AMOXICILLINE DEMO 500 mg, gélule';
const IBUPROFEN = 'IBUPROFENE DEMO 400 mg, comprimé pelliculé';
const fullName = (who: { firstName: string; lastName: string }) => `${who.firstName} ${who.lastName}`;

/** A second or third person, signed in, on the given page. */
async function personAt(openPage: () => Promise<Page>, who: Credentials, path: string): Promise<Page> {
  const page = await openPage();
  await signInViaApi(page.request, who);
  await page.goto(path);
  return page;
}

/** The pharmacist opens the order from the desk list, where it appeared live. */
async function openFromDesk(desk: Page, reference: string): Promise<void> {
  const results = desk.getByRole('region', { name: namePattern('orders.desk.list.results') });
  await results.getByRole('link', { name: reference }).click();
  await expect(desk.getByRole('heading', { level: 1, name: say('orders.desk.details.title', { reference }).replace(/<\/?ref>/g, '') })).toBeVisible();
}

async function acceptWithPrice(desk: Page, reference: string, medicine: string, euros: string): Promise<void> {
  await act(desk, 'accept', reference, async (dialog) => {
    await dialog.getByRole('textbox', { name: say('orders.desk.fields.unitPriceOf', { name: medicine }) }).fill(euros);
  });
}

test('a home delivery of prescription medicine, followed live by the customer from order to doorstep', async ({ page, openPage, signIn }) => {
  const team: OrderTeam = await createOrderTeam();
  const { customer, pharmacist, shipper } = team;

  // The pharmacist's desk and the courier's deliveries are open before the order exists.
  const desk = await personAt(openPage, pharmacist, '/dashboard/order');
  await expect(desk.getByRole('heading', { level: 1, name: text('pages.order.list.title') })).toBeVisible();
  const courier = await personAt(openPage, shipper, '/dashboard/order');
  await expect(courier.getByRole('heading', { level: 1, name: text('orders.shipper.title') })).toBeVisible();
  await expect(courier.getByText(text('orders.shipper.availability.on'))).toBeVisible();
  await expect(courier.getByText(text('orders.shipper.emptyTitle'))).toBeVisible();

  // The customer orders: two e-prescription codes, a prescription-only medicine, home delivery.
  await signIn(customer);
  await page.goto('/my/order');
  const form = await fillOrderForm(page, {
    pharmacyName: team.pharmacy.name,
    search: 'amoxicilline 500',
    medicine: AMOXICILLIN,
    prescription: { type: 'rid', niss: '85.07.30-033.28', rids: ['BEPPA1B2C3D4', 'BEK0A1B2C3D5'] },
    address: { street: 'Rue Royale 120', postcode: DELIVERY_POSTCODE, city: 'Bruxelles' },
  });
  await expect(form.getByRole('listitem').filter({ hasText: AMOXICILLIN })).toContainText(text('orders.lines.prescription'));
  await expectNoAxeViolations(page);
  const reference = await sendOrder(page, form);
  const code = await followOrder(page, reference);
  await expectCustomerSees(page, reference, 'submitted', 'submit');
  await expectNoAxeViolations(page);
  await markPage(page);

  // The pharmacist sees it arrive, checks the prescription, prices it, prepares it and hands it to the courier.
  const row = desk.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText(text('orders.status.submitted'));
  await expect(row).toContainText(text('orders.desk.deliveryType.neighbour'));
  await expectNoAxeViolations(desk);
  await openFromDesk(desk, reference);
  const prescription = desk.getByRole('region', { name: text('orders.desk.details.prescription'), exact: true });
  await expect(prescription).toContainText('BEPPA1B2C3D4');
  await expect(prescription).toContainText('BEK0A1B2C3D5');
  await expectNoAxeViolations(desk);

  await acceptWithPrice(desk, reference, AMOXICILLIN, '12.50');
  await expectCustomerSees(page, reference, 'accepted', 'accept');
  await expect(page.getByRole('article', { name: reference })).toContainText('€12.50');

  await act(desk, 'prepare', reference);
  await expectCustomerSees(page, reference, 'preparing', 'prepare');
  await act(desk, 'ready', reference);
  await expectCustomerSees(page, reference, 'ready', 'ready');

  await act(desk, 'assign_shipper', reference, async (dialog) => {
    await expect(dialog.getByRole('note')).toHaveText(text('orders.desk.assign.lawHint'));
    await dialog.getByRole('radio', { name: new RegExp(fullName(shipper)) }).check();
  });
  await expectCustomerSees(page, reference, 'ready', 'assign_shipper');

  // The delivery appears live among the courier's parcels to pick up.
  const toPickUp = courier.getByRole('region', { name: new RegExp(`^${text('orders.shipper.sections.ready')}`) });
  const parcel = toPickUp.getByRole('link', { name: new RegExp(reference) });
  await expect(parcel).toContainText('Bruxelles');
  await expectNoAxeViolations(courier);
  await parcel.click();
  await expect(courier.getByRole('heading', { level: 1, name: new RegExp(reference) })).toBeVisible();
  // €12.50 of medicine and €3.50 for the delivery, paid at the door.
  await expect(courier.getByText(text('orders.shipper.toCollect'))).toContainText('€16.00');
  await expectNoAxeViolations(courier);

  await act(courier, 'pick_up', reference);
  await expectCustomerSees(page, reference, 'out_for_delivery', 'pick_up');

  await act(courier, 'deliver', reference, async (dialog) => {
    await dialog.getByRole('textbox', { name: namePattern('orders.desk.fields.handoverCode') }).fill(code);
    await dialog.getByRole('radio', { name: say('orders.desk.fields.receiverCustomer', { name: fullName(customer) }) }).check();
  });
  await expectCustomerSees(page, reference, 'delivered', 'deliver');

  // The code has done its job; the customer now reads who received the parcel.
  await expect(page.getByRole('region', { name: namePattern('orders.my.handover.title') })).toHaveCount(0);
  const proof = page.getByRole('region', { name: namePattern('orders.my.proof.title') });
  await expect(proof).toContainText(say('orders.my.proof.text', { name: fullName(customer), by: fullName(shipper) }));
  await expectNotReloaded(page);
  await expectNoAxeViolations(page);
});

test('a collection at the pharmacy, handed over against the code while the customer watches', async ({ page, openPage, signIn }) => {
  const team = await createOrderTeam();
  const { customer, pharmacist } = team;

  await signIn(customer);
  await page.goto('/my/order');
  const form = await fillOrderForm(page, {
    pharmacyName: team.pharmacy.name,
    search: 'ibuprofene 400',
    medicine: IBUPROFEN,
    prescription: { type: 'in_pharmacy' },
  });
  const reference = await sendOrder(page, form);
  const code = await followOrder(page, reference);
  await expect(page.getByRole('region', { name: namePattern('orders.my.handover.title') })).toContainText(
    text('orders.my.handover.hint.take_away'),
  );
  await markPage(page);

  const desk = await personAt(openPage, pharmacist, '/dashboard/order');
  await expect(desk.getByRole('row').filter({ hasText: reference })).toContainText(text('orders.desk.deliveryType.take_away'));
  await openFromDesk(desk, reference);
  await acceptWithPrice(desk, reference, IBUPROFEN, '4.20');
  await expectCustomerSees(page, reference, 'accepted', 'accept');
  await act(desk, 'prepare', reference);
  await expectCustomerSees(page, reference, 'preparing', 'prepare');
  await act(desk, 'ready', reference);
  await expectCustomerSees(page, reference, 'ready', 'ready');
  // A collection has no courier.
  await expect(button(desk, 'orders.desk.actions.assign_shipper')).toHaveCount(0);

  await act(desk, 'collect', reference, async (dialog) => {
    await dialog.getByRole('textbox', { name: namePattern('orders.desk.fields.handoverCode') }).fill(code);
  });
  await expectCustomerSees(page, reference, 'collected', 'collect');
  await expect(page.getByRole('region', { name: namePattern('orders.my.handover.title') })).toHaveCount(0);
  await expectNotReloaded(page);
  await expectNoAxeViolations(desk);
});
