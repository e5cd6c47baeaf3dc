import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, api } from '../../lib/api';

export type CategoryOption = { _id: string; category: string };
export type SubCategoryOption = { _id: string; category: string; categoryName: string; subCategory: string };
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
      asList<CategoryOption>(await api<unknown>('/api/category/view', { signal, anonymous: true })),
  });
}

/** Every sub-category once; the wizard filters them by the chosen category without another call. */
export function useRegistrationSubCategories() {
  return useQuery({
    queryKey: registrationKeys.subCategories,
    queryFn: async ({ signal }) =>
      asList<SubCategoryOption>(await api<unknown>('/api/subcategory/view', { signal, anonymous: true })),
  });
}

/**
 * POST /api/suppliers/add through XMLHttpRequest rather than fetch: only XHR reports upload
 * progress, and two documents of up to 10 MB each can take a while on a phone connection.
 * Resolves only on 201 (spec section 7: "Status 201 means success").
 */
export function postRegistration(form: FormData, onProgress: (percent: number) => void) {
  return new Promise<RegistrationResponse>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/suppliers/add');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: { message?: string; field?: string } | null = null;
      try {
        body = JSON.parse(xhr.responseText) as { message?: string; field?: string };
      } catch {
        body = null;
      }
      if (xhr.status === 201) resolve(body as unknown as RegistrationResponse);
      else reject(new ApiError(xhr.status, body?.message ?? '', body?.field));
    };
    // A network failure carries no server message: the caller falls back to the spec's text.
    xhr.onerror = () => reject(new ApiError(0, ''));
    xhr.onabort = () => reject(new ApiError(0, ''));
    xhr.send(form);
  });
}

/** The registration submit with its upload progress (0–100) for the progress bar. */
export function useSubmitRegistration() {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (form: FormData) => {
      setProgress(0);
      return postRegistration(form, setProgress);
    },
  });
  return { ...mutation, progress };
}
