import { useQuery } from '@tanstack/react-query';
import type { InvitationPreview } from '@pharmacy/shared/schemas/pharmacy';
import { api } from '../../../lib/api-client';

/** GET /api/invitations/:token: which pharmacy invites which e-mail (registration from an invitation link). */
export function getInvitation(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return api<InvitationPreview>(`/api/invitations/${encodeURIComponent(token)}`, { signal });
}

export function useInvitation(token: string | null) {
  return useQuery({
    queryKey: ['invitations', token] as const,
    queryFn: ({ signal }) => getInvitation(token!, signal),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });
}
