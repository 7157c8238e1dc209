import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleOrderForm } from '@pharmacy/shared/orders/sample';
import type { OrderFormInput } from '@pharmacy/shared/schemas/order-form';
import { call, createWorld, submit, type World } from './test-world';

/*
 * Bad input on every field of the order form, one field at a time from the valid sample: the server answers 400
 * with the field's path and the message key the browser translates (the same schema validates there).
 */

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(async () => w.t.close());

const long = (n: number) => 'x'.repeat(n + 1);
const idCard: Partial<OrderFormInput> = { prescription_type: 'id_card', rid: [] };
const noRx: Partial<OrderFormInput> = { prescription_type: 'no_prescription', with_prescription: false, without_prescription: true, rid: [] };
const home = (address: Partial<OrderFormInput['address'] & object>) => ({
  delivery_type: 'neighbour' as const,
  address: { street: 'Rue de la Loi 16', postal_code: '1000', city: 'Bruxelles', ...address },
});

type Case = [label: string, change: (form: OrderFormInput) => Record<string, unknown>, path: string, key: string];

const CASES: Case[] = [
  ['request too long', (f) => ({ ...f, request: long(1000) }), 'request', 'validation.tooLong'],
  ['request not a string', (f) => ({ ...f, request: 12 }), 'request', 'validation.required'],
  ['unknown prescription type', (f) => ({ ...f, prescription_type: 'passport' }), 'prescription_type', 'validation.invalid'],
  ['other_request_pharmacy too long', (f) => ({ ...f, other_request_pharmacy: long(1000) }), 'other_request_pharmacy', 'validation.tooLong'],
  ['with_prescription untick with a prescription type', (f) => ({ ...f, with_prescription: false }), 'with_prescription', 'validation.prescriptionTicks'],
  ['with_prescription not a boolean', (f) => ({ ...f, with_prescription: 'yes' }), 'with_prescription', 'validation.invalid'],
  ['without_prescription ticked with a prescription type', (f) => ({ ...f, without_prescription: true }), 'without_prescription', 'validation.prescriptionTicks'],
  ['address not an object', (f) => ({ ...f, address: 'Rue de la Loi 16' }), 'address', 'validation.invalid'],
  ['street missing for home delivery', (f) => ({ ...f, ...home({ street: ' ' }) }), 'address.street', 'validation.required'],
  ['street too long', (f) => ({ ...f, ...home({ street: long(200) }) }), 'address.street', 'validation.tooLong'],
  ['postcode missing for home delivery', (f) => ({ ...f, ...home({ postal_code: '' }) }), 'address.postal_code', 'validation.required'],
  ['postcode not Belgian', (f) => ({ ...f, ...home({ postal_code: '0999' }) }), 'address.postal_code', 'validation.postcode'],
  ['postcode too long', (f) => ({ ...f, ...home({ postal_code: '10000' }) }), 'address.postal_code', 'validation.tooLong'],
  ['city missing for home delivery', (f) => ({ ...f, ...home({ city: '' }) }), 'address.city', 'validation.required'],
  ['no pharmacy', (f) => ({ ...f, pharmacy: '' }), 'pharmacy', 'validation.pharmacy'],
  ['pharmacy missing', ({ pharmacy: _omit, ...f }) => f, 'pharmacy', 'validation.pharmacy'],
  ['first name empty', (f) => ({ ...f, first_name: '  ' }), 'first_name', 'validation.required'],
  ['first name missing', ({ first_name: _omit, ...f }) => f, 'first_name', 'validation.required'],
  ['last name too long', (f) => ({ ...f, last_name: long(80) }), 'last_name', 'validation.tooLong'],
  ['e-mail not an address', (f) => ({ ...f, email: 'louise@' }), 'email', 'validation.email'],
  ['phone with letters', (f) => ({ ...f, phone: 'call me' }), 'phone', 'validation.phone'],
  ['phone too short', (f) => ({ ...f, phone: '12 34' }), 'phone', 'validation.phone'],
  ['phone empty', (f) => ({ ...f, phone: '' }), 'phone', 'validation.required'],
  ['national number with a wrong check', (f) => ({ ...f, national_registration_number: '85.07.30-033.29' }), 'national_registration_number', 'validation.niss'],
  ['national number with month 13', (f) => ({ ...f, national_registration_number: '85133003328' }), 'national_registration_number', 'validation.niss'],
  ['national number missing with RIDs', (f) => ({ ...f, national_registration_number: '' }), 'national_registration_number', 'validation.required'],
  ['RID malformed', (f) => ({ ...f, rid: ['BEPPA1B2C3D4', 'BEXX'] }), 'rid.1', 'validation.rid'],
  ['RID with a forbidden letter', (f) => ({ ...f, rid: ['BEPPA1B2C3DI'] }), 'rid.0', 'validation.rid'],
  ['RID twice', (f) => ({ ...f, rid: ['BEPPA1B2C3D4', 'bepp-a1b2-c3d4'] }), 'rid.1', 'validation.ridDuplicate'],
  ['no RID for an e-prescription order', (f) => ({ ...f, rid: [] }), 'rid', 'validation.ridRequired'],
  ['RID list not a list', (f) => ({ ...f, rid: 'BEPPA1B2C3D4' }), 'rid', 'validation.invalid'],
  ['RID not a string', (f) => ({ ...f, rid: [12] }), 'rid.0', 'validation.rid'],
  ['too many RIDs', (f) => ({ ...f, rid: Array.from({ length: 21 }, (_, i) => `BEPPA1B2C${String(i).padStart(3, '0')}`) }), 'rid', 'validation.tooMany'],
  ['eID number with a wrong check', (f) => ({ ...f, ...idCard, id_card_number: '591-2345678-28' }), 'id_card_number', 'validation.eid'],
  ['eID number missing for the identity card type', (f) => ({ ...f, ...idCard, id_card_number: '' }), 'id_card_number', 'validation.required'],
  ['pharmacy_call not a boolean', (f) => ({ ...f, pharmacy_call: 1 }), 'pharmacy_call', 'validation.invalid'],
  ['medicine quantity 0', (f) => ({ ...f, medicines: [{ cis: null, name: 'Sirop', quantity: 0 }] }), 'medicines.0.quantity', 'validation.quantity'],
  ['medicine quantity 100', (f) => ({ ...f, medicines: [{ cis: null, name: 'Sirop', quantity: 100 }] }), 'medicines.0.quantity', 'validation.quantity'],
  ['medicine quantity not whole', (f) => ({ ...f, medicines: [{ cis: null, name: 'Sirop', quantity: 1.5 }] }), 'medicines.0.quantity', 'validation.invalid'],
  ['medicine quantity missing', (f) => ({ ...f, medicines: [{ cis: null, name: 'Sirop' }] }), 'medicines.0.quantity', 'validation.required'],
  ['medicine without a name', (f) => ({ ...f, medicines: [{ cis: null, name: ' ', quantity: 1 }] }), 'medicines.0.name', 'validation.required'],
  ['medicine with a malformed CIS', (f) => ({ ...f, medicines: [{ cis: '6000', name: 'Sirop', quantity: 1 }] }), 'medicines.0.cis', 'validation.invalid'],
  ['medicine line not an object', (f) => ({ ...f, medicines: ['Sirop'] }), 'medicines.0', 'validation.invalid'],
  ['too many medicines', (f) => ({ ...f, medicines: Array.from({ length: 31 }, () => ({ cis: null, name: 'Sirop', quantity: 1 })) }), 'medicines', 'validation.tooMany'],
  ['nothing to prepare without a prescription', (f) => ({ ...f, ...noRx, medicines: [], request: '' }), 'medicines', 'validation.medicinesRequired'],
  ['has_comment not a boolean', (f) => ({ ...f, has_comment: 'no' }), 'has_comment', 'validation.invalid'],
  ['comment too long', (f) => ({ ...f, comment: long(1000) }), 'comment', 'validation.tooLong'],
  ['unknown delivery type', (f) => ({ ...f, delivery_type: 'drone' }), 'delivery_type', 'validation.deliveryType'],
  ['delivery type missing', ({ delivery_type: _omit, ...f }) => f, 'delivery_type', 'validation.deliveryType'],
  ['mandated person too long', (f) => ({ ...f, mandated: long(120) }), 'mandated', 'validation.tooLong'],
  ['terms not accepted', (f) => ({ ...f, toc: false }), 'toc', 'validation.toc'],
  ['terms not a boolean', (f) => ({ ...f, toc: 'true' }), 'toc', 'validation.invalid'],
  ['other_request too long', (f) => ({ ...f, other_request: long(1000) }), 'other_request', 'validation.tooLong'],
];

describe('POST /api/orders: one bad field at a time', () => {
  it('accepts the sample form as it is (the base of every case)', async () => {
    const res = await submit(w, w.customer.cookie, sampleOrderForm(w.pharmacyA));
    expect(res.statusCode, res.body).toBe(201);
  });

  it.each(CASES)('%s → %s: %s', async (_label, change, path, key) => {
    const res = await submit(w, w.customer.cookie, change(sampleOrderForm(w.pharmacyA)) as OrderFormInput);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.fields?.[path], JSON.stringify(body.fields)).toBe(key);
  });

  it('refuses a body that is not an order form', async () => {
    const res = await call(w, 'POST', '/api/orders', w.customer.cookie, [1, 2], { 'idempotency-key': crypto.randomUUID() });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('accepts identifiers typed with spaces, dots and dashes, and stores them normalised', async () => {
    const res = await submit(
      w,
      w.customer.cookie,
      sampleOrderForm(w.pharmacyA, { ...idCard, national_registration_number: '85 07 30 033 28', id_card_number: '591 2345678 29' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ nationalRegistrationNumber: '85073003328', idCardNumber: '591234567829' });
  });
});
