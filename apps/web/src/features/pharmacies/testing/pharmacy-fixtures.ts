import type { Pharmacy } from '@pharmacy/shared/schemas/pharmacy';

const day = [
  { open: '08:30', close: '12:30' },
  { open: '13:30', close: '18:30' },
];

/** A Brussels pharmacy open Monday to Friday with a lunch break and on Saturday morning. */
export function makePharmacy(overrides: Partial<Pharmacy> = {}): Pharmacy {
  return {
    id: 'p-sablon',
    name: 'Pharmacie du Sablon',
    slug: 'pharmacie-du-sablon',
    logoUrl: null,
    code: 'BE-100001',
    address: 'Rue Haute 1',
    postalCode: '1000',
    city: 'Bruxelles',
    phone: '+32 2 511 00 00',
    email: 'contact@sablon.be',
    openingHours: [day, day, day, day, day, [{ open: '09:00', close: '12:00' }], []],
    hoursExceptions: [],
    onDutyDates: [],
    onDutyToday: false,
    homeDelivery: { enabled: true, postcodes: ['1000', '1050'], feeCents: 350, minimumCents: 1500 },
    ...overrides,
  };
}
