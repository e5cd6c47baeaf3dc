import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentTypeView, SupplierDocuments } from '@tenderdesk/domain/vendor-schemas';
import { api } from '../../lib/api';
import { getSession } from '../../lib/session';
import { uploadWithProgress, useUploadMutation } from '../../lib/upload';

/*
 * The calls of supplier documents (issue 24 item 1): the admin's document types, a supplier's
 * documents (its own, or any for a manager of suppliers), uploading one, verifying and rejecting.
 */

const seg = (value: string) => encodeURIComponent(value);

export const DOCUMENT_TYPES_PATH = '/api/document-types';
export const documentKeys = {
  types: ['document-types'] as const,
  ofSupplier: (supplierId: string) => ['supplier-documents', supplierId] as const,
};

export type DocumentTypeBody = { name: string; expires: boolean; requiredFor: string[] };
type Saved = { message: string; data: DocumentTypeView };
type DocumentsAnswer = { message: string; data: SupplierDocuments };

export function useSaveDocumentType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: DocumentTypeBody }) =>
      api<Saved>(id ? `${DOCUMENT_TYPES_PATH}/${seg(id)}` : DOCUMENT_TYPES_PATH, {
        method: id ? 'PUT' : 'POST',
        json: body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.types }),
  });
}

export function useDeleteDocumentType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ message: string }>(`${DOCUMENT_TYPES_PATH}/${seg(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.types }),
  });
}

/** The signed-in supplier's own documents (`mine`) or a supplier's for the admin's review. */
export function useSupplierDocuments(supplierId: string | null, as: 'supplier' | 'manager') {
  return useQuery({
    queryKey: documentKeys.ofSupplier(supplierId ?? ''),
    enabled: Boolean(supplierId),
    queryFn: async ({ signal }) =>
      (
        await api<{ data: SupplierDocuments }>(
          as === 'supplier'
            ? `/api/supplier/${seg(supplierId ?? '')}/documents`
            : `/api/supplier-documents/supplier/${seg(supplierId ?? '')}`,
          { signal },
        )
      ).data,
  });
}

export const ownSupplierId = () => getSession()?.id ?? null;

export type DocumentUploadInput = {
  supplierId: string;
  documentTypeId: string;
  issueDate: string;
  expiryDate: string;
  file: File;
};

export function useUploadDocument() {
  const queryClient = useQueryClient();
  const mutation = useUploadMutation((input: DocumentUploadInput, onProgress) => {
    const form = new FormData();
    form.append('documentTypeId', input.documentTypeId);
    form.append('issueDate', input.issueDate);
    if (input.expiryDate) form.append('expiryDate', input.expiryDate);
    form.append('file', input.file);
    return uploadWithProgress<DocumentsAnswer>(`/api/supplier/${seg(input.supplierId)}/documents`, form, {
      onProgress,
    });
  });
  return {
    ...mutation,
    upload: (
      input: DocumentUploadInput,
      options: { onSuccess: (answer: DocumentsAnswer) => void; onError: (error: unknown) => void },
    ) =>
      mutation.mutate(input, {
        onSuccess: (answer) => {
          queryClient.setQueryData(documentKeys.ofSupplier(input.supplierId), answer.data);
          options.onSuccess(answer);
        },
        onError: options.onError,
      }),
  };
}

export function useReviewDocument(supplierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
      api<DocumentsAnswer>(
        reason === undefined
          ? `/api/supplier-documents/verify/${seg(id)}`
          : `/api/supplier-documents/reject/${seg(id)}`,
        { method: 'POST', json: reason === undefined ? {} : { reason } },
      ),
    onSuccess: (answer) => queryClient.setQueryData(documentKeys.ofSupplier(supplierId), answer.data),
  });
}
