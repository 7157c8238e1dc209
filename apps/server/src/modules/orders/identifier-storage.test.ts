import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleOrderForm } from '@pharmacy/shared/orders/sample';
import type { OrderFormInput } from '@pharmacy/shared/schemas/order-form';
import { orders } from '../../db/schema';
import { createWorld, submit, type World } from './test-world';

/*
 * Audit finding: an eID number sent with a RID order (or RIDs with an identity-card order) was stored unchecked.
 * Each wrong combination is submitted and the stored row read back: an identifier the type does not use is never kept.
 */

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(async () => w.t.close());

const stored = async (id: string) => {
  const [row] = await w.t.database.db
    .select({ rid: orders.rid, idCardNumber: orders.idCardNumber, niss: orders.nationalRegistrationNumber })
    .from(orders)
    .where(eq(orders.id, id));
  return row;
};

const noRx = { prescription_type: 'no_prescription', with_prescription: false, without_prescription: true } as const;
const BAD_EID = '591-2345678-28';
const BAD_RIDS = ['BEXX00000000', 'not a rid'];

const CASES: [label: string, form: Partial<OrderFormInput>, expected: { rid: string[]; idCardNumber: string }][] = [
  ['a RID order with an invalid eID number', { prescription_type: 'rid', id_card_number: BAD_EID }, { rid: ['BEPPA1B2C3D4', 'BEK0A1B2C3D5'], idCardNumber: '' }],
  ['an identity-card order with invalid RIDs', { prescription_type: 'id_card', rid: BAD_RIDS }, { rid: [], idCardNumber: '591234567829' }],
  ['a paper-prescription order with both', { prescription_type: 'in_pharmacy', rid: BAD_RIDS, id_card_number: BAD_EID }, { rid: [], idCardNumber: '' }],
  ['an order without prescription with both', { ...noRx, rid: BAD_RIDS, id_card_number: BAD_EID }, { rid: [], idCardNumber: '' }],
];

describe('identifiers the chosen prescription type does not use', () => {
  it.each(CASES)('%s: the unused ones are not stored', async (_label, form, expected) => {
    const res = await submit(w, w.customer.cookie, sampleOrderForm(w.pharmacyA, { medicines: [], request: 'Something for a cold', ...form }));
    expect(res.statusCode, res.body).toBe(201);
    const row = await stored(res.json().id);
    expect({ rid: row.rid, idCardNumber: row.idCardNumber }).toEqual(expected);
    expect(res.json()).toMatchObject(expected);
  });

  it('refuses an invalid national number whatever the type', async () => {
    for (const type of [{ prescription_type: 'in_pharmacy' as const }, noRx]) {
      const res = await submit(w, w.customer.cookie, sampleOrderForm(w.pharmacyA, { ...type, national_registration_number: '85073003327' }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual({ national_registration_number: 'validation.niss' });
    }
  });
});
