import { allowedActions, type OrderActor, type OrderFacts, type OrderStatus } from '@pharmacy/shared/orders/lifecycle';
import type { OrderDetail, OrderFile, OrderHistoryEntry, OrderLine, OrderSummary } from '@pharmacy/shared/schemas/order';
import type { Role } from '@pharmacy/shared/roles';
import type { Db } from '../../db/client';
import { seesHealthData } from './access';
import { displayNames, filesOf, historyOf, linesOf, pharmacyName, type OrderFileRow, type OrderLineRow, type OrderRow } from './repository';

/** What the state machine needs of an order. */
export function factsOf(order: OrderRow, lines: Pick<OrderLineRow, 'substitutionStatus'>[]): OrderFacts {
  return {
    status: order.status as OrderStatus,
    deliveryType: order.deliveryType as OrderFacts['deliveryType'],
    shipperId: order.shipperId,
    substitutionPending: lines.some((l) => l.substitutionStatus === 'proposed'),
  };
}

export function toLine(row: OrderLineRow): OrderLine {
  return {
    id: row.id,
    cis: row.cis,
    name: row.name,
    quantity: row.quantity,
    unitPriceCents: row.unitPriceCents,
    requiresPrescription: row.requiresPrescription,
    notMedicine: row.notMedicine,
    typedName: row.typedName,
    substitution:
      row.substituteCis && row.substituteName && row.substitutionStatus
        ? { cis: row.substituteCis, name: row.substituteName, status: row.substitutionStatus as 'proposed' | 'accepted' | 'refused' }
        : null,
  };
}

const person = (uid: string | null, names: Map<string, string>) => (uid ? { uid, displayName: names.get(uid) ?? '' } : null);

export interface SummaryParts {
  pharmacyName: string;
  customerName: string | null;
  shipperName: string | null;
  lineCount: number;
}

export function toSummary(row: OrderRow, parts: SummaryParts): OrderSummary {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status as OrderStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    pharmacy: { id: row.pharmacyId, name: parts.pharmacyName },
    customer: row.customerId ? { uid: row.customerId, displayName: parts.customerName ?? '' } : null,
    source: row.source as OrderSummary['source'],
    shipper: row.shipperId ? { uid: row.shipperId, displayName: parts.shipperName ?? '' } : null,
    deliveryType: row.deliveryType as OrderSummary['deliveryType'],
    prescriptionType: row.prescriptionType as OrderSummary['prescriptionType'],
    hasPrescriptionItems: row.hasPrescriptionItems,
    prescriptionAdded: row.prescriptionAdded,
    lineCount: parts.lineCount,
    totalCents: row.totalCents,
    city: row.deliveryType === 'neighbour' ? row.city : '',
  };
}

/** The history notes a courier may read: those of the delivery itself (never a substitution's medicine names). */
const DELIVERY_NOTES = new Set(['assign_shipper', 'pick_up', 'deliver', 'fail_delivery', 'return_to_ready']);

/**
 * The whole order as `actor` may see it. Only the customer sees the handover code (they give it; staff and shipper
 * must be told it). The courier gets a sealed bag (see `sealed` in the shared schema): no medicine names, e-mail,
 * national number, RIDs, eID number, requests, comments or prescription files.
 */
export async function toDetail(db: Db, row: OrderRow, actor: OrderActor): Promise<OrderDetail> {
  const [lines, history, files, pharmacy] = await Promise.all([linesOf(db, row.id), historyOf(db, row.id), filesOf(db, row.id), pharmacyName(db, row.pharmacyId)]);
  const names = await displayNames(db, [row.customerId, row.shipperId, row.proofBy]);
  return detailOf(row, actor, { lines, history, files, pharmacy, names });
}

/** What `toDetail` reads besides the order: given whole by a caller that already has it (a new order). */
export interface DetailParts {
  lines: OrderLineRow[];
  history: Awaited<ReturnType<typeof historyOf>>;
  files: OrderFileRow[];
  pharmacy: string;
  /** Display names of the customer, the shipper and the proof's author. */
  names: Map<string, string>;
}

export function detailOf(row: OrderRow, actor: OrderActor, { lines, history, files, pharmacy, names }: DetailParts): OrderDetail {
  const health = seesHealthData(actor);
  const sealed = !health;
  const open = (text: string) => (sealed ? '' : text);
  return {
    ...toSummary(row, { pharmacyName: pharmacy, customerName: names.get(row.customerId ?? '') ?? null, shipperName: names.get(row.shipperId ?? '') ?? null, lineCount: lines.length }),
    sealed,
    request: open(row.request),
    otherRequestPharmacy: open(row.otherRequestPharmacy),
    otherRequest: open(row.otherRequest),
    address: { street: row.street, postal_code: row.postalCode, city: row.city },
    firstName: row.firstName,
    lastName: row.lastName,
    email: open(row.email),
    phone: row.phone,
    nationalRegistrationNumber: health ? row.nationalRegistrationNumber : '',
    rid: health ? row.rid : [],
    idCardNumber: health ? row.idCardNumber : '',
    pharmacyCall: row.pharmacyCall,
    comment: open(row.comment),
    mandated: row.mandated,
    deliveryFeeCents: row.deliveryFeeCents,
    lines: sealed ? [] : lines.map(toLine),
    history: history.map(
      (h): OrderHistoryEntry => ({
        at: h.at.toISOString(),
        actor: h.actorId && h.actorRole ? { uid: h.actorId, displayName: h.actorName ?? '', role: h.actorRole as Role } : null,
        action: h.action as OrderHistoryEntry['action'],
        from: (h.fromStatus as OrderStatus | null) ?? null,
        to: h.toStatus as OrderStatus,
        note: sealed && !DELIVERY_NOTES.has(h.action) ? null : h.note,
      }),
    ),
    files: health ? files.map(toFile) : [],
    handoverCode: actor.isCustomer ? row.handoverCode : null,
    proofOfDelivery:
      row.proofReceiverName !== null && row.proofAt
        ? { receiverName: row.proofReceiverName, at: row.proofAt.toISOString(), by: person(row.proofBy, names) ?? { uid: '', displayName: '' } }
        : null,
    // The courier learns that the order stopped, not why (the pharmacy's words may name a medicine); a failed
    // delivery's reason is their own.
    rejectionReason: sealed ? null : row.rejectionReason,
    cancellationReason: sealed ? null : row.cancellationReason,
    failureReason: row.failureReason,
    allowedActions: allowedActions(factsOf(row, lines), actor),
  };
}

export function toFile(row: { id: string; name: string; mimeType: string; size: number; createdAt: Date }): OrderFile {
  return { id: row.id, name: row.name, mimeType: row.mimeType as OrderFile['mimeType'], size: row.size, uploadedAt: row.createdAt.toISOString() };
}
