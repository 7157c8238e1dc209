import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { OrderStatus } from '@pharmacy/shared/orders/lifecycle';
import { orderHistory, orders } from '../../db/schema';
import { call, type World } from '../orders/test-world';
import { cellsOf, personIn } from '../orders/test-people';

/*
 * Test-only, for the dashboards' seeded-figures tests: orders written straight into the tables (with the times a test
 * needs, which the API would not let it choose), and the "who may ask" matrix each dashboard's routes answer.
 */

const WHO = [
  'anonymous',
  'customer',
  'pharmacy staff',
  'staff of another pharmacy',
  'shipper',
  'admin',
  'pending account',
] as const;
type Who = (typeof WHO)[number];

/** A pharmacy's figures: its staff and admins; everyone else refused. */
export const PHARMACY_AND_ADMIN: Record<Who, number> = {
  anonymous: 401,
  customer: 403,
  'pharmacy staff': 200,
  'staff of another pharmacy': 200,
  shipper: 403,
  admin: 200,
  'pending account': 403,
};

/** One's own figures: every active account. */
export const EVERY_ACTIVE_ACCOUNT: Record<Who, number> = { ...PHARMACY_AND_ADMIN, customer: 200, shipper: 200 };

/** `it.each` over the people of the world, for each address: the status each gets. */
export function whoMayAsk(world: () => World, urls: readonly string[], expected: Record<Who, number>): void {
  for (const url of urls) {
    it.each(cellsOf(WHO, expected))(`GET ${url}: %s → %i`, async (who, status) => {
      expect((await call(world(), 'GET', url, personIn(world(), who)?.cookie)).statusCode).toBe(status);
    });
  }
}

export interface OrderSeed {
  pharmacyId: string;
  status: OrderStatus;
  delivery: 'neighbour' | 'take_away';
  created: string;
  customerId?: string | null;
  shipperId?: string | null;
  prescription?: 'id_card' | 'rid' | 'in_pharmacy' | 'no_prescription';
  postalCode?: string;
  city?: string;
  reference?: string;
  /** The order's history after submission: [status reached, when, who]; the last time is its `updated_at`. */
  steps?: [to: OrderStatus, at: string, by: { uid: string; role: 'pharmacy' | 'shipper' | 'customer' }][];
}

/** An order (with a patient's data the dashboards must never show: "Secret Patient") and its history. */
export async function insertOrder(w: World, seed: OrderSeed): Promise<string> {
  const id = randomUUID();
  const prescription = seed.prescription ?? 'no_prescription';
  await w.t.database.db.insert(orders).values({
    id,
    reference:
      seed.reference ??
      `PL-${randomUUID()
        .replace(/[^A-Z2-9]/gi, '')
        .slice(0, 6)
        .toUpperCase()}`,
    status: seed.status,
    source: seed.customerId === null ? 'counter' : 'online',
    customerId: seed.customerId === undefined ? w.customer.uid : seed.customerId,
    pharmacyId: seed.pharmacyId,
    shipperId: seed.shipperId ?? null,
    language: 'fr',
    prescriptionType: prescription,
    deliveryType: seed.delivery,
    hasPrescriptionItems: false,
    request: '',
    otherRequestPharmacy: '',
    withPrescription: prescription !== 'no_prescription',
    withoutPrescription: prescription === 'no_prescription',
    street: 'Rue Haute 10',
    postalCode: seed.postalCode ?? '1000',
    city: seed.city ?? 'Bruxelles',
    firstName: 'Secret',
    lastName: 'Patient',
    email: 'secret.patient@example.com',
    phone: '0470 00 00 00',
    nationalRegistrationNumber: '85073003328',
    rid: [],
    idCardNumber: '',
    pharmacyCall: false,
    hasComment: false,
    comment: '',
    mandated: '',
    toc: true,
    otherRequest: '',
    handoverCode: '123456',
    createdAt: new Date(seed.created),
    updatedAt: new Date(seed.steps?.at(-1)?.[1] ?? seed.created),
  });
  let from: OrderStatus = 'submitted';
  for (const [to, at, by] of seed.steps ?? []) {
    await w.t.database.db
      .insert(orderHistory)
      .values({
        orderId: id,
        at: new Date(at),
        actorId: by.uid,
        actorRole: by.role,
        action: to,
        fromStatus: from,
        toStatus: to,
      });
    from = to;
  }
  return id;
}
