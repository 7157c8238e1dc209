import { z } from 'zod';
import { SHOP_PRICE_MAX_CENTS } from '../shop/constants';
import { discountCodeSchema } from './shop-checkout';

/**
 * A pharmacy's discount codes (issue 15, beyond the SPEC): an amount or a whole percentage off the goods, between
 * optional dates, for a number of uses or without limit. Messages are i18n keys (validation.*).
 */

const invalid = { error: 'validation.invalid' } as const;
const instant = z.iso.datetime({ offset: true, error: 'validation.date' }).nullish().transform((v) => v ?? null);

export const discountCreateSchema = z
  .strictObject(
    {
      /** Required when the account works for several pharmacies. */
      pharmacyId: z.string(invalid).min(1, 'validation.required').max(64, 'validation.invalid').optional(),
      code: discountCodeSchema,
      kind: z.enum(['amount', 'percent'], invalid),
      /** Cents for `amount`, 1–100 for `percent`. */
      value: z.number({ error: 'validation.required' }).int('validation.invalid').min(1, 'validation.invalid').max(SHOP_PRICE_MAX_CENTS, 'validation.invalid'),
      startsAt: instant,
      endsAt: instant,
      maxUses: z.number(invalid).int('validation.invalid').min(1, 'validation.invalid').max(1_000_000, 'validation.invalid').nullish().transform((v) => v ?? null),
    },
    invalid,
  )
  .superRefine((v, ctx) => {
    if (v.kind === 'percent' && v.value > 100) ctx.addIssue({ code: 'custom', path: ['value'], message: 'validation.invalid' });
    if (v.startsAt && v.endsAt && v.endsAt <= v.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'validation.dateOrder' });
  });
export type DiscountCreate = z.output<typeof discountCreateSchema>;
export type DiscountCreateInput = z.input<typeof discountCreateSchema>;

export const discountSchema = z.object({
  id: z.string(),
  pharmacyId: z.string(),
  code: z.string(),
  kind: z.enum(['amount', 'percent']),
  value: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  used: z.number().int(),
  createdAt: z.string(),
});
export type Discount = z.infer<typeof discountSchema>;
export const discountListSchema = z.object({ items: z.array(discountSchema) });
export const discountListQuerySchema = z.object({ pharmacyId: z.string(invalid).max(64, 'validation.invalid').optional() });
