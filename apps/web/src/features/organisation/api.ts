import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BuyingUnit,
  BuyingUnitValues,
  Organisation,
  OrganisationValues,
} from '@tenderdesk/domain/organisation';
import { api } from '../../lib/api';
import { sharedKeys } from '../../lib/query-keys';

/** The logo as GET /api/organisation names it: `url` changes with each upload. */
export type OrganisationLogo = { url: string; contentType: string; size: number };
export type OrganisationView = {
  organisation: Organisation;
  units: BuyingUnit[];
  logo: OrganisationLogo | null;
};

/** The organisation and its units (one cache entry: a unit's save changes `complete`). */
export const organisationKeys = { all: sharedKeys.organisation };

export function useOrganisation() {
  return useQuery({
    queryKey: organisationKeys.all,
    queryFn: async ({ signal }) =>
      (await api<{ data: OrganisationView }>('/api/organisation', { signal })).data,
  });
}

export function useOrganisationWrite<Input>(call: (input: Input) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
}

export const useSaveOrganisation = () =>
  useOrganisationWrite((body: OrganisationValues) =>
    api<{ message: string; data: OrganisationView }>('/api/organisation', { method: 'PUT', json: body }),
  );

export const useSaveBuyingUnit = () =>
  useOrganisationWrite(({ id, body }: { id: string | null; body: BuyingUnitValues }) =>
    api<{ message: string; data: BuyingUnit }>(
      id ? `/api/organisation/units/${id}` : '/api/organisation/units',
      {
        method: id ? 'PUT' : 'POST',
        json: body,
      },
    ),
  );

export const useDeleteBuyingUnit = () =>
  useOrganisationWrite((id: string) =>
    api<{ message: string }>(`/api/organisation/units/${id}`, { method: 'DELETE' }),
  );
