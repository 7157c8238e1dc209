import { useQuery } from '@tanstack/react-query';
import type { Person } from '@pharmacy/shared/schemas/accounts';
import { api } from '../../../lib/api-client';

/** GET /api/me/person: one's own record, here for the courier's own slug. */
export function getOwnPerson(signal?: AbortSignal): Promise<Person> {
  return api<Person>('/api/me/person', { signal });
}

export function useOwnPerson(enabled: boolean) {
  return useQuery({ queryKey: ['me', 'person'] as const, queryFn: ({ signal }) => getOwnPerson(signal), enabled });
}
