import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { sampleOrderForm } from '@pharmacy/shared/orders/sample';
import type { OrderFormInput } from '@pharmacy/shared/schemas/order-form';
import type { OrderDetail, OrderTransition } from '@pharmacy/shared/schemas/order';
import type { AccountStatus, Role } from '@pharmacy/shared/roles';
import { genericGroupMembers, genericGroups, medicines, orderLines, pharmacies, pharmacyStaff } from '../../db/schema';
import { createTestApp, GOOD_PASSWORD, signIn, uniqueEmail, type TestApp } from '../../test/test-app';
import { setShipperPharmacies, updateShipper } from '../shippers/service';
import { createAccount } from '../accounts/commands/register';

/*
 * Test-only: one app with every kind of person the order role matrix needs, two pharmacies, and a tiny catalogue
 * (a non-prescription medicine, two prescription generics of one group, one outside the group, one withdrawn).
 */

export interface Person {
  uid: string;
  cookie: string;
  email: string;
}

export const CIS = {
  paracetamol: '90000001',
  amoxicillin: '90000002',
  amoxicillinGeneric: '90000003',
  ibuprofen: '90000004',
  withdrawn: '90000005',
} as const;

export interface World {
  t: TestApp;
  admin: Person;
  customer: Person;
  otherCustomer: Person;
  staff: Person;
  otherStaff: Person;
  /** Staff shipper of pharmacy A, available. */
  shipper: Person;
  /** Delivers for pharmacy A but is not its staff; available. */
  otherShipper: Person;
  pending: Person;
  pharmacyA: string;
  pharmacyB: string;
}

async function person(t: TestApp, role: Role, status: AccountStatus = 'active'): Promise<Person> {
  const email = uniqueEmail(role);
  const profile = await createAccount(t.database.db, {
    email,
    password: GOOD_PASSWORD,
    firstName: role === 'customer' ? 'Louise' : 'Test',
    lastName: `${role[0].toUpperCase()}${role.slice(1)}`,
    role,
    emailVerified: true,
    status,
  });
  return { uid: profile.uid, cookie: await signIn(t, email, GOOD_PASSWORD), email };
}

const medicine = (cis: string, name: string, requiresPrescription: boolean, withdrawn = false) => ({
  cis,
  name,
  form: 'comprimé',
  routes: ['orale'],
  authorisationStatus: 'Autorisation active',
  procedure: 'Procédure nationale',
  marketingStatus: 'Commercialisée',
  marketed: true,
  holders: 'LABO TEST',
  enhancedMonitoring: false,
  requiresPrescription,
  substancesText: name.split(' ')[0],
  withdrawnAt: withdrawn ? new Date() : null,
});

export async function createWorld(env: Record<string, string> = {}): Promise<World> {
  // Tests place many orders as one customer; the per-account limit has its own test (lib/account-rate-limits.test.ts).
  const t = await createTestApp({ RATE_LIMIT_MAX: '10000', ORDER_RATE_LIMIT_MAX: '10000', ...env });
  const db = t.database.db;
  await db.insert(medicines).values([
    medicine(CIS.paracetamol, 'PARACÉTAMOL TEST 500 mg, comprimé', false),
    medicine(CIS.amoxicillin, 'AMOXICILLINE TEST 500 mg, gélule', true),
    medicine(CIS.amoxicillinGeneric, 'AMOXICILLINE GÉNÉRIQUE 500 mg, gélule', true),
    medicine(CIS.ibuprofen, 'IBUPROFÈNE TEST 400 mg, comprimé', false),
    medicine(CIS.withdrawn, 'RETIRÉ TEST 10 mg, comprimé', false, true),
  ]);
  await db.insert(genericGroups).values({ id: 1, label: 'AMOXICILLINE 500 mg' });
  await db.insert(genericGroupMembers).values([
    { groupId: 1, cis: CIS.amoxicillin, type: 0, sortOrder: 1 },
    { groupId: 1, cis: CIS.amoxicillinGeneric, type: 1, sortOrder: 2 },
  ]);
  const pharmacyA = randomUUID();
  const pharmacyB = randomUUID();
  await db.insert(pharmacies).values([
    { id: pharmacyA, name: 'Pharmacie du Sablon', code: `BE-${pharmacyA.slice(0, 8)}`, address: 'Rue Haute 1', postalCode: '1000', city: 'Bruxelles', homeDeliveryEnabled: true, homeDeliveryPostcodes: ['1000', '1050'], homeDeliveryFeeCents: 450 },
    { id: pharmacyB, name: 'Apotheek De Linde', code: `BE-${pharmacyB.slice(0, 8)}`, address: 'Lindestraat 2', postalCode: '9000', city: 'Gent' },
  ]);
  const [admin, customer, otherCustomer, staff, otherStaff, shipper, otherShipper, pending] = await Promise.all([
    person(t, 'admin'),
    person(t, 'customer'),
    person(t, 'customer'),
    person(t, 'pharmacy'),
    person(t, 'pharmacy'),
    person(t, 'shipper'),
    person(t, 'shipper'),
    person(t, 'pharmacy', 'pending'),
  ]);
  await db.insert(pharmacyStaff).values([
    { pharmacyId: pharmacyA, userId: staff.uid },
    { pharmacyId: pharmacyB, userId: otherStaff.uid },
    { pharmacyId: pharmacyA, userId: pending.uid },
  ]);
  await setShipperPharmacies(db, shipper.uid, [{ pharmacyId: pharmacyA, isStaff: true }]);
  await setShipperPharmacies(db, otherShipper.uid, [{ pharmacyId: pharmacyA, isStaff: false }, { pharmacyId: pharmacyB, isStaff: true }]);
  await updateShipper(db, shipper.uid, { available: true });
  await updateShipper(db, otherShipper.uid, { available: true });
  return { t, admin, customer, otherCustomer, staff, otherStaff, shipper, otherShipper, pending, pharmacyA, pharmacyB };
}

