import { SHOP_CATEGORIES, SHOP_KINDS, SHOP_MANAGE_SORTS, type ShopManageSort } from '@pharmacy/shared/shop/constants';
import type { ShopManageFilters } from '../../../api/shop-manage';

/** The list's tabs after "All": each is a `visible` or `stock` filter; `counts` of the first page names them alike. */
export const PRODUCT_TABS = ['visible', 'hidden', 'outOfStock', 'lowStock'] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

export const DEFAULT_SORT: ShopManageSort = 'name';

export interface ProductListFilters {
  tab: ProductTab | undefined;
  q: string;
  category: (typeof SHOP_CATEGORIES)[number] | undefined;
  kind: (typeof SHOP_KINDS)[number] | undefined;
  sort: ShopManageSort;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/** The filters as the address holds them (`?tab=hidden&category=skin…`); unknown values are ignored. */
export function filtersFromParams(params: URLSearchParams): ProductListFilters {
  return {
    tab: oneOf(PRODUCT_TABS, params.get('tab')),
    q: params.get('q') ?? '',
    category: oneOf(SHOP_CATEGORIES, params.get('category')),
    kind: oneOf(SHOP_KINDS, params.get('kind')),
    sort: oneOf(SHOP_MANAGE_SORTS, params.get('sort')) ?? DEFAULT_SORT,
  };
}

/** A tab as the server's filters. */
export function tabQuery(tab: ProductTab | undefined): Pick<ShopManageFilters, 'visible' | 'stock'> {
  switch (tab) {
    case 'visible':
      return { visible: 'true' };
    case 'hidden':
      return { visible: 'false' };
    case 'outOfStock':
      return { stock: 'out' };
    case 'lowStock':
      return { stock: 'low' };
    default:
      return {};
  }
}

/** The query of GET /api/shop/manage (and of its CSV) for the filters; `q` is the debounced search. */
export function toQuery(filters: ProductListFilters, q: string, pharmacyId?: string): ShopManageFilters {
  return {
    ...tabQuery(filters.tab),
    q: q || undefined,
    category: filters.category,
    kind: filters.kind,
    sort: filters.sort,
    pharmacyId: pharmacyId || undefined,
  };
}
