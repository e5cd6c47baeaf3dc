import { useQuery } from '@tanstack/react-query';
import type { Category, SubCategory } from '@tenderdesk/domain/categories';
import { api } from '../../lib/api';
import { uploadWithProgress, useUploadMutation } from '../../lib/upload';

export type RegistrationResponse = {
  message: string;
  data: { _id: string; companyName: string; status: string };
};

export const registrationKeys = {
  categories: ['registration', 'categories'] as const,
  subCategories: ['registration', 'subCategories'] as const,
};

/** Spec section 7: "a response that should be a list but is not an array is treated as an empty list". */
const asList = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The public category list; the wizard needs it before anyone has logged in. */
export function useRegistrationCategories() {
  return useQuery({
    queryKey: registrationKeys.categories,
    queryFn: async ({ signal }) =>
      asList<Category>(await api<unknown>('/api/category/view', { signal, anonymous: true })),
  });
}

/** Every sub-category once; the wizard filters them by the chosen category without another call. */
export function useRegistrationSubCategories() {
  return useQuery({
    queryKey: registrationKeys.subCategories,
    queryFn: async ({ signal }) =>
      asList<SubCategory>(await api<unknown>('/api/subcategory/view', { signal, anonymous: true })),
  });
}

/**
 * POST /api/suppliers/add with upload progress (two documents of up to 10 MB each). Public: sent
 * without a token. The server answers 201 on success (spec section 7).
 */
export function postRegistration(form: FormData, onProgress: (percent: number) => void) {
  return uploadWithProgress<RegistrationResponse>('/api/suppliers/add', form, {
    anonymous: true,
    onProgress,
  });
}

/** The registration submit with its upload progress (0–100) for the progress bar. */
export function useSubmitRegistration() {
  return useUploadMutation(postRegistration);
}
