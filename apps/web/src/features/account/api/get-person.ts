import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Person } from '@pharmacy/shared/schemas/accounts';
import { api } from '../../../lib/api-client';

/** GET /api/me/person: one's own details with the address and photo (the session's ['me'] has neither). */
export const personQueryKey = ['me', 'person'] as const;

export function getPerson(signal?: AbortSignal): Promise<Person> {
  return api<Person>('/api/me/person', { signal });
}

export function getPersonQueryOptions() {
  return queryOptions({ queryKey: personQueryKey, queryFn: ({ signal }) => getPerson(signal) });
}

export function usePerson() {
  return useQuery(getPersonQueryOptions());
}
