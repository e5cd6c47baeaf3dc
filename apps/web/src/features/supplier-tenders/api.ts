import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@tenderdesk/domain/paging-rules';
import type { SupplierView } from '@tenderdesk/domain/supplier-list-rules';
import type { SupplierTender, Tender } from '@tenderdesk/domain/tender-rules';
import { ApiError, api } from '../../lib/api';
import { sharedKeys } from '../../lib/query-keys';
import { getSession } from '../../lib/session';
import {
  asList,
  categoryTendersPath,
  DEFAULT_SUPPLIER_TENDER_SORT,
  interestPath,
  ownRow,
  SupplierIdMissingError,
  type SupplierTenderList,
  supplierTendersPath,
  tenderViewPath,
} from './supplier-tender-rules';

export const supplierTenderKeys = {
  all: ['supplierTenders'] as const,
  category: (category: string) => ['supplierTenders', 'category', category] as const,
  list: (list: SupplierTenderList, supplierId: string) => ['supplierTenders', list, supplierId] as const,
  lookup: (category: string, tenderId: string) => ['supplierTenders', 'lookup', category, tenderId] as const,
  view: (tenderId: string) => ['supplierTenders', 'view', tenderId] as const,
};

/**
 * The signed-in supplier's own profile (GET /api/suppliers/profile). The key is the one the
 * supplier shell and Company Profile use, so the three share one request and one cache entry.
 */
export function useSupplierProfile() {
  return useQuery({
    queryKey: sharedKeys.companyProfile,
    queryFn: ({ signal }) => api<{ data: SupplierView | null }>('/api/suppliers/profile', { signal }),
    select: (response) => response.data ?? null,
  });
}

/** The supplier's id: the token's payload (spec section 3), else the profile's _id. */
export function useSupplierId(): string | null {
  const profile = useSupplierProfile();
  return getSession()?.id ?? profile.data?._id ?? null;
}

/** The approved and rejected lists answer bare arrays (spec section 7). */
export function useSupplierTenderArray(list: 'approved' | 'rejected', supplierId: string | null) {
  return useQuery({
    queryKey: supplierTenderKeys.list(list, supplierId ?? ''),
    queryFn: ({ signal }) => api<unknown>(supplierTendersPath(supplierId ?? '', list), { signal }),
    select: (body) => asList<SupplierTender>(body),
    enabled: supplierId !== null,
  });
}

/** GET /api/tenders/view/{id}: a published tender of the supplier's category, read-only. */
export function useSupplierTenderView(tenderId: string) {
  return useQuery({
    queryKey: supplierTenderKeys.view(tenderId),
    queryFn: ({ signal }) => api<{ data: Tender }>(tenderViewPath(tenderId), { signal }),
    select: (body) => body.data,
    retry: (count, error) => !(error instanceof ApiError && [403, 404].includes(error.status)) && count < 2,
  });
}

/**
 * This supplier's row for one tender (its interest status), found through the category list
 * searched by the tender's project code: the tender view carries no supplier's interest.
 */
export function useOwnTenderRow(category: string | null, tender: Tender | undefined) {
  return useQuery({
    queryKey: supplierTenderKeys.lookup(category ?? '', tender?._id ?? ''),
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({
        page: '1',
        pageSize: '50',
        sort: DEFAULT_SUPPLIER_TENDER_SORT,
        q: tender?.projectCode ?? '',
      });
      const page = await api<Page<SupplierTender>>(`${categoryTendersPath(category ?? '')}?${query}`, {
        signal,
      });
      return ownRow(asList<SupplierTender>(page?.data), tender?._id ?? '') ?? null;
    },
    enabled: Boolean(category && tender),
  });
}

/** POST /api/suppliers/{tenderId}/interest with this supplier's id and company name. */
export function useExpressInterest() {
  const queryClient = useQueryClient();
  const profile = useSupplierProfile();
  const supplierId = useSupplierId();
  return useMutation({
    mutationFn: async (tenderId: string) => {
      if (!supplierId) throw new SupplierIdMissingError();
      return api<{ message?: string }>(interestPath(tenderId), {
        method: 'POST',
        json: { supplierId, supplierName: profile.data?.companyName ?? '' },
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: supplierTenderKeys.all }),
  });
}