export async function setHomeDelivery(w: World, pharmacyId: string, enabled: boolean, postcodes: string[] = []) {
  await w.t.database.db.update(pharmacies).set({ homeDeliveryEnabled: enabled, homeDeliveryPostcodes: postcodes }).where(eq(pharmacies.id, pharmacyId));
}

export function call(
  w: World,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return w.t.app.inject({ method, url, headers: { ...(cookie ? { cookie } : {}), ...headers }, ...(payload ? { payload } : {}) });
}

export const submit = (w: World, cookie: string | undefined, form: OrderFormInput, key: string = randomUUID()) =>
  call(w, 'POST', '/api/orders', cookie, form, { 'idempotency-key': key });

/** A submitted order of `w.customer` to pharmacy A (a catalogue line and a free-text line), or the override. */
export async function placeOrder(w: World, overrides: Partial<OrderFormInput> = {}, by: Person = w.customer): Promise<OrderDetail> {
  const res = await submit(
    w,
    by.cookie,
    sampleOrderForm(w.pharmacyA, {
      medicines: [
        { cis: CIS.amoxicillin, name: 'Amoxicilline', quantity: 2 },
        { cis: null, name: 'Crème solaire SPF 50', quantity: 1 },
      ],
      ...overrides,
    }),
  );
  if (res.statusCode !== 201) throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const transition = (w: World, cookie: string | undefined, id: string, body: OrderTransition) =>
  call(w, 'POST', `/api/orders/${id}/transitions`, cookie, body);

/**
 * Test shortcut for the pharmacist's review of free-text lines before accepting (the sun cream is not a medicine):
 * written straight to the rows, without a history entry, so tests about other steps keep their trace as it was.
 * The review itself is tested through the API in line-review.test.ts.
 */
export async function markFreeTextNotMedicine(w: World, orderId: string): Promise<void> {
  await w.t.database.db
    .update(orderLines)
    .set({ notMedicine: true })
    .where(and(eq(orderLines.orderId, orderId), isNull(orderLines.cis)));
}

/** Runs `body` as `who` and fails the test unless it answers 200 (an accept first has the free-text lines reviewed). */
export async function step(w: World, who: Person, id: string, body: OrderTransition): Promise<OrderDetail> {
  if (body.action === 'accept') await markFreeTextNotMedicine(w, id);
  const res = await transition(w, who.cookie, id, body);
  if (res.statusCode !== 200) throw new Error(`${body.action} failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Accept with a price of 1234 cents per line. */
export const acceptBody = (order: OrderDetail): OrderTransition => ({
  action: 'accept',
  prices: order.lines.map((l) => ({ lineId: l.id, unitPriceCents: 1234 })),
});

/** Submitted → accepted → preparing → ready (pharmacy staff). */
export async function readyOrder(w: World, overrides: Partial<OrderFormInput> = {}): Promise<OrderDetail> {
  const order = await placeOrder(w, overrides);
  await step(w, w.staff, order.id, acceptBody(order));
  await step(w, w.staff, order.id, { action: 'prepare' });
  return step(w, w.staff, order.id, { action: 'ready' });
}

/** The handover code, as only the customer sees it. */
export async function handoverCodeOf(w: World, id: string, customer: Person = w.customer): Promise<string> {
  const res = await call(w, 'GET', `/api/orders/${id}`, customer.cookie);
  return res.json().handoverCode;
}

export { samplePdf } from '../../test/sample-pdf';

/** A real image with a camera note in its EXIF metadata, which an upload must not keep; `.png()`, `.jpeg()`… */
export const samplePhoto = (width = 60, height = 40) =>
  sharp({ create: { width, height, channels: 3, background: '#f4f1ea' } }).withExif({ IFD0: { Artist: 'Dr. Secret, Rue Cachée 7' } });

/** The 8-byte PNG signature and an IHDR chunk: enough to be recognised as a PNG by content. */
export const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

export function multipart(field: string, filename: string, bytes: Buffer, type = 'application/octet-stream') {
  const boundary = `----pharmalink${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function upload(w: World, cookie: string | undefined, orderId: string, filename: string, bytes: Buffer, field = 'file') {
  const body = multipart(field, filename, bytes);
  return w.t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/files`,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}
