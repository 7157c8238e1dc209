import { eq, sql } from 'drizzle-orm';
import type { OrderActor } from '@pharmacy/shared/orders/lifecycle';
import type { NotificationKind } from '@pharmacy/shared/schemas/notification';
import type { OrderTransition } from '@pharmacy/shared/schemas/order';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { orderLines } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { getPharmacyPolicy } from '../pharmacies/service';
import { findShipperForPharmacy } from '../shippers/service';
import { assertCodeNotLocked, codeMatches, wrongCodeUpdate } from './handover';
import { linkedLinesNeedPrescription, prescriptionChanges, unreviewedError, unreviewedLines } from './prescription-law';
import { displayNames, medicinesByCis, refreshSearchText, shareGenericGroup, type OrderChanges, type OrderLineRow, type OrderRow } from './repository';

/** What an action changes besides the status, and how it is announced. */
export interface Effect {
  set: OrderChanges;
  note: string | null;
  reason: string | null;
  kind: NotificationKind;
  alsoPublish: string[];
  /** Extra notification parameters (not in the e-mail). */
  params?: Record<string, string>;
  /** A wrong handover code: the attempt is stored (committed), then the caller answers 400. */
  wrongCode?: boolean;
}

const KIND: Record<OrderTransition['action'], NotificationKind> = {
  accept: 'order.accepted',
  reject: 'order.rejected',
  prepare: 'order.preparing',
  ready: 'order.ready',
  assign_shipper: 'order.shipper_assigned',
  pick_up: 'order.out_for_delivery',
  deliver: 'order.delivered',
  fail_delivery: 'order.delivery_failed',
  return_to_ready: 'order.ready',
  collect: 'order.collected',
  cancel: 'order.cancelled',
  propose_substitution: 'order.substitution_proposed',
  answer_substitution: 'order.substitution_answered',
};

export interface Context {
  tx: Db;
  order: OrderRow;
  lines: OrderLineRow[];
  actor: OrderActor;
  user: UserProfile;
  now: Date;
}

const effect = (action: OrderTransition['action'], parts: Partial<Effect> = {}): Effect => ({
  set: {},
  note: null,
  reason: null,
  kind: KIND[action],
  alsoPublish: [],
  ...parts,
});

async function accept(ctx: Context, body: Extract<OrderTransition, { action: 'accept' }>): Promise<Effect> {
  if (ctx.lines.length === 0) throw badRequest('Add the medicines to the order before accepting it.', { prices: 'validation.medicinesRequired' });
  const prices = new Map<string, number>();
  const fields: Record<string, string> = {};
  body.prices.forEach((p, i) => {
    if (!ctx.lines.some((l) => l.id === p.lineId) || prices.has(p.lineId)) fields[`prices.${i}.lineId`] = 'validation.invalid';
    prices.set(p.lineId, p.unitPriceCents);
  });
  if (Object.keys(fields).length > 0) throw badRequest('Some prices are for lines this order does not have.', fields);
  if (ctx.lines.some((l) => !prices.has(l.id))) throw badRequest('Give a price for every line.', { prices: 'validation.priceRequired' });
  if (ctx.order.source === 'shop') {
    // The customer paid these prices (with their discount and delivery): the pharmacy accepts them as they are.
    const changed = body.prices.findIndex((p) => ctx.lines.find((l) => l.id === p.lineId)?.unitPriceCents !== p.unitPriceCents);
    if (changed >= 0) throw badRequest('A shop order keeps the prices the customer paid.', { [`prices.${changed}.unitPriceCents`]: 'validation.shopPriceFixed' });
    return effect('accept', { note: body.note || null });
  }
  const unreviewed = unreviewedLines(ctx.lines);
  if (unreviewed.length > 0) throw unreviewedError(unreviewed);
  let total = 0;
  for (const line of ctx.lines) total += prices.get(line.id)! * line.quantity;
  // Every line's price in one statement.
  const priced = JSON.stringify([...prices].map(([id, price]) => ({ id, price })));
  await ctx.tx.execute(
    sql`UPDATE ${orderLines} l SET unit_price_cents = v.price FROM jsonb_to_recordset(${priced}::jsonb) AS v(id uuid, price int) WHERE l.id = v.id AND l.order_id = ${ctx.order.id}`,
  );
  // The law again, from the catalogue as it is now: the order may have to become a prescription order.
  const law = prescriptionChanges(ctx.order, await linkedLinesNeedPrescription(ctx.tx, ctx.lines));
  return effect('accept', { set: { ...law, totalCents: total }, note: body.note || null });
}

async function assignShipper(ctx: Context, shipperId: string): Promise<Effect> {
  const shipper = await findShipperForPharmacy(ctx.tx, shipperId, ctx.order.pharmacyId);
  if (!shipper) throw conflict('SHIPPER_NOT_SERVING', 'This shipper does not deliver for this pharmacy.');
  if (!shipper.available) throw conflict('SHIPPER_UNAVAILABLE', 'This shipper is not available now.');
  // Read again from the lines and the catalogue, not only from the flag: a free-text line still unchecked may be
  // prescription medicine, so it counts as one.
  const prescription =
    ctx.order.hasPrescriptionItems || unreviewedLines(ctx.lines).length > 0 || (await linkedLinesNeedPrescription(ctx.tx, ctx.lines));
  if (prescription) {
    // docs/PRODUCT.md "The law": prescription medicine goes home only with the pharmacy's own staff, and only if it delivers.
    const policy = await getPharmacyPolicy(ctx.tx, ctx.order.pharmacyId);
    if (!policy?.homeDelivery.enabled) {
      throw conflict('PRESCRIPTION_DELIVERY_NOT_ALLOWED', 'This pharmacy does not deliver prescription medicine at home: the customer must collect it.');
    }
    if (!shipper.isStaff) {
      throw conflict('PRESCRIPTION_DELIVERY_NOT_ALLOWED', "Prescription medicine may only be delivered by the pharmacy's own staff: choose a staff shipper.");
    }
  }
  const names = await displayNames(ctx.tx, [shipperId]);
  const previous = ctx.order.shipperId && ctx.order.shipperId !== shipperId ? [ctx.order.shipperId] : [];
  return effect('assign_shipper', { set: { shipperId }, note: names.get(shipperId) ?? null, alsoPublish: previous });
}

