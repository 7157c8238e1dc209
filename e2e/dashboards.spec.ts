import { expect, request } from '@playwright/test';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { signInViaApi } from './support/accounts';
import type { Credentials } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { ADMIN, baseUrl } from './support/env';
import { test } from './support/fixtures';
import { createOrderTeam, placeOrderViaApi } from './support/order-people';
import { markPage, expectNotReloaded, say } from './support/order-ui';
import { text } from './support/translations';

// Four people in turn, each page waiting for live updates: more than the default on two cores.
test.describe.configure({ timeout: 150_000 });

async function api(who: Credentials): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL: baseUrl() });
  await signInViaApi(context, who);
  return context;
}

async function ok<T>(response: Promise<APIResponse>, what: string): Promise<T> {
  const res = await response;
  expect(res.ok(), `${what}: HTTP ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The number of today's tile named `key`. */
const tile = (page: Page, key: string) =>
  page.getByRole('heading', { name: text(key), exact: true }).locator('xpath=following-sibling::p[1]');

test('each role lands on its own /dashboard/app, and an order moved on the desk changes the numbers live', async ({
  page,
  openPage,
  signIn,
}) => {
  const team = await createOrderTeam();
  const asCustomer = await api(team.customer);
  const asPharmacist = await api(team.pharmacist);
  const order = await placeOrderViaApi(asCustomer, team, 'take_away');

  // The pharmacist lands on today's work: one new order, to accept.
  await signIn(team.pharmacist);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/app$/);
  await expect(
    page.getByRole('heading', { level: 1, name: say('dashboards.app.greeting', { name: team.pharmacist.firstName }) }),
  ).toBeVisible();
  await expect(tile(page, 'dashboards.app.desk.submitted')).toHaveText('1');
  await expect(tile(page, 'dashboards.app.desk.accepted')).toHaveText('0');
  await expect(page.getByRole('link', { name: order.reference })).toBeVisible();
  await expectNoAxeViolations(page);

  // Accepted elsewhere (a colleague at the counter): the tiles follow without a reload.
  await markPage(page);
  await ok(
    asPharmacist.post(`/api/orders/${order.id}/transitions`, {
      data: { action: 'accept', prices: order.lines.map((l) => ({ lineId: l.id, unitPriceCents: 195 })) },
    }),
    'accept',
  );
  await expect(tile(page, 'dashboards.app.desk.submitted')).toHaveText('0');
  await expect(tile(page, 'dashboards.app.desk.accepted')).toHaveText('1');
  await ok(asPharmacist.post(`/api/orders/${order.id}/transitions`, { data: { action: 'prepare' } }), 'prepare');
  await ok(asPharmacist.post(`/api/orders/${order.id}/transitions`, { data: { action: 'ready' } }), 'ready');
  await expect(tile(page, 'dashboards.app.desk.ready')).toHaveText('1');
  await expect(tile(page, 'dashboards.app.desk.accepted')).toHaveText('0');
  await expectNotReloaded(page);

  // The tile opens the desk on that status, oldest first.
  await page.getByRole('link', { name: new RegExp(text('dashboards.app.desk.ready')) }).click();
  await expect(page).toHaveURL(/\/dashboard\/order\/list\?status=ready&sort=oldest$/);

  // The customer's home says the order is ready to collect, and where.
  const customer = await openPage();
  await signInViaApi(customer.request, team.customer);
  await customer.goto('/my/dashboard');
  await expect(
    customer.getByText(
      say('dashboards.app.customer.ready', { reference: order.reference, pharmacy: team.pharmacy.name }),
    ),
  ).toBeVisible();
  await expectNoAxeViolations(customer);

  // The courier lands on their deliveries: none yet, and says so.
  const courier = await openPage();
  await signInViaApi(courier.request, team.shipper);
  await courier.goto('/dashboard');
  await expect(courier).toHaveURL(/\/dashboard\/app$/);
  await expect(courier.getByText(text('dashboards.app.shipper.nextEmpty'))).toBeVisible();
  await expect(tile(courier, 'dashboards.app.shipper.assigned')).toHaveText('0');
  await expectNoAxeViolations(courier);

  // The admin lands on approvals and the platform's health.
  const admin = await openPage();
  await signInViaApi(admin.request, ADMIN);
  await admin.goto('/dashboard');
  await expect(admin).toHaveURL(/\/dashboard\/app$/);
  await expect(tile(admin, 'dashboards.app.admin.pendingPharmacies')).toHaveText(/^\d+$/);
  await expect(tile(admin, 'dashboards.app.admin.orders')).not.toHaveText('0');
  await expectNoAxeViolations(admin);
});

test('a courier sees a delivery assigned to them appear on their dashboard', async ({ page, signIn }) => {
  const team = await createOrderTeam();
  const asCustomer = await api(team.customer);
  const asPharmacist = await api(team.pharmacist);
  const order = await placeOrderViaApi(asCustomer, team, 'neighbour');
  await signIn(team.shipper);
  await page.goto('/dashboard/app');
  await expect(tile(page, 'dashboards.app.shipper.assigned')).toHaveText('0');

  await ok(
    asPharmacist.post(`/api/orders/${order.id}/transitions`, {
      data: { action: 'accept', prices: order.lines.map((l) => ({ lineId: l.id, unitPriceCents: 195 })) },
    }),
    'accept',
  );
  await ok(asPharmacist.post(`/api/orders/${order.id}/transitions`, { data: { action: 'prepare' } }), 'prepare');
  await ok(asPharmacist.post(`/api/orders/${order.id}/transitions`, { data: { action: 'ready' } }), 'ready');
  const uid = (await ok<{ uid: string }>((await api(team.shipper)).get('/api/me'), 'GET /api/me')).uid;
  await ok(
    asPharmacist.post(`/api/orders/${order.id}/transitions`, { data: { action: 'assign_shipper', shipperId: uid } }),
    'assign',
  );

  await expect(tile(page, 'dashboards.app.shipper.assigned')).toHaveText('1');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: order.reference }) });
  await expect(row).toContainText(team.pharmacy.name);
  await expect(row).toContainText('1000 Bruxelles');
  await row.getByRole('link', { name: order.reference }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/order/${order.id}$`));
});
