import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupplierListResponse, SupplierListSort, SupplierView } from '@tenderdesk/domain/supplier-list';
import type { SupplierStatus } from '@tenderdesk/domain/supplier-status';
import { api } from '../../lib/api';

export type SupplierListParams = { page: number; pageSize: number; q: string; sort: SupplierListSort };
export type SupplierActionResponse = { message: string; data: SupplierView };

/** The spec's three lists, one per account status. */
export const LIST_PATHS: Record<SupplierStatus, string> = {
  Pending: '/api/suppliers/view',
  Active: '/api/suppliers/active',
  Inactive: '/api/suppliers/inactive',
};

export const supplierKeys = {
  all: ['suppliers'] as const,
  list: (status: SupplierStatus, params: SupplierListParams) =>
    ['suppliers', 'list', status, params] as const,
  details: (id: string) => ['suppliers', 'details', id] as const,
};

/** One page of a supplier list, searched and sorted by the server. */
export function useSupplierList(status: SupplierStatus, params: SupplierListParams) {
  return useQuery({
    queryKey: supplierKeys.list(status, params),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({
        page: String(params.page),
        pageSize: String(params.pageSize),
        sort: params.sort,
      });
      if (params.q.trim()) search.set('q', params.q.trim());
      return api<SupplierListResponse>(`${LIST_PATHS[status]}?${search}`, { signal });
    },
    // Keeps the current page on screen while the next one loads, so the table does not flash.
    placeholderData: keepPreviousData,
  });
}

export function useSupplierDetails(id: string) {
  return useQuery({
    queryKey: supplierKeys.details(id),
    queryFn: ({ signal }) =>
      api<{ data: SupplierView }>(`/api/suppliers/details/${encodeURIComponent(id)}`, { signal }),
    select: (response) => response.data,
  });
}

/** Every list and details view may show the supplier whose status changed: refresh them all. */
function useRefreshSuppliers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: supplierKeys.all });
}

export function useActivateSupplier() {
  const refresh = useRefreshSuppliers();
  return useMutation({
    mutationFn: (id: string) =>
      api<SupplierActionResponse>(`/api/suppliers/activate/${encodeURIComponent(id)}`, { method: 'PUT' }),
    onSettled: refresh,
  });
}

export function useInactivateSupplier() {
  const refresh = useRefreshSuppliers();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api<SupplierActionResponse>(`/api/suppliers/inactivate/${encodeURIComponent(id)}`, {
        method: 'PUT',
        json: { reason },
      }),
    onSettled: refresh,
  });
}

/** The protected document endpoint (DESIGN decision 007: fetched with the token, not a plain link). */
export const documentPath = (id: string, kind: 'companyTradeLicense' | 'vatRegistrationCertificate') =>
  `/api/suppliers/${encodeURIComponent(id)}/documents/${kind}`;
