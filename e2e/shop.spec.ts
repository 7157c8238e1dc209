import { randomBytes } from 'node:crypto';
import { expect, request } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInViaApi } from './support/accounts';
import type { Credentials } from './support/accounts';
import { baseUrl } from './support/env';
import { test } from './support/fixtures';
import { createOrderTeam, type OrderTeam } from './support/order-people';
import { expectNotReloaded, markPage, say } from './support/order-ui';
import { namePattern, startsWith, text } from './support/translations';
import { button, field, fillSignIn } from './support/ui';

/*
 * Issue 15, end to end: a visitor fills a cart in the public shop, signs in (the cart survives), applies the pharmacy's
 * code and pays online through the Mollie stand-in (e2e/support/global-setup.ts); the pharmacist sees the paid order
 * arrive live. Then the same with "pay at the pharmacy" and collection.
 */

// The stand-in's hosted payment page is served over HTTPS with a throwaway certificate.
test.use({ ignoreHTTPSErrors: true });

const IBUPROFEN = 'IBUPROFENE DEMO 400 mg, comprimé pelliculé';

interface Shop {
  tag: string;
  cream: string;
  pills: string;
  code: string;
}

/** The pharmacist puts two products on sale (one with colours, one catalogue medicine) and defines a 10 % code. */
async function stockTheShop(pharmacist: Credentials): Promise<Shop> {
  const tag = randomBytes(3).toString('hex');
  const api = await request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { origin: baseUrl() } });
  try {
    await signInViaApi(api, pharmacist);
    const cream = `Crème mains ${tag}`;
    const made = await api.post('/api/shop/products', { data: { kind: 'parapharmacy', name: cream, brand: 'E2E', category: 'skin', colors: ['Bleu', 'Rose'], priceCents: 1250, quantity: 10, visible: true } });
    expect(made.status(), await made.text()).toBe(201);
    const medicine = await api.get(`/api/products/product?name=${encodeURIComponent(IBUPROFEN)}`);
    const cip13 = ((await medicine.json()) as { presentations: { cip13: string }[] }).presentations[0]!.cip13;
    const pills = `Ibuprofène 400 ${tag}`;
    const sold = await api.post('/api/shop/products', { data: { kind: 'medicine', cip13, name: pills, category: 'pain', priceCents: 450, quantity: 5, visible: true } });
    expect(sold.status(), await sold.text()).toBe(201);
    const code = `E2E-${tag.toUpperCase()}`;
    const discount = await api.post('/api/shop/discounts', { data: { code, kind: 'percent', value: 10 } });
    expect(discount.status(), await discount.text()).toBe(201);
    return { tag, cream, pills, code };
  } finally {
    await api.dispose();
  }
}

async function deskOf(openPage: () => Promise<Page>, pharmacist: Credentials): Promise<Page> {
  const desk = await openPage();
  await signInViaApi(desk.request, pharmacist);
  await desk.goto('/dashboard/order');
  await expect(desk.getByRole('region', { name: namePattern('orders.desk.list.results') })).toBeVisible();
  await markPage(desk);
  return desk;
}

