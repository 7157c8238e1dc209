import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PharmacyPlan, PharmacyPlansInput, PlatformSettingsInput, PlatformStatus } from '@pharmacy/shared/schemas/platform';
import { api } from '../lib/api-client';

const statusKey = ['platform', 'status'] as const;

/** Maintenance and the launch date (issue 18): what /maintenance, /coming-soon and the admin's settings show. */
export function usePlatformStatus(options: { refetchInterval?: number } = {}) {
  return useQuery({ queryKey: statusKey, queryFn: ({ signal }) => api<PlatformStatus>('/api/platform/status', { signal }), ...options });
}

export function useSavePlatformSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PlatformSettingsInput) => api<PlatformStatus>('/api/admin/platform', { method: 'PUT', body: input }),
    onSuccess: (status) => client.setQueryData(statusKey, status),
  });
}

const plansKey = ['platform', 'plans'] as const;

/** What pharmacies pay (/pricing), as an admin set it on /dashboard/platform. */
export function usePharmacyPlans() {
  return useQuery({ queryKey: plansKey, queryFn: ({ signal }) => api<{ plans: PharmacyPlan[] }>('/api/platform/plans', { signal }) });
}

export function useSavePharmacyPlans() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PharmacyPlansInput) => api<{ plans: PharmacyPlan[] }>('/api/admin/platform/plans', { method: 'PUT', body: input }),
    onSuccess: (saved) => client.setQueryData(plansKey, saved),
  });
}
