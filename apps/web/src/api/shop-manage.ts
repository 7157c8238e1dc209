import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ShopManageList,
  ShopManageQuery,
  ShopProductCreateInput,
  ShopProductDetail,
  ShopProductUpdate,
  ShopStockChange,
} from '@pharmacy/shared/schemas/shop-product';
import { ApiRequestError, api } from '../lib/api-client';
import { cursorPages } from './cursor-pages';

/** The pharmacy's side of the shop: its product list, CSV, one product by slug, writes, stock, bulk and pictures. */

export type ShopManageFilters = Partial<Omit<ShopManageQuery, 'cursor' | 'limit'>> & { limit?: number };

export const shopManageKeys = {
  all: ['shop-manage'] as const,
  lists: () => [...shopManageKeys.all, 'list'] as const,
  list: (filters: ShopManageFilters) => [...shopManageKeys.lists(), filters] as const,
  bySlug: (slug: string) => [...shopManageKeys.all, 'slug', slug] as const,
};

const productPath = (id: string) => `/api/shop/products/${encodeURIComponent(id)}`;

// ---- fetchers ----

/** GET /api/shop/manage: one page; the first carries the tabs' `counts`. */
export function listManagedProducts(filters: ShopManageFilters, cursor: string | undefined, signal?: AbortSignal): Promise<ShopManageList> {
  return api<ShopManageList>('/api/shop/manage', { query: { ...filters, cursor }, signal });
}

/** GET /api/shop/manage/export.csv with the list's filters (no cursor, no limit: every matching row). */
export function shopManageExportUrl(filters: ShopManageFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (key !== 'limit' && value !== undefined && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `/api/shop/manage/export.csv?${query}` : '/api/shop/manage/export.csv';
}

export function getManagedProduct(slug: string, signal?: AbortSignal): Promise<ShopProductDetail> {
  return api<ShopProductDetail>(`/api/shop/manage/by-slug/${encodeURIComponent(slug)}`, { signal });
}

export function createShopProduct(body: ShopProductCreateInput): Promise<ShopProductDetail> {
  return api<ShopProductDetail>('/api/shop/products', { method: 'POST', body });
}

export function updateShopProduct(id: string, body: ShopProductUpdate): Promise<ShopProductDetail> {
  return api<ShopProductDetail>(productPath(id), { method: 'PATCH', body });
}

/** 409 SHOP_STOCK_NEGATIVE when a delta would take the stock below zero. */
export function changeShopStock(id: string, change: ShopStockChange): Promise<ShopProductDetail> {
  return api<ShopProductDetail>(`${productPath(id)}/stock`, { method: 'POST', body: change });
}

export function bulkShopVisibility(ids: string[], action: 'publish' | 'unpublish'): Promise<{ updated: number }> {
  return api<{ updated: number }>('/api/shop/products/bulk', { method: 'POST', body: { ids, action } });
}

/** 409 SHOP_IMAGES_FULL past 8 pictures. */
export function uploadShopImage(id: string, file: File): Promise<ShopProductDetail> {
  const body = new FormData();
  body.append('file', file);
  return api<ShopProductDetail>(`${productPath(id)}/images`, { method: 'POST', body });
}

export function deleteShopImage(id: string, name: string): Promise<ShopProductDetail> {
  return api<ShopProductDetail>(`${productPath(id)}/images/${encodeURIComponent(name)}`, { method: 'DELETE' });
}

// ---- queries ----

export function useManagedProducts(filters: ShopManageFilters) {
  return useInfiniteQuery(cursorPages(shopManageKeys.list(filters), (cursor, signal) => listManagedProducts(filters, cursor, signal)));
}

export function managedProductQueryOptions(slug: string) {
  return queryOptions({
    queryKey: shopManageKeys.bySlug(slug),
    queryFn: ({ signal }) => getManagedProduct(slug, signal),
    // Another pharmacy's product or a wrong slug answers 404: asking again changes nothing.
    retry: (count, error) => !(error instanceof ApiRequestError && (error.status === 404 || error.status === 403)) && count < 2,
  });
}

export function useManagedProduct(slug: string) {
  return useQuery({ ...managedProductQueryOptions(slug), enabled: slug.length > 0 });
}

// ---- mutations ----

/** The product as the server answered replaces its cached copy; the lists (counts, stock) are asked again. */
function useStoreProduct() {
  const queryClient = useQueryClient();
  return (product: ShopProductDetail) => {
    queryClient.setQueryData(shopManageKeys.bySlug(product.slug), product);
    void queryClient.invalidateQueries({ queryKey: shopManageKeys.lists() });
  };
}

export function useCreateShopProduct() {
  return useMutation({ mutationFn: createShopProduct, onSuccess: useStoreProduct() });
}

export function useUpdateShopProduct(id: string) {
  return useMutation({ mutationFn: (body: ShopProductUpdate) => updateShopProduct(id, body), onSuccess: useStoreProduct() });
}

export function useChangeShopStock() {
  return useMutation({ mutationFn: ({ id, change }: { id: string; change: ShopStockChange }) => changeShopStock(id, change), onSuccess: useStoreProduct() });
}

export function useBulkShopVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, action }: { ids: string[]; action: 'publish' | 'unpublish' }) => bulkShopVisibility(ids, action),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: shopManageKeys.lists() }),
  });
}

export function useUploadShopImage(id: string) {
  return useMutation({ mutationFn: (file: File) => uploadShopImage(id, file), onSuccess: useStoreProduct() });
}

export function useDeleteShopImage(id: string) {
  return useMutation({ mutationFn: (name: string) => deleteShopImage(id, name), onSuccess: useStoreProduct() });
}
