import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BuyingUnit,
  BuyingUnitValues,
  Organisation,
  OrganisationValues,
} from '@tenderdesk/domain/organisation';
import { useEffect, useState } from 'react';
import { api, fetchProtectedBlob } from '../../lib/api';
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

function useOrganisationWrite<Input>(call: (input: Input) => Promise<{ message: string }>) {
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

export const useUploadLogo = () =>
  useOrganisationWrite((file: File) => {
    const body = new FormData();
    body.append('logo', file);
    return api<{ message: string; data: OrganisationView }>('/api/organisation/logo', {
      method: 'POST',
      body,
    });
  });

export const useRemoveLogo = () =>
  useOrganisationWrite(() =>
    api<{ message: string; data: OrganisationView }>('/api/organisation/logo', { method: 'DELETE' }),
  );

/**
 * The logo as an object URL for an <img> (fetched with the token: decision 007), null while there
 * is none or it loads; the URL is released when the logo changes or the screen goes.
 */
export function useLogoImage(url: string | null) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    setSrc(null);
    if (!url) return;
    const controller = new AbortController();
    let made: string | null = null;
    fetchProtectedBlob(url, controller.signal)
      .then((blob) => {
        made = URL.createObjectURL(blob);
        setSrc(made);
      })
      .catch(() => setSrc(null));
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  return src;
}
