import { describe, expect, it } from 'vitest';
import { sampleOrderForm } from '../orders/sample';
import { ORDER_FORM_DEFAULTS, orderFormSchema, type OrderFormInput } from './order-form';

const issuesOf = (input: OrderFormInput) => {
  const result = orderFormSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};
const sample = (overrides: Partial<OrderFormInput> = {}) => sampleOrderForm('pharmacy-1', overrides);

describe('order form schema', () => {
  it('accepts the sample values and stores identifiers normalised', () => {
    const parsed = orderFormSchema.parse(sample({ rid: ['bepp-a1b2 c3d4', 'BEK0A1B2C3D5'] }));
    expect(parsed.national_registration_number).toBe('85073003328');
    expect(parsed.rid).toEqual(['BEPPA1B2C3D4', 'BEK0A1B2C3D5']);
    expect(orderFormSchema.parse(sample({ prescription_type: 'id_card' })).id_card_number).toBe('591234567829');
  });

  it('never keeps an identifier the chosen type does not use, valid or not', () => {
    const rid = orderFormSchema.parse(sample({ prescription_type: 'rid', id_card_number: '591-2345678-28' }));
    expect(rid.id_card_number).toBe('');
    expect(rid.rid).toEqual(['BEPPA1B2C3D4', 'BEK0A1B2C3D5']);
    const card = orderFormSchema.parse(sample({ prescription_type: 'id_card', rid: ['BEXX00000000', 'not a rid'] }));
    expect(card.rid).toEqual([]);
    expect(card.id_card_number).toBe('591234567829');
    for (const type of ['in_pharmacy', 'no_prescription'] as const) {
      const ticks = { with_prescription: type !== 'no_prescription', without_prescription: type === 'no_prescription' };
      const parsed = orderFormSchema.parse(sample({ prescription_type: type, ...ticks, rid: ['BEXX00000000'], id_card_number: '123' }));
      expect(parsed).toMatchObject({ rid: [], id_card_number: '' });
    }
  });

  it('checks the national number whatever the type, as soon as one is given', () => {
    const noRx = { prescription_type: 'no_prescription', with_prescription: false, without_prescription: true } as const;
    expect(issuesOf(sample({ ...noRx, national_registration_number: '85073003327' }))).toEqual({ national_registration_number: 'validation.niss' });
    expect(issuesOf(sample({ prescription_type: 'in_pharmacy', national_registration_number: '85073003327' }))).toEqual({
      national_registration_number: 'validation.niss',
    });
    expect(orderFormSchema.parse(sample({ ...noRx, national_registration_number: '' })).national_registration_number).toBe('');
  });

  it('has SPEC defaults: identity card, with prescription, comment box on, terms ticked', () => {
    expect(ORDER_FORM_DEFAULTS).toMatchObject({
      prescription_type: 'id_card',
      with_prescription: true,
      without_prescription: false,
      has_comment: true,
      toc: true,
    });
    // Empty defaults name every field a person must still fill.
    expect(issuesOf(ORDER_FORM_DEFAULTS)).toMatchObject({
      pharmacy: 'validation.pharmacy',
      first_name: 'validation.required',
      last_name: 'validation.required',
      email: 'validation.email',
      phone: 'validation.required',
    });
  });

  it('requires the ticks to agree with the prescription type', () => {
    expect(issuesOf(sample({ prescription_type: 'no_prescription' }))).toMatchObject({
      with_prescription: 'validation.prescriptionTicks',
      without_prescription: 'validation.prescriptionTicks',
    });
    expect(issuesOf(sample({ prescription_type: 'no_prescription', with_prescription: false, without_prescription: true }))).toEqual({});
  });

  it('needs the national number and the card number for an identity-card prescription', () => {
    expect(issuesOf(sample({ prescription_type: 'id_card', national_registration_number: '', id_card_number: '' }))).toEqual({
      national_registration_number: 'validation.required',
      id_card_number: 'validation.required',
    });
    expect(issuesOf(sample({ prescription_type: 'id_card', national_registration_number: '85073003327', id_card_number: '591234567828' }))).toEqual({
      national_registration_number: 'validation.niss',
      id_card_number: 'validation.eid',
    });
  });

  it('needs at least one valid, distinct RID for e-prescription codes, each error on its own line', () => {
    expect(issuesOf(sample({ rid: [] }))).toEqual({ rid: 'validation.ridRequired' });
    expect(issuesOf(sample({ rid: ['BEPPA1B2C3D4', 'BEXX00000000', 'bepp a1b2c3d4'] }))).toEqual({
      'rid.1': 'validation.rid',
      'rid.2': 'validation.ridDuplicate',
    });
  });

  it('asks what to prepare when there is no prescription', () => {
    const noRx = { prescription_type: 'no_prescription', with_prescription: false, without_prescription: true } as const;
    expect(issuesOf(sample({ ...noRx, medicines: [], request: '' }))).toEqual({ medicines: 'validation.medicinesRequired' });
    expect(issuesOf(sample({ ...noRx, medicines: [], request: 'Something for a sore throat' }))).toEqual({});
  });

  it('needs a Belgian address for home delivery only', () => {
    const address = { street: '', postal_code: '999', city: '' };
    expect(issuesOf(sample({ delivery_type: 'neighbour', address }))).toEqual({
      'address.street': 'validation.required',
      'address.postal_code': 'validation.postcode',
      'address.city': 'validation.required',
    });
    expect(issuesOf(sample({ delivery_type: 'take_away', address: { street: '', postal_code: '', city: '' } }))).toEqual({});
  });

  it('refuses bad lines, contact details and unticked terms', () => {
    expect(
      issuesOf(
        sample({
          medicines: [{ cis: '123', name: '', quantity: 0 }],
          email: 'not-an-email',
          phone: '12',
          toc: false,
          delivery_type: 'drone' as never,
        }),
      ),
    ).toEqual({
      'medicines.0.cis': 'validation.invalid',
      'medicines.0.name': 'validation.required',
      'medicines.0.quantity': 'validation.quantity',
      email: 'validation.email',
      phone: 'validation.phone',
      delivery_type: 'validation.deliveryType',
    });
    expect(issuesOf(sample({ toc: false }))).toEqual({ toc: 'validation.toc' });
  });
});
