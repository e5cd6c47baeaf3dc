import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@tenderdesk/domain/categories';
import type { DocumentTypeView } from '@tenderdesk/domain/vendor-schemas';
import { api } from '../../../lib/api';

/* The admin's document types (issue 24 item 1): add, edit, delete; the list is a server list. */

const seg = (value: string) => encodeURIComponent(value);

export const DOCUMENT_TYPES_PATH = '/api/document-types';
export const documentTypeKeys = {
  all: ['document-types'] as const,
  categories: ['document-types', 'categories'] as const,
};

export type DocumentTypeBody = { name: string; expires: boolean; requiredFor: string[] };
type Saved = { message: string; data: DocumentTypeView };

export function useSaveDocumentType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: DocumentTypeBody }) =>
      api<Saved>(id ? `${DOCUMENT_TYPES_PATH}/${seg(id)}` : DOCUMENT_TYPES_PATH, {
        method: id ? 'PUT' : 'POST',
        json: body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentTypeKeys.all }),
  });
}

export function useDeleteDocumentType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ message: string }>(`${DOCUMENT_TYPES_PATH}/${seg(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentTypeKeys.all }),
  });
}

/** The categories a type may be required for (the master table, whole, as the purchase requests read it). */
export function useRequirableCategories() {
  return useQuery({
    queryKey: documentTypeKeys.categories,
    queryFn: ({ signal }) => api<Category[]>('/api/category/view', { signal }),
  });
}
