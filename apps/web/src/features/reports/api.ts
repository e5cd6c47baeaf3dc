import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@tenderdesk/domain/paging';
import type { SupplierReportRow, TenderReportRow } from '@tenderdesk/domain/reports';
import { ApiError, api, authHeaders, failureOf } from '../../lib/api';
import { listQueryString } from '../../lib/list-params';
import { adoptRenewedToken, getSession } from '../../lib/session';
import type { ReportState } from './use-report-params';

export const reportKeys = { all: ['reports'] as const };

/** The report's filters as a query string: the paging contract, plus `from` and `to` when set. */
export function reportQueryString<Sort extends string>(state: ReportState<Sort>, paged = true): string {
  const search = new URLSearchParams(listQueryString(state));
  if (!paged) {
    search.delete('page');
    search.delete('pageSize');
  }
  if (state.from) search.set('from', state.from);
  if (state.to) search.set('to', state.to);
  return search.toString();
}

export function useTenderReport<Sort extends string>(state: ReportState<Sort>) {
  return useQuery({
    queryKey: [...reportKeys.all, 'tenders', state],
    queryFn: ({ signal }) =>
      api<Page<TenderReportRow>>(`/api/reports/tenders?${reportQueryString(state)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSupplierReport<Sort extends string>(state: ReportState<Sort>) {
  return useQuery({
    queryKey: [...reportKeys.all, 'suppliers', state],
    queryFn: ({ signal }) =>
      api<Page<SupplierReportRow>>(`/api/reports/suppliers?${reportQueryString(state)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The file name the server gave (Content-Disposition), else `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
}

/**
 * Downloads an export with the bearer token (a plain link could not carry it; decision 007) and
 * saves it under the server's file name.
 */
export async function downloadReport(path: string, fallbackName: string): Promise<void> {
  const sentToken = getSession()?.token;
  let response: Response;
  try {
    response = await fetch(path, { headers: authHeaders({}) });
  } catch {
    throw new ApiError(0, '');
  }
  adoptRenewedToken(sentToken, response);
  if (!response.ok) throw failureOf(response.status, await response.json().catch(() => null), {});
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
