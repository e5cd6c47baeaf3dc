import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@tenderdesk/domain/categories';
import type { BuyingUnit, UnitOfMeasure } from '@tenderdesk/domain/organisation';
import type { ImportPreview } from '@tenderdesk/domain/sheet-import';
import { tenderFileDownloadPath } from '@tenderdesk/domain/tender-list';
import type { Tender, TenderFileKind } from '@tenderdesk/domain/tender-rules';
import type { TenderItemValues } from '@tenderdesk/domain/tenders';
import { api } from '../../lib/api';
import { sharedKeys } from '../../lib/query-keys';
import { uploadWithProgress } from '../../lib/upload';

export type TenderSaved = { message: string; data: Tender };
type Done = { message: string };

export const tenderKeys = {
  all: sharedKeys.tenders,
  /** A list's key; `useServerList` appends the page, size, search and sort. */
  published: ['tenders', 'published'] as const,
  drafts: ['tenders', 'drafts'] as const,
  details: (id: string, draft: boolean) => ['tenders', draft ? 'draft' : 'tender', id] as const,
  categories: ['tenders', 'categories'] as const,
};

/** The organisation's buying units (issue 20: a tender names the unit it buys for). */
export function useBuyingUnits() {
  return useQuery({
    queryKey: sharedKeys.organisation,
    queryFn: async ({ signal }) =>
      (await api<{ data: { units: BuyingUnit[] } }>('/api/organisation', { signal })).data,
    select: (data) => data.units,
    staleTime: 60_000,
  });
}

/** The units of measure master list, as the items' UOM suggestions (code, then name). */
export function useUnitSuggestions() {
  return useQuery({
    queryKey: sharedKeys.unitsOfMeasure,
    queryFn: async ({ signal }) => (await api<{ data: UnitOfMeasure[] }>('/api/units', { signal })).data,
    select: (units) => units.map((unit) => ({ value: unit.code, label: unit.name })),
    staleTime: 60_000,
  });
}

/** The list calls of spec section 7 (paged: domain paging.ts). */
export const TENDER_LIST_PATHS = { published: '/api/tenders', drafts: '/api/tenders/drafts' } as const;

const id = (value: string) => encodeURIComponent(value);

/** GET /api/tenders/view/{id} (published) or GET /api/tenders/drafts/{id} (draft). */
export function tenderPath(tenderId: string, draft: boolean): string {
  return draft ? `/api/tenders/drafts/${id(tenderId)}` : `/api/tenders/view/${id(tenderId)}`;
}

export function useTender(tenderId: string, draft: boolean, enabled = true) {
  return useQuery({
    queryKey: tenderKeys.details(tenderId, draft),
    queryFn: ({ signal }) => api<{ data: Tender }>(tenderPath(tenderId, draft), { signal }),
    select: (response) => response.data,
    enabled: enabled && tenderId !== '',
    retry: (count, error) =>
      count < 2 && !(error instanceof Error && 'status' in error && error.status === 404),
  });
}

/** The protected download of a tender file (decision 007: fetched with the token). */
export const tenderFilePath = (tenderId: string) => (kind: TenderFileKind, index: number) =>
  tenderFileDownloadPath(tenderId, kind, index);

/** The purchase request queries' key (features/purchase-requests): a tender made from one refreshes them. */
export const PURCHASE_REQUEST_QUERY_ROOT = sharedKeys.purchaseRequests;

/** The purchase request a tender was made from, or null (decision 032). */
export function useTenderPurchaseRequest(tenderId: string) {
  return useQuery({
    queryKey: [...PURCHASE_REQUEST_QUERY_ROOT, 'by-tender', tenderId],
    queryFn: ({ signal }) =>
      api<{ data: { _id: string; code: string } | null }>(
        `/api/purchase-requests/by-tender/${encodeURIComponent(tenderId)}`,
        { signal },
      ),
    select: (response) => response.data,
  });
}

/** Every category for the Supply Category pick (the master table comes whole). */
export function useTenderCategories() {
  return useQuery({
    queryKey: tenderKeys.categories,
    queryFn: async ({ signal }) => {
      const body = await api<unknown>('/api/category/view', { signal });
      // Spec section 7: a list that is not an array is an empty list.
      return Array.isArray(body) ? (body as Category[]) : [];
    },
  });
}

export type SaveTenderVariables = {
  form: FormData;
  /** Absent: a new tender (POST /api/tenders/add). */
  edit?: { id: string; draft: boolean };
};

/** The create and edit calls with upload progress (multipart, files of up to 10 MB each). */
export function saveTender({ form, edit }: SaveTenderVariables, onProgress: (percent: number) => void) {
  if (!edit) return uploadWithProgress<TenderSaved>('/api/tenders/add', form, { onProgress });
  const path = edit.draft ? `/api/tenders/drafts/${id(edit.id)}` : `/api/tenders/${id(edit.id)}`;
  return uploadWithProgress<TenderSaved>(path, form, { method: 'PUT', onProgress });
}

function useRefreshTenders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: tenderKeys.all });
}

export function useDeleteTender() {
  const refresh = useRefreshTenders();
  return useMutation({
    mutationFn: ({ tenderId, draft }: { tenderId: string; draft: boolean }) =>
      api<Done>(draft ? `/api/tenders/drafts/${id(tenderId)}` : `/api/tenders/${id(tenderId)}`, {
        method: 'DELETE',
      }),
    onSettled: refresh,
  });
}

/**
 * Spec section 4, the RP action: mark the draft ready, then publish it (two calls, in that order).
 * A draft already marked ready (an earlier publish failed after the first call) only needs the second.
 */
export function usePublishDraft() {
  const refresh = useRefreshTenders();
  return useMutation({
    mutationFn: async ({ tenderId, ready }: { tenderId: string; ready: boolean }) => {
      if (!ready) await api<Done>(`/api/tenders/draft/${id(tenderId)}/ready`, { method: 'PUT' });
      return api<Done>(`/api/tenders/draft/${id(tenderId)}/publish`, { method: 'PUT' });
    },
    onSettled: refresh,
  });
}

/** POST /api/tenders/{id}/copy (issue 23): any tender copied into a new draft, answered like a created one. */
export function useCopyTender() {
  const refresh = useRefreshTenders();
  return useMutation({
    mutationFn: (tenderId: string) =>
      api<TenderSaved>(`/api/tenders/${id(tenderId)}/copy`, { method: 'POST' }),
    onSettled: refresh,
  });
}

/** Checks a spreadsheet of items (issue 23): every row's values or problems; nothing is stored. */
export function checkItemsFile(file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return api<ImportPreview<TenderItemValues>>('/api/tenders/items-import', { method: 'POST', body });
}

export const ITEMS_TEMPLATE = {
  path: '/api/tenders/items-template.xlsx',
  fileName: 'tender-items-template.xlsx',
};
