import { z } from 'zod';
import {
  SHOP_BRAND_MAX,
  SHOP_BULK_MAX,
  SHOP_CATEGORIES,
  SHOP_COLOR_MAX,
  SHOP_COLORS_MAX,
  SHOP_DESCRIPTION_MAX,
  SHOP_IMAGES_MAX,
  SHOP_KINDS,
  SHOP_MANAGE_SORTS,
  SHOP_NAME_MAX,
  SHOP_PAGE_MAX,
  SHOP_PRICE_MAX_CENTS,
  SHOP_QUANTITY_MAX,
  SHOP_SORTS,
  SHOP_STOCK_FILTERS,
} from '../shop/constants';
import { VAT_RATES } from '../invoices/vat';
import { BELGIAN_POSTCODE } from './pharmacy';

/**
 * Shop products (issue 15): the contract of /api/shop/* and of a shop product's answer to GET /api/products/product.
 * Prices are integer euro CENTS, VAT included (what the customer pays); messages are i18n keys (validation.*).
 * A prescription-only medicine is refused by the server: 400 PRESCRIPTION_ONLY, `validation.needsPrescription` on `cip13`.
 */

const invalid = { error: 'validation.invalid' } as const;
const text = (max: number) => z.string({ error: 'validation.required' }).trim().max(max, 'validation.tooLong');
const cents = (max: number) => z.number({ error: 'validation.required' }).int('validation.invalid').min(0, 'validation.invalid').max(max, 'validation.invalid');
/** Stored image names of the images module (`<uuid>.webp`); served by GET /api/images/{name}. */
const imageName = z.string(invalid).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/, 'validation.invalid');
const colors = z
  .array(text(SHOP_COLOR_MAX).min(1, 'validation.required'), invalid)
  .max(SHOP_COLORS_MAX, 'validation.tooMany')
  .refine((list) => new Set(list.map((c) => c.toLowerCase())).size === list.length, 'validation.duplicate');

export const shopKindSchema = z.enum(SHOP_KINDS, invalid);
export const shopCategorySchema = z.enum(SHOP_CATEGORIES, invalid);
export const shopVatRateSchema = z.literal(VAT_RATES, invalid);
export const cip13Schema = z.string(invalid).trim().regex(/^\d{13}$/, 'validation.invalid');

/** What staff may change on any product; a medicine's name defaults to the catalogue's. */
const editable = {
  name: text(SHOP_NAME_MAX).min(1, 'validation.required'),
  brand: text(SHOP_BRAND_MAX),
  category: shopCategorySchema,
  description: text(SHOP_DESCRIPTION_MAX),
  images: z.array(imageName, invalid).max(SHOP_IMAGES_MAX, 'validation.tooMany'),
  /** SPEC §3 Product `colors`: the variants a customer picks from (colours, sizes). */
  colors,
  priceCents: cents(SHOP_PRICE_MAX_CENTS),
  vatRate: shopVatRateSchema,
  quantity: cents(SHOP_QUANTITY_MAX),
  visible: z.boolean(invalid),
};

/**
 * POST /api/shop/products. `cip13` is required for a medicine and refused for parapharmacy. Pictures come after, by
 * POST /api/shop/products/{id}/images; PATCH `images` may then reorder or drop them.
 */
export const shopProductCreateSchema = z
  .object(
    {
      /** Required when the account works for several pharmacies (as POST /api/invoices). */
      pharmacyId: z.string(invalid).min(1, 'validation.required').max(64, 'validation.invalid').optional(),
      kind: shopKindSchema,
      cip13: cip13Schema.optional(),
      name: editable.name.optional(),
      brand: editable.brand.default(''),
      category: editable.category.default('other'),
      description: editable.description.default(''),
      colors: editable.colors.default([]),
      priceCents: editable.priceCents,
      /** Defaults to 6 for a medicine, 21 otherwise. */
      vatRate: editable.vatRate.optional(),
      quantity: editable.quantity.default(0),
      visible: editable.visible.default(false),
    },
    invalid,
  )
  .superRefine((v, ctx) => {
    if (v.kind === 'medicine' && !v.cip13) ctx.addIssue({ code: 'custom', path: ['cip13'], message: 'validation.required' });
    if (v.kind === 'parapharmacy' && v.cip13) ctx.addIssue({ code: 'custom', path: ['cip13'], message: 'validation.invalid' });
    if (v.kind === 'parapharmacy' && !v.name) ctx.addIssue({ code: 'custom', path: ['name'], message: 'validation.required' });
  });
export type ShopProductCreate = z.output<typeof shopProductCreateSchema>;
export type ShopProductCreateInput = z.input<typeof shopProductCreateSchema>;

/** PATCH /api/shop/products/{id}: any of the fields; a medicine may change its CIP13 (checked again). */
export const shopProductUpdateSchema = z
  .object({ ...editable, cip13: cip13Schema }, invalid)
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'validation.required');
export type ShopProductUpdate = z.output<typeof shopProductUpdateSchema>;

/** POST /api/shop/products/{id}/stock: add `delta` (negative to remove) or `set` the quantity; never below 0. */
export const shopStockChangeSchema = z.union(
  [
    z.object({ delta: z.number(invalid).int('validation.invalid').min(-SHOP_QUANTITY_MAX, 'validation.invalid').max(SHOP_QUANTITY_MAX, 'validation.invalid') }, invalid).strict(),
    z.object({ set: editable.quantity }, invalid).strict(),
  ],
  invalid,
);
export type ShopStockChange = z.output<typeof shopStockChangeSchema>;

