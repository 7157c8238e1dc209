import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { OrderForm } from '@pharmacy/shared/schemas/order-form';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { idempotencyKeys, orderLines, orders } from '../../db/schema';
import { badRequest, conflict, forbidden, HttpError } from '../../lib/errors';
import { assertPharmacyExists } from '../pharmacies/service';
import { isStaffOf } from './access';
import { recordChange, type Audience } from './announce';
import { checkOrderForm } from './order-rules';
import { newHandoverCode, newReference } from './reference';
import { findOrder, refreshSearchText, type OrderRow } from './repository';

export interface Submitted {
  order: OrderRow;
  /** False when the Idempotency-Key had already created this order (a retry). */
  created: boolean;
  audience: Audience | null;
}

/** Customers order for themselves; pharmacy staff record a counter or phone order for their own pharmacy. */
async function sourceFor(db: Db, user: UserProfile, form: OrderForm): Promise<'online' | 'counter'> {
  if (user.role === 'customer') return 'online';
  if (user.role !== 'pharmacy') throw forbidden('Only customers and pharmacy staff place orders.');
  try {
    await assertPharmacyExists(db, form.pharmacy);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw badRequest('This pharmacy does not exist.', { pharmacy: 'validation.pharmacy' });
    throw error;
  }
  if (!(await isStaffOf(db, user.uid, form.pharmacy))) throw forbidden('You are not staff of this pharmacy.', 'NOT_PHARMACY_STAFF');
  return 'counter';
}

/** The form after validation has a fixed key order, so its JSON is a stable fingerprint of the request. */
const fingerprint = (form: OrderForm) => createHash('sha256').update(JSON.stringify(form)).digest('hex');

async function insertOrder(tx: Db, values: Omit<typeof orders.$inferInsert, 'reference'>): Promise<OrderRow> {
  // A reference collision is rare (30^6 values); ON CONFLICT keeps the transaction usable for another draw.
  for (let attempt = 0; attempt < 8; attempt++) {
    const [row] = await tx
      .insert(orders)
      .values({ ...values, reference: newReference() })
      .onConflictDoNothing({ target: orders.reference })
      .returning();
    if (row) return row;
  }
  throw new Error('could not draw a free order reference');
}

/**
 * Creates the order once per (person, Idempotency-Key). The key row is inserted first with ON CONFLICT DO NOTHING: a
 * concurrent request with the same key waits on it and then finds the committed order, so a double click, a retry
 * after a network error or two tabs create one order. The same key with another body is refused (409).
 */
export async function submitOrder(db: Db, user: UserProfile, form: OrderForm, key: string): Promise<Submitted> {
  const source = await sourceFor(db, user, form);
  const requestHash = fingerprint(form);
  const result = await db.transaction(async (tx): Promise<Submitted | { replayOf: string }> => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ userId: user.uid, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed) {
      const [previous] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, user.uid), eq(idempotencyKeys.key, key)));
      if (!previous || previous.requestHash !== requestHash || !previous.orderId) {
        throw conflict('IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was already used for another order form.');
      }
      return { replayOf: previous.orderId };
    }

    const checked = await checkOrderForm(tx, form);
    const order = await insertOrder(tx, {
      id: randomUUID(),
      status: 'submitted',
      source,
      customerId: source === 'online' ? user.uid : null,
      createdBy: user.uid,
      pharmacyId: form.pharmacy,
      language: user.language,
      prescriptionType: form.prescription_type,
      deliveryType: form.delivery_type,
      hasPrescriptionItems: checked.hasPrescriptionItems,
      request: form.request,
      otherRequestPharmacy: form.other_request_pharmacy,
      withPrescription: form.with_prescription,
      withoutPrescription: form.without_prescription,
      street: form.address.street,
      postalCode: form.address.postal_code,
      city: form.address.city,
      firstName: form.first_name,
      lastName: form.last_name,
      email: form.email,
      phone: form.phone,
      nationalRegistrationNumber: form.national_registration_number,
      rid: form.rid,
      idCardNumber: form.id_card_number,
      pharmacyCall: form.pharmacy_call,
      hasComment: form.has_comment,
      comment: form.comment,
      mandated: form.mandated,
      toc: form.toc,
      otherRequest: form.other_request,
      deliveryFeeCents: checked.deliveryFeeCents,
      handoverCode: newHandoverCode(),
    });
    if (checked.lines.length > 0) {
      await tx.insert(orderLines).values(checked.lines.map((line, position) => ({ id: randomUUID(), orderId: order.id, position, ...line })));
    }
    await tx.update(idempotencyKeys).set({ orderId: order.id }).where(and(eq(idempotencyKeys.userId, user.uid), eq(idempotencyKeys.key, key)));
    await refreshSearchText(tx, order.id);
    const audience = await recordChange(tx, {
      order,
      actor: user,
      action: 'submit',
      from: null,
      note: null,
      kind: 'order.submitted',
      notifyActor: source === 'online',
      email: true,
    });
    return { order, created: true, audience };
  });
  if ('replayOf' in result) {
    const order = await findOrder(db, result.replayOf);
    if (!order) throw conflict('IDEMPOTENCY_CONFLICT', 'The order made with this Idempotency-Key no longer exists.');
    return { order, created: false, audience: null };
  }
  return result;
}
