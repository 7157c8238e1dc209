import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Person } from '@pharmacy/shared/schemas/accounts';
import { api } from '../../../lib/api-client';

/** GET /api/me/person: the signed-in person with their slug (for their own profile page). */
export function getMePerson(signal?: AbortSignal): Promise<Person> {
  return api<Person>('/api/me/person', { signal });
}

export function mePersonQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: ['me', 'person'] as const,
    queryFn: ({ signal }) => getMePerson(signal),
    enabled,
  });
}

export function useMePerson(enabled = true) {
  return useQuery(mePersonQueryOptions(enabled));
}
