import { useQuery } from '@tanstack/react-query';
import type { AdminDashboard, SupplierDashboard } from '@tenderdesk/domain/dashboard';
import type { SupplierView } from '@tenderdesk/domain/supplier-list-rules';
import { api } from '../../lib/api';
import { sharedKeys } from '../../lib/query-keys';
import { useCallerPermissions } from '../../lib/use-caller-permissions';

export const dashboardKeys = { all: ['dashboard'] as const };

/** The admin dashboard: only the figures and charts the caller's permissions allow (decision 036). */
export function useAdminDashboard(enabled: boolean) {
  return useQuery({
    queryKey: [...dashboardKeys.all, 'admin'],
    queryFn: ({ signal }) => api<{ data: AdminDashboard }>('/api/dashboard/admin', { signal }),
    enabled,
  });
}

/** The calling supplier's own figures. */
export function useSupplierDashboard(supplierId: string | undefined) {
  return useQuery({
    queryKey: [...dashboardKeys.all, 'supplier', supplierId],
    queryFn: ({ signal }) =>
      api<{ data: SupplierDashboard }>(
        `/api/suppliers/supplier/${encodeURIComponent(supplierId ?? '')}/dashboard`,
        { signal },
      ),
    enabled: Boolean(supplierId),
  });
}

/**
 * Whether to ask the caller to complete the organisation settings (issue 20): only a holder of the
 * settings permission, and only while they are incomplete. The permissions are the shell's cache.
 */
export function useOrganisationToComplete(): boolean {
  const maySettle = useCallerPermissions()?.settings === true;
  const organisation = useQuery({
    queryKey: sharedKeys.organisation,
    queryFn: async ({ signal }) =>
      (await api<{ data: { organisation: { complete: boolean } } }>('/api/organisation', { signal })).data,
    enabled: maySettle,
  });
  return maySettle && organisation.data?.organisation.complete === false;
}

/**
 * Whether to ask the signed-in supplier to complete its tax details (issue 20): while it has not
 * declared how it stands under GST. The profile is the shell's cache (the Company Profile's key).
 */
export function useTaxDetailsToComplete(enabled: boolean): boolean {
  const profile = useQuery({
    queryKey: sharedKeys.companyProfile,
    queryFn: ({ signal }) => api<{ data: SupplierView | null }>('/api/suppliers/profile', { signal }),
    enabled,
  });
  const supplier = profile.data?.data;
  // Not declared: no GST registration yet (the domain's isTaxDeclared, without fetching its checks).
  return enabled && !!supplier && supplier.tax?.gstRegistration == null;
}
