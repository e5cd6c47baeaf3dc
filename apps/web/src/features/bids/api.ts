import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecurityKind } from '@tenderdesk/domain/evaluation';
import { messages } from '@tenderdesk/domain/messages';
import { ApiError, api, authHeaders, failureOf } from '../../lib/api';
import { adoptRenewedToken, getSession } from '../../lib/session';
import { uploadWithProgress, useUploadMutation } from '../../lib/upload';
import type { BidRead, NegotiationForSupplier, SupplierBid } from './bid-types';
import { serverOffsetOf } from './offer-rules';

/** The supplier's own bid on a tender (issue 21, contract sections B and D). */
export const bidKeys = {
  all: ['bids'] as const,
  one: (supplierId: string, tenderId: string) => ['bids', supplierId, tenderId] as const,
};

const seg = encodeURIComponent;
const base = (supplierId: string, tenderId: string) =>
  `/api/suppliers/${seg(supplierId)}/tenders/${seg(tenderId)}`;

export const BID_PATHS = {
  bid: (supplierId: string, tenderId: string) => `${base(supplierId, tenderId)}/bid`,
  technical: (supplierId: string, tenderId: string) => `${base(supplierId, tenderId)}/technical`,
  security: (supplierId: string, tenderId: string, kind: SecurityKind) =>
    `${base(supplierId, tenderId)}/security/${seg(kind)}`,
  offer: (supplierId: string, tenderId: string) => `${base(supplierId, tenderId)}/negotiation-offer`,
};

type BidAnswer = { message?: string; data: SupplierBid };

/**
 * A GET as `api()` makes it (the token, its renewal, `{message, field?}` refusals), with the
 * answer's Date header: the server's clock, which the negotiation countdown runs on. Here rather
 * than in lib/api.ts, which the login page carries.
 */
async function getWithDate<T>(path: string, signal: AbortSignal) {
  const sentToken = getSession()?.token;
  let response: Response;
  try {
    response = await fetch(path, { headers: authHeaders({}), signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, messages.login.networkError);
  }
  const receivedAt = Date.now();
  adoptRenewedToken(sentToken, response);
  if (!response.ok) throw failureOf(response.status, await response.json().catch(() => null), {});
  return { body: (await response.json()) as T, date: response.headers.get('date'), receivedAt };
}

/**
 * GET .../bid: the bid with the server's clock (the Date header), so the negotiation countdown runs
 * on the server's time. A 403 (not approved) or 404 is not retried.
 */
export function useSupplierBid(
  supplierId: string | null,
  tenderId: string,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: bidKeys.one(supplierId ?? '', tenderId),
    queryFn: async ({ signal }): Promise<BidRead> => {
      const answer = await getWithDate<BidAnswer>(BID_PATHS.bid(supplierId ?? '', tenderId), signal);
      return { bid: answer.body.data, serverOffsetMs: serverOffsetOf(answer.date, answer.receivedAt) };
    },
    enabled: supplierId !== null && tenderId !== '' && options.enabled !== false,
    staleTime: 30_000,
    retry: (count, error) =>
      !(error instanceof ApiError && [403, 404, 409].includes(error.status)) && count < 2,
  });
}

/** Puts the bid a write answered into the cache (keeping the clock read with the last GET). */
function useKeepBid(supplierId: string, tenderId: string) {
  const queryClient = useQueryClient();
  return (bid: SupplierBid | undefined) => {
    const key = bidKeys.one(supplierId, tenderId);
    // Only a whole bid replaces the cache (a write may answer less); the refetch follows anyway.
    if (bid && typeof bid === 'object' && 'envelopes' in bid && Array.isArray(bid.securities)) {
      queryClient.setQueryData<BidRead>(key, (current) => ({
        bid,
        serverOffsetMs: current?.serverOffsetMs ?? 0,
      }));
    }
    void queryClient.invalidateQueries({ queryKey: key });
  };
}

/** PUT .../technical (multipart): replaces the whole technical part; with the upload's progress. */
export function useSaveTechnical(supplierId: string, tenderId: string) {
  const keep = useKeepBid(supplierId, tenderId);
  return useUploadMutation(async (form: FormData, onProgress) => {
    const answer = await uploadWithProgress<BidAnswer>(BID_PATHS.technical(supplierId, tenderId), form, {
      method: 'PUT',
      onProgress,
    });
    keep(answer?.data);
    return answer;
  });
}

/** PUT .../security/{kind} (multipart): the payment or the exemption of one kind. */
export function useSaveSecurity(supplierId: string, tenderId: string) {
  const keep = useKeepBid(supplierId, tenderId);
  return useUploadMutation(async ({ kind, form }: { kind: SecurityKind; form: FormData }, onProgress) => {
    const answer = await uploadWithProgress<BidAnswer>(BID_PATHS.security(supplierId, tenderId, kind), form, {
      method: 'PUT',
      onProgress,
    });
    keep(answer?.data);
    return answer;
  });
}

/** PUT .../negotiation-offer: the revised unit prices, until the deadline; answers the round. */
export function useSubmitOffer(supplierId: string, tenderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { items: { itemCode: string; unitPrice: string }[] }) =>
      api<{ message?: string; data?: NegotiationForSupplier }>(BID_PATHS.offer(supplierId, tenderId), {
        method: 'PUT',
        json: body,
      }),
    onSuccess: (answer) => {
      const key = bidKeys.one(supplierId, tenderId);
      const negotiation = answer?.data;
      if (negotiation && typeof negotiation === 'object' && Array.isArray(negotiation.lines)) {
        queryClient.setQueryData<BidRead>(key, (current) =>
          current ? { ...current, bid: { ...current.bid, negotiation } } : current,
        );
      }
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/** The signed-in supplier's id (the token's payload); null for anyone else. */
export function supplierIdOfSession(): string | null {
  const session = getSession();
  return session?.role === 'supplier' ? session.id : null;
}
