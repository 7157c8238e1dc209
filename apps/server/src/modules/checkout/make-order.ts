import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { carts, shopCheckouts } from '../../db/schema';
import { planTrace, type Audience } from '../orders/announce';
import { loadParties } from '../orders/parties';
import { newReference } from '../orders/reference';
import type { OrderLineRow } from '../orders/repository';
import { freshOrderState, isReferenceTaken, writeSubmission, type OrderDraft } from '../orders/submit-write';

type Checkout = typeof shopCheckouts.$inferSelect;

/** A line's name on the order and its invoice: the product and the customer's picks ("Gourde — Bleu, Rose"). */
const lineName = (name: string, colors: string[]) => (colors.length > 0 ? `${name} — ${colors.join(', ')}` : name);

function draftOf(checkout: Checkout, customer: UserProfile): OrderDraft {
  const [firstName, ...rest] = checkout.billing.name.split(' ');
  return {
    id: randomUUID(),
    reference: newReference(),
    status: 'submitted',
    source: 'shop',
    customerId: customer.uid,
    createdBy: customer.uid,
    pharmacyId: checkout.pharmacyId,
    shipperId: null,
    language: customer.language,
    prescriptionType: 'no_prescription',
    deliveryType: checkout.delivery === 'home' ? 'neighbour' : 'take_away',
    hasPrescriptionItems: false,
    prescriptionAdded: false,
    request: '',
    otherRequestPharmacy: '',
    withPrescription: false,
    withoutPrescription: true,
    street: checkout.delivery === 'home' ? checkout.street : checkout.billing.street,
    postalCode: checkout.delivery === 'home' ? checkout.postalCode : checkout.billing.postalCode,
    city: checkout.delivery === 'home' ? checkout.city : checkout.billing.city,
    firstName: firstName ?? '',
    lastName: rest.join(' '),
    email: checkout.billing.email ?? customer.email,
    phone: checkout.phone,
    nationalRegistrationNumber: '',
    rid: [],
    idCardNumber: '',
    pharmacyCall: false,
    hasComment: false,
    comment: '',
    mandated: '',
    // The shop's conditions were accepted at checkout.
    toc: true,
    otherRequest: '',
    deliveryFeeCents: checkout.shippingCents,
    totalCents: checkout.totalCents,
    ...freshOrderState(),
  };
}

const linesOf = (checkout: Checkout, orderId: string): OrderLineRow[] =>
  checkout.lines.map((line, position) => ({
    id: randomUUID(),
    orderId,
    position,
    cis: line.cis,
    name: lineName(line.name, line.colors),
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    requiresPrescription: false,
    substituteCis: null,
    substituteName: null,
    substitutionStatus: null,
    // Parapharmacy needs no catalogue link; the pharmacist has nothing to review.
    notMedicine: line.cis === null,
    typedName: null,
    linkedBy: null,
  }));

/**
 * Makes the order of a committed checkout (paid online, or to pay at the pharmacy) inside the caller's transaction:
 * the same one-statement write as the order form (orders/submit-write.ts), so the pharmacy sees and is told of it the
 * same way, and the checkout's Idempotency-Key gates it: a second call (a repeated webhook) writes nothing.
 * The customer's saved cart is emptied: what it held is bought.
 */
export async function makeOrder(tx: Db, checkout: Checkout, customer: UserProfile): Promise<{ orderId: string; reference: string; audience: Audience } | null> {
  const parties = await loadParties(tx, { pharmacyId: checkout.pharmacyId, customerId: customer.uid, shipperId: null });
  for (let attempt = 0; attempt < 8; attempt++) {
    const order = draftOf(checkout, customer);
    const lines = linesOf(checkout, order.id);
    const trace = planTrace({ order, actor: customer, action: 'submit', from: null, note: null, kind: 'order.submitted', notifyActor: true, email: true }, parties);
    const searchText = [order.reference, order.firstName, order.lastName, lines.map((l) => l.name).join(' ')].join(' ');
    let written;
    try {
      // A savepoint: a taken reference fails this statement only, and another is drawn.
      written = await tx.transaction((sp) => writeSubmission(sp, { key: { userId: customer.uid, key: checkout.idempotencyKey, requestHash: checkout.requestHash }, order, lines, searchText, trace }));
    } catch (error) {
      if (isReferenceTaken(error)) continue;
      throw error;
    }
    if (!written) return null;
    await tx.update(shopCheckouts).set({ orderId: order.id, updatedAt: new Date() }).where(eq(shopCheckouts.id, checkout.id));
    await tx.delete(carts).where(eq(carts.customerId, customer.uid));
    return { orderId: order.id, reference: order.reference, audience: trace.audience };
  }
  throw new Error('could not draw a free order reference');
}
