import { useQuery } from '@tanstack/react-query';
import type { SupplierView } from '@tenderdesk/domain/supplier-list-rules';
import { api } from '../../lib/api';
import { sharedKeys } from '../../lib/query-keys';

export const companyProfileKeys = { profile: sharedKeys.companyProfile };

/** GET /api/suppliers/profile: the signed-in supplier's own registration (spec: data.data). */
export function useCompanyProfile() {
  return useQuery({
    queryKey: companyProfileKeys.profile,
    queryFn: ({ signal }) => api<{ data: SupplierView | null }>('/api/suppliers/profile', { signal }),
    select: (response) => response.data ?? null,
  });
}

/** A stored document name is served, to its owner, from the uploads path (spec section 3). */
export const uploadPath = (fileName: string) => `/uploads/${encodeURIComponent(fileName)}`;