/** From the shop's search (none: stay on the product's page) to a product, into the cart with the colour `pick`. */
async function addToCart(page: Page, search: string | null, name: string, pick?: string): Promise<void> {
  if (search !== null) {
    await page.goto('/shop');
    await field(page, 'shop.filters.search').fill(search);
    await page.getByRole('link', { name: new RegExp(name) }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  if (pick) await page.getByRole('radio', { name: pick }).click();
  await button(page, 'shop.product.addToCart').click();
  await expect(page.getByText(text('shop.product.added')).first()).toBeVisible();
}

async function fillDelivery(page: Page, who: OrderTeam['customer']): Promise<void> {
  await page.getByRole('radio', { name: startsWith('shop.delivery.collect') }).check();
  await field(page, 'shop.delivery.name').fill(`${who.firstName} ${who.lastName}`);
  await field(page, 'shop.delivery.street').fill('Rue Haute 12');
  await field(page, 'shop.delivery.postalCode').fill('1000');
  await field(page, 'shop.delivery.city').fill('Bruxelles');
  await field(page, 'shop.delivery.phone').fill('+32 470 12 34 56');
  await button(page, 'shop.checkout.continue').click();
}

test('a visitor fills a cart, signs in, pays online with a code, and the pharmacist sees the paid order live', async ({ page, openPage }) => {
  const team = await createOrderTeam();
  const shop = await stockTheShop(team.pharmacist);
  const desk = await deskOf(openPage, team.pharmacist);

  // Anonymous: accents and case do not matter to the search; two colours of one product make one line of 2.
  await addToCart(page, `creme MAINS ${shop.tag}`, shop.cream, 'Bleu');
  await addToCart(page, null, shop.cream, 'Rose');
  await addToCart(page, `ibuprofene ${shop.tag}`, shop.pills);
  await page.goto('/shop/checkout');
  await expect(page.getByText(say('shop.cart.picks', { picks: 'Bleu, Rose' }))).toBeVisible();

  // Signing in keeps the cart (merged into the customer's, which was empty).
  await page.getByRole('link', { name: namePattern('shop.checkout.signInToContinue') }).click();
  await fillSignIn(page, team.customer);
  await expect(page).toHaveURL(/\/shop\/checkout/);
  await expect(page.getByText(shop.pills)).toBeVisible();
  await expect(page.getByText(say('shop.cart.picks', { picks: 'Bleu, Rose' }))).toBeVisible();
  await button(page, 'shop.checkout.continue').click();
  await fillDelivery(page, team.customer);

  await field(page, 'shop.payment.discount').fill(shop.code.toLowerCase());
  await button(page, 'shop.payment.apply').click();
  await expect(page.getByText(say('shop.payment.applied', { code: shop.code }))).toBeVisible();
  await page.getByRole('radio', { name: startsWith('shop.payment.online') }).check();
  await button(page, 'shop.payment.placeOrder').click();

  // Mollie's hosted page (the stand-in): 12.50 × 2 + 4.50 = 29.50, minus 10 % = 26.55. Nothing reached the desk yet.
  await expect(page.getByRole('heading', { name: 'Test payment 26.55 EUR' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay with Bancontact' }).click();
  await expect(page).toHaveURL(/\/payment\?checkout=/);
  await expect(page.getByText(say('pages.payment.paidTitle', { total: '€26.55' }))).toBeVisible();
  const reference = ((await page.getByText(/PL-[2-9A-Z]{6}/).textContent()) ?? '').match(/PL-[2-9A-Z]{6}/)![0];

  // The pharmacist's list shows it without a reload.
  await expect(desk.getByRole('link', { name: reference })).toBeVisible();
  await expectNotReloaded(desk);
});

test('a customer pays at the pharmacy and collects: the order is made at once', async ({ page, openPage, signIn }) => {
  const team = await createOrderTeam();
  const shop = await stockTheShop(team.pharmacist);
  const desk = await deskOf(openPage, team.pharmacist);
  await signIn(team.customer);
  await addToCart(page, shop.tag, shop.pills);
  await page.goto('/shop/checkout');
  await button(page, 'shop.checkout.continue').click();
  await fillDelivery(page, team.customer);
  await page.getByRole('radio', { name: startsWith('shop.payment.at_pharmacy') }).check();
  await button(page, 'shop.payment.placeOrder').click();
  const done = page.getByRole('status').filter({ hasText: text('shop.done.title') });
  await expect(done).toBeVisible();
  const reference = ((await done.getByText(/PL-[2-9A-Z]{6}/).textContent()) ?? '').match(/PL-[2-9A-Z]{6}/)![0];
  await expect(desk.getByRole('link', { name: reference })).toBeVisible();
  await expectNotReloaded(desk);
});
