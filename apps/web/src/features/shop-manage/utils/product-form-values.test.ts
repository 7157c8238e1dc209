import { describe, expect, it } from 'vitest';
import { makeDetail } from '../testing/product-fixtures';
import { blankProduct, toCreateBody, toUpdateBody, valuesOfProduct } from './product-form-values';

const medicine = valuesOfProduct(makeDetail({ kind: 'medicine', cip13: '3400930000001', vatRate: 6, quantity: 4, priceCents: 1999 }));

describe('product form values', () => {
  it('reads a product back as typed texts: euros with two decimals, the stock as text', () => {
    expect(medicine).toMatchObject({ price: '19.99', quantity: '4', cip13: '3400930000001', vatRate: 6 });
  });

  it('sends neither an unchanged CIP13 (checked again by the server) nor an unchanged stock (sales meanwhile)', () => {
    const body = toUpdateBody({ ...medicine, price: '20' }, medicine);
    expect(body).toMatchObject({ priceCents: 2000, name: 'Crème mains' });
    expect(body).not.toHaveProperty('cip13');
    expect(body).not.toHaveProperty('quantity');
    expect(toUpdateBody({ ...medicine, cip13: '3400930000002', quantity: '9' }, medicine)).toMatchObject({ cip13: '3400930000002', quantity: 9 });
  });

  it('proposes 21 % for parapharmacy, 6 % for a medicine, and sends no CIP13 for parapharmacy', () => {
    expect(blankProduct().vatRate).toBe(21);
    expect(blankProduct('medicine').vatRate).toBe(6);
    expect(toCreateBody({ ...blankProduct(), cip13: '3400930000001', name: 'Gel', price: '1,5' })).toMatchObject({ kind: 'parapharmacy', priceCents: 150, name: 'Gel' });
    expect(toCreateBody({ ...blankProduct(), cip13: '3400930000001', name: 'Gel', price: '1' })).not.toHaveProperty('cip13');
  });
});
