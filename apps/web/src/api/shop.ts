import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ShopList, ShopListQuery, ShopProductDetail } from '@pharmacy/shared/schemas/shop-product';
import { ApiRequestError, api } from '../lib/api-client';
import { cursorPages } from './cursor-pages';

/** The public shop: GET /api/shop/products (search, filters, keyset pages) and one product by its readable name. */

export type ShopFilters = Partial<Omit<ShopListQuery, 'cursor' | 'limit'>> & { limit?: number };

export const shopKeys = {
  all: ['shop'] as const,
  list: (filters: ShopFilters) => [...shopKeys.all, 'list', filters] as const,
  product: (slug: string) => [...shopKeys.all, 'product', slug] as const,
};

export function listShopProducts(filters: ShopFilters, cursor: string | undefined, signal?: AbortSignal): Promise<ShopList> {
  return api<ShopList>('/api/shop/products', { query: { ...filters, cursor }, signal });
}

export function getShopProduct(slug: string, signal?: AbortSignal): Promise<ShopProductDetail> {
  return api<ShopProductDetail>(`/api/shop/products/${encodeURIComponent(slug)}`, { signal });
}

export function useShopProducts(filters: ShopFilters) {
  return useInfiniteQuery(cursorPages(shopKeys.list(filters), (cursor, signal) => listShopProducts(filters, cursor, signal)));
}

export function shopProductQueryOptions(slug: string) {
  return queryOptions({
    queryKey: shopKeys.product(slug),
    queryFn: ({ signal }) => getShopProduct(slug, signal),
    // A product that left the shop answers 404: asking again changes nothing.
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 404) && count < 2,
  });
}

export function useShopProduct(slug: string) {
  return useQuery({ ...shopProductQueryOptions(slug), enabled: slug.length > 0 });
}

/** A stored picture of the images module. */
export const shopImageUrl = (name: string) => `/api/images/${encodeURIComponent(name)}`;
