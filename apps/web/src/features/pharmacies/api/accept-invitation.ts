import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationPreview } from '@pharmacy/shared/schemas/pharmacy';
import { api } from '../../../lib/api-client';

/** GET /api/invitations/:token: what the link is for (anyone holding it). */
export function getInvitation(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return api<InvitationPreview>(`/api/invitations/${encodeURIComponent(token)}`, { signal });
}

export function invitationQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['invitations', token] as const,
    queryFn: ({ signal }) => getInvitation(token!, signal),
    enabled: Boolean(token),
    retry: false,
  });
}

export function useInvitationPreview(token: string | null) {
  return useQuery(invitationQueryOptions(token));
}

/** POST /api/invitations/:token/accept: the signed-in pharmacy account with that e-mail joins the pharmacy. */
export function acceptInvitation(token: string): Promise<unknown> {
  return api<unknown>(`/api/invitations/${encodeURIComponent(token)}/accept`, { method: 'POST' });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pharmacies'] }),
  });
}
