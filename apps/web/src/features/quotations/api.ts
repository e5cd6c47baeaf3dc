import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoqPrefill } from '@tenderdesk/domain/boq';
import type { MyQuotationRow } from '@tenderdesk/domain/quotations';
import type { Tender } from '@tenderdesk/domain/tender-rules';
import { ApiError, api } from '../../lib/api';
import { getSession } from '../../lib/session';
import type { QuotationPayload } from './quotation-editor-state';

/** The supplier's quotation calls (spec section 7; decision 025). */
export const quotationKeys = {
  all: ['quotations'] as const,
  mine: (supplierId: string) => ['quotations', 'mine', supplierId] as const,
  tender: (tenderId: string) => ['quotations', 'tender', tenderId] as const,
};

const seg = encodeURIComponent;

export const QUOTATION_PATHS = {
  submit: (tenderId: string, supplierId: string) =>
    `/api/suppliers/${seg(tenderId)}/supplier/${seg(supplierId)}/quotation`,
  revise: (tenderId: string, supplierId: string, quotationId: string) =>
    `/api/tenders/${seg(tenderId)}/supplier/${seg(supplierId)}/quotation/${seg(quotationId)}`,
  mine: (supplierId: string) => `/api/tenders/supplier/${seg(supplierId)}/quotations`,
  confirm: (tenderId: string, supplierId: string, quotationId: string) =>
    `/api/tenders/${seg(tenderId)}/supplier/${seg(supplierId)}/quotation/${seg(quotationId)}/confirm`,
  tender: (tenderId: string) => `/api/tenders/view/${seg(tenderId)}`,
  /** The priced BoQ (issue 23): GET it as .xlsx, POST the filled file to read it back. */
  boq: (tenderId: string, supplierId: string) =>
    `/api/suppliers/${seg(supplierId)}/tenders/${seg(tenderId)}/boq`,
};

/** The signed-in supplier's id (the token's payload, spec section 3); null for anyone else. */
export function supplierIdOfSession(): string | null {
  const session = getSession();
  return session?.role === 'supplier' ? session.id : null;
}

/** Spec section 7: a list answer that is not an array is an empty list. */
const asRows = (body: unknown): MyQuotationRow[] => {
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as MyQuotationRow[]) : [];
};

/** GET /api/tenders/supplier/{supplierId}/quotations: the supplier's own, newest first (at most 500). */
export function useMyQuotations(supplierId: string | null) {
  return useQuery({
    queryKey: quotationKeys.mine(supplierId ?? ''),
    queryFn: ({ signal }) => api<unknown>(QUOTATION_PATHS.mine(supplierId ?? ''), { signal }),
    select: asRows,
    enabled: supplierId !== null,
  });
}

/** GET /api/tenders/view/{id}: the tender's items to prefill the editor. */
export function useQuotationTender(tenderId: string) {
  return useQuery({
    queryKey: quotationKeys.tender(tenderId),
    queryFn: ({ signal }) => api<{ data: Tender }>(QUOTATION_PATHS.tender(tenderId), { signal }),
    select: (body) => body.data,
    retry: (count, error) => !(error instanceof ApiError && [403, 404].includes(error.status)) && count < 2,
  });
}

export type SaveQuotation = {
  tenderId: string;
  supplierId: string;
  /** Set when revising (PUT); absent for a first submit (POST). */
  quotationId?: string;
  payload: QuotationPayload;
};

/** POST a first quotation or PUT a revision, both with the payload as JSON text (spec section 7). */
export function useSaveQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tenderId, supplierId, quotationId, payload }: SaveQuotation) =>
      api<{ message?: string }>(
        quotationId
          ? QUOTATION_PATHS.revise(tenderId, supplierId, quotationId)
          : QUOTATION_PATHS.submit(tenderId, supplierId),
        { method: quotationId ? 'PUT' : 'POST', json: { quotation: JSON.stringify(payload) } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotationKeys.all }),
  });
}

/** POST .../quotation/{quotationId}/confirm: the quotation stands after the tender's addenda (decision 028). */
export function useConfirmQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      tenderId,
      supplierId,
      quotationId,
    }: {
      tenderId: string;
      supplierId: string;
      quotationId: string;
    }) =>
      api<{ message?: string }>(QUOTATION_PATHS.confirm(tenderId, supplierId, quotationId), {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotationKeys.all }),
  });
}

/** POST .../boq: the filled BoQ read into the form's prefill (stores nothing). */
export function useReadBoq() {
  return useMutation({
    mutationFn: ({ tenderId, supplierId, file }: { tenderId: string; supplierId: string; file: File }) => {
      const body = new FormData();
      body.append('file', file);
      return api<{ data: BoqPrefill }>(QUOTATION_PATHS.boq(tenderId, supplierId), { method: 'POST', body });
    },
  });
}
