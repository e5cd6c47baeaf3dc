import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AuditChainReport, AuditEventView } from '@tenderdesk/domain/audit';
import type { Page } from '@tenderdesk/domain/paging';
import { api } from '../../lib/api';

/** The audit log's filters, as the address keeps them (`?tenderId=...&action=...`). */
export type AuditFilters = {
  tenderId: string;
  entity: string;
  entityId: string;
  actorId: string;
  action: string;
  from: string;
  to: string;
};

export const AUDIT_FILTER_KEYS = [
  'tenderId',
  'entity',
  'entityId',
  'actorId',
  'action',
  'from',
  'to',
] as const;

export function useAuditEvents(filters: AuditFilters, page: number, pageSize: number) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  for (const key of AUDIT_FILTER_KEYS) if (filters[key]) query.set(key, filters[key]);
  return useQuery({
    queryKey: ['audit', filters, page, pageSize],
    queryFn: ({ signal }) => api<Page<AuditEventView>>(`/api/admin/audit?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The log's file (issue 23 item 5) for the filters shown: every matching event, not one page. */
export function auditExportUrl(filters: AuditFilters, format: 'csv' | 'xlsx'): string {
  const query = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) if (filters[key]) query.set(key, filters[key]);
  return `/api/admin/audit.${format}?${query}`;
}

export function useVerifyAudit() {
  return useMutation({ mutationFn: () => api<AuditChainReport>('/api/admin/audit/verify') });
}

export type TenderOption = { _id: string; projectCode: string; projectTitle: string };

/** Published tenders matching `q`, for the tender filter (the first 20). */
export function useTenderOptions(q: string) {
  const query = new URLSearchParams({ page: '1', pageSize: '20' });
  if (q.trim()) query.set('q', q.trim());
  return useQuery({
    queryKey: ['audit', 'tenders', q.trim()],
    queryFn: ({ signal }) => api<Page<TenderOption>>(`/api/tenders?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
