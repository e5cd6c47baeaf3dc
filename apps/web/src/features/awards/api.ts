import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuotedTender, SelectedQuotationView } from '@tenderdesk/domain/awards';
import type { ComparisonView } from '@tenderdesk/domain/comparison';
import type { MarginType } from '@tenderdesk/domain/money';
import { MAX_PAGE_SIZE, type Page } from '@tenderdesk/domain/paging-rules';
import type { ReceivedQuotationRow } from '@tenderdesk/domain/quotations';
import { ApiError, api } from '../../lib/api';
import { sharedKeys } from '../../lib/query-keys';

/*
 * The calls of the award screens: the received list and one quotation (decision 025), the quoted
 * tenders, the comparison, the award and the margins (decision 026).
 */

const id = (value: string) => encodeURIComponent(value);

export const AWARD_PATHS = {
  received: '/api/tenders/quotations',
  detail: (tenderId: string, supplierId: string) =>
    `/api/tenders/${id(tenderId)}/supplier/${id(supplierId)}/quotation`,
  quoted: '/api/tenders/quoted',
  comparison: (tenderId: string) => `/api/tenders/${id(tenderId)}/comparison`,
  select: (tenderId: string, quotationId: string) =>
    `/api/tenders/${id(tenderId)}/quotation/${id(quotationId)}/select`,
  selected: (tenderId: string) => `/api/tenders/${id(tenderId)}/selected-quotation`,
  margin: (tenderId: string) => `/api/tenders/${id(tenderId)}/update-margin`,
} as const;

export const awardKeys = {
  all: sharedKeys.awards,
  /** The received list (`useServerList` appends its page, size, search and sort). */
  received: ['awards', 'received'] as const,
  detail: (tenderId: string, supplierId: string) => ['awards', 'detail', tenderId, supplierId] as const,
  quoted: ['awards', 'quoted'] as const,
  comparison: (tenderId: string) => ['awards', 'comparison', tenderId] as const,
  selected: (tenderId: string) => ['awards', 'selected', tenderId] as const,
};

export type QuotationDetail = ReceivedQuotationRow & { revised: boolean; revisedAt: string | null };

/** One supplier's quotation for a tender (the View dialog). */
export function useQuotationDetail(row: Pick<ReceivedQuotationRow, 'tenderId' | 'supplierId'> | null) {
  return useQuery({
    queryKey: awardKeys.detail(row?.tenderId ?? '', row?.supplierId ?? ''),
    queryFn: ({ signal }) =>
      api<{ data: QuotationDetail }>(AWARD_PATHS.detail(row?.tenderId ?? '', row?.supplierId ?? ''), {
        signal,
      }),
    select: (body) => body.data,
    enabled: row !== null,
  });
}

/** The tenders with quotations from approved suppliers (the two dropdowns), newest first. */
export function useQuotedTenders() {
  return useQuery({
    queryKey: awardKeys.quoted,
    queryFn: ({ signal }) =>
      api<Page<QuotedTender>>(`${AWARD_PATHS.quoted}?page=1&pageSize=${MAX_PAGE_SIZE}`, { signal }),
    select: (body) => (Array.isArray(body?.data) ? body.data : []),
  });
}

export function useComparison(tenderId: string) {
  return useQuery({
    queryKey: awardKeys.comparison(tenderId),
    queryFn: ({ signal }) => api<{ data: ComparisonView }>(AWARD_PATHS.comparison(tenderId), { signal }),
    select: (body) => body.data,
    enabled: tenderId !== '',
  });
}

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The award of a tender; a 404 ('No selected quotation found.') is an answer, not a failure to retry. */
export function useSelectedQuotation(tenderId: string) {
  return useQuery({
    queryKey: awardKeys.selected(tenderId),
    queryFn: ({ signal }) => api<{ data: SelectedQuotationView }>(AWARD_PATHS.selected(tenderId), { signal }),
    select: (body) => body.data,
    enabled: tenderId !== '',
    retry: (count, error) => count < 2 && !notFound(error),
  });
}

export { notFound as isNotFound };

/** PUT …/select: the award (`replace` moves an existing one; the server refuses it otherwise). */
export function useSelectQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      tenderId,
      quotationId,
      replace,
    }: {
      tenderId: string;
      quotationId: string;
      replace: boolean;
    }) =>
      api<{ message: string; data: SelectedQuotationView }>(AWARD_PATHS.select(tenderId, quotationId), {
        method: 'PUT',
        json: replace ? { replace: true } : {},
      }),
    onSuccess: (body, { tenderId }) => {
      if (body?.data) queryClient.setQueryData(awardKeys.selected(tenderId), { data: body.data });
    },
    // The comparison, the dropdowns' award names and the received list's markers all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: awardKeys.all }),
  });
}

export type MarginVariables = {
  tenderId: string;
  itemCode: string;
  lineId: string;
  marginType: MarginType;
  marginValue: string;
};

/** POST …/update-margin: the server answers the whole award with its figures, shown as they are. */
export function useUpdateMargin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tenderId, itemCode, lineId, marginType, marginValue }: MarginVariables) =>
      api<{ message: string; data: SelectedQuotationView }>(AWARD_PATHS.margin(tenderId), {
        method: 'POST',
        json: { itemCode, marginType, marginValue, lineId },
      }),
    onSuccess: (body, { tenderId }) => {
      if (body?.data) queryClient.setQueryData(awardKeys.selected(tenderId), { data: body.data });
    },
  });
}