function handover(ctx: Context, code: string, action: 'deliver' | 'collect', set: OrderChanges): Effect {
  assertCodeNotLocked(ctx.order, ctx.now);
  if (!codeMatches(ctx.order, code)) return effect(action, { set: wrongCodeUpdate(ctx.order, ctx.now), wrongCode: true });
  return effect(action, { set: { ...set, wrongCodeAttempts: 0, wrongCodeAt: null } });
}

async function proposeSubstitution(ctx: Context, lineId: string, cis: string): Promise<Effect> {
  const line = ctx.lines.find((l) => l.id === lineId);
  if (!line) throw badRequest('This order has no such line.', { lineId: 'validation.invalid' });
  if (!line.cis) throw badRequest('A free-text line has no generic group to substitute from.', { lineId: 'validation.notSubstitutable' });
  const medicine = (await medicinesByCis(ctx.tx, [cis])).get(cis);
  if (!medicine || medicine.withdrawn) throw badRequest('This medicine is not in the catalogue.', { cis: 'validation.unknownMedicine' });
  if (cis === line.cis || !(await shareGenericGroup(ctx.tx, line.cis, cis))) {
    throw badRequest(`${medicine.name} is not in the generic group of ${line.name}.`, { cis: 'validation.notSubstitutable' });
  }
  if (ctx.order.prescriptionType === 'no_prescription' && medicine.requiresPrescription) {
    throw badRequest(`${medicine.name} needs a prescription and this order has none.`, { cis: 'validation.needsPrescription' });
  }
  await ctx.tx
    .update(orderLines)
    .set({ substituteCis: cis, substituteName: medicine.name, substitutionStatus: 'proposed' })
    .where(eq(orderLines.id, line.id));
  return effect('propose_substitution', { note: `${line.name} → ${medicine.name}` });
}

async function answerSubstitution(ctx: Context, lineId: string, accepted: boolean): Promise<Effect> {
  const line = ctx.lines.find((l) => l.id === lineId);
  if (!line || line.substitutionStatus !== 'proposed' || !line.substituteCis || !line.substituteName) {
    throw badRequest('No substitution waits for an answer on this line.', { lineId: 'validation.invalid' });
  }
  const note = `${line.name} → ${line.substituteName}`;
  if (!accepted) {
    await ctx.tx.update(orderLines).set({ substitutionStatus: 'refused' }).where(eq(orderLines.id, line.id));
    return effect('answer_substitution', { note, params: { answer: 'refused' } });
  }
  const medicine = (await medicinesByCis(ctx.tx, [line.substituteCis])).get(line.substituteCis);
  const requiresPrescription = medicine?.requiresPrescription ?? line.requiresPrescription;
  await ctx.tx
    .update(orderLines)
    .set({ cis: line.substituteCis, name: line.substituteName, requiresPrescription, substitutionStatus: 'accepted' })
    .where(eq(orderLines.id, line.id));
  await refreshSearchText(ctx.tx, ctx.order.id);
  const hasPrescriptionItems =
    ctx.order.prescriptionType !== 'no_prescription' || ctx.lines.some((l) => (l.id === line.id ? requiresPrescription : l.requiresPrescription));
  return effect('answer_substitution', { set: { hasPrescriptionItems }, note, params: { answer: 'accepted' } });
}

/** The action's own rules and changes; the lifecycle has already said the action is allowed now. */
export async function applyEffect(ctx: Context, body: OrderTransition): Promise<Effect> {
  switch (body.action) {
    case 'accept':
      return accept(ctx, body);
    case 'reject':
      return effect('reject', { set: { rejectionReason: body.reason }, note: body.reason, reason: body.reason });
    case 'prepare':
    case 'ready':
    case 'pick_up':
    case 'return_to_ready':
      return effect(body.action, { note: body.note || null });
    case 'assign_shipper':
      return assignShipper(ctx, body.shipperId);
    case 'deliver':
      return {
        ...handover(ctx, body.handoverCode, 'deliver', { proofReceiverName: body.receiverName, proofAt: ctx.now, proofBy: ctx.user.uid }),
        note: body.receiverName,
      };
    case 'collect':
      return handover(ctx, body.handoverCode, 'collect', {});
    case 'fail_delivery':
      return effect('fail_delivery', { set: { failureReason: body.reason }, note: body.reason, reason: body.reason });
    case 'cancel': {
      const reason = body.reason || null;
      // docs/PRODUCT.md: the pharmacy cancels with a reason; the customer may simply change their mind.
      if (!reason && !ctx.actor.isCustomer) throw badRequest('Tell the customer why the order is cancelled.', { reason: 'validation.required' });
      return effect('cancel', { set: { cancellationReason: reason }, note: reason, reason });
    }
    case 'propose_substitution':
      return proposeSubstitution(ctx, body.lineId, body.cis);
    case 'answer_substitution':
      return answerSubstitution(ctx, body.lineId, body.accept);
  }
}
