import type { OrderStatus } from '@pharmacy/shared/orders/lifecycle';
import type { OrderDetail, OrderList, OrderSummary } from '@pharmacy/shared/schemas/order';

/** One order as the list answers it; override what a test is about. */
export function makeSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: 'o-1',
    reference: 'PL-7Q4K2M',
    status: 'submitted',
    createdAt: '2026-03-14T09:30:00.000Z',
    updatedAt: '2026-03-14T09:30:00.000Z',
    pharmacy: { id: 'ph-1', name: 'Pharmacie du Sablon' },
    customer: { uid: 'c-1', displayName: 'Lotte Peeters' },
    source: 'online',
    shipper: null,
    deliveryType: 'neighbour',
    prescriptionType: 'rid',
    hasPrescriptionItems: true,
    prescriptionAdded: false,
    lineCount: 2,
    totalCents: null,
    city: 'Bruxelles',
    ...overrides,
  };
}

/** A whole order as the pharmacy sees it (with the health data); override what a test is about. */
export function makeDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...makeSummary(),
    sealed: false,
    request: 'Please call before coming.',
    otherRequestPharmacy: '',
    otherRequest: '',
    address: { street: 'Rue de la Régence 3', postal_code: '1000', city: 'Bruxelles' },
    firstName: 'Lotte',
    lastName: 'Peeters',
    email: 'lotte@example.be',
    phone: '+32 470 12 34 56',
    nationalRegistrationNumber: '85073003328',
    rid: ['BEPPA1B2C3D4', 'BEKP12345678'],
    idCardNumber: '',
    pharmacyCall: false,
    comment: '',
    mandated: 'Jan Peeters',
    deliveryFeeCents: 0,
    lines: [
      { id: 'l-1', cis: '60234100', name: 'DOLIPRANE 500 mg, comprimé', quantity: 2, unitPriceCents: null, requiresPrescription: false, notMedicine: false, typedName: null, substitution: null },
      { id: 'l-2', cis: null, name: 'Thermometer', quantity: 1, unitPriceCents: null, requiresPrescription: false, notMedicine: false, typedName: null, substitution: null },
    ],
    history: [{ at: '2026-03-14T09:30:00.000Z', actor: { uid: 'c-1', displayName: 'Lotte Peeters', role: 'customer' }, action: 'submit', from: null, to: 'submitted', note: null }],
    files: [{ id: 'f-1', name: 'prescription.pdf', mimeType: 'application/pdf', size: 120_000, uploadedAt: '2026-03-14T09:30:00.000Z' }],
    handoverCode: null,
    proofOfDelivery: null,
    rejectionReason: null,
    cancellationReason: null,
    failureReason: null,
    allowedActions: ['accept', 'reject', 'cancel', 'propose_substitution'],
    ...overrides,
  };
}

const zero = (): Record<OrderStatus, number> => ({
  submitted: 0,
  accepted: 0,
  rejected: 0,
  preparing: 0,
  ready: 0,
  out_for_delivery: 0,
  delivered: 0,
  delivery_failed: 0,
  collected: 0,
  cancelled: 0,
});

export function makeList(items: OrderSummary[], counts: Partial<Record<OrderStatus, number>> = {}, nextCursor: string | null = null): OrderList {
  return { items, nextCursor, counts: { ...zero(), ...counts } };
}

export const notFound = { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
