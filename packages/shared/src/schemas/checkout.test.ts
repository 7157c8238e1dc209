import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CartItem } from '../shop/checkout';
import { cartItemSchema, storedCartSchema, type StoredCart } from './checkout';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));

const VICHY = '0b7f4c2e-3f1a-4d5b-9c8e-1a2b3c4d5e6f';
const AVENE = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
const IMAGE = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d.webp';
const line = {
  id: VICHY,
  pharmacyId: 'ph-1',
  name: 'Vichy Minéral 89',
  price: 1299,
  quantity: 2,
  colors: ['blue'],
};

describe('cart item', () => {
  it('is the reducer’s CartItem', () => {
    expectTypeOf<StoredCart['items'][number]>().toEqualTypeOf<CartItem>();
  });

  it('accepts an item, trims its text and defaults the colors to none', () => {
    expect(cartItemSchema.parse({ ...line, name: ' Vichy Minéral 89 ', variant: '50 ml', image: IMAGE })).toEqual({
      ...line,
      variant: '50 ml',
      image: IMAGE,
    });
    const { colors: _, ...noColors } = line;
    expect(cartItemSchema.parse(noColors).colors).toEqual([]);
  });

  it('accepts the bounds', () => {
    expect(cartItemSchema.safeParse({ ...line, price: 0, quantity: 1 }).success).toBe(true);
    expect(cartItemSchema.safeParse({ ...line, price: 1_000_000, quantity: 99 }).success).toBe(true);
    expect(cartItemSchema.safeParse({ ...line, colors: Array.from({ length: 20 }, (_, i) => `c${i}`) }).success).toBe(
      true,
    );
  });

  it.each([
    [{ id: 'p-vichy' }, { id: 'validation.invalid' }],
    [{ image: '/p/vichy.webp' }, { image: 'validation.invalid' }],
    [{ pharmacyId: 'x'.repeat(65) }, { pharmacyId: 'validation.tooLong' }],
    [{ name: '  ' }, { name: 'validation.required' }],
    [{ price: 12.5 }, { price: 'validation.invalid' }],
    [{ price: -1 }, { price: 'validation.invalid' }],
    [{ price: 1_000_001 }, { price: 'validation.invalid' }],
    [{ price: '1299' }, { price: 'validation.required' }],
    [{ quantity: 0 }, { quantity: 'validation.quantity' }],
    [{ quantity: 100 }, { quantity: 'validation.quantity' }],
    [{ quantity: 1.5 }, { quantity: 'validation.quantity' }],
    [{ colors: 'blue' }, { colors: 'validation.invalid' }],
    [{ colors: ['blue', 'blue'] }, { colors: 'validation.duplicate' }],
    [{ colors: Array.from({ length: 21 }, (_, i) => `c${i}`) }, { colors: 'validation.tooMany' }],
    [{ colors: [''] }, { 'colors.0': 'validation.required' }],
    [{ variant: '' }, { variant: 'validation.required' }],
  ])('refuses %j', (change, issues) => {
    expect(issuesOf(cartItemSchema.safeParse({ ...line, ...change }))).toEqual(issues);
  });

  it('refuses an unknown field instead of dropping it', () => {
    expect(issuesOf(cartItemSchema.safeParse({ ...line, discount: 100 }))).toEqual({ '': 'validation.invalid' });
  });

  it('refuses what is not an object with a message key', () => {
    expect(issuesOf(cartItemSchema.safeParse('p-vichy'))).toEqual({ '': 'validation.invalid' });
  });
});

describe('stored cart', () => {
  const second = { ...line, id: AVENE, name: 'Avène Cicalfate', price: 850 };

  it('accepts a cart of one pharmacy, and an empty one', () => {
    expect(storedCartSchema.parse({ items: [line, second] }).items).toHaveLength(2);
    expect(storedCartSchema.parse({ items: [] })).toEqual({ items: [] });
  });

  it('refuses two lines of one product', () => {
    expect(issuesOf(storedCartSchema.safeParse({ items: [line, second, line] }))).toEqual({
      'items.2.id': 'validation.duplicate',
    });
  });

  it('refuses a second pharmacy (one pharmacy per cart)', () => {
    expect(issuesOf(storedCartSchema.safeParse({ items: [line, { ...second, pharmacyId: 'ph-2' }] }))).toEqual({
      'items.1.pharmacyId': 'validation.invalid',
    });
  });

  it('refuses more than 30 lines', () => {
    const items = Array.from({ length: 31 }, (_, i) => ({
      ...line,
      id: `${VICHY.slice(0, -2)}${String(i).padStart(2, '0')}`,
    }));
    expect(issuesOf(storedCartSchema.safeParse({ items }))).toEqual({ items: 'validation.tooMany' });
    expect(storedCartSchema.safeParse({ items: items.slice(1) }).success).toBe(true);
  });

  it('refuses unknown fields and a missing list', () => {
    expect(issuesOf(storedCartSchema.safeParse({ items: [], total: 500 }))).toEqual({ '': 'validation.invalid' });
    expect(issuesOf(storedCartSchema.safeParse({}))).toEqual({ items: 'validation.invalid' });
  });

  it('reports a bad line at its path', () => {
    expect(issuesOf(storedCartSchema.safeParse({ items: [line, { ...second, quantity: 0 }] }))).toEqual({
      'items.1.quantity': 'validation.quantity',
    });
  });
});
