import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { OrderActor } from '@pharmacy/shared/orders/lifecycle';
import type { OrderDetail } from '@pharmacy/shared/schemas/order';
import type { OrderForm } from '@pharmacy/shared/schemas/order-form';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { planTrace, type Audience } from './announce';
import { checkOrderForm, type CheckedOrder } from './order-rules';
import { detailOf } from './present';
import { newReference } from './reference';
import { findOrder, type OrderLineRow, type OrderRow } from './repository';
import { readSubmission, type SubmissionFacts } from './submit-read';
import { freshOrderState, isReferenceTaken, writeSubmission, type OrderDraft } from './submit-write';

export interface Submitted {
  order: OrderRow;
  /** False when the Idempotency-Key had already created this order (a retry). */
  created: boolean;
  audience: Audience | null;
  /** The new order as its submitter sees it, made from what was written (null for a retry: read it). */
  detail: OrderDetail | null;
}

/** Customers order for themselves; pharmacy staff record a counter or phone order for their own pharmacy. */
function sourceOf(user: UserProfile): 'online' | 'counter' {
  if (user.role === 'customer') return 'online';
  if (user.role !== 'pharmacy') throw forbidden('Only customers and pharmacy staff place orders.');
  return 'counter';
}

/** The form after validation has a fixed key order, so its JSON is a stable fingerprint of the request. */
const fingerprint = (form: OrderForm) => createHash('sha256').update(JSON.stringify(form)).digest('hex');

/** A retry answers the order its key made; the same key with another body is refused. */
async function replay(db: Db, previous: { orderId: string | null; requestHash: string } | null, requestHash: string): Promise<Submitted> {
  if (!previous || previous.requestHash !== requestHash || !previous.orderId) {
    throw conflict('IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was already used for another order form.');
  }
  const order = await findOrder(db, previous.orderId);
  if (!order) throw conflict('IDEMPOTENCY_CONFLICT', 'The order made with this Idempotency-Key no longer exists.');
  return { order, created: false, audience: null, detail: null };
}

function draftOf(user: UserProfile, form: OrderForm, source: 'online' | 'counter', checked: CheckedOrder): OrderDraft {
  return {
    id: randomUUID(),
    reference: newReference(),
    status: 'submitted',
    source,
    customerId: source === 'online' ? user.uid : null,
    createdBy: user.uid,
    pharmacyId: form.pharmacy,
    shipperId: null,
    language: user.language,
    prescriptionType: form.prescription_type,
    deliveryType: form.delivery_type,
    hasPrescriptionItems: checked.hasPrescriptionItems,
    prescriptionAdded: false,
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
    totalCents: null,
    ...freshOrderState(),
  };
}

const linesOfDraft = (order: OrderDraft, checked: CheckedOrder): OrderLineRow[] =>
  checked.lines.map((line, position) => ({
    id: randomUUID(),
    orderId: order.id,
    position,
    ...line,
    unitPriceCents: null,
    substituteCis: null,
    substituteName: null,
    substitutionStatus: null,
    notMedicine: false,
    typedName: null,
    linkedBy: null,
  }));

/** The text `q` searches, as repository.ts `refreshSearchText` builds it (normalised by the database). */
const searchTextOf = (order: OrderDraft, lines: OrderLineRow[]) =>
  [order.reference, order.firstName, order.lastName, order.mandated, ...(lines.length > 0 ? [lines.map((l) => l.name).join(' ')] : [])].join(' ');

/**
 * Creates the order once per (person, Idempotency-Key), in two statements: one read of everything the rules and the
 * trace need (submit-read.ts), one write of the key, the order, its lines and its trace (submit-write.ts). The key's
 * insert gates the write, so a concurrent request with the same key waits for the first and writes nothing; a double
 * click, a retry after a network error or two tabs create one order. The same key with another body is refused (409).
 * A refused form stores nothing, so a corrected retry with the same key goes through.
 */
export async function submitOrder(db: Db, user: UserProfile, form: OrderForm, key: string): Promise<Submitted> {
  const source = sourceOf(user);
  const requestHash = fingerprint(form);
  const customerId = source === 'online' ? user.uid : null;
  const cis = form.medicines.flatMap((line) => (line.cis ? [line.cis] : []));
  const facts = await readSubmission(db, { uid: user.uid, pharmacyId: form.pharmacy, customerId, key, cis });
  if (source === 'counter') {
    if (!facts.policy) throw badRequest('This pharmacy does not exist.', { pharmacy: 'validation.pharmacy' });
    if (!facts.isStaff) throw forbidden('You are not staff of this pharmacy.', 'NOT_PHARMACY_STAFF');
  }
  if (facts.previous) return replay(db, facts.previous, requestHash);
  const checked = checkOrderForm(form, facts.policy, facts.catalogue);

  // A reference collision is rare (30^6 values): the statement fails whole and another reference is drawn.
  for (let attempt = 0; attempt < 8; attempt++) {
    const draft = draftOf(user, form, source, checked);
    const lines = linesOfDraft(draft, checked);
    const trace = planTrace(
      { order: draft, actor: user, action: 'submit', from: null, note: null, kind: 'order.submitted', notifyActor: source === 'online', email: true },
      facts.parties,
    );
    let written;
    try {
      written = await writeSubmission(db, { key: { userId: user.uid, key, requestHash }, order: draft, lines, searchText: searchTextOf(draft, lines), trace });
    } catch (error) {
      if (isReferenceTaken(error)) continue;
      throw error;
    }
    // Written by a concurrent request with the same key since the read: answer as a retry.
    if (!written) return replay(db, await storedKey(db, user.uid, key), requestHash);
    const actor: OrderActor = { isCustomer: source === 'online', isPharmacyStaff: source === 'counter', isAssignedShipper: false, isAdmin: false };
    const detail = detailOf(written.order, actor, {
      lines,
      history: [{ at: written.historyAt, actorId: user.uid, actorRole: user.role, actorName: facts.actorName, action: 'submit', fromStatus: null, toStatus: 'submitted', note: null }],
      files: [],
      pharmacy: facts.parties.pharmacyName,
      names: new Map(customerId ? [[customerId, facts.actorName]] : []),
    });
    return { order: written.order, created: true, audience: trace.audience, detail };
  }
  throw new Error('could not draw a free order reference');
}

async function storedKey(db: Db, userId: string, key: string): Promise<SubmissionFacts['previous']> {
  const [row] = await db
    .select({ orderId: idempotencyKeys.orderId, requestHash: idempotencyKeys.requestHash })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}
