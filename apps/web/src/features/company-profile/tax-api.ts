import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupplierView } from '@tenderdesk/domain/supplier-list-rules';
import { api } from '../../lib/api';
import { companyProfileKeys } from './api';

/*
 * Apart from api.ts, which the supplier shell imports on every signed-in page: only the Company
 * Profile's tax form needs the mutation.
 */

/** PUT /api/suppliers/profile/tax-details: the answer is the whole profile, put straight in the cache. */
export function useSaveTaxDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, string>) =>
      api<{ message: string; data: SupplierView }>('/api/suppliers/profile/tax-details', {
        method: 'PUT',
        json: body,
      }),
    onSuccess: (response) => queryClient.setQueryData(companyProfileKeys.profile, { data: response.data }),
  });
}
