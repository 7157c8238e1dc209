/**
 * The shop (issue 15): what a pharmacy sells online besides prescriptions. Constants only (no zod), so a page that
 * needs a category list does not pull the schemas in.
 */

/** A catalogue medicine without prescription (linked by CIP13) or a parapharmacy item of the pharmacy's own. */
export const SHOP_KINDS = ['medicine', 'parapharmacy'] as const;

/** The shop's fixed categories; the web translates them as `shop.category.<value>`. */
export const SHOP_CATEGORIES = ['pain', 'cold-flu', 'digestion', 'skin', 'baby', 'hygiene', 'vitamins', 'first-aid', 'devices', 'other'] as const;

/** The public list's orders; `relevance` ranks by the search words and falls back to the name without `q`. */
export const SHOP_SORTS = ['relevance', 'name', 'price', '-price', 'newest'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

/** The staff list's orders. */
export const SHOP_MANAGE_SORTS = ['name', 'newest', 'updated', 'quantity', 'price'] as const;
export type ShopManageSort = (typeof SHOP_MANAGE_SORTS)[number];

/** The staff list's stock filter: none left, a few left (1 to SHOP_LOW_STOCK), or some. */
export const SHOP_STOCK_FILTERS = ['out', 'low', 'in'] as const;
export const SHOP_LOW_STOCK = 5;

/** VAT rates the shop proposes (Belgium): 6 % for a medicine, 21 % for other goods. */
export const SHOP_MEDICINE_VAT = 6;
export const SHOP_DEFAULT_VAT = 21;

export const SHOP_NAME_MAX = 160;
export const SHOP_BRAND_MAX = 80;
export const SHOP_DESCRIPTION_MAX = 5000;
export const SHOP_IMAGES_MAX = 8;
export const SHOP_COLORS_MAX = 20;
export const SHOP_COLOR_MAX = 40;
export const SHOP_PRICE_MAX_CENTS = 1_000_000;
export const SHOP_QUANTITY_MAX = 1_000_000;
export const SHOP_BULK_MAX = 200;
export const SHOP_PAGE_MAX = 100;

/**
 * A shop product's readable name in addresses (/product/{slug}): the name's words, then `-` and 6 letters or digits
 * from its id. The suffix is what tells it apart from a catalogue name in GET /api/products/product?name=.
 */
export const SHOP_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*-[0-9a-f]{6}$/;
