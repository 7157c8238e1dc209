import { randomBytes, randomUUID } from 'node:crypto';
import { expect, request } from '@playwright/test';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { newAccount, registerViaApi, signInViaApi, verifyViaMail } from './accounts';
import type { Account, SelfRegisterRole } from './accounts';
import { ADMIN, baseUrl } from './env';

/**
 * The people of one order, set up through the API as an administrator would: a pharmacy that delivers to 1000
 * Brussels, its pharmacist (approved, linked as staff) and a courier on its staff, available. Fresh for every
 * test, so no test depends on the demo accounts or on another test's orders.
 */
export interface OrderTeam {
  pharmacy: { id: string; name: string };
  pharmacist: Account;
  shipper: Account;
  /** A fresh verified customer (its profile has no phone yet). */
  customer: Account;
}

export const DELIVERY_POSTCODE = '1000';
export const DELIVERY_FEE_CENTS = 350;

const unique = () => `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`.toUpperCase();

async function json<T>(response: APIResponse, what: string): Promise<T> {
  expect(response.ok(), `${what}: HTTP ${response.status()} ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? null : await response.json()) as T;
}

async function signedIn(who: { email: string; password: string }): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL: baseUrl() });
  await signInViaApi(context, who);
  return context;
}

/** Registers and verifies an account whose first name tells the roles apart on screen; returns it with its uid. */
async function person(role: SelfRegisterRole, firstName: string): Promise<Account & { uid: string }> {
  const account = { ...newAccount(role), firstName };
  const anonymous = await request.newContext({ baseURL: baseUrl() });
  const since = Date.now();
  await registerViaApi(anonymous, account);
  await verifyViaMail(anonymous, account.email, since);
  await anonymous.dispose();
  // A pending account may sign in and read its own profile: that gives the uid the admin needs.
  const self = await signedIn(account);
  const { uid } = await json<{ uid: string }>(await self.get('/api/me'), `GET /api/me as ${account.email}`);
  await self.dispose();
  return { ...account, uid };
}

/** Monday to Friday 08:30–12:30 and 13:30–19:00, Saturday morning, closed on Sunday. */
const WEEK = [
  ...Array.from({ length: 5 }, () => [
    { open: '08:30', close: '12:30' },
    { open: '13:30', close: '19:00' },
  ]),
  [{ open: '09:00', close: '13:00' }],
  [],
];

export async function createOrderTeam(): Promise<OrderTeam> {
  const admin = await signedIn(ADMIN);
  try {
    const tag = unique();
    const created = await json<{ id: string; name: string }>(
      await admin.post('/api/pharmacies', {
        data: { name: `Pharmacie du Parc ${tag}`, code: `E2E-${tag}`, address: 'Rue Royale 10', postalCode: '1000', city: 'Bruxelles' },
      }),
      'POST /api/pharmacies',
    );
    await json(
      await admin.patch(`/api/pharmacies/${created.id}`, {
        data: {
          phone: '+32 2 511 22 33',
          openingHours: WEEK,
          homeDelivery: { enabled: true, postcodes: [DELIVERY_POSTCODE], feeCents: DELIVERY_FEE_CENTS, minimumCents: 0 },
        },
      }),
      'PATCH /api/pharmacies/:id',
    );

    const [pharmacist, shipper, customer] = await Promise.all([
      person('pharmacy', 'Pia'),
      person('shipper', 'Sam'),
      person('customer', 'Chloé'),
    ]);
    for (const { uid } of [pharmacist, shipper]) {
      await json(await admin.post(`/api/admin/accounts/${uid}/approve`), `approve ${uid}`);
    }
    await json(await admin.put(`/api/pharmacies/${created.id}/staff/${pharmacist.uid}`), 'link the pharmacist as staff');
    // Prescription medicine may only go home with the pharmacy's own staff (docs/PRODUCT.md "The law").
    await json(
      await admin.put(`/api/shippers/${shipper.uid}/pharmacies`, { data: [{ pharmacyId: created.id, isStaff: true }] }),
      'link the shipper to the pharmacy',
    );

    const courier = await signedIn(shipper);
    await json(await courier.patch('/api/shippers/me', { data: { available: true } }), 'PATCH /api/shippers/me');
    await courier.dispose();

    return { pharmacy: { id: created.id, name: created.name }, pharmacist, shipper, customer };
  } finally {
    await admin.dispose();
  }
}

/**
 * A take-away or home-delivery order of the team's customer for one demo medicine without prescription, placed
 * through the API (for tests whose subject is not the order form); answers its id, reference and lines.
 */
export async function placeOrderViaApi(
  context: APIRequestContext,
  team: OrderTeam,
  deliveryType: 'take_away' | 'neighbour',
): Promise<{ id: string; reference: string; lines: { id: string }[] }> {
  const { customer } = team;
  return json(
    await context.post('/api/orders', {
      headers: { 'idempotency-key': randomUUID() },
      data: {
        request: '', prescription_type: 'no_prescription', other_request_pharmacy: '', with_prescription: false, without_prescription: true,
        address: { street: 'Rue Royale 120', postal_code: DELIVERY_POSTCODE, city: 'Bruxelles' }, pharmacy: team.pharmacy.id,
        first_name: customer.firstName, last_name: customer.lastName, email: customer.email, phone: '+32 470 12 34 56',
        national_registration_number: '', rid: [], id_card_number: '', pharmacy_call: false,
        medicines: [{ cis: '90000001', name: 'PARACETAMOL DEMO 500 mg, comprimé', quantity: 1 }],
        has_comment: false, comment: '', delivery_type: deliveryType, mandated: '', toc: true, other_request: '',
      },
    }),
    'POST /api/orders',
  );
}
