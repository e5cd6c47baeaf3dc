import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryBody, SubCategory, SubCategoryBody } from '@tenderdesk/domain/categories';
import { api } from '../../lib/api';

export const categoryKeys = {
  all: ['categories'] as const,
  categories: ['categories', 'list'] as const,
  subCategories: ['categories', 'sub-categories'] as const,
};

type CategorySaved = { message: string; category: Category };
type SubCategorySaved = { message: string; subCategory: SubCategory };
type Deleted = { message: string };

/** Every category: the master tables come whole (DESIGN), searched and paged in the browser. */
export function useCategories() {
  return useQuery({
    queryKey: categoryKeys.categories,
    queryFn: ({ signal }) => api<Category[]>('/api/category/view', { signal }),
  });
}

export function useSubCategories() {
  return useQuery({
    queryKey: categoryKeys.subCategories,
    queryFn: ({ signal }) => api<SubCategory[]>('/api/subcategory/view', { signal }),
  });
}

/**
 * Any write refreshes both lists: renaming a category changes the category names the
 * sub-category list shows, and adding a sub-category can make a category undeletable.
 */
function useInvalidateMasterTables() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: categoryKeys.all });
}

/** Patches a cached list at once, so an edited or deleted row does not flash its old state until the refetch. */
function usePatchList<T extends { _id: string }>(key: readonly string[]) {
  const queryClient = useQueryClient();
  return (patch: (rows: T[]) => T[]) => queryClient.setQueryData<T[]>(key, (rows) => rows && patch(rows));
}

export function useAddCategory() {
  const onSettled = useInvalidateMasterTables();
  return useMutation({
    mutationFn: (body: CategoryBody) =>
      api<CategorySaved>('/api/category/add', { method: 'POST', json: body }),
    onSettled,
  });
}

export function useUpdateCategory() {
  const onSettled = useInvalidateMasterTables();
  const patch = usePatchList<Category>(categoryKeys.categories);
  return useMutation({
    mutationFn: ({ id, ...body }: CategoryBody & { id: string }) =>
      api<CategorySaved>(`/api/category/update/${encodeURIComponent(id)}`, { method: 'PUT', json: body }),
    onSuccess: ({ category }) =>
      patch((rows) => rows.map((row) => (row._id === category._id ? category : row))),
    onSettled,
  });
}

export function useDeleteCategory() {
  const onSettled = useInvalidateMasterTables();
  const patch = usePatchList<Category>(categoryKeys.categories);
  return useMutation({
    mutationFn: (id: string) =>
      api<Deleted>(`/api/category/delete/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_, id) => patch((rows) => rows.filter((row) => row._id !== id)),
    onSettled,
  });
}

export function useAddSubCategory() {
  const onSettled = useInvalidateMasterTables();
  return useMutation({
    mutationFn: (body: SubCategoryBody) =>
      api<SubCategorySaved>('/api/subcategory/add', { method: 'POST', json: body }),
    onSettled,
  });
}

export function useUpdateSubCategory() {
  const onSettled = useInvalidateMasterTables();
  const patch = usePatchList<SubCategory>(categoryKeys.subCategories);
  return useMutation({
    mutationFn: ({ id, ...body }: SubCategoryBody & { id: string }) =>
      api<SubCategorySaved>(`/api/subcategory/update/${encodeURIComponent(id)}`, {
        method: 'PUT',
        json: body,
      }),
    onSuccess: ({ subCategory }) =>
      patch((rows) => rows.map((row) => (row._id === subCategory._id ? subCategory : row))),
    onSettled,
  });
}

export function useDeleteSubCategory() {
  const onSettled = useInvalidateMasterTables();
  const patch = usePatchList<SubCategory>(categoryKeys.subCategories);
  return useMutation({
    mutationFn: (id: string) =>
      api<Deleted>(`/api/subcategory/delete/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_, id) => patch((rows) => rows.filter((row) => row._id !== id)),
    onSettled,
  });
}
