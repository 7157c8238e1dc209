import { useQuery } from '@tanstack/react-query';
import { listPharmacies } from './list-pharmacies';

/** The most pharmacies one request returns: enough for the platform's pharmacies in a choice list. */
const OPTIONS_LIMIT = 100;

/** Every pharmacy as {id, name}, by name: for choosing the pharmacies a courier serves or filtering couriers. */
export function usePharmacyOptions(enabled = true) {
  return useQuery({
    queryKey: ['pharmacies', 'options'] as const,
    queryFn: async ({ signal }) => {
      const page = await listPharmacies({ sort: 'name', limit: OPTIONS_LIMIT }, signal);
      return page.items.map((p) => ({ id: p.id, name: p.name }));
    },
    enabled,
    staleTime: 5 * 60_000,
  });
}
