import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@tenderdesk/domain/categories';
import type {
  PurchaseRequest,
  PurchaseRequestEvent,
  PurchaseRequestValues,
} from '@tenderdesk/domain/purchase-requests';
import { api } from '../../lib/api';
import { sharedKeys } from '../../lib/query-keys';

export const purchaseRequestKeys = {
  /** The key every purchase request query starts with (the tender form invalidates it too). */
  all: sharedKeys.purchaseRequests,
  list: ['purchase-requests', 'list'] as const,
  details: sharedKeys.purchaseRequest,
  history: (id: string) => ['purchase-requests', 'history', id] as const,
  categories: ['purchase-requests', 'categories'] as const,
};

export const PURCHASE_REQUEST_LIST_PATH = '/api/purchase-requests';

const path = (id: string, suffix = '') => `/api/purchase-requests/${encodeURIComponent(id)}${suffix}`;

type Changed = { message: string; data: PurchaseRequest };

export function usePurchaseRequest(id: string) {
  return useQuery({
    queryKey: purchaseRequestKeys.details(id),
    queryFn: ({ signal }) => api<{ data: PurchaseRequest }>(path(id), { signal }),
    select: (response) => response.data,
    retry: (count, error) =>
      count < 2 && !(error instanceof Error && 'status' in error && error.status === 404),
  });
}

export function usePurchaseRequestHistory(id: string) {
  return useQuery({
    queryKey: purchaseRequestKeys.history(id),
    queryFn: ({ signal }) => api<{ data: PurchaseRequestEvent[] }>(path(id, '/history'), { signal }),
    select: (response) => response.data,
  });
}

/** Every category for the Category pick (the master table comes whole). */
export function useCategories() {
  return useQuery({
    queryKey: purchaseRequestKeys.categories,
    queryFn: async ({ signal }) => {
      const body = await api<unknown>('/api/category/view', { signal });
      return Array.isArray(body) ? (body as Category[]) : [];
    },
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: purchaseRequestKeys.all });
}

/** Raise (no id) or edit a draft. */
export function useSavePurchaseRequest() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: PurchaseRequestValues }) =>
      id
        ? api<Changed>(path(id), { method: 'PUT', json: values })
        : api<Changed>(PURCHASE_REQUEST_LIST_PATH, { method: 'POST', json: values }),
    onSuccess: refresh,
  });
}

export type RequestAction = 'submit' | 'approve' | 'reject' | 'reopen';

export function usePurchaseRequestAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: RequestAction; reason?: string }) =>
      api<Changed>(path(id, `/${action}`), {
        method: 'POST',
        json: action === 'reject' ? { reason } : {},
      }),
    onSuccess: refresh,
  });
}

export function useDeletePurchaseRequest() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api<{ message: string }>(path(id), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
