import { z } from 'zod';

/** Pharmacies, their staff and their stock (issue 3, minimal; the order issue extends it). Prices in euro CENTS. */

export const pharmacySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Its official number, unique. */
  code: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
});
export type Pharmacy = z.infer<typeof pharmacySchema>;

const text = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(max, 'validation.tooLong');

export const pharmacyCreateSchema = z.object({
  name: text(120),
  code: text(40).regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, 'validation.invalid'),
  address: text(200),
  postalCode: text(10).regex(/^[A-Za-z0-9 -]+$/, 'validation.invalid'),
  city: text(80),
});
export type PharmacyCreateInput = z.input<typeof pharmacyCreateSchema>;

export const pageQuerySchema = z.object({
  cursor: z.string().max(1000, 'validation.cursor').optional(),
  limit: z.coerce.number({ error: 'validation.invalid' }).int('validation.invalid').min(1, 'validation.invalid').max(100, 'validation.invalid').default(50),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

export const pharmacyListSchema = z.object({
  items: z.array(pharmacySchema),
  nextCursor: z.string().nullable(),
});
export type PharmacyList = z.infer<typeof pharmacyListSchema>;

export const STOCK_QUANTITY_MAX = 1_000_000;
export const STOCK_PRICE_MAX = 100_000_000;

/** PUT /api/pharmacies/:id/stock/:cip13. `price` null means "sell at the official price". */
export const stockUpdateSchema = z.object({
  quantity: z
    .number({ error: 'validation.required' })
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(STOCK_QUANTITY_MAX, 'validation.invalid'),
  price: z.number({ error: 'validation.invalid' }).int('validation.invalid').min(0, 'validation.invalid').max(STOCK_PRICE_MAX, 'validation.invalid').nullable(),
});
export type StockUpdateInput = z.input<typeof stockUpdateSchema>;

export const stockItemSchema = z.object({
  cip13: z.string(),
  cis: z.string(),
  medicineName: z.string(),
  label: z.string(),
  quantity: z.number().int(),
  /** The pharmacy's own price, or null to use `officialPrice`. */
  price: z.number().int().nullable(),
  officialPrice: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type StockItem = z.infer<typeof stockItemSchema>;

export const stockListSchema = z.object({
  items: z.array(stockItemSchema),
  nextCursor: z.string().nullable(),
});
export type StockList = z.infer<typeof stockListSchema>;
