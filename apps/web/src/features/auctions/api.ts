import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuctionForBuyer,
  AuctionForSupplier,
  BidAccepted,
  TenderAuction,
} from '@tenderdesk/domain/auction';
import type { PlaceBidBody, ScheduleAuctionBody } from '@tenderdesk/domain/auction-schemas';
import { ApiError, api } from '../../lib/api';

/*
 * The reverse auction's calls (issue 22, decision 050): the buyer's tender auction and the invited
 * supplier's own view, their writes, and the paths of the live streams (stream.ts reads them).
 */

const seg = encodeURIComponent;
const supplierBase = (supplierId: string, tenderId: string) =>
  `/api/suppliers/${seg(supplierId)}/tenders/${seg(tenderId)}/auction`;

export const AUCTION_PATHS = {
  buyer: (tenderId: string) => `/api/tenders/${seg(tenderId)}/auction`,
  buyerEvents: (tenderId: string) => `/api/tenders/${seg(tenderId)}/auction/events`,
  bidsXlsx: (tenderId: string) => `/api/tenders/${seg(tenderId)}/auction/bids.xlsx`,
  supplier: supplierBase,
  supplierEvents: (supplierId: string, tenderId: string) => `${supplierBase(supplierId, tenderId)}/events`,
  bids: (supplierId: string, tenderId: string) => `${supplierBase(supplierId, tenderId)}/bids`,
};

export const auctionKeys = {
  all: ['auctions'] as const,
  buyer: (tenderId: string) => ['auctions', 'buyer', tenderId] as const,
  supplier: (supplierId: string, tenderId: string) => ['auctions', 'supplier', supplierId, tenderId] as const,
};

/** GET /api/tenders/{id}/auction: the auction (or null), the candidates and why none can be scheduled. */
export function useTenderAuction(tenderId: string) {
  return useQuery({
    queryKey: auctionKeys.buyer(tenderId),
    queryFn: ({ signal }) =>
      api<{ data: TenderAuction }>(AUCTION_PATHS.buyer(tenderId), { signal }).then((answer) => answer.data),
    retry: (count, error) => !(error instanceof ApiError && [403, 404].includes(error.status)) && count < 2,
  });
}

/**
 * GET .../auction for the supplier: its view, or a 403 when it is not invited. The tender page asks
 * it only once the supplier's bid read names an auction it is invited to. Not retried on 403/404.
 */
export function useSupplierAuction(
  supplierId: string | null,
  tenderId: string,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: auctionKeys.supplier(supplierId ?? '', tenderId),
    queryFn: ({ signal }) =>
      api<{ data: AuctionForSupplier }>(AUCTION_PATHS.supplier(supplierId ?? '', tenderId), { signal }).then(
        (answer) => answer.data,
      ),
    enabled: supplierId !== null && tenderId !== '' && options.enabled !== false,
    retry: (count, error) => !(error instanceof ApiError && [403, 404].includes(error.status)) && count < 2,
  });
}

export function useScheduleAuction(tenderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleAuctionBody) =>
      api<{ message: string; data: AuctionForBuyer }>(AUCTION_PATHS.buyer(tenderId), {
        method: 'POST',
        json: body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auctionKeys.buyer(tenderId) }),
  });
}

export function useCancelAuction(tenderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ message: string; data: AuctionForBuyer }>(AUCTION_PATHS.buyer(tenderId), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auctionKeys.buyer(tenderId) }),
  });
}

/** POST .../auction/bids: the accepted bid (the live stream brings everyone else's view of it). */
export function usePlaceBid(supplierId: string, tenderId: string) {
  return useMutation({
    mutationFn: (body: PlaceBidBody) =>
      api<{ message: string; data: BidAccepted }>(AUCTION_PATHS.bids(supplierId, tenderId), {
        method: 'POST',
        json: body,
      }),
  });
}
