import type { OrderFormInput } from '../schemas/order-form';

/**
 * SPEC §3 "A test mode prefills sample values": valid, fictitious data (the national and card numbers pass their
 * checks but belong to nobody known). The web app offers it only in development and test builds; tests reuse it.
 */
export function sampleOrderForm(pharmacyId: string, overrides: Partial<OrderFormInput> = {}): OrderFormInput {
  return {
    request: '',
    prescription_type: 'rid',
    other_request_pharmacy: '',
    with_prescription: true,
    without_prescription: false,
    address: { street: 'Rue de la Loi 16', postal_code: '1000', city: 'Bruxelles' },
    pharmacy: pharmacyId,
    first_name: 'Louise',
    last_name: 'Peeters',
    email: 'louise.peeters@example.com',
    phone: '+32 470 12 34 56',
    national_registration_number: '85.07.30-033.28',
    rid: ['BEPPA1B2C3D4', 'BEK0A1B2C3D5'],
    id_card_number: '591-2345678-29',
    pharmacy_call: false,
    medicines: [{ cis: null, name: 'Paracétamol 500 mg', quantity: 1 }],
    has_comment: true,
    comment: 'Please call the bell twice.',
    delivery_type: 'take_away',
    mandated: '',
    toc: true,
    other_request: '',
    ...overrides,
  };
}
