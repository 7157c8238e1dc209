import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Invitation, InvitationCreateInput } from '@pharmacy/shared/schemas/pharmacy';
import { api } from '../../../lib/api-client';

const base = (pharmacyId: string) => `/api/pharmacies/${encodeURIComponent(pharmacyId)}/invitations`;
const key = (pharmacyId: string) => ['pharmacies', 'invitations', pharmacyId] as const;

/** GET /api/pharmacies/:id/invitations (its staff or an admin). */
export function listInvitations(pharmacyId: string, signal?: AbortSignal): Promise<{ items: Invitation[] }> {
  return api<{ items: Invitation[] }>(base(pharmacyId), { signal });
}

export function invitationsQueryOptions(pharmacyId: string) {
  return queryOptions({ queryKey: key(pharmacyId), queryFn: ({ signal }) => listInvitations(pharmacyId, signal) });
}

export function useInvitations(pharmacyId: string) {
  return useQuery(invitationsQueryOptions(pharmacyId));
}

/** POST /api/pharmacies/:id/invitations {email}: the colleague gets an e-mail with a link. */
export function createInvitation(pharmacyId: string, body: InvitationCreateInput): Promise<Invitation> {
  return api<Invitation>(base(pharmacyId), { method: 'POST', body });
}

/** DELETE /api/pharmacies/:id/invitations/:invitationId: the link stops working. */
export function revokeInvitation(pharmacyId: string, invitationId: string): Promise<void> {
  return api<void>(`${base(pharmacyId)}/${encodeURIComponent(invitationId)}`, { method: 'DELETE' });
}

export function useInvitationActions(pharmacyId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: key(pharmacyId) });
  return {
    invite: useMutation({ mutationFn: (body: InvitationCreateInput) => createInvitation(pharmacyId, body), onSuccess }),
    revoke: useMutation({
      mutationFn: (invitationId: string) => revokeInvitation(pharmacyId, invitationId),
      onSuccess,
    }),
  };
}
