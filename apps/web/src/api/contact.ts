import { useMutation, useQuery } from '@tanstack/react-query';
import type { ContactAccepted, ContactRequest, ContactToken } from '@pharmacy/shared/schemas/contact';
import { api } from '../lib/api-client';

/** The contact form of /contact-us: GET /api/contact/token and POST /api/contact. */

export const contactKeys = {
  token: ['contact', 'token'] as const,
};

export function getContactToken(signal?: AbortSignal): Promise<ContactToken> {
  return api<ContactToken>('/api/contact/token', { signal });
}

export function sendContactMessage(body: ContactRequest): Promise<ContactAccepted> {
  return api<ContactAccepted>('/api/contact', { method: 'POST', body });
}

/** One token per showing of the form: never refetched behind the person's back (its age is the point). */
export function useContactToken() {
  return useQuery({
    queryKey: contactKeys.token,
    queryFn: ({ signal }) => getContactToken(signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
