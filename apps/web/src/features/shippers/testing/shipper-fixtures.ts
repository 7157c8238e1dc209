import type { ShipperRow } from '@pharmacy/shared/schemas/shipper';

/** A courier on a bike delivering for one pharmacy as its staff. */
export function makeShipperRow(overrides: Partial<ShipperRow> = {}): ShipperRow {
  return {
    uid: 's-1',
    slug: 'marc-peeters',
    firstName: 'Marc',
    lastName: 'Peeters',
    displayName: 'Marc Peeters',
    phone: '+32 470 12 34 56',
    vehicle: 'bike',
    available: true,
    pharmacies: [{ pharmacyId: 'p-sablon', pharmacyName: 'Pharmacie du Sablon', isStaff: true }],
    avatarUrl: null,
    email: 'marc@example.be',
    status: 'active',
    deliveriesDone: 12,
    ...overrides,
  };
}
