import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { OrderDetail } from '@pharmacy/shared/schemas/order';
import type { Role } from '@pharmacy/shared/roles';
import { medicinePresentations, users } from '../../db/schema';
import { acceptBody, call, CIS, createWorld, multipart, placeOrder, samplePdf, step, upload, type Person, type World } from '../../modules/orders/test-world';
import { createAccount } from '../../modules/accounts/commands/register';
import { GOOD_PASSWORD, signIn, uniqueEmail } from '../test-app';
import { anIssued, makeSeller } from '../../modules/invoices/test-world';

/*
 * Test-only: the whole-API access matrix's world. On top of the order world (customer = owner of an order at
 * pharmacy P = A, staff of P and of Q = B, courier S1 assigned to the order, courier S2 who is not, a pending
 * pharmacy account, an admin): a suspended and a refused account whose sessions were opened while active, the
 * owner's avatar, a prescription file and a notification, a pending invitation of pharmacy P and an invoice of P
 * issued to the owner.
 */

export const ACTORS = [
  'anonymous',
  'owner',
  'other customer',
  'staff of P',
  'staff of Q',
  'assigned courier S1',
  'unassigned courier S2',
  'pending',
  'suspended',
  'refused',
  'admin',
] as const;
export type Actor = (typeof ACTORS)[number];

export const STOCK_CIP13 = '3400930000011';

export interface MatrixWorld extends World {
  suspended: Person;
  refused: Person;
  order: OrderDetail;
  fileId: string;
  notificationId: string;
  ownerSlug: string;
  courierSlug: string;
  pharmacySlug: string;
  avatarName: string;
  invitation: { id: string; token: string };
  /** An invoice of pharmacy P issued to the owner. */
  invoice: { id: string; number: string };
  png: Buffer;
  personOf(actor: Actor): Person | undefined;
}

/** An account of `role` signed in while active, then given `status` (as an admin's decision would). */
export async function accountWithStatus(w: World, role: Role, status: 'active' | 'suspended' | 'refused'): Promise<Person> {
  const email = uniqueEmail(status);
  const profile = await createAccount(w.t.database.db, { email, password: GOOD_PASSWORD, firstName: 'Test', lastName: status, role, emailVerified: true, status: 'active' });
  const cookie = await signIn(w.t, email, GOOD_PASSWORD);
  if (status !== 'active') await w.t.database.db.update(users).set({ status }).where(eq(users.uid, profile.uid));
  return { uid: profile.uid, cookie, email };
}

/** An accepted home-delivery order of the owner at P with S1 assigned. */
export async function assignedOrder(w: World): Promise<OrderDetail> {
  const order = await placeOrder(w, { delivery_type: 'neighbour' });
  await step(w, w.staff, order.id, acceptBody(order));
  return step(w, w.staff, order.id, { action: 'assign_shipper', shipperId: w.shipper.uid });
}

async function json<T>(res: { statusCode: number; body: string; json(): unknown }, what: string): Promise<T> {
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

export async function createMatrixWorld(): Promise<MatrixWorld> {
  const w = await createWorld();
  const [suspended, refused] = await Promise.all([accountWithStatus(w, 'customer', 'suspended'), accountWithStatus(w, 'shipper', 'refused')]);
  const order = await assignedOrder(w);
  // A presentation for the stock rows.
  await w.t.database.db.insert(medicinePresentations).values({ cip13: STOCK_CIP13, cis: CIS.paracetamol, label: 'boîte de 20', status: 'Présentation active', marketingStatus: 'Déclaration de commercialisation', marketed: true, priceCents: 250 });
  const file = await json<{ id: string }>(await upload(w, w.customer.cookie, order.id, 'prescription.pdf', samplePdf()), 'upload');
  const notifications = await json<{ items: { id: string }[] }>(await call(w, 'GET', '/api/notifications', w.customer.cookie), 'notifications');
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#00a76f' } })
    .png()
    .toBuffer();
  const avatarBody = multipart('file', 'me.png', png);
  const avatar = await json<{ name?: string; avatar?: string; url?: string }>(
    await w.t.app.inject({ method: 'POST', url: '/api/me/avatar', headers: { ...avatarBody.headers, cookie: w.customer.cookie }, payload: avatarBody.payload }),
    'avatar',
  );
  const avatarName = String(avatar.name ?? avatar.avatar ?? avatar.url ?? '').split('/').pop()!;
  const ownerSlug = (await json<{ slug: string }>(await call(w, 'GET', '/api/me/person', w.customer.cookie), 'person')).slug;
  const courierSlug = (await json<{ slug: string }>(await call(w, 'GET', '/api/me/person', w.shipper.cookie), 'courier')).slug;
  const pharmacySlug = (await json<{ slug: string }>(await call(w, 'GET', `/api/pharmacies/${w.pharmacyA}`), 'pharmacy')).slug;
  const invitation = await invite(w, uniqueEmail('invitee'));
  await makeSeller(w.t.database.db, w.pharmacyA);
  const issued = await anIssued(w.t.database.db, w.pharmacyA, w.customer.uid);
  const map = (): Record<Actor, Person | undefined> => ({
    anonymous: undefined,
    owner: w.customer,
    'other customer': w.otherCustomer,
    'staff of P': w.staff,
    'staff of Q': w.otherStaff,
    'assigned courier S1': w.shipper,
    'unassigned courier S2': w.otherShipper,
    pending: w.pending,
    suspended,
    refused,
    admin: w.admin,
  });
  if (!notifications.items[0]) throw new Error('the owner has no notification');
  return {
    ...w,
    suspended,
    refused,
    order,
    fileId: file.id,
    notificationId: notifications.items[0].id,
    ownerSlug,
    courierSlug,
    pharmacySlug,
    avatarName,
    invitation,
    invoice: { id: issued.id, number: issued.number! },
    png,
    personOf: (actor) => map()[actor],
  };
}

/** An invitation of pharmacy P to `email`, with the token of the e-mailed link. */
export async function invite(w: World, email: string): Promise<{ id: string; token: string }> {
  const res = await call(w, 'POST', `/api/pharmacies/${w.pharmacyA}/invitations`, w.admin.cookie, { email });
  const { id } = await json<{ id: string }>(res, 'invite');
  await w.t.app.outbox.drain();
  const token = w.t.mailer.lastTo(email)!.text.match(/invite=([\w-]+)/)![1];
  return { id, token };
}
