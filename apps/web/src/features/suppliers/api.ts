import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupplierScorecard } from '@tenderdesk/domain/scorecard-schemas';
import type { ImportPreview } from '@tenderdesk/domain/sheet-import';
import type { SupplierView } from '@tenderdesk/domain/supplier-list-rules';
import type { SupplierStatus } from '@tenderdesk/domain/supplier-status';
import { api } from '../../lib/api';

export type SupplierActionResponse = { message: string; data: SupplierView };

export const supplierKeys = {
  all: ['suppliers'] as const,
  /** A list's key; `useServerList` appends the page, size, search and sort. */
  list: (status: SupplierStatus) => ['suppliers', 'list', status] as const,
  details: (id: string) => ['suppliers', 'details', id] as const,
};

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

/** Issue 24: hold, blacklist and lift (the supplier's standing beside its status). */
export function useStandingChange() {
  const refresh = useRefreshSuppliers();
  return useMutation({
    mutationFn: ({ id, action, body }: StandingChange) =>
      api<SupplierActionResponse>(`/api/suppliers/${action}/${encodeURIComponent(id)}`, {
        method: 'POST',
        json: body,
      }),
    onSettled: refresh,
  });
}

export type StandingChange =
  | { id: string; action: 'hold'; body: { until: string; reason: string } }
  | { id: string; action: 'blacklist'; body: { reason: string; orderReference: string } }
  | { id: string; action: 'lift'; body: { kind: 'hold' | 'blacklist' } };

/** A row of the suppliers' import as answered (issue 23): the company and its id once created. */
export type ImportedSupplierRow = { _id: string | null; companyName: string; emailAddress: string };
export type SupplierImportAnswer = ImportPreview<ImportedSupplierRow> & {
  mode: 'preview' | 'import';
  createdCount: number;
  emailed: boolean;
  message: string;
};

/** Previews or imports a spreadsheet of suppliers as Pending or Active. */
export function sendSuppliersFile(file: File, status: 'Pending' | 'Active', mode: 'preview' | 'import') {
  const body = new FormData();
  body.append('status', status);
  body.append('mode', mode);
  body.append('file', file, file.name);
  return api<SupplierImportAnswer>('/api/suppliers/import', { method: 'POST', body });
}

export const SUPPLIER_TEMPLATE = {
  path: '/api/suppliers/import-template.xlsx',
  fileName: 'supplier-import-template.xlsx',
};

/** Refreshes every supplier list and details view (after an import). */
export function useSupplierListsRefresh() {
  return useRefreshSuppliers();
}

/** Issue 24 item 3: the supplier's scorecard over a period (none: the last 12 months). */
export function useSupplierScorecard(id: string, period: { from: string; to: string } | null) {
  const query = period ? `?from=${period.from}&to=${period.to}` : '';
  return useQuery({
    queryKey: [...supplierKeys.details(id), 'scorecard', period?.from ?? '', period?.to ?? ''],
    queryFn: ({ signal }) =>
      api<SupplierScorecard>(`/api/suppliers/${encodeURIComponent(id)}/scorecard${query}`, { signal }),
  });
}
