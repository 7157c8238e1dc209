import { SHOP_CATEGORIES, SHOP_SORTS, type ShopSort } from '@pharmacy/shared/shop/constants';
import type { ShopFilters } from '../../../api/shop';

/**
 * The shop's filters as the address keeps them (so a search can be shared, and Back finds the same list): prices in
 * euros as people type them, the request in cents as the API takes them.
 */
export interface ShopUrlFilters {
  q: string;
  category: (typeof SHOP_CATEGORIES)[number] | '';
  /** Euros as typed ("4.5"); empty for none. */
  min: string;
  max: string;
  inStock: boolean;
  postcode: string;
  sort: ShopSort;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

export function readShopFilters(params: URLSearchParams): ShopUrlFilters {
  return {
    q: params.get('q') ?? '',
    category: oneOf(SHOP_CATEGORIES, params.get('category')) ?? '',
    min: params.get('min') ?? '',
    max: params.get('max') ?? '',
    inStock: params.get('inStock') === '1',
    postcode: params.get('postcode') ?? '',
    sort: oneOf(SHOP_SORTS, params.get('sort')) ?? 'relevance',
  };
}

/** "4,50" or "4.5" → 450; anything that is not an amount → undefined (the filter is left out, not sent wrong). */
export function eurosToCents(value: string): number | undefined {
  const text = value.trim().replace(',', '.');
  if (!/^\d{1,5}(\.\d{0,2})?$/.test(text)) return undefined;
  return Math.round(Number(text) * 100);
}

export const isPostcode = (value: string) => /^[1-9]\d{3}$/.test(value.trim());

/** The request of a list; `q` and the typed fields come already debounced. */
export function toRequestFilters(filters: ShopUrlFilters, limit: number): ShopFilters {
  return {
    q: filters.q.trim() || undefined,
    category: filters.category || undefined,
    minPrice: eurosToCents(filters.min),
    maxPrice: eurosToCents(filters.max),
    inStock: filters.inStock ? 'true' : undefined,
    postcode: isPostcode(filters.postcode) ? filters.postcode.trim() : undefined,
    sort: filters.sort,
    limit,
  };
}

export const hasFilters = (f: ShopUrlFilters) =>
  Boolean(f.q.trim() || f.category || f.min || f.max || f.inStock || f.postcode);