/** POST /api/shop/products/bulk: publish or unpublish products of the caller's pharmacies. */
export const shopBulkSchema = z.object(
  {
    ids: z.array(z.uuid('validation.invalid'), invalid).min(1, 'validation.required').max(SHOP_BULK_MAX, 'validation.tooMany'),
    action: z.enum(['publish', 'unpublish'], invalid),
  },
  invalid,
);
export const shopBulkResultSchema = z.object({ updated: z.number().int() });

const booleanQuery = z.enum(['true', 'false'], invalid);
const pageLimit = z.coerce.number(invalid).int('validation.invalid').min(1, 'validation.invalid').max(SHOP_PAGE_MAX, 'validation.invalid').default(24);
const cursor = z.string(invalid).max(500, 'validation.cursor').optional();
const q = z.string(invalid).trim().max(100, 'validation.tooLong').optional();
const priceQuery = z.coerce.number(invalid).int('validation.invalid').min(0, 'validation.invalid').max(SHOP_PRICE_MAX_CENTS, 'validation.invalid').optional();

/** GET /api/shop/products?…: the public shop. Prices in cents; `postcode`: pharmacies near it (see the server). */
export const shopListQuerySchema = z.object({
  q,
  category: shopCategorySchema.optional(),
  kind: shopKindSchema.optional(),
  minPrice: priceQuery,
  maxPrice: priceQuery,
  inStock: booleanQuery.optional(),
  postcode: z.string(invalid).trim().regex(BELGIAN_POSTCODE, 'validation.postcode').optional(),
  sort: z.enum(SHOP_SORTS, invalid).default('relevance'),
  cursor,
  limit: pageLimit,
});
export type ShopListQuery = z.output<typeof shopListQuerySchema>;

/** GET /api/shop/manage?…: the staff's list (their pharmacies; an admin's: all, or one with `pharmacyId`). */
export const shopManageQuerySchema = z.object({
  q,
  pharmacyId: z.string(invalid).max(64, 'validation.invalid').optional(),
  category: shopCategorySchema.optional(),
  kind: shopKindSchema.optional(),
  visible: booleanQuery.optional(),
  stock: z.enum(SHOP_STOCK_FILTERS, invalid).optional(),
  sort: z.enum(SHOP_MANAGE_SORTS, invalid).default('name'),
  cursor,
  limit: pageLimit,
});
export type ShopManageQuery = z.output<typeof shopManageQuerySchema>;
export const shopManageExportQuerySchema = shopManageQuerySchema.omit({ cursor: true, limit: true });
export type ShopManageExportQuery = z.output<typeof shopManageExportQuerySchema>;

/** The selling pharmacy as the shop shows it (public directory information only). */
export const shopPharmacySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  postalCode: z.string(),
});

/** One product of a list. */
export const shopProductSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  kind: shopKindSchema,
  cip13: z.string().nullable(),
  name: z.string(),
  brand: z.string(),
  category: shopCategorySchema,
  /** The first image's name, or null. */
  image: z.string().nullable(),
  colors: z.array(z.string()),
  priceCents: z.number().int(),
  vatRate: z.number().int(),
  quantity: z.number().int(),
  visible: z.boolean(),
  pharmacy: shopPharmacySchema,
  updatedAt: z.string(),
});
export type ShopProductSummary = z.infer<typeof shopProductSummarySchema>;

/** One product with everything the product page and the edit form show. */
export const shopProductDetailSchema = shopProductSummarySchema.omit({ image: true }).extend({
  description: z.string(),
  images: z.array(z.string()),
  /** For a medicine: its catalogue CIS, form and official price of the pack (cents), to link to the medicine page. */
  medicine: z.object({ cis: z.string(), name: z.string(), label: z.string(), officialPriceCents: z.number().int().nullable() }).nullable(),
  createdAt: z.string(),
});
export type ShopProductDetail = z.infer<typeof shopProductDetailSchema>;

export const shopListSchema = z.object({
  items: z.array(shopProductSummarySchema),
  nextCursor: z.string().nullable(),
});
export type ShopList = z.infer<typeof shopListSchema>;

/** The staff list; `counts` (over the filters but `visible` and `stock`) come with the first page only. */
export const shopManageListSchema = shopListSchema.extend({
  counts: z.object({ all: z.number().int(), visible: z.number().int(), hidden: z.number().int(), outOfStock: z.number().int(), lowStock: z.number().int() }).optional(),
});
export type ShopManageList = z.infer<typeof shopManageListSchema>;

/**
 * SPEC §3 "Product" for a shop product, as GET /api/products/product?name={slug} answers it: `id, price, quantity,
 * colors` (price in cents, like the catalogue's products) and what the product page needs around them.
 */
export const shopSpecProductSchema = z.object({
  id: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  colors: z.array(z.string()),
  name: z.string(),
  slug: z.string(),
  kind: shopKindSchema,
  brand: z.string(),
  category: shopCategorySchema,
  description: z.string(),
  images: z.array(z.string()),
  vatRate: z.number().int(),
  cip13: z.string().nullable(),
  pharmacy: shopPharmacySchema,
});
export type ShopSpecProduct = z.infer<typeof shopSpecProductSchema>;
