import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@pharmacy/shared/schemas/catalogue';
import { ApiRequestError, api } from '../../../lib/api-client';

/**
 * A catalogue medicine by CIS code (GET /api/products/product?name=<cis>), for an order line: its official price,
 * this pharmacy's own price and the generic groups a substitute comes from. Same cache key as the catalogue pages.
 */
export function getOrderMedicine(cis: string, signal?: AbortSignal): Promise<ProductDetail> {
  return api<ProductDetail>('/api/products/product', { query: { name: cis }, signal });
}

export function orderMedicineQueryOptions(cis: string) {
  return queryOptions({
    queryKey: ['catalogue', 'medicine', cis] as const,
    queryFn: ({ signal }) => getOrderMedicine(cis, signal),
    staleTime: 60_000,
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 404) && count < 2,
  });
}

export function useOrderMedicine(cis: string | null) {
  return useQuery({ ...orderMedicineQueryOptions(cis ?? ''), enabled: Boolean(cis) });
}

/** Several medicines at once (the lines of an order being priced). */
export function useOrderMedicines(cisCodes: readonly string[], enabled = true) {
  return useQueries({ queries: cisCodes.map((cis) => ({ ...orderMedicineQueryOptions(cis), enabled })) });
}

/** The price to suggest for one unit: the pharmacy's own selling price when it stocks it, else the official price. */
export function suggestedUnitPrice(medicine: ProductDetail, pharmacyId: string): number | null {
  const own = medicine.presentations
    .flatMap((p) => p.offers)
    .filter((o) => o.pharmacyId === pharmacyId && o.price !== null)
    .map((o) => o.price as number);
  if (own.length > 0) return Math.min(...own);
  return medicine.price;
}

export interface SubstituteOption {
  cis: string;
  name: string;
  price: number | null;
  marketed: boolean;
  requiresPrescription: boolean;
  /** The generic group it is proposed from. */
  group: string;
}

/** The members of the medicine's generic groups, once each, without the medicine itself. */
export function substituteOptions(medicine: ProductDetail): SubstituteOption[] {
  const seen = new Set<string>([medicine.id]);
  const out: SubstituteOption[] = [];
  for (const group of medicine.genericGroups) {
    for (const member of group.members) {
      if (seen.has(member.cis)) continue;
      seen.add(member.cis);
      out.push({ ...member, group: group.label });
    }
  }
  return out;
}
