import { useQuery } from '@tanstack/react-query';
import type { AdminDashboard, SupplierDashboard } from '@tenderdesk/domain/dashboard';
import { api } from '../../lib/api';

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
