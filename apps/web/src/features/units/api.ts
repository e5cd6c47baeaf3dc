import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnitOfMeasure } from '@tenderdesk/domain/organisation';
import { api } from '../../lib/api';
import { sharedKeys } from '../../lib/query-keys';

/** The units of measure (issue 20): GST unit quantity codes, built in, and the admin's additions. */
export const unitKeys = { all: sharedKeys.unitsOfMeasure };

export function useUnitsOfMeasure() {
  return useQuery({
    queryKey: unitKeys.all,
    queryFn: async ({ signal }) => (await api<{ data: UnitOfMeasure[] }>('/api/units', { signal })).data,
  });
}

export function useAddUnitOfMeasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string; name: string }) =>
      api<{ message: string; data: UnitOfMeasure }>('/api/units', { method: 'POST', json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unitKeys.all }),
  });
}

export function useDeleteUnitOfMeasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ message: string }>(`/api/units/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unitKeys.all }),
  });
}
